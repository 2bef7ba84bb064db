// A whole Warrior & Wizard fight through `hexkeeper-cli combat …` with scripted dice, every number checked
// against seed 004: a sword-and-shield warrior (Brand) and a wizard (Mira) against an archer (Ysolde) and a
// bear from the W&W bestiary. Figure initiative with a DEX-check tie, Blur cast and its upkeep paid then let go,
// a shot through a figure in the way that strikes it instead, a Defend, the bear's bite with the 8-before-armour
// check, the −2 DEX of the next turn, standing up, and one hand-to-hand round bare-handed.
#include "CliRunner.h"
#include "StrictTest.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

namespace {

const QByteArray Party = R"({"characters":[
{"name":"Mira","system":"ww","type":"wizard","race":"human","st":10,"dx":11,"iq":11,"ma":10,"skills":["literacy"],"spells":["blur","magic-fist"]},
{"name":"Brand","system":"ww","type":"warrior","race":"human","st":13,"dx":11,"iq":8,"ma":10,"skills":["swords"],
 "gear":[{"slot":"weapon","name":"Broadsword","ready":true},{"slot":"weapon","name":"Dagger","ready":false},
         {"slot":"shield","name":"Small Shield","ready":true},{"slot":"armor","name":"Leather"}]},
{"name":"Ysolde","system":"ww","type":"warrior","race":"human","st":11,"dx":13,"iq":8,"ma":10,"skills":["bows"],
 "gear":[{"slot":"weapon","name":"Short Bow","ready":true},{"slot":"weapon","name":"Dagger","ready":false}]}]})";

} // namespace

