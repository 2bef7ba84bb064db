#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace hk {

struct RuleEntry;
class Ruleset;

// A bestiary creature's fighting numbers, whichever book it comes from. Why: Wizard's bestiary names them
// st/dx/iq/ma/armor (kind "creature"), Warrior & Wizard's st/dex/int/mov/defense (kind "ww-creature"), and
// the tracker, the dialogs and the CLI should not each know both spellings.
struct CreatureStats
{
    QString id;
    QString name;
    int st = 0;
    int dx = 0;
    int iq = 0;
    int ma = 0;
    int armor = 0;
    int hexes = 1;
    QString damage;        // its first attack's dice; empty when it has none
    bool weaponInHand = false;

    // The creature kinds of the bestiaries, in the order they are searched.
    static QStringList kinds();
    static const RuleEntry* entry(const Ruleset& rules, const QString& id);
    // Every creature of the campaign's books that has all four numbers, by name.
    static QList<CreatureStats> all(const Ruleset& rules);
    // nullopt with a message naming the missing number (lost from the book) or the unknown id. Armour the
    // entry leaves null comes from the same creature in the book its package extends (Advanced Wizard's
    // summons refer back to the Wizard's beasts).
    static std::optional<CreatureStats> read(const Ruleset& rules, const QString& id, QString* error);
    // The entry's own numbers only (null armour is 0); read and all add what the book below gives.
    static std::optional<CreatureStats> fromEntry(const RuleEntry& e, QString* error);
};

} // namespace hk
