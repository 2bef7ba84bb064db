#pragma once

#include <QString>
#include <QStringList>

namespace hk {

// What each table of a campaign holds, in the words of a message about an undo or redo that cannot be made
// ("a Wiz-War game has been changed since…"), so a GM never reads a raw table name. Every table of the latest
// schema has words (tst_table_words checks them against sqlite_master).
namespace TableWords {

// The translated words for the table; empty when it has none.
QString of(const QString& table);
// The words, or the table's own name when it has none (a table newer than this list).
QString forMessage(const QString& table);
// The tables that have words.
QStringList tables();

} // namespace TableWords
} // namespace hk
