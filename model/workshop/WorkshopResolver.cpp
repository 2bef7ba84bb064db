#include "workshop/WorkshopResolver.h"
#include "i18n/Translate.h"

#include "activities/ActivityRepository.h"
#include "alchemy/PotionStockRepository.h"
#include "campaign/CampaignDice.h"
#include "characters/CharacterRepository.h"
#include "labs/LabRepository.h"
#include "magic/ItemCreation.h"
#include "time/AdvanceContext.h"
#include "time/Calendar.h"
#include "treasury/Treasury.h"
#include "workshop/MagicItemRepository.h"
#include "workshop/WorkshopProjectData.h"
#include "workshop/WorkshopProjects.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>

#include <cmath>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::WorkshopResolver", text);
}

// One line of the project's history, with the keys every kind shares.
void addHistory(WorkshopProjectData& d, int day, const RollRecord* roll, int dice, int target, const QString& outcome, const QString& note)
{
    QJsonArray faces;
    if (roll) {
        for (int f : roll->faces)
            faces.append(f);
    }
    d.history.append(QJsonObject{{QStringLiteral("day"), day},
                                 {QStringLiteral("week"), d.weekNumber + 1},
                                 {QStringLiteral("roll"), faces},
                                 {QStringLiteral("total"), roll ? roll->total : 0},
                                 {QStringLiteral("dice"), roll ? dice : 0},
                                 {QStringLiteral("target"), roll ? target : 0},
                                 {QStringLiteral("outcome"), outcome},
                                 {QStringLiteral("note"), note}});
}

bool halt(AdvanceContext& ctx, Activity& a, WorkshopProjectData& d, HaltReason reason, const QString& message, QString* error)
{
    a.halt(reason);
    // The halted week is not worked: the next one falls a full week on, and resuming pushes it back by the
    // days the work stood still (as research does). Left due, a resume would work the lost week after all.
    d.nextWeekDay = ctx.day() + d.daysPerWeek;
    a.dueDay += d.daysPerWeek;
    d.haltedOn = ctx.day();
    addHistory(d, ctx.day(), nullptr, 0, 0, QStringLiteral("halted-") + haltReasonKey(reason), message);
    d.write(&a);
    return ActivityRepository(ctx.database()).update(a, error)
        && ctx.addEvent(QStringLiteral("workshop"), a.title, message,
                        {{QStringLiteral("activity"), a.id}, {QStringLiteral("reason"), haltReasonKey(reason)}}, false, error);
}

// The potion doses one week takes from the payer's stock, worked out before anything is written so that a
// week the stock or the purse cannot cover takes nothing.
struct PotionTake
{
    QList<QPair<qint64, int>> rows; // stock row, doses
    int doses = 0;
    int saved = 0;                  // what buying them would have cost
    QString missing;                // the first potion the stock cannot cover
};

// Oldest rows first; a fault the party has found keeps a row out of the recipe.
bool planPotions(AdvanceContext& ctx, qint64 holder, const WeeklyNeeds& needs, PotionTake* out, QString* error)
{
    QString e;
    const QList<PotionStock> held = PotionStockRepository(ctx.database()).list(holder, &e);
    if (!e.isEmpty()) {
        *error = e;
        return false;
    }
    QHash<qint64, int> left;
    for (const PotionStock& row : held)
        left.insert(row.id, row.doses);
    for (const IngredientNeed& need : needs.ingredients) {
        if (need.potion.isEmpty())
            continue;
        int wanted = int(std::ceil(need.quantity - 1e-9));
        for (const PotionStock& row : held) {
            if (wanted == 0)
                break;
            if (row.potion != need.potion || row.form != QLatin1String("dose") || (row.faulty && row.detected))
                continue;
            const int take = qMin(wanted, left.value(row.id));
            if (take > 0) {
                out->rows.append({row.id, take});
                left[row.id] -= take;
                wanted -= take;
            }
        }
        if (wanted > 0) {
            out->missing = need.name;
            return true;
        }
        out->doses += int(std::ceil(need.quantity - 1e-9));
        out->saved += int(std::lround(need.quantity * need.cost));
    }
    return true;
}

bool takePotions(AdvanceContext& ctx, const PotionTake& take, QString* error)
{
    PotionStockRepository stock(ctx.database());
    for (const auto& [id, doses] : take.rows) {
        PotionStock row;
        if (!stock.find(id, &row, error))
            return false;
        row.doses -= doses;
        if (!stock.update(row, error))
            return false;
    }
    return true;
}

