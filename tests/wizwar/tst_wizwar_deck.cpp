// The Magic deck out of the box and in the deck editor's service: a fresh Wiz-War campaign deals a first game
// with no card typed in (Hexkeeper's starter deck: the book's cards completed, and cards of our own), every
// choice of three schools deals four hands, each edit (save, duplicate, remove, starter switch, import) is one
// step that undo and redo take back and put back on the whole file's digest, a card list exported and imported
// into a fresh campaign gives the same list, and a file with a bad row is refused, naming the row, with nothing
// changed.
#include "CampaignTestSupport.h"
#include "TestSupport.h"

#include "commands/ChangeHistory.h"
#include "wizwar/WizWarCardCsv.h"
#include "wizwar/WizWarDeck.h"
#include "wizwar/WizWarDeckCount.h"
#include "wizwar/WizWarGames.h"
#include "StrictTest.h"

#include <QTest>

using namespace hk;
using namespace hk::wizwar;

namespace {

using Edit = std::function<bool(WizWarDeck&, QString*)>;

SetupChoice players(int n, const QStringList& schools)
{
    SetupChoice choice;
    for (int i = 0; i < n; ++i)
        choice.players.append({QStringLiteral("Player %1").arg(i + 1), {}});
    choice.schools = schools;
    return choice;
}

const QStringList firstGame{QStringLiteral("alchemy"), QStringLiteral("elemental"), QStringLiteral("mentalism")};

CardDef newCard()
{
    CardDef c;
    c.name = QStringLiteral("Cinder Hail");
    c.school = QStringLiteral("elemental");
    c.type = CardType::Attack;
    c.range = CardRange::LineOfSight;
    c.damage = 3;
    c.copies = 2;
    c.traits = {QStringLiteral("fire")};
    c.summary = QStringLiteral("Small burning stones: 3 fire damage.");
    return c;
}

} // namespace

class TestWizWarDeck : public hk::test::StrictTest
{
    Q_OBJECT

    test::CampaignFactory m_files{QStringLiteral("deck")};

    std::unique_ptr<Campaign> fresh() { return m_files.create(1, {}, QStringLiteral("wiz-war")); }

private Q_SLOTS:
    void aFreshCampaignDealsAFirstGame()
    {
        auto c = fresh();
        QVERIFY(c);
        QString error;
        WizWarGames games(*c);
        const qint64 id = games.create(QStringLiteral("First"), players(4, firstGame), &error);
        QVERIFY2(id > 0, qPrintable(error));
        WizWarRecord record;
        QVERIFY2(games.find(id, &record, &error), qPrintable(error));
        for (const Seat& s : record.state.seats)
            QCOMPARE(s.hand.size(), 5); // 001 l.223–226
        QVERIFY(WizWarDeck(*c).starterDeck());
    }

    void everyChoiceOfSchoolsDeals_data()
    {
        QTest::addColumn<QStringList>("schools");
        const QStringList all{QStringLiteral("alchemy"),   QStringLiteral("conjuring"), QStringLiteral("elemental"),
                              QStringLiteral("mentalism"), QStringLiteral("mutation"),  QStringLiteral("thaumaturgy")};
        for (int a = 0; a < all.size(); ++a)
            for (int b = a + 1; b < all.size(); ++b)
                for (int d = b + 1; d < all.size(); ++d)
                    QTest::newRow(qPrintable(all[a] + QLatin1Char('+') + all[b] + QLatin1Char('+') + all[d]))
                        << QStringList{all[a], all[b], all[d]};
    }
    void everyChoiceOfSchoolsDeals()
    {
        QFETCH(QStringList, schools);
        QString error;
        const auto params = Parameters::load(test::registry().ruleset(QStringLiteral("wiz-war"), {}), &error);
        QVERIFY2(params, qPrintable(error));
        const CardLibrary cards = CardLibrary::fromRules(test::registry().ruleset(QStringLiteral("wiz-war"), {}));
        const DeckCount count = countDeck(players(params->maxPlayers, schools), *params, cards);
        QVERIFY2(count.dealable(), qPrintable(QStringLiteral("%1 cards, %2 needed, over: %3 %4")
                                                  .arg(count.cards).arg(count.needed)
                                                  .arg(count.overfull.join(QLatin1Char(',')), count.error)));
        for (const QString& school : count.schools)
            QVERIFY2(count.perSchool.value(school) >= 8, qPrintable(school));
    }

