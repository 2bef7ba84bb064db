#include "combat/CombatHouseRules.h"

#include "combat/CombatParameters.h"
#include "packages/RuleToggles.h"
#include "packages/Ruleset.h"

#include <QJsonArray>

namespace hk {

namespace {

QJsonValue effect(const RuleEntry* e, const QString& key)
{
    return RuleToggles::effect(e, key);
}

const RuleEntry* onRule(const Ruleset& rules, const QString& id)
{
    return RuleToggles::on(rules, id);
}

} // namespace

bool CombatHouseRules::isOn(const Ruleset& rules, const QString& ruleId)
{
    return onRule(rules, ruleId) != nullptr;
}

QStringList CombatHouseRules::ruleIds()
{
    return {QStringLiteral("courtesy-rule"),          QStringLiteral("practice-combat"),
            QStringLiteral("twelve-turn-permanent"),  QStringLiteral("wizards-str"),
            QStringLiteral("st-as-damage-to-wizard"), QStringLiteral("injury-reaction-per-blow"),
            QStringLiteral("no-unconsciousness"),     QStringLiteral("range-without-megahexes"),
            QStringLiteral("pole-weapon-charge-extra-die"), QStringLiteral("bow-vs-pole-charge"),
            QStringLiteral("no-megahexes")};
}

CombatHouseRules CombatHouseRules::load(const Ruleset& rules)
{
    CombatHouseRules h;
    if (const RuleEntry* e = onRule(rules, QStringLiteral("courtesy-rule"))) {
        h.courtesyMinAttributes = effect(e, QStringLiteral("courtesy.minAttributeTotal")).toInt();
        h.courtesyForbiddenType = effect(e, QStringLiteral("courtesy.forbiddenFirstSpellType")).toString();
        h.courtesy = !h.courtesyForbiddenType.isEmpty();
    }
    if (const RuleEntry* e = onRule(rules, QStringLiteral("practice-combat"))) {
        h.practiceDropOutSt = effect(e, QStringLiteral("practice.dropOutAtSt")).toInt();
        h.practice = true;
    }
    h.createdThingsPermanent = isOn(rules, QStringLiteral("twelve-turn-permanent"));
    if (const RuleEntry* e = onRule(rules, QStringLiteral("no-unconsciousness"))) {
        h.noUnconsciousness = !effect(e, QStringLiteral("unconsciousAtSt1")).toBool(true);
        h.lowStMax = effect(e, QStringLiteral("lowSt.maxSt")).toInt();
        h.lowStDx = effect(e, QStringLiteral("lowSt.dxModifier")).toInt();
    }
    h.magicalSt = isOn(rules, QStringLiteral("wizards-str"));
    if (const RuleEntry* e = onRule(rules, QStringLiteral("st-as-damage-to-wizard")); e && h.magicalSt) {
        h.normalStPerMagicalSt = effect(e, QStringLiteral("casting.normalStPerMagicalSt")).toInt();
        h.castPastMagicalSt = h.normalStPerMagicalSt > 0;
    }
    if (const RuleEntry* e = onRule(rules, QStringLiteral("range-without-megahexes"))) {
        h.rangeBandHexes = effect(e, QStringLiteral("missileRange.bandHexes")).toInt();
        h.rangeFirstBandDx = effect(e, QStringLiteral("missileRange.firstBandDx")).toInt();
        h.rangeDxPerBand = effect(e, QStringLiteral("missileRange.dxPerBand")).toInt();
        h.rangeWithoutMegahexes = h.rangeBandHexes > 0;
    }
    if (const RuleEntry* e = onRule(rules, QStringLiteral("injury-reaction-per-blow"))) {
        h.injuryPerBlow = effect(e, QStringLiteral("injury.basis")).toString() == QLatin1String("singleBlow");
        h.blowDxPenaltyHits = effect(e, QStringLiteral("injury.dxPenaltyMinDamage")).toInt();
        h.blowKnockdownHits = effect(e, QStringLiteral("injury.knockdownMinDamage")).toInt();
    }
    if (const RuleEntry* e = onRule(rules, QStringLiteral("pole-weapon-charge-extra-die"))) {
        h.poleChargeExtraDice = effect(e, QStringLiteral("poleCharge.extraDice")).toInt();
        h.poleChargeMinMove = effect(e, QStringLiteral("poleCharge.minMoveHexes")).toInt();
    }
    if (const RuleEntry* e = onRule(rules, QStringLiteral("bow-vs-pole-charge")))
        h.bowmanShootsFirst = effect(e, QStringLiteral("poleCharge.bowmanShootsFirstIfHigherDx")).toBool();
    if (const RuleEntry* e = onRule(rules, QStringLiteral("no-megahexes"))) {
        h.megahexWidthHexes = effect(e, QStringLiteral("megahex.widthHexes")).toInt();
        h.noMegahexes = h.megahexWidthHexes > 0;
    }
    return h;
}

void CombatHouseRules::adjust(CombatParameters* p) const
{
    if (noUnconsciousness)
        p->unconsciousSt = p->deadSt; // fights on until dead
    if (noMegahexes)
        p->megahexWidthHexes = megahexWidthHexes;
    if (rangeWithoutMegahexes) {
        p->rangeBandHexes = rangeBandHexes;
        p->rangeFirstBandDx = rangeFirstBandDx;
        p->rangeDxPerBand = rangeDxPerBand;
    }
    if (injuryPerBlow) {
        if (blowDxPenaltyHits > 0)
            p->heavyHits = blowDxPenaltyHits;
        if (blowKnockdownHits > 0)
            p->knockdownHits = blowKnockdownHits;
    }
}

} // namespace hk
