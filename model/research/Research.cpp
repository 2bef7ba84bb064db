#include "research/Research.h"
#include "i18n/Translate.h"

#include "activities/ActivityEdits.h"
#include "activities/ActivityControl.h"
#include "activities/ActivityRepository.h"
#include "activities/SharedActivityData.h"
#include "campaign/Campaign.h"
#include "characters/CharacterRepository.h"
#include "labs/LabRepository.h"
#include "research/ResearchData.h"
#include "time/Calendar.h"
#include "treasury/MoneyRepository.h"
#include "treasury/Treasury.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::Research", text);
}

// The ruleset's lab entry for a lab type ("wizard", "chemist", "chest").
const RuleEntry* labEntry(const Ruleset& rules, const QString& labType)
{
    for (const LocatedEntry& e : rules.entries({QStringLiteral("lab")})) {
        if (e.entry->stringField(QStringLiteral("labType")) == labType)
            return e.entry;
    }
    return nullptr;
}

} // namespace

const QString Research::Kind = QStringLiteral("research");

QStringList Research::labProblems(const ResearchProject& project, qint64 characterId, qint64 labId, qint64 exceptActivity,
                                  QString* error) const
{
    QStringList out;
    if (!labId) {
        if (project.needsLab)
            out.append(tr("%1 needs a laboratory; choose one.").arg(project.name));
        return out;
    }
    LabRepository labs(m_campaign.database());
    Lab lab;
    QString findError;
    if (!labs.find(labId, &lab, &findError))
        return {tr("There is no laboratory #%1.").arg(labId)};
    if (!lab.usable())
        out.append(lab.damage > 0 ? tr("%1 is damaged (%2 to repair).").arg(lab.name, Treasury::format(lab.damage))
                                  : tr("%1 is not ready (%2).").arg(lab.name, labStatusKey(lab.status)));
    const RuleEntry* kind = labEntry(m_campaign.rules(), lab.labType);
    QStringList uses;
    for (const QJsonValue& u : kind ? kind->data.value(QLatin1String("uses")).toArray() : QJsonArray())
        uses.append(u.toString());
    bool fits = project.labUses.isEmpty();
    for (const QString& use : project.labUses)
        fits = fits || uses.contains(use);
    if (!fits)
        out.append(tr("%1 is a %2, which cannot serve for %3.").arg(lab.name, kind ? kind->name() : lab.labType, project.name));
    if (kind && kind->data.contains(QLatin1String("attunement")) && !labs.isAttuned(labId, characterId, error))
        out.append(tr("The researcher is not attuned to %1 yet.").arg(lab.name));
    if (!labs.bookings(labId, exceptActivity, error).isEmpty())
        out.append(tr("%1 is already in use; only one person can work in it in a week.").arg(lab.name));
    return out;
}

ResearchPlan Research::plan(qint64 characterId, const ResearchRequest& request, QString* error) const
{
    ResearchPlan p;
    const ResearchRules rules(m_campaign.rules());
    p.project = rules.project(request.kind);
    Character researcher;
    if (!CharacterRepository(m_campaign.database()).find(characterId, &researcher, error))
        return p;
    if (!p.project.valid) {
        p.problems.append(tr("Unknown kind of research “%1”; choose one of: %2.").arg(request.kind, rules.kinds().join(QStringLiteral(", "))));
        return p;
    }
    p.level = request.level;
    p.title = request.title.trimmed();
    if (!request.spell.isEmpty()) {
        const RuleEntry* spell = m_campaign.rules().entry(QStringLiteral("spell"), request.spell);
        if (!spell)
            p.problems.append(tr("There is no spell “%1” in the library.").arg(request.spell));
        else {
            if (p.level <= 0)
                p.level = spell->intField(QStringLiteral("iq"));
            if (p.title.isEmpty())
                p.title = spell->name();
            if (researcher.spells.contains(request.spell))
                p.problems.append(tr("%1 already knows %2.").arg(researcher.name, spell->name()));
        }
    }
    if (p.title.isEmpty())
        p.problems.append(tr("Give the research a title (what is being invented)."));
    p.dice = request.dice > 0 ? request.dice : p.project.diceMin;
    p.target = researcher.iq;
    p.secretWeeks = p.project.weeksGmSets;
    p.weeksNeeded = rules.weeksNeeded(p.project, p.level, request.gmWeeks);
    p.materialsPerWeek = rules.materialsDollars(p.project, p.level);
    if (!p.project.experimentDice.isEmpty())
        p.experimentCost = tr("%1 × %2").arg(p.project.experimentDice,
                                              Treasury::format(rules.experimentDollars(p.project, 1)));
    p.problems += rules.problems(p.project, researcher.iq, p.level, p.dice, request.gmWeeks);
    if (researcher.archived)
        p.problems.append(tr("%1 is archived.").arg(researcher.name));
    p.problems += labProblems(p.project, characterId, request.labId, 0, error);
    if (p.project.fullTime) {
        for (const Activity& a : ActivityRepository(m_campaign.database()).list(characterId, {}, false, error)) {
            if (a.isOpen() && SharedActivityData::read(a).fullTime) {
                p.problems.append(tr("%1 is already busy full time with “%2”.").arg(researcher.name, a.title));
                break;
            }
        }
    }
    QString moneyError;
    const int purse = Treasury(m_campaign).balance(characterId, &moneyError);
    if (moneyError.isEmpty() && p.materialsPerWeek > purse)
        p.problems.append(tr("The first week's materials cost %1 and %2 holds %3.")
                              .arg(Treasury::format(p.materialsPerWeek), researcher.name, Treasury::format(purse)));
    return p;
}

