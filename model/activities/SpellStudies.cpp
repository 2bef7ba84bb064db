#include "activities/SpellStudies.h"
#include "activities/SharedActivityData.h"
#include "i18n/Translate.h"

#include "activities/ActivityEdits.h"
#include "treasury/MoneyRepository.h"
#include "activities/ActivityRepository.h"
#include "activities/SpellStudyData.h"
#include "campaign/Campaign.h"
#include "characters/CharacterRepository.h"
#include "db/SqlQueries.h"
#include "time/Calendar.h"
#include "treasury/Treasury.h"

#include <QCoreApplication>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::SpellStudies", text);
}
} // namespace

const QString SpellStudies::Kind = QStringLiteral("learning");

LearningPlan SpellStudies::plan(qint64 characterId, const QString& method, const QString& spell, int teacherFeePerWeek,
                                QString* error) const
{
    Character learner;
    if (!CharacterRepository(m_campaign.database()).find(characterId, &learner, error))
        return {};
    // Spells already being learned take their room now, so two studies cannot promise the same slot.
    const QList<Activity> underway = ActivityRepository(m_campaign.database()).list(characterId, Kind, false, error);
    bool fullTimeBusy = false;
    QStringList pending;
    for (const Activity& a : underway) {
        if (!a.isOpen())
            continue;
        const SpellStudyData d = SpellStudyData::read(a);
        pending.append(d.spell);
        fullTimeBusy = fullTimeBusy || d.fullTime;
    }
    Character prospective = learner;
    for (const QString& s : pending) {
        if (!prospective.spells.contains(s))
            prospective.spells.append(s);
    }
    prospective.spells.removeAll(spell);
    LearningPlan p = SpellLearning(m_campaign.rules()).plan(prospective, method, spell, teacherFeePerWeek);
    if (learner.spells.contains(spell))
        p.problems.prepend(tr("%1 already knows %2.").arg(learner.name, p.spellName));
    else if (pending.contains(spell))
        p.problems.prepend(tr("%1 is already learning %2.").arg(learner.name, p.spellName));
    if (p.fullTime && fullTimeBusy)
        p.problems.append(tr("%1 is already studying full time; %2 needs the whole week too.").arg(learner.name, p.methodName));
    if (learner.system != QLatin1String("tft"))
        p.problems.append(tr("The four ways of learning a spell belong to Advanced Wizard; %1 is not a Fantasy Trip character.")
                              .arg(learner.name));
    return p;
}

bool SpellStudies::start(qint64 characterId, const QString& method, const QString& spell, int teacherFeePerWeek,
                         qint64* activityId, QString* error)
{
    Activity a;
    const bool ok = m_campaign.change(tr("Start learning"), [&](QString* text, QString* e) {
        const LearningPlan p = plan(characterId, method, spell, teacherFeePerWeek, e);
        if (!e->isEmpty())
            return false;
        Character learner;
        if (!CharacterRepository(m_campaign.database()).find(characterId, &learner, e))
            return false;
        if (!p.problems.isEmpty()) {
            *e = tr("%1 cannot start learning: %2").arg(learner.name, p.problems.join(QLatin1Char(' ')));
            return false;
        }
        a.kind = Kind;
        a.characterId = characterId;
        a.title = tr("%1: %2").arg(p.methodName, p.spellName);
        a.startDay = m_campaign.info().calendarDay;
        a.dueDay = a.startDay + p.days;
        a.cost = p.feeDollars;
        SpellStudyData d;
        d.feePerWeek = p.feePerWeek;
        // Only a teacher's weekly pay is charged week by week; a study with none has no charge day (one left in
        // the past would make the calendar look at it every day for nothing).
        d.nextChargeDay = p.feePerWeek > 0 ? a.startDay + Calendar::daysPerWeek : 0;
        d.spell = p.spell;
        d.method = p.method;
        d.days = p.days;
        d.weeks = p.weeks;
        d.fullTime = p.fullTime;
        d.dxAfter = p.dxAfter;
        d.dxAfterDays = p.dxAfterDays;
        d.notes = p.notes.join(QLatin1Char(' '));
        d.write(&a);
        *text = tr("%1 starts %2").arg(learner.name, a.title);
        // Paid now: the whole fee when nothing is weekly (the Guild), else the first week of the teacher's pay.
        const int upfront = p.feePerWeek > 0 ? p.feePerWeek : p.feeDollars;
        const int purse = Treasury(m_campaign).balance(characterId, e);
        if (!e->isEmpty())
            return false;
        if (upfront > purse) {
            *e = tr("%1 cannot start learning: %2 is due now and %1 holds %3.")
                     .arg(learner.name, Treasury::format(upfront), Treasury::format(purse));
            return false;
        }
        if (!ActivityEdits::insert(m_campaign, &a, e))
            return false;
        return upfront <= 0
               || MoneyRepository(m_campaign.database())
                      .insert({0, characterId, a.startDay, -upfront, QStringLiteral("fee"), a.title, a.id, false}, e);
    }, error);
    if (ok && activityId)
        *activityId = a.id;
    return ok;
}

bool SpellStudies::cancel(qint64 activityId, QString* error)
{
    return ActivityEdits::edit(m_campaign, activityId, tr("Cancel"), [&](Activity& a, QString* text, QString* e) {
        if (a.status == ActivityStatus::Done || a.status == ActivityStatus::Cancelled) {
            *e = tr("“%1” has already ended (%2).").arg(a.title, activityStatusKey(a.status));
            return false;
        }
        *text = tr("Cancel %1").arg(a.title);
        a.status = ActivityStatus::Cancelled;
        a.endedDay = m_campaign.info().calendarDay;
        return true;
    }, error);
}

bool SpellStudies::resume(qint64 activityId, QString* error)
{
    return ActivityEdits::edit(m_campaign, activityId, tr("Resume"), [&](Activity& a, QString* text, QString* e) {
        if (a.status != ActivityStatus::Halted) {
            *e = tr("“%1” is not halted (%2).").arg(a.title, activityStatusKey(a.status));
            return false;
        }
        *text = tr("Resume %1").arg(a.title);
        const int today = m_campaign.info().calendarDay;
        SpellStudyData d = SpellStudyData::read(a);
        const int weekly = d.feePerWeek;
        const int purse = Treasury(m_campaign).balance(a.characterId, e);
        if (!e->isEmpty())
            return false;
        if (weekly > purse) {
            *e = tr("The week's pay of %1 is due on resuming, and the purse holds %2.")
                     .arg(Treasury::format(weekly), Treasury::format(purse));
            return false;
        }
        a.status = ActivityStatus::Active;
        const int lost = today - d.haltedOn.value_or(today);
        a.dueDay += qMax(0, lost);
        // A study that halted on its last day would stay due today, which no advance resolves.
        if (a.dueDay <= today)
            a.dueDay = today + Calendar::daysPerWeek;
        d.nextChargeDay = weekly > 0 ? today + Calendar::daysPerWeek : 0;
        d.haltedOn.reset();
        a.haltReason = HaltReason::None;
        d.resumedOn = today;
        d.write(&a);
        SharedActivityData shared = SharedActivityData::read(a);
        shared.repairedIn.reset();
        shared.write(&a);
        return weekly <= 0
               || MoneyRepository(m_campaign.database())
                      .insert({0, a.characterId, today, -weekly, QStringLiteral("fee"), a.title, a.id, false}, e);
    }, error);
}

QList<Activity> SpellStudies::list(qint64 characterId, bool includeEnded, QString* error) const
{
    return ActivityRepository(m_campaign.database()).list(characterId, Kind, includeEnded, error);
}

} // namespace hk
