#pragma once

#include "db/ModelInternal.h"

#include "alchemy/PotionStock.h"

#include <QList>
#include <QSqlDatabase>

namespace hk {

// All SQL touching the potion_stock table.
class PotionStockRepository
{
public:
    explicit PotionStockRepository(QSqlDatabase db) : m_db(std::move(db)) {}

    // Inserts a new row; SQLite picks the id, which is returned (0 with *error on failure).
    qint64 insert(const PotionStock& stock, QString* error);
    bool update(const PotionStock& stock, QString* error);
    bool remove(qint64 id, QString* error);
    bool find(qint64 id, PotionStock* out, QString* error) const;
    // holder < 0: everyone's; 0: the party's; otherwise that character's. Empty rows (0 doses) left out.
    QList<PotionStock> list(qint64 holder, QString* error) const;

private:
    QSqlDatabase m_db;
};

} // namespace hk
