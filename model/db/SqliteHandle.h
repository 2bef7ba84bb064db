#pragma once

#include <QSqlDatabase>

struct sqlite3;

namespace hk {

// The SQLite connection under a Qt SQL one. Why: the session extension (recorded changes for undo), the
// data_version check and the busy handling need SQLite's own API, which Qt SQL does not wrap. Only hk_model's
// database layer uses it.
sqlite3* sqliteHandle(const QSqlDatabase& db);

} // namespace hk
