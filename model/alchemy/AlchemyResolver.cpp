#include "alchemy/AlchemyResolver.h"
#include "i18n/Translate.h"

#include "activities/ActivityRepository.h"
#include "alchemy/Alchemy.h"
#include "alchemy/PotionStockRepository.h"
#include "campaign/CampaignDice.h"
#include "characters/CharacterRepository.h"
#include "characters/CharacterRules.h"
#include "labs/LabRepository.h"
#include "labs/Labs.h"
#include "time/AdvanceContext.h"
#include "time/Calendar.h"
#include "treasury/Treasury.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::AlchemyResolver", text);
}

QJsonArray faces(const QList<int>& list)
{
    QJsonArray out;
    for (int f : list)
        out.append(f);
    return out;
}

void addHistory(BatchData& d, const QJsonObject& entry)
{
    d.history.append(entry);
}

// A week that went on (made, or secretly faulty): the GM's entry with the roll, and the players' entry that
// says only that the work went on, so a faulty week looks like any other to them.
void addWeek(BatchData& d, QJsonObject gmEntry)
{
    gmEntry.insert(QStringLiteral("gmOnly"), true);
    addHistory(d, gmEntry);
    addHistory(d, {{QStringLiteral("day"), gmEntry.value(QLatin1String("day"))}, {QStringLiteral("week"), gmEntry.value(QLatin1String("week"))},
                   {QStringLiteral("outcome"), QStringLiteral("made")},
                   {QStringLiteral("note"), QCoreApplication::translate("hk::AlchemyResolver", "rolled by the GM")},
                   {QStringLiteral("playerOnly"), true}});
}

QJsonObject eventData(const Activity& a, const BatchData& d)
{
    return {{QStringLiteral("activity"), a.id}, {QStringLiteral("character"), a.characterId}, {QStringLiteral("potion"), d.potion}};
}

} // namespace

bool AlchemyResolver::resolveDay(AdvanceContext& context, QString* error)
{
    ActivityRepository activities(context.database());
    const QList<Activity> active = activities.activeDue(Alchemy::Kind, context.day(), error);
    if (error && !error->isEmpty())
        return false;
    for (Activity a : active) {
        BatchData d = BatchData::read(a);
        if (d.nextRollDay > context.day())
            continue;
        if (!rollWeek(context, a, d, error))
            return false;
        d.write(&a);
        if (!activities.update(a, error))
            return false;
    }
    return true;
}

bool AlchemyResolver::rollWeek(AdvanceContext& context, Activity& a, BatchData& d, QString* error)
{
    Character maker;
    if (!CharacterRepository(context.database()).find(a.characterId, &maker, error))
        return false;
    const PotionRules rules(context.rules());
    if (!rules.available(error))
        return false;
    const PotionRecipe recipe = rules.recipe(d.potion);
    if (const WeekEnd end = checkMakerAndLab(context, a, d, maker, recipe, error))
        return *end;
    const int week = d.weeksDone + 1;
    const int target = CharacterRules(context.rules()).derive(maker).adjustedDx;
    // The GM rolls for the maker; the roll is the GM's, since a faulty total must stay secret.
    const RollRecord roll = context.dice().roll(QStringLiteral("%1d6").arg(rules.rollDice()),
                                                {maker.name, tr("brewing week %1: %2").arg(week).arg(a.title), true});
    const BrewOutcome outcome = rules.classify(roll.total, target);
    const QJsonObject entry{{QStringLiteral("day"), context.day()}, {QStringLiteral("week"), week},
                            {QStringLiteral("roll"), faces(roll.faces)}, {QStringLiteral("total"), roll.total},
                            {QStringLiteral("dice"), int(roll.faces.size())}, {QStringLiteral("target"), target},
                            {QStringLiteral("outcome"), PotionRules::outcomeKey(outcome)}};
    d.lastWorkedDay = context.day();
    switch (outcome) {
    case BrewOutcome::Missed:
        return ruinBatch(context, a, d, maker, entry, error);
    case BrewOutcome::Explosion: {
        QString note;
        if (!explode(context, a, d, maker, &note, error))
            return false;
        QJsonObject e = entry;
        e.insert(QStringLiteral("note"), note);
        addHistory(d, e);
        return true;
    }
    case BrewOutcome::Faulty:
        if (!spoilInSecret(context, a, d, maker, entry, error))
            return false;
        break;
    case BrewOutcome::Made:
        addWeek(d, entry);
        // The GM sees the roll; the players only hear that the work goes on (below or when it finishes).
        if (!context.addEvent(Alchemy::Kind, maker.name,
                              tr("%1, week %2: the roll is made (%3 against DX %4).").arg(a.title).arg(week).arg(roll.total).arg(target),
                              eventData(a, d), true, error))
            return false;
        break;
    }
    return goOn(context, a, d, maker, recipe, error);
}

