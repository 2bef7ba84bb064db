#pragma once

#include "combat/CombatState.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace hk {

class Ruleset;

// One side of a battle at a glance: the team it fights for (the party its roster characters share, if
// they share one), how many real figures it brought and how many of them still stand on the map.
struct SideScore
{
    int side = 0;
    QString team;
    int figures = 0;
    int standing = 0;
};

// Why this exists: the mass-combat pack scores a battle in one way only — it is a fight to the death
// (003 l.64: figures do not even go unconscious) and a team's last survivors are run down (l.56), so the
// winner is the last team standing. The pack names no points, objectives or margins, so neither does this.
// It is that outcome with each side's team name and head count, worked out from the map by the same count
// as Encounters::likelyWinner, for `combat show`, `combat end` and the end-of-fight dialog.
struct BattleResult
{
    QList<SideScore> sides;
    int winnerSide = -1; // the only side with figures standing; -1 while two or more stand, or none does

    bool decided() const { return winnerSide >= 0; }
    // partyOf: each roster character's party, by character id (creatures and creations have none).
    static BattleResult of(const CombatState& state, const QHash<qint64, QString>& partyOf);
    // Whether the campaign's rules score battles this way: the mass-combat pack (its team races) is there.
    static bool appliesTo(const Ruleset& rules);

    // "Side 1 (Red Company): 3 of 5 standing; side 2 (Blue Band): 0 of 5 standing. Side 1 wins: …".
    QString text() const;
    QJsonObject toJson() const;
};

} // namespace hk
