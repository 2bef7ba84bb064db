#pragma once

#include <QString>
#include <QStringList>

namespace hk {

// What the GM reads for an event's kind: the log stores short keys ("workshop", "item-search"), the journal,
// the overview and the advance report show words. One place, so every list names a kind the same way.
namespace EventKinds {

// The translated name of a kind ("Workshop", "Item search"); a kind we do not know (a CLI's own, an older
// file's) as its key in words.
QString name(const QString& kind);
// Every kind the model writes and has words for (tst_texts checks each name).
QStringList keys();

} // namespace EventKinds
} // namespace hk
