#pragma once

#include "downtime/DowntimeParameters.h"

#include <optional>

#include "packages/Ruleset.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace hk {

// One kind of research (a new spell, a spell seen cast, a new magic item, an item seen, a new potion) as the
// ruleset's research-project entry describes it: the lab it needs, how long and how hard the weekly roll
// is, what each week costs, and which rolls end in an accident.
struct ResearchProject
{
    QString id;
    QString name;
    QString subject;
    bool valid = false;
    bool needsLab = false;
    bool fullTime = false;
    bool uninterrupted = false;
    bool levelSetByGm = false;    // items and potions: the GM fixes the level the costs are based on
    QStringList labUses;          // the lab must offer one of these uses
    int minIqOverLevel = -1;      // -1: no minimum
    bool weeksGmSets = false;     // the GM fixes the time, secretly
    int weeksLevelFactor = 0;
    int weeksDivisor = 1;
    bool weeksRoundUp = false;
    int diceMin = 3;
    int diceMax = 3;
    QString attribute;            // "IQ"
    QString onFail;               // "restart" | "lose-week"
    int disasterRoll = 0;         // 0: none
    bool disasterDestroysLab = false;
    int deathSaveDice = 0;
    QString deathSaveAttribute;
    int materialsLevelFactor = 0; // × level, in materialsCurrency, paid before each week
    QString materialsCurrency;
    QString experimentDice;       // rolled each week, × experimentMultiplier, in experimentCurrency
    int experimentMultiplier = 0;
    QString experimentCurrency;
    QList<int> failedExperimentRolls; // totals that spoil the week's experiment (start over)
    QList<int> explosionRolls;        // totals that blow up the lab
    QString explosionMakerDamage;     // dice of hits to the researcher
    QString explosionLabDamageDice;   // dice × explosionLabDamagePerPoint dollars to the lab
    int explosionLabDamagePerPoint = 0;
    int rewardGpPerLevel = 0;
    int rewardWishes = 0;
    bool secrecyNeedsOwnLab = false; // a result may be kept from the Guild only when worked out in one's own lab
    int secrecyEveryMonths = 0;      // 0: no secrecy roll
    int secrecyDice = 0;
    QString secrecyAttribute;
};

// What one week's roll means.
enum class ResearchOutcome { Progress, Restart, LostWeek, Disaster, FailedExperiment, Explosion };

// The research rules of Advanced Wizard (inventing and rediscovering spells, researching new magic items
// and potions), read from the ruleset: time needed, weekly costs in dollars, what stops a start, and what a
// week's roll total means. Pure arithmetic; the model rolls the dice and keeps the books.
class ResearchRules
{
public:
    explicit ResearchRules(const Ruleset& rules);

    // The research-project ids of the ruleset, in file order.
    QStringList kinds() const;
    ResearchProject project(const QString& id) const;

    // Successful weeks in a row needed: from the level (spells), or from the GM's number (items, potions),
    // then divided as the entry says (half for something already seen).
    int weeksNeeded(const ResearchProject& p, int level, int gmWeeks) const;
    // Dollars of materials paid before each week, and of one week's experiments for a die total.
    int materialsDollars(const ResearchProject& p, int level) const;
    int experimentDollars(const ResearchProject& p, int dieTotal) const;
    // Dollars the Wizards' Guild pays for a revealed spell of this level.
    int rewardDollars(const ResearchProject& p, int level) const;
    // Days between the rolls to keep a result secret from the Guild (0 when the rules have none).
    int secrecyIntervalDays(const ResearchProject& p) const;

    // Why this research cannot start (empty when it can). gmWeeks is ignored unless the GM sets the time.
    QStringList problems(const ResearchProject& p, int researcherIq, int level, int dice, int gmWeeks) const;

    // What a week's roll of `total` on `dice` dice against `target` means. Accidents are checked first:
    // they happen whatever the target.
    static ResearchOutcome classify(const ResearchProject& p, int total, int target);
    static QString outcomeKey(ResearchOutcome outcome); // "progress", "restart", …

private:
    int dollarsPer(const QString& currency) const;
    const Ruleset& m_rules;
    std::optional<DowntimeParameters> m_units; // none: problems() refuses every research
    QString m_unitsError;
};

} // namespace hk
