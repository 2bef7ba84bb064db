// CombatActions::cast: the four kinds of spells (l.276–408), kept apart from the other actions for size.
#include "combat/CombatActions.h"
#include "i18n/Translate.h"

#include "combat/CombatActionSupport.h"
#include "combat/CastEffects.h"

#include "campaign/Campaign.h"
#include "combat/CombatEffects.h"
#include "combat/CombatOdds.h"
#include "combat/CombatSpell.h"
#include "combat/CombatStep.h"
#include "combat/CombatTurn.h"
#include "combat/Encounters.h"
#include "combat/FigureWeapons.h"
#include "combat/Footprint.h"
#include "combat/MissileSpell.h"
#include "combat/MovementRules.h"
#include "combat/SpellCasting.h"
#include "combat/SpellEffects.h"
#include "combat/SpellSideEffects.h"
#include "combat/SpellSpecials.h"
#include "combat/WeaponStrike.h"
#include "dice/Rolls.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <climits>

namespace hk {

using namespace CombatActionSupport;

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn("hk::CombatActions", text, disambiguation, n);
}

using namespace castEffects;


// What one casting is about, worked out in named steps before the roll (CombatActions::cast).
struct CastPlan
{
    CombatSpell spell;
    const RuleEntry* entry = nullptr; // the spell's data entry
    int stPut = 0;                    // ST put into a per-ST spell
    int cost = 0;                     // full cost against this target
    EncounterFigure* target = nullptr;
    std::optional<HexCoord> hex;      // where it goes: the target's hex, the hex aimed at, or the caster's own
    std::optional<double> radius;     // megahexes around the caster (Dazzle, Dispel Illusions)
    std::optional<double> radiusHexes; // hexes around the caster (Blast)
    bool creation = false;
    int extraDx = 0;                  // every adjustment but the caster's spell DX and the range
    bool being = false;               // makes a being (summons, image, illusion): the GM's secret (l.355)
    bool protection = false;          // a secret protection (l.588)
    bool secret() const { return being || protection; }
    bool aroundCaster() const { return radius || radiusHexes; }
};

// The spell by id, known to the caster (unless the GM lets it cast anyway).
bool lookUpSpell(CombatStep& step, const CastRequest& r, const EncounterFigure& caster, CastPlan& plan, QString* e)
{
    std::optional<CombatSpell> spell = CombatSpell::fromRuleset(step.campaign().rules(), r.spell, e);
    if (!spell) {
        // A spell of the mass-combat battle-magic list that the book in play does not have (003 l.668 on).
        if (const RuleEntry* battle = step.campaign().rules().entry(QStringLiteral("battle-spell"), r.spell))
            *e = tr("%1 is on the battle-magic list, but the tracker plays spells by the book in play, which has no "
                    "%1: the GM resolves it by hand (log the roll with the dice, and adjust ST).")
                     .arg(battle->name());
        return false;
    }
    if (!r.ignoreKnown && !caster.spells.contains(spell->id)) {
        *e = tr("%1 does not know %2.").arg(caster.body.name, spell->name);
        return false;
    }
    if (const QString barred = FigureWeapons::castingRefusal(caster); !barred.isEmpty()) {
        *e = barred; // a weapon other than a staff, or a shield, ready (000 l.539, l.543)
        return false;
    }
    if (const QString confused = SpellSideEffects::confusedRefusal(step, caster, *spell); !confused.isEmpty()) {
        *e = confused; // Confusion (000 l.580, 004 l.1384)
        return false;
    }
    plan.spell = *spell;
    plan.entry = spellEntry(step.campaign().rules(), spell->id);
    plan.stPut = spell->perSt ? r.st : 0;
    return true;
}

// What the house rules and the ST put in forbid before anything is aimed (courtesy, practice combat).
bool houseRulesAllow(CombatStep& step, const EncounterFigure& caster, const CastPlan& plan, QString* e)
{
    const CombatHouseRules& house = step.houseRules();
    const CombatSpell& spell = plan.spell;
    if (house.courtesy && caster.actions == 0 && spell.type == house.courtesyForbiddenType
        && caster.body.stBasic + caster.body.dx + caster.body.iq >= house.courtesyMinAttributes) {
        *e = tr("Courtesy rule: %1 may not open the fight with a %2 spell.").arg(caster.body.name, spell.type);
        return false;
    }
    if (house.practice && plan.entry && plan.entry->data.value(QLatin1String("notUsableInPractice")).toBool()) {
        *e = tr("%1 is barred in practice combat.").arg(spell.name);
        return false;
    }
    if (spell.perSt && plan.stPut < spell.minSt) {
        *e = tr("Put at least %1 ST into %2.").arg(spell.minSt).arg(spell.name);
        return false;
    }
    return true;
}

