// Warrior & Wizard's disengage and shields through `hexkeeper-cli combat …` with scripted dice (seed 004):
// Brand (sword and Small Shield, Leather: adjusted DEX 10) stands face to face with Orm (DEX 9). Brand takes
// the engaged option Disengage (l.538), does not move, and with his action steps one hex out of Orm's threat
// zone (l.542). Orm may still strike at him where he stood, at −1 for the one point of DEX Brand has over him;
// the blow lands from Brand's front, where his ready shield covers (l.1130): Leather's 2 and the shield's 1 stop 3.
// Then, in a second fight, Brand's shield rush (l.1126): a hit, then Orm's 3-dice check on his unwounded STR.
#include "CliRunner.h"
#include "StrictTest.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

namespace {

const QByteArray Pair = R"({"characters":[
{"name":"Brand","system":"ww","type":"warrior","race":"human","st":13,"dx":11,"iq":8,"ma":10,"skills":["swords"],
 "gear":[{"slot":"weapon","name":"Broadsword","ready":true},{"slot":"shield","name":"Small Shield","ready":true},
         {"slot":"armor","name":"Leather"}]},
{"name":"Orm","system":"ww","type":"warrior","race":"human","st":13,"dx":9,"iq":10,"ma":10,"skills":["swords"],
 "gear":[{"slot":"weapon","name":"Broadsword","ready":true}]}]})";

} // namespace

class TestCliWwDisengage : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_path;

    QString m_encounter = QStringLiteral("1");

    CliResult combat(const char* verb, const QStringList& args = {}, const QString& dice = {})
    {
        return runCombat(verb, m_path, m_encounter, args, dice);
    }
    // A step the rules allow: its output, failing the test on a refusal.
    QString ok(const char* verb, const QStringList& args = {}, const QString& dice = {})
    {
        const CliResult r = combat(verb, args, dice);
        if (r.exitCode != 0)
            hk::test::setupFailed(QString::asprintf("combat %s %s: %s", verb, qPrintable(args.join(QLatin1Char(' '))), qPrintable(r.err)));
        return r.out;
    }
    QJsonObject show() { return QJsonDocument::fromJson(ok("show", {QStringLiteral("--json")}).toUtf8()).object(); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("ww.hkc"));
        const QString made = campaignWithParty(m_path, QStringLiteral("warrior-and-wizard-0.10"), Pair, QStringLiteral("Parting"));
        QVERIFY2(made.isEmpty(), qPrintable(made));
        ok("add", {"--character", "Brand", "--side", "1"});
        ok("add", {"--character", "Orm", "--side", "2"});
        ok("place", {"brand", "6,4", "--facing", "S"});
        ok("place", {"orm", "6,5", "--facing", "N"});
        ok("start");
    }

    // The ready shield is not in the armour: it stops hits only from the front (l.1130).
    void shieldApart()
    {
        const QJsonObject brand = figureIn(show(), QStringLiteral("brand"));
        QCOMPARE(brand.value(QLatin1String("armor")).toInt(), 2);
        QCOMPARE(brand.value(QLatin1String("shieldFront")).toInt(), 1);
        QCOMPARE(brand.value(QLatin1String("adjustedDx")).toInt(), 10);
    }

    void disengageAndTheParting()
    {
        QVERIFY(ok("initiative").contains(QStringLiteral("Brand (DEX 10), Orm (DEX 9)")));
        ok("next"); // spell upkeep
        ok("next"); // movement: Brand
        QVERIFY(ok("option", {"brand", "disengage"}).contains(QStringLiteral("Disengage")));
        QVERIFY(combat("move", {"brand", "6,3"}).exitCode != 0); // l.540: no step in the movement phase
        ok("next");
        ok("option", {"orm", "shift-attack"});
        ok("next"); // actions
        // One hex only.
        QVERIFY(combat("disengage", {"brand", "6,2"}).err.contains(QStringLiteral("one hex")));
        const QString out = ok("disengage", {"brand", "6,3"});
        QVERIFY2(out.contains(QStringLiteral("Brand disengages from Orm to 6,3")), qPrintable(out));
        QVERIFY(combat("disengage", {"brand", "6,4"}).exitCode != 0); // the action is spent
        QCOMPARE(figureIn(show(), QStringLiteral("brand")).value(QLatin1String("disengagedFrom")).toArray().first().toString(),
                 QStringLiteral("orm"));
        // Orm, two hexes from him now, strikes where Brand stood: DEX 9 − 1 = 8; 8 on 3d6 hits. Broadsword 2d6
        // (STR 13 over its minimum adds nothing below 2 points): 12, less 3 = 9.
        const QString blow = ok("attack", {"orm", "brand"}, QStringLiteral("3,3,2,6,6"));
        QVERIFY2(blow.contains(QStringLiteral("8 on 3d6 against 8")), qPrintable(blow));
        QVERIFY2(blow.contains(QStringLiteral("Brand takes 9 hits")) && blow.contains(QStringLiteral("3 stopped")), qPrintable(blow));
    }

    // l.1126: Brand hits (9 on 3d6 against DEX 10); Orm, as strong as he is (STR 13, no bonus or penalty),
    // checks 3 dice against 13 and rolls 17: he goes down. Orm has no shield to rush with and no Martial Arts II.
    void shieldRush()
    {
        QCOMPARE(runCli({QStringLiteral("combat"), QStringLiteral("new"), m_path, QStringLiteral("Rush")}).exitCode, 0);
        m_encounter = QStringLiteral("2");
        ok("add", {"--character", "Brand", "--side", "1"});
        ok("add", {"--character", "Orm", "--side", "2"});
        ok("place", {"brand", "6,4", "--facing", "S"});
        ok("place", {"orm", "6,5", "--facing", "N"});
        ok("start");
        ok("initiative");
        ok("next");
        ok("next");
        ok("option", {"brand", "shift-attack"});
        ok("next");
        ok("option", {"orm", "shift-attack"});
        ok("next");
        QVERIFY(combat("attack", {"orm", "brand", "--shield-rush"}).err.contains(QStringLiteral("no shield ready")));
        QVERIFY(combat("attack", {"orm", "brand", "--body-throw"}).err.contains(QStringLiteral("Martial Arts II")));
        const QString out = ok("attack", {"brand", "orm", "--shield-rush"}, QStringLiteral("3,3,3,6,6,5"));
        QVERIFY2(out.contains(QStringLiteral("Brand tries a shield rush on Orm: 9 on 3d6 against 10 — hit.")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("Orm goes down (17 on 3d6 against 13)")), qPrintable(out));
        QVERIFY2(!out.contains(QStringLiteral("takes")), qPrintable(out)); // no damage
        const QJsonObject s = show();
        QCOMPARE(figureIn(s, QStringLiteral("orm")).value(QLatin1String("posture")).toString(), QStringLiteral("fallen"));
        QCOMPARE(figureIn(s, QStringLiteral("orm")).value(QLatin1String("st")).toInt(), 13);
    }
};

QTEST_GUILESS_MAIN(TestCliWwDisengage)
#include "tst_cli_ww_disengage.moc"
