// The Wiz-War rules added for a game of three or four (issue 34, part 4), table by table with scripted dice and
// the seed's lines: the Custom Spellbook's two groups and two decks (001 l.253–258, 1407–1418), the portals the
// GM stands on the board's open edges (l.41, 107–113, 517–532, 1614–1618), and the random directions the
// companion rolls on the overlay (l.1360–1366, 1374–1386).
#include "StrictTest.h"
#include "TestSupport.h"
#include "WizWarTestBoard.h"

#include "dice/ScriptedDiceRoller.h"
#include "wizwar/WizWarGame.h"

#include <QTest>

using namespace hk;
using namespace hk::wizwar;

namespace {

CardDef card(const char* id, CardType type, const char* school, int copies)
{
    CardDef c;
    c.id = QString::fromLatin1(id);
    c.name = c.id;
    c.type = type;
    c.school = QString::fromLatin1(school);
    c.range = CardRange::LineOfSight;
    c.copies = copies;
    if (type == CardType::Energy)
        c.energyValue = 2;
    return c;
}

// Group 1's schools hold 15 cards in this order: spark ×4, rock ×2, bolt ×2, dust, mind ×6; group 2's hold 8:
// shade ×3, thorn ×2, gnome, ward ×2.
CardLibrary testCards()
{
    CardLibrary lib;
    lib.add(card("spark", CardType::Energy, "white-cantrip", 4));
    lib.add(card("rock", CardType::Item, "alchemy", 2));
    lib.add(card("bolt", CardType::Attack, "elemental", 2));
    CardDef dust = card("dust", CardType::Neutral, "elemental", 1);
    dust.createsObject = true;
    dust.traits = {QStringLiteral("creation"), QStringLiteral("random-direction")};
    lib.add(dust);
    lib.add(card("mind", CardType::Neutral, "mentalism", 6));
    lib.add(card("shade", CardType::Energy, "black-cantrip", 3));
    lib.add(card("thorn", CardType::Neutral, "conjuring", 2));
    lib.add(card("gnome", CardType::Neutral, "mutation", 1));
    lib.add(card("ward", CardType::Counter, "thaumaturgy", 2));
    return lib;
}

SetupChoice trio(bool custom)
{
    SetupChoice c;
    c.players = {{QStringLiteral("Ann"), QStringLiteral("red"), 0},
                 {QStringLiteral("Bob"), QStringLiteral("blue"), 0},
                 {QStringLiteral("Cy"), QStringLiteral("green"), custom ? 1 : 0}};
    c.schools = {QStringLiteral("alchemy"), QStringLiteral("elemental"), QStringLiteral("mentalism")};
    if (custom) {
        c.options = {Option::CustomSpellbook};
        c.secondSchools = {QStringLiteral("conjuring"), QStringLiteral("mutation"), QStringLiteral("thaumaturgy")};
    }
    return c;
}

// Boards in seat order and unturned (Ann's red board top left, Bob's right of it, Cy's below hers), each deck in
// the order its cards were made, Ann first.
QList<int> setupFaces(int firstDeck, int secondDeck)
{
    QList<int> faces{1, 2, 3, 1, 1, 1};
    for (int i = 1; i <= firstDeck; ++i)
        faces.append(i);
    for (int i = 1; i <= secondDeck; ++i)
        faces.append(i);
    faces.append(1);
    return faces;
}

QStringList minds(int n)
{
    return QStringList(n, QStringLiteral("mind"));
}

QStringList ids(const GameState& g, const QList<int>& cards)
{
    QStringList out;
    for (int c : cards)
        out.append(g.cards.value(c));
    return out;
}

} // namespace

class TestWizWarSpellbook : public test::StrictTest
{
    Q_OBJECT

    Parameters m_params;
    CardLibrary m_cards = testCards();
    GameState m_state;
    std::unique_ptr<ScriptedDiceRoller> m_dice;
    std::unique_ptr<Game> m_game;

