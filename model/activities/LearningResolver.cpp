#include "activities/LearningResolver.h"
#include "i18n/Translate.h"

#include "activities/ActivityRepository.h"
#include "activities/SpellStudies.h"
#include "activities/SpellStudyData.h"
#include "campaign/Campaign.h"
#include "characters/CharacterRepository.h"
#include "characters/CharacterRules.h"
#include "time/AdvanceContext.h"
#include "time/Calendar.h"
#include "treasury/Treasury.h"

#include <QCoreApplication>

namespace hk {

namespace {
QString tr(const char* text)
{
    return hk::translateIn("hk::LearningResolver", text);
}
} // namespace

bool LearningResolver::chargeWeeks(AdvanceContext& context, QString* error)
{
    ActivityRepository activities(context.database());
    CharacterRepository characters(context.database());
    for (Activity a : activities.activeDue(SpellStudies::Kind, context.day(), error)) {
        SpellStudyData d = SpellStudyData::read(a);
        const int weekly = d.feePerWeek;
        const int next = d.nextChargeDay;
        if (weekly <= 0 || next != context.day() || next >= a.dueDay)
            continue;
        Character learner;
        if (!characters.find(a.characterId, &learner, error))
            return false;
        int shortBy = 0;
        if (Treasury::charge(context, a.characterId, weekly, QStringLiteral("fee"), a.title, a.id,
                             &shortBy, error)) {
            d.nextChargeDay = next + Calendar::daysPerWeek;
            d.write(&a);
            if (!activities.update(a, error))
                return false;
            continue;
        }
        if (shortBy == 0)
            return false; // a database error
        a.status = ActivityStatus::Halted;
        d.haltedOn = context.day();
        d.write(&a);
        a.haltReason = HaltReason::Money;
        if (!activities.update(a, error)
            || !context.addEvent(QStringLiteral("money"), learner.name,
                                 tr("%1 cannot pay this week's %2 for %3 (short by %4): the study halts until it is resumed.")
                                     .arg(learner.name, Treasury::format(weekly), a.title, Treasury::format(shortBy)),
                                 {{QStringLiteral("activity"), a.id}, {QStringLiteral("shortBy"), shortBy}}, false, error))
            return false;
    }
    return error->isEmpty();
}

bool LearningResolver::resolveDay(AdvanceContext& context, QString* error)
{
    if (!chargeWeeks(context, error))
        return false;
    ActivityRepository activities(context.database());
    CharacterRepository characters(context.database());
    const QList<Activity> due = activities.due(SpellStudies::Kind, context.day(), error);
    if (error && !error->isEmpty())
        return false;
    for (Activity a : due) {
        Character learner;
        if (!characters.find(a.characterId, &learner, error))
            return false;
        const SpellStudyData d = SpellStudyData::read(a);
        const QString spell = d.spell;
        const RuleEntry* entry = context.rules().entry(QStringLiteral("spell"), spell);
        const QString spellName = entry ? entry->name() : spell;
        Character after = learner;
        if (!after.spells.contains(spell))
            after.spells.append(spell);
        const QList<CharacterProblem> problems = CharacterRules(context.rules()).validate(after);
        a.endedDay = context.day();
        QJsonObject data{{QStringLiteral("activity"), a.id}, {QStringLiteral("spell"), spell}, {QStringLiteral("character"), learner.id}};
        if (!problems.isEmpty() || learner.archived) {
            a.status = ActivityStatus::Blocked;
            QStringList why;
            for (const CharacterProblem& p : problems)
                why.append(p.message);
            if (learner.archived)
                why.append(tr("%1 is archived.").arg(learner.name));
            if (!activities.update(a, error)
                || !context.addEvent(QStringLiteral("learning"), learner.name,
                                     tr("%1 finished %2 but cannot memorise %3: %4").arg(learner.name, a.title, spellName, why.join(QLatin1Char(' '))),
                                     data, false, error))
                return false;
            continue;
        }
        a.status = ActivityStatus::Done;
        if (!characters.update(after, error) || !activities.update(a, error))
            return false;
        const int dx = d.dxAfter;
        const int dxDays = d.dxAfterDays;
        QString message = tr("%1 has learned %2 (%3).").arg(learner.name, spellName, a.title);
        if (dx != 0 && dxDays > 0)
            message += QLatin1Char(' ') + tr("Casts it at %1 DX until %2.").arg(dx).arg(Calendar::formatShort(context.day() + dxDays));
        if (!context.addEvent(QStringLiteral("learning"), learner.name, message, data, false, error))
            return false;
    }
    return true;
}

} // namespace hk
