#include "treasury/WealthChart.h"

#include "main/ChartStyle.h"

#include <QChart>
#include <QEvent>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>

namespace hk {

using namespace ChartStyle;

namespace {

const char* const PurseProperty = "purse";

} // namespace

WealthChart::WealthChart(QWidget* parent) : QChartView(parent)
{
    setUp(this, tr("Wealth over campaign time"), QString());
    setObjectName(QStringLiteral("wealthChart"));
    QChart* chart = this->chart();
    chart->legend()->setAlignment(Qt::AlignRight);
    axisOf(chart, Qt::Vertical)->setLabelFormat(QStringLiteral("$%d"));
    axisOf(chart, Qt::Vertical)->setTitleVisible(false); // "$" on every label says it
    setMinimumHeight(170);
}

qint64 WealthChart::purseOf(const QAbstractSeries* series)
{
    return series ? series->property(PurseProperty).toLongLong() : -1;
}

void WealthChart::setWealth(const QList<Purse>& purses, const QMap<qint64, QList<BalancePoint>>& history, int today,
                            qint64 chosen)
{
    QChart* c = chart();
    c->removeAllSeries();
    // Which purses: those that ever held money, the party's and the chosen one first, then the richest now.
    QList<Purse> shown;
    for (const Purse& p : purses) {
        if (history.contains(p.characterId))
            shown.append(p);
    }
    std::stable_sort(shown.begin(), shown.end(), [chosen](const Purse& a, const Purse& b) {
        const int ra = a.characterId == 0 ? 0 : a.characterId == chosen ? 1 : 2;
        const int rb = b.characterId == 0 ? 0 : b.characterId == chosen ? 1 : 2;
        return ra != rb ? ra < rb : (ra == 2 && a.balance > b.balance);
    });
    if (shown.size() > maxLines)
        shown.resize(maxLines);

    int first = today, lowest = 0, highest = 0;
    for (const Purse& p : shown) {
        const QList<BalancePoint>& points = history.value(p.characterId);
        first = std::min(first, points.first().day);
        for (const BalancePoint& b : points) {
            lowest = std::min(lowest, b.balance);
            highest = std::max(highest, b.balance);
        }
    }
    for (const Purse& p : shown) {
        const QList<BalancePoint>& points = history.value(p.characterId);
        auto* series = new QLineSeries(c);
        series->setName(p.name);
        series->setProperty(PurseProperty, p.characterId);
        for (const BalancePoint& b : points)
            addStep(series, b.day, b.balance);
        // Runs on to today: a purse untouched for weeks still shows its flat line.
        runOn(series, today);
        series->setPointsVisible(true); // a history all on one day is still a mark
        c->addSeries(series);
        series->attachAxis(axisOf(c, Qt::Horizontal));
        series->attachAxis(axisOf(c, Qt::Vertical));
        QPen pen = series->pen(); // the theme's colour, a width of ours
        pen.setWidth(p.characterId == chosen ? 4 : 2);
        series->setPen(pen);
    }
    setWholeRange(axisOf(c, Qt::Horizontal), first, endDay(first, today), 8);
    // Headroom over the richest, so its line is not drawn on the frame.
    setWholeRange(axisOf(c, Qt::Vertical), lowest, std::max(10, highest + highest / 10 + 1), 5);
    paintFromPalette(c, palette());
}

void WealthChart::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        paintFromPalette(chart(), palette());
}

} // namespace hk
