#include "CliCommand.h"

#include "activities/ActivityControl.h"
#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "packages/PackageRegistry.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

namespace hk {

CliContext::CliContext() : m_out(stdout), m_err(stderr)
{
}

CliContext::~CliContext() = default;

const PackageRegistry& CliContext::registry()
{
    if (!m_registry) {
        QStringList errors;
        m_registry = std::make_unique<PackageRegistry>(PackageRegistry::loadEmbedded(&errors));
        for (const QString& e : std::as_const(errors))
            m_err << QCoreApplication::translate("hk::cli", "warning: ruleset package refused: %1").arg(e) << Qt::endl;
    }
    return *m_registry;
}

std::unique_ptr<Campaign> CliContext::openCampaign(const QString& path, bool journalOnly)
{
    QString error;
    std::unique_ptr<Campaign> campaign;
    if (journalOnly) {
        m_campaignRegistries.push_back(std::make_unique<PackageRegistry>()); // none: replaying reads no rules
        campaign = Campaign::open(path, *m_campaignRegistries.back(), &error, Campaign::Access::ReadWrite,
                                  Campaign::Use::JournalOnly);
    }
    const QStringList packages = m_registry || journalOnly ? QStringList() : Campaign::packagesOf(path);
    if (!packages.isEmpty()) {
        QStringList ignored; // a package refused here is refused again, and reported, by the full load below
        m_campaignRegistries.push_back(std::make_unique<PackageRegistry>(PackageRegistry::loadEmbedded(&ignored, packages)));
        if (ignored.isEmpty())
            campaign = Campaign::open(path, *m_campaignRegistries.back(), &error);
    }
    if (!campaign && !journalOnly)
        campaign = Campaign::open(path, registry(), &error);
    if (!campaign) {
        fail(error);
        return nullptr;
    }
    if (m_diceScript)
        campaign->dice().setOverride(m_diceScript);
    // Work a schema step had to halt is named on every opening until the GM resumes or cancels it.
    const QString notice = ActivityControl(*campaign).repairNotice(&error);
    if (!notice.isEmpty())
        warn(notice);
    return campaign;
}

bool CliContext::json() const
{
    return parser.isSet(QStringLiteral("json"));
}

Audience CliContext::audience() const
{
    return parser.isSet(QStringLiteral("player")) ? Audience::Players : Audience::Gm;
}

void CliContext::print(const QString& text)
{
    m_out << text << Qt::endl;
}

void CliContext::printJson(const QJsonValue& value)
{
    const QJsonDocument doc = value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject());
    // The document is UTF-8 already: written as it is, not decoded and encoded again by the text stream.
    printJsonText(doc.toJson(QJsonDocument::Indented));
}

void CliContext::printJsonText(const QByteArray& document)
{
    m_out.flush();
    std::fwrite(document.constData(), 1, size_t(document.size()), stdout);
    std::fflush(stdout);
}

bool CliContext::intOption(const QString& name, int* out, int min, int max)
{
    if (!parser.isSet(name))
        return true;
    const QString text = parser.value(name);
    bool ok = false;
    const qint64 value = text.toLongLong(&ok);
    if (!ok) {
        usage(QCoreApplication::translate("hk::cli", "--%1 must be a whole number, not “%2”").arg(name, text));
        return false;
    }
    if (value < min || value > max) {
        usage(QCoreApplication::translate("hk::cli", "--%1 must be between %2 and %3, not %4").arg(name).arg(min).arg(max).arg(text));
        return false;
    }
    *out = int(value);
    return true;
}

bool CliContext::idArgument(int index, const QString& what, qint64* out)
{
    bool ok = false;
    *out = args.value(index).toLongLong(&ok);
    if (ok && *out > 0)
        return true;
    usage(QCoreApplication::translate("hk::cli", "%1 must be an id (a whole number above 0), not “%2”").arg(what, args.value(index)));
    return false;
}

int CliContext::fail(const QString& message, int code)
{
    m_err << QCoreApplication::translate("hk::cli", "hexkeeper-cli: error: %1").arg(message) << Qt::endl;
    return code;
}

void CliContext::warn(const QString& message)
{
    m_err << QCoreApplication::translate("hk::cli", "hexkeeper-cli: note: %1").arg(message) << Qt::endl;
}

int CliContext::usage(const QString& message)
{
    return fail(message, ExitUsage);
}

bool CliContext::requireArgs(int count, const QString& names)
{
    if (args.size() >= count)
        return true;
    usage(QCoreApplication::translate("hk::cli", "missing argument: %1").arg(names));
    return false;
}

QList<CliCommand> allCommands()
{
    return campaignCommands() + rulesCommands() + houseRuleCommands() + diceCommands() + advanceCommands()
           + characterCommands() + xpCommands() + learnCommands() + moneyCommands() + teamCommands() + activityCommands() + workshopCommands()
           + researchCommands() + marketCommands() + labCommands() + alchemyCommands() + combatCommands() + combatTurnCommands()
           + wizWarCommands() + playerCommands() + serveCommands();
}

} // namespace hk
