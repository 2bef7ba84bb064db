// `hexkeeper-cli research`, `search` and `sell` end to end: research started with the GM's secret number of
// weeks that `--player` listings and the player's advance report never show, weeks rolled from a dice
// script up to completion, a market search that finds an item and its purchase from a purse, selling to a
// keen buyer, and the usage and input errors.
#include "CliRunner.h"
#include "TestSupport.h"

#include "campaign/Campaign.h"
#include "labs/LabRepository.h"
#include "StrictTest.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace hk;

class TestCliResearch : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;

    QString newCampaign(const QString& name)
    {
        const QString path = m_dir.filePath(name);
        CliResult r = runCli({QStringLiteral("campaign"), QStringLiteral("new"), path, QStringLiteral("--ruleset"),
                              QStringLiteral("tft-advanced-wizard-1980"), QStringLiteral("--day"), QStringLiteral("1")});
        if (r.exitCode != 0)
            hk::test::setupFailed(r.err);
        const QByteArray tam = QJsonDocument(test::legalWizard(QStringLiteral("Tam")).toJson()).toJson();
        r = runCli({QStringLiteral("character"), QStringLiteral("add"), path, QStringLiteral("--json-file"), QStringLiteral("-")}, tam);
        if (r.exitCode != 0)
            hk::test::setupFailed(r.err);
        r = runCli({QStringLiteral("money"), QStringLiteral("add"), path, QStringLiteral("Tam"), QStringLiteral("--amount"),
                    QStringLiteral("9000"), QStringLiteral("--reason"), QStringLiteral("Savings")});
        if (r.exitCode != 0)
            hk::test::setupFailed(r.err);
        return path;
    }

    // Labs have no CLI of their own yet: one is set up through the model, attuned to Tam.
    static qint64 addLab(const QString& path)
    {
        QString error;
        auto campaign = Campaign::open(path, test::registry(), &error);
        if (!campaign)
            return 0;
        LabRepository labs(campaign->database());
        Lab lab;
        lab.name = QStringLiteral("Tower laboratory");
        const qint64 id = labs.insert(lab, &error);
        labs.setAttuned(id, 1, 1, &error);
        return id;
    }

    static CliResult cli(const QStringList& args) { return runCli(args); }

