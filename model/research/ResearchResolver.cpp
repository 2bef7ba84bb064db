#include "research/ResearchResolver.h"
#include "i18n/Translate.h"

#include "activities/ActivityRepository.h"
#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "characters/CharacterRepository.h"
#include "characters/CharacterRules.h"
#include "dice/Rolls.h"
#include "labs/LabRepository.h"
#include "research/Research.h"
#include "time/AdvanceContext.h"
#include "time/Calendar.h"
#include "treasury/Treasury.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::ResearchResolver", text);
}

int attributeValue(const Character& c, const QString& attribute)
{
    if (attribute == QLatin1String("ST"))
        return c.st;
    if (attribute == QLatin1String("DX"))
        return c.dx;
    return c.iq;
}

QJsonArray faces(const QList<int>& list)
{
    QJsonArray out;
    for (int f : list)
        out.append(f);
    return out;
}

void addHistory(ResearchData& d, const QJsonObject& entry)
{
    d.history.append(entry);
}

QJsonObject eventData(const Activity& a)
{
    return {{QStringLiteral("activity"), a.id}, {QStringLiteral("character"), a.characterId}};
}

} // namespace

bool ResearchResolver::resolveDay(AdvanceContext& context, QString* error)
{
    ActivityRepository activities(context.database());
    const QList<Activity> active = activities.activeDue(Research::Kind, context.day(), error);
    if (error && !error->isEmpty())
        return false;
    for (Activity a : active) {
        ResearchData d = ResearchData::read(a);
        // On or past its day (a week whose day passed while the work was halted is rolled at once).
        if (d.nextWeekDay > context.day())
            continue;
        if (!runWeek(context, a, d, error))
            return false;
        d.write(&a);
        if (!activities.update(a, error))
            return false;
    }
    // Spells kept from the Guild: a roll each month to keep them.
    for (Activity a : activities.researchSecrecyRollsOn(context.day(), error)) {
        ResearchData d = ResearchData::read(a);
        if (!secrecyRoll(context, a, d, error))
            return false;
        d.write(&a);
        if (!activities.update(a, error))
            return false;
    }
    return error->isEmpty();
}

bool ResearchResolver::secrecyRoll(AdvanceContext& context, Activity& a, ResearchData& d, QString* error)
{
    Character researcher;
    if (!CharacterRepository(context.database()).find(a.characterId, &researcher, error))
        return false;
    const ResearchRules rules(context.rules());
    const ResearchProject project = rules.project(d.project);
    const QString what = d.researching;
    const int month = d.secrecyRolls + 1;
    const int target = attributeValue(researcher, project.secrecyAttribute);
    const RollRecord roll = Rolls::against(context.dice().roller(), project.secrecyDice, target, nullptr,
                                           {researcher.name, tr("keeping %1 from the Guild").arg(what), false}, &context.dice());
    const bool kept = roll.success.value_or(false);
    d.secrecyRolls = month;
    addHistory(d, {{QStringLiteral("day"), context.day()}, {QStringLiteral("week"), d.weeksWorked},
                   {QStringLiteral("roll"), faces(roll.faces)}, {QStringLiteral("total"), roll.total}, {QStringLiteral("dice"), int(roll.faces.size())},
                   {QStringLiteral("target"), target}, {QStringLiteral("outcome"), kept ? QStringLiteral("kept-secret") : QStringLiteral("revealed")},
                   {QStringLiteral("note"), tr("secrecy roll, month %1").arg(month)}});
    QString message;
    if (kept) {
        d.nextSecrecyRollDay = context.day() + rules.secrecyIntervalDays(project);
        message = tr("%1 keeps %2 from the Wizards' Guild another month (%3 against %4).").arg(researcher.name, what).arg(roll.total).arg(target);
    } else {
        d.nextSecrecyRollDay.reset();
        d.guild = ResearchGuild{context.day(), 0, 0, true};
        message = tr("%1 can no longer keep %2 secret (%3 against %4): the Guild learns it, and pays nothing.")
                      .arg(researcher.name, what).arg(roll.total).arg(target);
    }
    return context.addEvent(QStringLiteral("research"), researcher.name, message, eventData(a), false, error);
}

