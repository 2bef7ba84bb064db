// WorkshopResolver's project week, step by step as the book orders it: the team, the laboratories, the
// week's wages and ingredients, the roll (or the week lost to an absence), and the record of the week.
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
#include "workshop/WorkshopProjectData.h"

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

ItemCreationPlan planOf(const WorkshopProjectData& d, const ItemCreation& creation)
{
    ItemCreationOptions o;
    o.recipe = d.recipe;
    o.strength = d.strength;
    o.selfPoweredStPerTurn = d.selfPowered;
    o.itemHexes = d.hexes;
    o.position = d.position;
    o.teamWizards = d.teamWizards;
    o.checkLimits = false; // started already: the team's numbers are what matter now
    return creation.plan(o);
}

} // namespace

// What one project week came to: its outcome, the words for it, and the roll if one was made.
struct WorkshopResolver::Week
{
    QString outcome;
    QString note;
    int subWeeks = 0;
    int weeksMade = 0;
    RollRecord roll;
    int dice = 0;
    int target = 0;
    int potionDoses = 0;
};

bool WorkshopResolver::resolveWeek(AdvanceContext& ctx, const ItemCreation& creation, Activity& a, WorkshopProjectData& d,
                                   QString* error)
{
    QList<Character> team;
    if (const WeekEnd end = checkTeam(ctx, a, d, &team, error))
        return *end;
    if (const WeekEnd end = checkLabs(ctx, a, d, error))
        return *end;
    const ItemCreationPlan plan = planOf(d, creation);
    if (!plan.ok()) {
        *error = tr("“%1” can no longer be planned: %2").arg(a.title, plan.problems.join(QLatin1Char(' ')));
        return false;
    }
    Week week;
    if (const WeekEnd end = payTheWeek(ctx, a, d, plan, &week.potionDoses, error))
        return *end;
    if (!creation.parameters()) {
        *error = creation.parametersError();
        return false;
    }
    rollTheWeek(ctx, a, *creation.parameters(), plan, team, &d, &week);
    return recordTheWeek(ctx, a, d, plan, team.first(), week, error);
}

WorkshopResolver::WeekEnd WorkshopResolver::checkTeam(AdvanceContext& ctx, Activity& a, WorkshopProjectData& d, QList<Character>* team,
                                                      QString* error)
{
    CharacterRepository characters(ctx.database());
    auto alive = [&](qint64 id, Character* c) {
        QString e;
        return characters.find(id, c, &e) && !c->archived && !d.dead.contains(id);
    };
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
    team->append(lead);
    for (qint64 id : d.team) {
        Character c;
        if (!alive(id, &c))
            return halt(ctx, a, d, HaltReason::Team,
                        tr("A wizard of “%1” (character %2) is dead or gone: the work halts until someone replaces him.")
                            .arg(a.title)
                            .arg(id),
                        error);
        team->append(c);
    }
    return std::nullopt;
}

WorkshopResolver::WeekEnd WorkshopResolver::checkLabs(AdvanceContext& ctx, Activity& a, WorkshopProjectData& d, QString* error)
{
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
    return std::nullopt;
}

