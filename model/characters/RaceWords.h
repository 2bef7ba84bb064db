#pragma once

#include <QString>

namespace hk {

// The peoples a character can belong to, in the GM's language. Why this exists: "Human", "Elf" and the rest
// are common words the rules data spells in English, not names from the books, so a German screen must say
// "Mensch" and "Elf"; a race the table does not know keeps the ruleset's own name.
namespace RaceWords {

// Our word for the race `id` (a "race" or "team-race" entry), or `rulesetName` when we have none.
QString name(const QString& id, const QString& rulesetName);

} // namespace RaceWords
} // namespace hk
