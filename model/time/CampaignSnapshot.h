#pragma once

#include <QByteArray>
#include <QSqlDatabase>
#include <QString>

namespace hk {

// The whole campaign as one value: every row of every table except the snapshots themselves, with its
// exact SQLite types. Why: "advance time" touches many tables through many services; restoring a
// captured state is the one undo that is exact no matter what the resolvers did.
namespace CampaignSnapshot {

// Compressed contents of every campaign table. Empty and *error set on failure.
QByteArray capture(const QSqlDatabase& db, QString* error);
// Replaces every campaign table's rows with the captured ones, in the caller's transaction.
bool restore(const QSqlDatabase& db, const QByteArray& data, QString* error);
// A hash of the captured contents; equal digests mean equal campaigns.
QString digest(const QSqlDatabase& db, QString* error);
QString digestOf(const QByteArray& data);

} // namespace CampaignSnapshot
} // namespace hk
