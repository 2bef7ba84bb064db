// The GM's first minutes with the window (issue 18): it opens on the start page, recent campaigns go by their
// names, Ctrl+Y redoes, and an unfinished builder form is never lost without asking: quitting, closing the
// campaign, opening another and choosing another character each ask Save / Discard / Cancel, and each answer
// does what it says. File > Save a Copy As… writes a copy that opens as the same campaign.
#include "CampaignTestSupport.h"

#include "DialogAnswer.h"

#include "campaign/Campaign.h"
#include "characters/CharacterEditor.h"
#include "characters/CharactersPage.h"
#include "characters/Roster.h"
#include "demo/DemoCampaign.h"
#include "main/MainWindow.h"
#include "main/RecentFiles.h"
#include "main/StartPage.h"
#include "models/RosterModel.h"
#include "StrictTest.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCommandLinkButton>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace hk;

class TestUnsavedWork : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    // A copy of the demo campaign in the test's folder, opened in a fresh window.
    void openDemoCopy(const QString& name)
    {
        QString error;
        const QString path = m_dir.filePath(name + QStringLiteral(".hkc"));
        QVERIFY2(DemoCampaign::create(path, test::registry(), &error), qPrintable(error));
        m_window = std::make_unique<MainWindow>(test::registry());
        m_window->resize(1280, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->openCampaign(path));
    }

    CharactersPage* charactersPage()
    {
        if (!m_window->showPage(QStringLiteral("characters")))
            return nullptr;
        return static_cast<CharactersPage*>(m_window->page(QStringLiteral("characters")));
    }

    qint64 idOf(CharactersPage* page, const QString& name)
    {
        for (int row = 0; row < page->model()->rowCount(); ++row) {
            if (page->model()->character(row)->name == name)
                return page->model()->character(row)->id;
        }
        return 0;
    }

    // Chooses a character in the roster and types a new name into the builder, without saving.
    void renameInBuilder(CharactersPage* page, const QString& who, const QString& newName)
    {
        page->selectCharacter(idOf(page, who));
        QCOMPARE(page->editor()->character().name, who);
        page->editor()->findChild<QLineEdit*>(QStringLiteral("name"))->setText(newName);
        QVERIFY(page->editor()->isModified());
    }

    QString storedName(qint64 id)
    {
        Character c;
        QString error;
        if (!Roster(*m_window->campaign()).find(id, &c, &error))
            return error;
        return c.name;
    }

    // Answers the Save / Discard / Cancel question with `button` when it opens.
    static void answer(QMessageBox::StandardButton button, bool* asked, QString* text = nullptr)
    {
        test::whenDialogOpens<QMessageBox>(
            [button, text](QMessageBox* box) {
                if (text)
                    *text = box->text();
                box->button(button)->click();
            },
            asked);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }
    void cleanup() { m_window.reset(); }

    void opensOnTheStartPage()
    {
        MainWindow window(test::registry());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* sidebar = window.findChild<QListWidget*>(QStringLiteral("sidebar"));
        sidebar->setFocus(); // the list taking focus chooses its current item: that must be the start page
        QApplication::processEvents();
        auto* stack = window.findChild<StartPage*>()->parentWidget();
        QVERIFY(qobject_cast<QStackedWidget*>(stack));
        QCOMPARE(static_cast<QStackedWidget*>(stack)->currentWidget(), window.findChild<StartPage*>());
        QCOMPARE(sidebar->currentItem()->text(), QStringLiteral("Start"));
        QCOMPARE(sidebar->item(1)->text(), QStringLiteral("Rules library"));
        QVERIFY(window.showPage(QStringLiteral("library")));
        sidebar->setCurrentRow(0);
        QCOMPARE(static_cast<QStackedWidget*>(stack)->currentWidget(), window.findChild<StartPage*>());
    }

    void recentCampaignsGoByTheirNames()
    {
        openDemoCopy(QStringLiteral("ash"));
        m_window->setCampaign(nullptr);
        auto* start = m_window->findChild<StartPage*>();
        const QList<QCommandLinkButton*> recent = start->findChildren<QCommandLinkButton*>(QStringLiteral("recentCampaign"));
        QVERIFY(!recent.isEmpty());
        QCOMPARE(recent.first()->text(), QStringLiteral("The Tower of Aronnen"));
        QVERIFY(recent.first()->description().endsWith(QLatin1String("ash.hkc")));
        QCOMPARE(RecentFiles::nameOf(m_dir.filePath(QStringLiteral("ash.hkc"))), QStringLiteral("The Tower of Aronnen"));
    }

    void ctrlYRedoes()
    {
        openDemoCopy(QStringLiteral("redo"));
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QVERIFY(m_window->campaign()->rename(QStringLiteral("Renamed")));
        QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(m_window->campaign()->info().name, QStringLiteral("The Tower of Aronnen"));
        QTest::keyClick(m_window.get(), Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(m_window->campaign()->info().name, QStringLiteral("Renamed"));
        QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(m_window->campaign()->info().name, QStringLiteral("Renamed"));
    }

    void quittingAsksAboutTheBuilder()
    {
        openDemoCopy(QStringLiteral("quit"));
        CharactersPage* page = charactersPage();
        QVERIFY(page);
        const qint64 yzor = idOf(page, QStringLiteral("Yzor"));
        QVERIFY(yzor);
        auto* saved = m_window->findChild<QLabel*>(QStringLiteral("savedState"));
        QCOMPARE(saved->text(), QStringLiteral("All changes saved"));
        QVERIFY(!m_window->isWindowModified());
        renameInBuilder(page, QStringLiteral("Yzor"), QStringLiteral("Yzor the Bold"));
        QVERIFY(m_window->isWindowModified());
        QCOMPARE(saved->text(), QStringLiteral("Not saved yet: the changes to Yzor the Bold"));

        // Cancel: the window stays, and so does the edit.
        bool asked = false;
        QString question;
        answer(QMessageBox::Cancel, &asked, &question);
        QVERIFY(!m_window->close());
        QVERIFY(asked);
        QVERIFY(question.contains(QLatin1String("the changes to Yzor the Bold")));
        QVERIFY(m_window->isVisible());
        QCOMPARE(page->editor()->character().name, QStringLiteral("Yzor the Bold"));

        // Save: the window closes and the roster has the new name.
        asked = false;
        answer(QMessageBox::Save, &asked);
        QVERIFY(m_window->close());
        QVERIFY(asked);
        QCOMPARE(storedName(yzor), QStringLiteral("Yzor the Bold"));
    }

    void closingDiscardsWhenTold()
    {
        openDemoCopy(QStringLiteral("discard"));
        CharactersPage* page = charactersPage();
        const qint64 yzor = idOf(page, QStringLiteral("Yzor"));
        renameInBuilder(page, QStringLiteral("Yzor"), QStringLiteral("Nobody"));
        bool asked = false;
        answer(QMessageBox::Discard, &asked);
        QVERIFY(m_window->close());
        QVERIFY(asked);
        QCOMPARE(storedName(yzor), QStringLiteral("Yzor"));
        QVERIFY(!page->editor()->isModified());
    }

    void openingAnotherCampaignAsks()
    {
        openDemoCopy(QStringLiteral("switch"));
        QString error;
        const QString other = m_dir.filePath(QStringLiteral("other.hkc"));
        QVERIFY2(DemoCampaign::create(other, test::registry(), &error), qPrintable(error));
        CharactersPage* page = charactersPage();
        renameInBuilder(page, QStringLiteral("Yzor"), QStringLiteral("Yzor Cancelled"));
        const QString path = m_window->campaign()->path();
        bool asked = false;
        answer(QMessageBox::Cancel, &asked);
        QVERIFY(!m_window->openCampaign(other));
        QVERIFY(asked);
        QCOMPARE(m_window->campaign()->path(), path);
        QCOMPARE(page->editor()->character().name, QStringLiteral("Yzor Cancelled"));
        asked = false;
        answer(QMessageBox::Discard, &asked);
        QVERIFY(m_window->openCampaign(other));
        QVERIFY(asked);
        QCOMPARE(QFileInfo(m_window->campaign()->path()).fileName(), QStringLiteral("other.hkc"));
    }

    void choosingAnotherCharacterAsks()
    {
        openDemoCopy(QStringLiteral("characters"));
        CharactersPage* page = charactersPage();
        const qint64 yzor = idOf(page, QStringLiteral("Yzor"));
        const qint64 pell = idOf(page, QStringLiteral("Pell"));
        QVERIFY(yzor && pell);
        renameInBuilder(page, QStringLiteral("Yzor"), QStringLiteral("Yzor Kept"));

        bool asked = false;
        answer(QMessageBox::Cancel, &asked);
        page->selectCharacter(pell);
        QVERIFY(asked);
        QCOMPARE(page->editor()->character().name, QStringLiteral("Yzor Kept")); // still on Yzor, edit kept

        asked = false;
        answer(QMessageBox::Save, &asked);
        page->selectCharacter(pell);
        QVERIFY(asked);
        QCOMPARE(storedName(yzor), QStringLiteral("Yzor Kept"));
        QCOMPARE(page->editor()->character().name, QStringLiteral("Pell"));

        renameInBuilder(page, QStringLiteral("Pell"), QStringLiteral("Pell Dropped"));
        asked = false;
        answer(QMessageBox::Discard, &asked);
        page->selectCharacter(yzor);
        QVERIFY(asked);
        QCOMPARE(storedName(pell), QStringLiteral("Pell"));
        QCOMPARE(page->editor()->character().name, QStringLiteral("Yzor Kept"));
        QVERIFY(!m_window->isWindowModified());
    }

    void savesACopy()
    {
        openDemoCopy(QStringLiteral("original"));
        m_window->setInteractive(false);
        const QString copy = m_dir.filePath(QStringLiteral("backup.hkc"));
        QVERIFY(m_window->saveCopyAs(copy));
        QVERIFY(!m_window->saveCopyAs(m_window->campaign()->path())); // never over itself
        QString error;
        std::unique_ptr<Campaign> opened = Campaign::open(copy, test::registry(), &error);
        QVERIFY2(opened, qPrintable(error));
        QCOMPARE(opened->info().name, m_window->campaign()->info().name);
        QCOMPARE(test::digestOf(*opened), test::digestOf(*m_window->campaign()));
        QVERIFY(!QFileInfo::exists(copy + QStringLiteral(".partial")));
    }
};

QTEST_MAIN(TestUnsavedWork)
#include "tst_unsaved_work.moc"
