// The Wiz-War service on a real campaign file: every kind of edit (a card typed in, a sector map drawn, a game
// set up, a step of play) is one change that undo and redo take back and put back exactly (the whole file's
// digest), a refused step writes nothing, two programs on one file lose no step, and a shuffle's roll is kept
// from the players (it orders the secret deck).
#include "CampaignTestSupport.h"
#include "TestSupport.h"
#include "WizWarTestBoard.h"

#include "campaign/CampaignDice.h"
#include "campaign/CampaignLogs.h"
#include "commands/ChangeHistory.h"
#include "wizwar/WizWarGames.h"
#include "StrictTest.h"

#include <QTemporaryDir>
#include <QTest>

using namespace hk;
using namespace hk::wizwar;

namespace {

using Edit = std::function<bool(Campaign&, QString*)>;

CardDef typed(const char* name, CardType type, const char* school, int copies)
{
    CardDef c;
    c.name = QString::fromLatin1(name);
    c.type = type;
    c.school = QString::fromLatin1(school);
    c.copies = copies;
    if (type == CardType::Energy)
        c.energyValue = 3;
    return c;
}

bool addDeck(Campaign& c, QString* e)
{
    WizWarGames games(c);
    return games.addCard(typed("Spark", CardType::Energy, "white-cantrip", 6), e)
           && games.addCard(typed("Bottle", CardType::Item, "alchemy", 3), e)
           && games.addCard(typed("Gust", CardType::Neutral, "mentalism", 3), e);
}

SetupChoice twoPlayers()
{
    SetupChoice choice;
    choice.players = {{QStringLiteral("Ann"), {}}, {QStringLiteral("Bob"), {}}};
    choice.schools = {QStringLiteral("alchemy"), QStringLiteral("elemental"), QStringLiteral("mentalism")};
    return choice;
}

} // namespace

class TestWizWarGames : public hk::test::StrictTest
{
    Q_OBJECT

    QTemporaryDir m_dir;

