#pragma once

#include "combat/CombatParameters.h"
#include "combat/Encounter.h"

#include <QWidget>

#include <optional>

class QLabel;

namespace hk {

class Campaign;
class CombatFigureTable;
class CombatLogView;
class HexMapView;

// The second window, for a screen the players can see: the map, the turn and phase, who acts next, the
// order of actions and the combat log — all of it only what players may know. It reads everything through
// the players' CampaignView, so hidden figures, an illusion's or image's nature, GM-only
// rolls and lines, and wounds or fatigue never reach it; as a last guard it also drops any log line that
// names a figure the GM is hiding. It follows the encounter the GM has open and refreshes whenever the
// campaign's combat changes or is restored.
class PlayerWindow : public QWidget
{
    Q_OBJECT
public:
    explicit PlayerWindow(QWidget* parent = nullptr);

    void setCampaign(Campaign* campaign);
    void setEncounter(qint64 encounterId);
    qint64 encounterId() const { return m_encounterId; }
    void refresh();

    HexMapView* map() const { return m_map; }
    CombatFigureTable* order() const { return m_order; }
    CombatLogView* log() const { return m_log; }

private:
    Campaign* m_campaign = nullptr;
    qint64 m_encounterId = 0;
    // The encounter the map was last zoomed to, and whether it was still being set up then.
    qint64 m_framedEncounter = -1;
    std::optional<CombatParameters> m_parameters;
    QLabel* m_title = nullptr;
    QLabel* m_turn = nullptr;
    QLabel* m_actor = nullptr;
    HexMapView* m_map = nullptr;
    CombatFigureTable* m_order = nullptr;
    CombatLogView* m_log = nullptr;
};

} // namespace hk
