#pragma once

#include <QList>
#include <QString>
#include <QStringList>

class QWidget;

namespace hk {

class Campaign;

// The Characters page's "Export to Foundry…" and "Import from Foundry…": one Foundry VTT actor file per
// character into a folder the GM picks, and actor files read back into the roster in one undoable step
// (FoundryActor does the mapping; Roster::addAll the change). Kept out of CharactersPage, which is long enough.
namespace FoundryExchange {

// Writes the characters into `folder`; the paths written go to *written.
bool exportTo(Campaign& campaign, const QList<qint64>& ids, const QString& folder, QStringList* written, QString* error);
// Reads the files; false with *unknown filled (and nothing added) when a talent or spell is not in the rules
// and keepUnread is false. The added ids go to *ids.
bool importFiles(Campaign& campaign, const QStringList& paths, bool keepUnread, QStringList* unknown, QList<qint64>* ids,
                 QString* error);

// The dialogs: a folder (export) or files (import) chosen with QFileDialog, then the outcome in a message box.
void exportDialog(QWidget* parent, Campaign& campaign, const QList<qint64>& ids);
QList<qint64> importDialog(QWidget* parent, Campaign& campaign);

} // namespace FoundryExchange

} // namespace hk
