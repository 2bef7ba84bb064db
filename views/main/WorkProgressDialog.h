#pragma once

#include "campaign/WorkProgress.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QProgressDialog>

class QProgressBar;

class QWidget;

namespace hk {

// The window's view of long work: nothing for the first half second, then a modal dialog with a bar and a
// Stop button. The work runs in the window's thread inside one change of the campaign, so while it runs
// this lets the window repaint and take the click on Stop, and nothing else: socket notifiers wait (a
// player's request must not land in the middle of an advance), and the dialog's modality keeps the other
// windows' input out.
class WorkProgressDialog : public WorkProgress
{
public:
    explicit WorkProgressDialog(QWidget* parent);
    ~WorkProgressDialog() override;

    void start(const QString& what, int total) override;
    bool reach(int done) override;
    void finish() override;

    // Shown after this long (the half second); tests set 0 to see it at once.
    void setDelayMs(int ms) { m_delayMs = ms; }
    // The dialog while the work runs (tests press its button); null before it is shown.
    QProgressDialog* dialog() const { return m_dialog; }
    bool wasShown() const { return m_shown; }

private:
    void show(const QString& what, int total);

    QWidget* m_parent;
    QPointer<QProgressDialog> m_dialog;
    QProgressBar* m_bar = nullptr;
    QElapsedTimer m_clock;
    qint64 m_lastEventsMs = 0;
    QString m_what;
    int m_total = 0;
    int m_delayMs = 500;
    bool m_shown = false;
    bool m_stopAsked = false;
};

} // namespace hk
