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

// Read once an advance: no advance renames a character.
QString purseName(AdvanceContext& context, qint64 characterId, QString* error)
{
    if (characterId == 0)
        return tr("Party purse");
    const auto known = context.purseNames().constFind(characterId);
    if (known != context.purseNames().constEnd())
        return *known;
    Character owner;
    if (!CharacterRepository(context.database()).find(characterId, &owner, error))
        return {};
    context.purseNames().insert(characterId, owner.name);
    return owner.name;
}

// A payment for GM-only work is as secret as the work; read once an advance (no advance changes it).
bool paidForSecretWork(AdvanceContext& context, qint64 activityId, bool* gmOnly, QString* error)
{
    const auto known = context.gmOnlyActivities().constFind(activityId);
    if (known != context.gmOnlyActivities().constEnd()) {
        *gmOnly = *known;
        return true;
    }
    if (!ActivityRepository(context.database()).isGmOnly(activityId, gmOnly, error))
        return false;
    context.gmOnlyActivities().insert(activityId, *gmOnly);
    return true;
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
    // Every row dated on a day the advance resolves was written by the advance (the calendar had not reached it),
    // and the advance noted each as it wrote it; the ledger is read only if it held rows dated ahead before.
    QList<MoneyEntry> rows;
    if (!context.ledgerRowsOn(context.day(), &rows)) {
        rows = MoneyRepository(context.database()).onDay(context.day(), error);
        if (!error->isEmpty())
            return false;
    }
    for (const MoneyEntry& row : rows) {
        const QString purse = purseName(context, row.characterId, error);
        if (!error->isEmpty())
            return false;
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
        if (row.activityId > 0 && !gmOnly && !paidForSecretWork(context, row.activityId, &gmOnly, error))
            return false;
        if (!context.addEvent(QStringLiteral("money"), purse, message, data, gmOnly, error))
            return false;
    }
    return true;
}

} // namespace hk
