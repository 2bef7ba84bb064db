#pragma once

#include "characters/Experience.h"
#include "combat/BattleResult.h"
#include "combat/Encounter.h"

#include <QList>
#include <QSize>
#include <QMap>
#include <QString>

namespace hk {

class Campaign;
class CombatStep;
struct Character;

// What a surviving figure is proposed for the experience ledger at the end of a fight.
struct XpProposal
{
    qint64 characterId = 0;
    QString name;
    int amount = 0;
    QString explanation;
};

// Who won a fight, as far as the map tells: the side with the most figures still in the fight, and whether
// it is the only side left standing (certain) or only the likeliest.
struct WinnerGuess
{
    int side = -1;
    bool certain = false;
    QMap<int, int> standing; // figures still in the fight, by side
};

// The encounters of a campaign as undoable steps: building one from roster characters and bestiary
// creatures on sides, placing figures and terrain on the map, reusing and duplicating it, starting the
// fight, and closing it — writing wounds and fatigue back to the roster characters and proposing each
// survivor's experience award by combat type. Used by the GUI and the CLI alike.
class Encounters
{
public:
    explicit Encounters(Campaign& campaign) : m_campaign(campaign) {}

    QList<Encounter> list(QString* error) const;
    bool find(qint64 id, Encounter* out, QString* error) const;
    // The combat log; for the players without GM-only lines and without any line about a figure they
    // cannot see now (hidden or invisible), even one written before it was hidden.
    QList<CombatLogEntry> log(qint64 id, bool forPlayers, QString* error) const;

    bool create(const QString& name, int columns, int rows, bool tunnel, qint64* id, QString* error);
    // The map a new encounter starts with: 16 × 12 hexes, or the mass-combat pack's battlefield when its
    // house rule is on (003 l.51–56). The GM may still choose any size.
    static QSize defaultMapSize(const Ruleset& rules);
    // A copy of the encounter as it was set up: same figures and map, back at Setup, fresh wounds from the roster.
    bool duplicate(qint64 id, const QString& name, qint64* newId, QString* error);
    bool rename(qint64 id, const QString& name, QString* error);
    bool remove(qint64 id, QString* error);

    // Adds a roster character (current ST after wounds and fatigue, adjusted DX, armor, weapon, spells).
    bool addCharacter(qint64 id, qint64 characterId, int side, QString* figureId, QString* error);
    // Adds a party's active members as one mass-combat team on a side, in one undoable step; refused, with
    // nothing added, when the party is not a legal team by `team check` (TeamRules, longGame as there).
    bool addTeam(qint64 id, const QString& party, int side, bool longGame, QStringList* figureIds, QString* error);
    // Adds count copies of a bestiary creature, numbered ("Wolf 1", "Wolf 2"…).
    bool addCreature(qint64 id, const QString& creature, int side, int count, QStringList* figureIds, QString* error);
    bool removeFigure(qint64 id, const QString& figureId, QString* error);
    // Puts a figure on the map (or moves it anywhere, a GM's placement): the hex must be open and free.
    bool place(qint64 id, const QString& figureId, const HexCoord& hex, int facing, QString* error);
    // Terrain: "wall", "fire", "shadow", "tunnel" (a tunnel map's open hex); on = add, else clear.
    bool setTerrain(qint64 id, const QString& terrain, const QList<HexCoord>& hexes, bool on, QString* error);

    // Setup → turn 1: needs two sides with figures on the map.
    bool start(qint64 id, QString* error);
    // Closes the fight: wounds and fatigue go back to roster characters, and the awards (if any) go on the
    // experience ledger — one undoable step, the same from the window and the CLI.
    bool end(qint64 id, const QList<XpProposal>& awards, QString* error);
    // The one rule for who won (the window proposes it; the CLI takes it when it is certain).
    static WinnerGuess likelyWinner(const CombatState& state);
    // The battle as the mass-combat pack scores it (last team standing), with each side's team.
    BattleResult battleResult(const CombatState& state, QString* error) const;
    // Experience the survivors would earn: combat "to-the-death", "arena" (winnerSide decides) or "practice".
    QList<XpProposal> proposeXp(qint64 id, CombatKind combat, int winnerSide, QString* error) const;
    // Puts the proposals on the experience ledger of a fight already over (one undoable step).
    bool awardXp(const QList<XpProposal>& awards, const QString& encounterName, QString* error);

    // A figure for a roster character (used by addCharacter; public for tests and the builder's preview).
    EncounterFigure figureFor(const Character& c, int side, QString* error) const;
    bool figureForCreature(const QString& creature, int side, EncounterFigure* out, QString* error) const;

private:
    // A team race's natural attack (a troll's claws) as the figure's dice and weapon name; false: none.
    bool naturalAttack(const Character& c, EncounterFigure* f) const;
    // Inside a step: one roster character joins a side (refused when dead or already in).
    bool join(CombatStep& step, const Character& c, int side, QString* figureId, QString* error) const;
    bool insert(Encounter encounter, const QString& text, qint64* id, QString* error);
    // Inside a change: the awards on the ledger.
    bool award(const QList<XpProposal>& awards, const QString& encounterName, QString* error);
    Campaign& m_campaign;
};

} // namespace hk
