#pragma once

#include <QString>
#include <QStringView>

namespace hk {

// Why this exists: text a GM or a player types reaches the campaign file from the window, the CLI, the players'
// page and character JSON, and two kinds of character never belong in it. Direction controls (U+202A–U+202E,
// U+2066–U+2069 and the marks U+200E, U+200F, U+061C) are invisible and make a name read in another order than
// it is stored, so "Ann" on screen can be something else in the file. Halves of surrogate pairs are not
// characters at all: QString::toUtf8 turns them into '?', and SQLite, which Qt hands UTF-16, stores invalid
// UTF-8 or swallows the next character. The rule, one place for all:
// - a name (character, party, player, gear, campaign, encounter, laboratory, game, link) is refused with
//   checkName, which names the problem; line breaks and other control characters are refused there too;
// - free text (notes, reasons, a roll's "why", a refusal's reason) is cleaned: direction controls are dropped
//   and a half pair becomes U+FFFD;
// - and every text the model writes to the file is cleaned once more where values are bound (Sql), so that a
//   field that forgets the rule still stores neither.
namespace UserText {

constexpr int MaxNameLength = 200; // characters in any name

enum class Problem { None, ControlCharacter, DirectionMark, BrokenCharacter };

// U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C.
bool isDirectionMark(char16_t unit);
// The first problem a name has (controls include line breaks and tabs); *at is its position.
Problem nameProblem(QStringView text, qsizetype* at = nullptr);
// Whether clean() would change the text: a direction control or half of a surrogate pair.
bool needsCleaning(QStringView text);
// Drops direction controls and replaces each half of a surrogate pair with U+FFFD.
QString clean(const QString& text);
// clean(), and for JSON text (starting with '{' or '[') also an escaped half pair (\udXXX; Qt escapes only
// those, a whole pair is written as UTF-8) becomes U+FFFD. What the binding of values calls for every text.
QString cleanStored(const QString& text);
// A name: at most MaxNameLength characters, no control character, no direction mark, no half pair. `what`
// starts the message ("A name", "The campaign's name").
bool checkName(const QString& text, const QString& what, QString* error);

} // namespace UserText

} // namespace hk