WorkshopResolver::WeekEnd WorkshopResolver::payTheWeek(AdvanceContext& ctx, Activity& a, WorkshopProjectData& d,
                                                       const ItemCreationPlan& plan, int* potionDoses, QString* error)
{
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
        if (!Treasury::charge(ctx, payer, needs.total(), QStringLiteral("purchase"), reason, a.id, &shortBy, error)) {
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
    *potionDoses = potions.doses;
    return std::nullopt;
}

void WorkshopResolver::rollTheWeek(AdvanceContext& ctx, const Activity& a, const ItemCreationParameters& rolls, const ItemCreationPlan& plan,
                                   const QList<Character>& team, WorkshopProjectData* d, Week* w)
{
    // A break of a week or more: the next roll is on more dice until one is made.
    const int weekStart = d->nextWeekDay - d->daysPerWeek;
    const int lastWorked = d->lastWorkedDay > 0 ? d->lastWorkedDay : a.startDay;
    if (weekStart - lastWorked >= Calendar::daysPerWeek)
        d->needsFourDice = true;
    w->subWeeks = d->subWeeks;
    w->weeksMade = d->weeksMade;
    bool away = false;
    for (const WizardAbsence& absence : d->away) {
        away = away || absence.days > rolls.maxDaysAwayPerWeek
            || (absence.inARow && absence.days > rolls.maxConsecutiveDaysAway);
    }
    if (away) {
        w->outcome = QStringLiteral("absent");
        w->note = tr("A wizard was away from his lab too long: the week's work is lost.");
        return;
    }
    if (++w->subWeeks < plan.rollEvery) {
        w->outcome = QStringLiteral("worked");
        w->note = tr("Week %1 of %2 before the next roll.").arg(w->subWeeks).arg(plan.rollEvery);
        return;
    }
    w->subWeeks = 0;
    const Character* roller = &team.first();
    for (const Character& c : team) {
        if (c.dx > roller->dx)
            roller = &c;
    }
    w->dice = d->needsFourDice ? rolls.resumeDice : rolls.weeklyDice;
    w->target = roller->dx + d->charm;
    w->roll = ctx.dice().rollAgainst(w->dice, w->target, {roller->name, tr("Workshop week: %1").arg(a.title), false});
    if (w->dice == rolls.weeklyDice && w->roll.total >= rolls.ruinTotal) {
        w->outcome = QStringLiteral("ruined");
        w->weeksMade = 0;
        w->note = tr("%1 rolled %2: the spell is ruined and starts over; the item keeps its earlier spells.")
                      .arg(roller->name)
                      .arg(w->roll.total);
    } else if (w->roll.success.value_or(false)) {
        w->outcome = QStringLiteral("made");
        ++w->weeksMade;
        d->needsFourDice = false;
        w->note = tr("%1 made the roll (%2 on %3 dice against %4).").arg(roller->name).arg(w->roll.total).arg(w->dice).arg(w->target);
    } else {
        w->outcome = QStringLiteral("missed");
        w->note = tr("%1 missed the roll (%2 on %3 dice against %4): the week is lost.")
                      .arg(roller->name)
                      .arg(w->roll.total)
                      .arg(w->dice)
                      .arg(w->target);
    }
}

bool WorkshopResolver::recordTheWeek(AdvanceContext& ctx, Activity& a, WorkshopProjectData& d, const ItemCreationPlan& plan,
                                     const Character& lead, Week w, QString* error)
{
    const int daysPerWeek = d.daysPerWeek;
    if (w.potionDoses > 0)
        w.note += QLatin1Char(' ')
            + QCoreApplication::translate("hk::WorkshopResolver", "%n potion dose(s) came from the stock.", nullptr, w.potionDoses);
    addHistory(d, ctx.day(), w.dice ? &w.roll : nullptr, w.dice, w.target, w.outcome, w.note);
    d.subWeeks = w.subWeeks;
    d.weeksMade = w.weeksMade;
    d.weekNumber += 1;
    d.lastWorkedDay = ctx.day();
    d.nextWeekDay += daysPerWeek;
    d.away.clear();
    const int remaining = (plan.workWeeks - w.weeksMade) * plan.rollEvery - w.subWeeks;
    a.dueDay = ctx.day() + remaining * daysPerWeek;
    const QString message = tr("%1, week %2: %3 (%4/%5 weeks).")
                                .arg(a.title)
                                .arg(d.weekNumber)
                                .arg(w.note)
                                .arg(w.weeksMade)
                                .arg(plan.workWeeks);
    if (!ctx.addEvent(QStringLiteral("workshop"), lead.name, message,
                      {{QStringLiteral("activity"), a.id},
                       {QStringLiteral("outcome"), w.outcome},
                       {QStringLiteral("total"), w.roll.total},
                       {QStringLiteral("potionDoses"), w.potionDoses}},
                      false,
                      error))
        return false;
    if (w.weeksMade >= plan.workWeeks)
        return complete(ctx, a, d, error);
    d.write(&a);
    return ActivityRepository(ctx.database()).update(a, error);
}

} // namespace hk