    bool newGame(bool custom)
    {
        ScriptedDiceRoller dice(setupFaces(15, custom ? 8 : 0));
        QString error;
        // Ann's red sector is the test board (walls, a door, an open row 3); the others are blank.
        const auto state = Game::setup(trio(custom), {{QStringLiteral("1A"), test::wizWarSector()}}, m_params, m_cards, dice,
                                       nullptr, &error);
        if (!state) {
            test::setupFailed(error);
            return false;
        }
        if (dice.remaining() != 0) {
            test::setupFailed(QStringLiteral("%1 setup faces left over").arg(dice.remaining()));
            return false;
        }
        m_state = *state;
        script({});
        return true;
    }
    void script(QList<int> faces)
    {
        m_dice = std::make_unique<ScriptedDiceRoller>(std::move(faces));
        m_game = std::make_unique<Game>(m_state, m_params, m_cards, *m_dice);
    }
    // Gives the turn to a seat, in his Move and Cast phase.
    void turnTo(int seat)
    {
        m_state.turn.active = seat;
        m_state.turn.phase = Phase::MoveAndCast;
        m_state.turn.movement = m_params.baseSpeed;
    }
    static Square at(const QString& name) { return *Square::fromName(name); }
    static std::pair<Square, Direction> end(const QString& text)
    {
        return {at(text.section(QLatin1Char(':'), 0, 0)), *directionFromName(text.section(QLatin1Char(':'), 1))};
    }
    static PortalLink pair(const QString& text)
    {
        const auto [from, fromSide] = end(text.section(QLatin1Char('='), 0, 0));
        const auto [to, toSide] = end(text.section(QLatin1Char('='), 1));
        return {from, fromSide, to, toSide};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        const auto p = Parameters::load(test::registry().ruleset(QStringLiteral("wiz-war")), &error);
        QVERIFY2(p, qPrintable(error));
        m_params = *p;
        QCOMPARE(m_params.portalPairs, 2);                  // 4 portal markers, in pairs (l.41, 1614–1618)
        QCOMPARE(m_params.layouts.value(3).size(), 3);       // a sector board per player (l.188–200)
        QCOMPARE(m_params.layouts.value(4).size(), 4);
    }

    // ---- the Custom Spellbook ----------------------------------------------------------------------------------

    void eachGroupIsDealtFromItsOwnDeck()
    {
        // Each group has a cantrip school and three drafted ones, shuffled into its own deck (l.1407–1414).
        QVERIFY(newGame(true));
        QCOMPARE(m_state.schools, QStringList({"white-cantrip", "alchemy", "elemental", "mentalism"}));
        QCOMPARE(m_state.second.schools, QStringList({"black-cantrip", "conjuring", "mutation", "thaumaturgy"}));
        QCOMPARE(ids(m_state, m_state.seats.at(0).hand), QStringList({"spark", "spark", "spark", "spark", "rock"}));
        QCOMPARE(ids(m_state, m_state.seats.at(1).hand), QStringList({"rock", "bolt", "bolt", "dust", "mind"}));
        QCOMPARE(ids(m_state, m_state.seats.at(2).hand), QStringList({"shade", "shade", "shade", "thorn", "thorn"}));
        QCOMPARE(ids(m_state, m_state.deck), minds(5));
        QCOMPARE(ids(m_state, m_state.second.deck), QStringList({"gnome", "ward", "ward"}));
        QCOMPARE(m_state.seats.at(2).group, 1);
        // The second deck survives the JSON the campaign stores.
        const GameState again = GameState::fromJson(m_state.toJson());
        QCOMPARE(again.second.deck, m_state.second.deck);
        QCOMPARE(again.seats.at(2).group, 1);
    }

