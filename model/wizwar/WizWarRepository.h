#pragma once

#include "db/ModelInternal.h"

#include "wizwar/WizWarRecord.h"

#include <QHash>
#include <QList>
#include <QSqlDatabase>

namespace hk {

// All SQL touching the wizwar_game, wizwar_log and wizwar_sector tables.
class WizWarRepository
{
public:
    explicit WizWarRepository(QSqlDatabase db) : m_db(std::move(db)) {}

    qint64 insert(const WizWarRecord& game, QString* error);
    bool update(const WizWarRecord& game, QString* error);
    bool remove(qint64 id, QString* error);
    bool find(qint64 id, WizWarRecord* out, QString* error) const;
    QList<WizWarRecord> list(QString* error) const; // newest first

    bool appendLog(qint64 gameId, const WizWarLogEntry& line, QString* error);
    // The log in order; seat -1 (the table) leaves out every private line, a seat keeps his own.
    QList<WizWarLogEntry> log(qint64 gameId, int seat, QString* error) const;

    // Sector maps by "1A".."4B".
    QHash<QString, QString> sectorMaps(QString* error) const;
    bool setSectorMap(int sector, QChar side, const QString& map, QString* error);

private:
    QList<WizWarRecord> select(const QString& where, const QVariantList& values, QString* error) const;
    QSqlDatabase m_db;
};

} // namespace hk
