// The players' page's builder on a Warrior & Wizard campaign (issue 32), in real headless Chromium: the page offers
// W&W's character types and its skills, not The Fantasy Trip's races and spells; picking skills one by one shows
// the rules' problems next to their fields until the warrior is legal; he is sent, accepted by the GM and his
// sheet shows his skills. A phone screenshot in German (the page's words are the server's) is left to look at.
#include "CampaignTestSupport.h"
#include "PlayerPageDriver.h"

#include "PlayersServer.h"

#include "characters/Roster.h"
#include "players/PlayerLinks.h"
#include "players/PlayerRequests.h"
#include "StrictTest.h"

using namespace hk;
using namespace hk::test;

class TestPlayersBrowserWw : public hk::test::StrictTest
{
    Q_OBJECT
    CampaignFactory m_factory{QStringLiteral("ww-page")};
    std::unique_ptr<Campaign> m_campaign;
    std::unique_ptr<PlayersServer> m_server;
    HeadlessChromium m_chromium;
    PlayerPageDriver m_page{m_chromium};
    PlayerLink m_ann;

    bool pick(const QString& skill)
    {
        return m_page.run(QStringLiteral("document.querySelector('#new-list input[value=\"%1\"]').click()").arg(skill));
    }

    QString formText() { return m_chromium.evaluate(QStringLiteral("document.querySelector('#new-form').textContent")).toString(); }

private Q_SLOTS:
    void initTestCase()
    {
        m_campaign = m_factory.create(1, {}, QStringLiteral("warrior-and-wizard-0.10"));
        QVERIFY(m_campaign);
        QString error;
        QVERIFY2(PlayerLinks(*m_campaign).create(QStringLiteral("Ann"), {}, &m_ann, &error), qPrintable(error));
        m_server = std::make_unique<PlayersServer>(*m_campaign);
        PlayersServer::Options options;
        options.bind = QHostAddress(QHostAddress::LocalHost);
        QVERIFY2(m_server->start(options, &error), qPrintable(error));
        QUrl url = m_server->linkUrl(m_ann);
        url.setFragment(QStringLiteral("between"));
        const QString started = m_chromium.start(url, 390, 844);
        if (!started.isEmpty())
            QFAIL(qPrintable(started));
        m_chromium.setViewport(390, 844, true);
        QVERIFY2(m_chromium.waitUntil(QStringLiteral("Number(document.body.dataset.serial || 0) >= 1"), 15000),
                 qPrintable(m_chromium.consoleProblems().join(QLatin1Char('\n'))));
        QVERIFY(m_chromium.waitUntil(QStringLiteral("document.querySelectorAll('#new-list li').length > 0"), 5000));
    }

    void theListIsWwSkills()
    {
        const QStringList types = m_chromium.evaluate(QStringLiteral("[...document.querySelectorAll('#new-type option')].map((o) => o.value)"))
                                      .toVariant().toStringList();
        QCOMPARE(types, (QStringList{QStringLiteral("warrior"), QStringLiteral("wizard")}));
        // W&W's skills (104 in the package), with swords among them; no TFT spell.
        const int skills = m_chromium.evaluate(QStringLiteral("document.querySelectorAll('#new-list li').length")).toInt();
        QVERIFY2(skills > 50, qPrintable(QString::number(skills)));
        QVERIFY(m_chromium.evaluate(QStringLiteral("!!document.querySelector('#new-list input[value=\"swords\"]')")).toBool());
        QVERIFY(!m_chromium.evaluate(QStringLiteral("!!document.querySelector('#new-list input[value=\"fireball\"]')")).toBool());
        // W&W's own names for the attributes, and no race to choose (the package has none).
        QCOMPARE(m_chromium.evaluate(QStringLiteral("['st', 'dx', 'iq'].map((k) => document.querySelector('[data-field=' + k + '] .field-label').textContent)"))
                     .toVariant().toStringList(),
                 (QStringList{QStringLiteral("STR"), QStringLiteral("DEX"), QStringLiteral("INT")}));
        QCOMPARE(m_chromium.evaluate(QStringLiteral("getComputedStyle(document.querySelector('#new-form [data-field=race]')).display")).toString(),
                 QStringLiteral("none"));
        QVERIFY(m_chromium.evaluate(QStringLiteral("document.querySelector('#new-total').textContent.startsWith('Points in STR, DEX and INT')")).toBool());
    }

