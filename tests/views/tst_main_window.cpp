// The main window offscreen: opens the demo, shows every page, filters the library, rolls dice, undoes an
// edit through the Edit menu, and renders screenshots of each page for a human to look at. Pages read the
// campaign when first shown.
#include "TestSupport.h"

#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "dice/DicePage.h"
#include "dice/ScriptedDiceRoller.h"
#include "library/EntryDetails.h"
#include "library/HouseRuleDialog.h"
#include "library/RulesLibraryPage.h"
#include "library/SeedFiles.h"
#include "library/SourceViewer.h"
#include "models/RuleEntryModel.h"
#include "packages/Ruleset.h"
#include "main/MainWindow.h"
#include "journal/JournalPage.h"
#include "models/EventLogModel.h"

#include <QAction>
#include <QApplication>
#include <QIcon>
#include <QJsonArray>
#include <QJsonObject>
#include <QPixmap>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include "commands/ChangeHistory.h"
#include "StrictTest.h"

using namespace hk;

class TestMainWindow : public hk::test::StrictTest
{
    Q_OBJECT
    std::unique_ptr<MainWindow> m_window;

    QAction* menuAction(const QString& menu, const QString& text)
    {
        for (QAction* m : m_window->menuBar()->actions()) {
            if (m->text().remove(QLatin1Char('&')) != menu)
                continue;
            for (QAction* a : m->menu()->actions()) {
                if (a->text().remove(QLatin1Char('&')).startsWith(text))
                    return a;
            }
        }
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_window = std::make_unique<MainWindow>(test::registry());
        m_window->setInteractive(false);
        m_window->resize(1280, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void logoIsEmbeddedAndRenders()
    {
        // The SVG icon is a resource and the SVG image plugin is installed (scripts/setup.sh).
        const QPixmap pixmap = QIcon(QStringLiteral(":/icons/hexkeeper.svg")).pixmap(64, 64);
        QVERIFY(!pixmap.isNull());
        QCOMPARE(pixmap.toImage().pixelColor(32, 40).name(), QStringLiteral("#f6ae2d"));
    }

    void startsWithoutCampaign()
    {
        QVERIFY(!m_window->campaign());
        auto* sidebar = m_window->findChild<QListWidget*>(QStringLiteral("sidebar"));
        QCOMPARE(sidebar->count(), 2); // the start page and the rules library work without a campaign
        QVERIFY(!m_window->showPage(QStringLiteral("dice")));
        QVERIFY(m_window->showPage(QStringLiteral("library")));
    }

    void opensTheDemo()
    {
        QVERIFY(m_window->openDemo());
        QVERIFY(m_window->campaign());
        // Pages read the campaign when first shown: the journal has read nothing until it is.
        auto* journal = m_window->findChild<JournalPage*>();
        QVERIFY(journal);
        QCOMPARE(journal->model()->rowCount(), 0);
        QVERIFY(m_window->showPage(QStringLiteral("journal")));
        QVERIFY(journal->model()->rowCount() > 0);
        QCOMPARE(m_window->campaign()->info().name, QStringLiteral("The Tower of Aronnen"));
        QVERIFY(m_window->windowTitle().contains(QLatin1String("The Tower of Aronnen")));
        for (const QString& id : m_window->pageIds()) {
            QVERIFY2(m_window->showPage(id), qPrintable(id));
            QApplication::processEvents();
            QVERIFY(m_window->grab().save(QStringLiteral(HK_BINARY_DIR "/screenshot-%1.png").arg(id)));
        }
    }

    void libraryFindsASpellInTwoKeystrokes()
    {
        QVERIFY(m_window->showPage(QStringLiteral("library")));
        auto* library = static_cast<RulesLibraryPage*>(m_window->page(QStringLiteral("library")));
        auto* filter = library->findChild<QLineEdit*>(QStringLiteral("libraryFilter"));
        filter->clear();
        filter->setFocus();
        QTest::keyClicks(filter, QStringLiteral("fireb"));
        const QAbstractItemModel* rows = library->table()->model();
        QVERIFY(rows->rowCount() >= 1);
        // The best match is selected and shown without touching the mouse.
        QCOMPARE(library->table()->currentIndex().data().toString(), QStringLiteral("Fireball"));
        QVERIFY(library->detailsText().startsWith(QLatin1String("Fireball")));
        filter->clear();
        QTest::keyClicks(filter, QStringLiteral("healing"));
        QVERIFY(library->table()->currentIndex().data().toString().startsWith(QLatin1String("Healing")));
        library->setFilterText(QStringLiteral("fireball"));
        QVERIFY(library->setKind(QStringLiteral("spell")));
        QVERIFY(library->selectEntry(QStringLiteral("spell"), QStringLiteral("fireball")));
        QVERIFY(library->detailsText().contains(QLatin1String("Fireball")));
        // The source is the book's title and line, not its seed file.
        QVERIFY2(library->detailsText().contains(QLatin1String("Source: Advanced Wizard (The Fantasy Trip, 1980), line")),
                 qPrintable(library->detailsText()));
        QVERIFY(!library->detailsText().contains(QLatin1String("002_627be8fa3203b513.txt")));
        library->setFilterText({});
    }

    // What the library shows is in words: effects by what they change, a recipe's creation spell by its
    // name, a house rule's fields by their labels.
    void libraryInWords()
    {
        QCOMPARE(EntryDetails::effectName(QStringLiteral("area.hexes")), QStringLiteral("Area hexes"));
        QCOMPARE(EntryDetails::effectName(QStringLiteral("move.maxShiftHexes")), QStringLiteral("Move max shift hexes"));
        QCOMPARE(EntryDetails::effectName(QStringLiteral("attackers.dxModifier")), QStringLiteral("Attackers DX modifier"));
        const Ruleset& rules = m_window->campaign()->rules();
        const QJsonObject effects{{QStringLiteral("effects"),
                                   QJsonArray{QJsonObject{{QStringLiteral("key"), QStringLiteral("area.hexes")}, {QStringLiteral("value"), 1}}}}};
        QCOMPARE(EntryDetails::fieldPath(rules.kind(QStringLiteral("rule")), effects, QStringLiteral("effects.0.value")),
                 QStringLiteral("Effects \u203a Area hexes"));
        const QJsonObject attacks{{QStringLiteral("attacks"), QJsonArray{QJsonObject{{QStringLiteral("damage"), QStringLiteral("1d6")}}}}};
        QCOMPARE(EntryDetails::fieldPath(rules.kind(QStringLiteral("creature")), attacks, QStringLiteral("attacks.0.damage")),
                 QStringLiteral("Attacks 1 \u203a Damage"));

        QVERIFY(m_window->showPage(QStringLiteral("library")));
        auto* library = static_cast<RulesLibraryPage*>(m_window->page(QStringLiteral("library")));
        library->setFilterText({});
        QString recipe;
        for (const LocatedEntry& e : rules.entries({QStringLiteral("magic-item-recipe")})) {
            if (e.entry->data.value(QLatin1String("creationSpell")).toString() == QLatin1String("lesser"))
                recipe = e.entry->id();
        }
        QVERIFY(!recipe.isEmpty());
        QVERIFY(library->setKind(QStringLiteral("magic-item-recipe")));
        QVERIFY(library->selectEntry(QStringLiteral("magic-item-recipe"), recipe));
        const QString details = library->detailsText();
        QVERIFY2(details.contains(QLatin1String("Lesser Magic Item Creation")), qPrintable(details));
        QVERIFY2(!details.contains(QLatin1String("spell id")) && !details.contains(QLatin1String("weapon-armor")), qPrintable(details));

        // A rule with effects lists them in words, never as "effects.key: …".
        for (const LocatedEntry& e : rules.entries({QStringLiteral("rule")})) {
            if (e.entry->data.value(QLatin1String("effects")).toArray().isEmpty())
                continue;
            QVERIFY(library->setKind(QStringLiteral("rule")));
            QVERIFY(library->selectEntry(QStringLiteral("rule"), e.entry->id()));
            QVERIFY2(!library->detailsText().contains(QLatin1String("effects.")), qPrintable(library->detailsText()));
            break;
        }
    }

    void libraryChangesAnEntryForTheCampaign()
    {
        QVERIFY(m_window->showPage(QStringLiteral("library")));
        auto* library = static_cast<RulesLibraryPage*>(m_window->page(QStringLiteral("library")));
        QVERIFY(library->setKind(QStringLiteral("spell")));
        library->setFilterText({});
        QVERIFY(library->selectEntry(QStringLiteral("spell"), QStringLiteral("blur")));
        std::unique_ptr<HouseRuleDialog> dialog(library->makeChangeDialog());
        QVERIFY(dialog);
        QVERIFY(dialog->setText(QStringLiteral("iq"), QStringLiteral("nine")));
        dialog->accept();
        QVERIFY(dialog->problem().contains(QLatin1String("not a number")));
        QVERIFY(dialog->setText(QStringLiteral("iq"), QStringLiteral("9")));
        dialog->accept();
        QVERIFY2(dialog->problem().isEmpty(), qPrintable(dialog->problem()));
        QCOMPARE(m_window->campaign()->rules().entry(QStringLiteral("spell"), QStringLiteral("blur"))->intField(QStringLiteral("iq")), 9);
        // The list and the details mark it as a house rule, with the book's value.
        QVERIFY(library->selectEntry(QStringLiteral("spell"), QStringLiteral("blur")));
        QVERIFY(library->detailsText().contains(QLatin1String("House rule")));
        const QModelIndex row = library->table()->currentIndex();
        QVERIFY(row.data(RuleEntryModel::HouseRuleRole).toBool());
        QApplication::processEvents();
        QVERIFY(m_window->grab().save(QStringLiteral(HK_BINARY_DIR "/screenshot-library-house-rule.png")));
        // Undo through the window, then change again and revert with the button's action.
        menuAction(QStringLiteral("Edit"), QStringLiteral("Undo"))->trigger();
        QCOMPARE(m_window->campaign()->rules().entry(QStringLiteral("spell"), QStringLiteral("blur"))->intField(QStringLiteral("iq")), 8);
        menuAction(QStringLiteral("Edit"), QStringLiteral("Redo"))->trigger();
        QVERIFY(library->selectEntry(QStringLiteral("spell"), QStringLiteral("blur")));
        QString error;
        QVERIFY2(library->revertCurrent(&error), qPrintable(error));
        QCOMPARE(m_window->campaign()->rules().entry(QStringLiteral("spell"), QStringLiteral("blur"))->intField(QStringLiteral("iq")), 8);
    }

    void libraryAddsANewSpell()
    {
        auto* library = static_cast<RulesLibraryPage*>(m_window->page(QStringLiteral("library")));
        QJsonObject entry = m_window->campaign()->rules().entry(QStringLiteral("spell"), QStringLiteral("blur"))->data;
        entry.remove(QStringLiteral("source"));
        entry[QStringLiteral("id")] = QStringLiteral("haze");
        entry[QStringLiteral("name")] = QStringLiteral("Haze");
        std::unique_ptr<HouseRuleDialog> editor(library->makeNewEntryEditor(QStringLiteral("spell"), entry));
        QVERIFY(editor->setText(QStringLiteral("summary"), QStringLiteral("A thin blur that costs more.")));
        editor->accept();
        QVERIFY2(editor->problem().isEmpty(), qPrintable(editor->problem()));
        QVERIFY(library->selectEntry(QStringLiteral("spell"), QStringLiteral("haze")));
        QVERIFY(library->detailsText().contains(QLatin1String("added for this campaign")));
    }

    void libraryShowsTheBookLine()
    {
        if (test::seedsDir().isEmpty())
            QSKIP("the rulebook seeds are not on this machine");
        SeedFiles::setFolder(test::seedsDir());
        auto* library = static_cast<RulesLibraryPage*>(m_window->page(QStringLiteral("library")));
        QVERIFY(library->selectEntry(QStringLiteral("spell"), QStringLiteral("fireball")));
        QVERIFY(library->showSource());
        auto* viewer = library->findChild<SourceViewer*>(QStringLiteral("sourceViewer"));
        QVERIFY(viewer);
        QVERIFY(viewer->highlightedText().contains(QLatin1String("FIREBALL")));
        // The book's Markdown is shown formatted: "**FIREBALL (M):**" reads "FIREBALL (M):", in bold.
        QVERIFY2(!viewer->highlightedText().contains(QLatin1String("**")), qPrintable(viewer->highlightedText()));
        QVERIFY2(viewer->headerText().contains(QLatin1String("Advanced Wizard")), qPrintable(viewer->headerText()));
        viewer->close();
    }

    void dicePageRollsAndLogs()
    {
        QVERIFY(m_window->showPage(QStringLiteral("dice")));
        auto* dice = static_cast<DicePage*>(m_window->page(QStringLiteral("dice")));
        m_window->campaign()->dice().setOverride(std::make_shared<ScriptedDiceRoller>(QList<int>{2, 3, 4, 6, 6, 6}));
        const int before = dice->logView()->model()->rowCount();
        dice->setExpression(QStringLiteral("3d6"));
        dice->setTarget(12);
        QVERIFY(dice->oddsText().contains(QLatin1String("74.1%")));
        dice->roll();
        QVERIFY2(dice->resultText().contains(QLatin1String("success")), qPrintable(dice->resultText()));
        dice->setGmOnly(true);
        dice->roll();
        QVERIFY(dice->resultText().contains(QLatin1String("failure")));
        QCOMPARE(dice->logView()->model()->rowCount(), before + 2);
        dice->roll(); // the script is empty now: a clear message, nothing logged
        QVERIFY(dice->resultText().contains(QLatin1String("ran out")));
        QCOMPARE(dice->logView()->model()->rowCount(), before + 2);
        m_window->campaign()->dice().setOverride(nullptr);
    }

    void renameAndUndoThroughTheMenu()
    {
        QVERIFY(m_window->showPage(QStringLiteral("overview")));
        auto* name = m_window->findChild<QLineEdit*>(QStringLiteral("campaignName"));
        name->setFocus();
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("Aronnen's Folly"));
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(m_window->campaign()->info().name, QStringLiteral("Aronnen's Folly"));
        QAction* undo = menuAction(QStringLiteral("Edit"), QStringLiteral("Undo"));
        QAction* redo = menuAction(QStringLiteral("Edit"), QStringLiteral("Redo"));
        QVERIFY(undo && undo->isEnabled() && redo);
        // The menu names the step: "Undo <step>", and then "Redo <step>".
        const QString step = undo->text().remove(QLatin1Char('&')).mid(QStringLiteral("Undo ").size());
        QVERIFY2(!step.isEmpty(), qPrintable(undo->text()));
        QVERIFY(!redo->isEnabled());
        undo->trigger();
        QCOMPARE(m_window->campaign()->info().name, QStringLiteral("The Tower of Aronnen"));
        QCOMPARE(name->text(), QStringLiteral("The Tower of Aronnen"));
        QVERIFY(redo->isEnabled());
        QCOMPARE(redo->text().remove(QLatin1Char('&')), QStringLiteral("Redo ") + step);
        redo->trigger();
        QCOMPARE(m_window->campaign()->info().name, QStringLiteral("Aronnen's Folly"));
        QVERIFY(!redo->isEnabled());
        QCOMPARE(redo->text().remove(QLatin1Char('&')), QStringLiteral("Redo"));
    }

    void openingABadFileKeepsTheCurrentCampaign()
    {
        QVERIFY(!m_window->openCampaign(QStringLiteral("/nonexistent/x.hkc")));
        QVERIFY(m_window->campaign());
    }

    void closingShowsTheStartPage()
    {
        QAction* close = menuAction(QStringLiteral("File"), QStringLiteral("Close Campaign"));
        QVERIFY(close);
        close->trigger();
        QVERIFY(!m_window->campaign());
        QVERIFY(!m_window->showPage(QStringLiteral("overview")));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
