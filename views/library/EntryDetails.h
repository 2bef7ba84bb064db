#pragma once

#include <QString>

namespace hk {

class Ruleset;
class RulesetPackage;
struct LocatedEntry;
struct RuleEntry;

// Renders one ruleset entry as HTML for the library's details pane: every field with its label and
// formatted value, nested lists as sub-lists, tables as tables, and where the book says it.
namespace EntryDetails {

QString html(const RulesetPackage& package, const RuleEntry& entry);
// Same, and when the entry is a house rule of `rules`, a banner with what changed against the book.
QString html(const Ruleset& rules, const LocatedEntry& entry);

} // namespace EntryDetails
} // namespace hk
