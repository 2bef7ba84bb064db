#include "time/AdvanceContext.h"

#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "treasury/MoneyRepository.h"

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

bool AdvanceContext::begin(QString* error)
{
    QString e;
    m_ledgerAheadTo = MoneyRepository(database()).lastDay(&e);
    if (!e.isEmpty()) {
        *error = e;
        return false;
    }
    if (m_ledgerAheadTo <= m_fromDay)
        m_ledgerAheadTo = 0;
    return true;
}

bool AdvanceContext::balance(qint64 purse, int* dollars, QString* error)
{
    const auto known = m_balances.constFind(purse);
    if (known != m_balances.constEnd()) {
        *dollars = *known;
        return true;
    }
    QString e;
    const int sum = MoneyRepository(database()).balance(purse, &e);
    if (!e.isEmpty()) {
        *error = e;
        return false;
    }
    m_balances.insert(purse, sum);
    *dollars = sum;
    return true;
}

void AdvanceContext::noteLedgerRow(const MoneyEntry& row)
{
    const auto known = m_balances.find(row.characterId);
    if (known != m_balances.end())
        *known += row.amount;
    m_ledgerRows[row.day].append(row);
}

bool AdvanceContext::ledgerRowsOn(int day, QList<MoneyEntry>* rows) const
{
    if (day <= m_ledgerAheadTo)
        return false;
    *rows = m_ledgerRows.value(day);
    return true;
}

} // namespace hk
