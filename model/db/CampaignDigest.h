#pragma once

#include <QSqlDatabase>
#include <QString>

namespace hk {

// A hash of every row of every campaign table (the change journal aside), with SQLite's own types; an event
// row counts with its words, not the number of its words' row (EventWords). Why: equal
// digests mean equal campaigns, which is how tests prove that undo and redo put a campaign back exactly. A
// database with no tables (empty, or not open) has no digest: of() refuses it with a message, so two such
// databases never compare equal.
namespace CampaignDigest {

QString of(const QSqlDatabase& db, QString* error);

} // namespace CampaignDigest
} // namespace hk
