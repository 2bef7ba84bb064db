#pragma once

#include "db/ModelInternal.h"

#include "treasury/MoneyEntry.h"

#include <QList>
#include <QSqlDatabase>

namespace hk {

// All SQL touching the money ledger.
class MoneyRepository
{
public:
    explicit MoneyRepository(QSqlDatabase db) : m_db(std::move(db)) {}

    // Inserts with entry.id when set (undo/redo restore the same row), else a new id; returns it or 0.
    qint64 insert(const MoneyEntry& entry, QString* error);
    bool remove(qint64 id, QString* error);
    int balance(qint64 characterId, QString* error) const;
    // The latest day a row is dated on (0 for an empty ledger).
    int lastDay(QString* error) const;
    QList<MoneyEntry> ledger(qint64 characterId, QString* error) const;
    // Every purse's rows dated on `day`, oldest first (what an advance of time charged on a day it resolved).
    QList<MoneyEntry> onDay(int day, QString* error) const;
    // Every purse's net change on each day its money changed: characterId, day and the day's sum as amount (the
    // other fields empty), ordered by purse and day. What the treasury's chart of wealth over time is drawn from.
    QList<MoneyEntry> dailyTotals(QString* error) const;
    // Rows of one character (for removing a character and restoring it on undo).
    QList<MoneyEntry> ofCharacter(qint64 characterId, QString* error) const { return ledger(characterId, error); }

private:
    QList<MoneyEntry> select(const QString& where, const QVariantList& values, QString* error) const;

    QSqlDatabase m_db;
};

} // namespace hk
