#include "activities/RecoveryResolver.h"
#include "i18n/Translate.h"

#include "characters/CharacterRepository.h"
#include "characters/Consciousness.h"
#include "packages/Ruleset.h"
#include "time/AdvanceContext.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::RecoveryResolver", text);
}

struct Rate
{
    int amount = 0;
    int everyDays = 0; // heal `amount` on each day number divisible by this (0 = not at all)
};

// The row of the recovery table for a method, turned into a per-day rate.
Rate rate(const Ruleset& rules, const QString& method)
{
    const RuleEntry* table = rules.entry(QStringLiteral("table"), QStringLiteral("recovery-methods"));
    if (!table)
        return {};
    for (const QJsonValue& v : table->data.value(QLatin1String("rows")).toArray()) {
        const QJsonObject row = v.toObject();
        if (row.value(QLatin1String("method")).toString() != method)
            continue;
        const int amount = row.value(QLatin1String("amount")).toInt();
        const int every = qMax(1, row.value(QLatin1String("every")).toInt(1));
        const QString unit = row.value(QLatin1String("unit")).toString();
        if (unit == QLatin1String("day"))
            return {amount, every};
        if (unit == QLatin1String("minute")) // resting all day: a day's worth of the rate
            return {amount * (24 * 60 / every), 1};
        return {};
    }
    return {};
}

} // namespace

bool RecoveryResolver::resolveDay(AdvanceContext& context, QString* error)
{
    if (context.day() == context.fromDay() + 1)
        m_healed.clear();
    const Rate rest = rate(context.rules(), QStringLiteral("rest"));
    const Rate care = rate(context.rules(), QStringLiteral("medical care"));
    CharacterRepository characters(context.database());
    const QList<Character> roster = characters.recovering(error);
    if (error && !error->isEmpty())
        return false;
    const Consciousness awareness(context.rules());
    for (Character c : roster) {
        if (c.role == QLatin1String("monster") || (c.wounds <= 0 && c.fatigue <= 0))
            continue;
        if (context.day() == context.fromDay() + 1 && awareness.isUnconscious(c))
            m_healed[c.id].wasUnconscious = true;
        const int fatigueBack = qMin(c.fatigue, rest.amount);
        int woundsBack = 0;
        if (c.underCare && care.everyDays > 0 && context.day() % care.everyDays == 0)
            woundsBack = qMin(c.wounds, care.amount);
        if (fatigueBack == 0 && woundsBack == 0)
            continue;
        c.fatigue -= fatigueBack;
        c.wounds -= woundsBack;
        Healed& healed = m_healed[c.id];
        healed.fatigue += fatigueBack;
        healed.wounds += woundsBack;
        if (!characters.update(c, error))
            return false;
    }
    if (context.day() != context.toDay())
        return true;
    for (auto it = m_healed.cbegin(); it != m_healed.cend(); ++it) {
        Character c;
        if (!characters.find(it->first, &c, error))
            return false;
        QStringList parts;
        if (it->second.wounds == 0 && it->second.fatigue == 0)
            parts.append(tr("Nothing healed"));
        if (it->second.wounds > 0)
            parts.append(QCoreApplication::translate("hk::RecoveryResolver", "%n hit(s) of wounds healed", nullptr, it->second.wounds));
        if (it->second.fatigue > 0)
            parts.append(tr("%1 ST of fatigue rested off").arg(it->second.fatigue));
        // The subject names the character; the message says what changed.
        QString message = tr("%1; ST now %2 of %3.").arg(parts.join(tr(" and "))).arg(c.currentSt()).arg(c.st);
        if (it->second.wasUnconscious)
            message += QLatin1Char(' ') + (awareness.isUnconscious(c) ? tr("Still unconscious.") : tr("Comes round."));
        if (c.wounds > 0 && !c.underCare)
            message += QLatin1Char(' ') + tr("Wounds are not tended.");
        if (!context.addEvent(QStringLiteral("recovery"), c.name, message,
                              {{QStringLiteral("character"), c.id}, {QStringLiteral("wounds"), it->second.wounds},
                               {QStringLiteral("fatigue"), it->second.fatigue}},
                              false, error))
            return false;
    }
    m_healed.clear();
    return true;
}

} // namespace hk