private Q_SLOTS:
    void secretResearchToCompletion()
    {
        const QString path = newCampaign(QStringLiteral("research.hkc"));
        const QString lab = QString::number(addLab(path));
        CliResult r = cli({QStringLiteral("research"), QStringLiteral("start"), path, QStringLiteral("Tam")});
        QCOMPARE(r.exitCode, 2); // --kind missing
        r = cli({QStringLiteral("research"), QStringLiteral("start"), path, QStringLiteral("Tam"), QStringLiteral("--kind"),
                 QStringLiteral("new-gadget"), QStringLiteral("--lab"), lab});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("new-potion")), qPrintable(r.err));
        r = cli({QStringLiteral("research"), QStringLiteral("start"), path, QStringLiteral("Tam"), QStringLiteral("--kind"),
                 QStringLiteral("new-item"), QStringLiteral("--title"), QStringLiteral("Skyhook"), QStringLiteral("--level"),
                 QStringLiteral("12"), QStringLiteral("--dice"), QStringLiteral("3"), QStringLiteral("--lab"), lab});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("GM must set")), qPrintable(r.err));
        r = cli({QStringLiteral("research"), QStringLiteral("start"), path, QStringLiteral("Tam"), QStringLiteral("--kind"),
                 QStringLiteral("new-item"), QStringLiteral("--title"), QStringLiteral("Skyhook"), QStringLiteral("--level"),
                 QStringLiteral("12"), QStringLiteral("--dice"), QStringLiteral("3"), QStringLiteral("--weeks-needed"),
                 QStringLiteral("2"), QStringLiteral("--lab"), lab, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject started = r.json().object();
        QCOMPARE(started.value(QStringLiteral("kind")).toString(), QStringLiteral("research"));
        QCOMPARE(started.value(QStringLiteral("data")).toObject().value(QStringLiteral("gm")).toObject().value(QStringLiteral("weeksNeeded")).toInt(), 2);

        r = cli({QStringLiteral("research"), QStringLiteral("list"), path, QStringLiteral("--player"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json().array().size(), 1);
        QVERIFY2(!r.out.contains(QLatin1String("\"gm\"")) && !r.out.contains(QLatin1String("weeksNeeded")), qPrintable(r.out));
        r = cli({QStringLiteral("research"), QStringLiteral("list"), path, QStringLiteral("--player")});
        QVERIFY2(r.out.contains(QLatin1String("0 of ? weeks")) && !r.out.contains(QLatin1String("GM only")), qPrintable(r.out));
        r = cli({QStringLiteral("research"), QStringLiteral("list"), path});
        QVERIFY2(r.out.contains(QLatin1String("0 of 2 weeks [GM only]")), qPrintable(r.out));

        // Week 1 made (experiments die 1, then 1+2+3 against IQ 10): the players' report shows no secret.
        r = cli({QStringLiteral("--dice-script"), QStringLiteral("1,1,2,3"), QStringLiteral("advance"), path, QStringLiteral("--weeks"),
                 QStringLiteral("1"), QStringLiteral("--player")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("Skyhook")) && !r.out.contains(QLatin1String("secret")), qPrintable(r.out));
        r = cli({QStringLiteral("--dice-script"), QStringLiteral("2,2,2,3"), QStringLiteral("advance"), path, QStringLiteral("--weeks"),
                 QStringLiteral("1")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("notes for making it")), qPrintable(r.out));
        r = cli({QStringLiteral("research"), QStringLiteral("list"), path, QStringLiteral("--all"), QStringLiteral("--json")});
        const QJsonObject done = r.json().array().first().toObject();
        QCOMPARE(done.value(QStringLiteral("status")).toString(), QStringLiteral("done"));
        QCOMPARE(done.value(QStringLiteral("data")).toObject().value(QStringLiteral("history")).toArray().size(), 2);
        QCOMPARE(done.value(QStringLiteral("data")).toObject().value(QStringLiteral("recipe")).toObject().value(QStringLiteral("name")).toString(),
                 QStringLiteral("Skyhook"));
    }

    void spellRevealedAndLabMoved()
    {
        const QString path = newCampaign(QStringLiteral("spell.hkc"));
        const QString lab = QString::number(addLab(path));
        // Tam (IQ 10) rediscovers an IQ-8 spell seen cast... needs IQ 12: refused with the reason.
        CliResult r = cli({QStringLiteral("research"), QStringLiteral("start"), path, QStringLiteral("Tam"), QStringLiteral("--kind"),
                           QStringLiteral("seen-spell"), QStringLiteral("--spell"), QStringLiteral("Blur"), QStringLiteral("--lab"), lab});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("IQ 12")), qPrintable(r.err));
        r = cli({QStringLiteral("research"), QStringLiteral("start"), path, QStringLiteral("Tam"), QStringLiteral("--kind"),
                 QStringLiteral("seen-spell"), QStringLiteral("--level"), QStringLiteral("6"), QStringLiteral("--title"),
                 QStringLiteral("Blue Hair"), QStringLiteral("--lab"), lab});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("0 of 6 weeks")), qPrintable(r.out));
        r = cli({QStringLiteral("research"), QStringLiteral("reveal"), path, QStringLiteral("1")});
        QCOMPARE(r.exitCode, 1); // not finished
        r = cli({QStringLiteral("research"), QStringLiteral("move-lab"), path, QStringLiteral("1")});
        QCOMPARE(r.exitCode, 2);
        r = cli({QStringLiteral("research"), QStringLiteral("move-lab"), path, QStringLiteral("1"), QStringLiteral("--lab"), QStringLiteral("99")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("#99")), qPrintable(r.err));
        QStringList faces;
        for (int i = 0; i < 6; ++i)
            faces << QStringLiteral("1,1,2,3");
        r = cli({QStringLiteral("--dice-script"), faces.join(QLatin1Char(',')), QStringLiteral("advance"), path, QStringLiteral("--weeks"),
                 QStringLiteral("6")});
        QCOMPARE(r.exitCode, 0);
        r = cli({QStringLiteral("research"), QStringLiteral("reveal"), path, QStringLiteral("1")});
        QCOMPARE(r.exitCode, 0);
        r = cli({QStringLiteral("money"), QStringLiteral("balance"), path, QStringLiteral("Tam"), QStringLiteral("--json")});
        // $9,000 − 6 weeks × ($60 materials + $100 experiments) + $6,000 from the Guild.
        QVERIFY2(r.out.contains(QLatin1String("14040")), qPrintable(r.out));
    }

    void searchBuyAndSell()
    {
        const QString path = newCampaign(QStringLiteral("market.hkc"));
        CliResult r = cli({QStringLiteral("search"), QStringLiteral("start"), path, QStringLiteral("Tam"), QStringLiteral("--item"),
                           QStringLiteral("Ring"), QStringLiteral("--value"), QStringLiteral("-5"), QStringLiteral("--settlement"),
                           QStringLiteral("great city")});
        QCOMPARE(r.exitCode, 2);
        r = cli({QStringLiteral("search"), QStringLiteral("start"), path, QStringLiteral("Tam"), QStringLiteral("--item"),
                 QStringLiteral("Ring"), QStringLiteral("--value"), QStringLiteral("5000"), QStringLiteral("--settlement"),
                 QStringLiteral("hamlet")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("sizeable town")), qPrintable(r.err));
        r = cli({QStringLiteral("search"), QStringLiteral("start"), path, QStringLiteral("Tam"), QStringLiteral("--item"),
                 QStringLiteral("Ring of Speed"), QStringLiteral("--value"), QStringLiteral("5000"), QStringLiteral("--settlement"),
                 QStringLiteral("great city"), QStringLiteral("--magic"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QString id = QString::number(r.json().object().value(QStringLiteral("id")).toInt());
        r = cli({QStringLiteral("--dice-script"), QStringLiteral("1,1,2,2,2,4"), QStringLiteral("advance"), path, QStringLiteral("--weeks"),
                 QStringLiteral("1")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("$5,500")), qPrintable(r.out));
        r = cli({QStringLiteral("search"), QStringLiteral("list"), path, QStringLiteral("--all"), QStringLiteral("--json")});
        const QJsonObject found = r.json().array().first().toObject().value(QStringLiteral("data")).toObject();
        QCOMPARE(found.value(QStringLiteral("state")).toString(), QStringLiteral("found"));
        QCOMPARE(found.value(QStringLiteral("offer")).toObject().value(QStringLiteral("price")).toInt(), 5500);
        r = cli({QStringLiteral("search"), QStringLiteral("buy"), path, id}); // the party purse is empty
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("$5,500")), qPrintable(r.err));
        r = cli({QStringLiteral("search"), QStringLiteral("buy"), path, id, QStringLiteral("--pay"), QStringLiteral("Tam")});
        QCOMPARE(r.exitCode, 0);
        r = cli({QStringLiteral("money"), QStringLiteral("balance"), path, QStringLiteral("Tam"), QStringLiteral("--json")});
        QVERIFY2(r.out.contains(QLatin1String("3500")), qPrintable(r.out));

        r = cli({QStringLiteral("--dice-script"), QStringLiteral("2,2,2,2,2,5"), QStringLiteral("sell"), QStringLiteral("offer"), path,
                 QStringLiteral("Tam"), QStringLiteral("--item"), QStringLiteral("Wand"), QStringLiteral("--value"), QStringLiteral("1000"),
                 QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json().object().value(QStringLiteral("buyerFound")).toBool(), true);
        QCOMPARE(r.json().object().value(QStringLiteral("price")).toInt(), 2000);
        QCOMPARE(r.json().object().value(QStringLiteral("sold")).toBool(), false);
    }
};

QTEST_GUILESS_MAIN(TestCliResearch)
#include "tst_cli_research.moc"
