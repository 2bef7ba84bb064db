#include "characters/StatBlockReader.h"

#include "characters/StatBlockText.h"
#include "i18n/Translate.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>

// The lists of a stat block, for StatBlockReader: what kind of figure it is, its spells, its weapons and armor
// in both shapes ("Dagger (1d6-1, silver)", "Leather armor stops 2", "Chainmail, stops 3"), the Foundry shape's
// gear details, and lists with no field kept in the notes.
namespace hk {

using namespace StatBlockText;

namespace {

QString tr(const char* text)
{
    return hk::translateIn({"hk::StatBlockReader", "hk::StatBlock"}, text);
}

constexpr auto Insensitive = QRegularExpression::CaseInsensitiveOption;

// "stops 2", "stop 3 hits/attack", "stops 1 hit"
QString stopsPattern()
{
    return QStringLiteral("stops?\\s+(\\d{1,9})(?:\\s+hits?(?:\\s*/\\s*attack)?)?");
}

} // namespace

// "human wizard", "Elves hero", "small dragon": the type word wherever it stands, then the rest as one
// race or creature name (creature names run to several words), else word by word.
void StatBlockReader::readDescriptor(const QString& descriptor, Block* block, StatBlockImport* out) const
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    static const QRegularExpression wizard(QStringLiteral("^wizards?$"), Insensitive);
    static const QRegularExpression hero(QStringLiteral("^hero(e?s)?$"), Insensitive);
    Character& c = block->character;
    QStringList words;
    for (const QString& raw : descriptor.split(space, Qt::SkipEmptyParts)) {
        const QString word = trimPunctuation(raw);
        if (wizard.match(word).hasMatch())
            c.type = QStringLiteral("wizard");
        else if (hero.match(word).hasMatch())
            c.type = QStringLiteral("hero");
        else if (!word.isEmpty())
            words << word;
    }
    if (words.isEmpty())
        return;
    const QString whole = words.join(QLatin1Char(' '));
    if (const QString race = raceId(whole); !race.isEmpty()) {
        c.race = race;
        return;
    }
    if (const QString creature = m_creatures.value(key(whole)); !creature.isEmpty()) {
        c.creature = creature;
        c.race.clear();
        c.role = QStringLiteral("monster");
        return;
    }
    QStringList unknown;
    for (const QString& word : words) {
        if (const QString race = raceId(word); !race.isEmpty())
            c.race = race;
        else
            unknown << word;
    }
    if (!unknown.isEmpty()) {
        const QString text = unknown.join(QLatin1Char(' '));
        unmatched(block, out, tr("%1: “%2” is not a race or creature in the library").arg(c.name, text),
                  tr("Imported description “%1” was not understood.").arg(text));
    }
}

void StatBlockReader::readSpells(const QString& list, Block* block, StatBlockImport* out) const
{
    for (const QString& item : splitTopLevel(list, QLatin1Char(','))) {
        const QString typed = trimPunctuation(item);
        const QString id = spellId(typed);
        if (!id.isEmpty())
            block->character.spells << id;
        else if (!typed.isEmpty())
            unmatched(block, out, tr("%1: spell “%2” not in the library").arg(block->character.name, typed),
                      tr("Spell “%1” was not found in the library.").arg(typed));
    }
}

void StatBlockReader::readGear(const QString& slot, const QString& list, Block* block, StatBlockImport* out) const
{
    static const QRegularExpression none(QStringLiteral("^(none|-+|\u2014)$"), Insensitive);
    static const QRegularExpression stopsAlone(QStringLiteral("^") + stopsPattern() + QStringLiteral("$"), Insensitive);
    const qsizetype first = block->character.gear.size();
    for (const QString& item : splitTopLevel(list, QLatin1Char(','))) {
        if (none.match(item).hasMatch())
            continue;
        // "Armor: chainmail, stops 3": the hits belong to the armor before them.
        if (const QRegularExpressionMatch m = stopsAlone.match(item); m.hasMatch()) {
            if (block->character.gear.size() > first)
                block->character.gear.last().hitsStopped = m.captured(1).toInt();
            else
                unmatched(block, out, tr("%1: “%2” follows no armor").arg(block->character.name, item),
                          tr("“%1” was given without the armor it belongs to.").arg(item));
            continue;
        }
        Gear g;
        g.slot = slot;
        readGearItem(slot, item, &g, block, out);
        if (!g.name.isEmpty())
            block->character.gear << g;
    }
}

// One weapon or piece of armor: "Dagger (1d6-1, silver)", "Broadsword 2d6", "Silver shortsword (2d-1)",
// "Leather armor stops 2", "Hide stop 1 hit/attack".
void StatBlockReader::readGearItem(const QString& slot, const QString& item, Gear* g, Block* block, StatBlockImport* out) const
{
    static const QRegularExpression withDetails(QStringLiteral("^(.*?)\\s*\\(([^()]*)\\)$"));
    static const QRegularExpression withDice(QStringLiteral("^(.*?)\\s+(") + dicePattern() + QStringLiteral(")$"), Insensitive);
    if (readStops(slot, item, g, block, out))
        return;
    if (const QRegularExpressionMatch m = withDetails.match(item); m.hasMatch()) {
        g->name = m.captured(1).trimmed();
        readDetails(m.captured(2), g, block, out);
    } else if (const QRegularExpressionMatch d = withDice.match(item); d.hasMatch()) {
        g->name = d.captured(1).trimmed();
        g->damage = dice(d.captured(2));
    } else {
        g->name = item.trimmed();
    }
}

