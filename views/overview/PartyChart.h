#pragma once

#include <QPointer>
#include <QWidget>

class QChartView;
class QComboBox;
class QLabel;

namespace hk {

class Campaign;

// The party over campaign time, on the overview page: one line per active player character, from their
// experience ledgers (each line the attribute after the change), drawn as steps and run on to today. ST is
// shown first because it is what a fight and a spell spend; the combo switches to DX, IQ or the attribute total
// ("ST + DX + IQ", how far each has grown). The experience page shows one character in full; this is the GM's
// comparison of the party, to see who is falling behind. At most maxLines characters, in the roster's order.
class PartyChart : public QWidget
{
    Q_OBJECT
public:
    static constexpr int maxLines = 8;
    enum Measure { St, Dx, Iq, Total };

    explicit PartyChart(QWidget* parent = nullptr);
    void setCampaign(Campaign* campaign);
    void setMeasure(Measure measure);
    void refresh();

    // For tests.
    QChartView* chartView() const { return m_chart; }
    // The character a line belongs to.
    static qint64 characterOf(const QObject* series);

private:
    QPointer<Campaign> m_campaign;
    QComboBox* m_measure = nullptr;
    QChartView* m_chart = nullptr;
    QLabel* m_empty = nullptr;
};

} // namespace hk
