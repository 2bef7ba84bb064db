#include "db/ChangeSet.h"
#include "i18n/Translate.h"

#include "db/SqliteHandle.h"

#include <QCoreApplication>

#include <sqlite3.h>

namespace hk {

namespace {

struct ApplyState
{
    ChangeSet::Conflicts mode;
    ChangeConflict conflict;
    bool stopped = false;
    QStringList* touched = nullptr;
};

// Called once for each table the change set holds, before its rows: every table is applied.
int onTable(void* context, const char* table)
{
    auto* state = static_cast<ApplyState*>(context);
    if (state->touched) {
        const QString name = QString::fromUtf8(table);
        if (!state->touched->contains(name))
            state->touched->append(name);
    }
    return 1;
}

int onConflict(void* context, int reason, sqlite3_changeset_iter* it)
{
    auto* state = static_cast<ApplyState*>(context);
    const char* table = nullptr;
    int columns = 0;
    int op = 0;
    int indirect = 0;
    sqlite3changeset_op(it, &table, &columns, &op, &indirect);
    // A row to delete that is already gone ends as the change wants it: nothing to refuse.
    if (reason == SQLITE_CHANGESET_NOTFOUND && op == SQLITE_DELETE)
        return SQLITE_CHANGESET_OMIT;
    if (state->mode == ChangeSet::Conflicts::Overwrite) {
        if (reason == SQLITE_CHANGESET_DATA || reason == SQLITE_CHANGESET_CONFLICT)
            return SQLITE_CHANGESET_REPLACE;
        if (reason == SQLITE_CHANGESET_NOTFOUND)
            return SQLITE_CHANGESET_OMIT;
    }
    if (!state->stopped) {
        state->stopped = true;
        state->conflict.table = QString::fromUtf8(table ? table : "");
        switch (reason) {
        case SQLITE_CHANGESET_DATA: state->conflict.kind = ChangeConflict::Kind::Changed; break;
        case SQLITE_CHANGESET_NOTFOUND: state->conflict.kind = ChangeConflict::Kind::Missing; break;
        case SQLITE_CHANGESET_CONFLICT: state->conflict.kind = ChangeConflict::Kind::Taken; break;
        default: state->conflict.kind = ChangeConflict::Kind::Broken; break;
        }
    }
    return SQLITE_CHANGESET_ABORT;
}

QString tr(const char* text)
{
    return hk::translateIn("hk::ChangeSet", text);
}

} // namespace

ChangeSet::ChangeSet(QByteArray bytes) : m_bytes(std::move(bytes)) {}

const QStringList& ChangeSet::tables() const
{
    scan();
    return m_tables;
}

int ChangeSet::rowCount() const
{
    scan();
    return m_rows;
}

void ChangeSet::scan() const
{
    if (m_scanned)
        return;
    m_scanned = true;
    if (m_bytes.isEmpty())
        return;
    sqlite3_changeset_iter* it = nullptr;
    if (sqlite3changeset_start(&it, int(m_bytes.size()), const_cast<char*>(m_bytes.constData())) != SQLITE_OK)
        return;
    while (sqlite3changeset_next(it) == SQLITE_ROW) {
        const char* table = nullptr;
        int columns = 0;
        int op = 0;
        int indirect = 0;
        if (sqlite3changeset_op(it, &table, &columns, &op, &indirect) == SQLITE_OK) {
            const QString name = QString::fromUtf8(table);
            if (m_tables.isEmpty() || m_tables.constLast() != name) {
                if (!m_tables.contains(name))
                    m_tables.append(name);
            }
            ++m_rows;
        }
    }
    sqlite3changeset_finalize(it);
}

bool ChangeSet::apply(const QSqlDatabase& db, Direction direction, Conflicts conflicts, ChangeConflict* conflict,
                      QString* error, QStringList* touched) const
{
    if (m_bytes.isEmpty())
        return true;
    sqlite3* handle = sqliteHandle(db);
    if (!handle) {
        *error = tr("the campaign file is not open");
        return false;
    }
    ApplyState state{conflicts, {}, false, touched};
    // No savepoint of SQLite's own: the caller's transaction is rolled back when this refuses, and a savepoint
    // would copy every page the change touches into a statement journal first.
    int flags = SQLITE_CHANGESETAPPLY_NOSAVEPOINT;
    if (direction == Direction::Backward)
        flags |= SQLITE_CHANGESETAPPLY_INVERT;
    const int rc = sqlite3changeset_apply_v2(handle, int(m_bytes.size()), const_cast<char*>(m_bytes.data()), onTable,
                                             onConflict, &state, nullptr, nullptr, flags);
    if (rc == SQLITE_OK)
        return true;
    if (state.stopped) {
        if (conflict)
            *conflict = state.conflict;
        *error = tr("a row of %1 is no longer as this step left it").arg(state.conflict.table);
    } else {
        *error = QString::fromUtf8(sqlite3_errstr(rc));
    }
    return false;
}

} // namespace hk