    void aGroupDrawsAndDiscardsOnlyItsOwn_data()
    {
        // Members of a group receive cards from, and discard cards to, the deck they built (l.1416–1417); an
        // empty deck is its own discard pile shuffled (l.424–425).
        QTest::addColumn<int>("seat");
        QTest::addColumn<QString>("action");
        QTest::addColumn<QStringList>("deck");
        QTest::addColumn<QStringList>("discard");
        QTest::addColumn<QStringList>("secondDeck");
        QTest::addColumn<QStringList>("secondDiscard");
        const QStringList none;
        const QStringList second{"gnome", "ward", "ward"};
        QTest::newRow("l.1416 Ann discards to group 1's pile") << 0 << "discard spark" << minds(5) << QStringList{"spark"} << second << none;
        QTest::newRow("l.1416 Cy discards to group 2's pile") << 2 << "discard shade" << minds(5) << none << second << QStringList{"shade"};
        QTest::newRow("l.1416 Cy draws from group 2's deck") << 2 << "draw 2" << minds(5) << none << QStringList{"ward"} << none;
        QTest::newRow("l.1416 Ann draws from group 1's deck") << 0 << "draw 1" << minds(4) << none << second << none;
        QTest::newRow("l.424 group 1's deck runs out: its own pile is shuffled")
            << 1 << "run out" << none << none << second << QStringList{"thorn"};
    }
    void aGroupDrawsAndDiscardsOnlyItsOwn()
    {
        QFETCH(int, seat);
        QFETCH(QString, action);
        QVERIFY(newGame(true));
        turnTo(seat);
        QString e;
        if (action == QLatin1String("run out")) {
            // Group 1's deck is empty and a card of group 2 lies on group 2's pile, where it must stay. Bob
            // discards two and draws two: his group's pile is shuffled (one roll of two keys) and drawn.
            m_state.deck.clear();
            m_state.second.discard.append(m_state.seats[2].hand.takeLast());
            QVERIFY2(m_game->discard(seat, {QStringLiteral("mind"), QStringLiteral("dust")}, &e), qPrintable(e));
            script({2, 1});
            QVERIFY2(m_game->draw(seat, 2, &e), qPrintable(e));
            QCOMPARE(ids(m_state, m_state.seats.at(seat).hand).mid(3), QStringList({"dust", "mind"}));
        } else if (action.startsWith(QLatin1String("discard"))) {
            QVERIFY2(m_game->discard(seat, {action.section(QLatin1Char(' '), 1)}, &e), qPrintable(e));
        } else {
            QVERIFY2(m_game->draw(seat, action.section(QLatin1Char(' '), 1).toInt(), &e), qPrintable(e));
        }
        QTEST(ids(m_state, m_state.deck), "deck");
        QTEST(ids(m_state, m_state.discard), "discard");
        QTEST(ids(m_state, m_state.second.deck), "secondDeck");
        QTEST(ids(m_state, m_state.second.discard), "secondDiscard");
        QCOMPARE(m_dice->remaining(), 0);
    }

