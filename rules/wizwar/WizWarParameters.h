#pragma once

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace hk {
class Ruleset;
}

namespace hk::wizwar {

// Every number the Wiz-War companion plays by, read once from the ruleset (the wiz-war package or a house
// rule that overrides it). Loading fails with one message naming each missing entry, so no rule runs on a
// number invented in C++.
struct Parameters
{
    int minPlayers = 0;
    int maxPlayers = 0;
    int startingLife = 0;
    int maximumLife = 0;
    int deathAtLife = 0;
    int startingHand = 0;
    int maximumHand = 0;
    int drawsPerTurn = 0;
    int baseSpeed = 0;
    int attacksPerTurn = 0;
    bool attackOnFirstTurn = false;
    int speedBoostsPerTurn = 0;
    int punchDamage = 0;
    int defaultSpellEnergy = 0;
    int damagePerCrack = 0;
    int doorCracks = 0;
    int stoneWallCracks = 0;
    int victoryPointsToWin = 0;
    QList<int> extendedVictoryPoints;
    int vpPerKill = 0;
    int vpPerTreasure = 0;
    int treasuresPerPlayer = 0;
    int treasuresCarried = 0;
    int dieSides = 0;
    int stunRemovedPerTurn = 0;
    int cardsPerSchool = 0;
    int schoolsChosen = 0;
    int pickUpCost = 0;
    int portalPairs = 0;
    // The random direction overlay: the direction for each face of the die, face 1 first (0 north … 3 west).
    QList<int> randomDirections;
    // Slots (column, row) of the boards by player count.
    QHash<int, QList<std::pair<int, int>>> layouts;

    static std::optional<Parameters> load(const Ruleset& rules, QString* error);
};

// The optional rules (l.1336–1457), switched on per game.
enum class Option {
    UnclutteredMinds,
    CustomSpellbook,
    DeadlyTreasures,
    ExtendedPlay,
    GiantBookOfSpells,
    HeavyItems,
    PermanentCreations,
    TreasureHunters,
};
QString optionKey(Option o);
std::optional<Option> optionFromKey(const QString& key);
QList<Option> allOptions();

} // namespace hk::wizwar