// The Foundry shape's armor: "NAME stops N", where a name with "shield" in it is a shield (the system lists
// shields with armor), and details may follow in parentheses.
bool StatBlockReader::readStops(const QString& slot, const QString& item, Gear* g, Block* block, StatBlockImport* out) const
{
    static const QRegularExpression re(QStringLiteral("^(.*\\S)\\s+") + stopsPattern() + QStringLiteral("(?:\\s*\\(([^()]*)\\))?$"),
                                       Insensitive);
    static const QRegularExpression shield(QStringLiteral("\\bshield\\b"), Insensitive);
    const QRegularExpressionMatch m = re.match(item);
    if (!m.hasMatch())
        return false;
    g->name = m.captured(1).trimmed();
    g->hitsStopped = m.captured(2).toInt();
    if (slot == QLatin1String("armor") && shield.match(g->name).hasMatch())
        g->slot = QStringLiteral("shield");
    readDetails(m.captured(3), g, block, out);
    return true;
}

void StatBlockReader::readDetails(const QString& details, Gear* g, Block* block, StatBlockImport* out) const
{
    for (const QString& raw : details.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString token = raw.simplified();
        if (!token.isEmpty() && !readDetail(token, g))
            unmatched(block, out, tr("%1: “%2” on %3 not understood").arg(block->character.name, token, g->name),
                      tr("“%1” on %2 was not understood.").arg(token, g->name));
    }
}

// One detail of a weapon or armor: dice, "stops 2", "-2 DX" or "DX -2", "MA 8", "not ready", "custom", a metal.
bool StatBlockReader::readDetail(const QString& token, Gear* g) const
{
    static const QRegularExpression stops(QStringLiteral("^stops\\s+(\\d+)(?:\\s+hits?)?$"), Insensitive);
    static const QRegularExpression dxAfter(QStringLiteral("^([+-]?\\d+)\\s*dx$"), Insensitive);
    static const QRegularExpression dxBefore(QStringLiteral("^dx\\s*([+-]?\\d+)$"), Insensitive);
    static const QRegularExpression maLimit(QStringLiteral("^ma\\s*(\\d+)$"), Insensitive);
    static const QRegularExpression notReady(QStringLiteral("^(not ready|unready|slung)$"), Insensitive);
    QRegularExpressionMatch m;
    if (const QString roll = dice(token); !roll.isEmpty())
        g->damage = roll;
    else if ((m = stops.match(token)).hasMatch())
        g->hitsStopped = m.captured(1).toInt();
    else if ((m = dxAfter.match(token)).hasMatch() || (m = dxBefore.match(token)).hasMatch())
        g->dx = m.captured(1).toInt();
    else if ((m = maLimit.match(token)).hasMatch())
        g->maLimit = m.captured(1).toInt();
    else if (notReady.match(token).hasMatch())
        g->ready = false;
    else if (token.compare(QLatin1String("ready"), Qt::CaseInsensitive) == 0)
        g->ready = true;
    else if (token.compare(QLatin1String("custom"), Qt::CaseInsensitive) == 0)
        g->custom = true; // the GM's own numbers, not the tables'
    else if (const qsizetype metal = m_metals.indexOf(token.toLower()); metal >= 0)
        g->metal = m_metals.at(metal);
    else
        return false;
    return true;
}

// "Gear details: Dagger (silver, not ready), Buckler (shield, -1 DX)": what the Foundry shape's lists have no
// room for, for the weapons and armor already read, in their order (a repeated name is the next one of it).
void StatBlockReader::readGearDetails(const QString& list, Block* block, StatBlockImport* out) const
{
    static const QRegularExpression withDetails(QStringLiteral("^(.*?)\\s*\\(([^()]*)\\)$"));
    static const QRegularExpression slotWord(QStringLiteral("^(weapon|armor|shield)$"), Insensitive);
    QList<Gear>& gear = block->character.gear;
    QHash<QString, QList<qsizetype>> byName; // where each name stands, in order
    for (qsizetype i = 0; i < gear.size(); ++i)
        byName[gear.at(i).name.toCaseFolded()] << i;
    qsizetype from = 0;
    for (const QString& item : splitTopLevel(list, QLatin1Char(','))) {
        const QRegularExpressionMatch m = withDetails.match(item);
        const QString name = m.hasMatch() ? m.captured(1).trimmed() : item.trimmed();
        const QList<qsizetype> places = byName.value(name.toCaseFolded());
        const auto next = std::lower_bound(places.begin(), places.end(), from);
        if (next == places.end()) {
            unmatched(block, out, tr("%1: “%2” has gear details but is not among the weapons or armor").arg(block->character.name, name),
                      tr("Details for “%1” were given, but it is not among the weapons or armor.").arg(item));
            continue;
        }
        const qsizetype at = *next;
        from = at + 1;
        QStringList rest;
        for (const QString& raw : m.captured(2).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            if (const QRegularExpressionMatch s = slotWord.match(raw.trimmed()); s.hasMatch())
                gear[at].slot = s.captured(1).toLower();
            else
                rest << raw;
        }
        readDetails(rest.join(QLatin1Char(',')), &gear[at], block, out);
    }
}

// A list the character has no field for ("Talents: Alchemy, Literacy", "Equipment: Arrows (12)", "Magic Items:
// • Ring • Wand"), kept word for word as a line of the notes so nothing typed is lost.
void StatBlockReader::keepList(const QString& label, const QString& content, Block* block) const
{
    if (!content.isEmpty())
        block->keptLists << label + QStringLiteral(": ") + content;
}

} // namespace hk
