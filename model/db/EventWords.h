#pragma once

#include <QSqlDatabase>
#include <QString>

namespace hk {

// The words of the event log, each distinct text kept once (schema 16, issue 36). Why: an advance writes the
// same few sentences week after week ("… week 1 of 2: the work goes on."); each event row now points at its
// words (event_log.message_id) instead of storing them again.
//
// The words table is not campaign content of its own: edits do not record it (CampaignFile::recordedTables
// leaves it out, like the change journal) and the digest reads an event's words through its row. A text row is
// written inside the edit's transaction (so a refused or crashed edit leaves none) but is never deleted, not
// even by undo: a later edit, a redo, or another program on the file may point at it. Undo removes the event
// rows and leaves words nobody points at, which the next event with the same words reuses.
//
// Texts are found by a 64-bit hash of their UTF-8 bytes, indexed, and compared in full: an index of the texts
// themselves would store every word a second time. The migration computes the same hash in SQL through the
// function registered here.
namespace EventWords {

inline constexpr const char* table = "event_words";
// The SQL function (one text argument) that the migration uses to fill the hash column.
inline constexpr const char* hashFunction = "hk_event_words_hash";

inline bool isTable(const QString& name)
{
    return name == QLatin1String(table);
}

// FNV-1a over the text's UTF-8 bytes, as a signed 64-bit integer (SQLite's INTEGER). Never change it: files
// keep it.
qint64 hash(const QString& text);
qint64 hash(const char* utf8, qsizetype size);

// Makes hashFunction available to SQL on this connection (deterministic, for the migration).
bool registerHashFunction(const QSqlDatabase& db, QString* error);

} // namespace EventWords
} // namespace hk
