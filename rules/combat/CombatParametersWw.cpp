#include "combat/CombatParameters.h"
#include "i18n/Translate.h"

#include "combat/CombatSpell.h"
#include "packages/ParameterReader.h"
#include "packages/RuleToggles.h"
#include "packages/Ruleset.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace hk {

namespace {

QString tr(const char* text) { return hk::translateIn({"hk::CombatParameters", "hk::WwReader"}, text); }

// Reads Warrior & Wizard's combat numbers, which live in "rule" entries' effects and in the action tables
// of its combat chapter (rules/data/warrior-and-wizard-0.10/combat.json), strictly like ParameterReader.
class WwReader : public ParameterReader
{
public:
    using ParameterReader::ParameterReader;

    QJsonValue effect(const QString& rule, const QString& key)
    {
        const RuleEntry* e = rules().entry(QStringLiteral("rule"), rule);
        const QJsonValue v = RuleToggles::effect(e, key);
        if (v.isUndefined() || v.isNull())
            addMissing(tr("rule %1.%2").arg(rule, key));
        return v;
    }
    int number(const QString& rule, const QString& key)
    {
        const QJsonValue v = effect(rule, key);
        if (!v.isUndefined() && !v.isNull() && !v.isDouble())
            addMissing(tr("rule %1.%2 (a number)").arg(rule, key));
        return v.toInt();
    }
    // The limit column of the movement-actions table for the given action name, as a number of hexes.
    int movementLimit(const QString& state, const QString& action)
    {
        for (const QJsonValue& v : rows(QStringLiteral("movement-actions"))) {
            const QJsonObject row = v.toObject();
            if (row.value(QLatin1String("state")).toString() == state && row.value(QLatin1String("action")).toString() == action) {
                bool ok = false;
                const int hexes = row.value(QLatin1String("limit")).toString().toInt(&ok);
                if (ok)
                    return hexes;
            }
        }
        addMissing(tr("movement-actions row %1 %2").arg(state, action));
        return 0;
    }
    // The weapon-lengths table: reach and DX for long, medium and short weapons.
    void lengths(CombatParameters* p)
    {
        static const char* const names[] = {"short", "medium", "long"};
        bool found[3] = {false, false, false};
        for (const QJsonValue& v : rows(QStringLiteral("weapon-lengths"))) {
            const QJsonObject row = v.toObject();
            for (int i = 0; i < 3; ++i) {
                if (row.value(QLatin1String("length")).toString().compare(QLatin1String(names[i]), Qt::CaseInsensitive) == 0) {
                    p->lengthReach[i] = row.value(QLatin1String("reachHexes")).toInt(1);
                    p->lengthDx[i] = row.value(QLatin1String("reachPenalty")).toInt();
                    found[i] = true;
                }
            }
        }
        for (int i = 0; i < 3; ++i) {
            if (!found[i])
                addMissing(tr("weapon-lengths row %1").arg(QLatin1String(names[i])));
        }
    }
    // Thirds of an attack type's damage that are lethal under the nonlethal rule (table attack-types, l.561–565).
    int attackLethalThirds(const QString& type)
    {
        for (const QJsonValue& v : rows(QStringLiteral("attack-types"))) {
            const QJsonObject row = v.toObject();
            if (row.value(QLatin1String("type")).toString() == type)
                return row.value(QLatin1String("lethalThirds")).toInt();
        }
        addMissing(tr("attack-types row %1").arg(type));
        return 3;
    }
    // The combat-actions table as the tracker's options: one per row, with its key, move and actions.
    QList<MovementOption> options()
    {
        QList<MovementOption> out;
        for (const QJsonValue& v : rows(QStringLiteral("combat-actions"))) {
            const QJsonObject row = v.toObject();
            MovementOption o;
            o.key = row.value(QLatin1String("key")).toString();
            o.name = row.value(QLatin1String("action")).toString(o.key);
            o.engaged = row.value(QLatin1String("state")).toString() == QLatin1String("engaged");
            o.move = row.value(QLatin1String("move")).toString();
            o.hexes = row.value(QLatin1String("hexes")).toInt();
            for (const QJsonValue& a : row.value(QLatin1String("actions")).toArray())
                o.actions.append(a.toString());
            if (o.key.isEmpty() || o.move.isEmpty())
                addMissing(tr("combat-actions row %1 (key and move)").arg(o.name));
            out.append(o);
        }
        return out;
    }
};

} // namespace

