// `hexkeeper-cli activity …` end to end: listing what is under way, setting a study aside while the calendar
// moves, resuming it with its end moved back by the days lost and the week paid, cancelling it, and the
// errors for an unknown or ended activity.
#include "CliRunner.h"
#include "StrictTest.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

class TestCliActivity : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void pauseResumeCancel()
    {
        const QString path = m_dir.filePath(QStringLiteral("activity.hkc"));
        CliResult r = runCli(QStringList{QStringLiteral("campaign"), QStringLiteral("new"), path}
                             + words({"--ruleset", "tft-advanced-wizard-1980", "--seed", "3"}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = runCli(QStringList{QStringLiteral("character"), QStringLiteral("add"), path, QStringLiteral("--statblock"), QStringLiteral("-")},
                   "Mara, human wizard. ST 8, DX 12, IQ 12; Spells: Staff, Light.");
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = runCli(words({"money", "add"}) + QStringList{path, QStringLiteral("Mara")} + words({"--amount", "1000", "--reason", "Savings"}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = runCli(words({"learn", "start"}) + QStringList{path, QStringLiteral("Mara")}
                   + words({"--spell", "Detect Magic", "--method", "instruction", "--fee-per-week", "30", "--json"}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const int id = r.json().object().value(QStringLiteral("id")).toInt();
        const int due = r.json().object().value(QStringLiteral("dueDay")).toInt();
        QVERIFY(id > 0);

        r = runCli(words({"activity", "list"}) + QStringList{path, QStringLiteral("--json")});
        QCOMPARE(r.json().array().size(), 1);
        QCOMPARE(r.json().array().at(0)[QStringLiteral("kind")].toString(), QStringLiteral("learning"));

        r = runCli(words({"activity", "pause"}) + QStringList{path, QString::number(id)});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QLatin1String("halted (paused)")), qPrintable(r.out));
        r = runCli(QStringList{QStringLiteral("advance"), path} + words({"--weeks", "2"}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = runCli(words({"activity", "show"}) + QStringList{path, QString::number(id), QStringLiteral("--json")});
        QCOMPARE(r.json().object().value(QStringLiteral("status")).toString(), QStringLiteral("halted"));
        r = runCli(words({"money", "balance"}) + QStringList{path, QStringLiteral("Mara"), QStringLiteral("--json")});
        QCOMPARE(r.json().array().at(0)[QStringLiteral("balance")].toInt(), 970); // no teacher paid while set aside

        r = runCli(words({"activity", "resume"}) + QStringList{path, QString::number(id), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.json().object().value(QStringLiteral("status")).toString(), QStringLiteral("active"));
        QCOMPARE(r.json().object().value(QStringLiteral("dueDay")).toInt(), due + 14);
        r = runCli(words({"money", "balance"}) + QStringList{path, QStringLiteral("Mara"), QStringLiteral("--json")});
        QCOMPARE(r.json().array().at(0)[QStringLiteral("balance")].toInt(), 940);

        r = runCli(words({"activity", "cancel"}) + QStringList{path, QString::number(id)});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = runCli(words({"activity", "cancel"}) + QStringList{path, QString::number(id)});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("already ended")), qPrintable(r.err));
        QCOMPARE(runCli(words({"activity", "list"}) + QStringList{path, QStringLiteral("--json")}).json().array().size(), 0);
        QCOMPARE(runCli(words({"activity", "list"}) + QStringList{path, QStringLiteral("--all"), QStringLiteral("--json")}).json().array().size(), 1);

        QCOMPARE(runCli(words({"activity", "pause"}) + QStringList{path, QStringLiteral("abc")}).exitCode, 2);
        r = runCli(words({"activity", "show"}) + QStringList{path, QStringLiteral("99")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("no activity with id 99")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliActivity)
#include "tst_cli_activity.moc"