AlchemyResolver::WeekEnd AlchemyResolver::checkMakerAndLab(AdvanceContext& context, Activity& a, BatchData& d, const Character& maker,
                                                           const PotionRecipe& recipe, QString* error)
{
    const int week = d.weeksDone + 1;
    // The lab must still be fit to work in (not damaged, not lapsed, still attuned).
    LabRepository labs(context.database());
    Lab lab;
    if (!labs.find(d.lab, &lab, error))
        return false;
    if (maker.archived) {
        a.status = ActivityStatus::Blocked;
        a.endedDay = context.day();
        addHistory(d, {{QStringLiteral("day"), context.day()}, {QStringLiteral("week"), week},
                       {QStringLiteral("outcome"), QStringLiteral("blocked")}, {QStringLiteral("note"), tr("the maker is gone")}});
        return context.addEvent(Alchemy::Kind, maker.name, tr("%1 stops: %2 is no longer in the roster.").arg(a.title, maker.name),
                                eventData(a, d), false, error);
    }
    const bool attunes = Labs::offer(context.rules(), lab.labType).attunes;
    if (!lab.usable() || (attunes && !labs.isAttuned(lab.id, maker.id, error)) || !recipe.valid) {
        const QString why = !recipe.valid ? tr("the rules no longer know this potion")
                          : !lab.usable() ? tr("%1 cannot be used").arg(lab.name)
                                          : tr("%1 is not attuned to %2").arg(lab.name, maker.name);
        a.status = ActivityStatus::Halted;
        a.haltReason = HaltReason::Lab;
        d.haltedOn = context.day();
        addHistory(d, {{QStringLiteral("day"), context.day()}, {QStringLiteral("week"), week},
                       {QStringLiteral("outcome"), QStringLiteral("halted")}, {QStringLiteral("note"), why}});
        return context.addEvent(Alchemy::Kind, maker.name, tr("%1 halts: %2.").arg(a.title, why), eventData(a, d), false, error);
    }
    return std::nullopt;
}

bool AlchemyResolver::ruinBatch(AdvanceContext& context, Activity& a, BatchData& d, const Character& maker, const QJsonObject& entry,
                                QString* error)
{
    QJsonObject e = entry;
    e.insert(QStringLiteral("note"), tr("batch and ingredients ruined"));
    addHistory(d, e);
    a.status = ActivityStatus::Cancelled;
    a.endedDay = context.day();
    d.outcome = QStringLiteral("ruined");
    QJsonObject data = eventData(a, d);
    data.insert(QStringLiteral("outcome"), QStringLiteral("ruined"));
    return context.addEvent(Alchemy::Kind, maker.name,
                            tr("%1, week %2: the roll is missed (%3 against DX %4); the batch and its ingredients are ruined.")
                                .arg(a.title)
                                .arg(entry.value(QLatin1String("week")).toInt())
                                .arg(entry.value(QLatin1String("total")).toInt())
                                .arg(entry.value(QLatin1String("target")).toInt()),
                            data, false, error);
}

bool AlchemyResolver::spoilInSecret(AdvanceContext& context, Activity& a, BatchData& d, const Character& maker, const QJsonObject& entry,
                                    QString* error)
{
    d.gm.faulty = true;
    if (d.gm.faultyEffect.isEmpty()) {
        const QStringList effects = PotionRules(context.rules()).faultyEffects();
        const RollRecord pick = context.dice().roll(QStringLiteral("1d6"), {maker.name, tr("what is wrong with %1").arg(a.title), true});
        d.gm.faultyEffect = effects.value((pick.total - 1) * effects.size() / 6);
    }
    QJsonObject secret = entry;
    secret.insert(QStringLiteral("note"), tr("faulty: %1").arg(d.gm.faultyEffect));
    addWeek(d, secret);
    return context.addEvent(Alchemy::Kind, maker.name,
                            tr("%1, week %2: a %3 — the batch will be faulty (%4). Only the GM knows.")
                                .arg(a.title)
                                .arg(entry.value(QLatin1String("week")).toInt())
                                .arg(entry.value(QLatin1String("total")).toInt())
                                .arg(d.gm.faultyEffect),
                            eventData(a, d), true, error);
}

