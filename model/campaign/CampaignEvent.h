#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QString>

namespace hk {

// One thing that happened in the campaign, for the event log.
struct CampaignEvent
{
    qint64 id = 0;
    QDateTime loggedAt;
    int campaignDay = 0;
    QString kind;     // "campaign", "time", "workshop", …
    QString subject;  // who or what it is about
    QString message;  // our words, shown to the GM
    QJsonObject data; // structured details
    bool gmOnly = false;
};

// Which events to list: every field left empty matches everything.
struct EventFilter
{
    QString kind;
    QString subject;
    QString text; // found in the message or the subject, any case
    bool includeGmOnly = true;
    int limit = 500;
};

} // namespace hk