bool ResearchResolver::halt(AdvanceContext& context, Activity& a, ResearchData& d, const QString& who, HaltReason reason,
                            const QString& message, QString* error)
{
    a.halt(reason);
    // The next week falls a full week on; resuming pushes it back by the days the work stood still.
    d.nextWeekDay = context.day() + Calendar::daysPerWeek;
    a.dueDay = qMax(a.dueDay, context.day() + Calendar::daysPerWeek);
    d.haltedOn = context.day();
    QJsonObject data = eventData(a);
    data.insert(QStringLiteral("haltReason"), haltReasonKey(reason));
    return context.addEvent(QStringLiteral("research"), who, message, data, false, error);
}

bool ResearchResolver::runWeek(AdvanceContext& context, Activity& a, ResearchData& d, QString* error)
{
    Character researcher;
    if (!CharacterRepository(context.database()).find(a.characterId, &researcher, error))
        return false;
    const ResearchRules rules(context.rules());
    const ResearchProject project = rules.project(d.project);
    const int week = d.weeksWorked + 1;
    if (!project.valid) {
        a.status = ActivityStatus::Blocked;
        a.endedDay = context.day();
        return context.addEvent(QStringLiteral("research"), researcher.name,
                                tr("%1: the rules no longer know this kind of research.").arg(a.title), eventData(a), false, error);
    }
    // The laboratory must still be fit to work in.
    const qint64 labId = d.lab.value_or(0);
    if (labId) {
        Lab lab;
        if (!LabRepository(context.database()).find(labId, &lab, error))
            return false;
        if (!lab.usable()) {
            addHistory(d, {{QStringLiteral("day"), context.day()}, {QStringLiteral("week"), week},
                           {QStringLiteral("outcome"), QStringLiteral("halted")},
                           {QStringLiteral("note"), tr("%1 cannot be used").arg(lab.name)}});
            return halt(context, a, d, researcher.name, HaltReason::Lab,
                        tr("%1: %2 cannot be used (%3); the research halts until it is resumed.")
                            .arg(a.title, lab.name, lab.damage > 0 ? tr("damaged") : labStatusKey(lab.status)),
                        error);
        }
    }
    // Materials that could not be bought when the work halted are bought before the week counts.
    if (d.materialsUnpaid) {
        const int materials = d.materialsPerWeek;
        int shortBy = 0;
        if (!Treasury::charge(context, a.characterId, materials, QStringLiteral("research"),
                              tr("%1: materials for week %2").arg(a.title).arg(week), a.id, &shortBy, error)) {
            if (shortBy == 0)
                return false;
            addHistory(d, {{QStringLiteral("day"), context.day()}, {QStringLiteral("week"), week},
                           {QStringLiteral("outcome"), QStringLiteral("halted")},
                           {QStringLiteral("note"), tr("materials cost %1; short by %2").arg(Treasury::format(materials), Treasury::format(shortBy))}});
            return halt(context, a, d, researcher.name, HaltReason::Money,
                        tr("%1 still cannot buy the materials for %2 (%3, short by %4): the research halts again.")
                            .arg(researcher.name, a.title, Treasury::format(materials), Treasury::format(shortBy)),
                        error);
        }
        a.cost += materials;
        d.materialsUnpaid = false;
    }
    // This week's experiments: a die of hundreds of silver.
    QString costNote;
    if (!project.experimentDice.isEmpty()) {
        const RollRecord cost = context.dice().roll(project.experimentDice, {researcher.name, tr("experiments for %1").arg(a.title), false});
        const int dollars = rules.experimentDollars(project, cost.total);
        int shortBy = 0;
        if (!Treasury::charge(context, a.characterId, dollars, QStringLiteral("research"),
                              tr("%1: experiments, week %2").arg(a.title).arg(week), a.id, &shortBy, error)) {
            if (shortBy == 0)
                return false;
            addHistory(d, {{QStringLiteral("day"), context.day()}, {QStringLiteral("week"), week},
                           {QStringLiteral("roll"), faces(cost.faces)}, {QStringLiteral("total"), cost.total},
                           {QStringLiteral("dice"), cost.dice}, {QStringLiteral("outcome"), QStringLiteral("halted")},
                           {QStringLiteral("note"), tr("experiments cost %1; short by %2").arg(Treasury::format(dollars), Treasury::format(shortBy))}});
            return halt(context, a, d, researcher.name, HaltReason::Money,
                        tr("%1 cannot pay %2 for this week's experiments on %3 (short by %4): the research halts.")
                            .arg(researcher.name, Treasury::format(dollars), a.title, Treasury::format(shortBy)),
                        error);
        }
        a.cost += dollars;
        costNote = tr("experiments cost %1").arg(Treasury::format(dollars));
    }
    // Work that must be unbroken starts over after a halt.
    const int lastWorked = d.lastWorkedDay.value_or(a.startDay);
    if (project.uninterrupted && d.weeksDone > 0 && d.resumedOn.value_or(0) > lastWorked) {
        d.weeksDone = 0;
        costNote += (costNote.isEmpty() ? QString() : QStringLiteral("; ")) + tr("interrupted, so the count starts over");
    }
    return rollWeek(context, a, d, researcher, project, costNote, error);
}

