#include "campaign/Campaign.h"

#include "campaign/CampaignDice.h"
#include "commands/ChangeHistory.h"
#include "db/CampaignDigest.h"
#include "db/CampaignFile.h"
#include "dice/StandardSpecials.h"
#include "houserules/HouseRuleOverlay.h"
#include "houserules/HouseRuleRepository.h"
#include "packages/PackageRegistry.h"
#include "repositories/CampaignRepository.h"
#include "repositories/EventLogRepository.h"
#include "text/UserText.h"
#include "time/Calendar.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimer>

namespace hk {

namespace {

QString nextConnectionName()
{
    static QAtomicInt counter;
    return QStringLiteral("hk-campaign-%1").arg(counter.fetchAndAddRelaxed(1));
}

} // namespace

Campaign::Campaign(QString path, QString connection, Access access, const PackageRegistry& registry)
    : m_path(std::move(path)), m_connection(std::move(connection)), m_access(access), m_registry(registry),
      m_undo(new ChangeHistory(this)), m_dice(std::make_unique<CampaignDice>(*this))
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

bool Campaign::prepare(QString* error)
{
    QString e;
    if (!isReadOnly()) {
        m_recordedTables = CampaignFile::recordedTables(database(), &e);
        if (!e.isEmpty()) {
            *error = e;
            return false;
        }
    }
    m_dataVersion = dataVersion();
    return true;
}

std::unique_ptr<Campaign> Campaign::open(const QString& path, const PackageRegistry& registry, QString* error,
                                         Access access, Use use)
{
    const QString connection = nextConnectionName();
    CampaignFile::Access fileAccess =
        access == Access::ReadOnly ? CampaignFile::Access::ReadOnly : CampaignFile::Access::ReadWrite;
    if (!CampaignFile::open(path, connection, &fileAccess, error))
        return nullptr;
    const Access opened = fileAccess == CampaignFile::Access::ReadOnly ? Access::ReadOnly : Access::ReadWrite;
    std::unique_ptr<Campaign> campaign(new Campaign(path, connection, opened, registry));
    // Without a base ruleset (Use::JournalOnly) reload() and later re-reads build no house rules (rebuildRules).
    if (!campaign->prepare(error) || !campaign->reload(error))
        return nullptr;
    if (use == Use::Everything && !campaign->resolveRulesets(error))
        return nullptr;
    return campaign;
}

QStringList Campaign::packagesOf(const QString& path)
{
    return CampaignFile::packagesOf(path);
}

std::unique_ptr<Campaign> Campaign::create(const QString& path, const NewCampaign& spec, const PackageRegistry& registry,
                                           QString* error)
{
    if (spec.name.trimmed().isEmpty()) {
        *error = tr("a campaign needs a name");
        return nullptr;
    }
    if (!UserText::checkName(spec.name.trimmed(), tr("The campaign's name"), error))
        return nullptr;
    if (spec.startDay > Calendar::lastDay) {
        *error = tr("a campaign starts on Day %1 at the latest").arg(Calendar::lastDay);
        return nullptr;
    }
    const QString connection = nextConnectionName();
    if (!CampaignFile::create(path, connection, error))
        return nullptr;
    std::unique_ptr<Campaign> campaign(new Campaign(path, connection, Access::ReadWrite, registry));
    CampaignInfo& info = campaign->m_info;
    info.name = spec.name.trimmed();
    info.baseRuleset = spec.baseRuleset;
    info.optionPacks = spec.optionPacks;
    info.calendarDay = qMax(1, spec.startDay);
    info.diceMode = spec.diceMode;
    info.diceSeed = spec.diceSeed != 0 ? spec.diceSeed : qint64(QRandomGenerator::global()->generate64() >> 1);
    info.createdAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    QString e;
    Campaign& c = *campaign;
    bool ok = c.resolveRulesets(&e) && c.prepare(&e);
    // Creating is the file's first change; it is not a step that can be undone.
    ok = ok && c.change(
             QString(),
             [&c, &info](QString*, QString* error) {
                 return CampaignRepository(c.database()).insert(info, error)
                        && c.logEvent(QStringLiteral("campaign"), info.name,
                                      tr("Campaign created with %1").arg(c.m_base->title()), {}, false, error);
             },
             &e);
    ok = ok && c.reload(&e);
    if (!ok) {
        *error = e;
        campaign.reset();
        QFile::remove(path);
        QFile::remove(path + QStringLiteral("-wal"));
        QFile::remove(path + QStringLiteral("-shm"));
        return nullptr;
    }
    c.m_undo->clear();
    return campaign;
}

bool Campaign::reload(QString* error)
{
    QString e;
    CampaignRepository repo(database());
    CampaignInfo info;
    if (!repo.load(&info, &e)) {
        if (error)
            *error = e;
        return false;
    }
    m_info = info;
    rebuildRules();
    Q_EMIT infoChanged();
    return true;
}

bool Campaign::fail(QString* error, const QString& message, bool report)
{
    if (error)
        *error = message;
    if (report)
        reportError(message);
    return false;
}

bool Campaign::refuseReadOnly(QString* error)
{
    if (!isReadOnly())
        return false;
    fail(error, tr("%1 is open read-only (the file or its folder cannot be written here); nothing can be changed.").arg(m_path),
         !error);
    return true;
}

qint64 Campaign::dataVersion() const
{
    QSqlQuery q(database());
    if (!q.exec(QStringLiteral("PRAGMA data_version")) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

bool Campaign::pickUpOutsideChanges()
{
    const qint64 version = dataVersion();
    if (version == m_dataVersion)
        return false;
    m_dataVersion = version;
    m_outsideChange = true;
    reload();
    return true;
}

bool Campaign::checkForOutsideChanges()
{
    if (isChanging() || !pickUpOutsideChanges())
        return false;
    m_outsideChange = false;
    Q_EMIT restored();
    return true;
}

void Campaign::setBusyTimeout(int milliseconds)
{
    QSqlQuery q(database());
    q.exec(QStringLiteral("PRAGMA busy_timeout = %1").arg(qMax(0, milliseconds)));
}

void Campaign::checkpointWhenIdle()
{
    if (!m_checkpoint) {
        m_checkpoint = new QTimer(this);
        m_checkpoint->setSingleShot(true);
        m_checkpoint->setInterval(1000);
        connect(m_checkpoint, &QTimer::timeout, this, [this] {
            if (isChanging()) {
                m_checkpoint->start();
                return;
            }
            QSqlQuery q(database());
            q.exec(QStringLiteral("PRAGMA wal_checkpoint(PASSIVE)"));
        });
    }
    m_checkpoint->start();
}

void Campaign::watchOutsideChanges(int intervalMs)
{
    if (!m_watch) {
        m_watch = new QTimer(this);
        connect(m_watch, &QTimer::timeout, this, &Campaign::checkForOutsideChanges);
    }
    m_watch->start(intervalMs);
}

bool Campaign::logEvent(const QString& kind, const QString& subject, const QString& message, const QJsonObject& data,
                        bool gmOnly, QString* error, int day)
{
    if (!isChanging()) {
        *error = tr("the event log is written only as part of an edit");
        return false;
    }
    CampaignEvent event;
    event.campaignDay = day > 0 ? day : m_info.calendarDay;
    event.kind = kind;
    event.subject = subject;
    event.message = message;
    event.data = data;
    event.gmOnly = gmOnly;
    const QList<qint64> rolls = m_dice->claimRolls(); // the rolls that led to this event
    if (gmOnly && !m_dice->markGmOnly(rolls, error))
        return false;
    return EventLogRepository(database()).append(event, error);
}

QString Campaign::digest(QString* error) const
{
    return CampaignDigest::of(database(), error);
}

bool Campaign::moveCalendar(int day, QString* error)
{
    if (!isChanging()) {
        *error = tr("the calendar moves only as part of an edit");
        return false;
    }
    if (!CampaignRepository(database()).setCalendarDay(day, error))
        return false;
    m_info.calendarDay = day;
    return true;
}

bool Campaign::rename(const QString& name, QString* error)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return fail(error, tr("a campaign needs a name"), false);
    QString problem;
    if (!UserText::checkName(trimmed, tr("The campaign's name"), &problem))
        return fail(error, problem, false);
    return change(
        tr("Rename campaign"),
        [this, trimmed](QString*, QString* e) { return CampaignRepository(database()).setName(trimmed, e); }, error);
}

bool Campaign::setNotes(const QString& notes, QString* error)
{
    return change(
        tr("Edit campaign notes"),
        [this, notes](QString*, QString* e) { return CampaignRepository(database()).setNotes(notes, e); }, error);
}

bool Campaign::setDiceMode(DiceMode mode, QString* error)
{
    return change(
        tr("Change dice mode"),
        [this, mode](QString*, QString* e) { return CampaignRepository(database()).setDiceMode(mode, e); }, error);
}

bool Campaign::saveCopy(const QString& target, QString* error) const
{
    const QString absolute = QFileInfo(target).absoluteFilePath();
    if (absolute == QFileInfo(m_path).absoluteFilePath()) {
        *error = tr("a copy cannot replace the campaign it is made from");
        return false;
    }
    // VACUUM INTO writes one transaction's view of the file (with whatever the WAL holds) to a new file. It is
    // written beside the target and renamed over it, so a crash leaves the old target or none, never half a copy.
    const QString partial = absolute + QStringLiteral(".partial");
    QFile::remove(partial);
    QSqlQuery q(database());
    q.prepare(QStringLiteral("VACUUM INTO ?"));
    q.addBindValue(partial);
    if (!q.exec()) {
        QFile::remove(partial);
        *error = tr("cannot write a copy to %1: %2").arg(QDir::toNativeSeparators(absolute), q.lastError().text());
        return false;
    }
    if ((QFile::exists(absolute) && !QFile::remove(absolute)) || !QFile::rename(partial, absolute)) {
        QFile::remove(partial);
        *error = tr("cannot replace %1").arg(QDir::toNativeSeparators(absolute));
        return false;
    }
    return true;
}

} // namespace hk
