#pragma once

#include "TestSupport.h"
#include "activities/ActivityEdits.h"
#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"

#include <QTemporaryDir>

// For tests that link hk_model: a fresh campaign file in a temporary folder, numbered so one test can make
// several.
namespace hk::test {

class CampaignFactory
{
public:
    explicit CampaignFactory(QString prefix) : m_prefix(std::move(prefix)) {}

    std::unique_ptr<Campaign> create(int startDay, const QStringList& optionPacks = {},
                                     const QString& ruleset = QStringLiteral("tft-advanced-wizard-1980"))
    {
        QString error;
        auto c = Campaign::create(m_dir.filePath(QStringLiteral("%1%2.hkc").arg(m_prefix).arg(++m_count)),
                                  {m_prefix, ruleset, optionPacks, 5, startDay}, registry(), &error);
        if (!c)
            hk::test::setupFailed(error);
        return c;
    }

private:
    QTemporaryDir m_dir;
    QString m_prefix;
    int m_count = 0;
};

// The campaign's digest, to compare before and after a step. A campaign without one fails the test: two empty
// digests would compare equal and hide the failure. (CampaignDigest::of refuses a database with no tables, as a
// closed one reads, so the hash of nothing never comes back.)
inline QString digestOf(const Campaign& campaign, CallSite where = HK_CALL_SITE)
{
    QString error;
    const QString digest = campaign.digest(&error);
    if (digest.isEmpty() || !error.isEmpty())
        setupFailed(QStringLiteral("the campaign has no digest: %1").arg(error.isEmpty() ? QStringLiteral("no rows read") : error),
                    where);
    return digest;
}

// An event in the log, as a step of its own (events are written only inside a change).
[[nodiscard]] inline bool logEvent(Campaign& campaign, const QString& kind, const QString& subject, const QString& message, bool gmOnly,
                     QString* error)
{
    return campaign.change(QStringLiteral("test event"), [&](QString*, QString* e) {
        return campaign.logEvent(kind, subject, message, {}, gmOnly, e);
    }, error);
}

// A logged roll of the campaign's dice as a step of its own (rolls are made only inside a change).
inline RollRecord roll(Campaign& campaign, const QString& expression, const RollContext& context = {},
                       std::optional<int> target = std::nullopt)
{
    RollRecord r;
    QString error;
    if (!campaign.dice().rollStep(expression, target, context, &r, &error))
        hk::test::setupFailed(QString::asprintf("roll failed: %s", qPrintable(error)));
    return r;
}

// Writes an activity as a step of its own (fixtures that need one in a given state); returns its new id or 0.
[[nodiscard]] inline qint64 addActivity(Campaign& campaign, Activity activity, QString* error)
{
    return campaign.change(QStringLiteral("test activity"),
                           [&](QString*, QString* e) { return ActivityEdits::insert(campaign, &activity, e); }, error)
               ? activity.id
               : 0;
}

} // namespace hk::test