ItemCreationPlan planOf(const WorkshopProjectData& d, const Ruleset& rules)
{
    ItemCreationOptions o;
    o.recipe = d.recipe;
    o.strength = d.strength;
    o.selfPoweredStPerTurn = d.selfPowered;
    o.itemHexes = d.hexes;
    o.position = d.position;
    o.teamWizards = d.teamWizards;
    o.checkLimits = false; // started already: the team's numbers are what matter now
    return ItemCreation(rules).plan(o);
}

} // namespace

bool WorkshopResolver::resolveDay(AdvanceContext& context, QString* error)
{
    const QList<Activity> projects = ActivityRepository(context.database()).activeDue(WorkshopProjects::Kind, context.day(), error);
    if (error && !error->isEmpty())
        return false;
    for (Activity a : projects) {
        if (WorkshopProjectData::read(a).nextWeekDay > context.day())
            continue;
        if (!resolveWeek(context, a, error))
            return false;
    }
    return true;
}

bool WorkshopResolver::resolveWeek(AdvanceContext& ctx, Activity& a, QString* error)
{
    CharacterRepository characters(ctx.database());
    WorkshopProjectData d = WorkshopProjectData::read(a);
    auto alive = [&](qint64 id, Character* c) {
        QString e;
        return characters.find(id, c, &e) && !c->archived && !d.dead.contains(id);
    };
    const int daysPerWeek = d.daysPerWeek;

    // The lead's death loses the unfinished spell.
    Character lead;
    if (!alive(a.characterId, &lead)) {
        a.status = ActivityStatus::Cancelled;
        a.endedDay = ctx.day();
        const QString message = tr("The lead wizard of “%1” is dead: the unfinished spell is lost.").arg(a.title);
        addHistory(d, ctx.day(), nullptr, 0, 0, QStringLiteral("lead-died"), message);
        d.write(&a);
        return ActivityRepository(ctx.database()).update(a, error)
            && ctx.addEvent(QStringLiteral("workshop"), a.title, message, {{QStringLiteral("activity"), a.id}}, false, error);
    }
    // A dead member must be replaced first.
    QList<Character> team{lead};
    for (qint64 id : d.team) {
        Character c;
        if (!alive(id, &c))
            return halt(ctx, a, d, HaltReason::Team,
                        tr("A wizard of “%1” (character %2) is dead or gone: the work halts until someone replaces him.")
                            .arg(a.title)
                            .arg(id),
                        error);
        team.append(c);
    }
    // Every wizard still needs his usable, attuned lab.
    LabRepository labs(ctx.database());
    for (const WizardLab& l : d.labs) {
        const qint64 labId = l.lab;
        Lab lab;
        QString e;
        if (!labs.find(labId, &lab, &e) || !lab.usable() || !labs.isAttuned(labId, l.wizard, &e))
            return halt(ctx, a, d, HaltReason::Lab,
                        tr("A laboratory of “%1” (lab %2) cannot be used: the work halts.").arg(a.title).arg(labId), error);
        // One user per lab per week: another activity booked into a team member's lab stops this one.
        const QList<qint64> others = labs.bookings(labId, a.id, &e);
        if (!e.isEmpty()) {
            *error = e;
            return false;
        }
        if (!others.isEmpty())
            return halt(ctx, a, d, HaltReason::Lab,
                        tr("Laboratory %1 of “%2” is taken by another activity this week: the work halts.").arg(labId).arg(a.title),
                        error);
    }

    // The week's wages and ingredients.
    const ItemCreationPlan plan = planOf(d, ctx.rules());
    if (!plan.ok()) {
        *error = tr("“%1” can no longer be planned: %2").arg(a.title, plan.problems.join(QLatin1Char(' ')));
        return false;
    }
    WeeklyNeeds needs = plan.workWeekNeeds.value(d.weeksMade);
    const qint64 payer = d.payer;
    PotionTake potions;
    if (d.potionsFromStock) {
        if (!planPotions(ctx, payer, needs, &potions, error))
            return false;
        if (!potions.missing.isEmpty())
            return halt(ctx, a, d, HaltReason::Ingredients,
                        tr("“%1” has run out of %2 for this week: the work halts until the stock is refilled and it is resumed.")
                            .arg(a.title, potions.missing),
                        error);
        needs.ingredientCost = qMax(0, needs.ingredientCost - potions.saved);
    }
    if (needs.total() > 0) {
        int shortBy = 0;
        const QString reason = tr("%1: %2 apprentices' wages and %3 of ingredients")
                                   .arg(a.title)
                                   .arg(needs.apprentices)
                                   .arg(Treasury::format(needs.ingredientCost));
        if (!Treasury::charge(ctx.database(), payer, ctx.day(), needs.total(), QStringLiteral("purchase"), reason, a.id, &shortBy, error)) {
            if (shortBy == 0)
                return false;
            return halt(ctx, a, d, HaltReason::Money,
                        tr("“%1” cannot pay this week's %2 (short by %3): the work halts until it is resumed.")
                            .arg(a.title, Treasury::format(needs.total()), Treasury::format(shortBy)),
                        error);
        }
    }
    // Paid for: only now do the doses leave the stock.
    if (!takePotions(ctx, potions, error))
        return false;

    // A break of a week or more: the next roll is on more dice until one is made.
    const ItemCreation creation(ctx.rules());
    if (!creation.parameters()) {
        *error = creation.parametersError();
        return false;
    }
    const ItemCreationParameters& rolls = *creation.parameters();
    const int weekStart = d.nextWeekDay - daysPerWeek;
    const int lastWorked = d.lastWorkedDay > 0 ? d.lastWorkedDay : a.startDay;
    if (weekStart - lastWorked >= Calendar::daysPerWeek)
        d.needsFourDice = true;

    QString outcome;
    QString note;
    int subWeeks = d.subWeeks;
    int weeksMade = d.weeksMade;
    bool away = false;
    for (const WizardAbsence& absence : d.away) {
        away = away || absence.days > rolls.maxDaysAwayPerWeek
            || (absence.inARow && absence.days > rolls.maxConsecutiveDaysAway);
    }
    RollRecord roll;
    int dice = 0;
    int target = 0;
    if (away) {
        outcome = QStringLiteral("absent");
        note = tr("A wizard was away from his lab too long: the week's work is lost.");
    } else if (++subWeeks < plan.rollEvery) {
        outcome = QStringLiteral("worked");
        note = tr("Week %1 of %2 before the next roll.").arg(subWeeks).arg(plan.rollEvery);
    } else {
        subWeeks = 0;
        const Character* roller = &team.first();
        for (const Character& c : team) {
            if (c.dx > roller->dx)
                roller = &c;
        }
        dice = d.needsFourDice ? rolls.resumeDice : rolls.weeklyDice;
        target = roller->dx + d.charm;
        roll = ctx.dice().rollAgainst(dice, target, {roller->name, tr("Workshop week: %1").arg(a.title), false});
        if (dice == rolls.weeklyDice && roll.total >= rolls.ruinTotal) {
            outcome = QStringLiteral("ruined");
            weeksMade = 0;
            note = tr("%1 rolled %2: the spell is ruined and starts over; the item keeps its earlier spells.")
                       .arg(roller->name)
                       .arg(roll.total);
        } else if (roll.success.value_or(false)) {
            outcome = QStringLiteral("made");
            ++weeksMade;
            d.needsFourDice = false;
            note = tr("%1 made the roll (%2 on %3 dice against %4).").arg(roller->name).arg(roll.total).arg(dice).arg(target);
        } else {
            outcome = QStringLiteral("missed");
            note = tr("%1 missed the roll (%2 on %3 dice against %4): the week is lost.").arg(roller->name).arg(roll.total).arg(dice).arg(target);
        }
    }
    if (potions.doses > 0)
        note += QLatin1Char(' ')
            + QCoreApplication::translate("hk::WorkshopResolver", "%n potion dose(s) came from the stock.", nullptr, potions.doses);
    addHistory(d, ctx.day(), dice ? &roll : nullptr, dice, target, outcome, note);
    d.subWeeks = subWeeks;
    d.weeksMade = weeksMade;
    d.weekNumber += 1;
    d.lastWorkedDay = ctx.day();
    d.nextWeekDay += daysPerWeek;
    d.away.clear();
    const int remaining = (plan.workWeeks - weeksMade) * plan.rollEvery - subWeeks;
    a.dueDay = ctx.day() + remaining * daysPerWeek;
    const QString message = tr("%1, week %2: %3 (%4/%5 weeks).")
                                .arg(a.title)
                                .arg(d.weekNumber)
                                .arg(note)
                                .arg(weeksMade)
                                .arg(plan.workWeeks);
    if (!ctx.addEvent(QStringLiteral("workshop"), lead.name, message,
                      {{QStringLiteral("activity"), a.id},
                       {QStringLiteral("outcome"), outcome},
                       {QStringLiteral("total"), roll.total},
                       {QStringLiteral("potionDoses"), potions.doses}},
                      false,
                      error))
        return false;
    if (weeksMade >= plan.workWeeks)
        return complete(ctx, a, d, error);
    d.write(&a);
    return ActivityRepository(ctx.database()).update(a, error);
}

