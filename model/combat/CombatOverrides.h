#pragma once

#include "combat/CombatFigure.h"

#include <QString>

namespace hk {

class Campaign;

// The GM is the referee: whatever the tracker proposed, the GM can set a figure's numbers and state by
// hand — wounds or ST spent, posture, a named condition with a duration, hidden or seen, dead or alive.
// Each override is an undoable step with a log line saying what the GM changed.
class CombatOverrides
{
public:
    explicit CombatOverrides(Campaign& campaign) : m_campaign(campaign) {}

    // Hits (positive) or healing (negative) outside the rules' resolution; fatigue moves ST spent instead.
    bool adjustSt(qint64 id, const QString& figureId, int wounds, int fatigue, QString* error);
    bool setPosture(qint64 id, const QString& figureId, Posture posture, QString* error);
    // A condition the GM names, lasting `turns` turns (-1: until removed), with an optional DX change.
    // A secret condition (a protection only the GM knows of) never reaches the players.
    bool addCondition(qint64 id, const QString& figureId, const QString& key, int turns, int dx, QString* error,
                      bool secret = false);
    bool removeCondition(qint64 id, const QString& figureId, const QString& key, QString* error);
    bool setHidden(qint64 id, const QString& figureId, bool hidden, QString* error);
    // The GM's ruling on where the turn stands: who acts next in the action phase.
    bool setActor(qint64 id, const QString& figureId, QString* error);

    static bool postureFromKey(const QString& key, Posture* out);

private:
    Campaign& m_campaign;
};

} // namespace hk
