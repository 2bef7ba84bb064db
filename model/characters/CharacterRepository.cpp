#include "characters/CharacterRepository.h"

#include "activities/ActivityRepository.h"
#include "db/ReadCache.h"
#include "db/SqlQueries.h"
#include "db/SqlStatement.h"
#include "json/JsonWriter.h"
#include "labs/LabRepository.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonDocument>
#include <QSqlQuery>

namespace hk {

namespace {

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

QString payload(const Character& c)
{
    Character stored = c;
    stored.id = 0; // the row id is the id
    JsonWriter out;
    out.beginObject();
    stored.writeJsonMembers(out);
    out.endObject();
    return QString::fromUtf8(out.finish());
}

// Rows are selected with CAST(data AS BLOB): the UTF-8 text as it is, not converted to a QString and back.
bool fromRow(const QSqlQuery& q, Character* out, QString* error)
{
    const QJsonDocument doc = QJsonDocument::fromJson(q.value(1).toByteArray());
    if (!Character::fromJson(doc.object(), out, error)) {
        *error = QCoreApplication::translate("hk::CharacterRepository", "character %1 is damaged in the file: %2")
                     .arg(q.value(0).toLongLong())
                     .arg(*error);
        return false;
    }
    out->id = q.value(0).toLongLong();
    return true;
}

} // namespace

namespace {

// The columns the roster filters and the calendar's recovery look at, beside the character's whole data.
const QString RowColumns = QStringLiteral("name, role, party, archived, wounds, fatigue, data, updated_at");

QVariantList rowValues(const Character& c)
{
    return {Sql::text(c.name.trimmed()), Sql::text(c.role), Sql::text(c.party), int(c.archived), c.wounds, c.fatigue, payload(c),
            now()};
}

} // namespace

qint64 CharacterRepository::insert(const Character& c, QString* error)
{
    return Sql::insert(m_db, QStringLiteral("character"), RowColumns, rowValues(c), 0, error);
}

bool CharacterRepository::update(const Character& c, QString* error)
{
    ReadCache<Character>::forget(m_db, c.id);
    QVariantList values = rowValues(c);
    values.append(c.id);
    return Sql::exec(m_db,
                     QStringLiteral("UPDATE character SET name = ?, role = ?, party = ?, archived = ?, wounds = ?, fatigue = ?, "
                                    "data = ?, updated_at = ? WHERE id = ?"),
                     values, error);
}

QList<Character> CharacterRepository::recovering(QString* error) const
{
    QList<Character> out;
    SqlStatement statement(m_db, QStringLiteral("SELECT id, CAST(data AS BLOB) FROM character WHERE archived = 0 AND role <> 'monster' "
                                  "AND (wounds > 0 OR fatigue > 0) ORDER BY name COLLATE NOCASE, id"));
    QSqlQuery& q = statement.query();
    if (!statement.exec({}, error))
        return out;
    while (q.next()) {
        Character c;
        if (!fromRow(q, &c, error))
            return {};
        out.append(std::move(c));
    }
    return out;
}

bool CharacterRepository::remove(qint64 id, QString* error)
{
    ReadCache<Character>::forget(m_db, id);
    // Cascades: the labs it paid for, its attunements and its activities' bookings change with it.
    LabRepository::forgetAllKept(m_db);
    ActivityRepository::forgetAllKept(m_db);
    return Sql::exec(m_db, QStringLiteral("DELETE FROM character WHERE id = ?"), {id}, error);
}

bool CharacterRepository::find(qint64 id, Character* out, QString* error) const
{
    if (const Character* kept = ReadCache<Character>::find(m_db, id)) {
        *out = *kept;
        return true;
    }
    SqlStatement statement(m_db, QStringLiteral("SELECT id, CAST(data AS BLOB) FROM character WHERE id = ?"));
    QSqlQuery& q = statement.query();
    if (!statement.exec({id}, error))
        return false;
    if (!q.next()) {
        *error = QCoreApplication::translate("hk::CharacterRepository", "There is no character with id %1.").arg(id);
        return false;
    }
    if (!fromRow(q, out, error))
        return false;
    ReadCache<Character>::keep(m_db, id, *out);
    return true;
}

QList<Character> CharacterRepository::list(const RosterFilter& f, QString* error) const
{
    QList<Character> out;
    const QString like = QLatin1Char('%') + f.text + QLatin1Char('%');
    SqlStatement statement(m_db, QStringLiteral("SELECT id, CAST(data AS BLOB) FROM character WHERE (archived = 0 OR ?) AND (? = '' OR role = ?) "
                                  "AND (? = '' OR party = ?) AND (? = '' OR name LIKE ? OR party LIKE ? OR data LIKE ?) "
                                  "ORDER BY archived, name COLLATE NOCASE, id"));
    QSqlQuery& q = statement.query();
    if (!statement.exec({int(f.includeArchived), Sql::text(f.role), Sql::text(f.role), Sql::text(f.party), Sql::text(f.party),
                    Sql::text(f.text), like, like, QStringLiteral("%\"player\":\"%1%").arg(f.text)}, error))
        return out;
    while (q.next()) {
        Character c;
        if (!fromRow(q, &c, error))
            return {};
        out.append(std::move(c));
    }
    return out;
}

QStringList CharacterRepository::parties(QString* error) const
{
    QStringList out;
    SqlStatement statement(m_db, QStringLiteral("SELECT DISTINCT party FROM character WHERE party <> '' ORDER BY party"));
    QSqlQuery& q = statement.query();
    if (!statement.exec({}, error))
        return out;
    while (q.next())
        out.append(q.value(0).toString());
    return out;
}

QList<RosterEntry> CharacterRepository::names(QString* error) const
{
    QList<RosterEntry> out;
    SqlStatement statement(m_db, QStringLiteral("SELECT id, name, role, archived FROM character ORDER BY archived, name COLLATE NOCASE, id"));
    QSqlQuery& q = statement.query();
    if (!statement.exec({}, error))
        return out;
    while (q.next())
        out.append({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(), q.value(3).toBool()});
    return out;
}

qint64 CharacterRepository::addXp(const XpEntry& e, QString* error)
{
    return Sql::insert(m_db, QStringLiteral("xp_ledger"),
                       QStringLiteral("character_id, campaign_day, kind, amount, attribute, reason, st, dx, iq, experience"),
                       {e.characterId, e.day, xpKindKey(e.kind), e.amount, Sql::text(e.attribute), Sql::text(e.reason),
                        e.st, e.dx, e.iq, e.experience},
                       0, error);
}

QList<XpEntry> CharacterRepository::ledger(qint64 characterId, QString* error) const
{
    QList<XpEntry> out;
    SqlStatement statement(m_db, QStringLiteral("SELECT id, character_id, campaign_day, kind, amount, attribute, reason, st, dx, iq, "
                                  "experience FROM xp_ledger WHERE character_id = ? ORDER BY id"));
    QSqlQuery& q = statement.query();
    if (!statement.exec({characterId}, error))
        return out;
    while (q.next()) {
        XpEntry e;
        e.id = q.value(0).toLongLong();
        e.characterId = q.value(1).toLongLong();
        e.day = q.value(2).toInt();
        e.kind = xpKindFromKey(q.value(3).toString());
        e.amount = q.value(4).toInt();
        e.attribute = q.value(5).toString();
        e.reason = q.value(6).toString();
        e.st = q.value(7).toInt();
        e.dx = q.value(8).toInt();
        e.iq = q.value(9).toInt();
        e.experience = q.value(10).toInt();
        out.append(e);
    }
    return out;
}

} // namespace hk
