#pragma once

#include "campaign/DiceLogEntry.h"
#include "db/ModelInternal.h"

#include <QSqlDatabase>

namespace hk {

// All SQL touching the dice log. GM-only rolls are stored like any other and filtered on read.
class DiceLogRepository
{
public:
    explicit DiceLogRepository(QSqlDatabase db) : m_db(std::move(db)) {}

    // The new row's id; 0 with *error on failure.
    qint64 append(const RollRecord& roll, int campaignDay, const QString& context, QString* error);
    // These rolls belong to something only the GM may see (a hidden figure's attack, a secret event).
    bool markGmOnly(const QList<qint64>& ids, QString* error);
    // Newest first. includeGmOnly=false is what anything a player sees must use.
    QList<DiceLogEntry> recent(int limit, bool includeGmOnly, QString* error) const;
    // The next `limit` rolls older than `beforeId` (0: from the newest), for a view that reads as it scrolls.
    QList<DiceLogEntry> page(qint64 beforeId, int limit, bool includeGmOnly, QString* error) const;
    int count(bool includeGmOnly, QString* error) const;

private:
    QSqlDatabase m_db;
};

} // namespace hk
