// Issue 32 (a, b): invisible direction controls, halves of surrogate pairs and control characters, pushed through
// every service that stores what a GM or a player types (the services the window, the CLI and the players' server
// call). A name with one is refused with a message that names the problem and changes nothing (the campaign's
// digest and its undo history are as they were); free text is stored cleaned. After every row no text in the file
// holds a direction control, invalid UTF-8 or an escaped half pair. The last test runs `character add` through the
// real CLI.
#include "app/CliRunner.h"
#include "server/PlayersTable.h"

#include "commands/ChangeHistory.h"
#include "labs/Labs.h"
#include "players/PlayerProposals.h"
#include "research/MarketSearch.h"
#include "wizwar/WizWarGames.h"
#include "workshop/WorkshopProjects.h"
#include "repositories/CampaignRepository.h"
#include "text/UserText.h"
#include "StrictTest.h"

#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringDecoder>

#include <functional>

using namespace hk;
using namespace hk::test;

namespace {

// The campaigns the rows work on: the players' table (Advanced Wizard) and a Wiz-War campaign.
struct Tables
{
    PlayersTable players;
    std::unique_ptr<Campaign> wizWar;
};
using Edit = std::function<bool(Tables&, const QString& text, QString* error)>;

QString with(const char* before, QChar c, const char* after = "")
{
    return QString::fromUtf8(before) + c + QString::fromUtf8(after);
}

// The bad texts: each with the words the refusal of a name must hold.
QList<std::tuple<const char*, QString, const char*>> badTexts()
{
    return {{"right-to-left override", with("Ann", QChar(0x202E), "nna"), "invisible direction mark (U+202E)"},
            {"left-to-right embedding", with("Ann", QChar(0x202A)), "invisible direction mark (U+202A)"},
            {"pop directional formatting", with("Ann", QChar(0x202C)), "invisible direction mark"},
            {"right-to-left isolate", with("Ann", QChar(0x2067), "x"), "invisible direction mark (U+2067)"},
            {"pop directional isolate", with("Ann", QChar(0x2069)), "invisible direction mark"},
            {"left-to-right mark", with("Ann", QChar(0x200E)), "invisible direction mark (U+200E)"},
            {"right-to-left mark", with("Ann", QChar(0x200F)), "invisible direction mark (U+200F)"},
            {"Arabic letter mark", with("Ann", QChar(0x061C)), "invisible direction mark (U+061C)"},
            {"half a pair, high", with("Ann", QChar(0xD83D), "x"), "broken character"},
            {"half a pair, low, at the end", with("Ann", QChar(0xDE00)), "broken character"},
            {"a pair the wrong way round", QString(QChar(0xDE00)) + QChar(0xD83D), "broken character"},
            {"line break", QStringLiteral("Ann\nBen"), "line breaks or other control characters"},
            {"carriage return", QStringLiteral("Ann\rBen"), "line breaks or other control characters"},
            {"tab", QStringLiteral("Ann\tBen"), "line breaks or other control characters"},
            {"escape", QStringLiteral("Ann\x1b[31m"), "line breaks or other control characters"}};
}

bool addCharacter(Tables& t, const Character& c, QString* error)
{
    return Roster(*t.players.campaign).add(c, nullptr, error);
}

bool editYzor(Tables& t, const std::function<void(Character&)>& change, QString* error)
{
    Character c;
    if (!Roster(*t.players.campaign).find(t.players.yzor, &c, error))
        return false;
    change(c);
    return Roster(*t.players.campaign).update(c, error);
}

wizwar::SetupChoice twoPlayers(const QString& first = QStringLiteral("Ann"))
{
    wizwar::SetupChoice choice;
    choice.players = {{first, {}}, {QStringLiteral("Bob"), {}}};
    choice.schools = {QStringLiteral("alchemy"), QStringLiteral("elemental"), QStringLiteral("mentalism")};
    return choice;
}

// The services that store a name, as the window, the CLI and the players' server call them.
QList<std::pair<const char*, Edit>> nameEdits()
{
    return {
        {"character add: name", [](Tables& t, const QString& s, QString* e) { return addCharacter(t, legalWizard(s), e); }},
        {"character add: party", [](Tables& t, const QString& s, QString* e) { return addCharacter(t, legalWizard(QStringLiteral("Cid"), s), e); }},
        {"character add: player", [](Tables& t, const QString& s, QString* e) {
             Character c = legalWizard(QStringLiteral("Cid"));
             c.player = s;
             return addCharacter(t, c, e);
         }},
        {"character edit: name", [](Tables& t, const QString& s, QString* e) { return editYzor(t, [&](Character& c) { c.name = s; }, e); }},
        {"character edit: gear", [](Tables& t, const QString& s, QString* e) {
             return editYzor(t, [&](Character& c) { Gear g;
                 g.slot = QStringLiteral("weapon");
                 g.name = s;
                 g.damage = QStringLiteral("1d6");
                 c.gear.append(g); }, e);
         }},
        {"character file (exchange JSON)", [](Tables& t, const QString& s, QString* e) {
             QList<Character> list;
             const QByteArray file = QJsonDocument(Roster::exportJson({legalWizard(s)})).toJson();
             return Roster::parseExchange(file, &list, e) && Roster(*t.players.campaign).addAll(list, nullptr, e);
         }},
        {"campaign rename", [](Tables& t, const QString& s, QString* e) { return t.players.campaign->rename(s, e); }},
        {"campaign new", [](Tables& t, const QString& s, QString* e) {
             const QString path = t.players.campaign->path() + QStringLiteral(".new.hkc");
             const bool made = bool(Campaign::create(path, {s, QStringLiteral("tft-advanced-wizard-1980"), {}, 5, 1}, registry(), e));
             return made || QFile::exists(path); // a refused campaign leaves no file behind
         }},
        {"encounter create", [](Tables& t, const QString& s, QString* e) { return Encounters(*t.players.campaign).create(s, 10, 10, false, nullptr, e); }},
        {"encounter rename", [](Tables& t, const QString& s, QString* e) { return Encounters(*t.players.campaign).rename(t.players.encounter, s, e); }},
        {"encounter duplicate", [](Tables& t, const QString& s, QString* e) { return Encounters(*t.players.campaign).duplicate(t.players.encounter, s, nullptr, e); }},
        {"player's link", [](Tables& t, const QString& s, QString* e) { return PlayerLinks(*t.players.campaign).create(s, {}, nullptr, e); }},
        {"laboratory", [](Tables& t, const QString& s, QString* e) { return Labs(*t.players.campaign).add(s, QStringLiteral("wizard"), 0, nullptr, e); }},
        {"magic item (workshop)", [](Tables& t, const QString& s, QString* e) {
             WorkshopRequest r;
             r.lead = t.players.yzor;
             r.itemName = s;
             return WorkshopProjects(*t.players.campaign).start(r, nullptr, e);
         }},
        {"market search", [](Tables& t, const QString& s, QString* e) {
             return MarketSearch(*t.players.campaign).start(t.players.yzor, {s, 100, QStringLiteral("city")}, nullptr, e);
         }},
        {"Wiz-War game", [](Tables& t, const QString& s, QString* e) { return WizWarGames(*t.wizWar).create(s, twoPlayers(), e) > 0; }},
        {"Wiz-War player", [](Tables& t, const QString& s, QString* e) {
             return WizWarGames(*t.wizWar).create(QStringLiteral("Duel"), twoPlayers(s), e) > 0;
         }},
    };
}

// A pending proposal of Ann's for Yzor, for the GM to refuse.
qint64 propose(PlayersTable& t, QString* error)
{
    const std::optional<CombatParameters> p = CombatParameters::load(t.campaign->rules(), error);
    if (!p)
        return 0;
    const QList<ProposalChoice> choices = PlayerProposals::choices(t.state(), t.ann, *p);
    if (choices.isEmpty() || choices.first().options.isEmpty())
        return 0;
    qint64 id = 0;
    PlayerProposals(*t.campaign).propose(t.ann, t.encounter, t.yzorFigure, choices.first().options.first().key,
                                         HexMap::toAxial(5, 6), &id, error);
    return id;
}

// The services that store free text: each takes "Because <bad> of the wolf" and must store it cleaned.
QList<std::pair<const char*, Edit>> freeTextEdits()
{
    return {
        {"campaign notes", [](Tables& t, const QString& s, QString* e) { return t.players.campaign->setNotes(QStringLiteral("Plan:\n") + s, e); }},
        {"character notes", [](Tables& t, const QString& s, QString* e) { return editYzor(t, [&](Character& c) { c.notes = s; }, e); }},
        {"a roll's why", [](Tables& t, const QString& s, QString* e) {
             RollRecord r;
             return t.players.campaign->dice().rollStep(QStringLiteral("3d6"), std::nullopt, {QStringLiteral("Ann"), s, false}, &r, e);
         }},
        {"experience reason", [](Tables& t, const QString& s, QString* e) { return Roster(*t.players.campaign).awardXp({t.players.yzor}, 5, s, e); }},
        {"refusal's reason", [](Tables& t, const QString& s, QString* e) {
             const qint64 id = propose(t.players, e);
             return id > 0 && PlayerProposals(*t.players.campaign).refuse(id, s, e);
         }},
    };
}

// Every text value in the file, by table and column, that is not valid UTF-8 or holds a direction control or
// a half pair, plain or escaped in JSON.
QStringList dirtyTexts(const QSqlDatabase& db)
{
    static const QRegularExpression escapedHalf(QStringLiteral("\\\\u[dD][89a-fA-F][0-9a-fA-F]{2}"));
    QStringList out;
    QSqlQuery tables(db);
    tables.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"));
    while (tables.next()) {
        const QString table = tables.value(0).toString();
        QSqlQuery columns(db);
        columns.exec(QStringLiteral("SELECT name FROM pragma_table_info('%1')").arg(table));
        while (columns.next()) {
            const QString column = columns.value(0).toString();
            QSqlQuery values(db);
            values.exec(QStringLiteral("SELECT CAST(\"%1\" AS BLOB) FROM \"%2\" WHERE typeof(\"%1\") = 'text'").arg(column, table));
            while (values.next()) {
                QStringDecoder utf8(QStringDecoder::Utf8);
                const QString text = utf8(values.value(0).toByteArray());
                if (utf8.hasError() || UserText::needsCleaning(text) || text.contains(escapedHalf))
                    out.append(QStringLiteral("%1.%2: %3").arg(table, column, text.left(80)));
            }
        }
    }
    return out;
}

bool fileHolds(const QSqlDatabase& db, const QString& text)
{
    const QString like = QLatin1Char('%') + text + QLatin1Char('%');
    for (const char* sql : {"SELECT 1 FROM dice_log WHERE purpose LIKE ?", "SELECT 1 FROM campaign WHERE notes LIKE ?",
                            "SELECT 1 FROM character WHERE data LIKE ?", "SELECT 1 FROM xp_ledger WHERE reason LIKE ?",
                            "SELECT 1 FROM player_proposal WHERE reason LIKE ?"}) {
        QSqlQuery q(db);
        q.prepare(QString::fromLatin1(sql));
        q.addBindValue(like);
        if (!q.exec())
            hk::test::setupFailed(q.lastError().text());
        if (q.next())
            return true;
    }
    return false;
}

} // namespace

