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
    QString damage; // weapons: the table's dice
    QString metal;  // what the piece is made of when the table says ("iron" for ordinary mail and plate)
};

// One piece of gear the rules' tables offer for a slot, with the table's numbers filled in.
struct Choice
{
    QString label; // as a pick list shows it: "Chainmail (DX -1, stops 3)"
    Gear gear;
};

// The tables' numbers for armour, a shield or a weapon; wizard picks a Wizard row's wizard variant. Weapons
// come from Warrior & Wizard's weapon list and the mass-combat pack's chart.
TableNumbers lookUp(const Ruleset& rules, const Gear& gear, bool wizard);
// The gear with the tables' numbers in place of the typed ones (and the table's damage and metal where
// none was given), unless it is custom or not in the tables.
Gear resolved(const Ruleset& rules, const Gear& gear, bool wizard);
// Every piece the tables offer for a slot ("armor", "shield", "weapon"), in the tables' order; empty when
// the campaign's rules have no table for it.
QList<Choice> choices(const Ruleset& rules, const QString& slot, bool wizard);
// An entry of this kind by id, name or printed name, in any case; nullptr when none.
const RuleEntry* findEntry(const Ruleset& rules, const QString& kind, const QString& name);

} // namespace GearTables
} // namespace hk
