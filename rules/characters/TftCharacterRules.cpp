#include "characters/TftCharacterRules.h"
#include "i18n/Translate.h"

#include "characters/GearTables.h"
#include "characters/TftFacts.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

#include <algorithm>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn({"hk::TftCharacterRules", "hk::CharacterRules"}, text);
}

QString signedNumber(int n)
{
    return n > 0 ? QLatin1Char('+') + QString::number(n) : QString::number(n);
}

QString displayName(const Character& c)
{
    return c.name.trimmed().isEmpty() ? tr("this character") : c.name.trimmed();
}

// The point total the character is checked against: the GM's when set (a 50-point wizard is legal then),
// else what a new figure of its race starts with.
int startingPointsFor(const Character& c, const TftRace& race)
{
    return c.pointTotal > 0 ? c.pointTotal : race.startingPoints;
}

const char* attributeLabel(const QString& key)
{
    if (key == QLatin1String("st"))
        return "ST";
    if (key == QLatin1String("dx"))
        return "DX";
    return "IQ";
}

int attributeValue(const Character& c, const QString& key)
{
    if (key == QLatin1String("st"))
        return c.st;
    if (key == QLatin1String("dx"))
        return c.dx;
    return c.iq;
}

void checkAttributes(const Character& c, const TftRace& race, QList<CharacterProblem>* out)
{
    for (const QString& key : {QStringLiteral("st"), QStringLiteral("dx"), QStringLiteral("iq")}) {
        const QString label = QLatin1String(attributeLabel(key));
        const int value = attributeValue(c, key);
        if (race.minimums.contains(key) && value < race.minimums.value(key)) {
            out->append({key, tr("The %1 minimum for %2 is %3; %4 has %2 %5.")
                                  .arg(race.name.toLower(), label)
                                  .arg(race.minimums.value(key))
                                  .arg(displayName(c))
                                  .arg(value)});
        } else if (key == QLatin1String("iq") && race.maxIq > 0 && value > race.maxIq) {
            out->append({key, tr("%1 IQ may not go above %2; %3 has IQ %4.")
                                  .arg(race.name)
                                  .arg(race.maxIq)
                                  .arg(displayName(c))
                                  .arg(value)});
        }
        if (key == QLatin1String("st") && (c.wounds < 0 || c.fatigue < 0))
            out->append({key, tr("Wounds and fatigue cannot be negative (wounds %1, fatigue %2).")
                                  .arg(c.wounds)
                                  .arg(c.fatigue)});
    }
    if (c.ma < 0)
        out->append({QStringLiteral("ma"), tr("MA cannot be negative (%1).").arg(c.ma)});
    else if (c.ma > 0 && race.ma > 0 && c.ma != race.ma)
        // MA is the race's, not bought (Wizard l.160 for humans; elves l.486): leave it at 0 to use it.
        out->append({QStringLiteral("ma"), tr("MA comes from the race: %1 has MA %2, and %3 has MA %4.")
                                               .arg(race.name)
                                               .arg(race.ma)
                                               .arg(displayName(c))
                                               .arg(c.ma)});

    const int expected = startingPointsFor(c, race) + c.pointsBought;
    if (c.attributeTotal() != expected) {
        const QString sum = tr("ST %1 + DX %2 + IQ %3 = %4").arg(c.st).arg(c.dx).arg(c.iq).arg(c.attributeTotal());
        QString message;
        if (c.pointsBought)
            message = tr("%1, but %2 should have %3 points (%4 to start and %5 bought with experience).")
                          .arg(sum, displayName(c))
                          .arg(expected)
                          .arg(startingPointsFor(c, race))
                          .arg(c.pointsBought);
        else if (c.pointTotal > 0)
            message = tr("%1, but the point total set for %2 is %3.").arg(sum, displayName(c)).arg(expected);
        else
            message = tr("%1, but a new %2 has %3 points.").arg(sum, race.name.toLower()).arg(expected);
        out->append({QStringLiteral("points"), message});
    }
}

