#include "activities/PlanJson.h"

#include "alchemy/Alchemy.h"
#include "characters/SpellLearning.h"
#include "research/MarketSearch.h"
#include "research/Research.h"
#include "workshop/WorkshopProjects.h"

#include <QJsonArray>

namespace hk::PlanJson {

QJsonObject learning(const LearningPlan& p)
{
    return {{QStringLiteral("method"), p.method},       {QStringLiteral("spell"), p.spell},
            {QStringLiteral("spellIq"), p.spellIq},     {QStringLiteral("days"), p.days},
            {QStringLiteral("weeks"), p.weeks},         {QStringLiteral("fee"), p.feeDollars},
            {QStringLiteral("fullTime"), p.fullTime},   {QStringLiteral("dxAfter"), p.dxAfter},
            {QStringLiteral("dxAfterDays"), p.dxAfterDays}, {QStringLiteral("notes"), QJsonArray::fromStringList(p.notes)},
            {QStringLiteral("problems"), QJsonArray::fromStringList(p.problems)}};
}

QJsonObject batch(const BatchPlan& p)
{
    return {{QStringLiteral("potion"), p.recipe.id}, {QStringLiteral("name"), p.recipe.name}, {QStringLiteral("maker"), p.recipe.maker},
            {QStringLiteral("doses"), p.doses},      {QStringLiteral("weeks"), p.weeks},      {QStringLiteral("specialCost"), p.specialCost},
            {QStringLiteral("commonCost"), p.commonCost}, {QStringLiteral("payNow"), p.payNow}, {QStringLiteral("target"), p.target},
            {QStringLiteral("bookPages"), p.bookPages}, {QStringLiteral("labUse"), p.labUse},
            {QStringLiteral("problems"), QJsonArray::fromStringList(p.problems)}};
}

QJsonObject itemCreation(const ItemCreationPlan& p)
{
    QJsonArray parts;
    for (const CreationPart& part : p.parts)
        parts.append(QJsonObject{{QStringLiteral("recipe"), part.recipe},
                                 {QStringLiteral("wizards"), part.wizards},
                                 {QStringLiteral("weeks"), part.weeks},
                                 {QStringLiteral("stPerDay"), part.stPerDay},
                                 {QStringLiteral("apprenticesPerWizard"), part.apprenticesPerWizard},
                                 {QStringLiteral("ingredientCostPerWeek"), part.ingredientCostPerWeek},
                                 {QStringLiteral("value"), part.value}});
    QJsonArray weeks;
    for (const WeeklyNeeds& n : p.workWeekNeeds) {
        QJsonArray ingredients;
        for (const IngredientNeed& i : n.ingredients)
            ingredients.append(QJsonObject{{QStringLiteral("name"), i.name}, {QStringLiteral("quantity"), i.quantity},
                                           {QStringLiteral("unit"), i.unit}, {QStringLiteral("cost"), i.cost}});
        weeks.append(QJsonObject{{QStringLiteral("apprentices"), n.apprentices}, {QStringLiteral("wages"), n.wages},
                                 {QStringLiteral("ingredientCost"), n.ingredientCost}, {QStringLiteral("ingredients"), ingredients}});
    }
    return {{QStringLiteral("recipe"), p.options.recipe},
            {QStringLiteral("name"), p.recipeName},
            {QStringLiteral("creationSpell"), p.creationSpell},
            {QStringLiteral("position"), p.options.position},
            {QStringLiteral("wizardsRequired"), p.wizardsRequired},
            {QStringLiteral("teamWizards"), p.teamWizards},
            {QStringLiteral("rollEvery"), p.rollEvery},
            {QStringLiteral("workWeeks"), p.workWeeks},
            {QStringLiteral("calendarWeeks"), p.calendarWeeks},
            {QStringLiteral("needsBook"), p.needsBook},
            {QStringLiteral("bookPages"), p.bookPages},
            {QStringLiteral("stPerDay"), p.stPerDay},
            {QStringLiteral("apprentices"), p.apprentices},
            {QStringLiteral("costPerWeek"), p.costPerWeek},
            {QStringLiteral("totalCost"), p.totalCost},
            {QStringLiteral("spellValue"), p.spellValue},
            {QStringLiteral("surchargePercent"), p.surchargePercent},
            {QStringLiteral("parts"), parts},
            {QStringLiteral("weeks"), weeks},
            {QStringLiteral("notes"), QJsonArray::fromStringList(p.notes)},
            {QStringLiteral("problems"), QJsonArray::fromStringList(p.problems)}};
}

QJsonObject workshop(const WorkshopPlan& p)
{
    QJsonObject o = itemCreation(p.plan);
    o.insert(QStringLiteral("position"), p.position);
    o.insert(QStringLiteral("valueAfter"), p.valueAfter);
    o.insert(QStringLiteral("problems"), QJsonArray::fromStringList(p.problems));
    return o;
}

QJsonObject research(const ResearchPlan& p, bool players)
{
    QJsonObject o{{QStringLiteral("project"), p.project.id},
                  {QStringLiteral("projectName"), p.project.name},
                  {QStringLiteral("title"), p.title},
                  {QStringLiteral("level"), p.level},
                  {QStringLiteral("dice"), p.dice},
                  {QStringLiteral("target"), p.target},
                  {QStringLiteral("fullTime"), p.project.fullTime},
                  {QStringLiteral("needsLab"), p.project.needsLab},
                  {QStringLiteral("secretWeeks"), p.secretWeeks},
                  {QStringLiteral("materialsPerWeek"), p.materialsPerWeek},
                  {QStringLiteral("experimentCost"), p.experimentCost},
                  {QStringLiteral("problems"), QJsonArray::fromStringList(p.problems)}};
    if (!p.secretWeeks || !players)
        o.insert(QStringLiteral("weeksNeeded"), p.weeksNeeded);
    return o;
}

QJsonObject search(const SearchPlan& p)
{
    return {{QStringLiteral("dice"), p.dice}, {QStringLiteral("target"), p.target},
            {QStringLiteral("problems"), QJsonArray::fromStringList(p.problems)}};
}

} // namespace hk::PlanJson
