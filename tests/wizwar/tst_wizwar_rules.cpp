// The Wiz-War rules engine, step by step with scripted dice: the hand limit counts carried items and maintained
// spells (001 l.428–432, 839–849, 1344–1346), cracks (one per full 3 damage, doors break at 3, stone walls at 5,
// l.1039–1062), Time Passes (l.372–389), one attack a turn and none in the first (l.569–576), counter spells
// (l.1256–1300), a stunned wizard (l.1235–1246) and death (l.1309–1334).
#include "TestSupport.h"
#include "WizWarTestBoard.h"

#include "dice/ScriptedDiceRoller.h"
#include "wizwar/WizWarGame.h"
#include "StrictTest.h"

#include <QTest>

using namespace hk;
using namespace hk::wizwar;

namespace {

CardDef card(const char* id, CardType type, const char* school, CardRange range = CardRange::LineOfSight,
             CardDuration duration = CardDuration::Instant)
{
    CardDef c;
    c.id = QString::fromLatin1(id);
    c.name = c.id;
    c.name[0] = c.name.at(0).toUpper();
    c.type = type;
    c.school = QString::fromLatin1(school);
    c.range = range;
    c.duration = duration;
    c.copies = 3;
    return c;
}

CardLibrary testCards()
{
    CardLibrary lib;
    CardDef fireball = card("fireball", CardType::Attack, "elemental");
    fireball.damage = 5;
    fireball.traits = {QStringLiteral("fire")};
    lib.add(fireball);
    CardDef blast = card("blast", CardType::Attack, "elemental");
    blast.damageFromEnergy = true;
    lib.add(blast);
    CardDef acid = card("acid", CardType::Attack, "alchemy", CardRange::LineOfSight, CardDuration::Temporary);
    acid.damagePerTurn = 2;
    lib.add(acid);
    CardDef shield = card("shield", CardType::Counter, "white-cantrip", CardRange::Caster);
    shield.damageReduction = 2;
    lib.add(shield);
    CardDef full = card("full", CardType::Counter, "white-cantrip", CardRange::Caster);
    full.cancelsAttack = true;
    lib.add(full);
    CardDef gnome = card("gnome", CardType::Counter, "mentalism", CardRange::Caster, CardDuration::Permanent);
    gnome.traits = {QStringLiteral("transformation")};
    gnome.evadeOn = {1, 2};
    gnome.baseSpeed = 2;
    lib.add(gnome);
    CardDef energy = card("energy", CardType::Energy, "white-cantrip", CardRange::Anywhere);
    energy.energyValue = 4;
    lib.add(energy);
    CardDef arms = card("arms", CardType::Neutral, "mentalism", CardRange::Caster, CardDuration::Temporary);
    arms.energyValue = 3;
    lib.add(arms);
    lib.add(card("rock", CardType::Item, "alchemy", CardRange::Adjacent, CardDuration::Permanent));
    CardDef stone = card("stone", CardType::Item, "alchemy", CardRange::Caster, CardDuration::Permanent);
    stone.traits = {QStringLiteral("magic-stone")};
    lib.add(stone);
    return lib;
}

} // namespace

class TestWizWarRules : public hk::test::StrictTest
{
    Q_OBJECT

    Parameters m_params;
    CardLibrary m_cards = testCards();
    GameState m_state;
    std::unique_ptr<ScriptedDiceRoller> m_dice;
    std::unique_ptr<Game> m_game;

    // A two-player game on the test sectors, boards unshuffled and unturned, deck in library order; then both
    // hands are emptied so each test deals exactly what it needs. Red (seat 0) goes first.
    void newGame(QList<Option> options = {})
    {
        SetupChoice choice;
        choice.players = {{QStringLiteral("Ann"), QStringLiteral("red")}, {QStringLiteral("Bob"), QStringLiteral("blue")}};
        choice.schools = {QStringLiteral("alchemy"), QStringLiteral("elemental"), QStringLiteral("mentalism")};
        choice.options = options;
        const QHash<QString, QString> maps{{QStringLiteral("1A"), test::wizWarSector()},
                                           {QStringLiteral("2A"), test::wizWarSector()}};
        int deckSize = 0;
        for (const CardDef& c : m_cards.all())
            deckSize += c.copies;
        QList<int> faces{1, 2, 1, 1};
        for (int i = 1; i <= deckSize; ++i)
            faces.append(i);
        faces.append(1);
        ScriptedDiceRoller setupDice(faces);
        QString error;
        QList<LogLine> log;
        const auto state = Game::setup(choice, maps, m_params, m_cards, setupDice, &log, &error);
        QVERIFY2(state, qPrintable(error));
        QCOMPARE(setupDice.remaining(), 0);
        m_state = *state;
        for (Seat& s : m_state.seats) {
            m_state.deck += s.hand;
            s.hand.clear();
        }
        m_dice = std::make_unique<ScriptedDiceRoller>(QList<int>{});
        m_game = std::make_unique<Game>(m_state, m_params, m_cards, *m_dice);
    }