// Warrior & Wizard (seed 004, "Fighting" to "Damage"): figure-by-figure initiative and movement, a plain DEX
// check to hit with no special results, and the injury thresholds of l.550–556.
std::optional<CombatParameters> CombatParameters::loadWarriorAndWizard(const Ruleset& rules, QString* error)
{
    WwReader r(rules);
    CombatParameters p;
    p.turnStructure = TurnStructure::FigureInitiative;
    p.forcedRetreats = false;
    p.halfMoveRoundsUp = true;          // l.492
    p.dodgeAgainstThrownSpells = true;  // l.540: Dodge is against every ranged attack
    p.toHitDice = r.number(QStringLiteral("attacking"), QStringLiteral("dice"));                 // l.545
    p.dodgeDefendDice = r.number(QStringLiteral("defend-or-dodge"), QStringLiteral("attackDice")); // l.540
    const int checkDice = r.number(QStringLiteral("attribute-checks"), QStringLiteral("dice"));  // l.120
    p.savingRollDice = checkDice;
    p.initiativeCheckDice = checkDice;  // ties by a DEX check (l.475)
    p.advancedInitiative = RuleToggles::on(rules, QStringLiteral("optional-advanced-initiative")) != nullptr; // l.479
    p.controlSaveDice = r.number(QStringLiteral("control-spells"), QStringLiteral("resistDice"));
    p.disbeliefDice = r.number(QStringLiteral("images-and-illusions"), QStringLiteral("disbelieveDice"));
    p.thrownDxPerHex = r.number(QStringLiteral("thrown-weapons"), QStringLiteral("toHitPerHex"));  // l.1100
    // Missile weapons: free up to two multihexes, then −1 per two more (l.1102).
    p.missileFreeMegahexes = r.number(QStringLiteral("missile-weapons"), QStringLiteral("freeMultihexes"));
    p.missileStepMegahexes = 2;
    p.missileDxPerStep = r.number(QStringLiteral("missile-weapons"), QStringLiteral("penaltyPerTwoMultihexes"));
    p.creationRangeMegahexes = r.number(QStringLiteral("creation-spells"), QStringLiteral("rangeMegahexes"));
    p.unconsciousSt = r.number(QStringLiteral("effects-of-damage"), QStringLiteral("unconsciousAtStr"));   // l.552
    p.deadSt = r.number(QStringLiteral("effects-of-damage"), QStringLiteral("deadAtStr"));
    p.heavyHits = r.number(QStringLiteral("effects-of-damage"), QStringLiteral("heavyHitThreshold"));     // l.554
    p.heavyHitsDx = r.number(QStringLiteral("effects-of-damage"), QStringLiteral("heavyHitDexPenalty"));
    p.knockdownHits = r.number(QStringLiteral("effects-of-damage"), QStringLiteral("knockdownThreshold")); // l.556
    p.knockdownCheckDx = r.number(QStringLiteral("effects-of-damage"), QStringLiteral("knockdownCheckPenalty"));
    p.knockdownCheckDice = checkDice;
    p.knockdownCheckSkill = QStringLiteral("acrobatics");
    p.chargeMoveFraction = 0.5;         // "half move", rounded up (halfMoveRoundsUp)
    p.spellMoveHexes = r.number(QStringLiteral("casting-a-spell"), QStringLiteral("maxMoveHexes")); // l.1297
    p.unarmedThreatens = r.effect(QStringLiteral("threat-zone"), QStringLiteral("unarmedThreatens")).toBool(); // l.458, l.538
    p.shiftHexes = r.movementLimit(QStringLiteral("engaged"), QStringLiteral("Shift"));            // l.499
    p.options = r.options();
    r.lengths(&p);                                                                                   // l.1098
    p.strShortDxPerPoint = r.number(QStringLiteral("strength-minimum"), QStringLiteral("toHitPerStrShort")); // l.1094
    p.strShortDamagePer2 = r.number(QStringLiteral("strength-minimum"), QStringLiteral("damagePer2StrShort"));
    p.strOverDamagePer2 = r.number(QStringLiteral("strength-minimum"), QStringLiteral("damagePer2StrOver"));
    p.tradeDxPerDamage = r.number(QStringLiteral("strength-minimum"), QStringLiteral("toHitPerDamageBonus"));
    p.maxDamageTrade = r.number(QStringLiteral("strength-minimum"), QStringLiteral("maxDamageBonus"));
    p.thrownFreeHexes = 1; // "every hex between the attacker and the target" (l.1100): the next hex is free
    p.intoMeleeDxPerFigure = r.number(QStringLiteral("attacking-into-melee"), QStringLiteral("toHitPerFigure")); // l.1108
    p.poleChargeMultiplier = r.number(QStringLiteral("pole-arms"), QStringLiteral("chargeDamageMultiplier"));      // l.1106
    p.poleStraightHexes = r.number(QStringLiteral("pole-arms"), QStringLiteral("straightHexesNeeded"));
    p.poleSetDx = r.number(QStringLiteral("pole-arms"), QStringLiteral("setVsChargeDex"));
    p.bodyBlowResistDice = r.number(QStringLiteral("shield-rush"), QStringLiteral("resistDice"));               // l.1126
    if (const RuleEntry* flying = rules.entry(QStringLiteral("skill"), QStringLiteral("flying"))) {               // l.218
        p.flyingSkill = flying->id();
        p.flyingMeleeDx = RuleToggles::effect(flying, QStringLiteral("untrainedMeleeSpellPenalty")).toInt();
        p.flyingMissileDx = RuleToggles::effect(flying, QStringLiteral("untrainedThrownMissilePenalty")).toInt();
        p.flyingSkillRelief = RuleToggles::effect(flying, QStringLiteral("penaltyReduction")).toInt();
    }
    p.againstFlyerDx = RuleToggles::effect(rules.entry(QStringLiteral("ww-spell"), QStringLiteral("flight")),        // l.1692
                                           QStringLiteral("attacksAgainstFlyer")).toInt();
    // Shadow's penalties (l.1474) from the spell-effects table, under the keys the tracker reads for the Wizard's.
    if (const std::optional<double> into = spellEffect(rules, QStringLiteral("shadow"), QStringLiteral("dx-into")))
        p.dxAdjustments.insert(QStringLiteral("target-in-shadow"), int(*into));
    if (const std::optional<double> from = spellEffect(rules, QStringLiteral("shadow"), QStringLiteral("dx-from-or-through")))
        p.dxAdjustments.insert(QStringLiteral("in-or-through-shadow"), int(*from));
    if (const RuleEntry* nonlethal = RuleToggles::on(rules, QStringLiteral("optional-nonlethal-damage"))) {     // l.560
        p.nonlethalRule = true;
        p.breatherDice = RuleToggles::effect(nonlethal, QStringLiteral("breatherRecovery")).toString();
        p.breatherDxAgainst = RuleToggles::effect(nonlethal, QStringLiteral("attacksOnBreather")).toInt();
        p.armorStopsNonlethal = RuleToggles::effect(rules.entry(QStringLiteral("rule"), QStringLiteral("armor-rules")),
                                                    QStringLiteral("nonlethalStoppedByAllArmor")).toInt();
        p.punchLethalThirds = r.attackLethalThirds(QStringLiteral("Bludgeoning"));
    }
    p.poleSetMultiplier = r.number(QStringLiteral("pole-arms"), QStringLiteral("setVsChargeDamageMultiplier"));
    if (!r.complete()) {
        if (error)
            *error = r.problem(tr("the ruleset lacks combat data"));
        return std::nullopt;
    }
    return p;
}

} // namespace hk
