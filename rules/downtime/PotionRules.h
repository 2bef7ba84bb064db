#pragma once

#include "packages/Ruleset.h"

#include <QJsonObject>

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace hk {

// One potion of the chemists' or alchemists' table as the ruleset's potion entry gives it.
struct PotionRecipe
{
    QString id;
    QString name;
    bool valid = false;
    QString maker;            // "chemist" | "alchemist"
    int weeks = 1;
    int price = 0;            // going price of one dose
    int specialCost = 0;      // the unusual ingredients for one lot
    int commonCost = 0;       // the common ingredients for one lot
    int yieldDoses = 1;       // doses one lot of ingredients makes (1 for most; 10 for slime poison)
    bool gasBomb = false;     // marked with an asterisk
    int healingPerDose = 0;   // healing potion
    int fatiguePerDose = 0;
    QStringList specialIngredients; // names, for display
};

// Every potion-* parameter of the chemists' and alchemists' rules, read strictly: a ruleset without them has no
// brewing, and load() names what is missing.
struct PotionParameters
{
    int maxDoses = 0;
    QJsonObject labUseByMaker;   // maker → lab use ("alchemy", "chemistry")
    QJsonObject makerTypeByMaker; // maker → character type who may brew ("wizard"), or none
    int rollDice = 0;
    QList<int> explosionRolls;
    int faultyRoll = 0;
    QString explosionMakerDamage;
    QString explosionLabDamageDice;
    int explosionLabDamagePerPoint = 0;
    QStringList faultyEffects;
    int detectDice = 0;
    bool makerMayDetect = false;
    int gasBombDoses = 0;
    int gasBombFee = 0;
    int bookPagesPerWeek = 0;

    static std::optional<PotionParameters> load(const Ruleset& rules, QString* error);
};

// How a week of brewing came out.
enum class BrewOutcome { Made, Missed, Faulty, Explosion };

// The chemists' and alchemists' rules that are pure arithmetic over the ruleset (Advanced Wizard
// l.1011–1123): what a batch costs, which lab and maker it needs, how a weekly roll is read, and the limits on
// doses, detection and gas bombs. Every number comes from the potion entries and potion-* parameters.
class PotionRules
{
public:
    explicit PotionRules(const Ruleset& rules);

    // Whether these rules have brewing at all; *why names what is missing when not. Every number below is 0
    // then, and the model refuses the brewing step with *why.
    bool available(QString* why = nullptr) const;

    PotionRecipe recipe(const QString& id) const;
    QList<PotionRecipe> recipes(const QString& maker = {}) const; // by name; maker empty = all

    int maxDoses() const;
    // Ingredients for `doses` doses: special and common parts (whole lots, ingredientsYieldDoses rounded up).
    int specialCost(const PotionRecipe& recipe, int doses) const;
    int commonCost(const PotionRecipe& recipe, int doses) const;
    // The lab use a maker's potions need ("alchemy" | "chemistry").
    QString labUse(const QString& maker) const;
    // The character type a maker must be ("wizard" for alchemists), empty when anyone may.
    QString makerType(const QString& maker) const;

    int rollDice() const;
    BrewOutcome classify(int total, int dx) const;
    static QString outcomeKey(BrewOutcome outcome);
    QString explosionMakerDamage() const;   // "2d6"
    QString explosionLabDamageDice() const; // "1d6"
    int explosionLabDamagePerPoint() const;
    QStringList faultyEffects() const;

    int detectDice() const;
    bool makerMayDetect() const;
    int gasBombDoses() const;
    int gasBombFee() const;
    int bookPagesPerWeek() const { return m_parameters.bookPagesPerWeek; }

private:
    const Ruleset& m_rules;
    PotionParameters m_parameters;
    bool m_available = false;
    QString m_missing;
};

} // namespace hk
