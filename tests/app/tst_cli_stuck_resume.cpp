// Issue 33's stuck Resume, through hexkeeper-cli as a GM typed it: an attunement halted on the day its lab's
// upkeep and its roll fall due, resumed that same day once money came in, must be due again a week on and be
// resolved by the next advance (it used to stay "active" with its due day in the past, and the lab stayed
// booked for good). Work in a rented lab whose rental lapsed is not resumed: the CLI refuses and says what to do.
#include "CliRunner.h"
#include "StrictTest.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

class TestCliStuckResume : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;

    // A step that must work: a refusal is a warning, which fails the test.
    static CliResult must(const QStringList& args, const QByteArray& input = {})
    {
        const CliResult r = runCli(args, input);
        if (r.exitCode != 0)
            hk::test::setupFailed(QString::asprintf("%s: %s", qPrintable(args.join(QLatin1Char(' '))), qPrintable(r.err)));
        return r;
    }

    // A campaign on Day 1 with Tam, a wizard holding `money` dollars, and a wizard's lab obtained by `how`
    // ("buy" or "rent") and paid from Tam's purse; Tam starts attuning it (activity #1).
    QString attuning(const QString& name, int money, const char* how)
    {
        const QString path = m_dir.filePath(name);
        must({QStringLiteral("campaign"), QStringLiteral("new"), path, QStringLiteral("--ruleset"),
              QStringLiteral("tft-advanced-wizard-1980"), QStringLiteral("--day"), QStringLiteral("1")});
        must({QStringLiteral("character"), QStringLiteral("add"), path, QStringLiteral("--json-file"), QStringLiteral("-")},
             R"({"name":"Tam","race":"human","st":10,"dx":12,"iq":10,"type":"wizard","system":"tft",)"
             R"("spells":["staff","magic-fist","blur","aid","trip","summon-wolf","dazzle","light"]})");
        must({QStringLiteral("money"), QStringLiteral("add"), path, QStringLiteral("Tam"), QStringLiteral("--amount"),
              QString::number(money), QStringLiteral("--reason"), QStringLiteral("Savings")});
        must({QStringLiteral("lab"), QString::fromLatin1(how), path, QStringLiteral("Tower"), QStringLiteral("--type"),
              QStringLiteral("wizard"), QStringLiteral("--payer"), QStringLiteral("Tam")});
        must({QStringLiteral("lab"), QStringLiteral("attune"), path, QStringLiteral("1"), QStringLiteral("Tam")});
        return path;
    }

    static QJsonObject activity(const QString& path)
    {
        const QJsonArray all =
            must({QStringLiteral("activity"), QStringLiteral("list"), path, QStringLiteral("--all"), QStringLiteral("--json")})
                .json()
                .array();
        return all.isEmpty() ? QJsonObject() : all.first().toObject();
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // The owned lab: the week's upkeep cannot be paid on Day 8, the attunement's roll day.
    void resumedOnItsHaltDayIsResolved()
    {
        const QString path = attuning(QStringLiteral("owned.hkc"), 10000, "buy");
        must({QStringLiteral("advance"), path, QStringLiteral("--weeks"), QStringLiteral("1")});
        QJsonObject a = activity(path);
        QCOMPARE(a.value(QLatin1String("status")).toString(), QStringLiteral("halted"));
        QCOMPARE(a.value(QLatin1String("data")).toObject().value(QLatin1String("haltReason")).toString(), QStringLiteral("money"));

        must({QStringLiteral("money"), QStringLiteral("add"), path, QStringLiteral("Tam"), QStringLiteral("--amount"),
              QStringLiteral("100"), QStringLiteral("--reason"), QStringLiteral("A gift")});
        const CliResult resumed = must({QStringLiteral("activity"), QStringLiteral("resume"), path, QStringLiteral("1")});
        // Due again from today (Day 8): a week on, not the day it halted.
        QVERIFY2(resumed.out.contains(QLatin1String("Day 15")), qPrintable(resumed.out));
        QCOMPARE(activity(path).value(QLatin1String("dueDay")).toInt(), 15);

        const CliResult advanced = must({QStringLiteral("--dice-script"), QStringLiteral("2,3,4"), QStringLiteral("advance"), path,
                                         QStringLiteral("--weeks"), QStringLiteral("2")});
        QVERIFY2(advanced.out.contains(QLatin1String("attuned")), qPrintable(advanced.out));
        a = activity(path);
        QCOMPARE(a.value(QLatin1String("status")).toString(), QStringLiteral("done"));
        QCOMPARE(a.value(QLatin1String("endedDay")).toInt(), 15);
        // The lab is free again.
        const QJsonObject lab =
            must({QStringLiteral("lab"), QStringLiteral("show"), path, QStringLiteral("1"), QStringLiteral("--json")}).json().object();
        QCOMPARE(lab.value(QLatin1String("attuned")).toArray().size(), 1);
        QVERIFY2(lab.value(QLatin1String("bookings")).toArray().isEmpty(), qPrintable(QJsonDocument(lab).toJson()));
    }

    // The rented lab lapses on Day 8 (the second week's rent cannot be paid): Resume refuses and says what to do.
    void lapsedRentalIsNotResumed()
    {
        const QString path = attuning(QStringLiteral("rented.hkc"), 200, "rent");
        must({QStringLiteral("advance"), path, QStringLiteral("--weeks"), QStringLiteral("1")});
        must({QStringLiteral("money"), QStringLiteral("add"), path, QStringLiteral("Tam"), QStringLiteral("--amount"),
              QStringLiteral("1000"), QStringLiteral("--reason"), QStringLiteral("A gift")});
        const CliResult refused = runCli({QStringLiteral("activity"), QStringLiteral("resume"), path, QStringLiteral("1")});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(QLatin1String("no longer the party's")) && refused.err.contains(QLatin1String("Cancel")),
                 qPrintable(refused.err));
        QCOMPARE(activity(path).value(QLatin1String("status")).toString(), QStringLiteral("halted"));
        // Cancelling frees it; nothing is left active in the closed lab.
        must({QStringLiteral("activity"), QStringLiteral("cancel"), path, QStringLiteral("1")});
        QCOMPARE(activity(path).value(QLatin1String("status")).toString(), QStringLiteral("cancelled"));
    }
};

QTEST_GUILESS_MAIN(TestCliStuckResume)
#include "tst_cli_stuck_resume.moc"