class TestUserText : public hk::test::StrictTest
{
    Q_OBJECT
    Tables m_table;

    QString digests(test::CallSite where = HK_CALL_SITE)
    {
        return test::digestOf(*m_table.players.campaign, where) + test::digestOf(*m_table.wizWar, where);
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString problem = m_table.players.build();
        if (!problem.isEmpty())
            QFAIL(qPrintable(problem));
        QString error;
        m_table.wizWar = Campaign::create(m_table.players.campaign->path() + QStringLiteral(".wizwar.hkc"),
                                          {QStringLiteral("Wiz-War"), QStringLiteral("wiz-war"), {}, 11, 1}, registry(), &error);
        if (!m_table.wizWar)
            QFAIL(qPrintable(error));
    }

    void theRule_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("problem");
        QTest::addColumn<QString>("cleaned");
        QTest::newRow("plain") << QStringLiteral("Ann-Marie") << int(UserText::Problem::None) << QStringLiteral("Ann-Marie");
        QTest::newRow("a whole pair") << QString::fromUtf8("Ann \xF0\x9F\x98\x80") << int(UserText::Problem::None) << QString::fromUtf8("Ann \xF0\x9F\x98\x80");
        QTest::newRow("Hebrew letters") << QString::fromUtf8("\xD7\xA9\xD7\x9C\xD7\x95\xD7\x9D") << int(UserText::Problem::None)
                                        << QString::fromUtf8("\xD7\xA9\xD7\x9C\xD7\x95\xD7\x9D");
        QTest::newRow("override") << with("a", QChar(0x202E), "b") << int(UserText::Problem::DirectionMark) << QStringLiteral("ab");
        QTest::newRow("half") << with("a", QChar(0xD800), "b") << int(UserText::Problem::BrokenCharacter) << with("a", QChar(0xFFFD), "b");
        QTest::newRow("line break") << QStringLiteral("a\nb") << int(UserText::Problem::ControlCharacter) << QStringLiteral("a\nb");
        // JSON: Qt escapes only halves (a whole pair is written as UTF-8); an escaped backslash is no escape.
        QTest::newRow("json half") << QStringLiteral("{\"n\":\"a\\ud800b\"}") << int(UserText::Problem::None) << with("{\"n\":\"a", QChar(0xFFFD), "b\"}");
        QTest::newRow("json low half") << QStringLiteral("[\"\\uDC00\"]") << int(UserText::Problem::None) << with("[\"", QChar(0xFFFD), "\"]");
        QTest::newRow("json pair") << QStringLiteral("{\"n\":\"\\ud83d\\ude00\"}") << int(UserText::Problem::None) << QStringLiteral("{\"n\":\"\\ud83d\\ude00\"}");
        QTest::newRow("json backslash") << QStringLiteral("{\"n\":\"\\\\ud800\"}") << int(UserText::Problem::None) << QStringLiteral("{\"n\":\"\\\\ud800\"}");
    }
    void theRule()
    {
        QFETCH(QString, text);
        QFETCH(int, problem);
        QFETCH(QString, cleaned);
        QCOMPARE(int(UserText::nameProblem(text)), problem);
        QCOMPARE(UserText::cleanStored(text), cleaned);
    }

    void badNamesAreRefused_data()
    {
        QTest::addColumn<int>("edit");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("words");
        const auto edits = nameEdits();
        for (int i = 0; i < edits.size(); ++i) {
            for (const auto& [label, text, words] : badTexts())
                QTest::addRow("%s, %s", edits.at(i).first, label) << i << text << QString::fromUtf8(words);
        }
    }
    void badNamesAreRefused()
    {
        QFETCH(int, edit);
        QFETCH(QString, text);
        QFETCH(QString, words);
        Campaign& c = *m_table.players.campaign;
        const QString before = digests();
        const int steps = c.undoStack()->count() + m_table.wizWar->undoStack()->count();
        QString error;
        QVERIFY2(!nameEdits().at(edit).second(m_table, text, &error), "the bad name was taken");
        QVERIFY2(error.contains(words), qPrintable(error));
        QVERIFY2(!UserText::needsCleaning(error), "the message itself holds the bad character");
        QCOMPARE(digests(), before);
        QCOMPARE(c.undoStack()->count() + m_table.wizWar->undoStack()->count(), steps);
    }

    void freeTextIsStoredCleaned_data()
    {
        QTest::addColumn<int>("edit");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("stored");
        const auto edits = freeTextEdits();
        const QList<std::pair<const char*, QChar>> marks{{"override", QChar(0x202E)}, {"isolate", QChar(0x2067)},
                                                         {"mark", QChar(0x200F)}, {"Arabic mark", QChar(0x061C)}};
        for (int i = 0; i < edits.size(); ++i) {
            for (const auto& [label, mark] : marks)
                QTest::addRow("%s, %s", edits.at(i).first, label) << i << with("Because", mark, " of the wolf") << QStringLiteral("Because of the wolf");
            QTest::addRow("%s, half a pair", edits.at(i).first) << i << with("Because", QChar(0xD800), " of the bear")
                                                                << with("Because", QChar(0xFFFD), " of the bear");
            QTest::addRow("%s, low half", edits.at(i).first) << i << with("Because", QChar(0xDC00), " of the boar")
                                                             << with("Because", QChar(0xFFFD), " of the boar");
        }
    }
    void freeTextIsStoredCleaned()
    {
        QFETCH(int, edit);
        QFETCH(QString, text);
        QFETCH(QString, stored);
        QString error;
        QVERIFY2(freeTextEdits().at(edit).second(m_table, text, &error), qPrintable(error));
        const QSqlDatabase db = m_table.players.campaign->database();
        const QStringList dirty = dirtyTexts(db);
        QVERIFY2(dirty.isEmpty(), qPrintable(dirty.join(QLatin1Char('\n'))));
        QVERIFY2(fileHolds(db, stored), "the cleaned text is not in the file");
    }

    // `character add` through the real CLI: the file is byte for byte what it was, and the message names the mark.
    void theCliRefusesADirectionMark_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QByteArray>("input");
        const QString rlo(QChar(0x202E));
        QJsonObject wizard = legalWizard(QStringLiteral("Ann") + rlo + QStringLiteral("nna")).toJson();
        wizard.remove(QStringLiteral("id"));
        QTest::newRow("--json-file, a name") << words({"--json-file", "-"}) << QJsonDocument(wizard).toJson();
        QTest::newRow("--statblock, a name") << words({"--statblock", "-"})
                                             << (QStringLiteral("Yz") + rlo + QStringLiteral("or, human wizard. ST 10, DX 12, IQ 10, MA 10; Spells: Staff, Blur.\n")).toUtf8();
        QTest::newRow("--party") << (words({"--statblock", "-", "--party"}) << QStringLiteral("Red") + rlo + QStringLiteral("der"))
                                 << QByteArray("Tam, human wizard. ST 10, DX 12, IQ 10, MA 10; Spells: Staff, Blur.\n");
    }
    void theCliRefusesADirectionMark()
    {
        QFETCH(QStringList, options);
        QFETCH(QByteArray, input);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cli.hkc"));
        CliResult r = runCli(words({"campaign", "new"}) + QStringList{path} + words({"--ruleset", "tft-advanced-wizard-1980"}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QByteArray before = fileHash(path);
        r = runCli(words({"character", "add"}) + QStringList{path} + options, input);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("invisible direction mark (U+202E)")), qPrintable(r.err));
        QCOMPARE(fileHash(path), before);
    }
};

QTEST_GUILESS_MAIN(TestUserText)
#include "tst_user_text.moc"
