#pragma once

#include "db/ModelInternal.h"

#include "houserules/HouseRule.h"

#include <QSqlDatabase>

#include <optional>

namespace hk {

// All SQL touching the house_rule table.
class HouseRuleRepository
{
public:
    explicit HouseRuleRepository(QSqlDatabase db) : m_db(std::move(db)) {}

    QList<HouseRule> all(QString* error) const;
    std::optional<HouseRule> find(const QString& kind, const QString& entryId, QString* error) const;
    bool put(const HouseRule& rule, QString* error);
    bool remove(const QString& kind, const QString& entryId, QString* error);

private:
    QSqlDatabase m_db;
};

} // namespace hk
