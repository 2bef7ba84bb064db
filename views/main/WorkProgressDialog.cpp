#include "main/WorkProgressDialog.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QProgressBar>
#include <QProgressDialog>

namespace hk {

namespace {
// How often the window gets to repaint and read the Stop button while work runs: ten times a second is smooth
// enough for a bar and quick enough for a click; each repaint costs the work about 0.3 ms (bench_progress).
constexpr qint64 eventsEveryMs = 100;
} // namespace

WorkProgressDialog::WorkProgressDialog(QWidget* parent) : m_parent(parent) {}

WorkProgressDialog::~WorkProgressDialog()
{
    delete m_dialog;
}

void WorkProgressDialog::start(const QString& what, int total)
{
    m_what = what;
    m_total = qMax(1, total);
    m_stopAsked = false;
    m_lastEventsMs = -eventsEveryMs; // the first step after the dialog shows lets events through
    m_clock.start();
    if (m_delayMs <= 0)
        show(what, m_total);
}

void WorkProgressDialog::show(const QString& what, int total)
{
    if (!m_dialog) {
        m_dialog = new QProgressDialog(m_parent);
        m_dialog->setAutoClose(false);
        m_dialog->setAutoReset(false);
        m_dialog->setMinimumDuration(0);
        m_dialog->setWindowModality(Qt::ApplicationModal);
        m_dialog->setCancelButtonText(QCoreApplication::translate("hk::WorkProgressDialog", "Stop"));
        // Our own bar, set directly: QProgressDialog::setValue would run every pending event, sockets too.
        m_bar = new QProgressBar(m_dialog);
        m_dialog->setBar(m_bar);
        QObject::connect(m_dialog, &QProgressDialog::canceled, m_dialog, [this] { m_stopAsked = true; });
    }
    m_dialog->setWindowTitle(what);
    m_dialog->setLabelText(QCoreApplication::translate("hk::WorkProgressDialog",
                                                       "%1 … Stop takes it all back, as if it had never begun.")
                               .arg(what));
    m_bar->setRange(0, total);
    m_bar->setValue(0);
    m_dialog->show();
    m_shown = true;
}

bool WorkProgressDialog::reach(int done)
{
    const qint64 now = m_clock.elapsed();
    if (!m_shown && now >= m_delayMs)
        show(m_what, m_total);
    if (!m_shown || now - m_lastEventsMs < eventsEveryMs)
        return !m_stopAsked;
    m_lastEventsMs = now;
    m_bar->setValue(qBound(0, done, m_total));
    QCoreApplication::processEvents(QEventLoop::ExcludeSocketNotifiers);
    return !m_stopAsked;
}

void WorkProgressDialog::finish()
{
    if (m_dialog) {
        m_dialog->reset(); // also stops its own timer, which would show it again later
        m_dialog->hide();
    }
    m_shown = false;
}

} // namespace hk
