// `wizwar deck` through hexkeeper-cli, as a script uses it: a fresh campaign deals a game with no card typed in
// (the starter deck), the card list goes out as CSV and into a fresh campaign unchanged, a file with a bad row is
// refused naming the row and changes nothing, and with the starter deck off the book alone is too small a deck.
#include "app/CliRunner.h"
#include "StrictTest.h"

#include <QTemporaryDir>

class TestCliWizWarDeck : public hk::test::StrictTest
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString fresh(const QString& name)
    {
        const QString file = m_dir.filePath(name + QStringLiteral(".hkc"));
        const CliResult r = runCli({QStringLiteral("campaign"), QStringLiteral("new"), file, QStringLiteral("--ruleset"), QStringLiteral("wiz-war")});
        if (r.exitCode != 0)
            hk::test::setupFailed(QString::asprintf("campaign new: %s", qPrintable(r.err)));
        return file;
    }
    CliResult deck(const QStringList& args) { return runCli(QStringList{QStringLiteral("wizwar"), QStringLiteral("deck")} + args); }
    CliResult newGame(const QString& file)
    {
        return runCli({QStringLiteral("wizwar"), QStringLiteral("new"), file, QStringLiteral("Duel"), QStringLiteral("--player"),
                       QStringLiteral("Ann"), QStringLiteral("--player"), QStringLiteral("Bob"), QStringLiteral("--schools"),
                       QStringLiteral("alchemy,elemental,mentalism")});
    }

private Q_SLOTS:
    void aFreshCampaignDeals()
    {
        const QString file = fresh(QStringLiteral("deal"));
        const CliResult r = newGame(file);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject list = deck({QStringLiteral("list"), file, QStringLiteral("--json")}).json().object();
        QVERIFY(list.value(QLatin1String("starterDeck")).toBool());
        QVERIFY(list.value(QLatin1String("cards")).toArray().size() >= 40);
    }

    void exportAndImport()
    {
        const QString a = fresh(QStringLiteral("a"));
        const QString b = fresh(QStringLiteral("b"));
        const QString csv = m_dir.filePath(QStringLiteral("deck.csv"));
        QFile mine(m_dir.filePath(QStringLiteral("mine.csv")));
        QVERIFY(mine.open(QIODevice::WriteOnly));
        mine.write("name,school,type,range,copies,damage,effects\n"
                   "Cinder Hail,elemental,Attack Spell,los,2,3,\"Burning stones, 3 damage\"\n"
                   "Shield,,,,1,,\n");
        mine.close();
        CliResult r = deck({QStringLiteral("import"), a, mine.fileName()});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QLatin1String("2 card")), qPrintable(r.out));
        r = deck({QStringLiteral("export"), a, csv});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = deck({QStringLiteral("import"), b, csv});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString fromA = deck({QStringLiteral("export"), a}).out;
        QCOMPARE(deck({QStringLiteral("export"), b}).out, fromA);
        QVERIFY(fromA.contains(QLatin1String("Cinder Hail,elemental,attack-spell,los,instant,2,,3")));
    }

    void aBadRowChangesNothing()
    {
        const QString file = fresh(QStringLiteral("bad"));
        const QString before = deck({QStringLiteral("export"), file}).out;
        QFile bad(m_dir.filePath(QStringLiteral("bad.csv")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("name,school,type,copies\nRock Fall,conjuring,attack-spell,2\nOdd,alchemy,sandwich,1\n");
        bad.close();
        const CliResult r = deck({QStringLiteral("import"), file, bad.fileName()});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("Row 3, column “type”")), qPrintable(r.err));
        QCOMPARE(deck({QStringLiteral("export"), file}).out, before);
    }

    void withoutTheStarterDeckTheBookIsTooSmall()
    {
        const QString file = fresh(QStringLiteral("bare"));
        CliResult r = deck({QStringLiteral("starter"), file, QStringLiteral("off")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = newGame(file);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("too few to deal")), qPrintable(r.err));
        QCOMPARE(deck({QStringLiteral("starter"), file, QStringLiteral("maybe")}).exitCode, 2);
        r = deck({QStringLiteral("starter"), file, QStringLiteral("on")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = newGame(file);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliWizWarDeck)
#include "tst_cli_wizwar_deck.moc"
