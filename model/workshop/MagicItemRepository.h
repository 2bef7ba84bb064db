#pragma once

#include "db/ModelInternal.h"

#include "workshop/MagicItem.h"

#include <QList>
#include <QSqlDatabase>

namespace hk {

// All SQL touching the magic_item table.
class MagicItemRepository
{
public:
    explicit MagicItemRepository(QSqlDatabase db) : m_db(std::move(db)) {}

    // Inserts with item.id when set, else a new id; returns the id or 0.
    qint64 insert(const MagicItem& item, QString* error);
    bool update(const MagicItem& item, QString* error);
    bool find(qint64 id, MagicItem* out, QString* error) const;
    // ownerId -1 = every item; 0 = the party's; else that character's. By name.
    QList<MagicItem> list(qint64 ownerId, QString* error) const;

private:
    QList<MagicItem> select(const QString& where, const QVariantList& values, QString* error) const;
    QSqlDatabase m_db;
};

} // namespace hk
