#pragma once

#include "characters/Character.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace hk {

struct RuleEntry;
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
    int rowIndex = -1;      // the Wizard DX table: the row's place in "rows" (where a house rule puts the GM's numbers)
    bool gmNumbers = false; // the numbers are the GM's (a house rule), not the book's
    bool gmList = false;    // the piece is from the GM's own list (house-rule "gear" entries), not a book's table
    int stMin = 0;          // the GM's list: the ST a weapon needs (0: none said)
    bool protects = false;  // armour or a shield (its numbers are DX and hits stopped)

    // Armour or a shield from a book's table with its DX or hits stopped lost in the printed text (and not
    // supplied by the GM yet): the builder says so where the piece is chosen and asks for them.
    bool numbersLost() const { return entry && protects && !gmList && (!hasDx || !hasHitsStopped); }
};

// What a table row whose numbers are lost needs from the GM, and where the answer goes: the Wizard DX table's
// rows of one piece (its fighter and wizard variants), kept as a house-rule override of those rows.
struct LostRow
{
    QString piece;           // "Chainmail"
    QList<int> rowIndexes;   // the rows of dx-adjustments the answer fills
    QList<int> lines;        // their seed lines
    int wizardMultiplier = 1; // a wizard's DX is this many times a fighter's (l.543), unless the row is printed
};

// One piece of gear the rules' tables offer for a slot, with the table's numbers filled in.
struct Choice
{
    QString label; // as a pick list shows it: "Chainmail (DX -1, stops 3)"
    Gear gear;
    TableNumbers table; // where the numbers come from (lost, the GM's, the GM's own list)
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
// The rows that a GM's numbers for a piece named like this fill (empty when the tables know its numbers or
// do not have the piece).
LostRow lostRow(const Ruleset& rules, const QString& name);
// The house-rule values (dot paths of the dx-adjustments table → value) that give the piece these numbers:
// a fighter's DX (a wizard's by the multiplier, where its row is lost too) and the hits it stops.
QJsonObject lostRowValues(const Ruleset& rules, const LostRow& row, int fighterDx, int hitsStopped);
// Whether the campaign's rules have a table for the slot at all (false for weapons in the Wizard).
bool hasTable(const Ruleset& rules, const QString& slot);
// The GM's own pieces for a slot (house-rule "gear" entries), with their numbers.
QList<Choice> ownChoices(const Ruleset& rules, const QString& slot);
// An entry of this kind by id, name or printed name, in any case; nullptr when none.
const RuleEntry* findEntry(const Ruleset& rules, const QString& kind, const QString& name);

} // namespace GearTables
} // namespace hk
