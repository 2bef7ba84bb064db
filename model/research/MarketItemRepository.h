#pragma once

#include <QSqlDatabase>
#include <QString>

namespace hk {

// What the market needs of the magic_item table beyond the workshop's MagicItemRepository (which owns the
// table and inserts the rows): the id a bought item will get, so undo and redo keep it, and removing the row
// when a purchase is undone. Fold into MagicItemRepository once it offers remove().
class MarketItemRepository
{
public:
    explicit MarketItemRepository(QSqlDatabase db) : m_db(std::move(db)) {}

    qint64 nextId(QString* error) const;
    bool remove(qint64 id, QString* error);

private:
    QSqlDatabase m_db;
};

} // namespace hk
