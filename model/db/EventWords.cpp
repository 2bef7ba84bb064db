#include "db/EventWords.h"

#include "db/SqliteHandle.h"

#include <QCoreApplication>

#include <sqlite3.h>

namespace hk::EventWords {

qint64 hash(const char* utf8, qsizetype size)
{
    quint64 h = 14695981039346656037ULL; // FNV-1a, 64 bits
    for (qsizetype i = 0; i < size; ++i) {
        h ^= static_cast<unsigned char>(utf8[i]);
        h *= 1099511628211ULL;
    }
    return static_cast<qint64>(h);
}

qint64 hash(const QString& text)
{
    const QByteArray utf8 = text.toUtf8();
    return hash(utf8.constData(), utf8.size());
}

namespace {

void hashInSql(sqlite3_context* context, int, sqlite3_value** values)
{
    const auto* text = reinterpret_cast<const char*>(sqlite3_value_text(values[0]));
    const int size = sqlite3_value_bytes(values[0]);
    sqlite3_result_int64(context, hash(text ? text : "", text ? size : 0));
}

} // namespace

bool registerHashFunction(const QSqlDatabase& db, QString* error)
{
    sqlite3* handle = sqliteHandle(db);
    if (!handle) {
        *error = QCoreApplication::translate("hk::ChangeRecorder", "the campaign file is not open");
        return false;
    }
    if (sqlite3_create_function_v2(handle, hashFunction, 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nullptr, hashInSql, nullptr,
                                   nullptr, nullptr)
        != SQLITE_OK) {
        *error = QString::fromUtf8(sqlite3_errmsg(handle));
        return false;
    }
    return true;
}

} // namespace hk::EventWords
