// Issue 34, "The tracker's own edits": the GM's edits and the log lines about figures already down, through
// `hexkeeper-cli combat …` with scripted dice, each row a reproduction from the issue:
// - `combat gm --fatigue` under W&W's optional nonlethal rule is nonlethal damage (004 l.567): out cold at
//   ST 0, not dead (l.568);
// - a figure `gm --hits` brings down lies fallen, and one the GM brings round stays on the ground;
// - the proposed actor the GM knocks out no longer acts: the turn moves on, `next` does not make it pass;
// - the edit's message gives the fight's total hits and fatigue;
// - `combat place` names a refused hex as typed (COL,ROW);
// - no "took heavy hits" for the dead, no broken weapon for a wolf's 18, no "from the side" in W&W;
// - a Spell Shield the tracker applies leaves nothing for the GM to rule on;
// - a bestiary name with a comma makes an id without doubled hyphens.
#include "CliRunner.h"
#include "StrictTest.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

namespace {

const QByteArray WizardParty = R"({"characters":[
{"name":"Aldo","race":"human","st":8,"dx":10,"iq":14,"ma":10,"spells":["spell-shield","magic-fist","staff"]},
{"name":"Bren","race":"human","st":12,"dx":11,"iq":9,"ma":10,"spells":["staff"]}]})";

} // namespace

