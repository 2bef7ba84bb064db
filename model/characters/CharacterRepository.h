#pragma once

#include "characters/Character.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>

namespace hk {

// One line of a character's experience history: an award, a spending, or the character's creation, with
// the attributes and unspent EP right after it (what the charts draw).
struct XpEntry
{
    qint64 id = 0;
    qint64 characterId = 0;
    int day = 0;
    QString kind;      // "created" | "award" | "spend"
    int amount = 0;    // EP gained (award) or paid (spend, positive)
    QString attribute; // spend: "st" | "dx" | "iq" | "ma"
    QString reason;
    int st = 0;
    int dx = 0;
    int iq = 0;
    int experience = 0;
    bool operator==(const XpEntry&) const = default;
};

// Which characters to list; empty fields match everything.
struct RosterFilter
{
    QString text;      // in the name, party or player
    QString role;
    QString party;
    bool includeArchived = false;
};

// All SQL touching the roster and the experience ledger.
class CharacterRepository
{
public:
    explicit CharacterRepository(QSqlDatabase db) : m_db(std::move(db)) {}

    // Inserts with character.id when it is set (undo/redo restore the same id), else a new id; returns it.
    qint64 insert(const Character& character, QString* error);
    bool update(const Character& character, QString* error);
    bool remove(qint64 id, QString* error);
    bool find(qint64 id, Character* out, QString* error) const;
    QList<Character> list(const RosterFilter& filter, QString* error) const;
    QStringList parties(QString* error) const;

    qint64 addXp(const XpEntry& entry, QString* error);
    bool removeXp(qint64 id, QString* error);
    QList<XpEntry> ledger(qint64 characterId, QString* error) const;

private:
    bool write(const QString& sql, const Character& character, bool withId, QString* error);
    QSqlDatabase m_db;
};

} // namespace hk
