#pragma once

#include "packages/Ruleset.h"

#include <QJsonObject>
#include <QString>

namespace hk {

// How the CLI prints one ruleset entry: as text (label: value lines, like the library's details pane) or
// as JSON with its house-rule changes against the book.
namespace EntryText {

QString text(const Ruleset& rules, const LocatedEntry& entry);
QJsonObject json(const Ruleset& rules, const LocatedEntry& entry);
// Finds an entry by id or (case-insensitive) name, optionally of one kind; ambiguous → candidates.
QList<LocatedEntry> find(const Ruleset& rules, const QString& nameOrId, const QString& kind);

} // namespace EntryText
} // namespace hk
