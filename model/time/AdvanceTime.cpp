#include "time/AdvanceTime.h"

#include "campaign/Campaign.h"
#include "db/SqlTransaction.h"
#include "dice/DiceRoller.h"
#include "repositories/CampaignRepository.h"
#include "time/AdvanceContext.h"
#include "time/CampaignSnapshot.h"
#include "time/Calendar.h"
#include "time/SnapshotRepository.h"
#include "time/StandardResolvers.h"

#include <QCoreApplication>

namespace hk {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("hk::AdvanceTime", text);
}

QString label(int from, int to)
{
    const int days = to - from;
    if (days % Calendar::daysPerWeek == 0) {
        const int weeks = days / Calendar::daysPerWeek;
        return QCoreApplication::translate("hk::AdvanceTime", "Advance %n week(s)", nullptr, weeks);
    }
    return QCoreApplication::translate("hk::AdvanceTime", "Advance %n day(s)", nullptr, days);
}

} // namespace

AdvanceTime::AdvanceTime(Campaign& campaign) : AdvanceTime(campaign, StandardResolvers::create()) {}

AdvanceTime::AdvanceTime(Campaign& campaign, std::vector<std::unique_ptr<DowntimeResolver>> resolvers)
    : m_campaign(campaign), m_resolvers(std::move(resolvers))
{
}

AdvanceTime::~AdvanceTime() = default;

bool AdvanceTime::resolveDays(int from, int to, AdvanceResult* result, QString* error)
{
    AdvanceContext context(m_campaign, from, to);
    CampaignRepository campaignRows(m_campaign.database());
    for (int day = from + 1; day <= to; ++day) {
        context.setDay(day);
        if (!campaignRows.setCalendarDay(day, error))
            return false;
        for (const auto& resolver : m_resolvers) {
            QString e;
            if (!resolver->resolveDay(context, &e)) {
                *error = tr("%1 on %2: %3").arg(resolver->id(), Calendar::formatShort(day), e);
                return false;
            }
        }
    }
    const QJsonObject data{{QStringLiteral("from"), from}, {QStringLiteral("to"), to}};
    if (!context.addEvent(QStringLiteral("time"), QString(),
                          tr("The calendar moved from %1 to %2.").arg(Calendar::formatShort(from), Calendar::formatShort(to)),
                          data, false, error))
        return false;
    result->events = context.events();
    return true;
}

bool AdvanceTime::advance(int days, AdvanceResult* result, QString* error)
{
    if (days < 1 || days > maxDays) {
        *error = tr("advance by 1 to %1 days").arg(maxDays);
        return false;
    }
    const int from = m_campaign.info().calendarDay;
    const int to = from + days;
    SqlTransaction tx(m_campaign.database());
    if (!tx.isActive()) {
        *error = tx.error();
        return false;
    }
    SnapshotRecord snapshot;
    snapshot.before = CampaignSnapshot::capture(m_campaign.database(), error);
    if (snapshot.before.isEmpty())
        return false;
    bool ok = false;
    try {
        ok = resolveDays(from, to, result, error);
    } catch (const DiceError& e) {
        *error = tr("the advance was cancelled, nothing changed: %1").arg(e.message());
        ok = false;
    }
    if (ok) {
        snapshot.after = CampaignSnapshot::capture(m_campaign.database(), error);
        ok = !snapshot.after.isEmpty();
    }
    if (ok) {
        snapshot.afterDigest = CampaignSnapshot::digestOf(snapshot.after);
        snapshot.label = label(from, to);
        snapshot.fromDay = from;
        snapshot.toDay = to;
        SnapshotRepository snapshots(m_campaign.database());
        ok = snapshots.removeUndone(error) && snapshots.insert(&snapshot, error);
    }
    if (ok && !tx.commit()) {
        *error = tx.error();
        ok = false;
    }
    if (!ok) {
        tx.rollback();
        m_campaign.reload();
        return false;
    }
    result->snapshotId = snapshot.id;
    result->fromDay = from;
    result->toDay = to;
    m_campaign.reload();
    m_campaign.notifyRestored();
    return true;
}

bool AdvanceTime::restore(Campaign& campaign, qint64 snapshotId, bool forward, bool force, QString* error)
{
    SnapshotRepository snapshots(campaign.database());
    SqlTransaction tx(campaign.database());
    if (!tx.isActive()) {
        *error = tx.error();
        return false;
    }
    QString e;
    SnapshotRecord record = forward ? snapshots.nextUndone(&e) : snapshots.lastApplied(&e);
    if (record.id != snapshotId) {
        *error = e.isEmpty() ? tr("that advance is no longer the one to undo or redo") : e;
        return false;
    }
    if (!force) {
        const QString now = CampaignSnapshot::digest(campaign.database(), error);
        const QString expected = forward ? CampaignSnapshot::digestOf(record.before) : record.afterDigest;
        if (now.isEmpty())
            return false;
        if (now != expected) {
            *error = forward ? tr("the campaign changed after that advance was undone; redoing it would lose those "
                                  "changes (use force to redo anyway)")
                             : tr("the campaign changed after that advance; undoing it would lose those changes "
                                  "(undo them first, or use force to undo anyway)");
            return false;
        }
    }
    if (!CampaignSnapshot::restore(campaign.database(), forward ? record.after : record.before, error)
        || !snapshots.setState(record.id, forward ? QStringLiteral("applied") : QStringLiteral("undone"), error)
        || !tx.commit()) {
        if (error->isEmpty())
            *error = tx.error();
        tx.rollback();
        campaign.reload();
        return false;
    }
    campaign.reload();
    campaign.notifyRestored();
    return true;
}

bool AdvanceTime::undoLast(Campaign& campaign, bool force, AdvanceResult* undone, QString* error)
{
    const SnapshotRecord record = SnapshotRepository(campaign.database()).lastApplied(error);
    if (record.id == 0) {
        if (error->isEmpty())
            *error = tr("there is no advance of time to undo");
        return false;
    }
    undone->snapshotId = record.id;
    undone->fromDay = record.fromDay;
    undone->toDay = record.toDay;
    return restore(campaign, record.id, false, force, error);
}

bool AdvanceTime::redoNext(Campaign& campaign, bool force, AdvanceResult* redone, QString* error)
{
    const SnapshotRecord record = SnapshotRepository(campaign.database()).nextUndone(error);
    if (record.id == 0) {
        if (error->isEmpty())
            *error = tr("there is no undone advance to redo");
        return false;
    }
    redone->snapshotId = record.id;
    redone->fromDay = record.fromDay;
    redone->toDay = record.toDay;
    return restore(campaign, record.id, true, force, error);
}

} // namespace hk
