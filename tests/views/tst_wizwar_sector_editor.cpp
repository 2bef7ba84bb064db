// The Wiz-War sector editor offscreen: opened from the page's Sector boards… button, a line between two
// squares clicked through wall, door and open again (both squares' sides in step), the home base, two
// treasure starts and a column set with the tool row, Save as one undoable change whose text parses back to
// the same sides, undo taking it away again, a third treasure start refused by the parser (Save disabled, a
// message shown), a pasted text with a fault named, and the unsaved-work question when another board is chosen.
#include "CampaignTestSupport.h"
#include "DialogAnswer.h"

#include "commands/ChangeHistory.h"
#include "wizwar/WizWarGames.h"
#include "wizwar/WizWarPage.h"
#include "wizwar/WizWarSectorEditor.h"
#include "StrictTest.h"

#include <QApplication>
#include <QGraphicsView>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>

using namespace hk;
using wizwar::Direction;
using wizwar::Side;
using Tool = WizWarSectorScene::Tool;

namespace {

void click(WizWarSectorEditor& editor, QPointF scenePos)
{
    QGraphicsView* view = editor.view();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(scenePos));
}

void clickTool(WizWarSectorEditor& editor, const QString& text)
{
    for (QPushButton* b : editor.findChildren<QPushButton*>())
        if (b->text() == text && b->isCheckable()) {
            b->click();
            return;
        }
    QFAIL(qPrintable(QStringLiteral("no tool button %1").arg(text)));
}

// With HK_SCREENSHOT_DIR set: the dialog at the sizes it takes over a 1024×700 and a 1280×800 window, light
// and dark (for a human to look at).
void snapshots(WizWarSectorEditor& editor)
{
    if (!qEnvironmentVariableIsSet("HK_SCREENSHOT_DIR"))
        return;
    const QString dir = qEnvironmentVariable("HK_SCREENSHOT_DIR") + QLatin1Char('/');
    const QPalette light = QApplication::palette();
    QPalette dark = light;
    dark.setColor(QPalette::Window, QColor(45, 45, 48));
    dark.setColor(QPalette::WindowText, QColor(230, 230, 230));
    dark.setColor(QPalette::Base, QColor(30, 30, 32));
    dark.setColor(QPalette::Text, QColor(230, 230, 230));
    dark.setColor(QPalette::Button, QColor(45, 45, 48));
    dark.setColor(QPalette::ButtonText, QColor(230, 230, 230));
    for (const bool isDark : {false, true}) {
        QApplication::setPalette(isDark ? dark : light);
        editor.setTool(Tool::Lines); // redraws in the palette's colours
        editor.cycleLine(0, 0, Direction::North);
        editor.cycleLine(0, 0, Direction::North);
        editor.cycleLine(0, 0, Direction::North);
        for (const QSize size : {QSize(870, 595), QSize(1088, 680)}) {
            editor.resize(size);
            QApplication::processEvents();
            editor.grab().save(dir + QStringLiteral("wizwar-sectors-%1x%2%3.png").arg(size.width()).arg(size.height())
                                         .arg(isDark ? QStringLiteral("-dark") : QString()));
        }
    }
    QApplication::setPalette(light);
    bool answered = false;
    test::whenDialogOpens<QDialog>([&dir](QDialog* paste) { paste->grab().save(dir + QStringLiteral("wizwar-sectors-paste.png")); },
                                   &answered);
    editor.findChild<QPushButton*>(QStringLiteral("pasteSectorText"))->click();
}

} // namespace

