#pragma once

#include <QString>

class QChart;
class QChartView;
class QLineSeries;
class QPalette;
class QValueAxis;
class QWidget;

namespace hk {

// What every chart over campaign time shares (the experience panels, the treasury's wealth and the party on the
// overview page): a day axis and a value axis with whole-number ticks, lines drawn as steps (a value holds until
// the day it changes), a span of at least four weeks, and the window's palette instead of a white box on a dark
// window. One place, so the charts look and read alike.
namespace ChartStyle {

// A chart view with a "Campaign day" axis at the bottom and a value axis (valueTitle) at the left; the legend below.
QChartView* makeChart(QWidget* parent, const QString& objectName, const QString& title, const QString& valueTitle);
// The same for a view that exists already (a QChartView subclass).
void setUp(QChartView* view, const QString& title, const QString& valueTitle);
QValueAxis* axisOf(QChart* chart, Qt::Orientation orientation);
// Adds (day, value) to a line drawn as steps: the value before holds up to this day. A value that did not change
// adds nothing (runOn draws the line on), so the marks are where something changed.
void addStep(QLineSeries* series, int day, int value);
// Draws the line's last value on to `day` (today), so a value unchanged for weeks is still a line.
void runOn(QLineSeries* series, int day);
// Whole-number ticks on round steps (1, 2, 5, 10, 20, 50 …), at most maxTicks, so "%d" labels never repeat.
void setWholeRange(QValueAxis* axis, int low, int high, int maxTicks);
// The last day a chart that starts on `first` shows: past today, and at least four weeks after the start, so a
// history that all happened on one day is a line, not a vertical stub.
int endDay(int first, int today);
// Background, titles, labels and grid from the palette.
void paintFromPalette(QChart* chart, const QPalette& palette);

} // namespace ChartStyle
} // namespace hk
