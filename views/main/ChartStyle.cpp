#include "main/ChartStyle.h"

#include "time/Calendar.h"

#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QLineSeries>
#include <QPainter>
#include <QValueAxis>

#include <algorithm>

namespace hk::ChartStyle {

QChartView* makeChart(QWidget* parent, const QString& objectName, const QString& title, const QString& valueTitle)
{
    auto* view = new QChartView(parent);
    view->setObjectName(objectName);
    setUp(view, title, valueTitle);
    return view;
}

void setUp(QChartView* view, const QString& title, const QString& valueTitle)
{
    view->setRenderHint(QPainter::Antialiasing);
    QChart* chart = view->chart();
    chart->setTitle(title);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    auto* days = new QValueAxis(chart);
    days->setObjectName(QStringLiteral("dayAxis"));
    days->setTitleText(QCoreApplication::translate("hk::ChartStyle", "Campaign day"));
    days->setLabelFormat(QStringLiteral("%d"));
    auto* values = new QValueAxis(chart);
    values->setObjectName(QStringLiteral("valueAxis"));
    values->setTitleText(valueTitle);
    values->setLabelFormat(QStringLiteral("%d"));
    chart->addAxis(days, Qt::AlignBottom);
    chart->addAxis(values, Qt::AlignLeft);
    paintFromPalette(chart, view->palette());
}

QValueAxis* axisOf(QChart* chart, Qt::Orientation orientation)
{
    return static_cast<QValueAxis*>(chart->axes(orientation).value(0));
}

void addStep(QLineSeries* series, int day, int value)
{
    if (series->count() > 0) {
        const QPointF last = series->at(series->count() - 1);
        if (int(last.y()) == value)
            return;
        if (int(last.x()) != day)
            series->append(day, last.y());
    }
    series->append(day, value);
}

void runOn(QLineSeries* series, int day)
{
    if (series->count() > 0 && series->at(series->count() - 1).x() < day)
        series->append(day, series->at(series->count() - 1).y());
}

void setWholeRange(QValueAxis* axis, int low, int high, int maxTicks)
{
    if (high <= low)
        high = low + 1;
    int step = 1;
    for (int scale = 1; (high - low) / step > maxTicks; scale *= 10) {
        for (int m : {1, 2, 5}) {
            step = m * scale;
            if ((high - low) / step <= maxTicks)
                break;
        }
    }
    const int from = low >= 0 ? low / step * step : -((-low + step - 1) / step) * step;
    const int to = (high + step - 1) / step * step;
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(step);
    axis->setRange(from, to == from ? from + step : to);
}

int endDay(int first, int today)
{
    // One day past today, so the last change is not drawn on the frame.
    return std::max(today + 1, first + 4 * Calendar::daysPerWeek);
}

void paintFromPalette(QChart* chart, const QPalette& palette)
{
    chart->setBackgroundBrush(palette.base());
    chart->setTitleBrush(palette.text());
    chart->legend()->setLabelColor(palette.color(QPalette::Text));
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsBrush(palette.text());
        axis->setTitleBrush(palette.text());
        // Grid lines a quarter of the way from the background to the text: faint on light and dark alike.
        const QColor base = palette.color(QPalette::Base), text = palette.color(QPalette::Text);
        const QColor grid((base.red() * 3 + text.red()) / 4, (base.green() * 3 + text.green()) / 4, (base.blue() * 3 + text.blue()) / 4);
        axis->setGridLineColor(grid);
        axis->setLinePenColor(grid);
    }
}

} // namespace hk::ChartStyle
