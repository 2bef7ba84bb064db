#pragma once

#include "db/ModelInternal.h"

#include "combat/Encounter.h"

#include <QList>
#include <QSqlDatabase>

namespace hk {

// All SQL touching the encounter and combat_log tables.
class EncounterRepository
{
public:
    explicit EncounterRepository(QSqlDatabase db) : m_db(std::move(db)) {}

    // Inserts with encounter.id when set (undo restores the same row), else a new id; returns the id or 0.
    qint64 insert(const Encounter& encounter, QString* error);
    bool update(const Encounter& encounter, QString* error);
    bool remove(qint64 id, QString* error);
    bool find(qint64 id, Encounter* out, QString* error) const;
    // Every encounter, newest first; the state is read too.
    QList<Encounter> list(QString* error) const;

    // Appends a log line (with entry.id when set); returns its id or 0.
    qint64 appendLog(const CombatLogEntry& entry, QString* error);
    bool removeLog(qint64 id, QString* error);
    // The encounter's log in order; GM-only lines left out when forPlayers.
    QList<CombatLogEntry> log(qint64 encounterId, bool forPlayers, QString* error) const;

private:
    QList<Encounter> select(const QString& where, const QVariantList& values, QString* error) const;
    QSqlDatabase m_db;
};

} // namespace hk