    void aChoiceThatIsNoSpellbook_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("refusal");
        QTest::newRow("l.1409 a school in both decks") << "second alchemy,mutation,thaumaturgy" << "in both groups' decks";
        QTest::newRow("l.1410 the second group drafts two") << "second conjuring,mutation" << "besides Black Cantrip";
        QTest::newRow("l.1407 one group only") << "all in group 1" << "at least one player in each";
        QTest::newRow("l.1407 groups without the rule") << "no rule" << "only with the Custom Spellbook";
        QTest::newRow("l.257 Black Cantrip without the rule") << "no rule, black" << "only with the Custom Spellbook";
        QTest::newRow("l.1432 with the Giant Book of Spells") << "giant book" << "choose one";
    }
    void aChoiceThatIsNoSpellbook()
    {
        QFETCH(QString, change);
        QFETCH(QString, refusal);
        SetupChoice c = trio(true);
        if (change.startsWith(QLatin1String("second ")))
            c.secondSchools = change.section(QLatin1Char(' '), 1).split(QLatin1Char(','));
        else if (change == QLatin1String("all in group 1"))
            c.players[2].group = 0;
        else if (change.startsWith(QLatin1String("no rule")))
            c.options.clear();
        if (change == QLatin1String("no rule, black")) {
            c.players[2].group = 0;
            c.schools = {QStringLiteral("black-cantrip"), QStringLiteral("alchemy"), QStringLiteral("mentalism")};
        }
        if (change == QLatin1String("giant book"))
            c.options.append(Option::GiantBookOfSpells);
        ScriptedDiceRoller dice(setupFaces(11, 8));
        QString error;
        QVERIFY(!Game::setup(c, {}, m_params, m_cards, dice, nullptr, &error));
        QVERIFY2(error.contains(refusal), qPrintable(error));
    }

    // ---- portals -----------------------------------------------------------------------------------------------

    void portalsStandOnOpenEdges_data()
    {
        // The three-player board is an L; the sides facing the missing corner lead off the board, where the
        // GM stands a pair of markers (l.107–113, 525–532). Ann's red board has outer walls but an open row 3.
        QTest::addColumn<QStringList>("pairs");
        QTest::addColumn<QString>("refusal");
        QTest::newRow("l.525 the inner edges of the L") << QStringList{"H5:S=E8:E"} << QString();
        QTest::newRow("l.109 an open side of the outer edge") << QStringList{"A3:W=E10:S"} << QString();
        QTest::newRow("l.109 inside the board") << QStringList{"C3:N=E8:E"} << "does not lie on the board's edge";
        QTest::newRow("l.1053 an outer wall") << QStringList{"A1:N=E8:E"} << "an outer wall closes";
        QTest::newRow("l.1616 one side twice") << QStringList{"H5:S=H5:S"} << "two different sides";
        QTest::newRow("l.1616 an end already taken") << QStringList{"H5:S=E8:E", "H5:S=E6:E"} << "already";
        QTest::newRow("l.41 two pairs in the box")
            << QStringList{"H5:S=E8:E", "I5:S=E9:E", "J5:S=E10:E"} << "of portals; remove one first";
    }
    void portalsStandOnOpenEdges()
    {
        QFETCH(QStringList, pairs);
        QFETCH(QString, refusal);
        QVERIFY(newGame(false));
        QString e;
        for (int i = 0; i < pairs.size() - 1; ++i)
            QVERIFY2(m_game->addPortal(pair(pairs.at(i)), &e), qPrintable(e));
        const bool made = m_game->addPortal(pair(pairs.last()), &e);
        QCOMPARE(made, refusal.isEmpty());
        QVERIFY2(e.contains(refusal), qPrintable(e));
        QCOMPARE(m_state.portals.size(), int(pairs.size()) - (made ? 0 : 1));
    }

    void aWizardWalksThroughAPortal_data()
    {
        // A step through a portal costs one movement point and comes out of the other end (l.525–532); both ways.
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("step");
        QTest::addColumn<QString>("to");
        QTest::newRow("l.531 south off H5") << "H5" << "S" << "E8";
        QTest::newRow("l.531 east off E8, back") << "E8" << "E" << "H5";
        QTest::newRow("l.517 no portal: wrap-around") << "I5" << "S" << "I1";
    }
    void aWizardWalksThroughAPortal()
    {
        QFETCH(QString, from);
        QFETCH(QString, step);
        QFETCH(QString, to);
        QVERIFY(newGame(false));
        QString e;
        QVERIFY2(m_game->addPortal(pair(QStringLiteral("H5:S=E8:E")), &e), qPrintable(e));
        m_state.seats[0].at = at(from);
        QVERIFY2(m_game->move(0, {*directionFromName(step)}, false, &e), qPrintable(e));
        QCOMPARE(m_state.seats.at(0).at.name(), to);
        QCOMPARE(m_state.turn.movement, m_params.baseSpeed - 1);
    }

    void aPortalPairIsTakenAwayByEitherEnd()
    {
        QVERIFY(newGame(false));
        QString e;
        QVERIFY2(m_game->addPortal(pair(QStringLiteral("H5:S=E8:E")), &e), qPrintable(e));
        QVERIFY(!m_game->removePortal(at(QStringLiteral("H4")), Direction::South, &e));
        QVERIFY2(e.contains(QLatin1String("No portal stands on H4:S")), qPrintable(e));
        QVERIFY2(m_game->removePortal(at(QStringLiteral("E8")), Direction::East, &e), qPrintable(e));
        QVERIFY(m_state.portals.isEmpty());
    }

    // ---- random directions -------------------------------------------------------------------------------------

    void theDieReadAgainstTheOverlay_data()
    {
        // A 1 points right in the book's example (l.1383–1386); the other faces follow clockwise (our reading).
        QTest::addColumn<int>("face");
        QTest::addColumn<QString>("direction");
        QTest::newRow("l.1385 a 1: right") << 1 << "E";
        QTest::newRow("l.1365 a 2") << 2 << "S";
        QTest::newRow("l.1365 a 3") << 3 << "W";
        QTest::newRow("l.1365 a 4") << 4 << "N";
    }
    void theDieReadAgainstTheOverlay()
    {
        QFETCH(int, face);
        QFETCH(QString, direction);
        QVERIFY(newGame(false));
        script({face});
        Direction rolled = Direction::North;
        QString e;
        QVERIFY2(m_game->randomDirection(2, QStringLiteral("dust"), &rolled, &e), qPrintable(e));
        QCOMPARE(directionLetter(rolled), direction);
        QCOMPARE(m_dice->remaining(), 0);
        const QList<LogLine> log = m_game->takeLog();
        QVERIFY(!log.isEmpty() && log.last().text.contains(QLatin1String("Cy")));
    }

    void leavingADustCloud_data()
    {
        // The dust cloud sends a wizard leaving it in a random direction (l.1377–1381): the die picks the way, the
        // move ends there, one movement point is spent; a wall in that way keeps him where he is.
        QTest::addColumn<QString>("from");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("to");
        QTest::addColumn<int>("movementLeft");
        QTest::newRow("l.1381 a 1 sends him right, not north") << "C3" << QList<int>{1} << "N,N" << "D3" << 2;
        QTest::newRow("l.1381 a 3 into the wall west of C2") << "C2" << QList<int>{3} << "S" << "C2" << 2;
        QTest::newRow("l.1365 no dust cloud: no roll") << "D3" << QList<int>{} << "N,N" << "D1" << 1;
    }
    void leavingADustCloud()
    {
        QFETCH(QString, from);
        QFETCH(QList<int>, faces);
        QFETCH(QString, path);
        QFETCH(QString, to);
        QFETCH(int, movementLeft);
        QVERIFY(newGame(false));
        const int dust = 500;
        m_state.cards.insert(dust, QStringLiteral("dust"));
        BoardObject cloud;
        cloud.id = m_state.nextObjectId++;
        cloud.card = dust;
        cloud.square = at(from == QLatin1String("D3") ? QStringLiteral("A5") : from);
        cloud.maintainer = 1;
        m_state.objects.append(cloud);
        m_state.seats[0].at = at(from);
        script(faces);
        QList<Direction> steps;
        for (const QString& d : path.split(QLatin1Char(',')))
            steps.append(*directionFromName(d));
        QString e;
        QVERIFY2(m_game->move(0, steps, false, &e), qPrintable(e));
        QCOMPARE(m_state.seats.at(0).at.name(), to);
        QCOMPARE(m_state.turn.movement, movementLeft);
        QCOMPARE(m_dice->remaining(), 0);
    }
};

QTEST_GUILESS_MAIN(TestWizWarSpellbook)
#include "tst_wizwar_spellbook.moc"
