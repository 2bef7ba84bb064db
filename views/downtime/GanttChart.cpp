#include "downtime/GanttChart.h"

#include "time/Calendar.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QToolTip>

namespace hk {

GanttChart::GanttChart(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("ganttChart"));
    setMouseTracking(true);
    setFocusPolicy(Qt::ClickFocus);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
    const QFontMetrics fm(font());
    m_rowHeight = fm.height() + 12;
    m_headerHeight = fm.height() * 2 + 10;
}

void GanttChart::setRows(const QList<TimelineRow>& rows, int today)
{
    m_rows = rows;
    m_today = today;
    // The scale runs from the week of the earliest start (or a week before today) to four weeks past the latest
    // end, so what falls due soon is always on screen.
    int first = today - Calendar::daysPerWeek;
    int last = today + 4 * Calendar::daysPerWeek;
    for (const TimelineRow& r : rows) {
        first = qMin(first, r.start);
        last = qMax(last, qMax(r.end, r.nextDay) + Calendar::daysPerWeek);
    }
    m_firstDay = qMax(1, (Calendar::weekOf(first) - 1) * Calendar::daysPerWeek + 1);
    m_lastDay = Calendar::weekOf(last) * Calendar::daysPerWeek;
    const QFontMetrics fm(font());
    m_labelWidth = 160;
    for (const TimelineRow& r : rows)
        m_labelWidth = qMax(m_labelWidth, fm.horizontalAdvance(r.title) + 24);
    m_labelWidth = qMin(m_labelWidth, 320);
    if (m_selected >= m_rows.size())
        m_selected = -1;
    updateGeometry();
    update();
}

void GanttChart::setPixelsPerDay(int pixels)
{
    m_pixelsPerDay = qBound(2, pixels, 40);
    updateGeometry();
    update();
}

int GanttChart::pixelsPerDayToFit(int width) const
{
    const int days = m_lastDay - m_firstDay + 1;
    return qBound(2, (width - m_labelWidth - 12) / qMax(1, days), 40);
}

void GanttChart::selectRow(int row)
{
    m_selected = row >= 0 && row < m_rows.size() ? row : -1;
    update();
    Q_EMIT rowSelected(m_selected);
}

int GanttChart::xOfDay(int day) const
{
    return m_labelWidth + (day - m_firstDay) * m_pixelsPerDay;
}

QRect GanttChart::barRect(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return {};
    const TimelineRow& r = m_rows.at(row);
    const int x0 = xOfDay(r.start);
    const int x1 = xOfDay(qMax(r.end, r.start) + 1);
    const int y = m_headerHeight + row * m_rowHeight + 4;
    return {x0, y, qMax(4, x1 - x0), m_rowHeight - 8};
}

QSize GanttChart::sizeHint() const
{
    return {xOfDay(m_lastDay + 1) + 8, m_headerHeight + qMax(1, int(m_rows.size())) * m_rowHeight + fontMetrics().height() + 10};
}

QSize GanttChart::minimumSizeHint() const
{
    return sizeHint();
}

QColor GanttChart::colorFor(const TimelineRow& r) const
{
    static const QHash<QString, QColor> colors{
        {QStringLiteral("workshop"), QColor(0x6a, 0x4c, 0x93)},    {QStringLiteral("alchemy"), QColor(0x1b, 0x99, 0x8b)},
        {QStringLiteral("learning"), QColor(0x2d, 0x6c, 0xdf)},    {QStringLiteral("research"), QColor(0xc2, 0x7c, 0x0e)},
        {QStringLiteral("item-search"), QColor(0x8a, 0x6d, 0x3b)}, {QStringLiteral("attunement"), QColor(0x9b, 0x3d, 0x8f)},
        {QStringLiteral("lab"), QColor(0x55, 0x6b, 0x2f)}};
    QColor c = colors.value(r.kind, QColor(0x60, 0x60, 0x60));
    if (r.status == ActivityStatus::Done || r.status == ActivityStatus::Cancelled)
        c = c.lighter(170);
    return c;
}

QString GanttChart::labelFor(const TimelineRow& r) const
{
    // The title, with the GM-only marker in front.
    return r.gmOnly ? tr("[GM] ") + r.title : r.title;
}

QStringList GanttChart::rowTexts(int row) const
{
    const TimelineRow& r = m_rows.at(row);
    return {labelFor(r), r.who, tooltipFor(r)};
}

QString GanttChart::tooltipFor(const TimelineRow& r) const
{
    QString text = QStringLiteral("<b>%1</b><br>%2").arg(r.title.toHtmlEscaped(), r.who.toHtmlEscaped());
    text += QStringLiteral("<br>") + tr("%1 to %2").arg(Calendar::formatShort(r.start), r.openEnded ? tr("open") : Calendar::formatShort(r.end));
    text += QStringLiteral("<br>") + tr("Status: %1").arg(r.statusText.toHtmlEscaped());
    if (r.nextDay > 0)
        text += QStringLiteral("<br>") + tr("Next: %1 on %2").arg(r.nextWhat.toHtmlEscaped(), Calendar::formatShort(r.nextDay));
    if (r.gmOnly)
        text += QStringLiteral("<br><i>") + tr("GM only") + QStringLiteral("</i>");
    return text;
}