bool ResearchResolver::rollWeek(AdvanceContext& context, Activity& a, ResearchData& d, Character& researcher,
                                const ResearchProject& project, QString note, QString* error)
{
    const int week = d.weeksWorked + 1;
    const int dice = d.dice.value_or(project.diceMin);
    const int target = attributeValue(researcher, d.attribute);
    const RollRecord roll = Rolls::against(context.dice().roller(), dice, target, nullptr,
                                           {researcher.name, tr("research week %1: %2").arg(week).arg(a.title), false},
                                           &context.dice());
    const ResearchOutcome outcome = ResearchRules::classify(project, roll.total, target);
    const int needed = d.weeksNeededFor(false);
    const bool secret = !d.weeksNeeded;
    int done = d.weeksDone;
    const auto addNote = [&note](const QString& more) { note += (note.isEmpty() ? QString() : QStringLiteral("; ")) + more; };
    QString message;
    switch (outcome) {
    case ResearchOutcome::Progress:
        ++done;
        message = tr("%1, week %2: the roll is made (%3 against %4); %5 successful weeks in a row.")
                      .arg(a.title).arg(week).arg(roll.total).arg(target).arg(done);
        break;
    case ResearchOutcome::LostWeek:
        message = tr("%1, week %2: the roll is missed (%3 against %4); the week counts for nothing.")
                      .arg(a.title).arg(week).arg(roll.total).arg(target);
        break;
    case ResearchOutcome::Restart:
    case ResearchOutcome::FailedExperiment:
        done = 0;
        message = outcome == ResearchOutcome::Restart
            ? tr("%1, week %2: the roll is missed (%3 against %4); the work starts over.").arg(a.title).arg(week).arg(roll.total).arg(target)
            : tr("%1, week %2: a %3 spoils the experiment; the work starts over.").arg(a.title).arg(week).arg(roll.total);
        break;
    case ResearchOutcome::Disaster:
    case ResearchOutcome::Explosion:
        done = 0;
        QString accidentNote;
        if (!accident(context, a, d, researcher, project, outcome, &message, &accidentNote, error))
            return false;
        addNote(accidentNote);
        break;
    }
    addNote(tr("%1 of %2 weeks").arg(done).arg(secret ? tr("?") : QString::number(needed)));
    d.weeksDone = done;
    d.weeksWorked = week;
    d.lastWorkedDay = context.day();
    addHistory(d, {{QStringLiteral("day"), context.day()}, {QStringLiteral("week"), week}, {QStringLiteral("roll"), faces(roll.faces)},
                   {QStringLiteral("total"), roll.total}, {QStringLiteral("dice"), int(roll.faces.size())}, {QStringLiteral("target"), target},
                   {QStringLiteral("outcome"), ResearchRules::outcomeKey(outcome)}, {QStringLiteral("note"), note}});
    QJsonObject data = eventData(a);
    data.insert(QStringLiteral("outcome"), ResearchRules::outcomeKey(outcome));
    data.insert(QStringLiteral("total"), roll.total);
    if (!context.addEvent(QStringLiteral("research"), researcher.name, message, data, false, error))
        return false;
    if (secret && outcome == ResearchOutcome::Progress && done < needed
        && !context.addEvent(QStringLiteral("research"), researcher.name,
                             tr("%1: %2 of the %3 secret weeks done.").arg(a.title).arg(done).arg(needed), data, true, error))
        return false;
    if (a.status != ActivityStatus::Active)
        return true; // the accident ended or halted it
    if (done >= needed && needed > 0)
        return complete(context, a, d, researcher, project, error);
    const int next = context.day() + Calendar::daysPerWeek;
    d.nextWeekDay = next;
    a.dueDay = secret ? next : context.day() + (needed - done) * Calendar::daysPerWeek;
    const int materials = d.materialsPerWeek;
    if (materials <= 0)
        return true;
    int shortBy = 0;
    if (Treasury::charge(context, a.characterId, materials, QStringLiteral("research"),
                         tr("%1: materials for week %2").arg(a.title).arg(week + 1), a.id, &shortBy, error)) {
        a.cost += materials;
        return true;
    }
    if (shortBy == 0)
        return false;
    d.materialsUnpaid = true;
    return halt(context, a, d, researcher.name, HaltReason::Money,
                tr("%1 cannot buy next week's materials for %2 (%3, short by %4): the research halts.")
                    .arg(researcher.name, a.title, Treasury::format(materials), Treasury::format(shortBy)),
                error);
}

