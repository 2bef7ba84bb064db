// `hexkeeper-cli players request|proposals|accept|refuse|requests|auto-accept|share-purse` end to end (issue 32): a player's
// requests sent as a script would, refused with the rules' words, listed with combat proposals under ids that
// cannot be confused ("r1", "p1"), accepted and refused, and accepted at once where the GM said so.
#include "app/CliRunner.h"
#include "StrictTest.h"

#include <QTemporaryDir>

class TestCliPlayerRequests : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_path;

    CliResult players(std::initializer_list<const char*> verbAndArgs, const QStringList& more = {})
    {
        QStringList args = words(verbAndArgs);
        args.insert(1, m_path);
        return runCli(QStringList{QStringLiteral("players")} + args + more);
    }

    // A request from Ann's page; the CLI's answer.
    CliResult request(const char* kind, const char* character, const char* data, const QStringList& more = {})
    {
        QStringList args{QStringLiteral("--link"), QStringLiteral("Ann"), QStringLiteral("--kind"), QString::fromUtf8(kind)};
        if (*character)
            args << QStringLiteral("--character") << QString::fromUtf8(character);
        args << QStringLiteral("--data") << QString::fromUtf8(data);
        return players({"request"}, args + more);
    }

    int st()
    {
        const CliResult show = runCli(words({"character", "show"}) + QStringList{m_path} + words({"Yzor", "--json"}));
        return show.json().object().value(QLatin1String("st")).toInt();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_path = m_dir.filePath(QStringLiteral("table.hkc"));
        QCOMPARE(runCli(words({"campaign", "new"}) + QStringList{m_path} + words({"--ruleset", "tft-advanced-wizard-1980"})).exitCode, 0);
        QCOMPARE(runCli(words({"character", "add"}) + QStringList{m_path} + words({"--statblock", "-"}),
                        "Yzor, human wizard. ST 10, DX 12, IQ 10, MA 10; Spells: Staff, Blur.\n")
                     .err,
                 QString());
        QCOMPARE(players({"add", "Ann", "--character", "Yzor"}).exitCode, 0);
    }

    void aRequestWaitsForTheGm()
    {
        // Nothing to spend yet: the rules' own words, and nothing waits.
        CliResult r = request("spend-xp", "Yzor", R"({"attribute":"ST"})");
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("Yzor has 0 EP")), qPrintable(r.err));
        QVERIFY(players({"proposals"}).out.contains(QLatin1String("No requests or proposals are waiting.")));
        QCOMPARE(runCli(words({"xp", "award"}) + QStringList{m_path} + words({"--ids", "1", "--amount", "100", "--reason", "A fight"})).exitCode, 0);
        r = request("spend-xp", "yzor", R"({"attribute":"ST"})", words({"--client-id", "page-7", "--json"}));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json().object().value(QLatin1String("id")).toString(), QStringLiteral("r1"));
        QCOMPARE(r.json().object().value(QLatin1String("status")).toString(), QStringLiteral("pending"));
        // Sent twice by a page that lost the answer: still one request.
        r = request("spend-xp", "yzor", R"({"attribute":"ST"})", words({"--client-id", "page-7"}));
        QVERIFY2(r.out.startsWith(QLatin1String("r1  Ann asks: Yzor: spend experience on ST")), qPrintable(r.out));
        const CliResult list = players({"proposals", "--json"});
        QCOMPARE(list.json().array().size(), 1);
        QCOMPARE(list.json().array().at(0).toObject().value(QLatin1String("kind")).toString(), QStringLiteral("spend-xp"));
        QCOMPARE(st(), 10);
        QCOMPARE(players({"accept", "r1"}).out.trimmed(), QStringLiteral("r1 accepted."));
        QCOMPARE(st(), 11);
        // Decided once.
        QVERIFY(players({"refuse", "r1"}).err.contains(QLatin1String("already been decided")));
    }

    void refusedAndTheReasonShown()
    {
        CliResult r = request("learn-spell", "Yzor", R"({"spell":"Fireball","method":"study"})");
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("Fireball is an IQ 12 spell; Yzor has IQ 10")), qPrintable(r.err));
        r = request("notes", "Yzor", R"({"text":"Yzor swears to find the thief."})");
        QCOMPARE(r.exitCode, 0);
        const QString id = r.out.section(QLatin1Char(' '), 0, 0);
        QCOMPARE(id, QStringLiteral("r2"));
        QCOMPARE(players({"refuse", "r2", "--reason", "Tell me at the table."}).exitCode, 0);
        const CliResult page = players({"requests", "Ann"});
        QVERIFY2(page.out.contains(QLatin1String("r2  Yzor: a note: refused (Tell me at the table.)")), qPrintable(page.out));
        QVERIFY(page.out.contains(QLatin1String("r1  Yzor: spend experience on ST: accepted")));
    }

    void autoAcceptedAtOnce()
    {
        QCOMPARE(players({"auto-accept", "notes", "on"}).out.trimmed(), QStringLiteral("Accepted at once: notes"));
        const CliResult r = request("notes", "1", R"({"text":"A second note."})");
        QVERIFY2(r.out.contains(QLatin1String("(accepted)")), qPrintable(r.out + r.err));
        const CliResult show = runCli(words({"character", "show"}) + QStringList{m_path} + words({"Yzor", "--json"}));
        QCOMPARE(show.json().object().value(QLatin1String("notes")).toString(), QStringLiteral("A second note."));
        QCOMPARE(players({"auto-accept", "notes", "off"}).out.trimmed(), QStringLiteral("Every request waits for the GM."));
    }

    // `players share-purse FILE [on|off]`: off in a new campaign, switched on and off, said in words or JSON.
    void thePurseIsSharedFromTheCli()
    {
        QCOMPARE(players({"share-purse"}).out.trimmed(), QStringLiteral("The party purse is not shown to players."));
        CliResult r = players({"share-purse", "on"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), QStringLiteral("The players' pages show the party purse."));
        QCOMPARE(players({"share-purse", "--json"}).json().object().value(QLatin1String("purse")).toBool(), true);
        QCOMPARE(players({"share-purse", "off", "--json"}).json().object().value(QLatin1String("purse")).toBool(), false);
        // Bad input: refused in words, nothing changed.
        r = players({"share-purse", "maybe"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("on or off")), qPrintable(r.err));
        QCOMPARE(runCli(words({"players", "share-purse", "/nonexistent/x.hkc", "on"})).exitCode, 1);
        QCOMPARE(players({"share-purse", "--json"}).json().object().value(QLatin1String("purse")).toBool(), false);
    }

    void badInputIsRefused()
    {
        QCOMPARE(players({"accept", "x4"}).exitCode, 2);
        QCOMPARE(players({"accept", "r99"}).exitCode, 1);
        QCOMPARE(players({"refuse", "p99"}).exitCode, 1);
        QCOMPARE(players({"auto-accept", "steal", "on"}).exitCode, 2);
        QCOMPARE(players({"auto-accept", "notes", "maybe"}).exitCode, 2);
        QCOMPARE(request("steal-gold", "Yzor", "{}").exitCode, 1);
        QCOMPARE(request("notes", "Yzor", R"({"text":"x","gm":1})").exitCode, 1);
        QCOMPARE(request("notes", "Yzor", "not json").exitCode, 2);
        QCOMPARE(players({"request"}, words({"--kind", "notes"})).exitCode, 2);
        const CliResult other = request("notes", "Nobody", R"({"text":"x"})");
        QVERIFY2(other.err.contains(QLatin1String("None of your characters is called")), qPrintable(other.err));
    }
};

QTEST_GUILESS_MAIN(TestCliPlayerRequests)
#include "tst_cli_player_requests.moc"
