#pragma once

#include "characters/Character.h"
#include "characters/RosterFilter.h"
#include "characters/XpEntry.h"
#include "db/ModelInternal.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>

namespace hk {

// All SQL touching the roster and the experience ledger.
class CharacterRepository
{
public:
    explicit CharacterRepository(QSqlDatabase db) : m_db(std::move(db)) {}

    // Inserts a new row; SQLite picks the id, which is returned (0 with *error on failure).
    qint64 insert(const Character& character, QString* error);
    bool update(const Character& character, QString* error);
    bool remove(qint64 id, QString* error);
    bool find(qint64 id, Character* out, QString* error) const;
    QList<Character> list(const RosterFilter& filter, QString* error) const;
    QStringList parties(QString* error) const;
    // Every character's id, name, role and archived flag, in list()'s order (no JSON read).
    QList<RosterEntry> names(QString* error) const;
    // Active characters with wounds or fatigue to recover from (monsters aside), as the roster orders them.
    QList<Character> recovering(QString* error) const;

    qint64 addXp(const XpEntry& entry, QString* error);
    QList<XpEntry> ledger(qint64 characterId, QString* error) const;

private:
    QSqlDatabase m_db;
};

} // namespace hk