class TestCliGmEdits : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_path;
    int m_logRow = 0;

    QString combat(const char* verb, const QStringList& args = {}, const QString& dice = {})
    {
        const CliResult r = runCombat(verb, m_path, QStringLiteral("1"), args, dice);
        if (r.exitCode != 0)
            hk::test::setupFailed(QString::asprintf("combat %s %s: %s", verb, qPrintable(args.join(QLatin1Char(' '))), qPrintable(r.err)));
        return r.exitCode == 0 ? r.out : QStringLiteral("FAILED: ") + r.err;
    }
    QJsonObject show() { return QJsonDocument::fromJson(combat("show", {QStringLiteral("--json")}).toUtf8()).object(); }
    QString log() { return combat("log"); }

    // A new campaign file (ruleset, the Wizard party for the Wizard) with encounter 1 holding two wolves, the
    // first at 6,6 facing NW and the second at 5,5 facing N: the first stands at the second's side.
    QString wolves(const QString& name, const QString& ruleset)
    {
        m_path = m_dir.filePath(name + QStringLiteral(".hkc"));
        const CliResult made = runCli({QStringLiteral("campaign"), QStringLiteral("new"), m_path, QStringLiteral("--ruleset"), ruleset});
        if (made.exitCode != 0)
            return QStringLiteral("campaign new: ") + made.err;
        if (runCli({QStringLiteral("combat"), QStringLiteral("new"), m_path, QStringLiteral("Den")}).exitCode != 0)
            return QStringLiteral("combat new");
        for (const char* side : {"1", "2"}) {
            if (combat("add", {QStringLiteral("--creature"), QStringLiteral("wolf"), QStringLiteral("--side"), QLatin1String(side)}).startsWith(QLatin1String("FAILED")))
                return QStringLiteral("add");
        }
        if (combat("place", {QStringLiteral("wolf-1"), QStringLiteral("6,6"), QStringLiteral("--facing"), QStringLiteral("NW")}).startsWith(QLatin1String("FAILED"))
            || combat("place", {QStringLiteral("wolf-2"), QStringLiteral("5,5"), QStringLiteral("--facing"), QStringLiteral("N")}).startsWith(QLatin1String("FAILED"))
            || combat("start").startsWith(QLatin1String("FAILED")))
            return QStringLiteral("place or start");
        return {};
    }
    // From the initiative to the action phase, each figure taking `option` where the ruleset asks for one.
    QString toActions(bool figureOrder)
    {
        if (combat("initiative", {}, QStringLiteral("1,1,1,6,6,6")).startsWith(QLatin1String("FAILED")))
            return QStringLiteral("initiative");
        for (int i = 0; i < 8 && show().value(QLatin1String("phase")).toString() != QLatin1String("actions"); ++i) {
            const QString mover = show().value(QLatin1String("mover")).toString();
            // W&W: charge in, or shift and attack when already engaged (004 l.519–530)
            if (figureOrder && !mover.isEmpty()
                && runCombat("option", m_path, QStringLiteral("1"), {mover, QStringLiteral("charge-attack")}).exitCode != 0
                && runCombat("option", m_path, QStringLiteral("1"), {mover, QStringLiteral("shift-attack")}).exitCode != 0)
                return QStringLiteral("no attack option for ") + mover;
            if (combat("next").startsWith(QLatin1String("FAILED")))
                return QStringLiteral("next");
        }
        return show().value(QLatin1String("actor")).toString().isEmpty() ? QStringLiteral("no actor") : QString();
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // `combat place` refuses a hex in the COL,ROW the GM typed.
    void placeNamesTheHexAsTyped_data()
    {
        QTest::addColumn<QString>("hex");
        QTest::addColumn<QString>("message");
        QTest::newRow("taken 5,5") << QStringLiteral("5,5") << QStringLiteral("cannot stand on 5,5: Wolf 2 is there");
        QTest::newRow("off the map 16,5") << QStringLiteral("16,5") << QStringLiteral("cannot stand on 16,5: the hex is off the map");
        QTest::newRow("off the map 8,12") << QStringLiteral("8,12") << QStringLiteral("cannot stand on 8,12: the hex is off the map");
    }
    void placeNamesTheHexAsTyped()
    {
        QFETCH(QString, hex);
        QFETCH(QString, message);
        const QString made = wolves(QStringLiteral("place-") + hex.replace(QLatin1Char(','), QLatin1Char('-')), QStringLiteral("tft-wizard-1978"));
        QVERIFY2(made.isEmpty(), qPrintable(made));
        hex.replace(QLatin1Char('-'), QLatin1Char(','));
        const CliResult r = runCombat("place", m_path, QStringLiteral("1"), {QStringLiteral("wolf-1"), hex});
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    // The GM knocks the proposed actor out: it lies fallen, the turn moves on, the message gives the totals;
    // brought round, it stays on the ground.
    void knockedOutActor()
    {
        QVERIFY2(wolves(QStringLiteral("actor"), QStringLiteral("tft-wizard-1978")).isEmpty(), "set-up");
        const QString ready = toActions(false);
        QVERIFY2(ready.isEmpty(), qPrintable(ready));
        const QString actor = show().value(QLatin1String("actor")).toString();
        const QString other = actor == QLatin1String("wolf-1") ? QStringLiteral("wolf-2") : QStringLiteral("wolf-1");
        QVERIFY(!combat("gm", {actor, QStringLiteral("--hits"), QStringLiteral("4")}).startsWith(QLatin1String("FAILED")));
        const QString out = combat("gm", {actor, QStringLiteral("--hits"), QStringLiteral("5")});
        QVERIFY2(out.contains(QStringLiteral("ST to 1 (9 hits and 0 fatigue from this fight in all)")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("is unconscious")), qPrintable(out));
        QJsonObject s = show();
        QCOMPARE(figureIn(s, actor).value(QLatin1String("posture")).toString(), QStringLiteral("fallen"));
        QCOMPARE(s.value(QLatin1String("actor")).toString(), other);
        QVERIFY(!combat("next").startsWith(QLatin1String("FAILED")));
        const QString name = figureIn(s, actor).value(QLatin1String("name")).toString();
        QVERIFY2(!log().contains(name + QStringLiteral(" does nothing")), qPrintable(log()));
        const QString healed = combat("gm", {actor, QStringLiteral("--hits"), QStringLiteral("-3")});
        QVERIFY2(healed.contains(QStringLiteral("comes round, still on the ground")), qPrintable(healed));
        QVERIFY2(!healed.contains(QStringLiteral("back on their feet")), qPrintable(healed));
        QCOMPARE(figureIn(show(), actor).value(QLatin1String("posture")).toString(), QStringLiteral("fallen"));
    }

    // W&W's optional nonlethal rule (004 l.567–568): fatigue the GM gives is nonlethal; at ST 0 out cold, not dead.
    void fatigueIsNonlethal_data()
    {
        QTest::addColumn<bool>("rule");
        QTest::addColumn<QString>("vitality");
        QTest::addColumn<int>("nonlethal");
        QTest::newRow("rule on: unconscious") << true << QStringLiteral("unconscious") << 0;
        QTest::newRow("rule off: as the book has it") << false << QStringLiteral("dead") << 0;
    }
    void fatigueIsNonlethal()
    {
        QFETCH(bool, rule);
        QFETCH(QString, vitality);
        QVERIFY2(wolves(rule ? QStringLiteral("nonlethal-on") : QStringLiteral("nonlethal-off"), QStringLiteral("warrior-and-wizard-0.10")).isEmpty(), "set-up");
        if (rule) {
            const CliResult on = runCli({QStringLiteral("house-rules"), QStringLiteral("set"), m_path, QStringLiteral("rule"),
                                         QStringLiteral("optional-nonlethal-damage"), QStringLiteral("defaultOn"), QStringLiteral("true")});
            QVERIFY2(on.exitCode == 0, qPrintable(on.err));
        }
        const int st = figureIn(show(), QStringLiteral("wolf-2")).value(QLatin1String("st")).toInt();
        QVERIFY(st > 0);
        const QString out = combat("gm", {QStringLiteral("wolf-2"), QStringLiteral("--fatigue"), QString::number(st)});
        QVERIFY2(!out.startsWith(QLatin1String("FAILED")), qPrintable(out));
        const QJsonObject wolf = figureIn(show(), QStringLiteral("wolf-2"));
        QCOMPARE(wolf.value(QLatin1String("vitality")).toString(), vitality);
        QCOMPARE(wolf.value(QLatin1String("posture")).toString(), QStringLiteral("fallen"));
        if (rule)
            QCOMPARE(wolf.value(QLatin1String("nonlethal")).toInt(), st);
    }

    // Log lines about figures down, and words a ruleset gives no reason for.
    void logLines_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QStringList>("attack"); // attack options after ATTACKER TARGET
        QTest::addColumn<QString>("dice");
        QTest::addColumn<QString>("present");
        QTest::addColumn<QString>("absent");
        // A wolf's 18 (000 l.271, l.273): a miss; teeth are neither dropped nor broken.
        QTest::newRow("wolf 18") << QStringLiteral("tft-wizard-1978") << QStringList{} << QStringLiteral("6,6,6")
                                 << QStringLiteral("bad fumble — miss") << QStringLiteral("weapon");
        // W&W has no side bonus (004 l.1094 on): the blow is not said to come from the side.
        QTest::newRow("W&W side") << QStringLiteral("warrior-and-wizard-0.10") << QStringList{} << QStringLiteral("1,1,2,1")
                                  << QStringLiteral("Wolf 1 strikes Wolf 2: 4 on 3d6") << QStringLiteral("from the side");
        // A wolf killed by 18 hits has no next turn to take −2 DX in (000 l.477).
        QTest::newRow("dead: no heavy hits") << QStringLiteral("tft-wizard-1978") << QStringList{QStringLiteral("--damage"), QStringLiteral("3d6")}
                                             << QStringLiteral("1,1,2,6,6,6") << QStringLiteral("Wolf 2 is dead")
                                             << QStringLiteral("took heavy hits");
    }
    void logLines()
    {
        QFETCH(QString, ruleset);
        QFETCH(QStringList, attack);
        QFETCH(QString, dice);
        QFETCH(QString, present);
        QFETCH(QString, absent);
        const QString made = wolves(QStringLiteral("log-%1").arg(++m_logRow), ruleset);
        QVERIFY2(made.isEmpty(), qPrintable(made));
        const QString ready = toActions(ruleset.startsWith(QLatin1String("warrior")));
        QVERIFY2(ready.isEmpty(), qPrintable(ready));
        if (show().value(QLatin1String("actor")).toString() != QLatin1String("wolf-1")) // the Wizard's tie between the wolves
            QVERIFY(!combat("gm", {QStringLiteral("wolf-1"), QStringLiteral("--acts-next")}).startsWith(QLatin1String("FAILED")));
        QCOMPARE(show().value(QLatin1String("actor")).toString(), QStringLiteral("wolf-1"));
        const QString out = combat("attack", QStringList{QStringLiteral("wolf-1"), QStringLiteral("wolf-2")} + attack, dice);
        QVERIFY2(out.contains(present), qPrintable(out));
        for (int i = 0; i < 4 && show().value(QLatin1String("turn")).toInt() == 1; ++i)
            combat("next"); // to the end of the turn, where the heavy hits are told
        QVERIFY2(show().value(QLatin1String("turn")).toInt() == 2, "the turn did not end");
        QVERIFY2(!log().contains(absent), qPrintable(log()));
    }

    // A Spell Shield is applied by the tracker (000 l.667): its line asks the GM for nothing.
    void spellShieldNeedsNoRuling()
    {
        m_path = m_dir.filePath(QStringLiteral("shield.hkc"));
        const QString made = campaignWithParty(m_path, QStringLiteral("tft-wizard-1978"), WizardParty, QStringLiteral("Duel"));
        QVERIFY2(made.isEmpty(), qPrintable(made));
        for (const QStringList& add : {QStringList{"--character", "Aldo", "--side", "1"}, QStringList{"--character", "Bren", "--side", "2"}})
            QVERIFY(!combat("add", add).startsWith(QLatin1String("FAILED")));
        QVERIFY(!combat("place", {QStringLiteral("aldo"), QStringLiteral("5,5")}).startsWith(QLatin1String("FAILED")));
        QVERIFY(!combat("place", {QStringLiteral("bren"), QStringLiteral("9,5")}).startsWith(QLatin1String("FAILED")));
        QVERIFY(!combat("start").startsWith(QLatin1String("FAILED")));
        const QString ready = toActions(false);
        QVERIFY2(ready.isEmpty(), qPrintable(ready));
        QCOMPARE(show().value(QLatin1String("actor")).toString(), QStringLiteral("bren"));
        combat("pass", {QStringLiteral("bren")});
        const QString out = combat("cast", {QStringLiteral("aldo"), QStringLiteral("spell-shield"), QStringLiteral("--target"), QStringLiteral("aldo")},
                                   QStringLiteral("2,2,2"));
        QVERIFY2(out.contains(QStringLiteral("under Spell Shield")), qPrintable(out));
        QVERIFY2(!out.contains(QStringLiteral("GM rules")), qPrintable(out));
    }

    // Ids from names: one hyphen for each run of other characters ("Snake, Small 1").
    void idWithoutDoubledHyphens()
    {
        m_path = m_dir.filePath(QStringLiteral("snake.hkc"));
        QVERIFY(runCli({QStringLiteral("campaign"), QStringLiteral("new"), m_path, QStringLiteral("--ruleset"), QStringLiteral("warrior-and-wizard-0.10")}).exitCode == 0);
        QVERIFY(runCli({QStringLiteral("combat"), QStringLiteral("new"), m_path, QStringLiteral("Pit")}).exitCode == 0);
        const QString out = combat("add", {QStringLiteral("--creature"), QStringLiteral("snake-small"), QStringLiteral("--side"), QStringLiteral("2")});
        QVERIFY2(out.contains(QStringLiteral("snake-small-1: Snake, Small 1 joins")), qPrintable(out));
    }
};

QTEST_GUILESS_MAIN(TestCliGmEdits)
#include "tst_cli_gm_edits.moc"
