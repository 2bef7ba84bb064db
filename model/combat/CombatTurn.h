#pragma once

#include "combat/CombatState.h"
#include "combat/CombatParameters.h"

#include <QList>
#include <QString>

namespace hk {

class Campaign;

// The turn sequence of the Wizard rules (l.99–113) as undoable steps: the initiative roll and the winner's
// choice of who moves first, renewing continuing spells (unpaid ones end before movement), each side's
// options and movement within its MA, the action phase in adjusted-DX order (the tracker proposes who acts
// next, re-sorted after every action, ties by die), forced retreats, and the end of the turn when
// conditions count down. The GM moves the fight on with advance(); actions live in CombatActions.
class CombatTurn
{
public:
    explicit CombatTurn(Campaign& campaign) : m_campaign(campaign) {}

    // Initiative phase: a die per side until one side is highest. The winner moves first unless he chooses
    // otherwise (setMovementOrder).
    bool rollInitiative(qint64 id, QString* error);
    // The roll and, when firstSide is a side, the winner's choice that it moves first, as one step.
    bool rollInitiative(qint64 id, int firstSide, QString* error);
    bool setMovementOrder(qint64 id, int firstSide, QString* error);
    // Renew-spells phase: pay (or let go) a continuing spell's upkeep for this turn.
    bool renew(qint64 id, int spellSerial, bool pay, QString* error);
    // Movement phase: the figure's option (table movement-options key) for this turn.
    bool chooseOption(qint64 id, const QString& figureId, const QString& option, QString* error);
    // Movement phase: moves the figure to `to` (hexes counted as the shortest distance) and faces it.
    bool move(qint64 id, const QString& figureId, const HexCoord& to, int facing, QString* error);
    // Turns a figure to face another way without moving (free at the end of its movement).
    bool face(qint64 id, const QString& figureId, int facing, QString* error);
    // Ends the current phase (or moving side) and begins the next, doing what the phase's end implies.
    bool advance(qint64 id, QString* error);
    // Actions phase: the figure gives up or has used its action otherwise (defended, dodged, stood up…).
    bool pass(qint64 id, const QString& figureId, const QString& note, QString* error);

    // Read-only helpers for the views and the CLI.
    static bool isEngaged(const CombatState& s, const EncounterFigure& f, const CombatParameters& p);
    // Options this figure may choose now (engaged list when engaged, limited by posture and weapon).
    static QList<MovementOption> options(const CombatState& s, const EncounterFigure& f, const CombatParameters& p);
    // Hexes the figure may still move this turn with its option (or the most any option would allow).
    static int hexesLeft(const CombatState& s, const EncounterFigure& f, const CombatParameters& p);

    // Used by CombatActions after every action: marks the actor done and proposes who acts next
    // (rolling for ties). Nobody left → state.actor is empty.
    static void proposeNextActor(class CombatStep& step);
    // Whether the figure still gets an action this turn.
    static bool mayAct(const EncounterFigure& f);

private:
    Campaign& m_campaign;
};

} // namespace hk
