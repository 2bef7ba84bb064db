// GM secrets never leave the GM's machine through the players' server (issue 20). SecretCampaign builds a
// campaign holding every kind of GM secret through the CLI — a hidden figure and what it does, a secret
// protection, an illusion and an image, a GM-only roll, a faulty batch of potions, research with secret weeks —
// while the server runs on the same file with a link for each player. After every step the test opens each
// player's page, fetches his snapshot and keeps every byte the server sends over HTTP and WebSocket; then it
// looks through all of it for each secret by name and by number. The GM's own outputs are checked to hold the
// secrets, so the test cannot pass because a secret was never made.
#include "CampaignTestSupport.h"
#include "app/CliRunner.h"
#include "SecretCampaign.h"
#include "ServerTestSupport.h"

#include "PlayersServer.h"
#include "characters/Roster.h"
#include "packages/EntryLines.h"
#include "players/PlayerLinks.h"
#include "StrictTest.h"

#include <QJsonArray>
#include <QRegularExpression>

using namespace hk;
using namespace hk::test;

class TestPlayersSecrets : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;
    SecretCampaign m_secrets{m_dir.filePath(QStringLiteral("secrets.hkc"))};
    std::unique_ptr<Campaign> m_campaign; // the server's own, as `hexkeeper-cli serve` would open it
    std::unique_ptr<PlayersServer> m_server;
    struct Player
    {
        PlayerLink link;
        std::shared_ptr<PageSocket> page;
    };
    QMap<QString, Player> m_players; // by character name
    QList<QPair<QString, QByteArray>> m_payloads; // who it was for, and what was sent
    QString m_problem;

    QUrl address(const PlayerLink& link, const QString& rest = {}, bool live = false) const
    {
        QUrl u = m_server->linkUrl(link);
        if (!rest.isEmpty())
            u.setPath(u.path() + QLatin1Char('/') + rest);
        if (live)
            u.setScheme(QStringLiteral("ws"));
        return u;
    }

    // After each step of the build: the server picks up what the CLI wrote, each player's page hears of it,
    // and each player's page and snapshot are fetched as a browser would.
    void watchStep()
    {
        if (!m_problem.isEmpty() || !QFile::exists(m_secrets.path()))
            return;
        QString error;
        if (!m_campaign) {
            m_campaign = Campaign::open(m_secrets.path(), registry(), &error);
            m_server = std::make_unique<PlayersServer>(*m_campaign);
            PlayersServer::Options options;
            options.bind = QHostAddress(QHostAddress::LocalHost);
            options.requestsPerSecond = 1000; // the test fetches every page after every step, faster than any table
            options.linkMessageBurst = 20; // and each player sends his eleven messages at once
            if (!m_server->start(options, &error))
                m_problem = error;
        }
        QSignalSpy pushed(m_server.get(), &PlayersServer::pushed);
        if (m_campaign->checkForOutsideChanges())
            pushed.wait(2000);
        linkNewCharacters();
        for (auto it = m_players.begin(); it != m_players.end(); ++it) {
            for (const QString& rest : {QString(), QStringLiteral("snapshot")}) {
                const HttpAnswer answer = httpGet(address(it->link, rest));
                if (answer.status != 200)
                    m_problem = QStringLiteral("%1's %2 answered %3").arg(it.key(), rest).arg(answer.status);
                m_payloads.append({it.key(), answer.body});
            }
        }
    }

    void linkNewCharacters()
    {
        QString error;
        const QStringList players{QStringLiteral("Ann"), QStringLiteral("Ben"), QStringLiteral("Cid")};
        const QStringList characters{QStringLiteral("Yzor"), QStringLiteral("Vessa"), QStringLiteral("Tam")};
        for (const RosterEntry& c : Roster(*m_campaign).names(&error)) {
            const int i = int(characters.indexOf(c.name));
            if (i < 0 || m_players.contains(c.name))
                continue;
            Player& p = m_players[c.name];
            if (!PlayerLinks(*m_campaign).create(players.at(i), {c.id}, &p.link, &error)) {
                m_problem = error;
                return;
            }
            p.page = std::make_shared<PageSocket>();
            if (!p.page->open(address(p.link, QStringLiteral("live"), true)) || p.page->waitFor(QStringLiteral("snapshot")).isEmpty())
                m_problem = QStringLiteral("%1's page did not open").arg(players.at(i));
        }
    }

    // Between game nights (issue 32), after the whole build: each player asks what his character may buy, the
    // rules' lists, a check of a character he is building, and sends a note, a brew and a research request; and
    // he asks the preview of each planned kind (a brew and research in the lab of the faulty batch and the secret
    // research among them). Every answer (and the snapshot with his requests) joins what is searched for secrets.
    void askBetweenGameNights()
    {
        QSet<QByteArray> rulesLists;
        for (auto it = m_players.begin(); it != m_players.end(); ++it) {
            const QByteArray id = QByteArray::number(it->link.characterIds.value(0));
            PageSocket& page = *it->page;
            const int from = int(page.messages.size());
            for (const QByteArray& message :
                 {"{\"type\":\"offers\",\"id\":\"o\",\"character\":" + id + "}", QByteArray("{\"type\":\"rules\",\"id\":\"l\"}"),
                  QByteArray("{\"type\":\"check\",\"id\":\"k\",\"character\":{\"format\":1,\"name\":\"Bran\",\"race\":\"human\",\"st\":12,\"dx\":12,\"iq\":8}}"),
                  "{\"type\":\"request\",\"id\":\"n\",\"kind\":\"notes\",\"character\":" + id + ",\"text\":\"Ready for the next night.\"}",
                  "{\"type\":\"request\",\"id\":\"b\",\"kind\":\"brew\",\"character\":" + id + ",\"potion\":\"Healing\",\"doses\":1,\"lab\":1}",
                  "{\"type\":\"request\",\"id\":\"r\",\"kind\":\"research\",\"character\":" + id
                      + ",\"project\":\"new-potion\",\"title\":\"Stoneskin draught\",\"lab\":1}",
                  "{\"type\":\"preview\",\"id\":\"v1\",\"kind\":\"brew\",\"character\":" + id + ",\"potion\":\"Healing\",\"doses\":4,\"lab\":1,\"book\":true,\"trained\":true}",
                  "{\"type\":\"preview\",\"id\":\"v2\",\"kind\":\"research\",\"character\":" + id
                      + ",\"project\":\"new-item\",\"title\":\"Cloudhook\",\"level\":12,\"lab\":1}",
                  "{\"type\":\"preview\",\"id\":\"v3\",\"kind\":\"learn-spell\",\"character\":" + id + ",\"spell\":\"Drop Weapon\",\"method\":\"study\"}",
                  "{\"type\":\"preview\",\"id\":\"v4\",\"kind\":\"item-project\",\"character\":" + id
                      + ",\"recipe\":\"blur\",\"lab\":1,\"item\":\"Grey hood\",\"value\":100}",
                  "{\"type\":\"preview\",\"id\":\"v5\",\"kind\":\"market-search\",\"character\":" + id
                      + ",\"item\":\"Rope\",\"value\":20,\"settlement\":\"sizeable town\"}"}) {
                page.send(message);
            }
            const auto answered = [&page, from] {
                int n = 0;
                for (int i = from; i < page.messages.size(); ++i) {
                    const QString type = page.messages.at(i).value(QLatin1String("type")).toString();
                    n += type == QLatin1String("result") || type == QLatin1String("error");
                }
                return n;
            };
            QTRY_COMPARE_WITH_TIMEOUT(answered(), 11, 5000);
            for (const char* preview : {"v1", "v2", "v3", "v4", "v5"})
                if (page.waitFor(QStringLiteral("result"), from, [preview](const QJsonObject& m) {
                        return m.value(QLatin1String("id")).toString() == QLatin1String(preview);
                    }).value(QLatin1String("preview")).toObject().isEmpty())
                    m_problem = QStringLiteral("%1 got no preview %2").arg(it.key(), QLatin1String(preview));
            for (const QByteArray& m : page.raw)
                if (isRulesList(m))
                    rulesLists.insert(m);
            if (page.waitFor(QStringLiteral("result"), from, [](const QJsonObject& m) { return m.value(QLatin1String("id")).toString() == QLatin1String("o"); })
                    .value(QLatin1String("offers")).toArray().isEmpty())
                m_problem = QStringLiteral("%1 got no offers").arg(it.key());
        }
        if (rulesLists.size() != 1)
            m_problem = QStringLiteral("the rules' lists differ between players (%1 kinds)").arg(rulesLists.size());
    }

    // The rules' lists for the page's builder and downtime forms are the books' catalogue (spell and recipe names
    // such as Illusion and Image among them), the same for every player and every campaign state:
    // askBetweenGameNights checks that, and the search for secret words leaves them out — all but the party's
    // laboratories, which are the campaign's and are searched (labsOf).
    static bool isRulesList(const QByteArray& message)
    {
        const QJsonObject o = QJsonDocument::fromJson(message).object();
        return o.value(QLatin1String("type")).toString() == QLatin1String("result") && o.value(QLatin1String("id")).toString() == QLatin1String("l");
    }

    static QByteArray labsOf(const QByteArray& rulesList)
    {
        const QJsonArray labs = QJsonDocument::fromJson(rulesList).object().value(QLatin1String("labs")).toArray();
        return QJsonDocument(labs).toJson(QJsonDocument::Compact);
    }

    // A sheet's library entries are the rules' own text for his spells (Dazzle's speaks of images and illusions,
    // as the builder's lists do), the same in every campaign state. Each entry that is exactly the ruleset's —
    // its summary and lines as `rules show` gives them — is left out of the search; anything else stays in.
    QByteArray withoutLibrary(const QByteArray& payload) const
    {
        QJsonObject o = QJsonDocument::fromJson(payload).object();
        if (!o.contains(QLatin1String("sheets")))
            return payload;
        QJsonArray sheets = o.value(QLatin1String("sheets")).toArray();
        for (qsizetype i = 0; i < sheets.size(); ++i) {
            QJsonObject sheet = sheets.at(i).toObject();
            QJsonArray kept;
            for (const QJsonValue& v : sheet.value(QLatin1String("library")).toArray())
                if (!isRulesText(v.toObject()))
                    kept.append(v);
            sheet.insert(QStringLiteral("library"), kept);
            sheets.replace(i, sheet);
        }
        o.insert(QStringLiteral("sheets"), sheets);
        return QJsonDocument(o).toJson(QJsonDocument::Compact);
    }

    bool isRulesText(const QJsonObject& entry) const
    {
        const QString name = entry.value(QLatin1String("name")).toString();
        QList<LocatedEntry> found;
        for (const LocatedEntry& e : m_campaign->rules().entries({QStringLiteral("spell")}))
            if (e.entry->name() == name)
                found.append(e);
        if (found.size() != 1 || found.first().entry->summary() != entry.value(QLatin1String("summary")).toString())
            return false;
        QJsonArray lines;
        for (const EntryLine& line : EntryLines::fields(found.first()))
            lines.append(QJsonObject{{QStringLiteral("label"), line.label}, {QStringLiteral("value"), line.value}});
        return lines == entry.value(QLatin1String("lines")).toArray();
    }

    // Everything each player was sent: the HTTP bodies and every WebSocket message.
    QList<QPair<QString, QByteArray>> everything() const
    {
        QList<QPair<QString, QByteArray>> all;
        for (const auto& [who, payload] : m_payloads)
            all.append({who, withoutLibrary(payload)});
        for (auto it = m_players.begin(); it != m_players.end(); ++it) {
            for (const QByteArray& m : it->page->raw)
                all.append({it.key(), isRulesList(m) ? labsOf(m) : withoutLibrary(m)});
        }
        // The page's scripts and styles, every one the page loads.
        QUrl assets = m_server->linkUrl(m_players.first().link);
        static const QRegularExpression loaded(QStringLiteral("\"(/assets/[a-z-]+\\.(?:js|css))\""));
        const QString page = QString::fromUtf8(httpGet(assets).body);
        for (auto it = loaded.globalMatch(page); it.hasNext();) {
            assets.setPath(it.next().captured(1));
            const HttpAnswer answer = httpGet(assets);
            if (answer.status == 200)
                all.append({QStringLiteral("everyone"), answer.body});
        }
        return all;
    }

    QString gmOutputs() const
    {
        QString all;
        for (const char* args : {"dice log", "campaign events", "potion list", "research list"}) {
            const QStringList words = QString::fromLatin1(args).split(QLatin1Char(' '));
            all += runCli(words + QStringList{m_secrets.path(), QStringLiteral("--json")}).out;
        }
        for (const char* verb : {"show", "log"})
            all += runCli({QStringLiteral("combat"), QString::fromLatin1(verb), m_secrets.path(), QStringLiteral("Ambush"), QStringLiteral("--json")}).out;
        return all;
    }

    void checkNothingHolds(const QString& secret)
    {
        QVERIFY2(gmOutputs().contains(secret, Qt::CaseInsensitive), qPrintable(QStringLiteral("the GM's outputs lack %1").arg(secret)));
        for (const auto& [who, payload] : everything())
            QVERIFY2(!QString::fromUtf8(payload).contains(secret, Qt::CaseInsensitive),
                     qPrintable(QStringLiteral("%1 was sent “%2”:\n%3").arg(who, secret, QString::fromUtf8(payload.left(3000)))));
    }

    // The page's log lines from Yzor's casting to the bear's appearing, the hex and the bear's name in words of
    // their own.
    static QStringList castingLines(const QJsonArray& log, const QString& hex, const QString& bear)
    {
        QStringList out;
        for (const QJsonValue& v : log) {
            QString text = v.toObject().value(QLatin1String("text")).toString();
            if (out.isEmpty() && text != QStringLiteral("Yzor casts a creation spell at %1.").arg(hex))
                continue;
            const bool appears = text == QStringLiteral("%1 appears at %2.").arg(bear, hex);
            out.append(text.replace(bear, QLatin1String("<bear>")).replace(hex, QLatin1String("<hex>")));
            if (appears)
                break;
        }
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_secrets.setAfterEachStep([this] { watchStep(); });
        QCOMPARE(m_secrets.build(), QString());
        QCOMPARE(m_problem, QString());
        QCOMPARE(m_players.size(), 3);
        askBetweenGameNights();
        QCOMPARE(m_problem, QString());
    }

    void theTestSawTheWholeGame()
    {
        // The page and at least its script and style were among what was searched.
        const QList<QPair<QString, QByteArray>> all = everything();
        QVERIFY(std::count_if(all.begin(), all.end(), [](const auto& p) { return p.first == QLatin1String("everyone"); }) >= 2);
        // Every player's page was live through the fight and the advances of time, and heard of them.
        for (auto it = m_players.begin(); it != m_players.end(); ++it)
            QVERIFY2(it->page->messages.size() >= 3, qPrintable(it.key()));
        const QJsonObject yzor = m_players.value(QStringLiteral("Yzor")).page->latestSnapshot();
        QCOMPARE(yzor.value(QLatin1String("fight")).toObject().value(QLatin1String("name")).toString(), QStringLiteral("Ambush"));
        QVERIFY(!yzor.value(QLatin1String("timeline")).toArray().isEmpty());
        QVERIFY(m_payloads.size() > 60);
    }

    // Issue 32: what a player sees between game nights is among what was searched — Tam's player got the weeks of
    // Tam's brew and research (the faulty batch's and the secret research's), every player his ledger and his
    // spells' library entries, and the party purse the GM shares.
    void theBetweenGamesFieldsWereSearched()
    {
        for (auto it = m_players.begin(); it != m_players.end(); ++it) {
            const QJsonObject snapshot = it->page->latestSnapshot();
            const QJsonObject sheet = snapshot.value(QLatin1String("sheets")).toArray().first().toObject();
            QVERIFY2(!sheet.value(QLatin1String("ledger")).toArray().isEmpty(), qPrintable(it.key()));
            QVERIFY2(!sheet.value(QLatin1String("library")).toArray().isEmpty(), qPrintable(it.key()));
            QVERIFY2(snapshot.value(QLatin1String("purse")).toObject().value(QLatin1String("balance")).toInt() > 0, qPrintable(it.key()));
        }
        QStringList ownWork;
        for (const QJsonValue& bar : m_players.value(QStringLiteral("Tam")).page->latestSnapshot().value(QLatin1String("timeline")).toArray()) {
            if (bar.toObject().value(QLatin1String("mine")).toBool() && !bar.toObject().value(QLatin1String("weeks")).toArray().isEmpty())
                ownWork.append(bar.toObject().value(QLatin1String("kind")).toString());
        }
        QVERIFY2(ownWork.size() >= 2, qPrintable(ownWork.join(QLatin1String(", "))));
        // Nobody else's work comes with its weeks.
        for (const QJsonValue& bar : m_players.value(QStringLiteral("Yzor")).page->latestSnapshot().value(QLatin1String("timeline")).toArray())
            QVERIFY(!bar.toObject().contains(QLatin1String("weeks")));
    }

    void playersAreSentNoSecret_data()
    {
        QTest::addColumn<QString>("secret");
        for (const auto& [what, secret] : SecretCampaign::secretWords())
            QTest::newRow(what) << secret;
    }

    void playersAreSentNoSecret()
    {
        QFETCH(QString, secret);
        checkNothingHolds(secret);
    }

    // By number: the faulty batch's roll (6, 5, 5) and the illusion's, image's and summons' casting rolls (3, 3, 3,
    // 3, 3, 4 and 4, 2, 3) are the GM's; the research's 37 weeks are under no key and in no words.
    void playersAreSentNoSecretNumber()
    {
        QVERIFY(gmOutputs().contains(QLatin1String("\"weeksNeeded\": 37")));
        static const QRegularExpression weeks(QStringLiteral("[Ww]eeks[A-Za-z]*\"\\s*:\\s*37\\b|\\b37 weeks|of 37\\b"));
        for (const auto& [who, payload] : everything()) {
            const QString text = QString::fromUtf8(payload);
            QVERIFY2(!weeks.match(text).hasMatch(), qPrintable(who + QLatin1String(": ") + text.left(3000)));
            for (const char* faces : {"[6 5 5]", "[3 3 3]", "[3 3 4]", "[4 2 3]"})
                QVERIFY2(!text.contains(QLatin1String(faces)), qPrintable(who + QLatin1String(": ") + text.left(3000)));
        }
        // The rolls the players may see are written the same way, so the search above would find them.
        bool sawARoll = false;
        for (const auto& [who, payload] : everything())
            sawARoll = sawARoll || QString::fromUtf8(payload).contains(QRegularExpression(QStringLiteral("\\[\\d \\d \\d\\] = \\d")));
        QVERIFY(sawARoll);
    }

    // The players' map counts only the figures they see: Yzor, Vessa, Wolf 1 and three "bears".
    void playersCountOnlyWhatTheySee()
    {
        for (auto it = m_players.begin(); it != m_players.end(); ++it) {
            const QJsonArray figures = it->page->latestSnapshot().value(QLatin1String("fight")).toObject().value(QLatin1String("figures")).toArray();
            QCOMPARE(figures.size(), 6);
        }
    }

    // Issue 32: each player's page shows the bear Yzor summoned and his illusory one alike, field by field (all
    // but the name, id and place), and the log's lines of the two castings in the same words.
    void theRealBearAndTheIllusionLookAlike()
    {
        const QString ids[2] = {QString::fromLatin1(SecretCampaign::IllusoryBear), QString::fromLatin1(SecretCampaign::RealBear)};
        for (auto it = m_players.begin(); it != m_players.end(); ++it) {
            const QJsonObject fight = it->page->latestSnapshot().value(QLatin1String("fight")).toObject();
            QJsonObject bears[2];
            for (const QJsonValue& f : fight.value(QLatin1String("figures")).toArray()) {
                for (int i = 0; i < 2; ++i) {
                    if (f.toObject().value(QLatin1String("id")).toString() == ids[i])
                        bears[i] = f.toObject();
                }
            }
            QVERIFY2(!bears[0].isEmpty() && !bears[1].isEmpty(), qPrintable(it.key()));
            for (QJsonObject& bear : bears) {
                for (const char* place : {"id", "name", "hexes", "column", "row"})
                    bear.remove(QLatin1String(place));
            }
            QCOMPARE(bears[0].keys(), bears[1].keys());
            for (const QString& key : bears[0].keys())
                QVERIFY2(bears[0].value(key) == bears[1].value(key), qPrintable(it.key() + QLatin1String(": ") + key));
            const QJsonArray log = fight.value(QLatin1String("log")).toArray();
            const QStringList illusion = castingLines(log, QStringLiteral("6,5"), QStringLiteral("Bear 1"));
            QVERIFY2(illusion.size() >= 2, qPrintable(illusion.join(QLatin1Char('\n'))));
            QCOMPARE(illusion, castingLines(log, QStringLiteral("4,6"), QStringLiteral("Bear 3")));
        }
    }

    // Once Yzor has found the fault, Tam's player learns that his potions do not work — never what they do.
    void afterDetectionTheHolderLearnsOnlyTheFault()
    {
        QCOMPARE(m_secrets.detectTheFault(), QString());
        const QJsonObject tam = m_players.value(QStringLiteral("Tam")).page->waitFor(QStringLiteral("snapshot"), 0, [](const QJsonObject& s) {
            for (const QJsonValue& sheet : s.value(QLatin1String("sheets")).toArray())
                for (const QJsonValue& potion : sheet.toObject().value(QLatin1String("potions")).toArray())
                    if (potion.toObject().value(QLatin1String("bad")).toBool())
                        return true;
            return false;
        });
        QVERIFY2(!tam.isEmpty(), "Tam's page never heard that the potions do not work");
        for (const char* secret : {"inactive", "Hidden Hand", "Wolf 2", "llusion", "image", "warded", "faulty"})
            checkNothingHolds(QString::fromUtf8(secret));
    }
};

QTEST_GUILESS_MAIN(TestPlayersSecrets)
#include "tst_players_secrets.moc"
