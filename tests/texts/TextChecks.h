#pragma once

// What a line a GM or a player reads must never show (issue 33): a doubled possessive ("the party's purse's
// purse", "'s's"), a doubled word ("the the"), a raw key ("wounded-last-turn", "money_ledger", "%1" left
// unfilled, "{...}"), a hex off the map ("15,-1"), or a whole rule text (a line past a bound, or one that
// holds a rules entry's sentence). Shared by tst_texts' rows; each finding is named in words.
#include "packages/Ruleset.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>

namespace hk::test {

// A line and where it was read ("event", "combat", "ledger"); a combat line knows its map.
struct TextLine
{
    QString source;
    QString text;
    int columns = 0; // the map's size, for a combat line's hexes (0: not a map's line)
    int rows = 0;
};

// Hyphenated words that are words, not keys.
inline bool isWord(const QString& token)
{
    static const QSet<QString> words{QStringLiteral("hand-to-hand"), QStringLiteral("half-orc"), QStringLiteral("full-time"),
                                     QStringLiteral("part-time"), QStringLiteral("half-elf"), QStringLiteral("two-handed"),
                                     QStringLiteral("one-handed"), QStringLiteral("re-rolled"), QStringLiteral("non-lethal")};
    return words.contains(token.toLower());
}

// Every sentence of the rules (an entry's summary, notes, a table row's effect): at least this long, so that
// names and short words ("Automatic miss") do not count.
inline QSet<QString> ruleSentences(const Ruleset& rules)
{
    constexpr int Shortest = 40;
    QSet<QString> out;
    std::function<void(const QJsonValue&)> walk = [&](const QJsonValue& v) {
        if (v.isString()) {
            const QString s = v.toString().trimmed();
            if (s.size() >= Shortest && s.contains(QLatin1Char(' ')))
                out.insert(s);
        } else if (v.isArray()) {
            for (const QJsonValue& item : v.toArray())
                walk(item);
        } else if (v.isObject()) {
            const QJsonObject o = v.toObject();
            for (auto it = o.begin(); it != o.end(); ++it) {
                if (it.key() != QLatin1String("source") && it.key() != QLatin1String("name"))
                    walk(it.value());
            }
        }
    };
    for (const LocatedEntry& located : rules.entries()) {
        if (located.entry)
            walk(located.entry->data);
    }
    return out;
}

constexpr int LongestLine = 320; // an advance's longest outcome; a whole rule runs past it

// The findings in one line, in words; empty when it is clean.
inline QStringList findings(const TextLine& line, const QSet<QString>& rules)
{
    QStringList out;
    const QString& t = line.text;
    const auto uni = QRegularExpression::UseUnicodePropertiesOption;
    static const QRegularExpression possessive(QStringLiteral("\\b(\\w+)'s\\s+\\1\\b|'s's"), QRegularExpression::CaseInsensitiveOption | uni);
    static const QRegularExpression doubled(QStringLiteral("\\b(\\p{L}+)\\s+\\1\\b"), QRegularExpression::CaseInsensitiveOption | uni);
    static const QRegularExpression kebab(QStringLiteral("\\b[a-z][a-z0-9]*(?:-[a-z0-9]+)+\\b"));
    static const QRegularExpression snake(QStringLiteral("\\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\\b"));
    static const QRegularExpression placeholder(QStringLiteral("%\\d|\\{[^}]*\\}"));
    static const QRegularExpression hex(QStringLiteral("(?<![\\d$.,])(-?\\d+),(-?\\d+)(?![\\d])"));
    if (const auto m = possessive.match(t); m.hasMatch())
        out.append(QStringLiteral("doubled possessive \"%1\"").arg(m.captured(0)));
    if (const auto m = doubled.match(t); m.hasMatch())
        out.append(QStringLiteral("doubled word \"%1\"").arg(m.captured(0)));
    for (auto it = kebab.globalMatch(t); it.hasNext();) {
        const QString token = it.next().captured(0);
        if (!isWord(token))
            out.append(QStringLiteral("raw key \"%1\"").arg(token));
    }
    if (const auto m = snake.match(t); m.hasMatch())
        out.append(QStringLiteral("raw key \"%1\"").arg(m.captured(0)));
    if (const auto m = placeholder.match(t); m.hasMatch())
        out.append(QStringLiteral("unfilled \"%1\"").arg(m.captured(0)));
    static const QRegularExpression plural(QStringLiteral("\\w\\(s\\)|\\w\\(e\\)n\\b"), uni);
    if (const auto m = plural.match(t); m.hasMatch())
        out.append(QStringLiteral("a plural left to the reader \"%1\"").arg(m.captured(0)));
    // German: a dative preposition before a name put in with its nominative article ("von die Gruppenkasse").
    static const QRegularExpression dative(QStringLiteral("\\b(?:von|aus|mit|bei|zu|nach) die\\b"), uni);
    if (const auto m = dative.match(t); m.hasMatch())
        out.append(QStringLiteral("a name put in after a preposition in the wrong case \"%1\"").arg(m.captured(0)));
    if (line.columns > 0) {
        for (auto it = hex.globalMatch(t); it.hasNext();) {
            const auto m = it.next();
            const int column = m.captured(1).toInt();
            const int row = m.captured(2).toInt();
            if (column < 0 || row < 0 || column >= line.columns || row >= line.rows)
                out.append(QStringLiteral("hex %1 off the %2×%3 map").arg(m.captured(0)).arg(line.columns).arg(line.rows));
        }
    }
    if (t.size() > LongestLine)
        out.append(QStringLiteral("%1 characters long").arg(t.size()));
    for (const QString& sentence : rules) {
        if (t.contains(sentence)) {
            out.append(QStringLiteral("a rule's text \"%1\"").arg(sentence.left(60)));
            break;
        }
    }
    return out;
}

} // namespace hk::test
