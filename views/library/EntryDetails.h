#pragma once

#include <QJsonObject>
#include <QString>

namespace hk {

class Ruleset;
class RulesetPackage;
struct KindSchema;
struct LocatedEntry;
struct RuleEntry;
struct SourceRef;

// Renders one ruleset entry as HTML for the library's details pane: every field with its label and
// formatted value in words (ids of other entries by their names, effects by what they change), nested lists
// as sub-lists, tables as tables, and which book says it (the seed file and line in a tooltip).
namespace EntryDetails {

// names, when given, looks up the entries a field refers to and the books' titles (the campaign's rules,
// or every package for the "all rulesets" view); without it only `package` is searched.
QString html(const RulesetPackage& package, const RuleEntry& entry, const Ruleset* names = nullptr);
// Same, and when the entry is a house rule of `rules`, a banner with what changed against the book.
QString html(const Ruleset& rules, const LocatedEntry& entry);

// An effect's key in words: "move.maxShiftHexes" → "Move max shift hexes", "attackers.dxModifier" →
// "Attackers DX modifier".
QString effectName(const QString& key);
// A house rule's dot path in words from the kind's labels: "attacks.0.damage" → "Attacks 1 › Damage",
// "effects.1.value" → "Effects › Area hexes" (the effect's own key), "rows.3.dx" → "Row 4 › DX".
QString fieldPath(const KindSchema* kind, const QJsonObject& data, const QString& path);
// Where the book says it, in words: "Advanced Wizard (The Fantasy Trip, 1980), line 619 (Spells)".
QString sourceText(const SourceRef& source, const QString& bookTitle);
// The title of the book whose seed file is `file` (a package of `names`, or `package`); the file name when
// no package names it.
QString bookTitle(const QString& file, const RulesetPackage& package, const Ruleset* names);

} // namespace EntryDetails
} // namespace hk
