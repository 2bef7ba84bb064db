#pragma once

#include "TestSupport.h"
#include "campaign/Campaign.h"

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
            qWarning("%s", qPrintable(error));
        return c;
    }

private:
    QTemporaryDir m_dir;
    QString m_prefix;
    int m_count = 0;
};

} // namespace hk::test
