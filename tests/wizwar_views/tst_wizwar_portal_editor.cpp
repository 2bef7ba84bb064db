// The Wiz-War page's portal editor offscreen, on a three-player game (the L of three sector boards, 001
// l.188–200): with Portals on, two mouse clicks on sides at the board's edge make a pair (l.107–113, 525–532),
// drawn as two markers; the step is undone and redone like any other; a click on a portal takes its pair away;
// a side inside the board is refused with the rules' words. The new-game dialog offers the Custom Spellbook's
// groups and the second group's schools (l.1407–1418) and counts both decks. HK_SCREENSHOT_DIR keeps pictures.
#include "CampaignTestSupport.h"
#include "StrictTest.h"
#include "commands/ChangeHistory.h"

#include "packages/Ruleset.h"
#include "wizwar/WizWarBoardScene.h"
#include "wizwar/WizWarBoardView.h"
#include "wizwar/WizWarGames.h"
#include "wizwar/WizWarNewGameDialog.h"
#include "wizwar/WizWarPage.h"
#include "wizwar/WizWarPortalEditor.h"

#include <QCheckBox>
#include <QGraphicsItem>
#include <QGroupBox>
#include <QPushButton>
#include <QTest>

using namespace hk;
using wizwar::Direction;
using wizwar::Square;

namespace {

wizwar::SetupChoice trio()
{
    wizwar::SetupChoice c;
    c.players = {{QStringLiteral("Ann"), QStringLiteral("red")},
                 {QStringLiteral("Bob"), QStringLiteral("blue")},
                 {QStringLiteral("Cy"), QStringLiteral("green")}};
    c.schools = {QStringLiteral("alchemy"), QStringLiteral("elemental"), QStringLiteral("mentalism")};
    return c;
}

int portalMarkers(const WizWarBoardScene* scene)
{
    int n = 0;
    for (const QGraphicsItem* item : scene->items())
        n += item->data(0).toString() == QLatin1String("portal") ? 1 : 0;
    return n;
}

} // namespace

class TestWizWarPortalEditor : public test::StrictTest
{
    Q_OBJECT

    test::CampaignFactory m_files{QStringLiteral("portals")};

    // A left click on side `side` of `square`, a few pixels inside the square, through the board view.
    static void clickSide(WizWarPage& page, const QString& square, Direction side)
    {
        WizWarBoardScene* scene = page.boardScene();
        const Square s = *Square::fromName(square);
        const QPointF inward = scene->centre(s) - scene->sideCentre(s, side);
        const QPointF at = scene->sideCentre(s, side) + inward / inward.manhattanLength() * 4;
        const QPoint pos = page.boardView()->mapFromScene(at);
        QTest::mouseClick(page.boardView()->viewport(), Qt::LeftButton, {}, pos);
    }

    static void screenshot(QWidget& w, const QString& name)
    {
        if (qEnvironmentVariableIsSet("HK_SCREENSHOT_DIR"))
            w.grab().save(qEnvironmentVariable("HK_SCREENSHOT_DIR") + QLatin1Char('/') + name);
    }

private Q_SLOTS:
    void init()
    {
        StrictTest::init();
        // Showing a window offscreen warns about size hints; every other warning fails the test.
        QTest::failOnWarning(QRegularExpression(QStringLiteral("^(?!This plugin does not support propagateSizeHints).*")));
    }