bool ResearchResolver::accident(AdvanceContext& context, Activity& a, ResearchData& d, Character& researcher,
                                const ResearchProject& project, ResearchOutcome outcome, QString* message, QString* note,
                                QString* error)
{
    CharacterRepository characters(context.database());
    LabRepository labs(context.database());
    const qint64 labId = d.lab.value_or(0);
    Lab lab;
    if (labId && !labs.find(labId, &lab, error))
        return false;
    const QString labName = labId ? lab.name : tr("the workshop");
    if (outcome == ResearchOutcome::Explosion) {
        const RollRecord hits = context.dice().roll(project.explosionMakerDamage, {researcher.name, tr("lab explosion: hits"), false});
        const RollRecord damage = context.dice().roll(project.explosionLabDamageDice, {researcher.name, tr("lab explosion: damage to the lab"), false});
        const int dollars = damage.total * project.explosionLabDamagePerPoint;
        researcher.wounds += hits.total;
        if (!characters.update(researcher, error))
            return false;
        if (labId) {
            lab.damage += dollars;
            if (!labs.update(lab, error))
                return false;
        }
        *message = tr("%1: the experiment blows up! %2 takes %3 hits (ST now %4) and %5 suffers %6 of damage; the work starts over.")
                       .arg(a.title, researcher.name).arg(hits.total).arg(researcher.currentSt()).arg(labName, Treasury::format(dollars));
        *note = tr("explosion: %1 hits, %2 to the lab").arg(hits.total).arg(Treasury::format(dollars));
        if (!labId)
            return true;
        return halt(context, a, d, researcher.name, HaltReason::Lab,
                    tr("%1 halts until %2 is repaired and the work resumed.").arg(a.title, lab.name), error);
    }
    // The workshop-wrecking accident, then a roll to survive it.
    if (labId && project.disasterDestroysLab) {
        lab.status = LabStatus::Closed;
        lab.nextChargeDay = 0; // nothing falls due on a lab that is no more
        lab.data.insert(QStringLiteral("destroyedOn"), context.day());
        lab.data.insert(QStringLiteral("destroyedBy"), a.id);
        if (!labs.update(lab, error))
            return false;
    }
    const int target = attributeValue(researcher, project.deathSaveAttribute);
    const RollRecord save = Rolls::against(context.dice().roller(), project.deathSaveDice, target, nullptr,
                                           {researcher.name, tr("surviving the accident in %1").arg(labName), false},
                                           &context.dice());
    if (!save.success.value_or(false)) {
        researcher.archived = true;
        if (!characters.update(researcher, error))
            return false;
        a.status = ActivityStatus::Cancelled;
        a.endedDay = context.day();
        *message = tr("%1: an accident wrecks %2, and %3 fails the roll to survive (%4 against %5) and dies.")
                       .arg(a.title, labName, researcher.name).arg(save.total).arg(target);
        *note = tr("accident; died (%1 against %2)").arg(save.total).arg(target);
        return true;
    }
    *message = tr("%1: an accident wrecks %2; %3 survives (%4 against %5), and the work must start over.")
                   .arg(a.title, labName, researcher.name).arg(save.total).arg(target);
    *note = tr("accident; survived (%1 against %2)").arg(save.total).arg(target);
    if (!labId)
        return true;
    return halt(context, a, d, researcher.name, HaltReason::Lab,
                tr("%1 halts: %2 is destroyed; resume it in another laboratory.").arg(a.title, lab.name), error);
}

