#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

class QFileDialog;
class QMessageBox;
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

// Their parts, built but not shown (the two functions above run them; --dialog foundry-… shows them for a
// picture): the folder chooser, the message after an export, the files chooser, and the question when a
// talent or spell is not in the rules.
std::unique_ptr<QFileDialog> folderChooser(QWidget* parent);
std::unique_ptr<QMessageBox> exportedBox(QWidget* parent, const QString& folder, const QStringList& written);
std::unique_ptr<QFileDialog> filesChooser(QWidget* parent);
std::unique_ptr<QMessageBox> unknownBox(QWidget* parent, const QStringList& unknown);

} // namespace FoundryExchange

} // namespace hk
