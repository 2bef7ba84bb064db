#include "characters/FoundryExchange.h"
#include "i18n/Translate.h"

#include "campaign/Campaign.h"
#include "characters/FoundryActor.h"
#include "characters/Roster.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
#include <QMessageBox>
#include <QSaveFile>

namespace hk::FoundryExchange {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::FoundryExchange", text);
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

void exportDialog(QWidget* parent, Campaign& campaign, const QList<qint64>& ids)
{
    if (ids.isEmpty())
        return;
    const QString folder = QFileDialog::getExistingDirectory(parent, tr("Export to Foundry: choose a folder"));
    if (folder.isEmpty())
        return;
    QStringList written;
    QString error;
    if (!exportTo(campaign, ids, folder, &written, &error)) {
        QMessageBox::warning(parent, tr("Cannot export to Foundry"), error);
        return;
    }
    QMessageBox box(QMessageBox::Information, tr("Exported to Foundry"),
                    tr("Foundry actor files written to %1: %2. In Foundry, create an actor of the Fantasy Trip system "
                       "and use Import Data on it.").arg(QDir::toNativeSeparators(folder)).arg(written.size()),
                    QMessageBox::Ok, parent);
    box.setObjectName(QStringLiteral("foundryExported"));
    box.setDetailedText(written.join(QLatin1Char('\n')));
    box.exec();
}

QList<qint64> importDialog(QWidget* parent, Campaign& campaign)
{
    const QStringList paths = QFileDialog::getOpenFileNames(parent, tr("Import from Foundry"), QString(),
                                                            tr("Foundry actors (*.json);;All files (*)"));
    if (paths.isEmpty())
        return {};
    QStringList unknown;
    QList<qint64> ids;
    QString error;
    bool imported = importFiles(campaign, paths, false, &unknown, &ids, &error);
    if (!imported && !unknown.isEmpty()) {
        QMessageBox box(QMessageBox::Question, tr("Not everything was understood"),
                        tr("These talents or spells are not in the campaign's rules. Add the characters anyway, keeping "
                           "them in the characters' notes?"),
                        QMessageBox::Yes | QMessageBox::No, parent);
        box.setInformativeText(unknown.mid(0, 8).join(QLatin1Char('\n')));
        if (box.exec() != QMessageBox::Yes)
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
