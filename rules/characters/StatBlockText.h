#pragma once

#include <QChar>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace hk::StatBlockText {

// The words and small text steps StatBlock's writer and reader share, so both shapes (the published block and
// Foundry VTT's) agree on what a label, a list and a die roll look like. Exchange words: not translated.

// "summon  wolf", "Lock/Knock" and "lock-knock" are one name: case, spaces and punctuation dropped.
QString key(const QString& name);
// Splits at separators outside parentheses, so "Dagger (1d6-1, silver), Staff" is two items.
QStringList splitTopLevel(const QString& text, QChar separator);
// Trims spaces and the separators a list or header may end with.
QString trimPunctuation(QString text);
// At most 48 characters, for messages that quote what was typed.
QString shortened(const QString& text);

// "+2", "-1", "0": a change as a stat block writes it.
QString signedNumber(int n);

// A die roll as typed ("2d-1", "1D6 + 2", "3d"): the whole text, or empty when it is not one. Six-sided dice
// are what a roll without sides means.
QString dice(const QString& typed);
// The pattern of a die roll inside a longer text ("Broadsword 2d6").
QString dicePattern();
// Hexkeeper's "2d6-1" as the Foundry system writes it ("2d-1"); other dice as they are.
QString foundryDice(const QString& dice);

// The labels a block's lists start with ("Spells include:", "Magic Items:"), matched after a separator.
const QRegularExpression& labelRe();
// A list with no field of its own (talents by name, languages, equipment, magic items, abilities), kept as a
// line of the notes: its place among such lines (talents first, as the Foundry system writes them), or -1.
int keptListRank(const QString& label);
// The kept list a line of the notes is, as keptListRank ranks it, or -1 for any other line.
int keptLineRank(const QString& line);

} // namespace hk::StatBlockText
