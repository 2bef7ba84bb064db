#pragma once

#include "combat/CombatParameters.h"
#include "combat/CombatState.h"

#include <QTableWidget>

namespace hk {

// The figures of a fight in the order they act: the proposed actor marked, then everyone by adjusted DX
// (CombatView::actionOrder), then those who cannot act (down, dead, off the map) greyed at the bottom. The
// GM's table shows ST against basic ST, the option chosen and who has acted; the players' table shows
// only what they may know (no ST, nothing hidden) — it is given CombatView::forPlayers' state.
class CombatFigureTable : public QTableWidget
{
    Q_OBJECT
public:
    explicit CombatFigureTable(bool gmView, QWidget* parent = nullptr);

    void setState(const CombatState& state, const CombatParameters* parameters);
    void setSelected(const QString& figureId);
    QString selected() const;
    // Figure ids in row order (tests).
    QStringList rowIds() const;

Q_SIGNALS:
    void figureSelected(const QString& figureId);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void addRow(const CombatState& state, const EncounterFigure& f, const CombatParameters* p, int order);

    bool m_gm = true;
};

} // namespace hk
