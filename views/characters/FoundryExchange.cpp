#include "characters/FoundryExchange.h"
#include "i18n/Translate.h"

#include "campaign/Campaign.h"
#include "characters/FoundryActor.h"
#include "characters/Roster.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLocale>
#include <QMessageBox>
#include <QSaveFile>
#include <QSplitter>
#include <QTreeView>

#include <algorithm>

namespace hk::FoundryExchange {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn("hk::FoundryExchange", text, disambiguation, n);
}

// Qt's own file dialog opens at about 620×410 with narrow columns, where sizes, types, dates and the places on
// the left are cut to "…". This fits a 1024×700 screen and shows them whole; a column or the places the GM has
// made wider stay as they are, and a desktop's own dialog, where there is one, is left alone.
void giveRoom(QFileDialog* dialog)
{
    dialog->resize(880, 540);
    if (auto* files = dialog->findChild<QTreeView*>(QStringLiteral("treeView"))) {
        // As the dialog's file list writes a size and a date, with a margin; a type in sixteen letters.
        const QFontMetrics metrics = files->fontMetrics();
        const QLocale locale = QLocale::system();
        const int margin = 3 * metrics.averageCharWidth();
        const int widths[] = {0, metrics.horizontalAdvance(locale.formattedDataSize(999'900'000)) + margin,
                              16 * metrics.averageCharWidth() + margin,
                              metrics.horizontalAdvance(locale.toString(QDateTime(QDate(2026, 12, 28), QTime(22, 58, 58)),
                                                                        QLocale::ShortFormat)) + margin};
        QHeaderView* header = files->header();
        for (int column = 1; column < header->count() && column < 4; ++column) // 0 is the name
            header->resizeSection(column, std::max(header->sectionSize(column), widths[column]));
    }
    if (auto* splitter = dialog->findChild<QSplitter*>(QStringLiteral("splitter"))) {
        const QList<int> sizes = splitter->sizes(); // not laid out yet: the widths the dialog starts with
        if (sizes.size() == 2 && sizes.at(0) < 160)
            splitter->setSizes({160, std::max(sizes.at(0) + sizes.at(1), 680) - 160});
    }
}

} // namespace

bool exportTo(Campaign& campaign, const QList<qint64>& ids, const QString& folder, QStringList* written, QString* error)
{
    const Roster roster(campaign);
    for (qint64 id : ids) {
        Character c;
        if (!roster.find(id, &c, error))
            return false;
        const QString path = QDir(folder).filePath(FoundryActor::fileName(c));
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly)
            || file.write(QJsonDocument(FoundryActor::write(c, campaign.rules())).toJson(QJsonDocument::Indented)) < 0
            || !file.commit()) {
            *error = tr("Cannot write %1: %2").arg(path, file.errorString());
            return false;
        }
        written->append(path);
    }
    return true;
}

bool importFiles(Campaign& campaign, const QStringList& paths, bool keepUnread, QStringList* unknown, QList<qint64>* ids,
                 QString* error)
{
    QList<Character> characters;
    for (const QString& path : paths) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = tr("Cannot read %1: %2").arg(QFileInfo(path).fileName(), file.errorString());
            return false;
        }
        FoundryActor::ReadResult read;
        QString why;
        if (!FoundryActor::read(file.read(FoundryActor::MaxBytes + 1), campaign.rules(), &read, &why)) {
            *error = tr("%1: %2").arg(QFileInfo(path).fileName(), why);
            return false;
        }
        for (const QString& u : read.unknown)
            unknown->append(QStringLiteral("%1: %2").arg(read.character.name, u));
        characters << read.character;
    }
    if (!unknown->isEmpty() && !keepUnread) {
        *error = tr("Some talents or spells are not in the campaign's rules, so nothing was added.");
        return false;
    }
    return Roster(campaign).addAll(characters, ids, error);
}

std::unique_ptr<QFileDialog> folderChooser(QWidget* parent)
{
    auto dialog = std::make_unique<QFileDialog>(parent, tr("Export to Foundry: choose a folder"));
    dialog->setObjectName(QStringLiteral("foundryExportFolder"));
    dialog->setFileMode(QFileDialog::Directory);
    dialog->setOption(QFileDialog::ShowDirsOnly);
    giveRoom(dialog.get());
    return dialog;
}

std::unique_ptr<QMessageBox> exportedBox(QWidget* parent, const QString& folder, const QStringList& written)
{
    auto box = std::make_unique<QMessageBox>(
        QMessageBox::Information, tr("Exported to Foundry"),
        tr("%n Foundry actor file(s) written to %1.", nullptr, int(written.size())).arg(QDir::toNativeSeparators(folder)),
        QMessageBox::Ok, parent);
    box->setObjectName(QStringLiteral("foundryExported"));
    box->setInformativeText(tr("In Foundry, create an actor of the Fantasy Trip system and use Import Data on it, "
                               "once for each file."));
    box->setDetailedText(written.join(QLatin1Char('\n')));
    return box;
}

std::unique_ptr<QFileDialog> filesChooser(QWidget* parent)
{
    auto dialog = std::make_unique<QFileDialog>(parent, tr("Import from Foundry"), QString(),
                                                tr("Foundry actors (*.json);;All files (*)"));
    dialog->setObjectName(QStringLiteral("foundryImportFiles"));
    dialog->setFileMode(QFileDialog::ExistingFiles);
    giveRoom(dialog.get());
    return dialog;
}

std::unique_ptr<QMessageBox> unknownBox(QWidget* parent, const QStringList& unknown)
{
    auto box = std::make_unique<QMessageBox>(
        QMessageBox::Question, tr("Not everything was understood"),
        tr("These talents or spells are not in the campaign's rules. Add the characters anyway, keeping "
           "them in the characters' notes?"),
        QMessageBox::Yes | QMessageBox::No, parent);
    box->setObjectName(QStringLiteral("foundryUnknown"));
    box->setInformativeText(unknown.mid(0, 8).join(QLatin1Char('\n')));
    return box;
}

void exportDialog(QWidget* parent, Campaign& campaign, const QList<qint64>& ids)
{
    if (ids.isEmpty())
        return;
    const std::unique_ptr<QFileDialog> chooser = folderChooser(parent);
    if (chooser->exec() != QDialog::Accepted || chooser->selectedFiles().value(0).isEmpty())
        return;
    const QString folder = chooser->selectedFiles().value(0);
    QStringList written;
    QString error;
    if (!exportTo(campaign, ids, folder, &written, &error)) {
        QMessageBox::warning(parent, tr("Cannot export to Foundry"), error);
        return;
    }
    exportedBox(parent, folder, written)->exec();
}

QList<qint64> importDialog(QWidget* parent, Campaign& campaign)
{
    const std::unique_ptr<QFileDialog> chooser = filesChooser(parent);
    if (chooser->exec() != QDialog::Accepted || chooser->selectedFiles().isEmpty())
        return {};
    const QStringList paths = chooser->selectedFiles();
    QStringList unknown;
    QList<qint64> ids;
    QString error;
    bool imported = importFiles(campaign, paths, false, &unknown, &ids, &error);
    if (!imported && !unknown.isEmpty()) {
        if (unknownBox(parent, unknown)->exec() != QMessageBox::Yes)
            return {};
        unknown.clear();
        imported = importFiles(campaign, paths, true, &unknown, &ids, &error);
    }
    if (!imported) {
        QMessageBox::warning(parent, tr("Cannot import from Foundry"), error);
        return {};
    }
    return ids;
}

} // namespace hk::FoundryExchange
