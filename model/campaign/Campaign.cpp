#include "campaign/Campaign.h"

#include "campaign/CampaignDice.h"
#include "commands/CampaignFieldCommand.h"
#include "db/CampaignFile.h"
#include "db/SqlTransaction.h"
#include "dice/StandardSpecials.h"
#include "houserules/HouseRuleOverlay.h"
#include "houserules/HouseRuleRepository.h"
#include "packages/PackageRegistry.h"
#include "repositories/EventLogRepository.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QUndoStack>

namespace hk {

namespace {

QString nextConnectionName()
{
    static QAtomicInt counter;
    return QStringLiteral("hk-campaign-%1").arg(counter.fetchAndAddRelaxed(1));
}

} // namespace

Campaign::Campaign(QString path, QString connection, const PackageRegistry& registry)
    : m_path(std::move(path)), m_connection(std::move(connection)), m_registry(registry),
      m_undo(new QUndoStack(this)), m_dice(std::make_unique<CampaignDice>(*this))
{
}

Campaign::~Campaign()
{
    delete m_undo;
    m_undo = nullptr;
    m_dice.reset();
    CampaignFile::close(m_connection);
}

QSqlDatabase Campaign::database() const
{
    return QSqlDatabase::database(m_connection, false);
}

bool Campaign::resolveRulesets(QString* error)
{
    m_base = m_registry.find(m_info.baseRuleset);
    if (!m_base) {
        *error = tr("this campaign uses the ruleset '%1', which this Hexkeeper does not have").arg(m_info.baseRuleset);
        return false;
    }
    if (m_base->role() != QLatin1String("base")) {
        *error = tr("'%1' is an option pack, not a base ruleset").arg(m_info.baseRuleset);
        return false;
    }
    m_options.clear();
    for (const QString& id : std::as_const(m_info.optionPacks)) {
        const RulesetPackage* option = m_registry.find(id);
        if (!option) {
            *error = tr("this campaign uses the option pack '%1', which this Hexkeeper does not have").arg(id);
            return false;
        }
        if (option->role() != QLatin1String("option") || !option->appliesTo().contains(m_base->family())) {
            *error = tr("'%1' is not an option pack for %2").arg(id, m_base->title());
            return false;
        }
        m_options.append(option);
    }
    m_rules = m_registry.ruleset(m_info.baseRuleset, m_info.optionPacks);
    if (m_rules.isEmpty()) {
        *error = tr("the ruleset '%1' builds on a package this Hexkeeper does not have").arg(m_info.baseRuleset);
        return false;
    }
    m_houseRulesState = QByteArrayLiteral("unset");
    rebuildRules();
    return true;
}

void Campaign::rebuildRules()
{
    if (!m_base)
        return;
    QString error;
    const QList<HouseRule> rows = HouseRuleRepository(database()).all(&error);
    QByteArray state;
    for (const HouseRule& r : rows)
        state += r.kind.toUtf8() + '/' + r.entryId.toUtf8() + QJsonDocument(r.data).toJson(QJsonDocument::Compact) + '\n';
    if (state == m_houseRulesState)
        return;
    m_houseRulesState = state;
    const Ruleset book = m_registry.ruleset(m_info.baseRuleset, m_info.optionPacks);
    m_houseRuleProblems.clear();
    // Views still hold entries of the previous layer until they refresh on rulesChanged: keep it alive
    // until every listener has run.
    const std::shared_ptr<RulesetPackage> previous = m_houseRules;
    m_houseRules = HouseRuleOverlay::build(book, rows, &m_houseRuleProblems);
    m_rules = Ruleset(book.layers(), m_houseRules->entries().isEmpty() ? nullptr : m_houseRules.get());
    QString specialsError;
    m_dice->setToHitSpecials(StandardSpecials::toHit(m_rules, &specialsError));
    if (!specialsError.isEmpty())
        m_houseRuleProblems.append(specialsError);
    Q_EMIT rulesChanged();
}

std::unique_ptr<Campaign> Campaign::open(const QString& path, const PackageRegistry& registry, QString* error)
{
    const QString connection = nextConnectionName();
    if (!CampaignFile::open(path, connection, error))
        return nullptr;
    std::unique_ptr<Campaign> campaign(new Campaign(path, connection, registry));
    if (!campaign->reload(error) || !campaign->resolveRulesets(error))
        return nullptr;
    return campaign;
}

std::unique_ptr<Campaign> Campaign::create(const QString& path, const NewCampaign& spec, const PackageRegistry& registry,
                                           QString* error)
{
    if (spec.name.trimmed().isEmpty()) {
        *error = tr("a campaign needs a name");
        return nullptr;
    }
    const QString connection = nextConnectionName();
    if (!CampaignFile::create(path, connection, error))
        return nullptr;
    std::unique_ptr<Campaign> campaign(new Campaign(path, connection, registry));
    CampaignInfo& info = campaign->m_info;
    info.name = spec.name.trimmed();
    info.baseRuleset = spec.baseRuleset;
    info.optionPacks = spec.optionPacks;
    info.calendarDay = qMax(1, spec.startDay);
    info.diceSeed = spec.diceSeed != 0 ? spec.diceSeed : qint64(QRandomGenerator::global()->generate64() >> 1);
    info.createdAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    bool ok = campaign->resolveRulesets(error);
    if (ok) {
        SqlTransaction tx(campaign->database());
        CampaignRepository repo(campaign->database());
        ok = tx.isActive() && repo.insert(info, error)
             && campaign->logEvent(QStringLiteral("campaign"), info.name,
                                   tr("Campaign created with %1").arg(campaign->m_base->title()), false, error)
             && tx.commit();
        if (!ok && error->isEmpty())
            *error = tx.error();
    }
    if (!ok) {
        campaign.reset();
        QFile::remove(path);
        QFile::remove(path + QStringLiteral("-wal"));
        QFile::remove(path + QStringLiteral("-shm"));
        return nullptr;
    }
    return campaign;
}

bool Campaign::reload(QString* error)
{
    QString e;
    CampaignRepository repo(database());
    if (!repo.load(&m_info, &e)) {
        if (error)
            *error = e;
        return false;
    }
    rebuildRules();
    Q_EMIT infoChanged();
    return true;
}

bool Campaign::logEvent(const QString& kind, const QString& subject, const QString& message, bool gmOnly,
                        QString* error)
{
    CampaignEvent event;
    event.campaignDay = m_info.calendarDay;
    event.kind = kind;
    event.subject = subject;
    event.message = message;
    event.gmOnly = gmOnly;
    EventLogRepository repo(database());
    if (!repo.append(event, error))
        return false;
    Q_EMIT eventLogged();
    return true;
}

bool Campaign::rename(const QString& name, QString* error)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty()) {
        if (error)
            *error = tr("a campaign needs a name");
        return false;
    }
    if (trimmed == m_info.name)
        return true;
    return CampaignFieldCommand::push(*this, CampaignFieldCommand::Name, m_info.name, trimmed, error);
}

bool Campaign::setNotes(const QString& notes, QString* error)
{
    if (notes == m_info.notes)
        return true;
    return CampaignFieldCommand::push(*this, CampaignFieldCommand::Notes, m_info.notes, notes, error);
}

bool Campaign::setDiceMode(const QString& mode, QString* error)
{
    if (mode != QLatin1String("seeded") && mode != QLatin1String("table")) {
        if (error)
            *error = tr("dice mode must be 'seeded' or 'table'");
        return false;
    }
    if (mode == m_info.diceMode)
        return true;
    return CampaignFieldCommand::push(*this, CampaignFieldCommand::DiceMode, m_info.diceMode, mode, error);
}

} // namespace hk
