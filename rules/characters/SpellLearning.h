#pragma once

#include "characters/Character.h"
#include "packages/Ruleset.h"

#include <QString>
#include <QStringList>

namespace hk {

// What learning one spell by one method will take, worked out before it starts.
struct LearningPlan
{
    QString method;         // learning-method id
    QString methodName;
    QString spell;          // spell id
    QString spellName;
    int spellIq = 0;
    int days = 0;           // on the campaign calendar
    int weeks = 0;          // for methods counted in weeks (0 for month-counted ones)
    int feeDollars = 0;     // tuition in all (the Guild's fee, or the teacher's weekly pay × weeks)
    int feePerWeek = 0;     // the part paid week by week (a teacher's pay); the rest is paid up front
    bool fullTime = false;  // the learner can do nothing else meanwhile
    int dxAfter = 0;        // DX on the spell for a while after learning (e.g. -2)
    int dxAfterDays = 0;
    QStringList notes;      // rulings the GM should know (e.g. the one-week floor of study)
    QStringList problems;   // why it cannot start; empty when it can
};

// The four ways of learning a spell in Advanced Wizard (apprenticeship, study, instruction, the Guild),
// read from the ruleset's learning-method entries: how long, what fee, whether full time, the DX penalty
// afterwards, and whether this character may learn this spell now (IQ level, room for one more spell, the
// apprentice's IQ ceiling).
class SpellLearning
{
public:
    explicit SpellLearning(const Ruleset& rules) : m_rules(rules) {}

    // The learning-method ids of the ruleset, in the book's order (empty for rulesets without them).
    QStringList methods() const;
    // True when the book leaves the method's weekly fee open (instruction "at Guild rates"): the GM or the
    // players agree a teacher's weekly pay.
    bool needsTeacherFee(const QString& method) const;
    // teacherFeePerWeek: the weekly pay agreed with a teacher, for methods whose fee the book leaves open
    // (instruction "at Guild rates"); ignored by the others.
    LearningPlan plan(const Character& learner, const QString& method, const QString& spell,
                      int teacherFeePerWeek = 0) const;

private:
    const Ruleset& m_rules;
};

} // namespace hk