    void theStarterCardsAreMarked()
    {
        const CardLibrary cards = CardLibrary::fromRules(test::registry().ruleset(QStringLiteral("wiz-war"), {}));
        int ours = 0;
        for (const CardDef& c : cards.all()) {
            QVERIFY2(c.dealable(), qPrintable(c.name)); // every card the book describes is in the starter deck
            QVERIFY2(!c.summary.isEmpty(), qPrintable(c.name));
            if (c.origin == CardOrigin::Ours)
                ++ours;
            if (c.origin == CardOrigin::BookCompleted)
                QVERIFY2(!c.starterNote.isEmpty(), qPrintable(c.name));
        }
        QVERIFY(ours > 0);
        QCOMPARE(cards.find(QStringLiteral("Fireball"))->origin, CardOrigin::BookCompleted);
        QCOMPARE(cards.find(QStringLiteral("Mind Blast"))->origin, CardOrigin::Ours);
    }

    void withTheStarterDeckOffTheBookIsBare()
    {
        auto c = fresh();
        QVERIFY(c);
        QString error;
        WizWarDeck deck(*c);
        QVERIFY2(deck.setStarterDeck(false, &error), qPrintable(error));
        QVERIFY(!deck.starterDeck());
        QVERIFY(!deck.cards().find(QStringLiteral("Mind Blast")));
        QVERIFY(!deck.cards().find(QStringLiteral("Shield"))->dealable());
        QCOMPARE(WizWarGames(*c).create(QStringLiteral("Bare"), players(2, firstGame), &error), 0);
        QVERIFY2(error.contains(QLatin1String("1 card")), qPrintable(error));
        QVERIFY2(c->undo(&error), qPrintable(error));
        QVERIFY(deck.starterDeck());
    }

    void edits_data()
    {
        QTest::addColumn<Edit>("edit");
        QTest::newRow("save a new card") << Edit([](WizWarDeck& d, QString* e) { return d.save({}, newCard(), e); });
        QTest::newRow("save a book card's copies") << Edit([](WizWarDeck& d, QString* e) {
            CardDef shield = *d.cards().find(QStringLiteral("Shield"));
            shield.copies = 4;
            return d.save(shield.name, shield, e);
        });
        QTest::newRow("duplicate") << Edit([](WizWarDeck& d, QString* e) {
            QString name;
            return d.duplicate(QStringLiteral("Fireball"), &name, e) && name == QLatin1String("Fireball (2)");
        });
        QTest::newRow("remove a starter card") << Edit([](WizWarDeck& d, QString* e) { return d.remove(QStringLiteral("Dagger"), e); });
        QTest::newRow("starter deck off") << Edit([](WizWarDeck& d, QString* e) { return d.setStarterDeck(false, e); });
        QTest::newRow("import") << Edit([](WizWarDeck& d, QString* e) {
            int count = 0;
            return d.importCsv(QStringLiteral("name,school,type,copies,damage\nRock Fall,conjuring,attack-spell,2,3\nShield,,,1,\n"),
                               &count, e)
                   && count == 2;
        });
    }
    void edits()
    {
        QFETCH(Edit, edit);
        auto c = fresh();
        QVERIFY(c);
        QString error;
        WizWarDeck deck(*c);
        const QString before = test::digestOf(*c);
        const int steps = c->undoStack()->count();
        QVERIFY2(edit(deck, &error), qPrintable(error));
        QCOMPARE(c->undoStack()->count(), steps + 1); // one step, whatever it wrote
        const QString after = test::digestOf(*c);
        QVERIFY(after != before);
        for (int round = 0; round < 2; ++round) {
            QVERIFY2(c->undo(&error), qPrintable(error));
            QCOMPARE(test::digestOf(*c), before);
            QVERIFY2(c->redo(&error), qPrintable(error));
            QCOMPARE(test::digestOf(*c), after);
        }
    }

    void removeTakesATypedCardAwayAndLeavesABookCardOut()
    {
        auto c = fresh();
        QVERIFY(c);
        QString error;
        WizWarDeck deck(*c);
        QVERIFY2(deck.save({}, newCard(), &error), qPrintable(error));
        QCOMPARE(deck.cards().find(QStringLiteral("Cinder Hail"))->origin, CardOrigin::Campaign);
        QVERIFY2(deck.remove(QStringLiteral("Cinder Hail"), &error), qPrintable(error));
        QVERIFY(!deck.cards().find(QStringLiteral("Cinder Hail")));
        QVERIFY2(deck.remove(QStringLiteral("Shield"), &error), qPrintable(error));
        QCOMPARE(deck.cards().find(QStringLiteral("Shield"))->copies, 0);
        QVERIFY(!deck.remove(QStringLiteral("Shield"), &error));
        QVERIFY2(error.contains(QLatin1String("out of the deck")), qPrintable(error));
    }

