// The preview of a player's request (issue 32): what the planner the window and the CLI use says about it before
// it is sent — weeks, money in numbers and words, what is needed, the problems in the rules' words. Kept apart
// from PlayerRequests.cpp (which stores and decides requests) and PlayerAskActions.cpp (which makes the change):
// a preview changes nothing and stores nothing.
#include "players/PlayerRequests.h"

#include "activities/PlanJson.h"
#include "activities/SpellStudies.h"
#include "audience/CampaignView.h"
#include "campaign/Campaign.h"
#include "i18n/Translate.h"
#include "labs/Labs.h"
#include "players/PlayerAskServices.h"
#include "treasury/Treasury.h"

#include <QJsonArray>
#include <QSet>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::PlayerRequests", text);
}

// What a preview is made of, before it becomes the page's JSON.
struct Preview
{
    QJsonObject plan;          // the planner's numbers (PlanJson)
    QStringList problems;      // why it cannot start; empty: it can
    int weeks = -1;            // on the calendar; -1: not known beforehand (a search lasts until something is found)
    QString text;              // the request in one line
    QStringList details;       // what the player should know, in words
    QStringList needs;         // what must be at hand
    QJsonArray costs;          // {what, dollars, text}

    void cost(const QString& what, int dollars)
    {
        costs.append(QJsonObject{{QStringLiteral("what"), what}, {QStringLiteral("dollars"), dollars},
                                 {QStringLiteral("text"), Treasury::format(dollars)}});
    }
};

QString weeksText(int weeks)
{
    return tr("Weeks: %1").arg(weeks);
}

// What a laboratory must serve for, in words (the ruleset's keys otherwise).
QString labUseWords(const QString& use)
{
    if (use == QLatin1String("alchemy"))
        return tr("alchemy");
    if (use == QLatin1String("chemistry"))
        return tr("chemistry");
    if (use == QLatin1String("magic-items"))
        return tr("making magic items");
    if (use == QLatin1String("spell-research"))
        return tr("spell research");
    return QString(use).replace(QLatin1Char('-'), QLatin1Char(' '));
}

Preview learning(Campaign& campaign, const PlayerAsk& ask, QString* error)
{
    const LearningPlan p = SpellStudies(campaign).plan(ask.characterId, ask.method, ask.spell, ask.feePerWeek, error);
    Preview v;
    v.plan = PlanJson::learning(p);
    v.problems = p.problems;
    v.weeks = p.weeks > 0 ? p.weeks : (p.days + 6) / 7;
    v.text = tr("%1 by %2").arg(p.spellName.isEmpty() ? ask.spell : p.spellName, p.methodName.isEmpty() ? ask.method : p.methodName);
    v.details.append(p.weeks > 0 ? weeksText(p.weeks) : tr("Days: %1").arg(p.days));
    v.details.append(p.feeDollars > 0 ? tr("Fee: %1").arg(Treasury::format(p.feeDollars)) : tr("No fee."));
    if (p.feePerWeek > 0)
        v.details.append(tr("%1 a week goes to the teacher, week by week.").arg(Treasury::format(p.feePerWeek)));
    if (p.fullTime)
        v.details.append(tr("Full time: nothing else meanwhile."));
    if (p.dxAfter != 0)
        v.details.append(tr("DX %1 with the spell for %2 days afterwards.").arg(p.dxAfter).arg(p.dxAfterDays));
    v.details += p.notes;
    v.cost(tr("fee"), p.feeDollars);
    return v;
}

