// GM secrets never reach a player output (issue 15). SecretCampaign builds a campaign holding every kind of GM
// secret; every `--player` output of the CLI (text and JSON) is checked for each of them by name and by
// number, before and after the faulty batch is found out, and the GM's own outputs are checked to hold them
// (so the test cannot pass because a secret was never made).
#include "CliRunner.h"
#include "SecretCampaign.h"
#include "StrictTest.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>
#include <QTemporaryDir>

using hk::test::SecretCampaign;

class TestCliSecrets : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;
    SecretCampaign m_campaign{m_dir.filePath(QStringLiteral("secrets.hkc"))};
    // What the players and the GM are shown, read once per state of the campaign (cleared when it changes).
    QList<QPair<QString, CliResult>> m_playerOutputs;
    QString m_gmOutputs;
    // How `combat show` heads the turn for the GM and for the players, after every step of the build.
    QList<QPair<QString, QString>> m_turnLines;

    CliResult run(const QStringList& args)
    {
        CliResult r;
        m_campaign.run(args, {}, {}, &r);
        return r;
    }

    CliResult combat(const char* verb, const QStringList& args = {})
    {
        return run(QStringList{QStringLiteral("combat"), QString::fromUtf8(verb), m_campaign.path(), QStringLiteral("Ambush")} + args);
    }

    // A listing's words with the file put after the first two (or `at`) words: "potion list FILE --player".
    QStringList withFile(const QStringList& args, int at = 2) { return args.mid(0, at) + QStringList{m_campaign.path()} + args.mid(at); }

    // Every activity's id, for `activity show`.
    QStringList activityIds()
    {
        QStringList ids;
        for (const QJsonValue& a : run(withFile(words({"activity", "list", "--all", "--json"}))).json().array())
            ids.append(QString::number(a.toObject().value(QLatin1String("id")).toInteger()));
        return ids;
    }

    // Every output a player may be shown, text and JSON.
    const QList<QPair<QString, CliResult>>& playerOutputs()
    {
        if (m_playerOutputs.isEmpty())
            m_playerOutputs = readPlayerOutputs();
        return m_playerOutputs;
    }

    QList<QPair<QString, CliResult>> readPlayerOutputs()
    {
        QList<QStringList> commands{words({"dice", "log"}),           words({"campaign", "events"}), words({"potion", "list"}),
                                    words({"brew", "list", "--all"}), words({"activity", "list", "--all"}),
                                    words({"research", "list", "--all"}), words({"search", "list", "--all"})};
        for (const QString& id : activityIds())
            commands.append(QStringList{QStringLiteral("activity"), QStringLiteral("show"), id});
        QList<QPair<QString, CliResult>> out;
        for (const QStringList& format : {QStringList{}, words({"--json"})}) {
            for (const QStringList& args : commands) {
                const QStringList all = withFile(args) + words({"--player"}) + format;
                out.append({all.join(QLatin1Char(' ')), run(all)});
            }
            for (const char* verb : {"show", "log"})
                out.append({QStringLiteral("combat %1 --player %2").arg(QString::fromUtf8(verb), format.join(QLatin1Char(' '))),
                            combat(verb, words({"--player"}) + format)});
        }
        CliResult advance;
        advance.exitCode = 0;
        advance.out = m_campaign.advanceForPlayers();
        out.append({QStringLiteral("advance --player"), advance});
        return out;
    }

    // The same outputs for the GM.
    const QString& gmOutputs()
    {
        if (m_gmOutputs.isEmpty())
            m_gmOutputs = readGmOutputs();
        return m_gmOutputs;
    }

    QString readGmOutputs()
    {
        QString all;
        for (const QStringList& args : {words({"dice", "log"}), words({"campaign", "events"}), words({"potion", "list"}),
                                        words({"brew", "list", "--all"}), words({"research", "list", "--all"})})
            all += run(withFile(args) + words({"--json"})).out + run(withFile(args)).out;
        all += combat("show", words({"--json"})).out;
        all += combat("log", words({"--json"})).out;
        return all;
    }

    void checkNoPlayerOutputHolds(const QString& secret)
    {
        const QString gm = gmOutputs();
        QVERIFY2(gm.contains(secret, Qt::CaseInsensitive), qPrintable(QStringLiteral("the GM's outputs lack %1").arg(secret)));
        for (const auto& [command, r] : playerOutputs()) {
            QVERIFY2(r.exitCode == 0, qPrintable(command + QLatin1String(": ") + r.err));
            QVERIFY2(!r.out.contains(secret, Qt::CaseInsensitive),
                     qPrintable(QStringLiteral("%1 shows “%2”:\n%3").arg(command, secret, r.out.left(2000))));
        }
    }

    // How many dice-log entries (player's or GM's) rolled exactly these faces.
    int rollsWithFaces(bool player, const QJsonArray& faces)
    {
        QStringList args = withFile(words({"dice", "log", "--json"}));
        if (player)
            args << QStringLiteral("--player");
        int n = 0;
        for (const QJsonValue& roll : run(args).json().array())
            n += roll.toObject().value(QLatin1String("faces")).toArray() == faces;
        return n;
    }

    // The players' log lines of the casting that made a bear, from "Yzor casts …" to "<bear> appears …", with
    // the bear's name, id and hex put in words of their own, so two castings can be compared.
    static QStringList castingLines(const QJsonArray& log, const QString& bearId, const QString& hex, const QString& bearName)
    {
        QStringList out;
        for (const QJsonValue& v : log) {
            const QJsonObject l = v.toObject();
            const QString message = l.value(QLatin1String("message")).toString();
            if (out.isEmpty() && message != QStringLiteral("Yzor casts a creation spell at %1.").arg(hex))
                continue;
            QString line = QStringList{l.value(QLatin1String("kind")).toString(), l.value(QLatin1String("actor")).toString(), message,
                                       l.value(QLatin1String("data")).toObject().keys().join(QLatin1Char(','))}
                               .join(QLatin1Char('|'));
            out.append(line.replace(bearId, QLatin1String("<id>")).replace(bearName, QLatin1String("<bear>")).replace(hex, QLatin1String("<hex>")));
            if (l.value(QLatin1String("kind")).toString() == QLatin1String("create") && l.value(QLatin1String("actor")).toString() == bearId)
                break;
        }
        return out;
    }

    // The "Turn n: …" line of `combat show`, for the GM and for the players (runCli: the campaign's own run would
    // call this again).
    void recordTurnLines()
    {
        const auto turnLine = [this](bool player) {
            QStringList args{QStringLiteral("combat"), QStringLiteral("show"), m_campaign.path(), QStringLiteral("Ambush")};
            if (player)
                args << QStringLiteral("--player");
            const QStringList lines = runCli(args).out.split(QLatin1Char('\n'));
            const auto it = std::find_if(lines.begin(), lines.end(), [](const QString& l) { return l.startsWith(QLatin1String("Turn ")); });
            return it == lines.end() ? QString() : *it;
        };
        if (QFile::exists(m_campaign.path()))
            m_turnLines.append({turnLine(false), turnLine(true)});
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_campaign.setAfterEachStep([this] { recordTurnLines(); });
        QCOMPARE(m_campaign.build(), QString());
        m_campaign.setAfterEachStep({});
    }

    // Issue 32: while the hidden wolf acts, the players read that the turn goes on, as when nobody is left, and
    // never that nobody is left to act (the turn would not end, which would tell them of it).
    void whileTheHiddenWolfActsTheTurnGoesOn()
    {
        int seen = 0;
        for (const auto& [gm, players] : std::as_const(m_turnLines)) {
            if (!gm.contains(QLatin1String("Wolf 2 acts next")))
                continue;
            ++seen;
            QVERIFY2(players.contains(QLatin1String("the turn goes on")) && !players.contains(QLatin1String("nobody")),
                     qPrintable(gm + QLatin1Char('\n') + players));
        }
        QVERIFY2(seen > 0, "the hidden wolf never came to act during the build");
    }

    void playersSeeNoSecret_data()
    {
        QTest::addColumn<QString>("secret");
        for (const auto& [what, secret] : SecretCampaign::secretWords())
            QTest::newRow(what) << secret;
        QTest::newRow("their number") << QStringLiteral("of %1").arg(SecretCampaign::SecretResearchWeeks);
    }

    void playersSeeNoSecret()
    {
        QFETCH(QString, secret);
        checkNoPlayerOutputHolds(secret);
    }

    // By number: the faulty batch's roll (6, 5, 5 = 16) and the illusion's and image's casting rolls are the GM's,
    // like the GM-only lines and history entries they led to.
    void playersSeeNotTheSecretRolls_data()
    {
        QTest::addColumn<QJsonArray>("faces");
        QTest::newRow("the faulty batch's roll") << QJsonArray{6, 5, 5};
        QTest::newRow("the illusion's casting roll") << QJsonArray{3, 3, 3};
        QTest::newRow("the image's casting roll") << QJsonArray{3, 3, 4};
        QTest::newRow("the summons' casting roll") << QJsonArray{4, 2, 3};
    }

    void playersSeeNotTheSecretRolls()
    {
        QFETCH(QJsonArray, faces);
        QCOMPARE(rollsWithFaces(false, faces), 1);
        QCOMPARE(rollsWithFaces(true, faces), 0);
    }

    // By number too: the players' view counts only the figures they see (Yzor, Vessa, Wolf 1 and three "bears").
    void playersCountOnlyWhatTheySee()
    {
        QVERIFY2(combat("show").out.contains(QLatin1String("7 figure")), qPrintable(combat("show").out));
        const CliResult r = combat("show", words({"--player"}));
        QVERIFY2(r.out.contains(QLatin1String("6 figure")), qPrintable(r.out));
        QCOMPARE(combat("show", words({"--player", "--json"})).json().object().value(QLatin1String("figures")).toArray().size(), 6);
    }

    // Issue 32: the real bear Yzor summoned and his illusory one are the same to the players, field by field:
    // the figure (all but its name, id and hex), the running spells (none of either), the log lines of each
    // casting (wording, kinds, data; no ST spent, no roll), and the dice log (no casting roll).
    void theRealBearAndTheIllusionLookAlike()
    {
        const QString illusory = QString::fromLatin1(SecretCampaign::IllusoryBear);
        const QString real = QString::fromLatin1(SecretCampaign::RealBear);
        const QJsonObject shown = combat("show", words({"--player", "--json"})).json().object();
        QJsonObject bears[2];
        for (const QJsonValue& f : shown.value(QLatin1String("figures")).toArray()) {
            const QString id = f.toObject().value(QLatin1String("id")).toString();
            if (id == illusory || id == real)
                bears[id == real] = f.toObject();
        }
        QVERIFY2(!bears[0].isEmpty() && !bears[1].isEmpty(), qPrintable(QJsonDocument(shown).toJson()));
        for (QJsonObject& bear : bears) {
            for (const char* key : {"id", "name", "hex"})
                QVERIFY(!bear.take(QLatin1String(key)).isUndefined());
        }
        QCOMPARE(bears[0].keys(), bears[1].keys());
        for (const QString& key : bears[0].keys())
            QVERIFY2(bears[0].value(key) == bears[1].value(key), qPrintable(key));
        // Issue 36: the kinds keep their keys in the JSON: "summoned" for both to the players, the truth to the GM.
        QCOMPARE(bears[0].value(QLatin1String("kind")).toString(), QStringLiteral("summoned"));
        QMap<QString, QString> gmKinds;
        for (const QJsonValue& f : combat("show", words({"--json"})).json().object().value(QLatin1String("figures")).toArray())
            gmKinds.insert(f.toObject().value(QLatin1String("id")).toString(), f.toObject().value(QLatin1String("kind")).toString());
        QCOMPARE(gmKinds.value(illusory), QStringLiteral("illusion"));
        QCOMPARE(gmKinds.value(real), QStringLiteral("summoned"));
        QCOMPARE(shown.value(QLatin1String("spells")).toArray(), QJsonArray());
        // The GM's log has both spells, so the players' sameness is not for want of a summons.
        const QString gmLog = combat("log").out;
        QVERIFY2(gmLog.contains(QLatin1String("Summon Bear")) && gmLog.contains(QLatin1String("Illusion")), qPrintable(gmLog));
        const QJsonArray log = combat("log", words({"--player", "--json"})).json().array();
        const QList<QStringList> castings{castingLines(log, illusory, QStringLiteral("6,5"), QStringLiteral("Bear 1")),
                                          castingLines(log, real, QStringLiteral("4,6"), QStringLiteral("Bear 3"))};
        QVERIFY2(castings.at(0).size() >= 2, qPrintable(castings.at(0).join(QLatin1Char('\n'))));
        QCOMPARE(castings.at(0), castings.at(1));
        for (const QString& line : castings.at(0))
            QVERIFY2(!line.startsWith(QLatin1String("st|")), qPrintable(line));
        for (const QJsonValue& roll : run(withFile(words({"dice", "log", "--player", "--json"}))).json().array())
            QVERIFY2(!roll.toObject().value(QLatin1String("purpose")).toString().startsWith(QLatin1String("casts")),
                     qPrintable(QJsonDocument(roll.toObject()).toJson()));
    }

    // The research's secret number of weeks is in no players' JSON, under any key.
    void playersGetNoSecretWeekCount()
    {
        const QString gm = run(withFile(words({"research", "list", "--json"}))).out;
        QVERIFY2(gm.contains(QStringLiteral("\"weeksNeeded\": %1").arg(SecretCampaign::SecretResearchWeeks)), qPrintable(gm));
        for (const auto& [command, r] : playerOutputs()) {
            static const QRegularExpression number(QStringLiteral("\"[A-Za-z]*[Ww]eeks[A-Za-z]*\": %1\\b").arg(SecretCampaign::SecretResearchWeeks));
            QVERIFY2(!number.match(r.out).hasMatch(), qPrintable(command + QLatin1String(":\n") + r.out.left(2000)));
        }
    }

    // Once Yzor has found the fault, the players learn that the potions are faulty — never what the fault does.
    void afterDetectionPlayersLearnOnlyTheFault()
    {
        QCOMPARE(m_campaign.detectTheFault(), QString());
        m_playerOutputs.clear();
        m_gmOutputs.clear();
        const QJsonArray potions = run(withFile(words({"potion", "list", "--player", "--json"}))).json().array();
        QCOMPARE(potions.size(), 1);
        QVERIFY(potions.first().toObject().value(QLatin1String("faulty")).toBool());
        QVERIFY2(run(withFile(words({"potion", "list", "--player"}))).out.contains(QLatin1String("FAULTY")),
                 qPrintable(run(withFile(words({"potion", "list", "--player"}))).out));
        for (const char* secret : {"inactive", "Hidden Hand", "Wolf 2", "llusion", "image", "warded"})
            checkNoPlayerOutputHolds(QString::fromUtf8(secret));
    }
};

QTEST_GUILESS_MAIN(TestCliSecrets)
#include "tst_cli_secrets.moc"
