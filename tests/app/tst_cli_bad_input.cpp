// Malformed input through the CLI, table-driven (issue 15): campaign files, character files, stat blocks, house
// rules and arguments. Each row checks the exit code, a message that names the problem, and that the campaign
// file is byte for byte what it was.
#include "CliRunner.h"
#include "StrictTest.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>

namespace {

QByteArray digestOf(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

// "{F}" in an argument is the campaign file; "{DIR}" the test's folder.
QStringList expand(const QStringList& args, const QString& file, const QString& dir)
{
    QStringList out;
    for (QString a : args)
        out.append(a.replace(QLatin1String("{F}"), file).replace(QLatin1String("{DIR}"), dir));
    return out;
}

QByteArray characterFile(const QByteArray& character)
{
    return "{\"format\": 1, \"kind\": \"hexkeeper-characters\", \"characters\": [" + character + "]}";
}

} // namespace

class TestCliBadInput : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_path;

    bool patchedCopy(const QString& name, qint64 offset, const QByteArray& bytes)
    {
        const QString path = m_dir.filePath(name);
        if (!QFile::copy(m_path, path))
            return false;
        QFile f(path);
        return f.open(QIODevice::ReadWrite) && f.seek(offset) && f.write(bytes) == bytes.size();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("campaign.hkc"));
        CliResult r = runCli({QStringLiteral("campaign"), QStringLiteral("new"), m_path, QStringLiteral("--ruleset"),
                              QStringLiteral("tft-advanced-wizard-1980"), QStringLiteral("--seed"), QStringLiteral("3")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = runCli({QStringLiteral("character"), QStringLiteral("add"), m_path, QStringLiteral("--statblock"), QStringLiteral("-")},
                   "Yzor, human wizard. ST 10, DX 12, IQ 10, MA 10; Spells: Staff, Blur.\n");
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // Damaged and foreign files beside it.
        QFile junk(m_dir.filePath(QStringLiteral("junk.hkc")));
        QVERIFY(junk.open(QIODevice::WriteOnly) && junk.write("this is not a campaign") > 0);
        junk.close();
        QFile empty(m_dir.filePath(QStringLiteral("empty.hkc")));
        QVERIFY(empty.open(QIODevice::WriteOnly));
        empty.close();
        // Copies with a damaged header: SQLite's user_version (offset 60) at -1, its application id (68) cleared,
        // and one cut short in the middle of its pages.
        QVERIFY(patchedCopy(QStringLiteral("version-minus-one.hkc"), 60, QByteArray(4, '\xff')));
        QVERIFY(patchedCopy(QStringLiteral("foreign.hkc"), 68, QByteArray(4, '\0')));
        QVERIFY(QFile::copy(m_path, m_dir.filePath(QStringLiteral("cut.hkc"))));
        QFile cut(m_dir.filePath(QStringLiteral("cut.hkc")));
        QVERIFY(cut.resize(cut.size() / 2 + 123));
    }

    void refused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const auto row = [](const char* name, QStringList args, QByteArray input, int code, const char* message) {
            QTest::newRow(name) << args << input << code << QString::fromUtf8(message);
        };
        const QByteArray none;
        const QStringList addJson{"character", "add", "{F}", "--json-file", "-"};
        const QStringList addBlock{"character", "add", "{F}", "--statblock", "-"};

        // Arguments: numbers out of bounds or not numbers.
        row("dice modifier beyond an int", {"dice", "roll", "3d6+99999999999"}, none, 2, "at most 1000");
        row("dice count beyond an int", {"dice", "roll", "99999999999d6"}, none, 2, "0 to 100 dice");
        row("too many dice", {"dice", "roll", "101d6"}, none, 2, "0 to 100 dice");
        row("one-sided dice", {"dice", "roll", "3d1"}, none, 2, "2 to 1000 sides");
        row("not dice", {"dice", "roll", "fireball"}, none, 2, "not a dice expression");
        row("events limit beyond an int", {"campaign", "events", "{F}", "--limit", "99999999999"}, none, 2, "--limit must be between 1 and");
        row("events limit zero", {"campaign", "events", "{F}", "--limit", "0"}, none, 2, "--limit must be between 1 and");
        row("events limit not a number", {"campaign", "events", "{F}", "--limit", "ten"}, none, 2, "--limit must be a whole number");
        row("dice log limit negative", {"dice", "log", "{F}", "--limit", "-5"}, none, 2, "--limit must be between 1 and");
        row("advance zero weeks", {"advance", "{F}", "--weeks", "0"}, none, 2, "--weeks must be between 1 and");
        row("advance too many weeks", {"advance", "{F}", "--weeks", "999999999999"}, none, 2, "--weeks must be between 1 and");
        row("advance too many days", {"advance", "{F}", "--days", "3651"}, none, 2, "--days must be between 1 and 3650");
        row("advance both", {"advance", "{F}", "--days", "3", "--weeks", "1"}, none, 2, "either --days N or --weeks N");
        row("advance neither", {"advance", "{F}"}, none, 2, "either --days N or --weeks N");
        row("xp award beyond an int", {"xp", "award", "{F}", "--ids", "Yzor", "--amount", "2147483648", "--reason", "x"}, none, 2, "--amount must be between");
        row("xp award past the limit", {"xp", "award", "{F}", "--ids", "Yzor", "--amount", "100000001", "--reason", "x"}, none, 2, "between -100000000 and 100000000");
        row("xp award not a number", {"xp", "award", "{F}", "--ids", "Yzor", "--amount", "lots", "--reason", "x"}, none, 2, "--amount must be a whole number");
        row("money amount beyond an int", {"money", "add", "{F}", "Yzor", "--amount", "99999999999"}, none, 2, "--amount must be between 1 and");
        row("money amount zero", {"money", "add", "{F}", "Yzor", "--amount", "0"}, none, 2, "--amount must be between 1 and");
        row("bestiary copies beyond an int", {"character", "add", "{F}", "--bestiary", "wolf", "--copies", "99999999999"}, none, 2, "--copies must be between 1 and 1000");
        row("bestiary copies zero", {"character", "add", "{F}", "--bestiary", "wolf", "--copies", "0"}, none, 2, "--copies must be between 1 and 1000");
        row("unknown creature", {"character", "add", "{F}", "--bestiary", "no-such-beast"}, none, 1, "no-such-beast");
        row("unknown command", {"character", "fly", "{F}"}, none, 2, "fly");
        row("missing file argument", {"character", "list"}, none, 2, "FILE");
        row("unknown character", {"character", "show", "{F}", "Nobody"}, none, 1, "Nobody");
        row("activity id a word", {"activity", "show", "{F}", "abc"}, none, 2, "ACTIVITY must be an id");
        row("activity id zero", {"activity", "show", "{F}", "0"}, none, 2, "ACTIVITY must be an id");
        row("unknown activity", {"activity", "show", "{F}", "999"}, none, 1, "999");
        row("research id a word", {"research", "reveal", "{F}", "first"}, none, 2, "RESEARCH must be an id");
        row("negative value without --", {"house-rules", "set", "{F}", "spell", "blur", "iq", "-5"}, none, 2, "goes after --");
        row("workshop absence beyond a week", {"project", "away", "{F}", "1", "--wizard", "Yzor", "--days", "8"}, none, 2, "--days must be between 1 and 7");

        // House rules: the kind's schema, with bounds, and the book's kind of value for parameters.
        row("house rule ST beyond an int", {"house-rules", "set", "{F}", "creature", "wolf", "st", "2147483648"}, none, 1, "outside 0..1000");
        row("house rule ST beyond the schema", {"house-rules", "set", "{F}", "creature", "wolf", "st", "5000"}, none, 1, "outside 0..1000");
        row("house rule ST as text", {"house-rules", "set", "{F}", "creature", "wolf", "st", "\"strong\""}, none, 1, "expected int");
        row("house rule parameter as text", {"house-rules", "set", "{F}", "parameter", "days-per-month", "value", "\"many\""}, none, 1, "so a house rule must too");
        row("house rule parameter zero", {"house-rules", "set", "{F}", "parameter", "days-per-month", "value", "0"}, none, 1, "must stay above 0");
        row("house rule unknown entry", {"house-rules", "set", "{F}", "creature", "unicorn-king", "st", "12"}, none, 1, "unicorn-king");
        row("house rule unknown field", {"house-rules", "set", "{F}", "creature", "wolf", "wings", "2"}, none, 1, "wings");

        // Campaign files.
        row("no such file", {"campaign", "info", "{DIR}/missing.hkc"}, none, 1, "missing.hkc");
        row("not a campaign", {"campaign", "info", "{DIR}/junk.hkc"}, none, 1, "junk.hkc");
        row("an empty file", {"campaign", "info", "{DIR}/empty.hkc"}, none, 1, "empty.hkc");
        row("a folder", {"campaign", "info", "{DIR}"}, none, 1, "is a directory");
        row("schema version -1", {"campaign", "info", "{DIR}/version-minus-one.hkc"}, none, 1, "schema version -1 is impossible");
        row("another program's database", {"campaign", "info", "{DIR}/foreign.hkc"}, none, 1, "not a Hexkeeper campaign");
        row("a file cut short", {"campaign", "info", "{DIR}/cut.hkc"}, none, 1, "cut.hkc");
        row("new over an existing campaign", {"campaign", "new", "{F}", "--ruleset", "tft-wizard-1978"}, none, 1, "exists");
        row("new on day beyond the calendar", {"campaign", "new", "{DIR}/late.hkc", "--ruleset", "tft-wizard-1978", "--day", "2147483640"}, none, 2, "--day must be between 1 and 1000000");
        row("new with an unknown ruleset", {"campaign", "new", "{DIR}/odd.hkc", "--ruleset", "no-such-rules"}, none, 1, "no-such-rules");

        // Character files.
        row("character file from the future", addJson, characterFile("{\"name\": \"Vessa\"}").replace("\"format\": 1", "\"format\": 99999999999"), 1, "format 99999999999");
        row("character format from the future", addJson, characterFile("{\"format\": 2, \"name\": \"Vessa\"}"), 1, "newer Hexkeeper");
        row("character without a name", addJson, characterFile("{\"st\": 10}"), 1, "needs a name");
        row("character ST beyond an int", addJson, characterFile("{\"name\": \"Vessa\", \"st\": 2147483648}"), 1, "far too large");
        row("character ST beyond the limit", addJson, characterFile("{\"name\": \"Vessa\", \"role\": \"monster\", \"st\": 5000}"), 1, "between 0 and 1000");
        row("character ST a fraction", addJson, characterFile("{\"name\": \"Vessa\", \"st\": 10.5}"), 1, "whole number");
        row("character ST a word", addJson, characterFile("{\"name\": \"Vessa\", \"st\": \"ten\"}"), 1, "whole number");
        row("character wounds negative", addJson, characterFile("{\"name\": \"Vessa\", \"role\": \"monster\", \"wounds\": -2147483648}"), 1, "Wounds must be between 0 and");
        row("character name with a new line", addJson, characterFile("{\"name\": \"Ves\\nsa\", \"role\": \"monster\"}"), 1, "control characters");
        row("character name with NUL", addJson, characterFile("{\"name\": \"Ves\\u0000sa\", \"role\": \"monster\"}"), 1, "control characters");
        row("character name far too long", addJson, characterFile("{\"name\": \"" + QByteArray(5000, 'a') + "\", \"role\": \"monster\"}"), 1, "at most 200 characters");
        row("character unknown role", addJson, characterFile("{\"name\": \"Vessa\", \"role\": \"king\"}"), 1, "Unknown role");
        row("character spells not a list", addJson, characterFile("{\"name\": \"Vessa\", \"spells\": \"blur\"}"), 1, "must be a list");
        row("character gear DX beyond the limit", addJson, characterFile("{\"name\": \"Vessa\", \"role\": \"monster\", \"gear\": [{\"slot\": \"armor\", \"name\": \"Plate\", \"dx\": -2147483648}]}"), 1, "between -1000 and 1000");
        row("character gear damage absurd", addJson, characterFile("{\"name\": \"Vessa\", \"role\": \"monster\", \"gear\": [{\"slot\": \"weapon\", \"name\": \"Club\", \"damage\": \"1000000000d6\"}]}"), 1, "Club: its damage");
        row("character gear without a slot", addJson, characterFile("{\"name\": \"Vessa\", \"gear\": [{\"name\": \"Sword\"}]}"), 1, "slot");
        row("character file not JSON", addJson, "{\"format\": 1, \"characters\": [", 1, "");
        row("character file of another kind", addJson, "{\"format\": 1, \"kind\": \"recipes\", \"characters\": []}", 1, "not a Hexkeeper character file");
        row("character file not UTF-8", addJson, characterFile("{\"name\": \"Ves\xff\xfe\"}"), 1, "");

        // Stat blocks.
        row("stat block ST beyond an int", addBlock, "Vessa, human wizard. ST 99999999999999, DX 12, IQ 10.\n", 1, "beyond the limit of 1000");
        row("stat block ST beyond the limit", addBlock, "Vessa, human wizard. ST 1001, DX 12, IQ 10.\n", 1, "beyond the limit of 1000");
        row("stat block without IQ", addBlock, "Vessa, human wizard. ST 10, DX 12.\n", 1, "no IQ");
        row("stat block without a name", addBlock, ", human wizard. ST 10, DX 12, IQ 10.\n", 1, "no name");
        row("stat block with no attributes", addBlock, "Vessa the Quick\n", 1, "no ST, DX or IQ");
        row("stat block not UTF-8", addBlock, "Ves\xff\xfe, human wizard. ST 10, DX 12, IQ 10.\n", 1, "not valid UTF-8");
        row("stat block name far too long", addBlock, QByteArray(5000, 'a') + ", human wizard. ST 10, DX 12, IQ 10.\n", 1, "at most 200 characters");
        row("blank stat block input", addBlock, "\n", 1, "");
    }

    void refused()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, input);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const QByteArray before = digestOf(m_path);
        QVERIFY(!before.isEmpty());
        const CliResult r = runCli(expand(args, m_path, m_dir.path()), input);
        const QString shown = QStringLiteral("exit %1\nstdout: %2\nstderr: %3").arg(r.exitCode).arg(r.out.left(400), r.err.left(400));
        QVERIFY2(r.exitCode == exitCode, qPrintable(shown));
        QVERIFY2(!r.err.trimmed().isEmpty(), qPrintable(shown)); // always a message
        QVERIFY2(r.err.contains(message), qPrintable(shown));
        QVERIFY2(!r.err.contains(QLatin1String("QCommandLineParser")), qPrintable(shown)); // no Qt warning instead of a message
        QCOMPARE(digestOf(m_path), before);
    }
};

QTEST_GUILESS_MAIN(TestCliBadInput)
#include "tst_cli_bad_input.moc"