    void twoClicksMakeAPairAndAClickTakesItAway()
    {
        auto c = m_files.create(1, {}, QStringLiteral("wiz-war"));
        QVERIFY(c);
        WizWarPage page;
        page.setCampaign(c.get());
        page.resize(1024, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY2(page.createGame(QStringLiteral("Trio"), trio()) > 0, qPrintable(page.statusText()));
        QCOMPARE(page.game().board().width(), 10); // the L: two boards wide, two high, one corner empty
        QVERIFY(!page.game().board().contains(*Square::fromName(QStringLiteral("H8"))));

        auto* button = page.findChild<QPushButton*>(QStringLiteral("wizWarPortals"));
        QVERIFY(button && button->isEnabled());
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(page.portalEditor()->isActive());

        // H5's south side and E8's east side face the L's empty corner.
        clickSide(page, QStringLiteral("H5"), Direction::South);
        QTRY_VERIFY(page.portalEditor()->pending().has_value());
        QCOMPARE(page.portalEditor()->pending()->first.name(), QStringLiteral("H5"));
        clickSide(page, QStringLiteral("E8"), Direction::East);
        QTRY_COMPARE(page.game().state().portals.size(), 1);
        const wizwar::PortalLink link = page.game().state().portals.first();
        QCOMPARE(link.from.name() + wizwar::directionLetter(link.fromSide), QStringLiteral("H5S"));
        QCOMPARE(link.to.name() + wizwar::directionLetter(link.toSide), QStringLiteral("E8E"));
        QCOMPARE(portalMarkers(page.boardScene()), 2);
        QCOMPARE(c->undoStack()->undoText(), QStringLiteral("Add portals H5:S and E8:E"));
        screenshot(page, QStringLiteral("wizwar-portals.png"));

        // One step: undone and redone like any other.
        QString error;
        QVERIFY2(c->undo(&error), qPrintable(error));
        QTRY_COMPARE(page.game().state().portals.size(), 0);
        QCOMPARE(portalMarkers(page.boardScene()), 0);
        QVERIFY2(c->redo(&error), qPrintable(error));
        QTRY_COMPARE(page.game().state().portals.size(), 1);

        // A click on either end takes the pair away.
        clickSide(page, QStringLiteral("E8"), Direction::East);
        QTRY_COMPARE(page.game().state().portals.size(), 0);
        QVERIFY(!page.portalEditor()->pending());

        // A side inside the board is no portal spot: the rules' words in the page's message line.
        clickSide(page, QStringLiteral("C3"), Direction::North);
        QTRY_VERIFY(page.portalEditor()->pending().has_value());
        clickSide(page, QStringLiteral("E8"), Direction::East);
        QTRY_VERIFY2(page.statusText().contains(QLatin1String("does not lie on the board's edge")), qPrintable(page.statusText()));
        QCOMPARE(page.game().state().portals.size(), 0);

        // Off again: clicks move nothing and no end waits.
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(!page.portalEditor()->isActive());
        clickSide(page, QStringLiteral("H5"), Direction::South);
        QTest::qWait(20);
        QVERIFY(!page.portalEditor()->pending());
    }

    void theNewGameDialogOffersTheCustomSpellbook()
    {
        auto c = m_files.create(1, {}, QStringLiteral("wiz-war"));
        QVERIFY(c);
        QString error;
        const auto params = WizWarGames(*c).parameters(&error);
        QVERIFY2(params, qPrintable(error));
        WizWarNewGameDialog dialog(c->rules(), WizWarGames(*c).cards(), *params);
        dialog.resize(1024, 700);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* second = dialog.findChild<QWidget*>(QStringLiteral("secondSchools"));
        QVERIFY(second && !second->isVisible());
        dialog.setPlayers({QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cy")});
        dialog.findChild<QCheckBox*>(QStringLiteral("custom-spellbook"))->setChecked(true);
        QVERIFY(second->isVisible());
        dialog.setGroups({1, 1, 2});
        dialog.setSchools({QStringLiteral("alchemy"), QStringLiteral("elemental"), QStringLiteral("mentalism")});
        dialog.setSecondSchools({QStringLiteral("conjuring"), QStringLiteral("mutation"), QStringLiteral("thaumaturgy")});
        const wizwar::SetupChoice choice = dialog.choice();
        QCOMPARE(choice.players.at(2).group, 1);
        QCOMPARE(choice.players.at(0).group, 0);
        QCOMPARE(choice.secondSchools.size(), 3);
        QVERIFY2(dialog.deckText().contains(QLatin1String("Group 1:")) && dialog.deckText().contains(QLatin1String("Group 2:")),
                 qPrintable(dialog.deckText()));
        screenshot(dialog, QStringLiteral("wizwar-new-game-spellbook.png"));
        // A school drafted by both groups is named at once.
        dialog.setSecondSchools({QStringLiteral("alchemy"), QStringLiteral("mutation"), QStringLiteral("thaumaturgy")});
        QVERIFY2(dialog.deckText().contains(QLatin1String("both groups")), qPrintable(dialog.deckText()));
        // Without the rule, no groups are sent.
        dialog.findChild<QCheckBox*>(QStringLiteral("custom-spellbook"))->setChecked(false);
        QCOMPARE(dialog.choice().players.at(2).group, 0);
        QVERIFY(dialog.choice().secondSchools.isEmpty());
    }
};

QTEST_MAIN(TestWizWarPortalEditor)
#include "tst_wizwar_portal_editor.moc"
