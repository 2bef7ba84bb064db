#include "time/AdvanceContext.h"

#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"

namespace hk {

QJsonObject AdvanceEvent::toJson() const
{
    QJsonObject o;
    o.insert(QStringLiteral("day"), day);
    o.insert(QStringLiteral("kind"), kind);
    o.insert(QStringLiteral("subject"), subject);
    o.insert(QStringLiteral("message"), message);
    o.insert(QStringLiteral("data"), data);
    o.insert(QStringLiteral("gmOnly"), gmOnly);
    return o;
}

AdvanceContext::AdvanceContext(Campaign& campaign, int fromDay, int toDay)
    : m_campaign(campaign), m_fromDay(fromDay), m_toDay(toDay), m_day(fromDay)
{
    dice().setRollDay(m_day);
}

AdvanceContext::~AdvanceContext()
{
    dice().setRollDay(std::nullopt);
}

void AdvanceContext::setDay(int day)
{
    m_day = day;
    dice().setRollDay(day);
}

QSqlDatabase AdvanceContext::database() const
{
    return m_campaign.database();
}

CampaignDice& AdvanceContext::dice() const
{
    return m_campaign.dice();
}

const Ruleset& AdvanceContext::rules() const
{
    return m_campaign.rules();
}

bool AdvanceContext::addEvent(const QString& kind, const QString& subject, const QString& message,
                              const QJsonObject& data, bool gmOnly, QString* error)
{
    if (!m_campaign.logEvent(kind, subject, message, data, gmOnly, error, m_day))
        return false;
    m_events.append({m_day, kind, subject, message, data, gmOnly});
    return true;
}

} // namespace hk
