// The players' links and proposals in the model (issue 20): a link is a random token tied to characters, made,
// changed and revoked as undoable steps; a proposal waits for the GM, who accepts (the tracker's own step
// applies it, refused by the rules' own words) or refuses it.
#include "PlayersTable.h"

#include "commands/ChangeHistory.h"
#include "players/PlayerProposals.h"
#include "StrictTest.h"

#include <QRegularExpression>

using namespace hk;
using namespace hk::test;

class TestPlayerLinks : public hk::test::StrictTest
{
    Q_OBJECT

private Q_SLOTS:
    void tokensAreLongAndRandom()
    {
        QSet<QString> seen;
        static const QRegularExpression urlSafe(QStringLiteral("^[A-Za-z0-9_-]{22}$"));
        for (int i = 0; i < 200; ++i) {
            const QString t = PlayerLinks::newToken();
            QVERIFY2(urlSafe.match(t).hasMatch(), qPrintable(t));
            seen.insert(t);
        }
        QCOMPARE(seen.size(), 200);
    }

    void aLinkShowsThePlayersCharactersUntilRevoked()
    {
        PlayersTable table;
        QCOMPARE(table.build(), QString());
        Campaign& c = *table.campaign;
        // Made with no characters named, Ann's link took the one she plays.
        QCOMPARE(table.ann.characterIds, QList<qint64>{table.yzor});
        QCOMPARE(table.ben.characterIds, QList<qint64>{table.vessa});
        PlayerLinks links(c);
        PlayerLink found;
        QString error;
        QVERIFY(links.byToken(table.ann.token, &found, &error));
        QCOMPARE(found.name, QStringLiteral("Ann"));
        // Anything that is not a live token stands for nobody, without an error.
        for (const QString& wrong : {QString(), QStringLiteral("x"), table.ann.token.left(21), table.ann.token + QLatin1Char('A'),
                                     QStringLiteral("' OR 1=1 --aaaaaaaaaaaaaa"), PlayerLinks::newToken()}) {
            QVERIFY2(!links.byToken(wrong, &found, &error), qPrintable(wrong));
            QCOMPARE(error, QString());
        }
        const QString before = test::digestOf(c);
        QVERIFY(links.revoke(table.ann.id, &error));
        QVERIFY(!links.byToken(table.ann.token, &found, &error));
        QVERIFY(!links.revoke(table.ann.id, &error));
        QVERIFY(error.contains(QLatin1String("no live")));
        QVERIFY(c.undo(&error));
        QCOMPARE(test::digestOf(c), before);
        QVERIFY(links.byToken(table.ann.token, &found, &error));
        QVERIFY(c.redo(&error));
        QVERIFY(!links.byToken(table.ann.token, &found, &error));
    }

    void badLinksAreRefusedAndChangeNothing()
    {
        PlayersTable table;
        QCOMPARE(table.build(), QString());
        Campaign& c = *table.campaign;
        const QString before = test::digestOf(c);
        const int steps = c.undoStack()->count();
        PlayerLinks links(c);
        QString error;
        QVERIFY(!links.create(QStringLiteral("   "), {}, nullptr, &error));
        QVERIFY(error.contains(QLatin1String("name")));
        QVERIFY(!links.create(QStringLiteral("ann"), {}, nullptr, &error));
        QVERIFY2(error.contains(QLatin1String("already has a link")), qPrintable(error));
        QVERIFY(!links.create(QStringLiteral("Cid"), {9999}, nullptr, &error));
        QVERIFY(error.contains(QLatin1String("9999")));
        QVERIFY(!links.create(QString(61, QLatin1Char('a')), {}, nullptr, &error));
        QVERIFY(!links.setCharacters(table.ann.id, {table.yzor, 9999}, &error));
        QCOMPARE(test::digestOf(c), before);
        QCOMPARE(c.undoStack()->count(), steps);
        // A good change is one step.
        QVERIFY(links.setCharacters(table.ann.id, {table.yzor, table.vessa}, &error));
        PlayerLink ann;
        QVERIFY(links.find(table.ann.id, &ann, &error));
        QCOMPARE(ann.characterIds, (QList<qint64>{table.yzor, table.vessa}));
        QVERIFY(c.undo(&error));
        QCOMPARE(test::digestOf(c), before);
    }

    void aProposalIsDecidedByTheGm()
    {
        PlayersTable table;
        QCOMPARE(table.build(), QString());
        Campaign& c = *table.campaign;
        PlayerProposals proposals(c);
        QString error;
        const std::optional<CombatParameters> p = CombatParameters::load(c.rules(), &error);
        QVERIFY(p);
        const QList<ProposalChoice> choices = PlayerProposals::choices(table.state(), table.ann, *p);
        QCOMPARE(choices.size(), 1);
        const QString option = choices.first().options.first().key;
        qint64 id = 0;
        QVERIFY2(proposals.propose(table.ann, table.encounter, table.yzorFigure, option, HexMap::toAxial(5, 6), &id, &error), qPrintable(error));
        // A second proposal for the same figure replaces the first.
        qint64 second = 0;
        QVERIFY(proposals.propose(table.ann, table.encounter, table.yzorFigure, option, HexMap::toAxial(5, 7), &second, &error));
        QList<PlayerProposal> pending = proposals.pending(table.encounter, &error);
        QCOMPARE(pending.size(), 1);
        QCOMPARE(pending.first().id, second);
        QCOMPARE(pending.first().hex, QStringLiteral("5,7"));
        // Ann cannot propose for Vessa.
        QVERIFY(!proposals.propose(table.ann, table.encounter, table.vessaFigure, option, {}, nullptr, &error));
        // Refused: it stays refused, with the GM's words, and cannot be accepted after.
        QVERIFY(proposals.refuse(second, QStringLiteral("The wolf is watching that side"), &error));
        QVERIFY(!proposals.accept(second, &error));
        QVERIFY(error.contains(QLatin1String("already been decided")));
        QCOMPARE(proposals.ofPlayer(table.encounter, table.ann.id, &error).first().reason, QStringLiteral("The wolf is watching that side"));
        // A move too far for the option is the tracker's to refuse when the GM accepts: nothing changes then.
        QVERIFY(proposals.propose(table.ann, table.encounter, table.yzorFigure, option, HexMap::toAxial(5, 0), &id, &error));
        const QString before = test::digestOf(c);
        QVERIFY(!proposals.accept(id, &error));
        QVERIFY2(error.contains(QLatin1String("engaged")), qPrintable(error)); // the tracker's own words
        QCOMPARE(test::digestOf(c), before);
        QCOMPARE(proposals.pending(table.encounter, &error).size(), 1);
    }

    void twoProgramsShareTheLinks()
    {
        PlayersTable table;
        QCOMPARE(table.build(), QString());
        QString error;
        std::unique_ptr<Campaign> other = Campaign::open(table.campaign->path(), registry(), &error);
        QVERIFY2(other, qPrintable(error));
        PlayerLink cid;
        QVERIFY(PlayerLinks(*other).create(QStringLiteral("Cid"), {table.vessa}, &cid, &error));
        PlayerLink found;
        QVERIFY(PlayerLinks(*table.campaign).byToken(cid.token, &found, &error));
        QVERIFY(PlayerLinks(*table.campaign).revoke(cid.id, &error));
        QVERIFY(!PlayerLinks(*other).byToken(cid.token, &found, &error));
        QCOMPARE(PlayerLinks(*other).list(true, &error).size(), 3);
    }
};

QTEST_GUILESS_MAIN(TestPlayerLinks)
#include "tst_player_links.moc"