    std::unique_ptr<Campaign> newCampaign(const QString& name)
    {
        QString error;
        NewCampaign spec;
        spec.name = name;
        spec.baseRuleset = QStringLiteral("wiz-war");
        spec.diceSeed = 11;
        auto c = Campaign::create(m_dir.filePath(name + QStringLiteral(".hkc")), spec, test::registry(), &error);
        if (!c)
            hk::test::setupFailed(error);
        return c;
    }

private Q_SLOTS:
    void edits_data()
    {
        QTest::addColumn<bool>("withGame");
        QTest::addColumn<Edit>("edit");
        QTest::newRow("addCard") << false << Edit([](Campaign& c, QString* e) {
            return WizWarGames(c).addCard(typed("Glow", CardType::Neutral, "conjuring", 2), e);
        });
        QTest::newRow("defineCard (a book card's school)") << false << Edit([](Campaign& c, QString* e) {
            return WizWarGames(c).defineCard(QStringLiteral("Shield"), {{QStringLiteral("school"), QStringLiteral("white-cantrip")}}, e);
        });
        QTest::newRow("setSectorMap") << false << Edit([](Campaign& c, QString* e) {
            return WizWarGames(c).setSectorMap(2, QLatin1Char('B'), test::wizWarSector(), e);
        });
        QTest::newRow("create") << false << Edit([](Campaign& c, QString* e) {
            return WizWarGames(c).create(QStringLiteral("Duel"), twoPlayers(), e) > 0;
        });
        QTest::newRow("play (a move)") << true << Edit([](Campaign& c, QString* e) {
            WizWarGames games(c);
            const qint64 id = games.list(e).first().id;
            const int active = games.list(e).first().state.turn.active;
            return games.play(id, QStringLiteral("Move"), [active](Game& g, QString* err) {
                return g.move(active, {Direction::North}, false, err);
            }, e);
        });
        QTest::newRow("play (end the turn: Time Passes, draw)") << true << Edit([](Campaign& c, QString* e) {
            WizWarGames games(c);
            const WizWarRecord r = games.list(e).first();
            const int active = r.state.turn.active;
            return games.play(r.id, QStringLiteral("Draw"), [active](Game& g, QString* err) { return g.draw(active, 2, err); }, e);
        });
        QTest::newRow("remove") << true << Edit([](Campaign& c, QString* e) {
            WizWarGames games(c);
            return games.remove(games.list(e).first().id, e);
        });
    }
    void edits()
    {
        QFETCH(bool, withGame);
        QFETCH(Edit, edit);
        auto c = newCampaign(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_')));
        QVERIFY(c);
        QString error;
        QVERIFY2(addDeck(*c, &error), qPrintable(error));
        if (withGame)
            QVERIFY2(WizWarGames(*c).create(QStringLiteral("Duel"), twoPlayers(), &error) > 0, qPrintable(error));
        const QString before = test::digestOf(*c);
        const int steps = c->undoStack()->count();
        QVERIFY2(edit(*c, &error), qPrintable(error));
        QCOMPARE(c->undoStack()->count(), steps + 1);
        const QString after = test::digestOf(*c);
        QVERIFY(after != before);
        for (int round = 0; round < 2; ++round) {
            QVERIFY2(c->undo(&error), qPrintable(error));
            QCOMPARE(test::digestOf(*c), before);
            QVERIFY2(c->redo(&error), qPrintable(error));
            QCOMPARE(test::digestOf(*c), after);
        }
    }

    void aRefusedStepWritesNothing()
    {
        auto c = newCampaign(QStringLiteral("refused"));
        QVERIFY(c);
        QString error;
        QVERIFY2(addDeck(*c, &error), qPrintable(error));
        WizWarGames games(*c);
        const qint64 id = games.create(QStringLiteral("Duel"), twoPlayers(), &error);
        QVERIFY2(id, qPrintable(error));
        const QString before = test::digestOf(*c);
        const int steps = c->undoStack()->count();
        WizWarRecord r;
        QVERIFY(games.find(id, &r, &error));
        const int idle = 1 - r.state.turn.active;
        QVERIFY(!games.play(id, QStringLiteral("Move"), [idle](Game& g, QString* e) { return g.move(idle, {Direction::North}, false, e); }, &error));
        QVERIFY2(error.contains(QLatin1String("turn")), qPrintable(error));
        QCOMPARE(test::digestOf(*c), before);
        QCOMPARE(c->undoStack()->count(), steps);
        // Setup refuses a deck too small to deal, and a wrong number of schools, with the reason.
        SetupChoice few = twoPlayers();
        few.schools = {QStringLiteral("alchemy")};
        QVERIFY(!games.create(QStringLiteral("Bad"), few, &error));
        QVERIFY2(error.contains(QLatin1String("3 schools")), qPrintable(error));
    }

    void twoProgramsOnOneFileLoseNoStep()
    {
        auto first = newCampaign(QStringLiteral("shared"));
        QVERIFY(first);
        QString error;
        QVERIFY2(addDeck(*first, &error), qPrintable(error));
        const qint64 id = WizWarGames(*first).create(QStringLiteral("Duel"), twoPlayers(), &error);
        QVERIFY2(id, qPrintable(error));
        auto second = Campaign::open(first->path(), test::registry(), &error);
        QVERIFY2(second, qPrintable(error));
        WizWarRecord r;
        QVERIFY(WizWarGames(*first).find(id, &r, &error));
        const int active = r.state.turn.active;
        // One program moves the wizard, the other (which read the game before) ends the turn: both steps stay.
        QVERIFY2(WizWarGames(*first).play(id, QStringLiteral("Move"), [active](Game& g, QString* e) {
            return g.move(active, {Direction::North}, false, e);
        }, &error), qPrintable(error));
        const Square moved = WizWarGames(*first).list(&error).first().state.seats.at(active).at;
        QVERIFY2(WizWarGames(*second).play(id, QStringLiteral("End turn"), [active](Game& g, QString* e) { return g.endTurn(active, e); }, &error),
                 qPrintable(error));
        QVERIFY(WizWarGames(*first).find(id, &r, &error));
        QCOMPARE(r.state.turn.active, 1 - active);
        QCOMPARE(r.state.seats.at(active).at, moved);
        QCOMPARE(moved.y, 1); // one square north of the home base in row 3
    }

    void theShuffleIsKeptFromThePlayers()
    {
        auto c = newCampaign(QStringLiteral("secret"));
        QVERIFY(c);
        QString error;
        QVERIFY2(addDeck(*c, &error), qPrintable(error));
        QVERIFY(WizWarGames(*c).create(QStringLiteral("Duel"), twoPlayers(), &error));
        int shuffles = 0;
        for (const DiceLogEntry& entry : CampaignLogs(*c).rolls(1000, true, &error))
            if (entry.roll.purpose.contains(QLatin1String("Shuffle the Magic deck"))) {
                ++shuffles;
                QVERIFY(entry.roll.gmOnly);
            }
        QCOMPARE(shuffles, 1);
        for (const DiceLogEntry& entry : CampaignLogs(*c).rolls(1000, false, &error))
            QVERIFY(!entry.roll.purpose.contains(QLatin1String("Shuffle")));
        // A player's log holds his own drawn cards, never the other's.
        WizWarGames games(*c);
        const qint64 id = games.list(&error).first().id;
        const QList<WizWarLogEntry> table = games.log(id, -1, &error);
        const QList<WizWarLogEntry> ann = games.log(id, 0, &error);
        for (const WizWarLogEntry& l : table)
            QVERIFY(!l.message.contains(QLatin1String("drew:")));
        QCOMPARE(ann.size(), table.size() + 1);
    }
};

QTEST_GUILESS_MAIN(TestWizWarGames)
#include "tst_wizwar_games.moc"
