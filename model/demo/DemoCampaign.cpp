#include "demo/DemoCampaign.h"

#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "db/SqlTransaction.h"
#include "packages/PackageRegistry.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QUndoStack>

namespace hk {

namespace {
QString tr(const char* text)
{
    return QCoreApplication::translate("hk::DemoCampaign", text);
}
} // namespace

QString DemoCampaign::defaultPath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return QDir(dir).filePath(QStringLiteral("demo.hkc"));
}

std::unique_ptr<Campaign> DemoCampaign::create(const QString& path, const PackageRegistry& registry, QString* error)
{
    for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
        QFile::remove(path + suffix);
    NewCampaign spec;
    spec.name = tr("The Tower of Aronnen");
    spec.baseRuleset = registry.find(QStringLiteral("tft-advanced-wizard-1980")) ? QStringLiteral("tft-advanced-wizard-1980")
                                                                                 : QStringLiteral("tft-wizard-1978");
    spec.diceSeed = 1978;
    spec.startDay = 15;
    std::unique_ptr<Campaign> campaign = Campaign::create(path, spec, registry, error);
    if (!campaign)
        return nullptr;
    SqlTransaction tx(campaign->database());
    try {
        campaign->dice().roll(QStringLiteral("3d6"), {tr("Yzor"), tr("initiative practice"), false});
        campaign->dice().rollAgainst(3, 12, {tr("Yzor"), tr("casting Dazzle"), false});
        campaign->dice().rollAgainst(3, 9, {tr("GM"), tr("Krait disbelieves the wolf"), true});
    } catch (const DiceError& e) {
        *error = e.message();
        return nullptr;
    }
    if (!campaign->logEvent(QStringLiteral("campaign"), tr("Yzor"),
                            tr("Yzor survived his duel with Krait in the arena of the Torea School."), false, error)
        || !campaign->logEvent(QStringLiteral("campaign"), tr("Aronnen"),
                               tr("Aronnen suspects a Torea master bribed the proctor."), true, error)
        || !tx.commit())
        return nullptr;
    campaign->setNotes(tr("Demo campaign: Yzor, apprentice of Aronnen, after his first arena duel."));
    campaign->undoStack()->clear();
    return campaign;
}

} // namespace hk