    void exportAndImportGiveTheSameList()
    {
        auto a = fresh();
        auto b = fresh();
        QVERIFY(a && b);
        QString error;
        WizWarDeck deckA(*a);
        QVERIFY2(deckA.save({}, newCard(), &error), qPrintable(error));
        QVERIFY2(deckA.remove(QStringLiteral("Dagger"), &error), qPrintable(error));
        CardDef bolt = *deckA.cards().find(QStringLiteral("Lightning Bolt"));
        bolt.damage = 6;
        bolt.summary = QStringLiteral("A crackling bolt, with a comma, and \"quotes\".");
        QVERIFY2(deckA.save(bolt.name, bolt, &error), qPrintable(error));
        const QString exported = deckA.exportCsv();

        WizWarDeck deckB(*b);
        int count = 0;
        QVERIFY2(deckB.importCsv(exported, &count, &error), qPrintable(error));
        QCOMPARE(count, 3);
        QCOMPARE(deckB.exportCsv(), exported);
        QCOMPARE(deckB.cards().find(QStringLiteral("Lightning Bolt"))->damage, 6);

        // The same list again changes nothing and adds no step.
        const int steps = b->undoStack()->count();
        QVERIFY2(deckB.importCsv(exported, &count, &error), qPrintable(error));
        QCOMPARE(count, 0);
        QCOMPARE(b->undoStack()->count(), steps);
    }

    void aBadRowChangesNothing_data()
    {
        QTest::addColumn<QString>("csv");
        QTest::addColumn<QString>("message");
        const QString good = QStringLiteral("name,school,type,copies\nRock Fall,conjuring,attack-spell,2\n");
        QTest::newRow("a type the rules lack") << good + QStringLiteral("Odd,alchemy,sandwich,1\n") << QStringLiteral("Row 3, column “type”");
        QTest::newRow("too many copies") << good + QStringLiteral("Odd,alchemy,item,30\n") << QStringLiteral("Row 3, column “copies”");
        QTest::newRow("a school the rules lack") << good + QStringLiteral("Odd,cosmetic,item,1\n") << QStringLiteral("Row 3, column “school”");
        QTest::newRow("a card twice") << good + QStringLiteral("rock fall,alchemy,item,1\n") << QStringLiteral("Row 3: “rock fall” is listed already in row 2");
        QTest::newRow("no name") << good + QStringLiteral(",alchemy,item,1\n") << QStringLiteral("Row 3: the card has no name");
        QTest::newRow("too many cells") << good + QStringLiteral("Odd,alchemy,item,1,9\n") << QStringLiteral("Row 3: 5 cells");
        QTest::newRow("an unknown column") << QStringLiteral("name,colour\nOdd,red\n") << QStringLiteral("Row 1: “colour”");
        QTest::newRow("an open quote") << good + QStringLiteral("\"Odd,alchemy,item,1\n") << QStringLiteral("Row 3: a quoted cell");
        QTest::newRow("a name with a line break") << good + QStringLiteral("\"Odd\nOne\",alchemy,item,1\n") << QStringLiteral("Row 3 (Odd");
        QTest::newRow("control: a good file") << good + QStringLiteral("Quicksilver,alchemy,energy,2\n") << QString();
    }
    void aBadRowChangesNothing()
    {
        QFETCH(QString, csv);
        QFETCH(QString, message);
        auto c = fresh();
        QVERIFY(c);
        QString error;
        const QString before = test::digestOf(*c);
        const int steps = c->undoStack()->count();
        int count = -1;
        const bool ok = WizWarDeck(*c).importCsv(csv, &count, &error);
        if (message.isEmpty()) { // a control row: a good file goes in
            QVERIFY2(ok, qPrintable(error));
            return;
        }
        QVERIFY(!ok);
        QVERIFY2(error.contains(message), qPrintable(error));
        QCOMPARE(test::digestOf(*c), before);
        QCOMPARE(c->undoStack()->count(), steps);
        QCOMPARE(count, -1);
    }
};

QTEST_GUILESS_MAIN(TestWizWarDeck)
#include "tst_wizwar_deck.moc"
