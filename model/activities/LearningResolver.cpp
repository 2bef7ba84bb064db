#include "activities/LearningResolver.h"

#include "activities/ActivityRepository.h"
#include "campaign/Campaign.h"
#include "characters/CharacterRepository.h"
#include "characters/CharacterRules.h"
#include "time/AdvanceContext.h"
#include "time/Calendar.h"

#include <QCoreApplication>

namespace hk {

namespace {
QString tr(const char* text)
{
    return QCoreApplication::translate("hk::LearningResolver", text);
}
} // namespace

bool LearningResolver::resolveDay(AdvanceContext& context, QString* error)
{
    ActivityRepository activities(context.database());
    CharacterRepository characters(context.database());
    const QList<Activity> due = activities.due(QStringLiteral("learning"), context.day(), error);
    if (error && !error->isEmpty())
        return false;
    for (Activity a : due) {
        Character learner;
        if (!characters.find(a.characterId, &learner, error))
            return false;
        const QString spell = a.data.value(QLatin1String("spell")).toString();
        const RuleEntry* entry = context.rules().entry(QStringLiteral("spell"), spell);
        const QString spellName = entry ? entry->name() : spell;
        Character after = learner;
        if (!after.spells.contains(spell))
            after.spells.append(spell);
        const QList<CharacterProblem> problems = CharacterRules(context.rules()).validate(after);
        a.endedDay = context.day();
        QJsonObject data{{QStringLiteral("activity"), a.id}, {QStringLiteral("spell"), spell}, {QStringLiteral("character"), learner.id}};
        if (!problems.isEmpty() || learner.archived) {
            a.status = QStringLiteral("blocked");
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
        a.status = QStringLiteral("done");
        if (!characters.update(after, error) || !activities.update(a, error))
            return false;
        const int dx = a.data.value(QLatin1String("dxAfter")).toInt();
        const int dxDays = a.data.value(QLatin1String("dxAfterDays")).toInt();
        QString message = tr("%1 has learned %2 (%3).").arg(learner.name, spellName, a.title);
        if (dx != 0 && dxDays > 0)
            message += QLatin1Char(' ') + tr("Casts it at %1 DX until %2.").arg(dx).arg(Calendar::formatShort(context.day() + dxDays));
        if (!context.addEvent(QStringLiteral("learning"), learner.name, message, data, false, error))
            return false;
    }
    return true;
}

} // namespace hk