bool Research::start(qint64 characterId, const ResearchRequest& request, qint64* activityId, QString* error)
{
    Activity a;
    const bool ok = m_campaign.change(tr("Start research"), [&](QString* text, QString* e) {
        const ResearchPlan p = plan(characterId, request, e);
        if (!e->isEmpty())
            return false;
        Character researcher;
        if (!CharacterRepository(m_campaign.database()).find(characterId, &researcher, e))
            return false;
        if (!p.problems.isEmpty()) {
            *e = tr("%1 cannot start this research: %2").arg(researcher.name, p.problems.join(QLatin1Char(' ')));
            return false;
        }
        a.kind = Kind;
        a.characterId = characterId;
        a.title = tr("%1: %2").arg(p.project.name, p.title);
        a.startDay = m_campaign.info().calendarDay;
        const int nextWeek = a.startDay + Calendar::daysPerWeek;
        // The end stays unknown to players while the GM keeps the time secret: only the week under way shows.
        a.dueDay = p.secretWeeks ? nextWeek : a.startDay + p.weeksNeeded * Calendar::daysPerWeek;
        a.cost = p.materialsPerWeek;
        ResearchData d;
        d.project = p.project.id;
        d.subject = p.project.subject;
        d.researching = p.title;
        d.level = p.level;
        d.dice = p.dice;
        d.attribute = p.project.attribute;
        d.fullTime = p.project.fullTime;
        d.materialsPerWeek = p.materialsPerWeek;
        d.nextWeekDay = nextWeek;
        if (request.labId)
            d.lab = request.labId;
        d.spell = request.spell;
        if (p.secretWeeks)
            d.secretWeeksNeeded = p.weeksNeeded;
        else
            d.weeksNeeded = p.weeksNeeded;
        d.write(&a);
        *text = tr("%1 starts %2").arg(researcher.name, a.title);
        return ActivityEdits::insert(m_campaign, &a, e)
               && ActivityEdits::pay(m_campaign, characterId, p.materialsPerWeek, QStringLiteral("research"),
                                     tr("%1: materials for week 1").arg(a.title), a.id, e);
    }, error);
    if (ok && activityId)
        *activityId = a.id;
    return ok;
}

QList<Activity> Research::list(qint64 characterId, bool includeEnded, bool player, QString* error) const
{
    return ActivityControl(m_campaign).list(characterId, Kind, includeEnded, player, error);
}

bool Research::reveal(qint64 activityId, QString* error)
{
    return ActivityEdits::edit(m_campaign, activityId, tr("Reveal research to the Guild"), [&](Activity& a, QString* text, QString* e) {
        const ResearchRules rules(m_campaign.rules());
        ResearchData d = ResearchData::read(a);
        const ResearchProject p = rules.project(d.project);
        const QString researching = d.researching;
        if (a.kind != Kind || !p.subject.endsWith(QLatin1String("spell"))) {
            *e = tr("#%1 is not research into a spell.").arg(activityId);
            return false;
        }
        if (a.status != ActivityStatus::Done) {
            *e = tr("“%1” is not finished (%2).").arg(a.title, activityStatusKey(a.status));
            return false;
        }
        if (d.guild) {
            *e = tr("The Guild already has %1.").arg(researching);
            return false;
        }
        *text = tr("Reveal %1 to the Guild").arg(researching);
        const int today = m_campaign.info().calendarDay;
        const int reward = rules.rewardDollars(p, d.level);
        d.nextSecrecyRollDay.reset();
        d.mustReveal = false;
        d.guild = ResearchGuild{today, reward, p.rewardWishes, false};
        d.write(&a);
        return reward <= 0
               || MoneyRepository(m_campaign.database())
                      .insert({0, a.characterId, today, reward, QStringLiteral("reward"),
                               tr("The Wizards' Guild's reward for %1").arg(researching), a.id, false},
                              e);
    }, error);
}

bool Research::moveToLab(qint64 activityId, qint64 labId, QString* error)
{
    return ActivityEdits::edit(m_campaign, activityId, tr("Move research"), [&](Activity& a, QString* text, QString* e) {
        if (a.kind != Kind || (!a.isOpen())) {
            *e = tr("#%1 is not research under way.").arg(activityId);
            return false;
        }
        ResearchData d = ResearchData::read(a);
        const ResearchProject p = ResearchRules(m_campaign.rules()).project(d.project);
        const QStringList problems = labProblems(p, a.characterId, labId, activityId, e);
        if (!e->isEmpty())
            return false;
        if (!problems.isEmpty()) {
            *e = tr("“%1” cannot move there: %2").arg(a.title, problems.join(QLatin1Char(' ')));
            return false;
        }
        if (d.lab == labId) {
            // Nothing would change, and a step that changes nothing leaves no step to undo.
            *e = tr("“%1” already works in that laboratory.").arg(a.title);
            return false;
        }
        *text = tr("Move %1 to another laboratory").arg(a.title);
        d.lab = labId;
        d.write(&a);
        return true;
    }, error);
}

} // namespace hk
