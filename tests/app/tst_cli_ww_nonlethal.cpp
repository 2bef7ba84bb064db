// Warrior & Wizard's optional nonlethal damage rule (seed 004 l.560–575), switched on as a house rule, through
// `hexkeeper-cli combat …` with scripted dice: Mira's Blur costs her 1 STR, nonlethal (l.567); Brand's
// bare-handed blow on Orm is bludgeoning, a third lethal (l.563): 12 hits leave Orm at STR 1 with 8 of them
// nonlethal, awake (out cold only at total damage = STR, l.568) though down (8+ hits, l.556); next turn
// Mira takes a breather (l.571) and recovers the point at the end of the turn.
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
 "gear":[{"slot":"weapon","name":"Broadsword","ready":true},{"slot":"armor","name":"Leather"}]},
{"name":"Orm","system":"ww","type":"warrior","race":"human","st":13,"dx":9,"iq":10,"ma":10,"skills":["swords"],
 "gear":[{"slot":"weapon","name":"Broadsword","ready":true}]}]})";

} // namespace

class TestCliWwNonlethal : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_path;

    QString ok(const char* verb, const QStringList& args = {}, const QString& dice = {})
    {
        const CliResult r = runCombat(verb, m_path, QStringLiteral("1"), args, dice);
        if (r.exitCode != 0)
            hk::test::setupFailed(QString::asprintf("combat %s %s: %s", verb, qPrintable(args.join(QLatin1Char(' '))), qPrintable(r.err)));
        return r.out;
    }
    QJsonObject show() { return QJsonDocument::fromJson(ok("show", {QStringLiteral("--json")}).toUtf8()).object(); }
    // From the spell-upkeep phase through each mover's option to the action phase.
    void toActions(const QStringList& options)
    {
        ok("next"); // the first mover
        for (const QString& option : options) {
            const QString mover = show().value(QLatin1String("mover")).toString();
            ok("option", {mover, option});
            ok("next");
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("ww.hkc"));
        const QString made = campaignWithParty(m_path, QStringLiteral("warrior-and-wizard-0.10"), Party, QStringLiteral("Brawl"));
        QVERIFY2(made.isEmpty(), qPrintable(made));
        const CliResult on = runCli({QStringLiteral("house-rules"), QStringLiteral("set"), m_path, QStringLiteral("rule"),
                                     QStringLiteral("optional-nonlethal-damage"), QStringLiteral("defaultOn"), QStringLiteral("true")});
        QVERIFY2(on.exitCode == 0, qPrintable(on.err));
        ok("add", {"--character", "Mira", "--side", "1"});
        ok("add", {"--character", "Brand", "--side", "1"});
        ok("add", {"--character", "Orm", "--side", "2"});
        ok("place", {"mira", "2,2", "--facing", "S"});
        ok("place", {"brand", "6,4", "--facing", "S"});
        ok("place", {"orm", "6,5", "--facing", "N"});
        ok("start");
        QVERIFY(ok("initiative").contains(QStringLiteral("Mira (DEX 11), Brand (DEX 10), Orm (DEX 9)")));
        ok("next"); // spell upkeep
        toActions({QStringLiteral("cast-spell"), QStringLiteral("shift-hth"), QStringLiteral("shift-defend")});
    }

    void spellCostIsNonlethal()
    {
        const QString out = ok("cast", {"mira", "blur", "--target", "mira"}, QStringLiteral("2,2,2"));
        QVERIFY2(out.contains(QStringLiteral("Mira spends 1 ST on Blur (ST now 9)")), qPrintable(out));
        QCOMPARE(figureIn(show(), QStringLiteral("mira")).value(QLatin1String("nonlethal")).toInt(), 1);
    }

    void punchIsMostlyNonlethal()
    {
        // 9 on 3d6 against DEX 10 hits; bare hands at STR 13 are 2d6+1: 12.
        const QString out = ok("attack", {"brand", "orm", "--hth"}, QStringLiteral("3,3,3,6,5"));
        QVERIFY2(out.contains(QStringLiteral("Orm takes 12 hits")) && out.contains(QStringLiteral("Orm falls down.")), qPrintable(out));
        const QJsonObject orm = figureIn(show(), QStringLiteral("orm"));
        QCOMPARE(orm.value(QLatin1String("st")).toInt(), 1);
        QCOMPARE(orm.value(QLatin1String("nonlethal")).toInt(), 8);
        QCOMPARE(orm.value(QLatin1String("vitality")).toString(), QStringLiteral("active")); // W&W alone: out cold at STR 1
        ok("next"); // Orm, knocked down before acting, has lost his action: the turn ends
    }

    void breather()
    {
        ok("initiative");
        ok("next"); // spell upkeep
        ok("renew", {"1", "--drop"});
        toActions({QStringLiteral("breather"), QStringLiteral("move"), QStringLiteral("stand-up")});
        QVERIFY(ok("breather", {"mira"}).contains(QStringLiteral("Mira takes a breather")));
        ok("pass", {"brand"});
        ok("pass", {"orm"});
        const QString out = ok("next", {}, QStringLiteral("4"));
        QVERIFY2(out.contains(QStringLiteral("Mira recovers 1 nonlethal damage (4 on 1d6): ST 10.")), qPrintable(out));
        QCOMPARE(figureIn(show(), QStringLiteral("mira")).value(QLatin1String("nonlethal")).toInt(), 0);
    }
};

QTEST_GUILESS_MAIN(TestCliWwNonlethal)
#include "tst_cli_ww_nonlethal.moc"