Preview batch(Campaign& campaign, const PlayerAsk& ask, QString* error)
{
    const BatchPlan p = Alchemy(campaign).plan(PlayerAskServices::batch(ask), error);
    Preview v;
    v.plan = PlanJson::batch(p);
    v.problems = p.problems;
    if (!p.recipe.valid)
        return v;
    v.weeks = p.weeks;
    v.text = tr("%1 × %2").arg(p.recipe.name).arg(p.doses);
    v.details.append(weeksText(p.weeks));
    v.details.append(tr("Rolled against DX %1.").arg(p.target));
    v.details.append(tr("Ingredients: %1 special and %2 common; %3 to pay now.")
                         .arg(Treasury::format(p.specialCost), Treasury::format(p.commonCost), Treasury::format(p.payNow)));
    v.needs.append(tr("A laboratory for %1.").arg(labUseWords(p.labUse)));
    v.needs.append(tr("The book of instructions: %1 pages.").arg(p.bookPages));
    v.cost(tr("special ingredients"), p.specialCost);
    v.cost(tr("common ingredients"), p.commonCost);
    v.cost(tr("to pay now"), p.payNow);
    return v;
}

Preview project(Campaign& campaign, const PlayerAsk& ask, QString* error)
{
    const WorkshopPlan w = WorkshopProjects(campaign).plan(PlayerAskServices::project(ask), error);
    const ItemCreationPlan& p = w.plan;
    Preview v;
    v.plan = PlanJson::workshop(w);
    v.problems = w.problems;
    v.weeks = p.calendarWeeks;
    v.text = tr("%1: %2").arg(ask.item, p.recipeName.isEmpty() ? ask.recipe : p.recipeName);
    v.details.append(tr("Weeks of work: %1; on the calendar: %2.").arg(p.workWeeks).arg(p.calendarWeeks));
    v.details.append(tr("Wizards: %1 needed, %2 working.").arg(p.wizardsRequired).arg(p.teamWizards));
    v.details.append(tr("ST a day for each wizard: %1; apprentices: %2.").arg(p.stPerDay).arg(p.apprentices));
    v.details.append(tr("The item will be worth %1.").arg(Treasury::format(w.valueAfter)));
    v.details += p.notes;
    if (!p.creationSpellName.isEmpty())
        v.needs.append(tr("The spell %1.").arg(p.creationSpellName));
    if (p.minMakerIq > 0)
        v.needs.append(tr("IQ %1 or more.").arg(p.minMakerIq));
    if (p.needsBook)
        v.needs.append(tr("The book of instructions: %1 pages.").arg(p.bookPages));
    v.needs.append(tr("A laboratory for %1, attuned to you.").arg(labUseWords(QStringLiteral("magic-items"))));
    for (const IngredientNeed& i : p.workWeekNeeds.value(0).ingredients)
        v.needs.append(tr("Each week: %1 × %2.").arg(i.quantity).arg(i.name));
    v.cost(tr("busiest week"), p.costPerWeek);
    v.cost(tr("in all, if every roll is made"), p.totalCost);
    v.cost(tr("value added"), p.spellValue);
    return v;
}

Preview research(Campaign& campaign, const PlayerAsk& ask, QString* error)
{
    const ResearchPlan p = Research(campaign).plan(ask.characterId, PlayerAskServices::research(ask), error);
    Preview v;
    v.plan = PlanJson::research(p, true);
    v.problems = p.problems;
    if (!p.project.valid)
        return v;
    v.text = tr("%1: %2").arg(p.project.name, p.title);
    if (p.secretWeeks) {
        v.details.append(tr("The GM decides how many good weeks it takes, and keeps it to himself."));
    } else if (p.weeksNeeded > 0) {
        v.weeks = p.weeksNeeded;
        v.details.append(tr("Good weeks needed: %1.").arg(p.weeksNeeded));
    }
    v.details.append(tr("Each week: %1 dice against IQ %2.").arg(p.dice).arg(p.target));
    if (p.project.fullTime)
        v.details.append(tr("Full time: nothing else meanwhile."));
    v.details.append(tr("Materials: %1 before each week.").arg(Treasury::format(p.materialsPerWeek)));
    if (!p.experimentCost.isEmpty())
        v.details.append(tr("Experiments: %1 a week.").arg(p.experimentCost));
    QStringList uses;
    for (const QString& use : p.project.labUses)
        uses.append(labUseWords(use));
    if (p.project.needsLab)
        v.needs.append(tr("A laboratory for %1.").arg(uses.join(tr(" or "))));
    v.cost(tr("materials each week"), p.materialsPerWeek);
    return v;
}