void checkSpells(const Character& c, const Ruleset& rules, const TftFacts& facts, QList<CharacterProblem>* out)
{
    const TftSpellCapacity capacity = facts.spellCapacity();
    const bool hero = c.type == QLatin1String("hero");
    if (hero && !c.spells.isEmpty() && !capacity.heroesMayKnowSpells) {
        out->append({QStringLiteral("spells"),
                     tr("Under these rules only wizards memorise spells; %1 is a hero and lists %2.")
                         .arg(displayName(c))
                         .arg(c.spells.size())});
    } else if (!c.spells.isEmpty()) {
        const int room = c.iq - c.talentsAndLanguages * capacity.iqPerTalent;
        const int perSpell = facts.iqPerSpell(c);
        const int allowed = std::max(0, room) / perSpell;
        if (c.spells.size() > allowed) {
            QString message;
            if (hero)
                message = tr("A hero pays %1 IQ per memorised spell: IQ %2 allows %3 spells; %4 are chosen.")
                              .arg(perSpell)
                              .arg(c.iq)
                              .arg(allowed)
                              .arg(c.spells.size());
            else if (c.talentsAndLanguages)
                message = tr("IQ %1 less %2 for talents and languages allows %3 spells; %4 are chosen.")
                              .arg(c.iq)
                              .arg(c.talentsAndLanguages * capacity.iqPerTalent)
                              .arg(allowed)
                              .arg(c.spells.size());
            else
                message = tr("IQ %1 allows %2 spells; %3 are chosen.").arg(c.iq).arg(allowed).arg(c.spells.size());
            out->append({QStringLiteral("spells"), message});
        }
    }

    // One problem per spell field, the most basic first: unknown, then too hard, then listed twice.
    QSet<QString> seen;
    QSet<QString> reported;
    for (const QString& id : c.spells) {
        const QString field = QStringLiteral("spell:") + id;
        const bool duplicate = seen.contains(id);
        seen.insert(id);
        if (reported.contains(id))
            continue;
        const RuleEntry* spell = rules.entry(QStringLiteral("spell"), id);
        if (!spell) {
            out->append({field, tr("The spell “%1” is not in these rules.").arg(id)});
        } else if (spell->intField(QStringLiteral("iq")) > c.iq) {
            out->append({field, tr("%1 needs IQ %2; %3 has IQ %4.")
                                    .arg(spell->name())
                                    .arg(spell->intField(QStringLiteral("iq")))
                                    .arg(displayName(c))
                                    .arg(c.iq)});
        } else if (duplicate) {
            out->append({field, tr("%1 is listed more than once.").arg(spell->name())});
        } else {
            continue;
        }
        reported.insert(id);
    }
}

void checkGear(const Character& c, const Ruleset& rules, QList<CharacterProblem>* out)
{
    const QString field = QStringLiteral("gear");
    int armor = 0;
    int shields = 0;
    int weapons = 0;
    int daggers = 0;
    for (const Gear& g : c.gear) {
        if (g.name.trimmed().isEmpty())
            out->append({field, tr("Every piece of gear needs a name.")});
        if (g.slot == QLatin1String("armor")) {
            ++armor;
        } else if (g.slot == QLatin1String("shield")) {
            ++shields;
        } else if (g.slot == QLatin1String("weapon")) {
            ++weapons;
            if (TftFacts::isDagger(g))
                ++daggers;
        } else {
            out->append({field, tr("“%1” needs a slot: armor, shield or weapon.").arg(g.name)});
        }
        if (g.hitsStopped < 0)
            out->append({field, tr("%1 cannot stop a negative number of hits (%2).").arg(g.name).arg(g.hitsStopped)});
        const GearTables::TableNumbers own = g.custom ? GearTables::TableNumbers{} : GearTables::lookUp(rules, g, false);
        if (own.gmList && own.stMin > c.st) // the GM's list says what ST a weapon needs
            out->append({field, tr("%1 needs ST %2 (the GM's list); %3 has ST %4.").arg(g.name).arg(own.stMin).arg(displayName(c)).arg(c.st)});
    }
    if (armor > 1)
        out->append({field, tr("Only one suit of armor can be worn; %1 are listed.").arg(armor)});
    if (shields > 1)
        out->append({field, tr("Only one shield can be carried; %1 are listed.").arg(shields)});
    const QJsonObject carried = rules.parameter(QStringLiteral("wizard-weapons-carried")).toObject();
    if (c.type == QLatin1String("wizard") && !carried.isEmpty()) {
        const int limit = carried.value(QLatin1String("weapons")).toInt();
        const bool plusDagger = carried.value(QLatin1String("plusDagger")).toBool();
        const int allowed = limit + (plusDagger && daggers > 0 ? 1 : 0);
        if (weapons > allowed) {
            out->append({field, plusDagger
                                    ? tr("A wizard carries at most %1 weapons and a dagger; %2 has %3.")
                                          .arg(limit)
                                          .arg(displayName(c))
                                          .arg(weapons)
                                    : tr("A wizard carries at most %1 weapons; %2 has %3.")
                                          .arg(limit)
                                          .arg(displayName(c))
                                          .arg(weapons)});
        }
    }
}

} // namespace

