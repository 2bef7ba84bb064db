#pragma once

#include "campaign/WorkProgress.h"

#include <QElapsedTimer>
#include <cstdio>

namespace hk {

// The CLI's view of long work: one line on the terminal, rewritten in place ("Advance 52 weeks: 120 of 364
// (33%)"), cleared at the end. Nothing at all when stderr is not a terminal (a pipe, a file, a test), so
// scripts and JSON output stay clean. Stopping is Ctrl+C, which ends the process before its one change
// commits, so the campaign is untouched.
class TerminalProgress : public WorkProgress
{
public:
    // Writes to `stream` (stderr) when it is a terminal.
    explicit TerminalProgress(FILE* stream = stderr);

    void start(const QString& what, int total) override;
    bool reach(int done) override;
    void finish() override;

    bool isShown() const { return m_enabled; }

private:
    void write(int done);

    FILE* m_stream;
    qint64 m_firstDrawAfterMs;
    bool m_enabled = false;
    bool m_written = false;
    QElapsedTimer m_clock;
    qint64 m_lastMs = -1;
    QString m_what;
    int m_total = 0;
};

} // namespace hk
