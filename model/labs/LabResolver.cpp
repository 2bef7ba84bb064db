#include "labs/LabResolver.h"
#include "i18n/Translate.h"

#include "activities/ActivityRepository.h"
#include "activities/SharedActivityData.h"
#include "campaign/CampaignDice.h"
#include "characters/CharacterRepository.h"
#include "characters/CharacterRules.h"
#include "dice/Rolls.h"
#include "labs/AttunementData.h"
#include "labs/LabRepository.h"
#include "labs/Labs.h"
#include "packages/Ruleset.h"
#include "time/AdvanceContext.h"
#include "time/Calendar.h"
#include "treasury/Treasury.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::LabResolver", text);
}

QJsonArray faces(const QList<int>& list)
{
    QJsonArray out;
    for (int f : list)
        out.append(f);
    return out;
}

// Whether an owned lab of this type costs upkeep in a week nobody works in it.
bool upkeepEveryWeek(const Ruleset& rules, const Lab& lab)
{
    const QJsonObject when = rules.parameter(QStringLiteral("lab-upkeep-when")).toObject();
    const QString key = lab.tenure == LabTenure::Rented ? QStringLiteral("rented") : lab.labType;
    return when.value(key).toString(QStringLiteral("every-week")) == QLatin1String("every-week");
}

} // namespace

bool LabResolver::resolveDay(AdvanceContext& context, QString* error)
{
    LabRepository labs(context.database());
    const QList<Lab> all = labs.dueOn(context.day(), error);
    if (error && !error->isEmpty())
        return false;
    for (Lab lab : all) {
        if (lab.status == LabStatus::Building && lab.data.value(QLatin1String("readyDay")).toInt() <= context.day()) {
            if (!finishBuilding(context, lab, error))
                return false;
            continue;
        }
        if (lab.status == LabStatus::Ready && lab.nextChargeDay > 0 && lab.nextChargeDay <= context.day()
            && !charge(context, lab, error))
            return false;
    }
    return resolveAttunements(context, error);
}

bool LabResolver::finishBuilding(AdvanceContext& context, Lab& lab, QString* error)
{
    lab.status = LabStatus::Ready;
    lab.tenure = LabTenure::Owned;
    lab.nextChargeDay = context.day() + Calendar::daysPerWeek;
    lab.data.insert(QStringLiteral("builtOn"), context.day());
    return LabRepository(context.database()).update(lab, error)
        && context.addEvent(QStringLiteral("lab"), lab.name, tr("%1 is assembled and ready for work.").arg(lab.name),
                            {{QStringLiteral("lab"), lab.id}}, false, error);
}

// A lab that costs only in the weeks it is used and that nobody uses now stays unused to the advance's end: an
// advance starts and resumes no work (only the GM does). Its free weeks are stepped here, one a day as the days
// resolve would step them, so the schedule ends where it always did and the lab's row is written once.
void LabResolver::skipIdleWeeks(const AdvanceContext& context, Lab* lab)
{
    for (int day = context.day() + 1; day <= context.toDay(); ++day) {
        if (lab->nextChargeDay <= day)
            lab->nextChargeDay += Calendar::daysPerWeek;
    }
}

bool LabResolver::charge(AdvanceContext& context, Lab& lab, QString* error)
{
    LabRepository labs(context.database());
    const bool rented = lab.tenure == LabTenure::Rented;
    // Whether anyone works in it this week matters only to a lab that costs upkeep in the weeks it is used.
    const bool everyWeek = rented || upkeepEveryWeek(context.rules(), lab);
    const bool inUse = !everyWeek && labs.inUse(lab.id, error);
    if (error && !error->isEmpty())
        return false;
    const int amount = everyWeek || inUse ? Labs::weeklyCost(lab) : 0;
    lab.nextChargeDay += Calendar::daysPerWeek;
    // Most weeks only the schedule moves: the lab's data is written only when it changes.
    if (amount <= 0) {
        if (!everyWeek)
            skipIdleWeeks(context, &lab);
        return labs.moveSchedule(lab.id, lab.nextChargeDay, error);
    }
    const QString kind = rented ? QStringLiteral("rent") : QStringLiteral("upkeep");
    const QString reason = rented ? tr("Rent and supplies: %1").arg(lab.name) : tr("Upkeep: %1").arg(lab.name);
    int shortBy = 0;
    qint64 row = 0;
    if (Treasury::charge(context, lab.ownerId, amount, kind, reason, 0, &shortBy, error, &row)) {
        context.noteLabCharge(row, lab.id);
        if (!lab.data.contains(QLatin1String("unpaidSince")))
            return labs.moveSchedule(lab.id, lab.nextChargeDay, error);
        lab.data.remove(QStringLiteral("unpaidSince"));
        return labs.updateSchedule(lab, error);
    }
    if (shortBy == 0)
        return false;
    QString message;
    if (rented) {
        lab.status = LabStatus::Closed;
        lab.nextChargeDay = 0;
        lab.data.insert(QStringLiteral("lapsedOn"), context.day());
        message = tr("The week's rent for %1 (%2) cannot be paid (short by %3): the rental lapses and its work halts.")
                      .arg(lab.name, Treasury::format(amount), Treasury::format(shortBy));
    } else {
        if (!lab.data.contains(QLatin1String("unpaidSince")))
            lab.data.insert(QStringLiteral("unpaidSince"), context.day());
        message = tr("The week's upkeep for %1 (%2) cannot be paid (short by %3): work in it halts until it is resumed.")
                      .arg(lab.name, Treasury::format(amount), Treasury::format(shortBy));
    }
    return labs.update(lab, error) && haltBookings(context, lab, error)
        && context.addEvent(QStringLiteral("money"), lab.name, message,
                            {{QStringLiteral("lab"), lab.id}, {QStringLiteral("shortBy"), shortBy}, {QStringLiteral("amount"), amount}}, false,
                            error);
}

