#pragma once

#include "characters/Character.h"

#include <QString>

namespace hk {

class RuleEntry;
class Ruleset;

// The numbers a piece of armour or a shield takes from the ruleset's own tables, so that "Leather armor" or
// "Plate Armor" means what the book prints and not whatever was typed: Warrior & Wizard's armor table (DEX
// penalty and defense), and the Wizard DX adjustment table's armour rows (DX, by fighter or wizard). Gear
// marked custom keeps the GM's own numbers. Why apart: the builder, the sheet, the CLI, stat blocks and the
// tracker all derive from the same gear, and must read the same numbers.
namespace GearTables {

// What the tables say of one piece of gear.
struct TableNumbers
{
    const RuleEntry* entry = nullptr; // the table or entry found; nullptr when the gear is not in the tables
    QString row;                      // the table row ("Leather armor (anyone)") or the entry's name
    int line = 0;                     // the seed line of that row
    bool hasDx = false;               // false: the book's number is lost (printed table damaged)
    int dx = 0;
    bool hasHitsStopped = false;
    int hitsStopped = 0;
};

// The tables' numbers for armour or a shield (weapons: not found). wizard picks a Wizard row's wizard variant.
TableNumbers lookUp(const Ruleset& rules, const Gear& gear, bool wizard);
// The gear with the tables' numbers in place of the typed ones, unless it is custom or not in the tables.
Gear resolved(const Ruleset& rules, const Gear& gear, bool wizard);
// An entry of this kind by id, name or printed name, in any case; nullptr when none.
const RuleEntry* findEntry(const Ruleset& rules, const QString& kind, const QString& name);

} // namespace GearTables
} // namespace hk
