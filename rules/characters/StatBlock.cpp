#include "characters/StatBlock.h"

#include "characters/StatBlockReader.h"
#include "characters/StatBlockText.h"
#include "characters/TftCharacterRules.h"
#include "characters/TftFacts.h"

#include <QStringList>

namespace hk {

// The labels and words of a stat block ("Spells:", "wizard", "stops 2") are an exchange format, like JSON
// keys, and are read back by StatBlockReader; they are deliberately not translated.

namespace {

QString formatGear(const Gear& g)
{
    QStringList details;
    if (!g.damage.isEmpty())
        details << g.damage;
    if (g.hitsStopped)
        details << QStringLiteral("stops %1").arg(g.hitsStopped);
    if (g.dx)
        details << QStringLiteral("%1 DX").arg(StatBlockText::signedNumber(g.dx));
    if (g.maLimit)
        details << QStringLiteral("MA %1").arg(g.maLimit);
    if (!g.metal.isEmpty())
        details << g.metal;
    if (!g.ready)
        details << QStringLiteral("not ready");
    if (g.custom)
        details << QStringLiteral("custom");
    return details.isEmpty() ? g.name : QStringLiteral("%1 (%2)").arg(g.name, details.join(QStringLiteral(", ")));
}

QString gearLabel(const QString& slot, bool several)
{
    if (slot == QLatin1String("armor"))
        return QStringLiteral("Armor");
    if (slot == QLatin1String("shield"))
        return several ? QStringLiteral("Shields") : QStringLiteral("Shield");
    return several ? QStringLiteral("Weapons") : QStringLiteral("Weapon");
}

} // namespace

QString StatBlock::format(const Character& character, StatBlockShape shape) const
{
    return shape == StatBlockShape::Foundry ? formatFoundry(character) : formatPublished(character);
}

QString StatBlock::formatPublished(const Character& character) const
{
    const TftRace race = TftFacts(m_rules).race(character.race);
    const RuleEntry* creature = character.race.isEmpty() && !character.creature.isEmpty()
                                    ? m_rules.entry(QStringLiteral("creature"), character.creature)
                                    : nullptr;
    QString header = character.name.simplified() + QStringLiteral(", ");
    // A beast is named by its creature alone ("Fang, wolf."): calling it a wizard or hero would read oddly.
    if (creature)
        header += creature->name().toLower() + QLatin1Char('.');
    else if (race.entry)
        header += race.name.toLower() + QLatin1Char(' ') + character.type + QLatin1Char('.');
    else
        header += character.type + QLatin1Char('.');

    QStringList segments;
    segments << QStringLiteral("ST %1, DX %2, IQ %3, MA %4")
                    .arg(character.st)
                    .arg(character.dx)
                    .arg(character.iq)
                    .arg(TftCharacterRules(m_rules).derive(character).ma);
    if (!character.spells.isEmpty()) {
        QStringList names;
        for (const QString& id : character.spells) {
            const RuleEntry* spell = m_rules.entry(QStringLiteral("spell"), id);
            names << (spell ? spell->name() : id);
        }
        segments << (names.size() == 1 ? QStringLiteral("Spell: ") : QStringLiteral("Spells: "))
                        + names.join(QStringLiteral(", "));
    }
    // Gear keeps its order: neighbouring pieces of the same slot share one label.
    for (qsizetype i = 0; i < character.gear.size();) {
        const QString slot = character.gear.at(i).slot;
        QStringList items;
        for (; i < character.gear.size() && character.gear.at(i).slot == slot; ++i)
            items << formatGear(character.gear.at(i));
        segments << gearLabel(slot, items.size() > 1) + QStringLiteral(": ") + items.join(QStringLiteral(", "));
    }
    if (character.talentsAndLanguages)
        segments << QStringLiteral("Talents and languages: %1").arg(character.talentsAndLanguages);
    // A total the GM set, and attribute points bought with experience, so the block reads back as it was.
    if (character.pointTotal)
        segments << QStringLiteral("Points: %1").arg(character.pointTotal);
    if (character.pointsBought)
        segments << QStringLiteral("Bought: %1").arg(character.pointsBought);
    // Notes go last: the reader takes everything after "Notes:" as they are, semicolons included.
    if (!character.notes.trimmed().isEmpty())
        segments << QStringLiteral("Notes: ") + character.notes.simplified();
    return header + QLatin1Char(' ') + segments.join(QStringLiteral("; ")) + QLatin1Char('.');
}

StatBlockImport StatBlock::parse(const QString& text) const
{
    return StatBlockReader(m_rules).read(text);
}

} // namespace hk
