#pragma once

#include "db/ChangeSet.h"

#include <QSqlDatabase>
#include <QStringList>

struct sqlite3_session;

namespace hk {

// Records every row an edit writes on one connection, from construction until finish(), as a ChangeSet.
// Why: an edit then needs no hand-written inverse; whatever the services write in the edit's transaction —
// including rows that foreign keys cascade — is what undo takes back. Tables are recorded in the order given,
// which must list a table before the tables it refers to, so that taking back an insert deletes the children
// before their parent.
class ChangeRecorder
{
public:
    ChangeRecorder(const QSqlDatabase& db, const QStringList& tables);
    ~ChangeRecorder();
    ChangeRecorder(const ChangeRecorder&) = delete;
    ChangeRecorder& operator=(const ChangeRecorder&) = delete;

    bool isActive() const { return m_session != nullptr; }
    QString error() const { return m_error; }
    // Stops recording and returns what was recorded (empty when nothing changed). *ok is false on failure.
    ChangeSet finish(bool* ok);

private:
    sqlite3_session* m_session = nullptr;
    QString m_error;
};

} // namespace hk