bool LabResolver::haltBookings(AdvanceContext& context, const Lab& lab, QString* error)
{
    ActivityRepository activities(context.database());
    for (qint64 id : LabRepository(context.database()).bookings(lab.id, 0, error)) {
        Activity a;
        if (!activities.find(id, &a, error))
            return false;
        if (a.status != ActivityStatus::Active)
            continue;
        a.status = ActivityStatus::Halted;
        a.haltReason = HaltReason::Money;
        SharedActivityData shared = SharedActivityData::read(a);
        shared.haltedOn = context.day();
        shared.write(&a);
        Character worker;
        if (!CharacterRepository(context.database()).find(a.characterId, &worker, error))
            return false;
        if (!activities.update(a, error)
            || !context.addEvent(a.kind, worker.name, tr("%1 halts: %2 cannot be paid for.").arg(a.title, lab.name),
                                 {{QStringLiteral("activity"), a.id}, {QStringLiteral("lab"), lab.id},
                                  {QStringLiteral("haltReason"), QStringLiteral("money")}},
                                 false, error))
            return false;
    }
    return !error || error->isEmpty();
}

bool LabResolver::resolveAttunements(AdvanceContext& context, QString* error)
{
    ActivityRepository activities(context.database());
    LabRepository labs(context.database());
    CharacterRepository characters(context.database());
    const QList<Activity> active = activities.activeDue(Labs::AttunementKind, context.day(), error);
    if (error && !error->isEmpty())
        return false;
    for (Activity a : active) {
        AttunementData d = AttunementData::read(a);
        if (d.nextRollDay > context.day())
            continue;
        Character c;
        Lab lab;
        if (!characters.find(a.characterId, &c, error) || !labs.find(d.lab, &lab, error))
            return false;
        const int dice = d.dice;
        const int target = CharacterRules(context.rules()).derive(c).adjustedDx;
        const RollRecord roll = Rolls::against(context.dice().roller(), dice, target, nullptr,
                                               {c.name, tr("attuning %1").arg(lab.name), false}, &context.dice());
        const bool made = roll.success.value_or(false) && lab.usable();
        a.status = made ? ActivityStatus::Done : ActivityStatus::Cancelled;
        a.endedDay = context.day();
        QString note;
        if (!lab.usable())
            note = tr("%1 cannot be used (%2)").arg(lab.name, lab.damage > 0 ? tr("damaged") : labStatusKey(lab.status));
        d.history.append(QJsonObject{{QStringLiteral("day"), context.day()}, {QStringLiteral("week"), 1},
                                     {QStringLiteral("roll"), faces(roll.faces)}, {QStringLiteral("total"), roll.total},
                                     {QStringLiteral("dice"), int(roll.faces.size())}, {QStringLiteral("target"), target},
                                     {QStringLiteral("outcome"), made ? QStringLiteral("attuned") : QStringLiteral("failed")},
                                     {QStringLiteral("note"), note}});
        d.outcome = made ? QStringLiteral("attuned") : QStringLiteral("failed");
        d.write(&a);
        if (!activities.update(a, error))
            return false;
        if (made && !labs.setAttuned(lab.id, c.id, context.day(), error))
            return false;
        const QString message = made
            ? tr("%1 is now attuned to %2 (rolled %3 against DX %4).").arg(lab.name, c.name).arg(roll.total).arg(target)
            : tr("%1 fails to attune %2 (rolled %3 against DX %4): the week and the %5 ST spent are lost.")
                  .arg(c.name, lab.name).arg(roll.total).arg(target).arg(d.stSpent);
        if (!context.addEvent(QStringLiteral("lab"), c.name, message,
                              {{QStringLiteral("activity"), a.id}, {QStringLiteral("lab"), lab.id}, {QStringLiteral("character"), c.id},
                               {QStringLiteral("total"), roll.total}, {QStringLiteral("attuned"), made}},
                              false, error))
            return false;
    }
    return true;
}

} // namespace hk