bool ResearchResolver::complete(AdvanceContext& context, Activity& a, ResearchData& d, const Character& researcher,
                                const ResearchProject& project, QString* error)
{
    a.status = ActivityStatus::Done;
    a.endedDay = context.day();
    a.dueDay = qMax(a.startDay, context.day());
    const QString what = d.researching;
    const int level = d.level;
    QJsonObject data = eventData(a);
    QString message;
    if (project.subject.endsWith(QLatin1String("spell"))) {
        const QString spell = d.spell;
        Character after = researcher;
        bool added = false;
        if (!spell.isEmpty() && context.rules().entry(QStringLiteral("spell"), spell) && !after.spells.contains(spell)) {
            after.spells.append(spell);
            added = CharacterRules(context.rules()).validate(after).isEmpty() && !researcher.archived;
        }
        if (added && !CharacterRepository(context.database()).update(after, error))
            return false;
        d.result = ResearchResult{what, level, added};
        message = added ? tr("%1 has worked out %2 and now knows it.").arg(researcher.name, what)
                        : tr("%1 has worked out %2; it is recorded with the research, as it cannot go on the sheet (not in "
                             "the library, or no room for it).").arg(researcher.name, what);
        // Keeping it from the Guild is allowed only after work in one's own lab, and costs a roll each month.
        const int interval = ResearchRules(context.rules()).secrecyIntervalDays(project);
        bool ownLab = true;
        const qint64 labId = d.lab.value_or(0);
        if (project.secrecyNeedsOwnLab) {
            Lab lab;
            QString gone; // a lab removed meanwhile is simply not his own
            ownLab = labId && LabRepository(context.database()).find(labId, &lab, &gone) && lab.tenure == LabTenure::Owned
                     && (lab.ownerId == 0 || lab.ownerId == researcher.id);
        }
        if (interval > 0 && ownLab)
            d.nextSecrecyRollDay = context.day() + interval;
        else if (interval > 0)
            d.mustReveal = true;
        message += QLatin1Char(' ') + QCoreApplication::translate("hk::ResearchResolver", "Revealed to the Wizards' Guild it earns %1 and %n wish(es).", nullptr, project.rewardWishes)
                                          .arg(Treasury::format(ResearchRules(context.rules()).rewardDollars(project, level)));
        if (interval > 0)
            message += QLatin1Char(' ') + (ownLab ? tr("Kept to himself, it calls for an IQ roll each month to stay secret.")
                                                  : tr("It was worked out in a laboratory not his own, so it cannot be kept from the Guild."));
        data.insert(QStringLiteral("spell"), what);
    } else {
        d.recipe = ResearchRecipe{what, level, context.day(), researcher.name};
        message = tr("%1 has finished the research on %2: the notes for making it are written down.").arg(researcher.name, what);
        data.insert(QStringLiteral("recipe"), what);
    }
    return context.addEvent(QStringLiteral("research"), researcher.name, message, data, false, error);
}

} // namespace hk
