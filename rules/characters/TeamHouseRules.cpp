#include "characters/TeamHouseRules.h"

#include "packages/RuleToggles.h"

namespace hk {

TeamHouseRules TeamHouseRules::load(const Ruleset& rules)
{
    using RuleToggles::effect;
    TeamHouseRules h;
    if (const RuleEntry* e = RuleToggles::on(rules, QStringLiteral("no-talents-for-fighters")))
        h.noFighterTalents = !effect(e, QStringLiteral("fighters.talents")).toBool(true);
    const RuleEntry* list = RuleToggles::on(rules, QStringLiteral("battle-magic-spell-list"));
    h.spellKind = list ? effect(list, QStringLiteral("wizard.spellList")).toString(h.spellKind) : QStringLiteral("spell");
    if (const RuleEntry* e = RuleToggles::on(rules, QStringLiteral("wizards-and-metal"))) {
        h.wizardsAndMetal = true;
        h.metalCastDx = effect(e, QStringLiteral("wizard.metalCastDx")).toInt();
        h.nonStaffWeaponDx = effect(e, QStringLiteral("wizard.nonStaffWeaponDx")).toInt();
    }
    if (const RuleEntry* e = RuleToggles::on(rules, QStringLiteral("great-st-2h-weapons")))
        h.greatStBonus = effect(e, QStringLiteral("oneHandedUse.stBonus")).toInt();
    if (const RuleEntry* e = RuleToggles::on(rules, QStringLiteral("one-pole-weapon-per-team")))
        h.maxPoleWeapons = effect(e, QStringLiteral("team.maxPoleWeapons")).toInt();
    if (const RuleEntry* e = RuleToggles::on(rules, QStringLiteral("small-battlefield")))
        h.battlefield = QSize(effect(e, QStringLiteral("arena.widthHexes")).toInt(), effect(e, QStringLiteral("arena.heightHexes")).toInt());
    return h;
}

QStringList TeamHouseRules::ruleIds()
{
    return {QStringLiteral("no-talents-for-fighters"), QStringLiteral("battle-magic-spell-list"),
            QStringLiteral("wizards-and-metal"),       QStringLiteral("great-st-2h-weapons"),
            QStringLiteral("one-pole-weapon-per-team"), QStringLiteral("small-battlefield")};
}

} // namespace hk
