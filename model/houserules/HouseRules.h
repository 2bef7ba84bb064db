#pragma once

#include "houserules/HouseRule.h"

#include <QJsonValue>
#include <QMap>

namespace hk {

class Campaign;

// The GM's house rules for a campaign: change any value of any entry, revert it to the book, add a new
// entry of any kind, remove one again. Each call is one change of the campaign: it validates the result
// against the kind's schema, and a refused change writes nothing.
namespace HouseRules {

QList<HouseRule> list(const Campaign& campaign, QString* error);

// Sets `path` ("cost.st", "price", "rows.2.dx") of the entry to value. Setting the book's own value
// removes that override.
bool setValue(Campaign& campaign, const QString& kind, const QString& entryId, const QString& path,
              const QJsonValue& value, const QString& note, QString* error);
// Sets several paths at once, as one undoable change.
bool setValues(Campaign& campaign, const QString& kind, const QString& entryId, const QJsonObject& values,
               const QString& note, QString* error);
// Switches optional rules (entries of kind "rule", by id) on or off, as one undoable change.
bool switchRules(Campaign& campaign, const QMap<QString, bool>& rules, const QString& note, QString* error);
// Reverts one path, or every override of the entry when path is empty.
bool revert(Campaign& campaign, const QString& kind, const QString& entryId, const QString& path, QString* error);
// Adds a whole new entry (its `id` must be new for the kind); no `source` needed.
bool addEntry(Campaign& campaign, const QString& kind, const QJsonObject& entry, const QString& note, QString* error);
// Removes an entry the GM added.
bool removeEntry(Campaign& campaign, const QString& kind, const QString& entryId, QString* error);

} // namespace HouseRules
} // namespace hk
