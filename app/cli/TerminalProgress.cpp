#include "TerminalProgress.h"

#include <QCoreApplication>
#include <unistd.h>

namespace hk {

namespace {
// A terminal line is redrawn at most this often.
constexpr qint64 redrawEveryMs = 100;
// Work that ends sooner draws nothing (a flicker helps nobody). HK_PROGRESS_AFTER_MS changes it: the CLI's
// end-to-end test draws from the start, so that it holds however fast the machine finishes the work.
constexpr qint64 firstDrawAfterMs = 300;

qint64 firstDrawAfter()
{
    bool ok = false;
    const int ms = qEnvironmentVariableIntValue("HK_PROGRESS_AFTER_MS", &ok);
    return ok && ms >= 0 ? ms : firstDrawAfterMs;
}
} // namespace

TerminalProgress::TerminalProgress(FILE* stream) : m_stream(stream), m_firstDrawAfterMs(firstDrawAfter())
{
    m_enabled = m_stream && isatty(fileno(m_stream));
}

void TerminalProgress::start(const QString& what, int total)
{
    m_what = what;
    m_total = qMax(1, total);
    m_written = false;
    m_lastMs = -1;
    m_clock.start();
}

bool TerminalProgress::reach(int done)
{
    if (!m_enabled)
        return true;
    const qint64 now = m_clock.elapsed();
    if (now < m_firstDrawAfterMs || (m_lastMs >= 0 && now - m_lastMs < redrawEveryMs))
        return true;
    m_lastMs = now;
    write(done);
    return true;
}

void TerminalProgress::write(int done)
{
    const int shown = qBound(0, done, m_total);
    const QString line = QCoreApplication::translate("hk::TerminalProgress", "%1: %2 of %3 (%4%)")
                             .arg(m_what)
                             .arg(shown)
                             .arg(m_total)
                             .arg(shown * 100 / m_total);
    std::fprintf(m_stream, "\r\033[K%s", line.toLocal8Bit().constData());
    std::fflush(m_stream);
    m_written = true;
}

void TerminalProgress::finish()
{
    if (m_written) {
        std::fprintf(m_stream, "\r\033[K");
        std::fflush(m_stream);
    }
    m_written = false;
}

} // namespace hk
