#include "characters/SpellLearning.h"
#include "i18n/Translate.h"

#include "downtime/DowntimeParameters.h"

#include "characters/CharacterRules.h"
#include "time/Calendar.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <algorithm>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::SpellLearning", text);
}

} // namespace

QStringList SpellLearning::methods() const
{
    QList<const RuleEntry*> entries;
    for (const LocatedEntry& e : m_rules.entries({QStringLiteral("learning-method")}))
        entries.append(e.entry);
    std::sort(entries.begin(), entries.end(), [](const RuleEntry* a, const RuleEntry* b) {
        return a->intField(QStringLiteral("order"), 99) < b->intField(QStringLiteral("order"), 99);
    });
    QStringList out;
    for (const RuleEntry* e : entries)
        out.append(e->id());
    return out;
}

bool SpellLearning::needsTeacherFee(const QString& method) const
{
    const RuleEntry* m = m_rules.entry(QStringLiteral("learning-method"), method);
    if (!m)
        return false;
    const QJsonObject cost = m->data.value(QLatin1String("cost")).toObject();
    return cost.contains(QLatin1String("perWeekOfTime")) && !cost.value(QLatin1String("perWeekOfTime")).isDouble();
}

LearningPlan SpellLearning::plan(const Character& learner, const QString& method, const QString& spell,
                                 int teacherFeePerWeek) const
{
    LearningPlan p;
    p.method = method;
    p.spell = spell;
    const RuleEntry* m = m_rules.entry(QStringLiteral("learning-method"), method);
    const RuleEntry* s = m_rules.entry(QStringLiteral("spell"), spell);
    if (!m)
        p.problems.append(tr("These rules have no way of learning called “%1”.").arg(method));
    if (!s)
        p.problems.append(tr("There is no spell “%1” in the library.").arg(spell));
    if (!m || !s)
        return p;
    QString unitsError;
    const std::optional<DowntimeParameters> calendar = DowntimeParameters::load(m_rules, &unitsError);
    if (!calendar) {
        p.problems.append(unitsError);
        return p;
    }
    p.methodName = m->name();
    p.spellName = s->name();
    p.spellIq = s->intField(QStringLiteral("iq"));
    p.fullTime = m->data.value(QLatin1String("fullTime")).toBool();

    // Time: spellIqFactor × spell IQ + learnerIqFactor × learner IQ + constant, in the method's unit.
    const QJsonObject time = m->data.value(QLatin1String("time")).toObject();
    const int amount = time.value(QLatin1String("spellIqFactor")).toInt() * p.spellIq
        + time.value(QLatin1String("learnerIqFactor")).toInt() * learner.iq + time.value(QLatin1String("constant")).toInt();
    const int daysPerMonth = calendar->daysPerMonth;
    const bool months = time.value(QLatin1String("unit")).toString() == QLatin1String("month");
    int units = amount;
    if (units < 1) {
        units = 1;
        p.notes.append(tr("The formula gives %1; the book sets no minimum, so Hexkeeper counts one %2.")
                           .arg(amount)
                           .arg(months ? tr("month") : tr("week")));
    }
    p.weeks = months ? 0 : units;
    p.days = months ? units * daysPerMonth : units * Calendar::daysPerWeek;

    // Fee.
    const QJsonObject cost = m->data.value(QLatin1String("cost")).toObject();
    const QString currency = cost.value(QLatin1String("currency")).toString();
    if (currency == QLatin1String("gp") || currency == QLatin1String("dollars")) {
        int fee = cost.value(QLatin1String("spellIqFactor")).toInt() * p.spellIq + cost.value(QLatin1String("constant")).toInt();
        if (cost.contains(QLatin1String("perWeekOfTime"))) {
            const QJsonValue perWeek = cost.value(QLatin1String("perWeekOfTime"));
            p.feePerWeek = perWeek.isDouble() ? perWeek.toInt() : teacherFeePerWeek;
            fee += p.feePerWeek * p.weeks;
            if (!perWeek.isDouble())
                p.notes.append(tr("The book leaves the teacher's weekly pay to Guild rates; $%1 a week was agreed.")
                                   .arg(teacherFeePerWeek));
        }
        if (currency == QLatin1String("gp")) {
            const int gp = calendar->goldPieceValue;
            fee *= gp;
            p.feePerWeek *= gp;
        }
        p.feeDollars = fee;
    }
    const QJsonObject after = m->data.value(QLatin1String("dxAfter")).toObject();
    p.dxAfter = after.value(QLatin1String("dx")).toInt();
    p.dxAfterDays = after.value(QLatin1String("months")).toInt() * daysPerMonth;

    // May this character learn it now?
    if (learner.spells.contains(spell))
        p.problems.append(tr("%1 already knows %2.").arg(learner.name, p.spellName));
    if (p.spellIq > learner.iq)
        p.problems.append(tr("%1 is an IQ %2 spell; %3 has IQ %4.").arg(p.spellName).arg(p.spellIq).arg(learner.name).arg(learner.iq));
    const QJsonValue maxIq = m->data.value(QLatin1String("maxSpellIq"));
    if (maxIq.isDouble() && p.spellIq > maxIq.toInt())
        p.problems.append(tr("%1 teaches only spells up to IQ %2; %3 is IQ %4.")
                              .arg(p.methodName)
                              .arg(maxIq.toInt())
                              .arg(p.spellName)
                              .arg(p.spellIq));
    Character withSpell = learner;
    if (!withSpell.spells.contains(spell))
        withSpell.spells.append(spell);
    const CharacterRules rules(m_rules);
    const DerivedValues with = rules.derive(withSpell);
    if (with.spellCapacityUsed > with.spellCapacity) {
        const DerivedValues now = rules.derive(learner);
        p.problems.append(tr("%1 has no room for another spell (%2 of %3 used).")
                              .arg(learner.name)
                              .arg(now.spellCapacityUsed)
                              .arg(now.spellCapacity));
    }
    return p;
}

} // namespace hk