void GanttChart::paintEvent(QPaintEvent* event)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing, true);
    const QPalette pal = palette();
    const QFontMetrics fm(font());
    const int chartBottom = m_headerHeight + int(m_rows.size()) * m_rowHeight;

    // Header: week numbers, and the day number of each week's first day.
    // When weeks are narrow, label every second (or third…) week so labels never crowd.
    const int weekWidth = Calendar::daysPerWeek * m_pixelsPerDay;
    const int labelWidth = qMax(fm.horizontalAdvance(tr("W%1").arg(Calendar::weekOf(m_lastDay))),
                                fm.horizontalAdvance(QString::number(m_lastDay))) + 6;
    const int every = qMax(1, (labelWidth + weekWidth - 1) / qMax(1, weekWidth));
    for (int day = m_firstDay; day <= m_lastDay; day += Calendar::daysPerWeek) {
        const int x = xOfDay(day);
        p.setPen(pal.color(QPalette::Mid));
        p.drawLine(x, m_headerHeight - 4, x, chartBottom);
        if ((Calendar::weekOf(day) - Calendar::weekOf(m_firstDay)) % every != 0)
            continue;
        const QRect cell(x + 2, 2, weekWidth * every - 2, fm.height());
        p.setPen(pal.color(QPalette::Text));
        p.drawText(cell, Qt::AlignLeft | Qt::AlignVCenter, tr("W%1").arg(Calendar::weekOf(day)));
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(cell.translated(0, fm.height() + 2), Qt::AlignLeft | Qt::AlignVCenter, QString::number(day));
    }

    // Only the rows in the part to paint (the chart sits in a scroll area: a long campaign's rows are mostly off
    // screen).
    const int firstRow = qMax(0, (event->rect().top() - m_headerHeight) / m_rowHeight);
    const int lastRow = qMin(int(m_rows.size()) - 1, (event->rect().bottom() - m_headerHeight) / m_rowHeight);
    for (int i = firstRow; i <= lastRow; ++i) {
        const TimelineRow& r = m_rows.at(i);
        const int y = m_headerHeight + i * m_rowHeight;
        if (i == m_selected)
            p.fillRect(QRect(0, y, width(), m_rowHeight), pal.color(QPalette::Highlight).lighter(180));
        else if (i % 2)
            p.fillRect(QRect(0, y, width(), m_rowHeight), pal.color(QPalette::AlternateBase));
        const QString label = labelFor(r);
        p.setPen(pal.color(QPalette::Text));
        p.drawText(QRect(6, y, m_labelWidth - 12, m_rowHeight), Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(label, Qt::ElideRight, m_labelWidth - 12));
        const QRect bar = barRect(i);
        const QColor color = colorFor(r);
        p.setPen(color.darker(130));
        p.setBrush(color);
        if (r.status == ActivityStatus::Halted || r.status == ActivityStatus::Blocked)
            p.setBrush(QBrush(color, Qt::BDiagPattern));
        p.drawRoundedRect(bar, 3, 3);
        if (r.openEnded) {
            const QPoint tip(bar.right() + 8, bar.center().y());
            p.drawLine(bar.right(), tip.y(), tip.x(), tip.y());
        }
        // The bar's caption: who, when it fits.
        const QString caption = r.who;
        if (!caption.isEmpty() && fm.horizontalAdvance(caption) + 8 < bar.width()) {
            const bool ended = r.status == ActivityStatus::Done || r.status == ActivityStatus::Cancelled;
            // Dark text on hatched or faded bars, white on solid ones.
            p.setPen(r.status == ActivityStatus::Halted || ended ? pal.color(QPalette::Text) : QColor(Qt::white));
            p.drawText(bar.adjusted(4, 0, -4, 0), Qt::AlignLeft | Qt::AlignVCenter, caption);
        }
        if (r.nextDay > 0) {
            const QPoint dot(xOfDay(r.nextDay) + m_pixelsPerDay / 2, bar.center().y());
            p.setPen(QPen(pal.color(QPalette::Text), 1));
            p.setBrush(QColor(0xff, 0xc1, 0x07));
            p.drawEllipse(dot, 4, 4);
        }
    }

    // Today's line.
    const int x = xOfDay(m_today);
    p.setPen(QPen(QColor(0xd3, 0x2f, 0x2f), 2));
    p.drawLine(x, m_headerHeight - 6, x, chartBottom + fm.height() + 4);
    p.drawText(QRect(x + 4, chartBottom + 4, fm.horizontalAdvance(tr("today")) + 4, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
               tr("today"));
}

int GanttChart::rowAt(const QPoint& pos) const
{
    if (pos.y() < m_headerHeight)
        return -1;
    const int row = (pos.y() - m_headerHeight) / m_rowHeight;
    return row < m_rows.size() ? row : -1;
}

void GanttChart::mousePressEvent(QMouseEvent* event)
{
    selectRow(rowAt(event->position().toPoint()));
}

bool GanttChart::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int row = rowAt(help->pos());
        if (row >= 0)
            QToolTip::showText(help->globalPos(), tooltipFor(m_rows.at(row)), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

} // namespace hk
