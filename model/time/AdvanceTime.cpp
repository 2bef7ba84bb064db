#include "time/AdvanceTime.h"
#include "i18n/Translate.h"

#include "activities/ActivityRepository.h"
#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "campaign/WorkProgress.h"
#include "characters/Character.h"
#include "commands/ChangeJournal.h"
#include "db/ReadCache.h"
#include "dice/DiceRoller.h"
#include "labs/LabRepository.h"
#include "time/AdvanceContext.h"
#include "time/Calendar.h"
#include "time/StandardResolvers.h"

#include <QCoreApplication>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::AdvanceTime", text);
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
    if (!context.begin(error))
        return false;
    const WorkProgressScope progress(m_progress, label(from, to), to - from);
    for (int day = from + 1; day <= to; ++day) {
        if (!progress.reach(day - from - 1)) {
            m_stopped = true;
            *error = tr("stopped on %1 before the end; nothing changed").arg(Calendar::formatShort(day));
            return false;
        }
        context.setDay(day);
        if (!m_campaign.moveCalendar(day, error))
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
    m_stopped = false;
    JournalEntry journal;
    // A year's advance rolls tens of thousands of times: the seeded counter is read at the first roll and written
    // once at the end (no resolver opens a change of its own that could be refused after rolling).
    CampaignDice::SeededBatch dice(m_campaign.dice());
    const auto body = [&](QString* text, QString* e) {
        // The day is read inside the change: another program may have moved the calendar.
        journal.fromDay = m_campaign.info().calendarDay;
        if (journal.fromDay > Calendar::lastDay - days) {
            *e = tr("the calendar ends on Day %1: Day %2 cannot move %3 day(s) on").arg(Calendar::lastDay).arg(journal.fromDay).arg(days);
            return false;
        }
        journal.toDay = journal.fromDay + days;
        journal.label = label(journal.fromDay, journal.toDay);
        *text = journal.label;
        // Inside the change only: each project's team and laboratories are read every week, and kept meanwhile.
        const ReadCache<Character> characters(m_campaign.database());
        const LabRepository::Keep labs(m_campaign.database());
        const ActivityRepository::Keep bookings(m_campaign.database());
        try {
            return resolveDays(journal.fromDay, journal.toDay, result, e) && dice.finish(e);
        } catch (const DiceError& d) {
            *e = tr("the advance was cancelled, nothing changed: %1").arg(d.message());
            return false;
        }
    };
    if (!m_campaign.change(label(0, days), body, error, &journal))
        return false;
    result->journalId = journal.id;
    result->fromDay = journal.fromDay;
    result->toDay = journal.toDay;
    return true;
}

namespace {

bool replayNewest(Campaign& campaign, bool redo, bool force, AdvanceResult* out, QString* error)
{
    QString e;
    const ChangeJournal journal(campaign.database());
    const JournalEntry entry = redo ? journal.nextUndone(&e) : journal.lastApplied(&e);
    if (entry.id == 0) {
        *error = !e.isEmpty() ? e
                 : redo       ? QCoreApplication::translate("hk::AdvanceTime", "there is no undone advance to redo")
                              : QCoreApplication::translate("hk::AdvanceTime", "there is no advance of time to undo");
        return false;
    }
    out->journalId = entry.id;
    out->fromDay = entry.fromDay;
    out->toDay = entry.toDay;
    if (campaign.replayJournal(entry, redo, force, &e))
        return true;
    *error = force ? e
                   : QCoreApplication::translate("hk::AdvanceTime", "%1 (undo later changes first, or use force to write over them)")
                         .arg(e);
    return false;
}

} // namespace

bool AdvanceTime::undoLast(Campaign& campaign, bool force, AdvanceResult* undone, QString* error)
{
    return replayNewest(campaign, false, force, undone, error);
}

bool AdvanceTime::redoNext(Campaign& campaign, bool force, AdvanceResult* redone, QString* error)
{
    return replayNewest(campaign, true, force, redone, error);
}

QList<AdvanceRecord> AdvanceTime::history(const Campaign& campaign, QString* error)
{
    QList<AdvanceRecord> out;
    for (const JournalEntry& e : ChangeJournal(campaign.database()).list(error))
        out.append({e.id, e.label, e.fromDay, e.toDay, e.createdAt, e.state == JournalEntry::State::Undone});
    return out;
}

} // namespace hk
