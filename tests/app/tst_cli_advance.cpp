// `hexkeeper-cli advance` end to end: advancing by weeks or days with JSON output, undo and redo across
// processes restoring the campaign, the guard against losing later changes, and usage errors.
#include "CliRunner.h"
#include "StrictTest.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

class TestCliAdvance : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;

    QString newCampaign(const QString& name)
    {
        const QString path = m_dir.filePath(name);
        const CliResult r = runCli({QStringLiteral("campaign"), QStringLiteral("new"), path, QStringLiteral("--ruleset"),
                                    QStringLiteral("tft-advanced-wizard-1980"), QStringLiteral("--seed"), QStringLiteral("7"),
                                    QStringLiteral("--day"), QStringLiteral("5")});
        if (r.exitCode != 0)
            hk::test::setupFailed(r.err);
        return path;
    }

    static int day(const QString& path)
    {
        const CliResult r = runCli({QStringLiteral("campaign"), QStringLiteral("info"), path, QStringLiteral("--json")});
        return r.json().object().value(QStringLiteral("calendarDay")).toInt();
    }

private Q_SLOTS:
    void advanceUndoRedo()
    {
        const QString path = newCampaign(QStringLiteral("adv.hkc"));
        CliResult r = runCli({QStringLiteral("advance"), path, QStringLiteral("--weeks"), QStringLiteral("8"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = r.json().object();
        QCOMPARE(o.value(QStringLiteral("fromDay")).toInt(), 5);
        QCOMPARE(o.value(QStringLiteral("toDay")).toInt(), 61);
        QVERIFY(!o.value(QStringLiteral("events")).toArray().isEmpty());
        QCOMPARE(day(path), 61);

        r = runCli({QStringLiteral("advance"), path, QStringLiteral("--days"), QStringLiteral("2")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("Day 63")), qPrintable(r.out));

        r = runCli({QStringLiteral("advance"), QStringLiteral("history"), path, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json().array().size(), 2);

        r = runCli({QStringLiteral("advance"), QStringLiteral("undo"), path});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(day(path), 61);
        r = runCli({QStringLiteral("advance"), QStringLiteral("undo"), path});
        QCOMPARE(day(path), 5);
        r = runCli({QStringLiteral("advance"), QStringLiteral("undo"), path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QLatin1String("no advance")));
        r = runCli({QStringLiteral("advance"), QStringLiteral("redo"), path});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(day(path), 61);
    }

    // Undo takes back the rows the advance wrote. A later change to one of them (the tired wolf rested, then
    // gained EP) makes it refuse; a later change elsewhere (the campaign's notes) is kept.
    void undoRefusesToLoseLaterChanges()
    {
        const QString path = newCampaign(QStringLiteral("guard.hkc"));
        const QByteArray wolf = R"({"name": "Tired Wolf", "role": "pet", "creature": "wolf", "st": 10, "dx": 14,
                                    "iq": 6, "ma": 12, "fatigue": 3})";
        QCOMPARE(runCli({QStringLiteral("character"), QStringLiteral("add"), path, QStringLiteral("--json-file"), QStringLiteral("-")},
                        wolf).exitCode, 0);
        QCOMPARE(runCli({QStringLiteral("advance"), path, QStringLiteral("--weeks"), QStringLiteral("1")}).exitCode, 0);
        QCOMPARE(runCli({QStringLiteral("campaign"), QStringLiteral("set"), path, QStringLiteral("--notes"), QStringLiteral("keep me")}).exitCode, 0);
        QCOMPARE(runCli({QStringLiteral("xp"), QStringLiteral("award"), path, QStringLiteral("--ids"), QStringLiteral("Tired Wolf"),
                         QStringLiteral("--amount"), QStringLiteral("5"), QStringLiteral("--reason"), QStringLiteral("later")}).exitCode, 0);
        CliResult r = runCli({QStringLiteral("advance"), QStringLiteral("undo"), path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("changed since")), qPrintable(r.err));
        QCOMPARE(day(path), 12);
        r = runCli({QStringLiteral("advance"), QStringLiteral("undo"), path, QStringLiteral("--force")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(day(path), 5);
        r = runCli({QStringLiteral("campaign"), QStringLiteral("info"), path, QStringLiteral("--json")});
        QCOMPARE(r.json().object().value(QLatin1String("notes")).toString(), QStringLiteral("keep me"));
    }

    void usageErrors()
    {
        const QString path = newCampaign(QStringLiteral("usage.hkc"));
        CliResult r = runCli({QStringLiteral("advance"), path});
        QCOMPARE(r.exitCode, 2);
        r = runCli({QStringLiteral("advance"), path, QStringLiteral("--days"), QStringLiteral("2"), QStringLiteral("--weeks"), QStringLiteral("1")});
        QCOMPARE(r.exitCode, 2);
        r = runCli({QStringLiteral("advance"), path, QStringLiteral("--weeks"), QStringLiteral("zero")});
        QCOMPARE(r.exitCode, 2);
        r = runCli({QStringLiteral("advance"), m_dir.filePath(QStringLiteral("missing.hkc")), QStringLiteral("--weeks"), QStringLiteral("1")});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(day(path), 5);
    }
};

QTEST_GUILESS_MAIN(TestCliAdvance)
#include "tst_cli_advance.moc"