QList<CharacterProblem> TftCharacterRules::validate(const Character& character) const
{
    QList<CharacterProblem> out;
    const TftFacts& facts = *m_facts;
    if (character.name.trimmed().isEmpty())
        out.append({QStringLiteral("name"), tr("The character needs a name.")});

    // Monsters taken from the bestiary go by other rules than built figures (l.53): no race, no point check.
    const bool monster = character.role == QLatin1String("monster") && character.race.isEmpty();
    const TftRace race = facts.race(character.race);
    if (!monster) {
        if (character.race.isEmpty())
            out.append({QStringLiteral("race"), tr("Choose a race for %1.").arg(displayName(character))});
        else if (!race.entry)
            out.append({QStringLiteral("race"), tr("The race “%1” is not in these rules.").arg(character.race)});
    }
    if (character.type != QLatin1String("wizard") && character.type != QLatin1String("hero"))
        out.append({QStringLiteral("type"),
                    tr("A Fantasy Trip character is a wizard or a hero, not “%1”.").arg(character.type)});

    if (race.entry)
        checkAttributes(character, race, &out);
    else if (character.ma < 0)
        out.append({QStringLiteral("ma"), tr("MA cannot be negative (%1).").arg(character.ma)});
    checkSpells(character, m_rules, *m_facts, &out);
    checkGear(character, m_rules, &out);
    if (character.talentsAndLanguages < 0)
        out.append({QStringLiteral("talents"),
                    tr("Talents and languages cannot take a negative amount of IQ (%1).").arg(character.talentsAndLanguages)});
    return out;
}

