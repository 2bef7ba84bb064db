#pragma once

#include "characters/CharacterRules.h"
#include "text/UserText.h"

#include <QList>
#include <QString>

namespace hk {

struct Character;

// The bounds every stored character keeps to. They are not rules of any book (no rule reaches them): they keep
// absurd numbers out, so that a typo or a damaged file cannot overflow a sum, print "ST 0" for ST 99999999999,
// or store a megabyte as a name. Everything that adds or edits a character checks them (Roster::problems), and
// the readers refuse numbers beyond them with a message that names the limit. docs/cli.md lists them.
namespace CharacterLimits {

constexpr int MaxAttribute = 1000;         // ST, DX, IQ and MA
constexpr int MaxTally = 1'000'000;        // wounds, fatigue, attribute points, talents and languages
constexpr int MaxExperience = 100'000'000; // experience points
constexpr int MaxNameLength = UserText::MaxNameLength; // characters in a name, a party or a player
constexpr int MaxNotesLength = 100'000;    // characters in the notes

// The problems a character has with the bounds above (empty when it keeps to them).
QList<CharacterProblem> problems(const Character& c);
// A name, party or player name: UserText::checkName, the rule for every name the model stores (at most
// MaxNameLength characters; no line break or other control character, direction mark or broken character).
inline bool checkName(const QString& text, const QString& what, QString* error)
{
    return UserText::checkName(text, what, error);
}

} // namespace CharacterLimits

} // namespace hk
