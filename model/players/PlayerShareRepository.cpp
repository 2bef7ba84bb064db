#include "players/PlayerShareRepository.h"

#include "db/SqlQueries.h"

#include <QSqlQuery>

namespace hk {

QStringList PlayerShareRepository::shared(QString* error) const
{
    QStringList out;
    QSqlQuery q(m_db);
    if (!Sql::exec(q, QStringLiteral("SELECT what FROM player_share ORDER BY what"), {}, error))
        return out;
    while (q.next())
        out.append(q.value(0).toString());
    return out;
}

bool PlayerShareRepository::setShared(const QString& key, bool on, QString* error)
{
    return Sql::exec(m_db,
                     on ? QStringLiteral("INSERT OR IGNORE INTO player_share (what) VALUES (?)")
                        : QStringLiteral("DELETE FROM player_share WHERE what = ?"),
                     {key}, error);
}

} // namespace hk