// The target figure (some spells cost more against a strong one: Trip, Drop Weapon), the cost the caster
// must be able to pay, and the hex the spell goes to. Spells that reach everyone within a radius of the
// caster (Dazzle, Dispel Illusions in megahexes; Blast in hexes) need no target.
bool aimCast(CombatStep& step, const CastRequest& r, const EncounterFigure& caster, CastPlan& plan, QString* e)
{
    if (!r.target.isEmpty()) {
        plan.target = step.figure(r.target, e);
        if (!plan.target || !plan.target->placed) {
            if (plan.target)
                *e = tr("%1 is not on the map.").arg(plan.target->body.name);
            return false;
        }
        step.aimAt(*plan.target);
        // Dearer against a strong target where the data says so; on a subject of several hexes, as many times the
        // cost and upkeep where the book prices it for one hex (002 l.275).
        plan.spell = plan.spell.against(plan.target->body.stBasic).onSubjectOf(int(Footprint::hexes(plan.target->body).size()));
    }
    if (!SpellSpecials::requestComplete(step, plan.spell, r, e))
        return false;
    plan.spell = SpellSpecials::priced(step, plan.spell, caster, r);
    plan.cost = plan.spell.costFor(plan.stPut);
    if (!CombatEffects::canPay(step, caster, plan.cost)) {
        *e = tr("%1 has %2 ST: %3 costs %4, which would leave too little.").arg(caster.body.name).arg(caster.body.st).arg(plan.spell.name).arg(plan.cost);
        return false;
    }
    const Ruleset& rules = step.campaign().rules();
    plan.radius = spellEffect(rules, plan.spell.id, QStringLiteral("radius-megahexes"));
    plan.radiusHexes = spellEffect(rules, plan.spell.id, QStringLiteral("radius-hexes"));
    plan.hex = r.hex ? r.hex : (plan.target ? std::optional<HexCoord>(plan.target->body.position) : std::nullopt);
    if (!plan.hex && plan.aroundCaster())
        plan.hex = caster.body.position;
    if (!plan.hex && !r.hexes.isEmpty())
        plan.hex = r.hexes.first(); // Darkness: the hexes named are where it goes
    if (!plan.hex) {
        *e = tr("Say where %1 goes: a target figure or a hex.").arg(plan.spell.name);
        return false;
    }
    plan.creation = plan.spell.type == QLatin1String("creation");
    return true;
}

// A creation appears within reach, in hexes it may fill, and an image or illusion looks like something.
bool creationFits(CombatStep& step, const CastRequest& r, const EncounterFigure& caster, const CastPlan& plan, QString* e)
{
    if (!plan.creation)
        return true;
    const CombatState& s = step.state();
    const HexCoord& hex = *plan.hex;
    if (!SpellCasting::inCreationRange(step.parameters(), s.map.megahexes(), caster.body.position, hex)) {
        const int width = step.parameters().megahexWidthHexes;
        *e = width > 0 ? tr("%1 is out of reach: without megahexes, creations appear within %2 hexes of the caster.")
                             .arg(hexLabel(hex)).arg(width * step.parameters().creationRangeMegahexes)
                       : tr("%1 is out of reach: creations appear in the caster's megahex or the next.").arg(hexLabel(hex));
        return false;
    }
    const Creation kind = plan.spell.creation(step.campaign().rules());
    // Fire, shadow and a rope may share a hex with a figure; the rest need it empty.
    const bool needsRoom = kind != Creation::Binding && kind != Creation::Other && kind != Creation::Fire && kind != Creation::Shadow;
    if (needsRoom && !hexFree(s, areaOf(plan.spell, hex, caster.body.facing), e))
        return false;
    if (isFake(kind) && r.appearance.isEmpty()) {
        *e = tr("Say what the %1 looks like (a bestiary creature).").arg(plan.spell.name);
        return false;
    }
    return true;
}

