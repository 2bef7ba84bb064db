// `hexkeeper-cli combat …` end to end: a whole short fight run headless with scripted dice — an encounter
// built from a roster wizard and a bestiary wolf, placed, started, initiative and the winner's choice (an
// impossible choice undoing the roll with it), options and moves (a move too far refused with nothing
// changed), the wolf's bite taking Yzor's ST, a dice script that runs out refused, `next` through every
// phase into turn 2, a hidden wolf left out of the players' view, and the end writing Yzor's wounds back to
// the roster with the experience award. Also the set-up commands: terrain, placement on a wall refused,
// duplicate, rename, remove, delete.
#include "CliRunner.h"
#include "StrictTest.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

namespace {

const QByteArray Yzor = "Yzor, human wizard. ST 10, DX 12, IQ 10, MA 10; Spells: Staff, Magic Fist, Blur, Aid, Trip, Summon Wolf, Dazzle, Light.\n";


QString hexOf(const QJsonObject& figure)
{
    const QJsonObject h = figure.value(QLatin1String("hex")).toObject();
    return QStringLiteral("%1,%2").arg(h.value(QLatin1String("column")).toInt()).arg(h.value(QLatin1String("row")).toInt());
}

} // namespace

class TestCliCombat : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_path;

    // combat VERB FILE ENC args…, with an optional dice script before the command.
    CliResult combat(const char* verb, const QStringList& args = {}, const QString& dice = {})
    {
        QStringList all;
        if (!dice.isEmpty())
            all << QStringLiteral("--dice-script") << dice;
        all << QStringLiteral("combat") << QString::fromUtf8(verb) << m_path << QStringLiteral("Arena") << args;
        return runCli(all);
    }

    QJsonObject show(bool player = false)
    {
        QStringList extra{QStringLiteral("--json")};
        if (player)
            extra << QStringLiteral("--player");
        const CliResult r = combat("show", extra);
        if (r.exitCode != 0)
            hk::test::setupFailed(r.err);
        return r.json().object();
    }

    int logLines()
    {
        return combat("log", {QStringLiteral("--json")}).json().array().size();
    }

    // On a copy of the fight: the hidden wolf bites. Its rolls are the GM's, like its log lines: the players'
    // dice log and their view of the encounter give nothing away, not even a count of figures.
    void hiddenFigureStaysSecret()
    {
        const QString copy = m_dir.filePath(QStringLiteral("hidden.hkc"));
        QVERIFY(QFile::copy(m_path, copy));
        const auto on = [&](const char* verb, const QStringList& args, const QString& dice = {}) {
            QStringList all;
            if (!dice.isEmpty())
                all << QStringLiteral("--dice-script") << dice;
            return runCli(all << QStringLiteral("combat") << QString::fromUtf8(verb) << copy << QStringLiteral("Arena") << args);
        };
        QCOMPARE(on("initiative", words({"--first", "1"}), QStringLiteral("2,5")).exitCode, 0);
        for (int i = 0; i < 4; ++i) // renew spells, side 1 moves, side 2 moves, actions
            QCOMPARE(on("next", {}).exitCode, 0);
        const auto rollsBy = [&](bool player) {
            QStringList args{QStringLiteral("dice"), QStringLiteral("log"), copy, QStringLiteral("--json")};
            if (player)
                args << QStringLiteral("--player");
            int n = 0;
            for (const QJsonValue& roll : runCli(args).json().array())
                n += roll.toObject().value(QLatin1String("who")).toString() == QLatin1String("Wolf 1");
            return n;
        };
        const int gmBefore = rollsBy(false);
        const int playersBefore = rollsBy(true);
        CliResult r = on("attack", words({"wolf-1", "yzor"}), QStringLiteral("3,3,3,3"));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(rollsBy(false), gmBefore + 2); // to hit, and the bite
        QCOMPARE(rollsBy(true), playersBefore);
        r = runCli({QStringLiteral("dice"), QStringLiteral("log"), copy, QStringLiteral("--player"), QStringLiteral("--limit"), QStringLiteral("2")});
        QVERIFY2(r.exitCode == 0 && !r.out.contains(QLatin1String("Wolf")), qPrintable(r.out)); // the newest: initiative only

        r = on("show", words({"--player"}));
        QVERIFY2(r.out.contains(QLatin1String("1 figure")) && !r.out.contains(QLatin1String("2 figure")), qPrintable(r.out));
        r = on("show", {});
        QVERIFY2(r.out.contains(QLatin1String("2 figure")), qPrintable(r.out));
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_path = m_dir.filePath(QStringLiteral("fight.hkc"));
        CliResult r = runCli({QStringLiteral("campaign"), QStringLiteral("new"), m_path, QStringLiteral("--ruleset"),
                              QStringLiteral("tft-advanced-wizard-1980"), QStringLiteral("--seed"), QStringLiteral("7")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = runCli({QStringLiteral("character"), QStringLiteral("add"), m_path, QStringLiteral("--statblock"), QStringLiteral("-")}, Yzor);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }

    void wholeFight()
    {
        CliResult r = runCli({QStringLiteral("combat"), QStringLiteral("new"), m_path, QStringLiteral("Arena"), QStringLiteral("--columns"),
                              QStringLiteral("12"), QStringLiteral("--rows"), QStringLiteral("10"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.json().object().value(QLatin1String("status")).toString(), QStringLiteral("setup"));

        r = combat("add", words({"--character", "Yzor", "--side", "1", "--json"}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.json().array().at(0).toObject().value(QLatin1String("actor")).toString(), QStringLiteral("yzor"));
        r = combat("add", words({"--creature", "Wolf", "--side", "2"}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QLatin1String("wolf-1: Wolf 1 joins side 2.")), qPrintable(r.out));
        r = combat("add", words({"--creature", "no-such-beast", "--side", "2"}));
        QCOMPARE(r.exitCode, 1);
        r = combat("add", words({"--creature", "wolf"}));
        QCOMPARE(r.exitCode, 2); // --side missing

        QCOMPARE(combat("place", words({"Yzor", "5,9", "--facing", "N"})).exitCode, 0);
        QCOMPARE(combat("place", words({"wolf-1", "5,2", "--facing", "S"})).exitCode, 0);
        r = combat("start");
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QLatin1String("Turn 1")), qPrintable(r.out));

        // Rolled and chosen in one step: a side that is not in the fight undoes the roll too.
        const int beforeInitiative = logLines();
        r = combat("initiative", words({"--first", "7"}), QStringLiteral("2,5"));
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(logLines(), beforeInitiative);
        QCOMPARE(show().value(QLatin1String("initiativeSide")).toInt(), -1);
        // Side 1 rolls 2, side 2 rolls 5: side 2 wins and lets side 1 move first.
        r = combat("initiative", words({"--first", "1"}), QStringLiteral("2,5"));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QLatin1String("Side 2 wins the initiative, rolling 5 against 2.")), qPrintable(r.out));
        QJsonObject s = show();
        QCOMPARE(s.value(QLatin1String("initiativeSide")).toInt(), 2);
        QCOMPARE(s.value(QLatin1String("movementOrder")).toArray(), QJsonArray({1, 2}));
        // One roll a turn (issue 16): rolling again is refused and writes nothing.
        const int afterInitiative = logLines();
        r = combat("initiative", {}, QStringLiteral("6,1"));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("already rolled")), qPrintable(r.err));
        QCOMPARE(logLines(), afterInitiative);
        QCOMPARE(show().value(QLatin1String("initiativeSide")).toInt(), 2);
        QCOMPARE(combat("next").exitCode, 0); // renew spells
        QCOMPARE(combat("next").exitCode, 0); // movement
        s = show();
        QCOMPARE(s.value(QLatin1String("phase")).toString(), QStringLiteral("movement"));
        QCOMPARE(s.value(QLatin1String("movingSide")).toInt(), 1);

        // Yzor charges (option b: half his MA of 10), moves 3, then asks for 3 more: refused, nothing changed.
        r = combat("option", words({"yzor", "b", "--json"}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.json().array().at(0).toObject().value(QLatin1String("kind")).toString(), QStringLiteral("option"));
        QCOMPARE(combat("move", words({"yzor", "5,6"})).exitCode, 0);
        const int before = logLines();
        r = combat("move", words({"yzor", "5,3"}));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("2 more hex")), qPrintable(r.err));
        s = show();
        QCOMPARE(hexOf(figureIn(s, QStringLiteral("yzor"))), QStringLiteral("5,6"));
        QCOMPARE(figureIn(s, QStringLiteral("yzor")).value(QLatin1String("hexesLeft")).toInt(), 2);
        QCOMPARE(logLines(), before);
        QCOMPARE(combat("move", words({"wolf-1", "5,3"})).exitCode, 1); // not side 2's turn yet

        QCOMPARE(combat("next").exitCode, 0); // side 2 moves
        QCOMPARE(combat("option", words({"Wolf 1", "charge-attack"})).exitCode, 0);
        r = combat("move", words({"wolf-1", "5,5", "--facing", "S"}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        s = show();
        QVERIFY(figureIn(s, QStringLiteral("yzor")).value(QLatin1String("engaged")).toBool());

        // Actions: the wolf (DX 14) before Yzor (DX 12).
        r = combat("next");
        QVERIFY2(r.out.contains(QLatin1String("Wolf 1 acts next")), qPrintable(r.out));
        // The odds before the bite: 3 dice against DX 14 (the exact chance with the special results), and
        // a who-wins estimate; nothing is written.
        const int beforeOdds = logLines();
        r = combat("odds", words({"wolf-1", "yzor", "--json", "--runs", "300"}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject odds = r.json().object();
        QCOMPARE(odds.value(QLatin1String("dice")).toInt(), 3);
        QCOMPARE(odds.value(QLatin1String("against")).toInt(), 14);
        QVERIFY(qAbs(odds.value(QLatin1String("hitChance")).toDouble() - 0.9074) < 0.001); // 196/216
        QCOMPARE(odds.value(QLatin1String("runs")).toInt(), 300);
        QVERIFY(odds.value(QLatin1String("attackerWins")).toDouble() + odds.value(QLatin1String("targetWins")).toDouble() <= 1.0);
        QCOMPARE(logLines(), beforeOdds);
        // A dice script that runs out abandons the attack: exit 1, nothing written.
        const int beforeAttack = logLines();
        r = combat("attack", words({"wolf-1", "yzor"}), QStringLiteral("3,3"));
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(logLines(), beforeAttack);
        QCOMPARE(figureIn(show(), QStringLiteral("yzor")).value(QLatin1String("st")).toInt(), 10);
        // 3+3+3 = 9 hits DX 14; the bite rolls 3, +1 = 4 hits.
        r = combat("attack", words({"wolf-1", "yzor"}), QStringLiteral("3,3,3,3"));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QLatin1String("hit for 4")), qPrintable(r.out));
        s = show();
        QCOMPARE(figureIn(s, QStringLiteral("yzor")).value(QLatin1String("st")).toInt(), 6);
        QCOMPARE(figureIn(s, QStringLiteral("yzor")).value(QLatin1String("wounds")).toInt(), 4);
        QCOMPARE(s.value(QLatin1String("actor")).toString(), QStringLiteral("yzor"));
        // Yzor's staff misses (5+5+5 = 15 against DX 12).
        r = combat("attack", words({"Yzor", "Wolf 1", "--json"}), QStringLiteral("5,5,5"));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.json().array().at(0).toObject().value(QLatin1String("message")).toString().contains(QLatin1String("miss")),
                 qPrintable(r.out));
        QCOMPARE(figureIn(show(), QStringLiteral("wolf-1")).value(QLatin1String("st")).toInt(), 10);

        // Forced retreats: the wolf hurt Yzor and took no hits, so it may push him back and follow.
        r = combat("next");
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(show().value(QLatin1String("phase")).toString(), QStringLiteral("retreats"));
        r = combat("retreat", words({"wolf-1", "yzor", "5,7", "--advance"}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        s = show();
        QCOMPARE(hexOf(figureIn(s, QStringLiteral("yzor"))), QStringLiteral("5,7"));
        QCOMPARE(hexOf(figureIn(s, QStringLiteral("wolf-1"))), QStringLiteral("5,6"));
        r = combat("next");
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        s = show();
        QCOMPARE(s.value(QLatin1String("turn")).toInt(), 2);
        QCOMPARE(s.value(QLatin1String("phase")).toString(), QStringLiteral("initiative"));

        // The GM hides the wolf: the players' view leaves it out, the GM's keeps it.
        QCOMPARE(combat("gm", words({"wolf-1", "--hide"})).exitCode, 0);
        QVERIFY(figureIn(show(), QStringLiteral("wolf-1")).value(QLatin1String("hidden")).toBool());
        QVERIFY(figureIn(show(true), QStringLiteral("wolf-1")).isEmpty());
        QVERIFY(!figureIn(show(true), QStringLiteral("yzor")).isEmpty());
        r = combat("show", words({"--player"}));
        QVERIFY2(!r.out.contains(QLatin1String("Wolf 1")) && r.out.contains(QLatin1String("Yzor")), qPrintable(r.out));
        QCOMPARE(combat("gm", words({"wolf-1", "--hide", "--show"})).exitCode, 2); // one change at a time
        r = combat("show");
        QVERIFY2(r.out.contains(QLatin1String("ST 6/10")) && r.out.contains(QLatin1String("at 5,7 facing N")), qPrintable(r.out));
        hiddenFigureStaysSecret();

        // The end: Yzor's 4 wounds go back to the roster, with his experience for a lost arena fight.
        const QJsonObject yzorBefore = runCli(words({"character", "show"}) << m_path << QStringLiteral("Yzor") << QStringLiteral("--json"))
                                           .json()
                                           .object();
        QCOMPARE(yzorBefore.value(QLatin1String("wounds")).toInt(), 0);
        r = combat("end", words({"--award", "arena", "--winner", "2", "--json"}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonArray awards = r.json().object().value(QLatin1String("awards")).toArray();
        QCOMPARE(awards.size(), 1);
        QCOMPARE(awards.at(0).toObject().value(QLatin1String("name")).toString(), QStringLiteral("Yzor"));
        const QJsonObject yzorAfter = runCli(words({"character", "show"}) << m_path << QStringLiteral("Yzor") << QStringLiteral("--json"))
                                          .json()
                                          .object();
        QCOMPARE(yzorAfter.value(QLatin1String("wounds")).toInt(), 4);
        QCOMPARE(yzorAfter.value(QLatin1String("experience")).toInt(),
                 yzorBefore.value(QLatin1String("experience")).toInt() + awards.at(0).toObject().value(QLatin1String("amount")).toInt());
        QCOMPARE(show().value(QLatin1String("status")).toString(), QStringLiteral("ended"));
        QCOMPARE(combat("end").exitCode, 1); // already over
        r = combat("log");
        QVERIFY2(r.out.contains(QLatin1String("4 more wounds")), qPrintable(r.out));
    }

    void setupCommands()
    {
        CliResult r = runCli({QStringLiteral("combat"), QStringLiteral("new"), m_path, QStringLiteral("Pit"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString pit = QString::number(r.json().object().value(QLatin1String("id")).toInteger());
        const auto pitCommand = [&](const char* verb, const QStringList& args) {
            return runCli(QStringList{QStringLiteral("combat"), QString::fromUtf8(verb), m_path, pit} + args);
        };
        QVERIFY(pitCommand("add", words({"--creature", "wolf", "--count", "2", "--side", "2"})).out.contains(QLatin1String("wolf-2")));
        QCOMPARE(pitCommand("terrain", words({"wall", "3,3", "3,4"})).exitCode, 0);
        r = pitCommand("place", words({"wolf-1", "3,4"}));
        QCOMPARE(r.exitCode, 1); // a wall
        QCOMPARE(pitCommand("place", words({"wolf-1", "x4"})).exitCode, 2);
        QCOMPARE(pitCommand("terrain", words({"wall", "3,4", "--clear"})).exitCode, 0);
        QCOMPARE(pitCommand("place", words({"wolf-1", "3,4", "--facing", "2"})).exitCode, 0);
        QCOMPARE(pitCommand("start", {}).exitCode, 1); // one side only
        QCOMPARE(pitCommand("remove-figure", words({"Wolf 2"})).exitCode, 0);
        QCOMPARE(pitCommand("remove-figure", words({"Wolf 2"})).exitCode, 1);

        QCOMPARE(pitCommand("duplicate", words({"--name", "Pit again"})).exitCode, 0);
        QCOMPARE(pitCommand("rename", words({"Old pit"})).exitCode, 0);
        r = runCli({QStringLiteral("combat"), QStringLiteral("list"), m_path, QStringLiteral("--json")});
        QStringList names;
        for (const QJsonValue& e : r.json().array())
            names.append(e.toObject().value(QLatin1String("name")).toString());
        QVERIFY2(names.contains(QLatin1String("Old pit")) && names.contains(QLatin1String("Pit again")), qPrintable(names.join(',')));
        r = runCli({QStringLiteral("combat"), QStringLiteral("show"), m_path, QStringLiteral("Pit again"), QStringLiteral("--json")});
        QCOMPARE(hexOf(figureIn(r.json().object(), QStringLiteral("wolf-1"))), QStringLiteral("3,4"));
        QCOMPARE(pitCommand("delete", {}).exitCode, 0);
        QCOMPARE(pitCommand("show", {}).exitCode, 1);
        QCOMPARE(runCli({QStringLiteral("combat"), QStringLiteral("show"), m_path, QStringLiteral("Nowhere")}).exitCode, 1);
    }
};

QTEST_GUILESS_MAIN(TestCliCombat)
#include "tst_cli_combat.moc"
