#include "characters/StatBlock.h"

#include "characters/GearTables.h"
#include "characters/StatBlockText.h"
#include "characters/TftCharacterRules.h"
#include "characters/TftFacts.h"

#include <QRegularExpression>
#include <QSet>

// The Foundry shape of StatBlock::format: the lines Foundry VTT's Fantasy Trip system writes and imports
// (a header line, the attributes, "Talents:", "Spells:", "Weapons: Name (2d-1)", "Armor: Name stops N",
// "Equipment:", "Magic Items:" with • bullets), then lines of our own that the system passes over: race,
// point totals and "Gear details:" for what its weapon and armor lists have no room for. Like the published
// shape, these are exchange words and are not translated.
namespace hk {

using namespace StatBlockText;

namespace {

bool namesShield(const QString& name)
{
    static const QRegularExpression shield(QStringLiteral("\\bshield\\b"), QRegularExpression::CaseInsensitiveOption);
    return shield.match(name).hasMatch();
}

// Weapons first, then armor and shields, each in the character's order: the order the system's lists give.
QList<Gear> foundryOrder(const QList<Gear>& gear)
{
    QList<Gear> weapons, armor;
    for (const Gear& g : gear)
        (g.slot == QLatin1String("weapon") ? weapons : armor) << g;
    return weapons + armor;
}

// What the system's "Name (2d-1)" and "Name stops N" leave out, as the reader's details read it.
QStringList details(const Gear& g)
{
    QStringList out;
    const bool weapon = g.slot == QLatin1String("weapon");
    if (g.slot == QLatin1String("shield") && !namesShield(g.name))
        out << QStringLiteral("shield");
    else if (g.slot == QLatin1String("armor") && namesShield(g.name))
        out << QStringLiteral("armor");
    if (!weapon && !g.damage.isEmpty())
        out << g.damage;
    if (weapon && g.hitsStopped)
        out << QStringLiteral("stops %1").arg(g.hitsStopped);
    if (g.dx)
        out << QStringLiteral("%1 DX").arg(signedNumber(g.dx));
    if (g.maLimit)
        out << QStringLiteral("MA %1").arg(g.maLimit);
    if (!g.metal.isEmpty())
        out << g.metal;
    if (!g.ready)
        out << QStringLiteral("not ready");
    if (g.custom)
        out << QStringLiteral("custom");
    return out;
}

// One entry per piece with details, and a bare name for a piece of the same name before one (the reader
// gives details to the next piece of that name).
QString gearDetails(const QList<Gear>& gear)
{
    QList<QStringList> own;
    for (const Gear& g : gear)
        own << details(g);
    // From the end: whether a later piece of the same name has details.
    QList<bool> later(gear.size(), false);
    QSet<QString> withDetails;
    for (qsizetype i = gear.size() - 1; i >= 0; --i) {
        const QString name = gear.at(i).name.toCaseFolded();
        later[i] = withDetails.contains(name);
        if (!own.at(i).isEmpty())
            withDetails.insert(name);
    }
    QStringList entries;
    for (qsizetype i = 0; i < gear.size(); ++i) {
        if (!own.at(i).isEmpty())
            entries << QStringLiteral("%1 (%2)").arg(gear.at(i).name, own.at(i).join(QStringLiteral(", ")));
        else if (later.at(i))
            entries << gear.at(i).name;
    }
    return entries.isEmpty() ? QString() : QStringLiteral("Gear details: ") + entries.join(QStringLiteral(", "));
}

QString gearLines(const QList<Gear>& gear)
{
    QStringList weapons, armor;
    for (const Gear& g : gear) {
        if (g.slot == QLatin1String("weapon"))
            weapons << (g.damage.isEmpty() ? g.name : QStringLiteral("%1 (%2)").arg(g.name, foundryDice(g.damage)));
        else
            armor << QStringLiteral("%1 stops %2").arg(g.name).arg(g.hitsStopped);
    }
    QStringList lines;
    if (!weapons.isEmpty())
        lines << QStringLiteral("Weapons: ") + weapons.join(QStringLiteral(", "));
    if (!armor.isEmpty())
        lines << QStringLiteral("Armor: ") + armor.join(QStringLiteral(", "));
    return lines.join(QLatin1Char('\n'));
}

// A kept list of the notes as the system writes it: magic items one • bullet a line.
QString keptLine(const QString& line)
{
    const qsizetype colon = line.indexOf(QLatin1Char(':'));
    const QString content = line.mid(colon + 1).trimmed();
    if (keptLineRank(line) != 3 || !content.startsWith(QChar(0x2022)))
        return line;
    QStringList out{line.left(colon + 1)};
    for (const QString& item : content.split(QChar(0x2022), Qt::SkipEmptyParts)) {
        if (!item.trimmed().isEmpty())
            out << QChar(0x2022) + QLatin1Char(' ') + item.trimmed();
    }
    return out.join(QLatin1Char('\n'));
}

} // namespace

QString StatBlock::formatFoundry(const Character& c) const
{
    const TftRace race = TftFacts(m_rules).race(c.race);
    const RuleEntry* creature = c.race.isEmpty() && !c.creature.isEmpty() ? m_rules.entry(QStringLiteral("creature"), c.creature)
                                                                          : nullptr;
    // A beast's header is its name alone, as the system's reader takes a line without a type.
    QStringList lines{creature ? c.name.simplified() : QStringLiteral("%1, %2").arg(c.name.simplified(), c.type)};
    lines << QStringLiteral("ST %1, DX %2, IQ %3, MA %4").arg(c.st).arg(c.dx).arg(c.iq).arg(TftCharacterRules(m_rules).derive(c).ma);
    // Lists the character has no field for were kept as lines of the notes; they go back where the system has them.
    QStringList talents, others, paragraph;
    for (const QString& line : c.notes.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const int rank = keptLineRank(line);
        (rank < 0 ? paragraph : rank <= 1 ? talents : others) << (rank < 0 ? line.simplified() : keptLine(line));
    }
    lines << talents;
    if (!c.spells.isEmpty()) {
        QStringList names;
        for (const QString& id : c.spells) {
            const RuleEntry* spell = m_rules.entry(QStringLiteral("spell"), id);
            names << (spell ? spell->name() : id);
        }
        lines << QStringLiteral("Spells: ") + names.join(QStringLiteral(", "));
    }
    // The system has no tables: armor and shields go with the numbers the tables give them here (what the sheet
    // shows), which read back as the same gear.
    QList<Gear> resolved;
    for (const Gear& g : c.gear)
        resolved << GearTables::resolved(m_rules, g, c.type == QLatin1String("wizard"));
    const QList<Gear> gear = foundryOrder(resolved);
    if (!gear.isEmpty())
        lines << gearLines(gear);
    lines << others;
    if (creature)
        lines << QStringLiteral("Creature: ") + creature->name();
    else if (!c.race.isEmpty() && c.race != QLatin1String("human"))
        lines << QStringLiteral("Race: ") + (race.entry ? race.name : c.race);
    if (c.talentsAndLanguages)
        lines << QStringLiteral("Talents and languages: %1").arg(c.talentsAndLanguages);
    if (c.pointTotal)
        lines << QStringLiteral("Points: %1").arg(c.pointTotal);
    if (c.pointsBought)
        lines << QStringLiteral("Bought: %1").arg(c.pointsBought);
    if (const QString more = gearDetails(gear); !more.isEmpty())
        lines << more;
    // Notes go last: the reader takes everything after "Notes:" as it is.
    if (const QString notes = paragraph.join(QLatin1Char(' ')).simplified(); !notes.isEmpty())
        lines << QStringLiteral("Notes: ") + notes;
    return lines.join(QLatin1Char('\n'));
}

} // namespace hk
