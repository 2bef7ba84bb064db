#pragma once

#include "db/ModelInternal.h"

#include <QSqlDatabase>
#include <QStringList>

namespace hk {

// All SQL touching player_share: the keys of what the GM shares with his players' pages.
class PlayerShareRepository
{
public:
    explicit PlayerShareRepository(QSqlDatabase db) : m_db(std::move(db)) {}

    QStringList shared(QString* error) const;
    bool setShared(const QString& key, bool on, QString* error);

private:
    QSqlDatabase m_db;
};

} // namespace hk