bool WorkshopResolver::complete(AdvanceContext& ctx, Activity& a, WorkshopProjectData& d, QString* error)
{
    MagicItemRepository items(ctx.database());
    const qint64 itemId = d.item;
    MagicItem item;
    if (itemId > 0) {
        if (!items.find(itemId, &item, error))
            return false;
    } else {
        item.name = d.itemName;
        item.baseValue = d.baseValue;
        item.value = item.baseValue;
        item.ownerId = d.payer;
        item.madeDay = ctx.day();
        item.activityId = a.id;
    }
    const int position = int(item.spells.size()) + 1;
    const ItemValueStep step = ItemCreation::addSpell(item.value, position, d.surchargePercent, d.spellValue);
    if (mergeIntoEarlier(ctx, d, step, &item)) {
        item.value = step.total;
        if (!items.update(item, error))
            return false;
        return finish(ctx, a, d, item, error);
    }
    item.spells.append(QJsonObject{{QStringLiteral("recipe"), d.recipe},
                                   {QStringLiteral("label"), d.recipeName},
                                   {QStringLiteral("position"), position},
                                   {QStringLiteral("strength"), d.strength},
                                   {QStringLiteral("value"), step.spellValue},
                                   {QStringLiteral("surchargePercent"), step.surchargePercent},
                                   {QStringLiteral("day"), ctx.day()},
                                   {QStringLiteral("activity"), a.id}});
    item.value = step.total;
    if (itemId > 0) {
        if (!items.update(item, error))
            return false;
    } else {
        item.id = items.insert(item, error);
        if (!item.id)
            return false;
        d.item = item.id;
    }
    return finish(ctx, a, d, item, error);
}