    int give(int seat, const char* cardId)
    {
        const int instance = 1000 + int(m_state.cards.size());
        m_state.cards.insert(instance, QString::fromLatin1(cardId));
        m_state.seats[seat].hand.append(instance);
        return instance;
    }

    void script(QList<int> faces)
    {
        m_dice = std::make_unique<ScriptedDiceRoller>(std::move(faces));
        m_game = std::make_unique<Game>(m_state, m_params, m_cards, *m_dice);
    }

    bool ok(bool done, const QString& error)
    {
        if (!done)
            hk::test::setupFailed(QString::asprintf("refused: %s", qPrintable(error)));
        return done;
    }

    // Ann ends her first turn without drawing, Bob too: Ann's second turn, where she may attack.
    void toAnnsSecondTurn()
    {
        QString e;
        QVERIFY(ok(m_game->endTurn(0, &e), e));
        QVERIFY(ok(m_game->endTurn(1, &e), e));
        QCOMPARE(m_state.turn.active, 0);
    }

    Square at(const char* name) { return *Square::fromName(QString::fromLatin1(name)); }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        const auto p = Parameters::load(test::registry().ruleset(QStringLiteral("wiz-war")), &error);
        QVERIFY2(p, qPrintable(error));
        m_params = *p;
        // The book's numbers (001 l.1305, 223–226, 416–432, 395, 434–438, 1043–1062).
        QCOMPARE(m_params.startingLife, 15);
        QCOMPARE(m_params.maximumLife, 20);
        QCOMPARE(m_params.startingHand, 5);
        QCOMPARE(m_params.maximumHand, 7);
        QCOMPARE(m_params.drawsPerTurn, 2);
        QCOMPARE(m_params.baseSpeed, 3);
        QCOMPARE(m_params.victoryPointsToWin, 2);
        QCOMPARE(m_params.damagePerCrack, 3);
        QCOMPARE(m_params.doorCracks, 3);
        QCOMPARE(m_params.stoneWallCracks, 5);
    }

    void setupFollowsTheBook()
    {
        newGame();
        QCOMPARE(m_state.seats.size(), 2);
        for (int seat = 0; seat < 2; ++seat) {
            QCOMPARE(m_state.seats.at(seat).life, 15);
            QCOMPARE(m_state.seats.at(seat).at, m_game->board().homeBase(m_state.seats.at(seat).placement));
        }
        QCOMPARE(m_state.treasures.size(), 4);
        QCOMPARE(m_state.schools.first(), QStringLiteral("white-cantrip"));
        QCOMPARE(m_state.turn.phase, Phase::MoveAndCast);
        QCOMPARE(m_state.turn.movement, 3);
        QCOMPARE(m_state.victoryPointsToWin, 2);
    }

    void rangeLegality_data()
    {
        // Caster: himself only; adjacent: his square or a side-neighbour, in sight; line of sight: any distance,
        // centre to centre; anywhere: always (001 l.681–700, 801–823). Ann stands on B2, walled from C2.
        QTest::addColumn<int>("range");
        QTest::addColumn<QString>("target");
        QTest::addColumn<bool>("legal");
        const int caster = int(CardRange::Caster), adjacent = int(CardRange::Adjacent), los = int(CardRange::LineOfSight),
                  anywhere = int(CardRange::Anywhere);
        QTest::newRow("caster: himself") << caster << "Ann" << true;
        QTest::newRow("caster: another wizard") << caster << "Bob@B1" << false;
        QTest::newRow("adjacent: the square north") << adjacent << "Bob@B1" << true;
        QTest::newRow("adjacent: same square") << adjacent << "Bob@B2" << true;
        QTest::newRow("adjacent: across the wall") << adjacent << "Bob@C2" << false;
        QTest::newRow("adjacent: diagonal") << adjacent << "Bob@C1" << false;
        QTest::newRow("adjacent: his square's side") << adjacent << "B2:E" << true;
        QTest::newRow("adjacent: a line two squares off") << adjacent << "D2:E" << false;
        QTest::newRow("line of sight: down the open column") << los << "Bob@B5" << false; // the door under B4
        QTest::newRow("line of sight: along row 1") << los << "Bob@E1" << false;           // B2 to E1 crosses C2's wall
        QTest::newRow("line of sight: down column B") << los << "Bob@B4" << true;
        QTest::newRow("line of sight: behind the wall") << los << "Bob@C2" << false;
        QTest::newRow("line of sight: the wall itself") << los << "B2:E" << true;
        QTest::newRow("anywhere: behind the wall") << anywhere << "Bob@C2" << true;
    }
    void rangeLegality()
    {
        QFETCH(int, range);
        QFETCH(QString, target);
        QFETCH(bool, legal);
        newGame();
        m_state.seats[0].at = at("B2");
        Target t;
        if (target == QLatin1String("Ann")) {
            t = {Target::Kind::Wizard, 0, {}, {}};
        } else if (target.contains(QLatin1Char(':'))) {
            t.kind = Target::Kind::Edge;
            t.edge = m_game->board().edge(*Square::fromName(target.section(QLatin1Char(':'), 0, 0)),
                                          *directionFromName(target.section(QLatin1Char(':'), 1)));
        } else {
            m_state.seats[1].at = *Square::fromName(target.section(QLatin1Char('@'), 1));
            t = {Target::Kind::Wizard, 1, {}, {}};
        }
        QString why;
        QCOMPARE(m_game->inRange(0, CardRange(range), t, &why), legal);
        QCOMPARE(why.isEmpty(), legal);
    }

    void theHandLimitCountsItemsAndMaintainedSpells()
    {
        newGame();
        for (int i = 0; i < 4; ++i)
            give(0, "energy");
        give(0, "rock");
        give(0, "arms");
        QCOMPARE(m_game->handCount(0), 6);
        QString e;
        QVERIFY(ok(m_game->play(0, QStringLiteral("rock"), {}, {}, &e), e));
        QVERIFY(ok(m_game->play(0, QStringLiteral("arms"), {}, {}, &e), e));
        // Four in hand + one carried item + one maintained spell = 6; drawing two would make 8.
        QCOMPARE(m_state.seats.at(0).hand.size(), 4);
        QCOMPARE(m_game->handCount(0), 6);
        QVERIFY(!m_game->draw(0, 2, &e));
        QVERIFY2(e.contains(QLatin1String("6 of 7")), qPrintable(e));
        QVERIFY(ok(m_game->draw(0, 1, &e), e)); // to exactly 7: fine, and the turn ends
        QCOMPARE(m_game->handCount(0), 7);
        QCOMPARE(m_state.turn.active, 1);
    }

    void unclutteredMindsLeavesMaintainedSpellsOut()
    {
        newGame({Option::UnclutteredMinds});
        give(0, "arms");
        QString e;
        QVERIFY(ok(m_game->play(0, QStringLiteral("arms"), {}, {}, &e), e));
        QCOMPARE(m_game->handCount(0), 0);
    }

    void cracks_data()
    {
        QTest::addColumn<int>("energy");
        QTest::addColumn<QString>("edge");
        QTest::addColumn<int>("cracks");
        QTest::addColumn<bool>("destroyed");
        // Blast's damage is its energy: an energy card of 4 makes 4 damage.
        QTest::newRow("4 damage: one crack") << 4 << "B2 E" << 1 << false;
        QTest::newRow("1 damage: none") << 0 << "B2 E" << 0 << false;
    }
    void cracks()
    {
        QFETCH(int, energy);
        QFETCH(QString, edge);
        QFETCH(int, cracks);
        QFETCH(bool, destroyed);
        newGame();
        toAnnsSecondTurn();
        m_state.seats[0].at = at("B2");
        give(0, "blast");
        if (energy)
            give(0, "energy");
        const Board b = m_game->board();
        AttackChoice a;
        a.seat = 0;
        a.card = QStringLiteral("blast");
        a.energyCard = energy ? QStringLiteral("energy") : QString();
        a.target.kind = Target::Kind::Edge;
        a.target.edge = b.edge(at("B2"), Direction::East);
        QString e;
        QVERIFY(ok(m_game->attack(a, &e), e));
        QCOMPARE(m_state.edges.value(a.target.edge).cracks, cracks);
        QCOMPARE(m_state.edges.value(a.target.edge).destroyed, destroyed);
        Q_UNUSED(edge);
    }

    void doorsBreakAtThreeCracksAndWallsAtFive()
    {
        // 7 damage makes 2 cracks, 9 makes 3 (l.1047–1050); a door breaks at 3, a stone wall at 5.
        newGame();
        const Board b = m_game->board();
        const EdgeKey door = b.edge(at("B4"), Direction::South);
        const EdgeKey wall = b.edge(at("B2"), Direction::East);
        for (const auto& [edge, damage, cracks, destroyed] :
             {std::tuple{door, 7, 2, false}, std::tuple{door, 3, 3, true}, std::tuple{wall, 9, 3, false},
              std::tuple{wall, 5, 4, false}, std::tuple{wall, 6, 6, true}}) {
            toAnnsSecondTurn();
            m_state.seats[0].at = at("B2");
            AttackChoice a;
            a.seat = 0;
            a.punch = false;
            a.item = QStringLiteral("rock");
            give(0, "rock");
            QString e;
            QVERIFY(ok(m_game->play(0, QStringLiteral("rock"), {}, {}, &e), e));
            a.target.kind = Target::Kind::Edge;
            a.target.edge = edge;
            a.damage = damage;
            m_state.seats[0].at = edge == door ? at("B4") : at("B2");
            QVERIFY(ok(m_game->attack(a, &e), e));
            QCOMPARE(m_state.edges.value(edge).cracks, cracks);
            QCOMPARE(m_state.edges.value(edge).destroyed, destroyed);
            m_state.seats[0].items.clear();
            QVERIFY(ok(m_game->endTurn(0, &e), e));
            QVERIFY(ok(m_game->endTurn(1, &e), e));
            m_state.seats[0].turnsTaken = 1;
        }
        // A broken door lets anyone through; the outer wall cannot be attacked at all.
        QVERIFY(m_game->board().step(at("B4"), Direction::South, 1, false).to);
        AttackChoice outer;
        outer.seat = 0;
        outer.punch = true;
        outer.target.kind = Target::Kind::Edge;
        outer.target.edge = m_game->board().edge(at("A1"), Direction::North);
        m_state.seats[0].at = at("A1");
        QString e;
        QVERIFY(!m_game->attack(outer, &e));
        QVERIFY(e.contains(QLatin1String("outer")));
    }

    void noAttackInTheFirstTurnAndOneAfter()
    {
        newGame();
        m_state.seats[1].at = at("B1");
        m_state.seats[0].at = at("A1");
        AttackChoice punch;
        punch.seat = 0;
        punch.punch = true;
        punch.target = {Target::Kind::Wizard, 1, {}, {}};
        QString e;
        QVERIFY(!m_game->attack(punch, &e));
        QVERIFY(e.contains(QLatin1String("first turn")));
        toAnnsSecondTurn();
        m_state.seats[1].at = at("B1");
        m_state.seats[0].at = at("A1");
        QVERIFY(ok(m_game->attack(punch, &e), e));
        QVERIFY(ok(m_game->resolveAttack(&e), e));
        QCOMPARE(m_state.seats.at(1).life, 14);
        QVERIFY(!m_game->attack(punch, &e));
        QVERIFY(e.contains(QLatin1String("one a turn")));
    }

    void countersCancelReduceAndEvade()
    {
        newGame();
        toAnnsSecondTurn();
        m_state.seats[0].at = at("A1");
        m_state.seats[1].at = at("E1");
        for (int i = 0; i < 3; ++i)
            give(0, "fireball");
        give(1, "shield");
        give(1, "full");
        give(1, "gnome");
        AttackChoice fire;
        fire.seat = 0;
        fire.card = QStringLiteral("fireball");
        fire.target = {Target::Kind::Wizard, 1, {}, {}};
        QString e;
        // Shield: 5 - 2 = 3 damage (the book's example, l.1271–1276).
        QVERIFY(ok(m_game->attack(fire, &e), e));
        QVERIFY(!m_game->endTurn(0, &e)); // the attack waits for Bob
        QVERIFY(ok(m_game->counter(1, QStringLiteral("shield"), {}, &e), e));
        QVERIFY(ok(m_game->resolveAttack(&e), e));
        QCOMPARE(m_state.seats.at(1).life, 12);
        // Full Shield cancels it, and the attack is still spent (l.1259–1266).
        m_state.turn.attacked = false;
        QVERIFY(ok(m_game->attack(fire, &e), e));
        QVERIFY(ok(m_game->counter(1, QStringLiteral("full"), {}, &e), e));
        QVERIFY(ok(m_game->resolveAttack(&e), e));
        QCOMPARE(m_state.seats.at(1).life, 12);
        QVERIFY(m_state.turn.attacked);
        // Gnome Form evades on 1 or 2: a 2 evades (l.1282–1290); he stays a gnome, at speed 2.
        m_state.turn.attacked = false;
        script({2});
        QVERIFY(ok(m_game->attack(fire, &e), e));
        QVERIFY(ok(m_game->counter(1, QStringLiteral("gnome"), {}, &e), e));
        QVERIFY(ok(m_game->resolveAttack(&e), e));
        QCOMPARE(m_state.seats.at(1).life, 12);
        QVERIFY(m_state.seats.at(1).transformation != 0);
        QCOMPARE(m_game->baseSpeed(1), 2);
        QCOMPARE(m_dice->remaining(), 0);
    }

    void fireShattersMagicStones()
    {
        newGame();
        toAnnsSecondTurn();
        m_state.seats[0].at = at("A1");
        m_state.seats[1].at = at("C1");
        m_state.seats[1].items.append(give(1, "stone"));
        m_state.seats[1].hand.removeLast();
        give(0, "fireball");
        AttackChoice fire;
        fire.seat = 0;
        fire.card = QStringLiteral("fireball");
        fire.target = {Target::Kind::Wizard, 1, {}, {}};
        QString e;
        QVERIFY(ok(m_game->attack(fire, &e), e));
        QVERIFY(ok(m_game->resolveAttack(&e), e));
        QVERIFY(m_state.seats.at(1).items.isEmpty());
    }

    // A card's adjustment that changes nothing is refused and leaves the game as it was: life already at the
    // maximum (l.1305–1307: the rest is lost), no stun token to take off, the square the wizard stands on.
    void anAdjustmentThatChangesNothingIsRefused_data()
    {
        QTest::addColumn<int>("life");
        QTest::addColumn<int>("stun");
        QTest::addColumn<bool>("placeOnOwnSquare");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("l.1305 full life healed: nothing") << 3 << 0 << false << false;
        QTest::newRow("no stun token to take off") << 0 << -1 << false << false;
        QTest::newRow("placed where she stands") << 0 << 0 << true << false;
        QTest::newRow("a stun token: accepted") << 0 << 1 << false << true;
        QTest::newRow("a wound: accepted") << -2 << 0 << false << true;
    }
    void anAdjustmentThatChangesNothingIsRefused()
    {
        QFETCH(int, life);
        QFETCH(int, stun);
        QFETCH(bool, placeOnOwnSquare);
        QFETCH(bool, accepted);
        newGame();
        m_state.seats[0].life = m_params.maximumLife; // healed to the top by an earlier card
        m_game->takeLog();
        const std::optional<Square> place = placeOnOwnSquare ? std::optional<Square>(m_state.seats.at(0).at) : std::nullopt;
        QString e;
        QCOMPARE(m_game->adjust(0, life, stun, place, &e), accepted);
        QCOMPARE(e.isEmpty(), accepted);
        QCOMPARE(!m_game->takeLog().isEmpty(), accepted);
    }

    void timePassesTakesEnergyThenStun()
    {
        newGame();
        toAnnsSecondTurn();
        m_state.seats[0].at = at("A1");
        m_state.seats[1].at = at("C1");
        give(0, "acid");
        give(0, "energy");
        AttackChoice acid;
        acid.seat = 0;
        acid.card = QStringLiteral("acid");
        acid.energyCard = QStringLiteral("energy");
        acid.target = {Target::Kind::Wizard, 1, {}, {}};
        QString e;
        QVERIFY(ok(m_game->attack(acid, &e), e));
        QVERIFY(ok(m_game->resolveAttack(&e), e));
        QCOMPARE(m_state.seats.at(0).spells.size(), 1);
        QCOMPARE(m_state.seats.at(0).spells.first().energy, 4); // the energy card's value, not 1 + 4
        QVERIFY(ok(m_game->adjust(0, 0, 1, std::nullopt, &e), e)); // a card stuns Ann
        QVERIFY(ok(m_game->endTurn(0, &e), e));
        QVERIFY(ok(m_game->endTurn(1, &e), e));
        // Ann's Time Passes: Acid deals 2, loses one token; then one stun token off, and she is stunned.
        QCOMPARE(m_state.seats.at(1).life, 13);
        QCOMPARE(m_state.seats.at(0).spells.first().energy, 3);
        QCOMPARE(m_state.seats.at(0).stun, 0);
        QVERIFY(m_state.turn.stunned);
        // Stunned: she moves, so she cannot attack.
        QVERIFY(ok(m_game->move(0, {Direction::South}, false, &e), e));
        AttackChoice punch;
        punch.seat = 0;
        punch.punch = true;
        punch.target = {Target::Kind::Wizard, 1, {}, {}};
        QVERIFY(!m_game->attack(punch, &e));
        QVERIFY(e.contains(QLatin1String("stunned")));
        // Three more of her turns and the spell has no energy left: it ends and is discarded.
        for (int i = 0; i < 3; ++i) {
            QVERIFY(ok(m_game->endTurn(0, &e), e));
            QVERIFY(ok(m_game->endTurn(1, &e), e));
        }
        QVERIFY(m_state.seats.at(0).spells.isEmpty());
        QCOMPARE(m_state.seats.at(1).life, 13 - 3 * 2);
    }

    void aKillGivesAPointAndTheHand()
    {
        newGame();
        toAnnsSecondTurn();
        m_state.seats[0].at = at("A1");
        m_state.seats[1].at = at("A1");
        m_state.seats[1].life = 1;
        for (int i = 0; i < 6; ++i)
            give(0, "energy");
        give(1, "shield");
        give(1, "fireball");
        m_state.seats[1].items.append(give(1, "rock"));
        m_state.seats[1].hand.removeLast();
        AttackChoice punch;
        punch.seat = 0;
        punch.punch = true;
        punch.target = {Target::Kind::Wizard, 1, {}, {}};
        QString e;
        QVERIFY(ok(m_game->attack(punch, &e), e));
        QVERIFY(ok(m_game->resolveAttack(&e), e));
        QVERIFY(!m_state.seats.at(1).alive);
        // The only wizard alive wins at once; the kill's point and Bob's two cards are Ann's.
        QCOMPARE(m_state.winner, 0);
        QCOMPARE(m_state.seats.at(0).killPoints, 1);
        QCOMPARE(m_state.seats.at(0).hand.size(), 8);
        QCOMPARE(m_state.objects.size(), 1); // the rock lies where Bob fell
        QVERIFY(m_state.objects.first().dropped);
    }

    void treasuresScoreOnlyWhileTheyLieAtHome()
    {
        newGame();
        const Board b = m_game->board();
        Treasure& bobs = m_state.treasures[2];
        QCOMPARE(bobs.owner, 1);
        m_state.seats[0].at = bobs.square;
        QString e;
        QVERIFY(ok(m_game->pickUpTreasure(0, &e), e));
        QCOMPARE(m_state.turn.phase, Phase::DiscardAndDraw); // picking up ends Move and Cast
        QCOMPARE(m_game->victoryPoints(0), 0);
        QVERIFY(ok(m_game->endTurn(0, &e), e));
        QVERIFY(ok(m_game->endTurn(1, &e), e));
        m_state.seats[0].at = b.homeBase(m_state.seats.at(0).placement);
        QVERIFY(ok(m_game->dropTreasure(0, &e), e));
        QCOMPARE(m_game->victoryPoints(0), 1);
        QCOMPARE(m_state.winner, -1);
    }
};

QTEST_GUILESS_MAIN(TestWizWarRules)
#include "tst_wizwar_rules.moc"
