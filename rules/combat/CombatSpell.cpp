#include "combat/CombatSpell.h"

#include "packages/RuleToggles.h"
#include "packages/Ruleset.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace hk {

namespace {

// A number the Wizard books name with ST and Warrior & Wizard with STR (immuneAtSt, immuneAtStr).
int stField(const RuleEntry& e, const char* wizard, const char* ww)
{
    const QJsonValue v = e.data.value(QLatin1String(wizard));
    return v.isDouble() ? v.toInt() : e.data.value(QLatin1String(ww)).toInt();
}

// The target's saving roll: the Wizard's `save`, or Warrior & Wizard's `resist` when it is the victim's INT
// alone (Control, 004 l.1294); a resist on STR or DEX (Magic Fist's trip, Tunnel) is not a save against the spell.
void readSave(const RuleEntry& e, CombatSpell* s)
{
    const QJsonObject save = e.data.value(QLatin1String("save")).toObject();
    const QJsonObject resist = e.data.value(QLatin1String("resist")).toObject();
    if (save.isEmpty() && resist.value(QLatin1String("attributes")).toArray() == QJsonArray{QStringLiteral("INT")}) {
        s->saveDice = resist.value(QLatin1String("dice")).toInt();
        return;
    }
    s->saveDice = save.value(QLatin1String("dice")).toInt();
    s->costIfSaved = save.value(QLatin1String("costIfSaved")).toInt(-1);
}

// A list of {minSt, FIELD} by the target's basic ST (costByTarget, durationByTarget), ascending.
QList<std::pair<int, int>> byTarget(const RuleEntry& e, const char* list, const char* field)
{
    QList<std::pair<int, int>> out;
    for (const QJsonValue& v : e.data.value(QLatin1String(list)).toArray())
        out.append({v.toObject().value(QLatin1String("minSt")).toInt(), v.toObject().value(QLatin1String(field)).toInt()});
    std::sort(out.begin(), out.end());
    return out;
}

// The fields that say what the spell does to its target (kinds.json: save, immuneAtSt, costByTarget,
// durationByTarget, posture, knockDownAtHits, weapon, areaImmuneAtSt, actsAs; Warrior & Wizard's package.json
// the same, with STR for ST).
void readEffects(const RuleEntry& e, CombatSpell* s)
{
    readSave(e, s);
    s->immuneAtSt = stField(e, "immuneAtSt", "immuneAtStr");
    s->areaImmuneAtSt = stField(e, "areaImmuneAtSt", "areaImmuneAtStr");
    s->hexes = e.data.value(QLatin1String("hexes")).toInt();
    s->actsAs = e.data.value(QLatin1String("actsAs")).toString();
    s->costByTarget = byTarget(e, "costByTarget", "st");
    s->turnsByTarget = byTarget(e, "durationByTarget", "turns");
    s->knocksDown = e.data.value(QLatin1String("posture")).toString() == QLatin1String("fallen");
    const QJsonObject trip = e.data.value(QLatin1String("knockDownAtHits")).toObject();
    s->tripHits = trip.value(QLatin1String("hits")).toInt();
    s->tripDice = trip.value(QLatin1String("dice")).toInt();
    const QString weapon = e.data.value(QLatin1String("weapon")).toString();
    s->weapon = weapon == QLatin1String("drop")    ? CombatSpell::WeaponEffect::Drop
                : weapon == QLatin1String("break") ? CombatSpell::WeaponEffect::Break
                                                   : CombatSpell::WeaponEffect::None;
}

} // namespace

