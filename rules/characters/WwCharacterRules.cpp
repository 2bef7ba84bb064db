#include "characters/WwCharacterRules.h"
#include "i18n/Translate.h"

#include "characters/WwGearEffects.h"
#include "characters/WwRulesData.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>

#include <algorithm>

namespace hk {

namespace {

const QString kSkill = QStringLiteral("skill");
const QString kSpell = QStringLiteral("ww-spell");

QString tr(const char* text)
{
    return hk::translateIn({"hk::WwCharacterRules", "hk::CharacterRules"}, text);
}

// Collects problems in the order they are found; a second reason for the same field joins the first, so
// each field is reported once (the callers add fields in the contract's order).
class Problems
{
public:
    void add(const QString& field, const QString& message)
    {
        if (!m_list.isEmpty() && m_list.last().field == field)
            m_list.last().message += QLatin1Char(' ') + message;
        else
            m_list.append({field, message});
    }
    QList<CharacterProblem> list() const { return m_list; }

private:
    QList<CharacterProblem> m_list;
};

QString entryName(const Ruleset& rules, const QString& kind, const QString& id)
{
    const RuleEntry* e = rules.entry(kind, id);
    return e ? e->name() : id;
}

QStringList names(const Ruleset& rules, const QString& kind, const QJsonArray& ids)
{
    QStringList out;
    for (const QJsonValue& id : ids)
        out << entryName(rules, kind, id.toString());
    return out;
}

// Min. INT of a skill or spell entry; -1 where the book leaves it blank.
int minInt(const RuleEntry& e)
{
    const QJsonValue v = e.data.value(QLatin1String("minInt"));
    return v.isDouble() ? v.toInt() : -1;
}

void checkAttributes(const Character& c, const WwRulesData& data, Problems* problems)
{
    const QString who = WwRulesData::displayName(c);
    for (const char* field : {"st", "dx", "iq"}) {
        const QString attribute = QLatin1String(field);
        const int minimum = data.attributeMinimum(c, attribute);
        const int value = data.attributeValue(c, attribute);
        if (value < minimum)
            problems->add(attribute, tr("%1 has %2 %3; the lowest allowed is %4.")
                                         .arg(who, data.attributeAbbreviation(attribute)).arg(value).arg(minimum));
    }
    // MOV can be bought up from the base but never sold below it; monsters keep their own MOV.
    const int base = data.baseMovement();
    if (c.role != QLatin1String("monster") && data.movement(c) < base)
        problems->add(QStringLiteral("ma"), tr("%1 has MOV %2; MOV starts at %3 and can only be raised.")
                                                .arg(who).arg(data.movement(c)).arg(base));
    if (c.role == QLatin1String("monster"))
        return; // bestiary figures are not built from creation points
    const int allowed = data.startingPoints(c) + c.pointsBought;
    const int spent = data.pointsSpent(c);
    if (spent > allowed)
        problems->add(QStringLiteral("points"),
                      tr("%1 uses %2 points on attributes and MOV but has only %3 (%4 at creation and %5 bought with experience).")
                          .arg(who).arg(spent).arg(allowed).arg(data.startingPoints(c)).arg(c.pointsBought));
    else if (spent < allowed)
        problems->add(QStringLiteral("points"), tr("%1 still has %2 of %3 points to spend on attributes or MOV.")
                                                    .arg(who).arg(allowed - spent).arg(allowed));
}

void checkSpells(const Character& c, const Ruleset& rules, const WwRulesData& data, Problems* problems)
{
    const QString who = WwRulesData::displayName(c);
    const RuleEntry* type = data.characterType(c);
    const int pool = data.separateSpellPool(c);
    if (type && !c.spells.isEmpty() && pool < 0 && data.slotsPerSpell(c) <= 0)
        problems->add(QStringLiteral("spells"), tr("A %1 cannot know spells; %2 knows %3.")
                                                    .arg(type->name().toLower(), who).arg(c.spells.size()));
    else if (pool >= 0 && data.spellsWithinLimit(c) > pool)
        problems->add(QStringLiteral("spells"), tr("%1 knows %2 spells; a %3 with INT %4 may know %5.")
                                                    .arg(who).arg(data.spellsWithinLimit(c)).arg(type->name().toLower())
                                                    .arg(c.iq).arg(pool));

    QSet<QString> seen;
    for (const QString& id : c.spells) {
        const QString field = QStringLiteral("spell:") + id;
        const RuleEntry* spell = rules.entry(kSpell, id);
        if (!spell) {
            problems->add(field, tr("“%1” is not a spell of these rules.").arg(id));
            continue;
        }
        if (seen.contains(id)) {
            problems->add(field, tr("%1 is listed more than once.").arg(spell->name()));
            continue;
        }
        seen.insert(id);
        if (minInt(*spell) > c.iq)
            problems->add(field, tr("%1 needs INT %2; %3 has INT %4.").arg(spell->name()).arg(minInt(*spell)).arg(who).arg(c.iq));
    }
}

void checkSkill(const Character& c, const RuleEntry& skill, const Ruleset& rules, const WwRulesData& data,
                Problems* problems)
{
    const QString who = WwRulesData::displayName(c);
    const QString field = QStringLiteral("skill:") + skill.id();
    if (minInt(skill) > c.iq)
        problems->add(field, tr("%1 needs INT %2; %3 has INT %4.").arg(skill.name()).arg(minInt(skill)).arg(who).arg(c.iq));

    // Effective DEX (Fencing) depends on the armor of the day, so it limits using the skill, not owning it:
    // derive() notes it instead.
    const QJsonObject minimums = skill.data.value(QLatin1String("attributeMinimums")).toObject();
    for (const QString& attribute : {QStringLiteral("str"), QStringLiteral("dex")}) {
        const QJsonValue needed = minimums.value(attribute);
        const int value = data.attributeValue(c, attribute);
        if (needed.isDouble() && value < needed.toInt())
            problems->add(field, tr("%1 needs %2 %3; %4 has %2 %5.")
                                     .arg(skill.name(), data.attributeAbbreviation(attribute))
                                     .arg(needed.toInt()).arg(who).arg(value));
    }

    for (const QJsonValue& required : skill.data.value(QLatin1String("requires")).toArray()) {
        if (!data.hasSkill(c, required.toString()))
            problems->add(field, tr("%1 needs the %2 skill, which %3 does not have.")
                                     .arg(skill.name(), entryName(rules, kSkill, required.toString()), who));
    }

    for (const QJsonValue& g : skill.data.value(QLatin1String("requiresAnyOf")).toArray()) {
        const QJsonObject group = g.toObject();
        // A condition outside the sheet ("knows someone with the spell") could be the one that is met, so
        // only groups made entirely of skills and spells can fail.
        if (!group.value(QLatin1String("other")).toArray().isEmpty())
            continue;
        const QJsonArray skills = group.value(QLatin1String("skills")).toArray();
        const QJsonArray spells = group.value(QLatin1String("spells")).toArray();
        const bool met = std::any_of(skills.begin(), skills.end(), [&](const QJsonValue& s) { return data.hasSkill(c, s.toString()); })
            || std::any_of(spells.begin(), spells.end(), [&](const QJsonValue& s) { return c.spells.contains(s.toString()); });
        if (!met && (!skills.isEmpty() || !spells.isEmpty()))
            problems->add(field, tr("%1 needs one of %2; %3 has none of them.")
                                     .arg(skill.name(), (names(rules, kSkill, skills) + names(rules, kSpell, spells))
                                                            .join(QStringLiteral(", ")), who));
    }
}

void checkSkills(const Character& c, const Ruleset& rules, const WwRulesData& data, Problems* problems)
{
    const QString who = WwRulesData::displayName(c);
    const int slots = data.skillSlots(c);
    const int used = data.slotsUsed(c);
    if (used > slots) {
        if (data.separateSpellPool(c) < 0 && data.slotsPerSpell(c) > 0 && !c.spells.isEmpty())
            problems->add(QStringLiteral("skills"), tr("%1's skills and spells take %2 slots (%3 for each spell); INT %4 gives %5.")
                                                        .arg(who).arg(used).arg(data.slotsPerSpell(c)).arg(c.iq).arg(slots));
        else
            problems->add(QStringLiteral("skills"), tr("%1's skills take %2 slots; INT %3 gives %4.")
                                                        .arg(who).arg(used).arg(c.iq).arg(slots));
    }

    QSet<QString> seen;
    for (const QString& id : c.skills) {
        const QString field = QStringLiteral("skill:") + id;
        const RuleEntry* skill = rules.entry(kSkill, id);
        if (!skill) {
            problems->add(field, tr("“%1” is not a skill of these rules.").arg(id));
            continue;
        }
        if (seen.contains(id)) {
            problems->add(field, tr("%1 is listed more than once.").arg(skill->name()));
            continue;
        }
        seen.insert(id);
        checkSkill(c, *skill, rules, data, problems);
    }
}

} // namespace

QList<CharacterProblem> WwCharacterRules::validate(const Character& character) const
{
    const WwRulesData data(m_rules);
    Problems problems;
    if (character.name.trimmed().isEmpty())
        problems.add(QStringLiteral("name"), tr("Give the character a name."));
    if (!data.characterType(character)) {
        QStringList types;
        for (const LocatedEntry& e : m_rules.entries({QStringLiteral("character-type")}))
            types << e.entry->name().toLower();
        problems.add(QStringLiteral("type"), tr("“%1” is not a character type of these rules; choose %2.")
                                                 .arg(character.type, types.join(tr(" or "))));
    }
    checkAttributes(character, data, &problems);
    checkSpells(character, m_rules, data, &problems);
    checkSkills(character, m_rules, data, &problems);
    return problems.list();
}

DerivedValues WwCharacterRules::derive(const Character& character) const
{
    const WwRulesData data(m_rules);
    const WwGearEffects gear = WwGearEffects::of(character, m_rules);
    DerivedValues d;
    d.castingDx = character.dx + gear.armorDex + gear.encumbranceDex; // casting is a DEX roll at effective DEX
    d.adjustedDx = d.castingDx + gear.weaponToHit;
    d.ma = gear.movement;
    d.currentSt = character.currentSt();
    d.hitsStopped = gear.hitsStopped;
    d.startingPoints = data.startingPoints(character);
    d.notes = gear.notes;

    // Spell room: a wizard's own pool (INT spells); for a warrior, the spells the skill slots could hold.
    const int pool = data.separateSpellPool(character);
    const int perSpell = data.slotsPerSpell(character);
    d.spellCapacityUsed = data.spellsWithinLimit(character);
    if (pool >= 0) {
        d.spellCapacity = pool;
    } else if (perSpell > 0) {
        const int free = data.skillSlots(character) - data.slotsUsed(character);
        const int more = free >= 0 ? free / perSpell : 0;
        d.spellCapacity = d.spellCapacityUsed + more;
        d.notes << tr("Each spell takes %1 skill slots.").arg(perSpell);
    }

    for (const QString& id : character.skills) {
        const RuleEntry* skill = m_rules.entry(kSkill, id);
        if (!skill)
            continue;
        bool unknown = false;
        const int cost = data.skillSlotCost(character, *skill, &unknown);
        if (unknown)
            d.notes << tr("%1: the book leaves its slot cost open; it is counted as %2 until the GM sets one.")
                           .arg(skill->name()).arg(cost);
        const QJsonValue effective = skill->data.value(QLatin1String("attributeMinimums")).toObject().value(QLatin1String("effectiveDex"));
        if (effective.isDouble() && d.castingDx < effective.toInt())
            d.notes << tr("%1 cannot be used while effective DEX is %2; it needs %3.")
                           .arg(skill->name()).arg(d.castingDx).arg(effective.toInt());
    }
    return d;
}

Character WwCharacterRules::newCharacter(const QString& race) const
{
    const WwRulesData data(m_rules);
    Character c;
    c.system = QStringLiteral("ww");
    c.race = race;
    c.st = data.attributeMinimum(c, QStringLiteral("st"));
    c.dx = data.attributeMinimum(c, QStringLiteral("dx"));
    c.iq = data.attributeMinimum(c, QStringLiteral("iq"));
    c.ma = data.baseMovement();
    return c;
}

QStringList WwCharacterRules::learnableSpells(const Character& character) const
{
    return CharacterRules::spellsUpTo(m_rules, kSpell, character.iq, character.spells, minInt);
}

} // namespace hk