class TestCliWwFight : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_path;

    // combat VERB FILE 1 args…, with an optional dice script; a refusal fails the test.
    QString combat(const char* verb, const QStringList& args = {}, const QString& dice = {})
    {
        const CliResult r = runCombat(verb, m_path, QStringLiteral("1"), args, dice);
        if (r.exitCode != 0)
            hk::test::setupFailed(QString::asprintf("combat %s %s: %s", verb, qPrintable(args.join(QLatin1Char(' '))), qPrintable(r.err)));
        return r.exitCode == 0 ? r.out : QStringLiteral("FAILED: ") + r.err;
    }
    // A command the rules must refuse: fails the test if it is accepted.
    bool refused(const char* verb, const QStringList& args)
    {
        QStringList all{QStringLiteral("combat"), QString::fromUtf8(verb), m_path, QStringLiteral("1")};
        return runCli(all + args).exitCode != 0;
    }
    void next(int times = 1)
    {
        for (int i = 0; i < times; ++i)
            QVERIFY(!combat("next").startsWith(QLatin1String("FAILED")));
    }
    QJsonObject show() { return QJsonDocument::fromJson(combat("show", {QStringLiteral("--json")}).toUtf8()).object(); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("ww.hkc"));
        const QString made = campaignWithParty(m_path, QStringLiteral("warrior-and-wizard-0.10"), Party, QStringLiteral("Ambush"),
                                               {QStringLiteral("--seed"), QStringLiteral("7")});
        QVERIFY2(made.isEmpty(), qPrintable(made));
        for (const QStringList& add : {QStringList{"--character", "Brand", "--side", "1"}, QStringList{"--character", "Mira", "--side", "1"},
                                       QStringList{"--character", "Ysolde", "--side", "2"}, QStringList{"--creature", "Bear", "--side", "2"}})
            QVERIFY(!combat("add", add).startsWith(QLatin1String("FAILED")));
        for (const QStringList& place : {QStringList{"brand", "6,4", "--facing", "S"}, QStringList{"mira", "5,3", "--facing", "S"},
                                         QStringList{"ysolde", "6,11", "--facing", "N"}, QStringList{"bear-1", "6,6", "--facing", "N"}})
            QVERIFY(!combat("place", place).startsWith(QLatin1String("FAILED")));
        QVERIFY(!combat("start").startsWith(QLatin1String("FAILED")));
    }

    // The figures as the W&W rules make them: Brand's Leather (−1 DEX) and Small Shield stop 3 (l.1127 on);
    // the bear of the bestiary (l.1866): ST 30, DEX 11, defense 2, bite 2d6+2.
    void figures()
    {
        const QJsonObject s = show();
        QCOMPARE(figureIn(s, QStringLiteral("brand")).value(QLatin1String("adjustedDx")).toInt(), 10);
        QCOMPARE(figureIn(s, QStringLiteral("bear-1")).value(QLatin1String("st")).toInt(), 30);
        QCOMPARE(figureIn(s, QStringLiteral("bear-1")).value(QLatin1String("adjustedDx")).toInt(), 11);
        const QJsonArray bow = figureIn(s, QStringLiteral("ysolde")).value(QLatin1String("weapons")).toArray();
        QCOMPARE(bow.first().toObject().value(QLatin1String("use")).toString(), QStringLiteral("missile"));
    }

    // l.475: effective DEX high to low; Mira and the bear tie at 11 and check: 9 (margin 2) beats 12 (−1).
    void initiative()
    {
        const QString out = combat("initiative", {}, QStringLiteral("3,3,3,4,4,4"));
        QVERIFY2(out.contains(QStringLiteral("Ysolde (DEX 13), Mira (DEX 11, check 9), Bear 1 (DEX 11, check 12), Brand (DEX 10)")), qPrintable(out));
        QVERIFY(show().value(QLatin1String("initiativeOrder")).toArray().size() == 4);
    }

    // l.481–483: spell upkeep, then movement figure by figure in initiative order; the bear charges in.
    void movement()
    {
        next(2); // spell upkeep, movement: Ysolde
        QCOMPARE(show().value(QLatin1String("mover")).toString(), QStringLiteral("ysolde"));
        QVERIFY(refused("move", {QStringLiteral("brand"), QStringLiteral("6,3")})); // not his turn to move
        QVERIFY(!combat("option", {QStringLiteral("ysolde"), QStringLiteral("shoot")}).startsWith(QLatin1String("FAILED")));
        next();
        QVERIFY(!combat("option", {QStringLiteral("mira"), QStringLiteral("cast-spell")}).startsWith(QLatin1String("FAILED")));
        next();
        QVERIFY(!combat("option", {QStringLiteral("bear-1"), QStringLiteral("charge-attack")}).startsWith(QLatin1String("FAILED")));
        QVERIFY(!combat("move", {QStringLiteral("bear-1"), QStringLiteral("6,5"), QStringLiteral("--facing"), QStringLiteral("N")}).startsWith(QLatin1String("FAILED")));
        next();
        // Engaged when his movement began, Brand has the engaged list (l.496–500, l.519–530).
        QVERIFY(!combat("option", {QStringLiteral("brand"), QStringLiteral("shift-defend")}).startsWith(QLatin1String("FAILED")));
        next();
        QCOMPARE(show().value(QLatin1String("actor")).toString(), QStringLiteral("ysolde"));
    }

    // l.1102: 7 hexes is three multihexes, −1; l.1108: the bear in the path −1, and on a miss the check to
    // miss it (13 −1 = 12) fails on 17, so the arrow strikes the bear: 2 on 1d6−1 less its defense 2.
    void shotThroughTheBear()
    {
        const QString out = combat("attack", {QStringLiteral("ysolde"), QStringLiteral("brand")}, QStringLiteral("6,5,6,6,6,5,3"));
        QVERIFY2(out.contains(QStringLiteral("-1 for range, -1 for 1 figure in the way): 17 on 3d6 against 11 — miss")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("It strikes Bear 1 instead (17 on 3d6 against 12)")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("Bear 1 takes 0 hits")), qPrintable(out));
    }

    // Blur (l.1308): 1 ST to cast, 1 a turn to keep.
    void blur()
    {
        const QString out = combat("cast", {QStringLiteral("mira"), QStringLiteral("blur"), QStringLiteral("--target"), QStringLiteral("mira")},
                                   QStringLiteral("2,2,2"));
        QVERIFY2(out.contains(QStringLiteral("Mira spends 1 ST on Blur (ST now 9)")), qPrintable(out));
    }

    // l.540: Brand defends with a ready weapon, so the bear rolls 4 dice.
    void defend()
    {
        const QString out = combat("attack", {QStringLiteral("bear-1"), QStringLiteral("brand")}, QStringLiteral("5,5,5,6"));
        QVERIFY2(out.contains(QStringLiteral("21 on 4d6 against 11 — miss")), qPrintable(out));
        QVERIFY(!combat("pass", {QStringLiteral("brand"), QStringLiteral("--note"), QStringLiteral("defends")}).startsWith(QLatin1String("FAILED")));
        next(); // no forced retreats in W&W: the turn ends
        QCOMPARE(show().value(QLatin1String("turn")).toInt(), 2);
    }

    // Turn 2: upkeep paid before moving (l.481); the bite: 8 before armour, 5 through Brand's 3 (l.548), so a
    // DEX check at −2 (10 − 2 = 8) against falling, missed on 9 (l.556).
    void biteAndFall()
    {
        QVERIFY(combat("initiative", {}, QStringLiteral("5,5,5,4,3,3")).contains(QStringLiteral("Bear 1 (DEX 11, check 10), Mira (DEX 11, check 15)")));
        next();
        QVERIFY(combat("renew", {QStringLiteral("1"), QStringLiteral("--pay")}).contains(QStringLiteral("Mira spends 1 ST on Blur (ST now 8)")));
        next(5); // movement: all four stand still; actions
        const QString out = combat("attack", {QStringLiteral("bear-1"), QStringLiteral("brand")}, QStringLiteral("4,3,3,5,1,3,3,3"));
        QVERIFY2(out.contains(QStringLiteral("hit for 8")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("Brand takes 5 hits from Bear 1's blow (3 stopped). Missed the DEX check against falling (3d6: 9 against 8): Brand falls down.")),
                 qPrintable(out));
        for (const char* who : {"ysolde", "mira"})
            QVERIFY(!combat("pass", {QString::fromLatin1(who)}).startsWith(QLatin1String("FAILED")));
        // Fallen, Brand lost his action (l.556 with l.111's reading): the turn is over.
        QVERIFY(refused("pass", {QStringLiteral("brand")}));
        next();
    }

    // l.554: 5 damage in the turn, −2 DEX for the next turn only; it orders his initiative (DEX 8).
    void heavyHitNextTurn()
    {
        QVERIFY(figureIn(show(), QStringLiteral("brand")).value(QLatin1String("adjustedDx")).toInt() == 8);
        const QString out = combat("initiative", {}, QStringLiteral("2,2,3,4,4,3"));
        QVERIFY2(out.contains(QStringLiteral("Brand (DEX 8)")), qPrintable(out));
        next();
        QVERIFY(combat("renew", {QStringLiteral("1"), QStringLiteral("--drop")}).contains(QStringLiteral("Blur")));
        next(5);
        for (const char* who : {"ysolde", "bear-1", "mira"})
            QVERIFY(!combat("pass", {QString::fromLatin1(who)}).startsWith(QLatin1String("FAILED")));
        QVERIFY(combat("option", {QStringLiteral("brand"), QStringLiteral("stand-up")}).contains(QStringLiteral("Stand up")));
        QVERIFY(combat("pass", {QStringLiteral("brand")}).contains(QStringLiteral("Brand stands up.")));
        next();
        QCOMPARE(figureIn(show(), QStringLiteral("brand")).value(QLatin1String("adjustedDx")).toInt(), 10);
    }

    // l.527: hand-to-hand drops the broadsword (not a small weapon); bare hands do STR 13's damage, one die
    // column of two dice +1: 2d6+1 (l.576–626). 12 less the bear's 2 is 10: 8 or more, it falls (l.556).
    void handToHand()
    {
        combat("initiative", {}, QStringLiteral("3,3,3,4,4,4"));
        next(6); // upkeep, movement of four, actions
        QVERIFY(!combat("option", {QStringLiteral("brand"), QStringLiteral("shift-hth")}).startsWith(QLatin1String("FAILED")));
        const QString out = combat("attack", {QStringLiteral("brand"), QStringLiteral("bear-1"), QStringLiteral("--hth")}, QStringLiteral("3,3,3,6,5"));
        QVERIFY2(out.contains(QStringLiteral("Brand drops the Broadsword to fight hand-to-hand.")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("(bare hands, 12 on 2d6+1)")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("Bear 1 takes 10 hits")) && out.contains(QStringLiteral("Bear 1 falls down.")), qPrintable(out));
        const QJsonObject s = show();
        QCOMPARE(figureIn(s, QStringLiteral("brand")).value(QLatin1String("conditions")).toArray().first().toObject().value(QLatin1String("key")).toString(),
                 QStringLiteral("hth"));
        QCOMPARE(figureIn(s, QStringLiteral("brand")).value(QLatin1String("weapons")).toArray().first().toObject().value(QLatin1String("state")).toString(),
                 QStringLiteral("dropped"));
    }
};

QTEST_GUILESS_MAIN(TestCliWwFight)
#include "tst_cli_ww_fight.moc"
