#pragma once

#include "characters/Character.h"
#include "packages/Ruleset.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace hk {

// What reading stat-block text produced: the characters found, and every name that did not match the
// library (kept on the character's notes so nothing typed is lost) or line that could not be read.
struct StatBlockImport
{
    QList<Character> characters;
    QStringList unmatched; // "Krait: spell “Firebal” not in the library"
    QStringList errors;    // blocks that could not be read at all, with the reason
};

// The two shapes of stat-block text StatBlock writes (and reads: the reader takes either).
enum class StatBlockShape {
    Published, // one paragraph, as the books print it: "Krait, human wizard. ST 11, …; Spells: …; Weapon: …"
    Foundry,   // line by line, as Foundry VTT's Fantasy Trip system writes and imports it: "Krait, wizard",
               // "ST 11, DX 13, IQ 10, MA 10", "Spells: …", "Weapons: Dagger (1d-1)", "Armor: Leather stops 2"
};

// The published Fantasy Trip stat-block text ("Name, human wizard. ST 10, DX 13, IQ 9, MA 10; Spells: …;
// Weapon: …; Armor: …") to and from Character, matching spell, race and creature names against the
// campaign's Ruleset (case-insensitive, printed names too).
class StatBlock
{
public:
    explicit StatBlock(const Ruleset& rules) : m_rules(rules) {}

    QString format(const Character& character, StatBlockShape shape = StatBlockShape::Published) const;
    // Blocks are separated by blank lines (or one character per line).
    StatBlockImport parse(const QString& text) const;

private:
    QString formatPublished(const Character& character) const;
    // StatBlockFoundry.cpp. What the Foundry system's lines have no room for (race, point totals, a weapon's
    // metal, an armor's DX) goes on lines of our own that the system passes over, so the text reads back whole.
    QString formatFoundry(const Character& character) const;

    const Ruleset& m_rules;
};

} // namespace hk
