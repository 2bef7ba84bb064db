// The Wiz-War page offscreen: cards added to the campaign, a game started through the New game dialog, the
// wizards drawn on their home bases, the active wizard moved through the page's own move (what a drag calls)
// and the move logged, an illegal move refused with the engine's words and nothing changed, and the secret
// hands: no card of any hand is named anywhere on the main page (labels, tables, lists, the board's texts),
// while each player's hand window lists exactly his cards.
#include "CampaignTestSupport.h"
#include "DialogAnswer.h"
#include "WidgetTexts.h"

#include "campaign/CampaignDice.h"
#include "commands/ChangeHistory.h"
#include "dice/ScriptedDiceRoller.h"
#include "wizwar/WizWarBoardScene.h"
#include "wizwar/WizWarDeck.h"
#include "wizwar/WizWarBoardView.h"
#include "wizwar/WizWarHandWindow.h"
#include "wizwar/WizWarNewGameDialog.h"
#include "wizwar/WizWarPage.h"
#include "wizwar/WizWarTargetEdit.h"
#include "StrictTest.h"

#include <QApplication>
#include <QListWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>

using namespace hk;

namespace {

// Cards enough to deal: four of each school the game uses, three copies each (the book names too few).
bool addTestCards(Campaign& campaign, QString* error)
{
    if (!WizWarDeck(campaign).setStarterDeck(false, error)) // this deck only, not Hexkeeper's starter deck
        return false;
    WizWarGames games(campaign);
    const QStringList schools{QStringLiteral("white-cantrip"), QStringLiteral("alchemy"), QStringLiteral("elemental"),
                              QStringLiteral("mentalism")};
    const QStringList prefixes{QStringLiteral("Pale"), QStringLiteral("Alembic"), QStringLiteral("Gale"), QStringLiteral("Mind")};
    for (int i = 0; i < schools.size(); ++i) {
        const QString p = prefixes.at(i);
        QList<wizwar::CardDef> cards(4);
        cards[0].name = p + QStringLiteral(" Zapper");
        cards[0].type = wizwar::CardType::Attack;
        cards[0].range = wizwar::CardRange::LineOfSight;
        cards[0].damage = 3;
        cards[1].name = p + QStringLiteral(" Warding");
        cards[1].type = wizwar::CardType::Counter;
        cards[1].range = wizwar::CardRange::Caster;
        cards[1].damageReduction = 3;
        cards[2].name = p + QStringLiteral(" Quartz");
        cards[2].type = wizwar::CardType::Energy;
        cards[2].energyValue = 2;
        cards[3].name = p + QStringLiteral(" Hustle");
        cards[3].type = wizwar::CardType::Neutral;
        cards[3].range = wizwar::CardRange::Caster;
        for (wizwar::CardDef& c : cards) {
            c.school = schools.at(i);
            c.copies = 3;
            if (!games.addCard(c, error))
                return false;
        }
    }
    return true;
}

// A sector drawn with walls, a door and a column, so the board has lines to draw (11 lines of 11 characters).
const char* const sectorMap = "+ + + + + +\n"
                              " T .|. . . \n"
                              "+-+ + +D+ +\n"
                              " . . . . . \n"
                              "+ + +-+ + +\n"
                              " . .|H . . \n"
                              "+ +-+ + + +\n"
                              " . . . .|. \n"
                              "+ + + +-+ +\n"
                              " . . . . T \n"
                              "+ + + + + +";

// Every card name in any hand.
QStringList handCardNames(const WizWarSnapshot& game)
{
    QStringList names;
    for (const wizwar::Seat& s : game.state().seats)
        for (const int card : s.hand)
            names.append(game.cardName(card));
    names.removeDuplicates();
    return names;
}

// With HK_SCREENSHOT_DIR set, pictures of the page at the main window's page sizes at 1280×800 and 1024×700,
// light and dark (for a human to look at).
void snapshots(WizWarPage& page, WizWarHandWindow* hand)
{
    if (!qEnvironmentVariableIsSet("HK_SCREENSHOT_DIR"))
        return;
    const QString dir = qEnvironmentVariable("HK_SCREENSHOT_DIR") + QLatin1Char('/');
    const QPalette light = QApplication::palette();
    QPalette dark = light;
    dark.setColor(QPalette::Window, QColor(45, 45, 48));
    dark.setColor(QPalette::WindowText, QColor(230, 230, 230));
    dark.setColor(QPalette::Base, QColor(30, 30, 32));
    dark.setColor(QPalette::AlternateBase, QColor(45, 45, 48));
    dark.setColor(QPalette::Text, QColor(230, 230, 230));
    dark.setColor(QPalette::Button, QColor(45, 45, 48));
    dark.setColor(QPalette::ButtonText, QColor(230, 230, 230));
    for (const bool isDark : {false, true}) {
        QApplication::setPalette(isDark ? dark : light);
        page.selectGame(page.currentGame()); // redraws the board in the palette's colours
        for (const QSize size : {QSize(1130, 745), QSize(874, 645)}) {
            page.resize(size);
            QApplication::processEvents();
            page.grab().save(dir + QStringLiteral("wizwar-%1x%2%3.png").arg(size.width()).arg(size.height())
                                       .arg(isDark ? QStringLiteral("-dark") : QString()));
        }
        hand->grab().save(dir + QStringLiteral("wizwar-hand%1.png").arg(isDark ? QStringLiteral("-dark") : QString()));
    }
    QApplication::setPalette(light);
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

} // namespace

class TestWizWarPage : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("WizWarPage")};

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void playThroughThePage()
    {
        std::unique_ptr<Campaign> campaign = m_campaigns.create(1, {}, QStringLiteral("wiz-war"));
        QVERIFY(campaign);
        QString error;
        QVERIFY2(addTestCards(*campaign, &error), qPrintable(error));
        for (int sector = 1; sector <= 4; ++sector)
            QVERIFY2(WizWarGames(*campaign).setSectorMap(sector, QLatin1Char('A'), QString::fromLatin1(sectorMap), &error),
                     qPrintable(error));

        WizWarPage page;
        QVERIFY(page.appliesTo(*campaign));
        page.resize(1110, 740);
        page.setCampaign(campaign.get());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QCOMPARE(page.currentGame(), 0);

        // New game through the dialog: two players, the book's first-game schools preselected.
        bool answered = false;
        test::whenDialogOpens<WizWarNewGameDialog>([](WizWarNewGameDialog* d) {
            QVERIFY(d->offeredSchools().contains(QStringLiteral("alchemy")));
            QVERIFY(!d->offeredSchools().contains(QStringLiteral("white-cantrip")));
            d->setGameName(QStringLiteral("Tower duel"));
            d->setPlayers({QStringLiteral("Anna"), QStringLiteral("Bert")});
            if (qEnvironmentVariableIsSet("HK_SCREENSHOT_DIR"))
                d->grab().save(qEnvironmentVariable("HK_SCREENSHOT_DIR") + QStringLiteral("/wizwar-new-game.png"));
            const wizwar::SetupChoice c = d->choice();
            QCOMPARE(c.players.size(), 2);
            QCOMPARE(sorted(c.schools), (QStringList{QStringLiteral("alchemy"), QStringLiteral("elemental"),
                                                     QStringLiteral("mentalism")}));
            d->accept();
        }, &answered);
        page.findChild<QPushButton*>(QStringLiteral("newWizWarGame"))->click();
        QVERIFY(answered);
        QVERIFY2(page.currentGame() != 0, qPrintable(page.statusText()));
        const WizWarSnapshot& game = page.game();
        QCOMPARE(game.state().seats.size(), 2);

        // The wizards stand on their home bases, on the board as in the state.
        const wizwar::Board board = game.board();
        for (int seat = 0; seat < 2; ++seat) {
            const wizwar::Square home = board.homeBase(game.state().seats.at(seat).placement);
            QCOMPARE(game.state().seats.at(seat).at, home);
            QCOMPARE(page.boardScene()->wizardSquare(seat), std::optional<wizwar::Square>(home));
        }

        // Walls and doors are drawn (with their names as tooltips).
        int doors = 0;
        for (QGraphicsItem* item : page.boardScene()->items())
            doors += item->toolTip().startsWith(QLatin1String("Door ")) ? 1 : 0;
        QCOMPARE(doors, 2);

        // The main page names no card of any hand.
        QStringList secret = handCardNames(game);
        QVERIFY(!secret.isEmpty());
        auto checkNoSecret = [&] {
            const QStringList texts = test::everyText(&page, page.boardScene());
            for (const QString& name : secret) {
                const QString found = test::firstContaining(texts, name);
                QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("%1 shown in: %2").arg(name, found)));
            }
        };
        checkNoSecret();

        // An illegal move: to the other player's home base, far beyond this turn's movement.
        const int active = game.state().turn.active;
        const QString name = game.state().seats.at(active).name;
        const wizwar::Square from = game.state().seats.at(active).at;
        const wizwar::Square far = board.homeBase(game.state().seats.at(1 - active).placement);
        const QJsonObject before = game.state().toJson();
        const int undoIndex = campaign->undoStack()->index();
        QVERIFY(!page.moveWizard(active, far));
        QVERIFY2(page.statusText().contains(far.name()), qPrintable(page.statusText()));
        QCOMPARE(page.game().state().toJson(), before);
        QCOMPARE(campaign->undoStack()->index(), undoIndex);
        QCOMPARE(page.boardScene()->wizardSquare(active), std::optional<wizwar::Square>(from));

        // A legal move, one square along an open side of his home base.
        std::optional<wizwar::Square> to;
        for (const wizwar::Direction d : {wizwar::Direction::East, wizwar::Direction::West, wizwar::Direction::South,
                                          wizwar::Direction::North}) {
            const wizwar::Step step = board.step(from, d, game.state().seats.at(active).placement, false);
            if (step.to && step.blockedBy == wizwar::Barrier::None && !step.squareFilled) {
                to = step.to;
                break;
            }
        }
        QVERIFY(to);
        QVERIFY2(page.moveWizard(active, *to), qPrintable(page.statusText()));
        QCOMPARE(page.game().state().seats.at(active).at, *to);
        QCOMPARE(page.boardScene()->wizardSquare(active), to);
        const QList<WizWarLogEntry> log = page.log(-1);
        QVERIFY(!log.isEmpty());
        QVERIFY2(log.constLast().message.contains(name) && log.constLast().message.contains(QLatin1String("moves")),
                 qPrintable(log.constLast().message));
        QVERIFY(page.logList()->item(page.logList()->count() - 1)->text().contains(log.constLast().message));
        checkNoSecret();

        // Each hand window lists exactly its player's cards.
        for (int seat = 0; seat < 2; ++seat) {
            WizWarHandWindow* hand = page.showHand(seat);
            QVERIFY(hand);
            QVERIFY(hand->windowTitle().contains(page.game().state().seats.at(seat).name));
            QStringList expected;
            for (const int card : page.game().state().seats.at(seat).hand)
                expected.append(page.game().cardName(card));
            QCOMPARE(sorted(hand->cardNames()), sorted(expected));
            if (seat == 0)
                snapshots(page, hand);
            hand->close();
        }

        // A drag of the active wizard back to where he came from is the same move, refused when too far.
        {
            QGraphicsView* view = page.boardView();
            const QPoint start = view->mapFromScene(page.boardScene()->centre(*to));
            const QPoint end = view->mapFromScene(page.boardScene()->centre(from));
            QTest::mousePress(view->viewport(), Qt::LeftButton, {}, start);
            QTest::mouseMove(view->viewport(), (start + end) / 2);
            QTest::mouseMove(view->viewport(), end);
            QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, end);
            QTRY_COMPARE(page.game().state().seats.at(active).at, from);
            QCOMPARE(page.boardScene()->wizardSquare(active), std::optional<wizwar::Square>(from));
        }

        // The active player ends his turn from his hand window; the other player's window cannot.
        WizWarHandWindow* other = page.showHand(1 - active);
        WizWarHandWindow* mine = page.showHand(active);
        QVERIFY(!other->findChild<QPushButton*>(QStringLiteral("endTurn"))->isEnabled());
        QVERIFY(mine->findChild<QPushButton*>(QStringLiteral("endTurn"))->isEnabled());
        QVERIFY2(mine->endTurn(), qPrintable(mine->messageText()));
        QCOMPARE(page.game().state().turn.active, 1 - active);
        QVERIFY(other->findChild<QPushButton*>(QStringLiteral("endTurn"))->isEnabled());
        QVERIFY(page.log(-1).constLast().message.contains(page.game().state().seats.at(1 - active).name));
        other->close();
        mine->close();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        secret = handCardNames(page.game());
        checkNoSecret();

        if (qEnvironmentVariableIsSet("HK_WIZWAR_KEEP"))
            QVERIFY2(campaign->saveCopy(qEnvironmentVariable("HK_WIZWAR_KEEP"), &error), qPrintable(error));
    }

    void attackAndCounterThroughTheHandWindows()
    {
        // The attacker casts from his hand window at the other wizard, the defender counters from his, the page
        // resolves: the counter's reduction (3) takes the Zapper's 3 damage to none (001 l.1268–1276).
        std::unique_ptr<Campaign> campaign = m_campaigns.create(2, {}, QStringLiteral("wiz-war"));
        QVERIFY(campaign);
        QString error;
        QVERIFY2(addTestCards(*campaign, &error), qPrintable(error));
        wizwar::SetupChoice choice;
        choice.players = {{QStringLiteral("Anna"), {}}, {QStringLiteral("Bert"), {}}};
        choice.schools = {QStringLiteral("alchemy"), QStringLiteral("elemental"), QStringLiteral("mentalism")};
        // A scripted deal: boards in order and unturned, the deck turned upside down (its last school,
        // Mentalism, on top: Anna gets three Mind Zappers and two Mind Wardings, Bert a Warding next), Anna first.
        int deck = 0;
        for (const wizwar::CardDef& c : WizWarGames(*campaign).cards().all())
            if (c.dealable() && (choice.schools.contains(c.school) || c.school == QLatin1String("white-cantrip")))
                deck += c.copies;
        QList<int> faces{1, 2, 1, 1};
        for (int key = deck; key >= 1; --key)
            faces.append(key);
        faces.append(1);
        campaign->dice().setOverride(std::make_shared<ScriptedDiceRoller>(faces));
        QVERIFY2(WizWarGames(*campaign).create(QStringLiteral("Hands"), choice, &error), qPrintable(error));
        campaign->dice().setOverride(nullptr);
        WizWarPage page;
        page.setCampaign(campaign.get());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QCOMPARE(page.game().state().turn.active, 0);
        // Both first turns pass (no attack in a wizard's first turn); then Bert stands on Anna's square.
        QVERIFY(page.play(QStringLiteral("End turn"), [](wizwar::Game& g, QString* e) { return g.endTurn(0, e); }));
        QVERIFY(page.play(QStringLiteral("End turn"), [](wizwar::Game& g, QString* e) { return g.endTurn(1, e); }));
        const int attacker = 0, defender = 1;
        const wizwar::Square meet = page.game().state().seats.at(attacker).at;
        QVERIFY(page.play(QStringLiteral("A card's effect"), [meet](wizwar::Game& g, QString* e) {
            return g.adjust(1, 0, 0, meet, e);
        }));
        const auto holds = [&page](int seat, const QString& suffix) {
            for (int card : page.game().state().seats.at(seat).hand)
                if (page.game().cardName(card).endsWith(suffix))
                    return true;
            return false;
        };
        QVERIFY(holds(attacker, QStringLiteral("Zapper")));
        QVERIFY(holds(defender, QStringLiteral("Warding")));
        const auto rowOf = [](WizWarHandWindow* hand, const QString& suffix) {
            const QStringList names = hand->cardNames();
            for (int i = 0; i < names.size(); ++i)
                if (names.at(i).endsWith(suffix))
                    return i;
            return -1;
        };
        WizWarHandWindow* mine = page.showHand(attacker);
        mine->selectCard(rowOf(mine, QStringLiteral("Zapper")));
        mine->targetEdit()->chooseWizard(defender);
        mine->findChild<QPushButton*>(QStringLiteral("attack"))->click();
        QVERIFY2(page.game().state().attack.active, qPrintable(mine->messageText()));
        QCOMPARE(page.game().state().attack.targetSeat, defender);
        WizWarHandWindow* theirs = page.showHand(defender);
        theirs->selectCard(rowOf(theirs, QStringLiteral("Warding")));
        QVERIFY(theirs->findChild<QPushButton*>(QStringLiteral("counter"))->isEnabled());
        QVERIFY(!mine->findChild<QPushButton*>(QStringLiteral("counter"))->isEnabled()); // nothing attacks Anna
        theirs->findChild<QPushButton*>(QStringLiteral("counter"))->click();
        QCOMPARE(page.game().state().attack.reduced, 3);
        page.findChild<QPushButton*>(QStringLiteral("resolveAttack"))->click();
        QVERIFY(!page.game().state().attack.active);
        QCOMPARE(page.game().state().seats.at(defender).life, 15);
        QVERIFY2(page.log(-1).constLast().message.contains(QLatin1String("no damage")), qPrintable(page.log(-1).constLast().message));
        mine->close();
        theirs->close();
    }
};

QTEST_MAIN(TestWizWarPage)
#include "tst_wizwar_page.moc"
