#include "characters/WwGearEffects.h"
#include "i18n/Translate.h"

#include "characters/GearTables.h"
#include "characters/WwRulesData.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn({"hk::WwGearEffects", "hk::CharacterRules"}, text);
}

// A number a rule entry states as one of its effects ("unskilledToHit": -4).
int ruleEffect(const Ruleset& rules, const QString& ruleId, const QString& key)
{
    const RuleEntry* rule = rules.entry(QStringLiteral("rule"), ruleId);
    if (!rule)
        return 0;
    for (const QJsonValue& effect : rule->data.value(QLatin1String("effects")).toArray()) {
        if (effect.toObject().value(QLatin1String("key")).toString() == key)
            return effect.toObject().value(QLatin1String("value")).toInt();
    }
    return 0;
}

// The encumbrance row for a load: the first band whose upper multiple of STR the load does not pass,
// or the heaviest band when it passes them all (the table stops at lifting STR² kg, l.1266).
QJsonObject encumbranceRow(const Ruleset& rules, int loadKg, int strength)
{
    const RuleEntry* table = rules.entry(QStringLiteral("table"), QStringLiteral("encumbrance"));
    if (!table)
        return {};
    const QJsonArray rows = table->data.value(QLatin1String("rows")).toArray();
    for (const QJsonValue& row : rows) {
        if (loadKg <= row.toObject().value(QLatin1String("toXStr")).toInt() * strength)
            return row.toObject();
    }
    return rows.isEmpty() ? QJsonObject() : rows.last().toObject();
}

} // namespace

WwGearEffects WwGearEffects::of(const Character& character, const Ruleset& rules)
{
    WwGearEffects out;
    int armorMov = 0;
    bool anyWeapon = false;

    for (const Gear& g : character.gear) {
        const bool worn = g.slot == QLatin1String("armor");
        const bool shield = g.slot == QLatin1String("shield");
        if (worn || shield) {
            const RuleEntry* armor = GearTables::findEntry(rules, QStringLiteral("armor"), g.name);
            if (armor) {
                out.loadKg += armor->intField(QStringLiteral("weightKg"));
                armorMov = std::min(armorMov, armor->intField(QStringLiteral("movPenalty")));
            }
            // Armor hinders while worn; a shield only while it is held ready (Gear::dx's meaning). The armor
            // table's DEX penalty and defense count unless the GM made the piece custom (l.1127 on).
            if (worn || g.ready) {
                const Gear table = GearTables::resolved(rules, g, false);
                out.armorDex += table.dx;
                out.hitsStopped += table.hitsStopped;
            }
            continue;
        }
        if (g.slot != QLatin1String("weapon") || !g.ready)
            continue;
        const int toHit = weaponDx(character, rules, g, true, &out.notes);
        out.weaponToHit = anyWeapon ? std::min(out.weaponToHit, toHit) : toHit;
        anyWeapon = true;
    }

    int encumbranceMov = 0;
    if (out.loadKg > 0 && character.st > 0) {
        const QJsonObject row = encumbranceRow(rules, out.loadKg, character.st);
        out.encumbranceDex = row.value(QLatin1String("dexPenalty")).toInt();
        encumbranceMov = row.value(QLatin1String("movPenalty")).toInt();
        QStringList effects;
        if (out.encumbranceDex)
            effects << tr("%1 DEX").arg(out.encumbranceDex);
        if (encumbranceMov)
            effects << tr("%1 MOV").arg(encumbranceMov);
        if (!effects.isEmpty())
            out.notes << tr("Carrying %1 kg with STR %2 costs %3 for encumbrance.")
                             .arg(out.loadKg).arg(character.st).arg(effects.join(tr(" and ")));
    }
    if (out.armorDex)
        out.notes << tr("%1 DEX from armor and shield.").arg(out.armorDex);

    // DEX penalties of armor and load add up, MOV penalties do not (l.1252): the worse one counts.
    out.movement = std::max(0, WwRulesData(rules).movement(character) + std::min(armorMov, encumbranceMov));
    return out;
}

int WwGearEffects::weaponDx(const Character& character, const Ruleset& rules, const Gear& g, bool withStrength,
                            QStringList* notes)
{
    int toHit = g.dx;
    const RuleEntry* weapon = GearTables::findEntry(rules, QStringLiteral("weapon"), g.name);
    if (!weapon)
        return toHit;
    const WwRulesData data(rules);
    const QJsonArray skills = weapon->data.value(QLatin1String("skills")).toArray();
    // An empty list means the book names no skill for the weapon; nobody could have one, so no
    // penalty is charged for lacking it.
    const bool skilled = weapon->data.value(QLatin1String("noSkillNeeded")).toBool() || skills.isEmpty()
        || std::any_of(skills.begin(), skills.end(), [&](const QJsonValue& s) { return data.hasSkill(character, s.toString()); });
    if (!skilled) {
        const int unskilled = ruleEffect(rules, QStringLiteral("unskilled-weapon-use"), QStringLiteral("unskilledToHit"));
        toHit += unskilled;
        if (notes)
            *notes << tr("%1: %2 to hit without a skill for it.").arg(g.name).arg(unskilled);
    }
    const QJsonValue strMin = weapon->data.value(QLatin1String("strMin"));
    if (withStrength && strMin.isDouble() && character.st < strMin.toInt()) {
        const int perStrShort = ruleEffect(rules, QStringLiteral("strength-minimum"), QStringLiteral("toHitPerStrShort"));
        const int penalty = (strMin.toInt() - character.st) * perStrShort;
        toHit += penalty;
        if (notes)
            *notes << tr("%1: %2 to hit, STR %3 is below its minimum of %4.").arg(g.name).arg(penalty).arg(character.st).arg(strMin.toInt());
    }
    return toHit;
}

} // namespace hk