class TestWizWarSectorEditor : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("WizWarSectors")};

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void openedFromThePage()
    {
        std::unique_ptr<Campaign> campaign = m_campaigns.create(1, {}, QStringLiteral("wiz-war"));
        QVERIFY(campaign);
        WizWarPage page;
        page.setCampaign(campaign.get());
        auto* button = page.findChild<QPushButton*>(QStringLiteral("wizWarSectorBoards"));
        QVERIFY(button);
        QVERIFY(button->isEnabled()); // no game yet: the boards are drawn before the first one
        bool answered = false;
        test::whenDialogOpens<WizWarSectorEditor>([](WizWarSectorEditor* d) {
            QCOMPARE(d->sector(), 1);
            QCOMPARE(d->side(), QLatin1Char('A'));
            QVERIFY(!d->canSave());
        }, &answered);
        button->click();
        QVERIFY(answered);
    }

    void drawSaveAndUndo()
    {
        std::unique_ptr<Campaign> campaign = m_campaigns.create(1, {}, QStringLiteral("wiz-war"));
        QVERIFY(campaign);
        QString error;
        WizWarSectorEditor editor(*campaign);
        editor.resize(900, 620);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QVERIFY(editor.text().contains(QLatin1Char('H')));
        QVERIFY(!editor.canSave());

        // The line between C2 and D2: wall, door, open again, on both squares' sides.
        const QPointF line = WizWarSectorScene::lineCentre(2, 1, Direction::East);
        const QList<Side> expected{Side::Wall, Side::Door, Side::Open};
        for (const Side side : expected) {
            click(editor, line + QPointF(0, 6)); // near the line, not on it
            QCOMPARE(editor.draft().side(2, 1, Direction::East), side);
            QCOMPARE(editor.draft().side(3, 1, Direction::West), side);
        }
        QVERIFY(!editor.isModified());
        click(editor, line);
        click(editor, WizWarSectorScene::lineCentre(1, 3, Direction::South));
        click(editor, WizWarSectorScene::lineCentre(1, 3, Direction::South));
        click(editor, WizWarSectorScene::lineCentre(0, 0, Direction::North) + QPointF(0, -5)); // the outer edge
        QCOMPARE(editor.draft().side(1, 4, Direction::North), Side::Door);
        QCOMPARE(editor.draft().side(0, 0, Direction::North), Side::Wall);
        QVERIFY(editor.text().startsWith(QLatin1String("+-+")));

        // The home base to B2; the blank board's treasure starts away, two new ones.
        clickTool(editor, QStringLiteral("Home base"));
        click(editor, WizWarSectorScene::squareCentre(1, 1));
        QCOMPARE(editor.draft().home(), std::pair(1, 1));
        clickTool(editor, QStringLiteral("Treasure start"));
        click(editor, WizWarSectorScene::squareCentre(0, 0));
        click(editor, WizWarSectorScene::squareCentre(4, 4));
        QVERIFY(editor.draft().treasureStarts().isEmpty());
        QVERIFY(!editor.canSave());
        QVERIFY2(editor.message().contains(QLatin1String("two treasure start")), qPrintable(editor.message()));
        click(editor, WizWarSectorScene::squareCentre(3, 0));
        QVERIFY(!editor.canSave());
        click(editor, WizWarSectorScene::squareCentre(1, 1)); // the home base is no treasure start
        QVERIFY2(editor.message().contains(QLatin1String("home base")), qPrintable(editor.message()));
        click(editor, WizWarSectorScene::squareCentre(0, 4));
        QCOMPARE(editor.draft().treasureStarts().size(), 2);
        QVERIFY2(editor.canSave(), qPrintable(editor.message()));
        clickTool(editor, QStringLiteral("Column"));
        click(editor, WizWarSectorScene::corner(1, 4) + QPointF(4, -3));
        QVERIFY(editor.draft().freeColumn(1, 4));

        // Save: one change, the text stored, and it parses back to the same board.
        const int undoIndex = campaign->undoStack()->index();
        editor.findChild<QPushButton*>(QStringLiteral("saveSector"))->click();
        QCOMPARE(campaign->undoStack()->index(), undoIndex + 1);
        QVERIFY(!editor.canSave());
        const QString stored = WizWarGames(*campaign).sectorMaps(&error).value(QStringLiteral("1A"));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(stored, editor.text());
        const std::optional<wizwar::SectorMap> map = wizwar::SectorMap::parse(stored, &error);
        QVERIFY2(map, qPrintable(error));
        for (int y = 0; y < wizwar::SectorMap::Size; ++y)
            for (int x = 0; x < wizwar::SectorMap::Size; ++x)
                for (int d = 0; d < 4; ++d)
                    QCOMPARE(map->side(x, y, Direction(d)), editor.draft().side(x, y, Direction(d)));
        QCOMPARE(map->side(2, 1, Direction::East), Side::Wall);
        QCOMPARE(std::pair(map->homeX(), map->homeY()), std::pair(1, 1));
        QCOMPARE(map->treasureStarts().size(), 2);
        QVERIFY(map->treasureStarts().contains(std::pair(3, 0)) && map->treasureStarts().contains(std::pair(0, 4)));
        QVERIFY(map->freeColumn(1, 4));

        // Undo takes the map away; the editor shows the blank board again.
        QVERIFY2(campaign->undo(&error), qPrintable(error));
        QVERIFY(!WizWarGames(*campaign).sectorMaps(&error).contains(QStringLiteral("1A")));
        QCOMPARE(editor.draft().side(2, 1, Direction::East), Side::Open);
        QCOMPARE(editor.text(), wizwar::SectorMap::blank().toText());

        // A third treasure start: the parser refuses it, Save stays disabled and the message says why.
        clickTool(editor, QStringLiteral("Treasure start"));
        click(editor, WizWarSectorScene::squareCentre(2, 0));
        QCOMPARE(editor.draft().treasureStarts().size(), 3);
        QVERIFY(!editor.canSave());
        QVERIFY2(editor.message().contains(QLatin1String("3")) && editor.message().contains(QLatin1String("treasure")),
                 qPrintable(editor.message()));

        // Another board with unsaved edits asks first: Cancel stays, Discard goes.
        bool answered = false;
        test::whenDialogOpens<QMessageBox>([](QMessageBox* box) { box->button(QMessageBox::Cancel)->click(); }, &answered);
        QVERIFY(!editor.choose(2, QLatin1Char('B')));
        QVERIFY(answered);
        QCOMPARE(editor.sector(), 1);
        QCOMPARE(editor.draft().treasureStarts().size(), 3);
        answered = false;
        test::whenDialogOpens<QMessageBox>([](QMessageBox* box) { box->button(QMessageBox::Discard)->click(); }, &answered);
        QVERIFY(editor.choose(2, QLatin1Char('B')));
        QVERIFY(answered);
        QCOMPARE(editor.sector(), 2);
        QCOMPARE(editor.side(), QLatin1Char('B'));
        QCOMPARE(editor.draft().treasureStarts().size(), 2);
        QVERIFY(!editor.isModified());

        // A pasted text: a fault is named by line and column; a good one is drawn.
        QVERIFY(!editor.applyText(QStringLiteral("+ + +\n"), &error));
        QVERIFY2(error.contains(QLatin1String("11 lines")), qPrintable(error));
        QString bad = stored;
        bad[13] = QLatin1Char('x');
        QVERIFY(!editor.applyText(bad, &error));
        QVERIFY2(error.contains(QLatin1String("line 2")), qPrintable(error));
        QVERIFY2(editor.applyText(stored, &error), qPrintable(error));
        QCOMPARE(editor.text(), stored);
        QVERIFY(editor.canSave());
        snapshots(editor);
    }
};

QTEST_MAIN(TestWizWarSectorEditor)
#include "tst_wizwar_sector_editor.moc"
