// The Characters page's Foundry VTT menu: "Export to Foundry…" writes one actor file per selected character
// into the folder picked in the file dialog; "Import from Foundry…" reads them back into the roster as one
// undoable step, and a file of another system is refused in a message box with nothing added.
#include "CampaignTestSupport.h"
#include "DialogAnswer.h"

#include "characters/CharactersPage.h"
#include "characters/Roster.h"
#include "characters/RosterFilter.h"
#include "demo/DemoCampaign.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QMessageBox>
#include <QTest>
#include "commands/ChangeHistory.h"
#include "StrictTest.h"

using namespace hk;

namespace {

// With HK_FOUNDRY_SHOTS=DIR set, the dialogs are saved as pictures there to be looked at.
void shoot(QWidget* w, const char* name)
{
    const QString dir = qEnvironmentVariable("HK_FOUNDRY_SHOTS");
    if (!dir.isEmpty())
        w->grab().save(QDir(dir).filePath(QString::fromLatin1(name) + QStringLiteral(".png")));
}

// Types the name as a GM would: selectFile waits for the folder's listing, which loads in the background.
void typeFileName(QFileDialog* d, const QString& name)
{
    if (auto* edit = d->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")))
        edit->setText(name);
}

int rosterSize(Campaign& campaign)
{
    QString error;
    RosterFilter all;
    all.includeArchived = true; // the page may have kept an archived character selected from an earlier run
    return int(Roster(campaign).list(all, &error).size());
}

} // namespace

class TestFoundryDialogs : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    // The offscreen platform's note when a modal dialog opens is not a warning of ours.

    void exportAndImport()
    {
        QString error;
        auto campaign = DemoCampaign::create(m_dir.filePath(QStringLiteral("demo.hkc")), test::registry(), &error);
        QVERIFY2(campaign, qPrintable(error));
        CharactersPage page;
        page.setCampaign(campaign.get());
        page.show();
        auto* exportAction = page.findChild<QAction*>(QStringLiteral("exportFoundry"));
        auto* importAction = page.findChild<QAction*>(QStringLiteral("importFoundry"));
        QVERIFY(exportAction && importAction);
        const QList<Character> all = Roster(*campaign).list(RosterFilter{}, &error);
        QVERIFY(all.size() >= 2);
        page.selectCharacter(all.first().id);
        QVERIFY(exportAction->isEnabled());

        // Export: the folder dialog answers the temporary folder, the message box says what was written.
        const QString folder = m_dir.filePath(QStringLiteral("actors"));
        QVERIFY(QDir().mkpath(folder));
        bool chose = false, told = false;
        test::whenDialogOpens<QFileDialog>([&](QFileDialog* d) {
            d->setDirectory(folder);
            d->selectFile(folder);
            shoot(d, "export-folder");
            static_cast<QDialog*>(d)->accept(); // QFileDialog::accept, which is protected there
            test::whenDialogOpens<QMessageBox>([&](QMessageBox* box) {
                QCOMPARE(box->objectName(), QStringLiteral("foundryExported"));
                shoot(box, "exported");
                box->accept();
            }, &told);
        }, &chose);
        exportAction->trigger();
        QTRY_VERIFY(chose && told);
        const QStringList files = QDir(folder).entryList({QStringLiteral("fvtt-Actor-*.json")});
        QCOMPARE(files.size(), 1);

        // Import: the file comes back as one more character, in one undoable step.
        const int before = rosterSize(*campaign);
        const int steps = campaign->undoStack()->count();
        chose = false;
        test::whenDialogOpens<QFileDialog>([&](QFileDialog* d) {
            d->setDirectory(folder); // not the folder an earlier run left in the settings
            typeFileName(d, files.first());
            shoot(d, "import-files");
            static_cast<QDialog*>(d)->accept(); // QFileDialog::accept, which is protected there
        }, &chose);
        importAction->trigger();
        QTRY_VERIFY(chose);
        QCOMPARE(rosterSize(*campaign), before + 1);
        QCOMPARE(campaign->undoStack()->count(), steps + 1);

        // Another system's actor: refused in a message box, nothing added.
        QFile other(m_dir.filePath(QStringLiteral("other.json")));
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.write(R"({"name":"Ogre","type":"npc","system":{},"_stats":{"systemId":"dnd5e"}})");
        other.close();
        chose = told = false;
        QString shown;
        test::whenDialogOpens<QFileDialog>([&](QFileDialog* d) {
            d->setDirectory(m_dir.path());
            typeFileName(d, QFileInfo(other.fileName()).fileName());
            static_cast<QDialog*>(d)->accept(); // QFileDialog::accept, which is protected there
            test::whenDialogOpens<QMessageBox>([&](QMessageBox* box) {
                shown = box->text();
                shoot(box, "refused");
                box->accept();
            }, &told);
        }, &chose);
        importAction->trigger();
        QTRY_VERIFY(chose && told);
        QVERIFY2(shown.contains(QLatin1String("dnd5e")), qPrintable(shown));
        QCOMPARE(rosterSize(*campaign), before + 1);
    }
};

QTEST_MAIN(TestFoundryDialogs)
#include "tst_foundry_dialogs.moc"
