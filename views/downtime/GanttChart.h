#pragma once

#include "activities/Timeline.h"

#include <QStringList>
#include <QWidget>

namespace hk {

// Draws the downtime timeline as a Gantt chart: one labelled bar per row over a calendar scale with week marks,
// today's line, halted work hatched, ended work faded, GM-only rows marked, and a dot on the next day each row
// falls due. Clicking a bar selects its row. It only draws; Timeline decides the rows.
class GanttChart : public QWidget
{
    Q_OBJECT
public:
    explicit GanttChart(QWidget* parent = nullptr);

    void setRows(const QList<TimelineRow>& rows, int today);
    void setPixelsPerDay(int pixels);
    // The scale that makes the whole span fill this width (at least the smallest zoom).
    int pixelsPerDayToFit(int width) const;
    int pixelsPerDay() const { return m_pixelsPerDay; }
    int selectedRow() const { return m_selected; }
    int rowCount() const { return int(m_rows.size()); }
    // The words a row shows: its label, its bar's caption and its tooltip.
    QStringList rowTexts(int row) const;
    void selectRow(int row);
    // The first and last day the scale shows.
    int firstDay() const { return m_firstDay; }
    int lastDay() const { return m_lastDay; }
    // Where a day and a row are drawn (tests and tooltips).
    int xOfDay(int day) const;
    QRect barRect(int row) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void rowSelected(int row);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;

private:
    int rowAt(const QPoint& pos) const;
    QColor colorFor(const TimelineRow& row) const;
    QString labelFor(const TimelineRow& row) const;
    QString tooltipFor(const TimelineRow& row) const;

    QList<TimelineRow> m_rows;
    int m_today = 1;
    int m_firstDay = 1;
    int m_lastDay = 56;
    int m_pixelsPerDay = 8;
    int m_selected = -1;
    int m_labelWidth = 240;
    int m_rowHeight = 26;
    int m_headerHeight = 34;
};

} // namespace hk
