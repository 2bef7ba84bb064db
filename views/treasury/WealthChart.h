#pragma once

#include "treasury/Treasury.h"

#include <QChartView>
#include <QList>
#include <QMap>

namespace hk {

// The treasury's chart of wealth over campaign time: one line per purse (the party's and each character's that
// ever held money), its balance at each day's end drawn as steps and run on to today, the chosen purse drawn
// thicker. It exists so the GM sees at a glance where the money came in and went, and who holds it now, which
// the ledger of one purse cannot show. Lines are capped (the party purse, the chosen one and the richest) so a
// roster of hundreds stays a chart.
class WealthChart : public QChartView
{
    Q_OBJECT
public:
    static constexpr int maxLines = 8;

    explicit WealthChart(QWidget* parent = nullptr);

    // purses: names and order (Treasury::purses); history: Treasury::wealthOverTime; chosen: the purse drawn thick.
    void setWealth(const QList<Purse>& purses, const QMap<qint64, QList<BalancePoint>>& history, int today,
                   qint64 chosen);
    // The purse a line belongs to (for tests).
    static qint64 purseOf(const class QAbstractSeries* series);

protected:
    void changeEvent(QEvent* event) override;
};

} // namespace hk