bool AlchemyResolver::goOn(AdvanceContext& context, Activity& a, BatchData& d, const Character& maker, const PotionRecipe& recipe,
                           QString* error)
{
    const int week = d.weeksDone + 1;
    d.weeksDone = week;
    if (week >= d.weeks)
        return finish(context, a, d, maker, recipe, error);
    d.nextRollDay = context.day() + Calendar::daysPerWeek;
    // The players hear only that the work goes on: a faulty week must look like any other.
    return context.addEvent(Alchemy::Kind, maker.name,
                            tr("%1, week %2 of %3: the work goes on.").arg(a.title).arg(week).arg(d.weeks),
                            eventData(a, d), false, error);
}

bool AlchemyResolver::explode(AdvanceContext& context, Activity& a, BatchData& d, Character& maker, QString* note, QString* error)
{
    const PotionRules rules(context.rules());
    LabRepository labs(context.database());
    Lab lab;
    if (!labs.find(d.lab, &lab, error))
        return false;
    const RollRecord hits = context.dice().roll(rules.explosionMakerDamage(), {maker.name, tr("potion explosion: hits"), false});
    const RollRecord damage = context.dice().roll(rules.explosionLabDamageDice(), {maker.name, tr("potion explosion: damage to the lab"), false});
    const int dollars = damage.total * rules.explosionLabDamagePerPoint();
    maker.wounds += hits.total;
    lab.damage += dollars;
    if (!CharacterRepository(context.database()).update(maker, error) || !labs.update(lab, error))
        return false;
    a.status = ActivityStatus::Cancelled;
    a.endedDay = context.day();
    d.outcome = QStringLiteral("exploded");
    *note = tr("explosion: %1 hits to %2, %3 to %4").arg(hits.total).arg(maker.name, Treasury::format(dollars), lab.name);
    QJsonObject data = eventData(a, d);
    data.insert(QStringLiteral("outcome"), QStringLiteral("exploded"));
    data.insert(QStringLiteral("hits"), hits.total);
    data.insert(QStringLiteral("labDamage"), dollars);
    data.insert(QStringLiteral("lab"), lab.id);
    return context.addEvent(Alchemy::Kind, maker.name,
                            tr("%1 explodes! %2 takes %3 hits (ST now %4) and %5 suffers %6 of damage; it cannot be used until "
                               "repaired. The batch is lost.")
                                .arg(a.title, maker.name).arg(hits.total).arg(maker.currentSt()).arg(lab.name, Treasury::format(dollars)),
                            data, false, error);
}

bool AlchemyResolver::finish(AdvanceContext& context, Activity& a, BatchData& d, const Character& maker, const PotionRecipe& recipe,
                             QString* error)
{
    PotionStockRepository stock(context.database());
    PotionStock p;
    p.characterId = d.holder;
    p.potion = recipe.id;
    p.doses = d.doses;
    p.madeDay = context.day();
    p.makerId = maker.id;
    p.faulty = d.gm.faulty;
    p.faultyEffect = p.faulty ? d.gm.faultyEffect : QString();
    p.activityId = a.id;
    p.id = stock.insert(p, error);
    if (!p.id)
        return false;
    a.status = ActivityStatus::Done;
    a.endedDay = context.day();
    a.dueDay = context.day();
    d.outcome = QStringLiteral("finished");
    d.stock = p.id;
    QJsonObject data = eventData(a, d);
    data.insert(QStringLiteral("stock"), p.id);
    if (!context.addEvent(Alchemy::Kind, maker.name,
                          QCoreApplication::translate("hk::AlchemyResolver", "%1 is done: %n dose(s) of %2 are ready.", nullptr, p.doses)
                              .arg(a.title, recipe.name),
                          data, false, error))
        return false;
    if (!p.faulty)
        return true;
    return context.addEvent(Alchemy::Kind, maker.name,
                            tr("GM only: the %1 from %2 is faulty (%3); potion stock #%4.").arg(recipe.name, a.title, p.faultyEffect).arg(p.id),
                            data, true, error);
}

} // namespace hk
