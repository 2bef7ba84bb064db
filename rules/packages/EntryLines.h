#pragma once

#include "packages/Ruleset.h"

#include <QList>
#include <QString>

namespace hk {

// One line of a rules entry in words: a field's label and its value ("Cost: 2 ST"), or a table's row (no label).
struct EntryLine
{
    QString label;
    QString value;
    bool operator==(const EntryLine&) const = default;
};

// A rules entry's own fields in words, written once for every text output of an entry: the CLI's `rules show`
// and the players' page's library entries (issue 32) list the same lines. The window's library renders the
// same fields as HTML (views/library/EntryDetails), with names for the entries a field refers to.
namespace EntryLines {

// Every field the entry's kind names, in the kind's order, with its label and formatted value (an effect list by what
// each effect changes); then, for a table, each row.
QList<EntryLine> fields(const LocatedEntry& entry);
// The kind's label ("Spell"), or the kind's key when the package does not name it.
QString kindLabel(const LocatedEntry& entry);
// An effect's key in words: "move.maxShiftHexes" → "Move max shift hexes", "attackers.dxModifier" → "Attackers DX
// modifier" (the window's library names effects the same way).
QString effectName(const QString& key);

} // namespace EntryLines
} // namespace hk