    void aWarriorIsBuiltSkillBySkill()
    {
        QVERIFY(m_page.type(QStringLiteral("#new-name"), QStringLiteral("Mara")));
        QVERIFY(m_page.type(QStringLiteral("#new-type"), QStringLiteral("warrior")));
        QVERIFY(m_page.type(QStringLiteral("#new-st"), QStringLiteral("12")));
        QVERIFY(m_page.type(QStringLiteral("#new-dx"), QStringLiteral("12")));
        QVERIFY(m_page.type(QStringLiteral("#new-iq"), QStringLiteral("8")));
        QVERIFY(pick(QStringLiteral("swords")));
        // A skill above his INT 8: not legal, and the rules' reason shows next to that skill in the list.
        const QString tooHard = m_chromium.evaluate(QStringLiteral("(HexkeeperPage.between.rules.entries.find((e) => e.kind === 'skill' && e.minInt > 8) || {}).id"))
                                    .toString();
        QVERIFY(!tooHard.isEmpty());
        QVERIFY(pick(tooHard));
        const QString problem = QStringLiteral("document.querySelector('#new-list li[data-field=\"skill:%1\"] .problem').textContent").arg(tooHard);
        QVERIFY2(m_chromium.waitUntil(QStringLiteral("document.querySelector('#new-form').dataset.legal === 'false' && %1 !== ''").arg(problem), 3000),
                 qPrintable(formText()));
        QVERIFY(m_chromium.evaluate(QStringLiteral("document.querySelector('#new-send').disabled")).toBool());
        qInfo("Next to %s the page says: %s", qPrintable(tooHard), qPrintable(m_chromium.evaluate(problem).toString()));
        QVERIFY(pick(tooHard));
        QVERIFY(pick(QStringLiteral("shield")));
        QVERIFY(pick(QStringLiteral("boating")));
        QVERIFY2(m_chromium.waitUntil(QStringLiteral("document.querySelector('#new-form').dataset.legal === 'true' && !document.querySelector('#new-send').disabled"), 3000),
                 qPrintable(formText()));
        QVERIFY(m_page.run(QStringLiteral("document.querySelector('#new-send').click()")));
        const auto [text, refused] = m_page.replyOf(QStringLiteral("#new-reply"));
        QVERIFY2(!refused && text.contains(QLatin1String("Mara")), qPrintable(text));
    }

    void acceptedHeShowsWithHisSkills()
    {
        QVERIFY(m_chromium.waitUntil(QStringLiteral("(HexkeeperPage.ui.snapshot.requests || []).some((r) => r.kind === 'new-character')"), 1000));
        PlayerRequests::IdKind kind;
        qint64 id = 0;
        QVERIFY(PlayerRequests::parseId(m_page.requestOnPage(QStringLiteral("new-character")).first, &kind, &id));
        QString error;
        QVERIFY2(PlayerRequests(*m_campaign).accept(id, &error), qPrintable(error));
        QVERIFY(m_chromium.waitUntil(QStringLiteral("document.querySelector('#sheets').textContent.includes('Mara')"), 1000));
        RosterFilter all;
        const QList<Character> made = Roster(*m_campaign).list(all, &error);
        QCOMPARE(made.size(), 1);
        QCOMPARE(made.first().system, QStringLiteral("ww"));
        QStringList skills = made.first().skills;
        skills.sort();
        QCOMPARE(skills, (QStringList{QStringLiteral("boating"), QStringLiteral("shield"), QStringLiteral("swords")}));
        QCOMPARE(made.first().player, QStringLiteral("Ann"));
        const QString sheet = m_chromium.evaluate(QStringLiteral("document.querySelector('#sheets').textContent")).toString();
        for (const QString& skill : {QStringLiteral("Swords"), QStringLiteral("Shield"), QStringLiteral("Boating")})
            QVERIFY2(sheet.contains(skill, Qt::CaseInsensitive), qPrintable(skill + QStringLiteral(" not on the sheet: ") + sheet));
        QVERIFY2(m_chromium.consoleProblems().isEmpty(), qPrintable(m_chromium.consoleProblems().join(QLatin1Char('\n'))));
    }

    void screenshotToLookAt()
    {
        QVERIFY(m_page.run(QStringLiteral("location.hash = '#between'; document.querySelector('#new-form').scrollIntoView()")));
        QTest::qWait(300);
        QVERIFY(m_chromium.screenshot(QStringLiteral(HK_BINARY_DIR "/players-screens/ww-builder-phone.png")));
    }

    void cleanupTestCase() { m_chromium.stop(); }
};

QTEST_GUILESS_MAIN(TestPlayersBrowserWw)
#include "tst_players_browser_ww.moc"
