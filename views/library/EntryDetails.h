#pragma once

#include <QString>

namespace hk {

class RulesetPackage;
struct RuleEntry;

// Renders one ruleset entry as HTML for the library's details pane: every field with its label and
// formatted value, nested lists as sub-lists, tables as tables, and where the book says it.
namespace EntryDetails {

QString html(const RulesetPackage& package, const RuleEntry& entry);

} // namespace EntryDetails
} // namespace hk
