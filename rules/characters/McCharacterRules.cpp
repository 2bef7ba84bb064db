#include "characters/McCharacterRules.h"
#include "i18n/Translate.h"

#include "characters/TeamHouseRules.h"
#include "characters/TftFacts.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

#include <algorithm>

namespace hk {

namespace {

const QString RaceKind = QStringLiteral("team-race");
const QString SpellKind = QStringLiteral("battle-spell");
const QString WeaponKind = QStringLiteral("mc-weapon");
const QString ArmorKind = QStringLiteral("mc-armor");

QString tr(const char* text)
{
    return hk::translateIn({"hk::McCharacterRules", "hk::CharacterRules"}, text);
}

QString signedNumber(int n)
{
    return n > 0 ? QLatin1Char('+') + QString::number(n) : QString::number(n);
}

QString displayName(const Character& c)
{
    return c.name.trimmed().isEmpty() ? tr("this figure") : c.name.trimmed();
}

// "Fine Plate", "fine plate" and "fine-plate" all name the same entry.
QString normalised(const QString& text)
{
    return text.trimmed().toLower().replace(QLatin1Char(' '), QLatin1Char('-'));
}

const RuleEntry* findByName(const Ruleset& rules, const QString& kind, const QString& name)
{
    const QString key = normalised(name);
    if (const RuleEntry* e = rules.entry(kind, key))
        return e;
    for (const LocatedEntry& e : rules.entries({kind})) {
        if (normalised(e.entry->name()) == key)
            return e.entry;
    }
    return nullptr;
}

QStringList strings(const QJsonValue& v)
{
    QStringList out;
    for (const QJsonValue& s : v.toArray())
        out.append(s.toString());
    return out;
}

int attributeMax(const Ruleset& rules)
{
    return rules.parameter(QStringLiteral("attribute-max")).toInt();
}

void checkAttributes(const Character& c, const McTeamRace& race, const Ruleset& rules, QList<CharacterProblem>* out)
{
    const int cap = attributeMax(rules);
    const struct
    {
        const char* key;
        const char* label;
        int value;
        int start;
        int max;
    } rows[] = {{"st", "ST", c.st, race.st, race.stUncapped ? 0 : cap},
                {"dx", "DX", c.dx, race.dx, race.dxMax > 0 ? (cap > 0 ? std::min(race.dxMax, cap) : race.dxMax) : cap},
                {"iq", "IQ", c.iq, race.iq, race.iqMax > 0 ? (cap > 0 ? std::min(race.iqMax, cap) : race.iqMax) : cap}};
    for (const auto& r : rows) {
        const QString key = QLatin1String(r.key);
        const QString label = QLatin1String(r.label);
        if (r.value < r.start)
            out->append({key, tr("Race %1 starts with %2 %3; %4 has %2 %5.")
                                  .arg(race.name, label)
                                  .arg(r.start)
                                  .arg(displayName(c))
                                  .arg(r.value)});
        else if (r.max > 0 && r.value > r.max)
            out->append({key, tr("Race %1 allows %2 up to %3; %4 has %2 %5.")
                                  .arg(race.name, label)
                                  .arg(r.max)
                                  .arg(displayName(c))
                                  .arg(r.value)});
    }
    if (c.ma != 0 && c.ma != race.ma)
        out->append({QStringLiteral("ma"), tr("MA cannot be raised or lowered when building a team: race %1 has MA %2, %3 has %4.")
                                               .arg(race.name)
                                               .arg(race.ma)
                                               .arg(displayName(c))
                                               .arg(c.ma)});
    if (c.attributeTotal() < race.totalPoints)
        out->append({QStringLiteral("points"),
                     tr("ST %1 + DX %2 + IQ %3 = %4, but a figure of race %5 must spend all %6 of its own extra points (at least %7 in all).")
                         .arg(c.st)
                         .arg(c.dx)
                         .arg(c.iq)
                         .arg(c.attributeTotal())
                         .arg(race.name)
                         .arg(race.extraPoints)
                         .arg(race.totalPoints)});
}

void checkSpells(const Character& c, const Ruleset& rules, const QString& spellKind, QList<CharacterProblem>* out)
{
    if (c.spells.isEmpty())
        return;
    if (c.type != QLatin1String("wizard")) {
        out->append({QStringLiteral("spells"),
                     tr("Only wizards know battle spells; %1 is a hero and lists %2.").arg(displayName(c)).arg(c.spells.size())});
        return;
    }
    if (c.spells.size() > c.iq)
        out->append({QStringLiteral("spells"), tr("IQ %1 allows %1 spells; %2 are chosen.").arg(c.iq).arg(c.spells.size())});
    QSet<QString> seen;
    for (const QString& id : c.spells) {
        const QString field = QStringLiteral("spell:") + id;
        const RuleEntry* spell = rules.entry(spellKind, id);
        if (!spell)
            out->append({field, spellKind == SpellKind ? tr("The battle spell “%1” is not in these rules.").arg(id)
                                                       : tr("“%1” is not a spell of the book's list, which wizards choose from "
                                                            "while the battle-magic list is switched off.").arg(id)});
        else if (spell->intField(QStringLiteral("iq")) > c.iq)
            out->append({field, tr("%1 needs IQ %2; %3 has IQ %4.")
                                    .arg(spell->name())
                                    .arg(spell->intField(QStringLiteral("iq")))
                                    .arg(displayName(c))
                                    .arg(c.iq)});
        else if (seen.contains(id))
            out->append({field, tr("%1 is listed more than once.").arg(spell->name())});
        seen.insert(id);
    }
}

// A weapon's group: from the mc-weapon entry it names, else the first allowed group its name contains.
QString weaponGroup(const Ruleset& rules, const Gear& g, const QStringList& allowed)
{
    if (const RuleEntry* e = findByName(rules, WeaponKind, g.name))
        return e->stringField(QStringLiteral("group"));
    for (const QString& group : allowed) {
        if (g.name.contains(group, Qt::CaseInsensitive))
            return group;
    }
    return {};
}

// Ready weapons and shields need hands: two for a two-handed weapon, one for anything else. A figure whose
// ST is the weapon's ST plus the great-ST bonus uses a two-handed weapon in one hand (003 l.220–222).
void checkHands(const Character& c, const Ruleset& rules, const TeamHouseRules& house, QList<CharacterProblem>* out)
{
    int hands = 0;
    QStringList held;
    QString twoHanded;
    for (const Gear& g : c.gear) {
        if (g.slot == QLatin1String("armor") || !g.ready)
            continue;
        const RuleEntry* e = g.slot == QLatin1String("weapon") ? findByName(rules, WeaponKind, g.name) : nullptr;
        int need = 1;
        if (e && e->data.value(QLatin1String("twoHanded")).toBool()) {
            const QJsonValue st = e->data.value(QLatin1String("st"));
            const bool oneHand = house.greatStBonus > 0 && st.isDouble() && c.st >= st.toInt() + house.greatStBonus;
            need = oneHand ? 1 : 2;
            if (!oneHand)
                twoHanded = st.isDouble() && house.greatStBonus > 0
                    ? tr("%1 (in one hand from ST %2)").arg(g.name).arg(st.toInt() + house.greatStBonus)
                    : g.name;
        }
        hands += need;
        held << g.name;
    }
    if (hands > 2)
        out->append({QStringLiteral("gear"), twoHanded.isEmpty()
                                                 ? tr("%1 has more ready than two hands can hold: %2.").arg(displayName(c), held.join(QStringLiteral(", ")))
                                                 : tr("%1 needs both hands for %2, with %3 ready too; sling one.")
                                                       .arg(displayName(c), twoHanded, held.join(QStringLiteral(", ")))});
}

} // namespace

McTeamRace McTeamRace::read(const Ruleset& rules, const QString& id)
{
    McTeamRace r;
    r.id = id;
    r.entry = id.isEmpty() ? nullptr : rules.entry(RaceKind, id);
    if (!r.entry)
        return r;
    const QJsonObject& d = r.entry->data;
    r.name = r.entry->name();
    r.st = d.value(QLatin1String("st")).toInt();
    r.dx = d.value(QLatin1String("dx")).toInt();
    r.iq = d.value(QLatin1String("iq")).toInt();
    r.ma = d.value(QLatin1String("ma")).toInt();
    r.extraPoints = d.value(QLatin1String("extraPoints")).toInt();
    r.totalPoints = d.value(QLatin1String("totalPoints")).toInt(r.st + r.dx + r.iq + r.extraPoints);
    r.dxMax = d.value(QLatin1String("dxMax")).toInt();
    r.iqMax = d.value(QLatin1String("iqMax")).toInt();
    r.maxPerTeam = d.value(QLatin1String("maxPerTeam")).toInt();
    r.fineplateMenPerSuit = d.value(QLatin1String("fineplateMenPerSuit"))
                                .toInt(rules.parameter(QStringLiteral("fine-plate-men-per-suit")).toInt());
    r.naturalArmor = d.value(QLatin1String("naturalArmor")).toInt();
    r.stUncapped = d.value(QLatin1String("stUncapped")).toBool();
    r.canWearArmor = d.value(QLatin1String("canWearArmor")).toBool(true);
    r.usesWeapons = d.value(QLatin1String("usesWeapons")).toBool(true);
    r.startsWithDagger = d.value(QLatin1String("startsWithDagger")).toBool(true);
    r.fineplateAllowed = d.value(QLatin1String("fineplateAllowed")).toBool();
    r.weaponGroupsAllowed = strings(d.value(QLatin1String("weaponGroupsAllowed")));
    r.specials = strings(d.value(QLatin1String("specials")));
    return r;
}

const RuleEntry* McCharacterRules::armorEntry(const Gear& gear) const
{
    return gear.slot == QLatin1String("armor") ? findByName(m_rules, ArmorKind, gear.name) : nullptr;
}

const RuleEntry* McCharacterRules::weaponEntry(const Gear& gear) const
{
    return gear.slot == QLatin1String("weapon") ? findByName(m_rules, WeaponKind, gear.name) : nullptr;
}

bool McCharacterRules::isRestrictedArmor(const Gear& gear) const
{
    const RuleEntry* e = armorEntry(gear);
    return e && !e->stringField(QStringLiteral("onlyRace")).isEmpty();
}

QList<CharacterProblem> McCharacterRules::validate(const Character& c) const
{
    QList<CharacterProblem> out;
    if (c.name.trimmed().isEmpty())
        out.append({QStringLiteral("name"), tr("The figure needs a name.")});
    const McTeamRace race = McTeamRace::read(m_rules, c.race);
    if (c.race.isEmpty())
        out.append({QStringLiteral("race"), tr("Choose a team race for %1.").arg(displayName(c))});
    else if (!race.entry)
        out.append({QStringLiteral("race"), tr("“%1” is not a mass-combat team race in these rules.").arg(c.race)});
    if (c.type != QLatin1String("wizard") && c.type != QLatin1String("hero"))
        out.append({QStringLiteral("type"), tr("A team figure is a wizard or a hero, not “%1”.").arg(c.type)});
    if (race.entry)
        checkAttributes(c, race, m_rules, &out);
    const TeamHouseRules house = TeamHouseRules::load(m_rules);
    checkSpells(c, m_rules, house.spellKind, &out);
    // No talents for fighters (003 l.37); wizards keep theirs.
    if (house.noFighterTalents && c.type == QLatin1String("hero") && c.talentsAndLanguages > 0)
        out.append({QStringLiteral("talents"), tr("Fighters use no talents in mass combat (house rule); %1 lists %2.")
                                                   .arg(displayName(c)).arg(c.talentsAndLanguages)});
    checkHands(c, m_rules, house, &out);

    const QString field = QStringLiteral("gear");
    const int perFigure = m_rules.parameter(QStringLiteral("weapons-per-figure")).toInt();
    int armor = 0;
    int carried = 0;
    for (const Gear& g : c.gear) {
        if (g.name.trimmed().isEmpty())
            out.append({field, tr("Every piece of gear needs a name.")});
        if (g.slot == QLatin1String("armor")) {
            ++armor;
            if (race.entry && !race.canWearArmor)
                out.append({field, tr("Race %1 wears no armor; %2 has %3.").arg(race.name, displayName(c), g.name)});
            else if (race.entry && isRestrictedArmor(g) && !race.fineplateAllowed)
                out.append({field, tr("Race %1 may not wear %2.").arg(race.name, g.name)});
            continue;
        }
        if (g.slot != QLatin1String("weapon") && g.slot != QLatin1String("shield")) {
            out.append({field, tr("“%1” needs a slot: armor, shield or weapon.").arg(g.name)});
            continue;
        }
        if (race.entry && !race.usesWeapons) {
            out.append({field, tr("Race %1 fights without weapons or shields; %2 has %3.").arg(race.name, displayName(c), g.name)});
            continue;
        }
        // The free dagger does not use up a choice, for the races that get one.
        if (!(race.startsWithDagger && TftFacts::isDagger(g)))
            ++carried;
        if (race.entry && !race.weaponGroupsAllowed.isEmpty()) {
            const QString group = g.slot == QLatin1String("shield") ? QStringLiteral("shield")
                                                                      : weaponGroup(m_rules, g, race.weaponGroupsAllowed);
            if (!race.weaponGroupsAllowed.contains(group))
                out.append({field, tr("Race %1 uses only %2; %3 is not one of them.")
                                       .arg(race.name, race.weaponGroupsAllowed.join(QStringLiteral(", ")), g.name)});
        }
    }
    if (armor > 1)
        out.append({field, tr("Only one suit of armor can be worn; %1 are listed.").arg(armor)});
    if (perFigure > 0 && carried > perFigure)
        out.append({field, tr("A figure chooses %1 weapons (a shield counts as one, the free dagger does not); %2 has %3.")
                               .arg(perFigure)
                               .arg(displayName(c))
                               .arg(carried)});
    return out;
}

QJsonObject McCharacterRules::greatStRow(const RuleEntry& armor, int st)
{
    for (const QJsonValue& row : armor.data.value(QLatin1String("greatSt")).toArray()) {
        const QJsonObject o = row.toObject();
        if (st >= o.value(QLatin1String("stMin")).toInt() && st <= o.value(QLatin1String("stMax")).toInt())
            return o;
    }
    return {};
}

Gear McCharacterRules::tableNumbers(const Gear& gear, int st) const
{
    if (gear.custom || (gear.slot != QLatin1String("armor") && gear.slot != QLatin1String("shield")))
        return gear;
    const RuleEntry* e = findByName(m_rules, ArmorKind, gear.name);
    if (!e || e->stringField(QStringLiteral("type")) != gear.slot)
        return gear;
    // The armour chart (003 l.175): what it stops, and its DX by the wearer's ST (great ST hinders less).
    Gear g = gear;
    g.hitsStopped = e->intField(QStringLiteral("stops"));
    g.dx = greatStRow(*e, st).value(QLatin1String("dx")).toInt(e->intField(QStringLiteral("dx")));
    return g;
}

bool McCharacterRules::isMetal(const Gear& gear) const
{
    // Any metal hinders a wizard (003 l.85): a piece of the tables is metal unless its data says "none".
    static const QStringList notMetal{QStringLiteral("none"), QStringLiteral("wood"), QStringLiteral("leather"), QStringLiteral("cloth")};
    if (!gear.metal.isEmpty())
        return !notMetal.contains(gear.metal.trimmed().toLower());
    if (gear.custom)
        return false;
    const RuleEntry* e = gear.slot == QLatin1String("weapon") ? findByName(m_rules, WeaponKind, gear.name)
                                                              : findByName(m_rules, ArmorKind, gear.name);
    return e && !notMetal.contains(e->stringField(QStringLiteral("metal")).toLower());
}

DerivedValues McCharacterRules::derive(const Character& c) const
{
    DerivedValues d;
    const McTeamRace race = McTeamRace::read(m_rules, c.race);
    const bool wizard = c.type == QLatin1String("wizard");
    d.ma = c.ma > 0 ? c.ma : race.ma;
    d.adjustedDx = c.dx;
    d.hitsStopped = race.naturalArmor;
    bool metal = false;
    for (const Gear& piece : c.gear) {
        const Gear g = tableNumbers(piece, c.st);
        if (g.slot == QLatin1String("armor") || g.ready)
            d.adjustedDx += g.dx;
        if (g.slot == QLatin1String("armor") || (g.slot == QLatin1String("shield") && g.ready))
            d.hitsStopped += g.hitsStopped;
        metal = metal || isMetal(g);
        // Armor also slows: the entry's MA change, or the great-ST row that fits the figure.
        if (const RuleEntry* e = armorEntry(g))
            d.ma += greatStRow(*e, c.st).value(QLatin1String("ma")).toInt(e->intField(QStringLiteral("ma")));
    }
    d.castingDx = d.adjustedDx;
    // Wizards and metal (003 l.85), a house rule like the others.
    const TeamHouseRules house = TeamHouseRules::load(m_rules);
    const int metalDx = house.wizardsAndMetal ? house.metalCastDx : 0;
    if (wizard && metal && metalDx) {
        d.castingDx += metalDx;
        d.notes.append(tr("%1 DX on spells: metal carried or worn").arg(signedNumber(metalDx)));
    }
    const int weaponDx = house.wizardsAndMetal ? house.nonStaffWeaponDx : 0;
    if (wizard && weaponDx) {
        for (const Gear& g : c.gear) {
            if (g.slot == QLatin1String("weapon") && !TftFacts::isStaff(g))
                d.notes.append(tr("%1 DX to hit with %2: a wizard trains only with the staff")
                                   .arg(signedNumber(weaponDx), g.name));
        }
    }
    d.currentSt = c.currentSt();
    d.spellCapacity = wizard ? c.iq : 0;
    d.spellCapacityUsed = int(c.spells.size());
    d.startingPoints = race.totalPoints;
    if (race.naturalArmor)
        d.notes.append(tr("hide stops %1 (%2)").arg(race.naturalArmor).arg(race.name.toLower()));
    d.notes.append(race.specials);
    return d;
}

Character McCharacterRules::newCharacter(const QString& raceId) const
{
    Character c;
    c.system = QStringLiteral("mc");
    c.type = QStringLiteral("hero");
    c.race = raceId;
    c.ma = 0;
    const McTeamRace race = McTeamRace::read(m_rules, raceId);
    if (race.entry) {
        c.st = race.st;
        c.dx = race.dx;
        c.iq = race.iq;
    }
    return c;
}

QStringList McCharacterRules::learnableSpells(const Character& c) const
{
    if (c.type != QLatin1String("wizard"))
        return {};
    return CharacterRules::spellsUpTo(m_rules, spellKind(m_rules), c.iq, c.spells,
                                      [](const RuleEntry& e) { return e.intField(QStringLiteral("iq")); });
}

QString McCharacterRules::spellKind(const Ruleset& rules)
{
    return TeamHouseRules::load(rules).spellKind;
}

} // namespace hk
