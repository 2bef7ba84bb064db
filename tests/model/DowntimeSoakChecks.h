#pragma once

// What must hold after every step of the downtime soak (issue 33), as one list of problems in words (empty =
// all holds). Why: each names a way downtime got stuck or went wrong — work the calendar will never resolve,
// a laboratory held by work that cannot go on, money charged for a lab the party gave up, a purse below nothing.
#include "activities/ActivityRepository.h"
#include "campaign/Campaign.h"
#include "labs/LabRepository.h"
#include "treasury/MoneyRepository.h"

#include <QHash>
#include <QStringList>

namespace hk::test {

// Every active activity falls due after today (an advance resolves the days after today only, so work due today
// or before is never resolved), halted work says why, and no active work is booked in a closed laboratory.
inline void checkActivities(Campaign& c, const QHash<qint64, Lab>& labs, QStringList* out)
{
    QString e;
    const int today = c.info().calendarDay;
    for (const Activity& a : ActivityRepository(c.database()).list(0, {}, true, &e)) {
        const QString what = QStringLiteral("#%1 %2 “%3”").arg(a.id).arg(a.kind, a.title);
        if (a.status == ActivityStatus::Active) {
            const int due = qMin(ActivityRepository::nextDay(a), a.dueDay);
            if (due <= today)
                out->append(QStringLiteral("%1 is active but falls due on Day %2, today is Day %3: no advance resolves it")
                                .arg(what).arg(due).arg(today));
            for (qint64 lab : ActivityRepository::labsOf(a)) {
                if (labs.value(lab).status == LabStatus::Closed)
                    out->append(QStringLiteral("%1 is active in lab #%2, which is closed").arg(what).arg(lab));
            }
        }
        if (a.status == ActivityStatus::Halted && a.haltReason == HaltReason::None)
            out->append(QStringLiteral("%1 is halted with no reason").arg(what));
    }
    if (!e.isEmpty())
        out->append(e);
}

// A closed laboratory is charged no more: nothing falls due on it, and no rent or upkeep line for it is dated
// after the day it was given up or lapsed.
inline void checkLabCharges(Campaign& c, const QHash<qint64, Lab>& labs, QStringList* out)
{
    QString e;
    QHash<QString, int> closedOn;
    for (const Lab& lab : labs) {
        if (lab.status != LabStatus::Closed)
            continue;
        if (lab.nextChargeDay != 0)
            out->append(QStringLiteral("closed lab “%1” still has a charge due on Day %2").arg(lab.name).arg(lab.nextChargeDay));
        int day = 0;
        for (const char* key : {"closedOn", "lapsedOn", "destroyedOn"})
            day = qMax(day, lab.data.value(QLatin1String(key)).toInt());
        closedOn.insert(lab.name, day);
    }
    for (const QString& prefix : {QStringLiteral("Rent and supplies: "), QStringLiteral("Upkeep: ")}) {
        for (qint64 purse : QList<qint64>{0, 1, 2, 3, 4}) {
            for (const MoneyEntry& m : MoneyRepository(c.database()).ledger(purse, &e)) {
                if (!m.reason.startsWith(prefix))
                    continue;
                const QString lab = m.reason.mid(prefix.size());
                if (closedOn.contains(lab) && m.day > closedOn.value(lab))
                    out->append(QStringLiteral("“%1” charged on Day %2, after the lab closed on Day %3").arg(m.reason).arg(m.day).arg(closedOn.value(lab)));
            }
        }
    }
    if (!e.isEmpty())
        out->append(e);
}

// Each purse (the party's and the four wizards') is the sum of its ledger and never goes below nothing.
inline void checkPurses(Campaign& c, QStringList* out)
{
    QString e;
    MoneyRepository money(c.database());
    for (qint64 purse : QList<qint64>{0, 1, 2, 3, 4}) {
        int running = 0;
        int lowest = 0;
        for (const MoneyEntry& m : money.ledger(purse, &e)) {
            running += m.amount;
            lowest = qMin(lowest, running);
        }
        const int balance = money.balance(purse, &e);
        if (balance != running)
            out->append(QStringLiteral("purse %1 holds %2, its ledger sums to %3").arg(purse).arg(balance).arg(running));
        if (lowest < 0)
            out->append(QStringLiteral("purse %1 went down to %2").arg(purse).arg(lowest));
    }
    if (!e.isEmpty())
        out->append(e);
}

inline QStringList soakProblems(Campaign& c)
{
    QString e;
    QHash<qint64, Lab> labs;
    for (const Lab& lab : LabRepository(c.database()).list(true, &e))
        labs.insert(lab.id, lab);
    QStringList out;
    if (!e.isEmpty())
        out.append(e);
    checkActivities(c, labs, &out);
    checkLabCharges(c, labs, &out);
    checkPurses(c, &out);
    return out;
}

} // namespace hk::test