Preview search(Campaign& campaign, const PlayerAsk& ask, QString* error)
{
    const SearchPlan p = MarketSearch(campaign).plan(ask.characterId, PlayerAskServices::search(ask), error);
    Preview v;
    v.plan = PlanJson::search(p);
    v.problems = p.problems;
    v.text = tr("%1, worth %2, in a %3").arg(ask.item, Treasury::format(ask.value), ask.settlement);
    if (p.dice > 0)
        v.details.append(tr("Each week: %1 dice against IQ %2, until it is found.").arg(p.dice).arg(p.target));
    v.details.append(ask.fullTime ? tr("Full time: a better roll, nothing else meanwhile.") : tr("Beside other work."));
    v.details.append(tr("The price is the seller's, paid when you buy what was found."));
    v.cost(tr("fair price"), ask.value);
    return v;
}

// A problem may name an activity of the character's by its title ("already busy full time with …"); one the GM
// keeps to himself is named in plain words instead, as the players' view never shows it.
QStringList withoutSecretTitles(Campaign& campaign, qint64 characterId, QStringList problems, QString* error)
{
    QSet<qint64> shown;
    for (const Activity& a : CampaignView(campaign, Audience::Players).activities(characterId, {}, false, error))
        shown.insert(a.id);
    for (const Activity& a : CampaignView(campaign, Audience::Gm).activities(characterId, {}, false, error)) {
        if (shown.contains(a.id) || a.title.isEmpty())
            continue;
        for (QString& p : problems)
            p.replace(QStringLiteral("“%1”").arg(a.title), tr("other work"));
    }
    return problems;
}

} // namespace

bool PlayerRequests::preview(const PlayerLink& given, PlayerAsk ask, QJsonObject* out, QString* error) const
{
    PlayerLink link;
    if (!resolve(given, &link, &ask, error))
        return false;
    error->clear();
    Preview v;
    switch (ask.kind) {
    case AskKind::LearnSpell:
        v = learning(m_campaign, ask, error);
        break;
    case AskKind::Brew:
        v = batch(m_campaign, ask, error);
        break;
    case AskKind::ItemProject:
        v = project(m_campaign, ask, error);
        break;
    case AskKind::Research:
        v = research(m_campaign, ask, error);
        break;
    case AskKind::MarketSearch:
        v = search(m_campaign, ask, error);
        break;
    case AskKind::SpendXp:
    case AskKind::NewCharacter:
    case AskKind::Notes:
        *error = tr("There is no preview for this kind of request.");
        return false;
    }
    if (!error->isEmpty())
        return false;
    const QStringList problems = withoutSecretTitles(m_campaign, ask.characterId, v.problems, error);
    if (!error->isEmpty())
        return false;
    v.plan.insert(QStringLiteral("problems"), QJsonArray::fromStringList(problems));
    QJsonObject o{{QStringLiteral("kind"), PlayerAsk::kindKey(ask.kind)},
                  {QStringLiteral("character"), ask.characterId},
                  {QStringLiteral("ok"), problems.isEmpty()},
                  {QStringLiteral("text"), v.text},
                  {QStringLiteral("details"), QJsonArray::fromStringList(v.details)},
                  {QStringLiteral("needs"), QJsonArray::fromStringList(v.needs)},
                  {QStringLiteral("costs"), v.costs},
                  {QStringLiteral("problems"), QJsonArray::fromStringList(problems)},
                  {QStringLiteral("plan"), v.plan}};
    if (v.weeks >= 0)
        o.insert(QStringLiteral("weeks"), v.weeks);
    *out = o;
    return true;
}

} // namespace hk