DerivedValues TftCharacterRules::derive(const Character& character) const
{
    DerivedValues d;
    const TftFacts& facts = *m_facts;
    const TftRace race = facts.race(character.race);
    const bool hero = character.type == QLatin1String("hero");
    const bool wizard = character.type == QLatin1String("wizard");

    d.ma = character.ma > 0 ? character.ma : (race.ma > 0 ? race.ma : facts.defaultMa());

    // Armour and shields take the book's numbers from the DX adjustment table unless the GM made them custom.
    QList<Gear> gear;
    for (const Gear& g : character.gear) {
        gear.append(GearTables::resolved(m_rules, g, wizard));
        const GearTables::TableNumbers t = g.custom ? GearTables::TableNumbers{} : GearTables::lookUp(m_rules, g, wizard);
        const bool counts = g.slot == QLatin1String("armor") || g.ready;
        if (counts && t.hasDx && t.dx != g.dx && !t.gmNumbers && !t.gmList) // say where a number that differs from the typed one comes from
            d.notes.append(tr("%1: %2 DX from the book's “%3” (l.%4)").arg(g.name, signedNumber(t.dx), t.row).arg(t.line));
        const bool untyped = (!t.hasDx && g.dx == 0) || (!t.hasHitsStopped && g.hitsStopped == 0);
        if (t.numbersLost() && untyped) // the book's numbers are lost, and neither the GM's house rule nor the piece has them
            d.notes.append(tr("%1: what the book prints for “%2” is lost (l.%3); give its numbers in the builder")
                               .arg(g.name, t.row).arg(t.line));
        else if (t.gmNumbers) // the numbers are the GM's house rule for a row whose print was lost
            d.notes.append(tr("%1: DX %2, stops %3, the GM's numbers for “%4” (l.%5)")
                               .arg(g.name, signedNumber(t.dx)).arg(t.hitsStopped).arg(t.row).arg(t.line));
    }
    // Armor counts whether or not anything is in hand; a shield or weapon only while ready.
    d.adjustedDx = character.dx;
    for (const Gear& g : gear) {
        if (g.slot == QLatin1String("armor") || g.ready)
            d.adjustedDx += g.dx;
        if (g.slot == QLatin1String("armor") || (g.slot == QLatin1String("shield") && g.ready)) {
            d.hitsStopped += g.hitsStopped;
            // Armor slows its wearer to a fixed MA (the GM enters it from the armor table).
            if (g.maLimit > 0 && g.maLimit < d.ma) {
                d.ma = g.maLimit;
                d.notes.append(tr("MA %1 in %2").arg(g.maLimit).arg(g.name));
            }
        }
    }

    d.castingDx = d.adjustedDx;
    // Ferrous metal anywhere on the body hinders casting (ready or slung): the worst row applies, once.
    const QList<TftMetal> metals = facts.metals();
    // An ordinary weapon is steel unless it says otherwise (Advanced Wizard l.279); a staff is never metal.
    const QString ordinary = m_rules.parameter(QStringLiteral("ordinary-weapon-metal")).toString();
    for (Gear& g : gear) {
        if (g.slot == QLatin1String("weapon") && g.metal.isEmpty() && !TftFacts::isStaff(g))
            g.metal = ordinary;
    }
    const Gear* ferrous = nullptr;
    int metalDx = 0;
    for (const Gear& g : gear) {
        for (const TftMetal& m : metals) {
            if (m.hindersMagic && !g.metal.isEmpty() && g.metal.compare(m.metal, Qt::CaseInsensitive) == 0
                && m.castingDx < metalDx) {
                metalDx = m.castingDx;
                ferrous = &g;
            }
        }
    }
    d.castingDx += metalDx;
    const TftSpellCapacity capacity = facts.spellCapacity();
    if (hero)
        d.castingDx += capacity.heroCastingDx;

    d.currentSt = character.currentSt();
    d.spellCapacity = character.iq - character.talentsAndLanguages * capacity.iqPerTalent;
    d.spellCapacityUsed = int(character.spells.size()) * facts.iqPerSpell(character);
    d.startingPoints = startingPointsFor(character, race);

    if (race.entry) {
        for (const QJsonValue& b : race.entry->data.value(QLatin1String("dxBonuses")).toArray()) {
            const QJsonObject o = b.toObject();
            d.notes.append(tr("%1 DX when %2 (%3)")
                               .arg(signedNumber(o.value(QLatin1String("dx")).toInt()),
                                    o.value(QLatin1String("when")).toString(), race.name.toLower()));
        }
    }
    // What stops the figure casting (a weapon or shield ready) is FigureNumbers' part, as the tracker's.
    const QJsonValue weaponDx = m_rules.parameter(QStringLiteral("wizard-weapon-dx"));
    if (wizard && weaponDx.isDouble()) {
        for (const Gear& g : character.gear) {
            if (g.slot == QLatin1String("weapon") && g.ready && !TftFacts::isStaff(g) && !TftFacts::isDagger(g))
                d.notes.append(tr("%1 DX to hit with %2: a wizard is untrained with weapons other than staff and dagger")
                                   .arg(signedNumber(weaponDx.toInt()), g.name));
        }
    }
    if (ferrous)
        d.notes.append(tr("%1 DX on spells: %2 is %3").arg(signedNumber(metalDx), ferrous->name, ferrous->metal));
    if (hero && capacity.heroCastingDx && !character.spells.isEmpty())
        d.notes.append(tr("%1 DX casting spells from memory (not a wizard)").arg(signedNumber(capacity.heroCastingDx)));
    return d;
}

Character TftCharacterRules::newCharacter(const QString& raceId) const
{
    Character c;
    c.system = QStringLiteral("tft");
    c.type = QStringLiteral("wizard");
    c.race = raceId;
    c.ma = 0;
    const TftRace race = m_facts->race(raceId);
    if (race.hasAttributes) {
        c.st = race.st;
        c.dx = race.dx;
        c.iq = race.iq;
    } else {
        // No printed numbers (giants, gargoyles): start from the human base and let the GM build up.
        const QJsonObject base = m_rules.parameter(QStringLiteral("human-base-attributes")).toObject();
        c.st = base.value(QLatin1String("st")).toInt(c.st);
        c.dx = base.value(QLatin1String("dx")).toInt(c.dx);
        c.iq = base.value(QLatin1String("iq")).toInt(c.iq);
    }
    return c;
}

QStringList TftCharacterRules::learnableSpells(const Character& character) const
{
    if (character.type == QLatin1String("hero") && !m_facts->spellCapacity().heroesMayKnowSpells)
        return {};
    return CharacterRules::spellsUpTo(m_rules, QStringLiteral("spell"), character.iq, character.spells,
                                      [](const RuleEntry& e) { return e.intField(QStringLiteral("iq")); });
}

} // namespace hk
