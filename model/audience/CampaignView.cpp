#include "audience/CampaignView.h"

#include "activities/ActivityControl.h"
#include "alchemy/Potions.h"
#include "campaign/Campaign.h"
#include "campaign/CampaignLogs.h"
#include "combat/CombatView.h"
#include "combat/Encounters.h"
#include "research/ResearchData.h"
#include "treasury/Treasury.h"

namespace hk {

bool CampaignView::encounter(qint64 id, Encounter* out, QString* error) const
{
    if (!Encounters(m_campaign).find(id, out, error))
        return false;
    *out = shown(*out);
    return true;
}

Encounter CampaignView::shown(Encounter encounter) const
{
    if (forPlayers())
        encounter.state = CombatView::forPlayers(encounter.state);
    return encounter;
}

QJsonObject CampaignView::encounterJson(const Encounter& encounter, const CombatParameters& p) const
{
    return CombatView::toJson(encounter, p, forPlayers());
}

QList<CombatLogEntry> CampaignView::combatLog(qint64 encounterId, QString* error) const
{
    return Encounters(m_campaign).log(encounterId, forPlayers(), error);
}

QList<DiceLogEntry> CampaignView::rolls(int limit, QString* error) const
{
    return CampaignLogs(m_campaign).rolls(limit, !forPlayers(), error);
}

QList<CampaignEvent> CampaignView::events(EventFilter filter, QString* error) const
{
    if (forPlayers())
        filter.includeGmOnly = false;
    return CampaignLogs(m_campaign).events(filter, error);
}

QList<CampaignEvent> CampaignView::moneyOf(const TimelineRow& bar, QString* error) const
{
    const bool lab = bar.activityId == 0;
    if (lab && bar.labId == 0)
        return {};
    return CampaignLogs(m_campaign).eventsAbout(QStringLiteral("money"), lab ? QStringLiteral("lab") : QStringLiteral("activity"),
                                                lab ? bar.labId : bar.activityId, !forPlayers(), error);
}

QList<AdvanceEvent> CampaignView::shown(const QList<AdvanceEvent>& events) const
{
    QList<AdvanceEvent> out = events;
    if (forPlayers())
        out.removeIf([](const AdvanceEvent& e) { return e.gmOnly; });
    return out;
}

QList<TimelineRow> CampaignView::timeline(bool includeEnded, QString* error) const
{
    return Timeline(m_campaign).rows(includeEnded, forPlayers(), error);
}

QList<Activity> CampaignView::activities(qint64 characterId, const QString& kind, bool includeEnded, QString* error) const
{
    return ActivityControl(m_campaign).list(characterId, kind, includeEnded, forPlayers(), error);
}

bool CampaignView::activity(qint64 id, Activity* out, QString* error) const
{
    return ActivityControl(m_campaign).find(id, out, forPlayers(), error);
}

QJsonArray CampaignView::history(const Activity& activity) const
{
    return ActivityControl::history(activity, forPlayers());
}

QJsonObject CampaignView::activityJson(const Activity& activity) const
{
    return ActivityControl::toJson(activity, forPlayers());
}

int CampaignView::researchWeeksNeeded(const Activity& activity) const
{
    return ResearchData::read(activity).weeksNeededFor(forPlayers());
}

QList<PotionStock> CampaignView::potions(qint64 holder, QString* error) const
{
    return Potions(m_campaign).list(holder, error);
}

bool CampaignView::knowsFault(const PotionStock& stock) const
{
    return stock.faulty && (!forPlayers() || stock.detected);
}

QJsonObject CampaignView::potionJson(const PotionStock& stock) const
{
    QJsonObject o = Potions::toJson(stock, m_campaign.rules());
    if (!forPlayers())
        return o;
    // Players learn that a potion is faulty once someone has found it out, never what the fault does: that is
    // the GM's to describe when it is used.
    o.remove(QStringLiteral("detected"));
    o.remove(QStringLiteral("faultyEffect"));
    if (knowsFault(stock))
        o.insert(QStringLiteral("faulty"), true);
    else
        o.remove(QStringLiteral("faulty"));
    return o;
}

PurseView CampaignView::purse(qint64 holder, int limit, QString* error) const
{
    PurseView out;
    const Treasury treasury(m_campaign);
    out.balance = treasury.balance(holder, error);
    QList<MoneyEntry> lines = treasury.ledger(holder, error);
    if (!error->isEmpty())
        return {};
    QHash<qint64, bool> secretWork; // activity id → GM-only
    for (qsizetype i = lines.size() - 1; i >= 0; --i) {
        const MoneyEntry& line = lines.at(i);
        bool secret = line.gmOnly;
        if (forPlayers() && !secret && line.activityId > 0) {
            if (!secretWork.contains(line.activityId)) {
                Activity paidFor;
                if (!ActivityControl(m_campaign).find(line.activityId, &paidFor, false, error))
                    return {};
                secretWork.insert(line.activityId, paidFor.gmOnly);
            }
            secret = secretWork.value(line.activityId);
        }
        if (forPlayers() && secret)
            out.balance -= line.amount;
        else if (out.lines.size() < limit)
            out.lines.append(line);
    }
    return out;
}

} // namespace hk
