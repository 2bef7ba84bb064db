#include "activities/SpellStudies.h"

#include "activities/ActivityCommand.h"
#include "activities/ActivityRepository.h"
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
    return QCoreApplication::translate("hk::SpellStudies", text);
}

const QString Learning = QStringLiteral("learning");

} // namespace

LearningPlan SpellStudies::plan(qint64 characterId, const QString& method, const QString& spell, int teacherFeePerWeek,
                                QString* error) const
{
    Character learner;
    if (!CharacterRepository(m_campaign.database()).find(characterId, &learner, error))
        return {};
    // Spells already being learned take their room now, so two studies cannot promise the same slot.
    const QList<Activity> underway = ActivityRepository(m_campaign.database()).list(characterId, Learning, false, error);
    bool fullTimeBusy = false;
    QStringList pending;
    for (const Activity& a : underway) {
        if (a.status != QLatin1String("active") && a.status != QLatin1String("halted"))
            continue;
        pending.append(a.data.value(QLatin1String("spell")).toString());
        fullTimeBusy = fullTimeBusy || a.data.value(QLatin1String("fullTime")).toBool();
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
    QString e;
    const LearningPlan p = plan(characterId, method, spell, teacherFeePerWeek, &e);
    if (!e.isEmpty()) {
        *error = e;
        return false;
    }
    Character learner;
    if (!CharacterRepository(m_campaign.database()).find(characterId, &learner, error))
        return false;
    if (!p.problems.isEmpty()) {
        *error = tr("%1 cannot start learning: %2").arg(learner.name, p.problems.join(QLatin1Char(' ')));
        return false;
    }
    Activity a;
    a.id = Sql::scalar(m_campaign.database(), QStringLiteral("SELECT COALESCE(MAX(id), 0) + 1 FROM activity"), {}, error).toLongLong();
    if (!a.id)
        return false;
    a.kind = Learning;
    a.characterId = characterId;
    a.title = tr("%1: %2").arg(p.methodName, p.spellName);
    a.startDay = m_campaign.info().calendarDay;
    a.dueDay = a.startDay + p.days;
    a.cost = p.feeDollars;
    // Paid now: the whole fee when nothing is weekly (the Guild), else the first week of the teacher's pay.
    const int upfront = p.feePerWeek > 0 ? p.feePerWeek : p.feeDollars;
    QString moneyError;
    const int purse = Treasury(m_campaign).balance(characterId, &moneyError);
    if (!moneyError.isEmpty()) {
        *error = moneyError;
        return false;
    }
    if (upfront > purse) {
        *error = tr("%1 cannot start learning: %2 is due now and %1 holds %3.")
                     .arg(learner.name, Treasury::format(upfront), Treasury::format(purse));
        return false;
    }
    QList<MoneyEntry> money;
    if (upfront > 0)
        money.append({0, characterId, a.startDay, -upfront, QStringLiteral("fee"), a.title, a.id, false});
    a.data = QJsonObject{{QStringLiteral("feePerWeek"), p.feePerWeek},
                         {QStringLiteral("nextChargeDay"), a.startDay + Calendar::daysPerWeek},{QStringLiteral("spell"), p.spell},
                         {QStringLiteral("method"), p.method},
                         {QStringLiteral("days"), p.days},
                         {QStringLiteral("weeks"), p.weeks},
                         {QStringLiteral("fullTime"), p.fullTime},
                         {QStringLiteral("dxAfter"), p.dxAfter},
                         {QStringLiteral("dxAfterDays"), p.dxAfterDays},
                         {QStringLiteral("notes"), p.notes.join(QLatin1Char(' '))}};
    if (!ActivityCommand::push(m_campaign, tr("%1 starts %2").arg(learner.name, a.title), std::nullopt, a, error, money))
        return false;
    if (activityId)
        *activityId = a.id;
    return true;
}

bool SpellStudies::cancel(qint64 activityId, QString* error)
{
    Activity before;
    if (!ActivityRepository(m_campaign.database()).find(activityId, &before, error))
        return false;
    if (before.status == QLatin1String("done") || before.status == QLatin1String("cancelled")) {
        *error = tr("“%1” has already ended (%2).").arg(before.title, before.status);
        return false;
    }
    Activity after = before;
    after.status = QStringLiteral("cancelled");
    after.endedDay = m_campaign.info().calendarDay;
    return ActivityCommand::push(m_campaign, tr("Cancel %1").arg(before.title), before, after, error);
}

bool SpellStudies::resume(qint64 activityId, QString* error)
{
    Activity before;
    if (!ActivityRepository(m_campaign.database()).find(activityId, &before, error))
        return false;
    if (before.status != QLatin1String("halted")) {
        *error = tr("“%1” is not halted (%2).").arg(before.title, before.status);
        return false;
    }
    const int today = m_campaign.info().calendarDay;
    const int weekly = before.data.value(QLatin1String("feePerWeek")).toInt();
    const int purse = Treasury(m_campaign).balance(before.characterId, error);
    if (weekly > purse) {
        *error = tr("The week's pay of %1 is due on resuming, and the purse holds %2.")
                     .arg(Treasury::format(weekly), Treasury::format(purse));
        return false;
    }
    Activity after = before;
    after.status = QStringLiteral("active");
    const int lost = today - before.data.value(QLatin1String("haltedOn")).toInt(today);
    after.dueDay += qMax(0, lost);
    after.data.insert(QStringLiteral("nextChargeDay"), today + Calendar::daysPerWeek);
    after.data.remove(QStringLiteral("haltedOn"));
    after.data.remove(QStringLiteral("haltReason"));
    after.data.insert(QStringLiteral("resumedOn"), today);
    QList<MoneyEntry> money;
    if (weekly > 0)
        money.append({0, before.characterId, today, -weekly, QStringLiteral("fee"), before.title, before.id, false});
    return ActivityCommand::push(m_campaign, tr("Resume %1").arg(before.title), before, after, error, money);
}

QList<Activity> SpellStudies::list(qint64 characterId, bool includeEnded, QString* error) const
{
    return ActivityRepository(m_campaign.database()).list(characterId, Learning, includeEnded, error);
}

} // namespace hk