// In hand-to-hand a wizard casts only on himself or his foe there, at the rules' penalty (l.531). Then the
// caster must be free to act, and every DX adjustment it casts at is summed.
bool readyToCast(CombatStep& step, const CastRequest& r, EncounterFigure& caster, CastPlan& plan, QString* e)
{
    int hthDx = 0;
    const EncounterFigure* target = plan.target;
    if (const FigureCondition* hth = caster.body.condition(QLatin1String(WeaponStrike::inHandToHand))) {
        if (!target || (target->body.id != caster.body.id && target->body.id != hth->source)) {
            *e = tr("%1 is fighting hand-to-hand: it may cast only on itself or its foe there.").arg(caster.body.name);
            return false;
        }
        hthDx = step.parameters().dxAdjustment(QStringLiteral("hth-casting")).value_or(0);
    }
    if (!readyToAct(step, caster, QStringLiteral("cast"), e))
        return false;
    plan.extraDx = r.extraDx + hthDx + CombatOdds::actorPenalty(step.state(), step.parameters(), caster)
                   + (target && !plan.creation && target->body.id != caster.body.id ? targetPenalty(step, *target) : 0);
    return true;
}

// The casting as the players see it. They see a being appear but not which spell made it, real or not,
// and see a wizard cast but not which secret protection he put up (l.588). Both spells' roll and ST are
// then the GM's.
void logCasting(CombatStep& step, const EncounterFigure& caster, CastPlan& plan)
{
    plan.being = makesBeing(plan.spell.creation(step.campaign().rules()));
    // The Wizard's secretProtection; W&W's "can be cast secretly" (Reverse Missiles, 004 l.1536).
    plan.protection = plan.entry
                      && (plan.entry->data.value(QLatin1String("secretProtection")).toBool() || plan.entry->data.value(QLatin1String("secret")).toBool());
    const QString& casterId = caster.body.id;
    const QString& name = caster.body.name;
    const QString& spell = plan.spell.name;
    const QString at = hexLabel(*plan.hex);
    if (plan.protection) {
        step.log(QStringLiteral("cast"), casterId, tr("%1 casts a spell.").arg(name));
        step.log(QStringLiteral("cast"), casterId,
                 tr("%1 casts %2 on %3, a secret protection.").arg(name, spell, plan.target ? plan.target->body.name : at), true);
    } else if (plan.being) {
        step.log(QStringLiteral("cast"), casterId, tr("%1 casts a creation spell at %2.").arg(name, at));
        step.log(QStringLiteral("cast"), casterId, tr("%1 casts %2 at %3.").arg(name, spell, at), true);
    } else {
        step.log(QStringLiteral("cast"), casterId, tr("%1 casts %2 at %3.").arg(name, spell, plan.target ? plan.target->body.name : at));
    }
}

// The roll to cast, then the target's saving roll where the spell has one: whether it works and what the
// caster pays.
struct CastRoll
{
    bool works = false;
    int stCost = 0;
    bool casterFalls = false;
};

CastRoll rollCasting(CombatStep& step, const EncounterFigure& caster, const CastPlan& plan)
{
    const CombatSpell& spell = plan.spell;
    const QString& casterId = caster.body.id;
    const int rangeDx = spell.isThrown() ? SpellCasting::thrownRangeDx(step.parameters(), caster.body.position, *plan.hex) : 0;
    // The rules' own affordability check sees the ST that pays (magical ST under the house rule).
    const int payingSt = plan.cost + step.parameters().minStAfterCasting;
    const SpellAttempt attempt = SpellCasting::attempt(step.roller(), step.parameters(), spell, plan.stPut, payingSt, caster.spellDx(), rangeDx,
                                                       plan.extraDx, {caster.body.name, tr("casts %1").arg(spell.name), false}, step.rollLog());
    step.log(QStringLiteral("cast"), casterId,
             attempt.works ? tr("Rolled %1 against %2: it works.").arg(attempt.toHit.roll.total).arg(attempt.adjustedDx)
                           : tr("Rolled %1 against %2: it fails.").arg(attempt.toHit.roll.total).arg(attempt.adjustedDx),
             plan.secret(), {{QStringLiteral("roll"), CombatStep::rollJson(attempt.toHit.roll)}, {QStringLiteral("rangeDx"), rangeDx}});
    if (plan.being && !attempt.works)
        step.log(QStringLiteral("cast"), casterId, tr("%1's spell fails.").arg(caster.body.name));
    CastRoll out{attempt.works, attempt.stCost, attempt.toHit.knockedDown};
    const EncounterFigure* target = plan.target;
    if (out.works && spell.hasSave() && target) {
        const ControlOutcome save = SpellCasting::controlSave(step.roller(), step.parameters(), spell, target->body.iq,
                                                              {target->body.name, tr("resists %1").arg(spell.name), false}, step.rollLog());
        out.stCost = save.stCost;
        out.works = save.controlled;
        step.log(QStringLiteral("save"), target->body.id,
                 save.controlled ? tr("%1 fails the saving roll (%2 against IQ %3).").arg(target->body.name).arg(save.save.total).arg(target->body.iq)
                                 : tr("%1 makes the saving roll (%2 against IQ %3) and shrugs it off.").arg(target->body.name).arg(save.save.total).arg(target->body.iq),
                 false, {{QStringLiteral("roll"), CombatStep::rollJson(save.save)}});
    }
    return out;
}

