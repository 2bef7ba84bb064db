#include "combat/EncounterRepository.h"

#include "db/SqlQueries.h"
#include "db/SqlStatement.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSqlQuery>

namespace hk {

namespace {

QString compact(const QJsonObject& o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

// The last encounter state read or written, with its JSON text. Why: every tracker action reads the whole
// state and writes it back, and the next action reads back exactly that text; parsing it again was a large
// part of an action. Parsing is a pure function of the text, so an equal text gives the remembered state.
struct ParsedState
{
    QString text;
    CombatState state;
};
thread_local ParsedState lastState;

bool parseState(const QString& text, CombatState* out, QString* problem)
{
    if (!lastState.text.isNull() && text == lastState.text) {
        *out = lastState.state;
        return true;
    }
    if (!CombatState::fromJson(QJsonDocument::fromJson(text.toUtf8()).object(), out, problem))
        return false;
    lastState = {text, *out};
    return true;
}

QString stateText(const CombatState& state)
{
    QString text = QString::fromUtf8(state.toCompactJson());
    lastState = {text, state};
    return text;
}

QVariantList values(const Encounter& e)
{
    return {Sql::text(e.name), encounterStatusKey(e.status()), e.createdDay, stateText(e.state), Sql::text(e.notes)};
}

} // namespace

QJsonObject CombatLogEntry::toJson() const
{
    QJsonObject o{{QStringLiteral("id"), id},         {QStringLiteral("turn"), turn},
                  {QStringLiteral("phase"), phase},   {QStringLiteral("actor"), actor},
                  {QStringLiteral("kind"), kind},     {QStringLiteral("message"), message}};
    if (gmOnly)
        o.insert(QStringLiteral("gmOnly"), true);
    if (!data.isEmpty())
        o.insert(QStringLiteral("data"), data);
    return o;
}

qint64 EncounterRepository::insert(const Encounter& e, QString* error)
{
    return Sql::insert(m_db, QStringLiteral("encounter"), QStringLiteral("name, status, created_day, state, notes"), values(e), e.id,
                       error);
}

bool EncounterRepository::update(const Encounter& e, QString* error)
{
    QVariantList v = values(e);
    v.append(e.id);
    return Sql::exec(m_db,
                     QStringLiteral("UPDATE encounter SET name = ?, status = ?, created_day = ?, state = ?, notes = ? WHERE id = ?"),
                     v, error);
}

bool EncounterRepository::remove(qint64 id, QString* error)
{
    return Sql::exec(m_db, QStringLiteral("DELETE FROM encounter WHERE id = ?"), {id}, error);
}

bool EncounterRepository::find(qint64 id, Encounter* out, QString* error) const
{
    const QList<Encounter> found = select(QStringLiteral("id = ?"), {id}, error);
    if (found.isEmpty()) {
        if (error && error->isEmpty())
            *error = QCoreApplication::translate("hk::EncounterRepository", "There is no encounter with id %1.").arg(id);
        return false;
    }
    *out = found.first();
    return true;
}

QList<Encounter> EncounterRepository::list(QString* error) const
{
    return select(QStringLiteral("1 ORDER BY id DESC"), {}, error);
}

QList<Encounter> EncounterRepository::select(const QString& where, const QVariantList& v, QString* error) const
{
    QList<Encounter> out;
    SqlStatement statement(m_db, QStringLiteral("SELECT id, name, status, created_day, state, notes FROM encounter WHERE %1").arg(where));
    QSqlQuery& q = statement.query();
    if (!statement.exec(v, error))
        return out;
    while (q.next()) {
        Encounter e;
        e.id = q.value(0).toLongLong();
        e.name = q.value(1).toString();
        e.createdDay = q.value(3).toInt();
        QString problem;
        if (!parseState(q.value(4).toString(), &e.state, &problem)) {
            if (error)
                *error = QCoreApplication::translate("hk::EncounterRepository", "Encounter “%1” cannot be read: %2")
                             .arg(e.name, problem);
            return {};
        }
        e.notes = q.value(5).toString();
        out.append(e);
    }
    return out;
}

qint64 EncounterRepository::appendLog(const CombatLogEntry& l, QString* error)
{
    QVariantList v{l.encounterId, l.turn, Sql::text(l.phase), Sql::text(l.actor), Sql::text(l.kind), Sql::text(l.message),
                   int(l.gmOnly), compact(l.data)};
    return Sql::insert(m_db, QStringLiteral("combat_log"),
                       QStringLiteral("encounter_id, turn, phase, actor, kind, message, gm_only, data"), v, l.id, error);
}

bool EncounterRepository::removeLog(qint64 id, QString* error)
{
    return Sql::exec(m_db, QStringLiteral("DELETE FROM combat_log WHERE id = ?"), {id}, error);
}

QList<CombatLogEntry> EncounterRepository::log(qint64 encounterId, bool forPlayers, QString* error) const
{
    QList<CombatLogEntry> out;
    SqlStatement statement(m_db, QStringLiteral("SELECT id, encounter_id, turn, phase, actor, kind, message, gm_only, data FROM combat_log "
                                  "WHERE encounter_id = ? AND (? = 0 OR gm_only = 0) ORDER BY id"));
    QSqlQuery& q = statement.query();
    if (!statement.exec({encounterId, int(forPlayers)}, error))
        return out;
    while (q.next()) {
        CombatLogEntry l;
        l.id = q.value(0).toLongLong();
        l.encounterId = q.value(1).toLongLong();
        l.turn = q.value(2).toInt();
        l.phase = q.value(3).toString();
        l.actor = q.value(4).toString();
        l.kind = q.value(5).toString();
        l.message = q.value(6).toString();
        l.gmOnly = q.value(7).toInt() != 0;
        l.data = QJsonDocument::fromJson(q.value(8).toString().toUtf8()).object();
        out.append(l);
    }
    return out;
}

} // namespace hk
