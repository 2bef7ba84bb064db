#include "research/MarketItemRepository.h"

#include "db/SqlQueries.h"

namespace hk {

qint64 MarketItemRepository::nextId(QString* error) const
{
    return Sql::scalar(m_db, QStringLiteral("SELECT COALESCE(MAX(id), 0) + 1 FROM magic_item"), {}, error).toLongLong();
}

bool MarketItemRepository::remove(qint64 id, QString* error)
{
    return Sql::exec(m_db, QStringLiteral("DELETE FROM magic_item WHERE id = ?"), {id}, error);
}

} // namespace hk