// Everyone within reach of the caster but the caster, friend or foe (l.599, l.629, l.665).
void applyAroundCaster(CombatStep& step, const EncounterFigure& caster, const CastPlan& plan)
{
    const CombatState& s = step.state();
    QStringList reached;
    for (const EncounterFigure* o : s.onMap()) {
        const int away = plan.radius ? step.parameters().megahexDistance(s.map.megahexes(), caster.body.position, o->body.position)
                                     : hexesBetween(caster.body, o->body);
        if (o->body.id != caster.body.id && away <= int(plan.radius ? *plan.radius : *plan.radiusHexes))
            reached.append(o->body.id);
    }
    for (const QString& other : reached)
        applyAround(step, plan.spell, plan.stPut, caster.body.id, other);
}

// What a spell that worked does: a creation, everyone around the caster, the target, a megahex, or a note
// for the GM at the hex. caster is the caster as it was when it cast.
bool applyWorkingSpell(CombatStep& step, const CastRequest& r, const EncounterFigure& caster, const CastPlan& plan, QString* e)
{
    const CombatSpell& spell = plan.spell;
    if (plan.creation)
        return create(step, spell, r, *plan.hex, caster, e);
    if (SpellSpecials::apply(step, spell, r, plan.stPut, caster))
        return true;
    if (plan.aroundCaster())
        applyAroundCaster(step, caster, plan);
    else if (plan.target)
        applyToFigure(step, spell, plan.stPut, caster.body.id, plan.target->body.id, plan.protection);
    else if (spell.isMegahexArea())
        applyToMegahex(step, spell, plan.stPut, caster.body.id, *plan.hex);
    else if (!SpellSideEffects::unmakeHex(step, spell, *plan.hex))
        step.log(QStringLiteral("effect"), caster.body.id, tr("%1 works at %2: the GM rules on its effect.").arg(spell.name, hexLabel(*plan.hex)));
    return true;
}

} // namespace

// A casting in order: the spell and what forbids it, where it goes, whether the caster may cast now, the log
// line, then a missile's flight, or the roll, the cost and the effect.
bool CombatActions::cast(qint64 id, const CastRequest& r, QString* error)
{
    return CombatStep::run(m_campaign, id, tr("Cast a spell"), [&](CombatStep& step, QString* e) {
        EncounterFigure* caster = step.figure(r.caster, e);
        if (!caster)
            return false;
        CastPlan plan;
        if (!lookUpSpell(step, r, *caster, plan, e) || !houseRulesAllow(step, *caster, plan, e) || !aimCast(step, r, *caster, plan, e)
            || !creationFits(step, r, *caster, plan, e) || !readyToCast(step, r, *caster, plan, e))
            return false;
        const QString casterId = caster->body.id;
        logCasting(step, *caster, plan);
        if (plan.spell.isMissile()) {
            if (!castMissile(step, plan.spell, r, *caster, *plan.hex, plan.extraDx, e))
                return false;
        } else {
            const CastRoll roll = rollCasting(step, *caster, plan);
            if (roll.casterFalls)
                caster->body.posture = Posture::Fallen;
            const EncounterFigure casterCopy = *caster;
            CombatEffects::spendSt(step, *caster, roll.stCost, plan.spell.name, plan.secret());
            if (roll.works && !applyWorkingSpell(step, r, casterCopy, plan, e))
                return false;
        }
        CombatEffects::afterHarm(step);
        finish(step, casterId);
        return true;
    }, error);
}

} // namespace hk