// An enchantment of a kind that merges (l.1326: a lens's language, Curse, attribute raisers and lowerers,
// weapon/armour bonuses, ST batteries) joins the earlier one on the item: its strength grows and it takes no
// new spell slot. It was priced at the next place on the item, which is why adding later costs more.
bool WorkshopResolver::mergeIntoEarlier(AdvanceContext& ctx, const WorkshopProjectData& d, const ItemValueStep& step, MagicItem* item)
{
    const ItemCreation rules(ctx.rules());
    const QString group = rules.mergeGroup(d.recipe);
    if (group.isEmpty())
        return false;
    for (qsizetype i = 0; i < item->spells.size(); ++i) {
        QJsonObject earlier = item->spells.at(i).toObject();
        const QString recipe = earlier.value(QLatin1String("recipe")).toString();
        if (rules.mergeGroup(recipe) != group)
            continue;
        earlier.insert(QStringLiteral("strength"), rules.amountOf(recipe, earlier.value(QLatin1String("strength")).toInt())
                                                       + rules.amountOf(d.recipe, d.strength));
        earlier.insert(QStringLiteral("value"), earlier.value(QLatin1String("value")).toInt() + step.spellValue);
        QJsonArray merged = earlier.value(QLatin1String("merged")).toArray();
        merged.append(QJsonObject{{QStringLiteral("recipe"), d.recipe}, {QStringLiteral("strength"), d.strength},
                                  {QStringLiteral("day"), ctx.day()}});
        earlier.insert(QStringLiteral("merged"), merged);
        item->spells[i] = earlier;
        return true;
    }
    return false;
}

bool WorkshopResolver::finish(AdvanceContext& ctx, Activity& a, WorkshopProjectData& d, const MagicItem& item, QString* error)
{
    a.status = ActivityStatus::Done;
    a.endedDay = ctx.day();
    d.valueAfter = item.value;
    d.write(&a);
    return ActivityRepository(ctx.database()).update(a, error)
        && ctx.addEvent(QStringLiteral("workshop"), item.name,
                        QCoreApplication::translate("hk::WorkshopResolver", "%1 is finished: %2 now holds %n spell(s) and is worth %3.",
                                                    nullptr, int(item.spells.size()))
                            .arg(a.title, item.name, Treasury::format(item.value)),
                        {{QStringLiteral("activity"), a.id}, {QStringLiteral("item"), item.id}, {QStringLiteral("value"), item.value}}, false,
                        error);
}

} // namespace hk
