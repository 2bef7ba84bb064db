// `hexkeeper-cli lab`, `brew` and `potion` end to end: buying and attuning a lab, a batch planned (with its
// refusals) and started, weeks rolled from a dice script — one a secret 16 — so that the faulty batch lands in
// stock, `potion list --player` (text and JSON) never showing the fault while the GM's listing does, healing
// doses used, and usage errors that change nothing.
#include "CliRunner.h"
#include "TestSupport.h"
#include "StrictTest.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace hk;

class TestCliAlchemy : public hk::test::StrictTest
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
                    QStringLiteral("12000"), QStringLiteral("--reason"), QStringLiteral("Savings")});
        if (r.exitCode != 0)
            hk::test::setupFailed(r.err);
        return path;
    }

    static CliResult cli(const QStringList& args) { return runCli(args); }

private Q_SLOTS:
    void labBrewAndSecretFault()
    {
        const QString path = newCampaign(QStringLiteral("alchemy.hkc"));
        CliResult r = cli({QStringLiteral("lab"), QStringLiteral("buy"), path, QStringLiteral("Tower"), QStringLiteral("--type"),
                           QStringLiteral("wizard"), QStringLiteral("--payer"), QStringLiteral("Tam"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const qint64 lab = r.json().object().value(QLatin1String("id")).toInteger();
        QCOMPARE(r.json().object().value(QLatin1String("tenure")).toString(), QStringLiteral("owned"));
        // Bad input: unknown type, missing --type; nothing is written.
        QCOMPARE(cli({QStringLiteral("lab"), QStringLiteral("buy"), path, QStringLiteral("X"), QStringLiteral("--type"),
                      QStringLiteral("observatory")}).exitCode, 1);
        QCOMPARE(cli({QStringLiteral("lab"), QStringLiteral("rent"), path, QStringLiteral("X")}).exitCode, 2);
        r = cli({QStringLiteral("lab"), QStringLiteral("list"), path, QStringLiteral("--json")});
        QCOMPARE(r.json().array().size(), 1);

        // Attune: 3 dice against DX 12.
        r = cli({QStringLiteral("lab"), QStringLiteral("attune"), path, QString::number(lab), QStringLiteral("Tam")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = cli({QStringLiteral("--dice-script"), QStringLiteral("2,3,4"), QStringLiteral("advance"), path, QStringLiteral("--weeks"),
                 QStringLiteral("1")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = cli({QStringLiteral("lab"), QStringLiteral("show"), path, QString::number(lab), QStringLiteral("--json")});
        QCOMPARE(r.json().object().value(QLatin1String("attuned")).toArray().size(), 1);

        // The plan lists what stops the batch; start refuses without the GM's confirmations.
        const QStringList batch{path, QStringLiteral("Tam"), QStringLiteral("--potion"), QStringLiteral("Healing"), QStringLiteral("--doses"),
                                QStringLiteral("4"), QStringLiteral("--lab"), QString::number(lab)};
        r = cli(QStringList{QStringLiteral("brew"), QStringLiteral("plan")} + batch + QStringList{QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.json().object().value(QLatin1String("payNow")).toInt(), 4 * 107);
        QCOMPARE(r.json().object().value(QLatin1String("problems")).toArray().size(), 2);
        r = cli(QStringList{QStringLiteral("brew"), QStringLiteral("start")} + batch);
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QLatin1String("book")));
        r = cli(QStringList{QStringLiteral("brew"), QStringLiteral("start")} + batch
                + QStringList{QStringLiteral("--book"), QStringLiteral("--trained"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.json().object().value(QLatin1String("kind")).toString(), QStringLiteral("alchemy"));

        // The week's roll is a 16, and the effect die picks the first of three.
        r = cli({QStringLiteral("--dice-script"), QStringLiteral("6,5,5,1"), QStringLiteral("advance"), path, QStringLiteral("--weeks"),
                 QStringLiteral("1"), QStringLiteral("--player")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(!r.out.contains(QLatin1String("faulty")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("ready")));

        r = cli({QStringLiteral("potion"), QStringLiteral("list"), path, QStringLiteral("--player")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QLatin1String("Healing")));
        QVERIFY2(!r.out.contains(QLatin1String("FAULTY")) && !r.out.contains(QLatin1String("inactive")), qPrintable(r.out));
        r = cli({QStringLiteral("potion"), QStringLiteral("list"), path, QStringLiteral("--player"), QStringLiteral("--json")});
        QVERIFY(!r.out.contains(QLatin1String("faulty")));
        QCOMPARE(r.json().array().first().toObject().value(QLatin1String("doses")).toInt(), 4);
        r = cli({QStringLiteral("brew"), QStringLiteral("list"), path, QStringLiteral("--all"), QStringLiteral("--player"), QStringLiteral("--json")});
        QVERIFY2(!r.out.contains(QLatin1String("faulty")) && !r.out.contains(QLatin1String("\"total\": 16")), qPrintable(r.out));
        r = cli({QStringLiteral("potion"), QStringLiteral("list"), path});
        QVERIFY(r.out.contains(QLatin1String("FAULTY (inactive), GM only")));

        // Tam made it, so Tam cannot find the fault; using it reveals it.
        const QString stock = QString::number(1);
        r = cli({QStringLiteral("potion"), QStringLiteral("detect"), path, stock, QStringLiteral("Tam"), QStringLiteral("--trained")});
        QCOMPARE(r.exitCode, 1);
        r = cli({QStringLiteral("potion"), QStringLiteral("use"), path, stock, QStringLiteral("--doses"), QStringLiteral("9")});
        QCOMPARE(r.exitCode, 1);
        r = cli({QStringLiteral("potion"), QStringLiteral("use"), path, stock});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = cli({QStringLiteral("potion"), QStringLiteral("list"), path, QStringLiteral("--player"), QStringLiteral("--json")});
        QVERIFY(r.json().array().first().toObject().value(QLatin1String("faulty")).toBool());
        QCOMPARE(r.json().array().first().toObject().value(QLatin1String("doses")).toInt(), 3);

        r = cli({QStringLiteral("potion"), QStringLiteral("give"), path, stock, QStringLiteral("party"), QStringLiteral("--doses"), QStringLiteral("2")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = cli({QStringLiteral("potion"), QStringLiteral("list"), path, QStringLiteral("--holder"), QStringLiteral("party"), QStringLiteral("--json")});
        QCOMPARE(r.json().array().size(), 1);
        QCOMPARE(r.json().array().first().toObject().value(QLatin1String("doses")).toInt(), 2);
        // Healing potions cannot be made into gas bombs.
        QCOMPARE(cli({QStringLiteral("potion"), QStringLiteral("bomb"), path, stock}).exitCode, 1);
    }
};

QTEST_GUILESS_MAIN(TestCliAlchemy)
#include "tst_cli_alchemy.moc"
