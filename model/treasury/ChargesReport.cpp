#include "treasury/ChargesReport.h"

#include "activities/ActivityRepository.h"
#include "characters/CharacterRepository.h"
#include "i18n/Translate.h"
#include "time/AdvanceContext.h"
#include "treasury/MoneyRepository.h"
#include "treasury/Treasury.h"

#include <QHash>


namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::ChargesReport", text);
}

QString purseName(AdvanceContext& context, qint64 characterId, QString* error)
{
    if (characterId == 0)
        return tr("Party purse");
    Character owner;
    return CharacterRepository(context.database()).find(characterId, &owner, error) ? owner.name : QString();
}

// "Paid $30 from Sefa's purse" but "from the party purse": the party's name is already a purse, and a
// possessive of it read "The party's purse's purse" (issue 33).
QString paymentText(const MoneyEntry& row, const QString& purse, const QString& amount)
{
    const bool party = row.characterId == 0;
    if (row.amount < 0)
        return party ? tr("Paid %1 from the party purse: %2.").arg(amount, row.reason)
                     : tr("Paid %1 from %2's purse: %3.").arg(amount, purse, row.reason);
    return party ? tr("The party purse received %1: %2.").arg(amount, row.reason)
                 : tr("%1 received %2: %3.").arg(purse, amount, row.reason);
}

} // namespace

bool ChargesReport::resolveDay(AdvanceContext& context, QString* error)
{
    // Every row dated on a day the advance resolves was written by the advance (the calendar had not reached it).
    const QList<MoneyEntry> rows = MoneyRepository(context.database()).onDay(context.day(), error);
    if (!error->isEmpty())
        return false;
    QHash<qint64, QString> purses; // a purse pays several lines a day (its lab, its work): its owner is read once
    for (const MoneyEntry& row : rows) {
        auto known = purses.constFind(row.characterId);
        if (known == purses.constEnd()) {
            const QString name = purseName(context, row.characterId, error);
            if (!error->isEmpty())
                return false;
            known = purses.insert(row.characterId, name);
        }
        const QString purse = *known;
        const QString amount = Treasury::format(qAbs(row.amount));
        const QString message = paymentText(row, purse, amount);
        QJsonObject data{{QStringLiteral("ledgerRow"), row.id},
                         {QStringLiteral("purse"), row.characterId},
                         {QStringLiteral("amount"), row.amount},
                         {QStringLiteral("ledgerKind"), row.kind},
                         {QStringLiteral("activity"), row.activityId}};
        // The bar it belongs to on the timeline: the activity, or the laboratory whose rent or upkeep it was.
        if (const qint64 lab = context.labCharged(row.id))
            data.insert(QStringLiteral("lab"), lab);
        // A payment for GM-only work names that work: it is as secret as the work.
        bool gmOnly = row.gmOnly;
        if (row.activityId > 0 && !gmOnly && !ActivityRepository(context.database()).isGmOnly(row.activityId, &gmOnly, error))
            return false;
        if (!context.addEvent(QStringLiteral("money"), purse, message, data, gmOnly, error))
            return false;
    }
    return true;
}

} // namespace hk