std::optional<CombatSpell> CombatSpell::fromRuleset(const Ruleset& rules, const QString& id, QString* error)
{
    const RuleEntry* e = spellEntry(rules, id);
    if (!e) {
        if (error)
            *error = QCoreApplication::translate("hk::CombatSpell", "no spell '%1' in this ruleset").arg(id);
        return std::nullopt;
    }
    CombatSpell s;
    s.id = id;
    s.name = e->name();
    s.type = e->stringField(QStringLiteral("type"));
    const QJsonObject cost = e->data.value(QLatin1String("cost")).toObject();
    s.perSt = cost.value(QLatin1String("kind")).toString() == QLatin1String("perSt");
    s.fixedCost = cost.value(QLatin1String("st")).toInt();
    s.minSt = cost.value(QLatin1String("min")).toInt(1);
    if (cost.value(QLatin1String("kind")).toString() == QLatin1String("perUnit")) {
        s.unitSt = cost.value(QLatin1String("st")).toInt();
        s.fixedCost = cost.value(QLatin1String("base")).toInt();
    }
    s.variableCost = cost.value(QLatin1String("kind")).toString() == QLatin1String("variable");
    const QString perDie = cost.value(QLatin1String("damagePerSt")).toString();
    if (!perDie.isEmpty()) {
        QString parseError;
        if (!DiceExpression::parse(perDie, &s.damagePerSt, &parseError)) {
            if (error)
                *error = QCoreApplication::translate("hk::CombatSpell", "spell '%1': %2").arg(id, parseError);
            return std::nullopt;
        }
    }
    const QJsonObject upkeep = e->data.value(QLatin1String("upkeep")).toObject();
    s.upkeep = upkeep.value(QLatin1String("st")).toInt();
    // An upkeep per minute is paid once for the minute's turns; a ruleset that does not say how many turns make
    // a minute (the Wizard 1978 never speaks of minutes) leaves it paid every turn.
    if (upkeep.value(QLatin1String("per")).toString() == QLatin1String("minute"))
        s.upkeepTurns = std::max(1, rules.parameter(QStringLiteral("turns-per-minute")).toInt(1));
    const QJsonObject duration = e->data.value(QLatin1String("duration")).toObject();
    const QString durationKind = duration.value(QLatin1String("kind")).toString();
    if (durationKind == QLatin1String("turns"))
        s.turns = duration.value(QLatin1String("turns")).toInt();
    else if (durationKind == QLatin1String("fixedTime") && duration.value(QLatin1String("unit")).toString() == QLatin1String("turn"))
        s.turns = duration.value(QLatin1String("amount")).toInt(); // Advanced Wizard's form of the same
    else if (durationKind == QLatin1String("fixedTime") && duration.value(QLatin1String("unit")).toString() == QLatin1String("minute")
             && s.upkeep == 0 && rules.parameter(QStringLiteral("turns-per-minute")).toInt() > 0) // W&W 004 l.97: 60; AW 002 l.679: 12
        s.turns = duration.value(QLatin1String("amount")).toInt() * rules.parameter(QStringLiteral("turns-per-minute")).toInt();
    s.summons = e->data.value(QLatin1String("summons")).toString();
    s.blastsCreatedWalls = spellEffect(rules, id, QStringLiteral("wall-hits-to-destroy")).has_value();
    for (const QJsonValue& t : e->data.value(QLatin1String("tags")).toArray())
        s.tags.append(t.toString());
    readEffects(*e, &s);
    // W&W: a victim who resists a Control spell costs the caster 1 STR (004 l.1294, the rule control-spells).
    if (s.hasSave() && s.costIfSaved < 0) {
        const QJsonValue loss = RuleToggles::effect(rules.entry(QStringLiteral("rule"), QStringLiteral("control-spells")),
                                                    QStringLiteral("casterLossOnResist"));
        if (loss.isDouble())
            s.costIfSaved = loss.toInt();
    }
    return s;
}

CombatSpell CombatSpell::against(int targetBasicSt) const
{
    CombatSpell s = *this;
    for (const auto& [fromSt, cost] : costByTarget) {
        if (targetBasicSt >= fromSt)
            s.fixedCost = cost;
    }
    for (const auto& [fromSt, turns] : turnsByTarget) {
        if (targetBasicSt >= fromSt)
            s.turns = turns;
    }
    return s;
}

CombatSpell CombatSpell::onSubjectOf(int hexes) const
{
    CombatSpell s = *this;
    if (!scalesWithSubjectHexes() || hexes < 1)
        return s;
    if (s.isPerUnit()) {
        s.fixedCost += s.unitSt * hexes; // priced now: the units are the subject's hexes, not a number the caster names
        s.unitSt = 0;
    } else {
        s.fixedCost *= hexes;
    }
    s.upkeep *= hexes;
    return s;
}

const RuleEntry* spellEntry(const Ruleset& rules, const QString& id)
{
    if (const RuleEntry* e = rules.entry(QStringLiteral("spell"), id))
        return e;
    return rules.entry(QStringLiteral("ww-spell"), id);
}

std::optional<double> spellEffect(const Ruleset& rules, const QString& spell, const QString& effect)
{
    const RuleEntry* table = rules.entry(QStringLiteral("table"), QStringLiteral("spell-effects"));
    if (!table)
        return std::nullopt;
    for (const QJsonValue& v : table->data.value(QLatin1String("rows")).toArray()) {
        const QJsonObject row = v.toObject();
        if (row.value(QLatin1String("spell")).toString() == spell
            && row.value(QLatin1String("effect")).toString() == effect && row.value(QLatin1String("value")).isDouble())
            return row.value(QLatin1String("value")).toDouble();
    }
    return std::nullopt;
}

CombatSpell::Creation CombatSpell::creation(const Ruleset& rules) const
{
    if (type != QLatin1String("creation"))
        return Creation::None;
    auto tagged = [&](const char* tag) {
        return tags.contains(QLatin1String(tag)) || tags.contains(QStringLiteral("family:") + QLatin1String(tag));
    };
    if (!summons.isEmpty())
        return Creation::Summoning;
    if (tagged("image"))
        return Creation::Image;
    if (tagged("illusion"))
        return Creation::Illusion;
    // A rope binds whoever stands in its hex: the spell has numbers for the bound figure (l.616).
    if (tagged("rope") || spellEffect(rules, id, QStringLiteral("dx-initial")))
        return Creation::Binding;
    if (tagged("fire"))
        return Creation::Fire;
    if (tagged("shadow"))
        return Creation::Shadow;
    if (tagged("wall"))
        return Creation::Wall;
    return Creation::Other;
}

QString spellEffectDice(const Ruleset& rules, const QString& spell, const QString& effect)
{
    const RuleEntry* table = rules.entry(QStringLiteral("table"), QStringLiteral("spell-effects"));
    if (!table)
        return {};
    for (const QJsonValue& v : table->data.value(QLatin1String("rows")).toArray()) {
        const QJsonObject row = v.toObject();
        if (row.value(QLatin1String("spell")).toString() == spell && row.value(QLatin1String("effect")).toString() == effect)
            return row.value(QLatin1String("dice")).toString();
    }
    return {};
}

} // namespace hk
