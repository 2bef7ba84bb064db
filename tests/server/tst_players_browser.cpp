// The players' page in real headless Chromium (issue 20): the demo campaign served on 127.0.0.1, Sam's link
// opened as his phone would open it. The map and the turn render as the players' view has them, and they
// follow the GM's steps made through the model within a second. Screenshots at phone and laptop size, light
// and dark, go to build/players-screens/ to be looked at (and one to the README).
// Between game nights (issue 32): the player builds a legal new character through the form, asks to raise ST
// with EP, to learn a spell and to brew; the GM accepts in the model and the page follows within a second.
#include "CampaignTestSupport.h"
#include "PlayerPageDriver.h"

#include "PlayersServer.h"
#include "TlsIdentity.h"

#include <QCryptographicHash>
#include "audience/CampaignView.h"
#include "combat/CombatTurn.h"
#include "combat/CombatWords.h"
#include "combat/Encounters.h"
#include "demo/DemoCampaign.h"
#include "dice/ScriptedDiceRoller.h"
#include "characters/Roster.h"
#include "players/PlayerLinks.h"
#include "labs/Labs.h"
#include "players/PlayerRequests.h"
#include "StrictTest.h"

#include <QElapsedTimer>

using namespace hk;
using namespace hk::test;

class TestPlayersBrowser : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<Campaign> m_campaign;
    std::unique_ptr<PlayersServer> m_server;
    HeadlessChromium m_chromium;
    PlayerPageDriver m_page{m_chromium};
    PlayerLink m_sam;
    Encounter m_fight;

    Encounter fight()
    {
        Encounter e;
        QString error;
        CampaignView(*m_campaign, Audience::Players).encounter(m_fight.id, &e, &error);
        return e;
    }

    QString figureOf(const QString& name)
    {
        for (const EncounterFigure& f : fight().state.figures)
            if (f.body.name == name)
                return f.body.id;
        return {};
    }

    // How long the page takes to show what the expression waits for after the GM's step; -1 past a second.
    qint64 pageFollows(const std::function<bool(QString*)>& step, const QString& expression)
    {
        QElapsedTimer clock;
        clock.start();
        QString error;
        if (!step(&error)) {
            hk::test::setupFailed(error);
            return -1;
        }
        return m_chromium.waitUntil(expression, 1000) ? clock.elapsed() : -1;
    }

    static QString js(const QString& text) { return PlayerPageDriver::js(text); }
    bool run(const QString& script) { return m_page.run(script); }
    bool type(const QString& selector, const QString& value) { return m_page.type(selector, value); }
    QPair<QString, bool> replyOf(const QString& selector) { return m_page.replyOf(selector); }
    QPair<QString, QString> requestOnPage(const QString& kind) { return m_page.requestOnPage(kind); }

    // A request the page sent was either made (it shows in the list) or refused in the rules' words next to its form.
    void madeOrRefusedInWords(const QString& output, const QString& kind)
    {
        const auto [text, refused] = replyOf(output);
        QVERIFY2(!text.isEmpty() && text != QLatin1String("…"), qPrintable(output));
        if (refused) {
            QVERIFY2(text.size() > 10, qPrintable(text));
            qInfo("%s refused by the rules: %s", qPrintable(kind), qPrintable(text));
        } else {
            QVERIFY2(m_chromium.waitUntil(QStringLiteral("(HexkeeperPage.ui.snapshot.requests || []).some((r) => r.kind === %1)").arg(js(kind)), 1000),
                     qPrintable(kind));
            const QString id = requestOnPage(kind).first;
            QVERIFY(m_chromium.evaluate(QStringLiteral("!!document.querySelector('#requests li[data-request=\"%1\"]')").arg(id)).toBool());
        }
    }

    qint64 yzorId()
    {
        for (qint64 id : m_sam.characterIds) {
            Character c;
            QString error;
            if (Roster(*m_campaign).find(id, &c, &error) && c.name == QLatin1String("Yzor"))
                return id;
        }
        return 0;
    }

    int yzorSt()
    {
        Character c;
        QString error;
        Roster(*m_campaign).find(yzorId(), &c, &error);
        return c.st;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        m_campaign = DemoCampaign::create(m_dir.filePath(QStringLiteral("demo.hkc")), registry(), &error);
        QVERIFY2(m_campaign, qPrintable(error));
        // The demo gives Sam, who plays Yzor, a link.
        QVERIFY2(PlayerLinks(*m_campaign).lookup(QStringLiteral("Sam"), &m_sam, &error), qPrintable(error));
        const QList<Encounter> fights = Encounters(*m_campaign).list(&error);
        QVERIFY(!fights.isEmpty());
        m_fight = fights.first();
        m_server = std::make_unique<PlayersServer>(*m_campaign);
        PlayersServer::Options options;
        options.bind = QHostAddress(QHostAddress::LocalHost);
        // Over HTTPS (issue 32), with a certificate of the server's own: the browser takes it only because the
        // test vouches for this one key, as a player does who checked the fingerprint.
        TlsNames names;
        names.dnsNames = {QStringLiteral("localhost")};
        names.addresses = {QHostAddress(QHostAddress::LocalHost)};
        const std::optional<TlsIdentity> identity = TlsIdentity::makeSelfSigned(names, QDateTime::currentDateTimeUtc().addDays(-1),
                                                                                QDateTime::currentDateTimeUtc().addDays(30), &error);
        QVERIFY2(identity, qPrintable(error));
        options.tls = identity->serverConfiguration();
        QVERIFY2(m_server->start(options, &error), qPrintable(error));
        QCOMPARE(m_server->linkUrl(m_sam).scheme(), QStringLiteral("https"));
        const QByteArray spki = QCryptographicHash::hash(identity->certificate.publicKey().toDer(), QCryptographicHash::Sha256).toBase64();
        const QString started = m_chromium.start(m_server->linkUrl(m_sam), 390, 844, spki);
        if (!started.isEmpty())
            QFAIL(qPrintable(started));
        m_chromium.setViewport(390, 844, true);
        QVERIFY2(m_chromium.waitUntil(QStringLiteral("Number(document.body.dataset.serial || 0) >= 1"), 15000),
                 qPrintable(m_chromium.consoleProblems().join(QLatin1Char('\n'))));
        QCOMPARE(m_chromium.evaluate(QStringLiteral("location.protocol")).toString(), QStringLiteral("https:"));
    }

    void theMapAndTheTurnRender()
    {
        const Encounter e = fight();
        QCOMPARE(m_chromium.evaluate(QStringLiteral("document.querySelector('#fight-name').textContent")).toString(), e.name);
        QCOMPARE(m_chromium.evaluate(QStringLiteral("document.querySelector('#fight-status').textContent")).toString(),
                 CombatWords::turnText(e.state));
        QCOMPARE(m_chromium.evaluate(QStringLiteral("document.querySelectorAll('#map polygon[data-hex]').length")).toInt(),
                 e.state.map.columns() * e.state.map.rows());
        QCOMPARE(m_chromium.evaluate(QStringLiteral("document.querySelectorAll('#map [data-figure]').length")).toInt(), 4);
        QCOMPARE(m_chromium.evaluate(QStringLiteral("document.querySelector('#map [data-figure=\"%1\"]').dataset.hex").arg(figureOf(QStringLiteral("Yzor"))))
                     .toString(),
                 QStringLiteral("5,7"));
        QCOMPARE(m_chromium.evaluate(QStringLiteral("document.querySelector('#player-name').textContent")).toString(), QStringLiteral("Sam"));
        QVERIFY(m_chromium.evaluate(QStringLiteral("document.querySelector('#sheets').textContent.includes('Yzor')")).toBool());
        QVERIFY(!m_chromium.evaluate(QStringLiteral("document.body.textContent.includes('Krait\\'s partner')")).toBool());
    }

    void theTurnAndTheMapFollowTheGm()
    {
        CombatTurn turn(*m_campaign);
        m_campaign->dice().setOverride(std::make_shared<ScriptedDiceRoller>(QList<int>{6, 1}));
        // The initiative roll: the page shows the turn as the model has it after the step, within a second.
        QElapsedTimer clock;
        clock.start();
        QString error;
        QVERIFY2(turn.rollInitiative(m_fight.id, 1, &error) && turn.advance(m_fight.id, &error), qPrintable(error));
        const QString status = CombatWords::turnText(fight().state);
        QVERIFY2(m_chromium.waitUntil(QStringLiteral("document.querySelector('#fight-status').textContent === %1").arg(js(status)), 1000),
                 qPrintable(status));
        QVERIFY(clock.elapsed() < 1000);
        qint64 ms = -1;
        // Into side 1's movement, then Yzor steps forward: both reach the page within a second of the step.
        ms = pageFollows([&](QString* e) {
            for (int i = 0; i < 4 && fight().state.phase != CombatPhase::Movement; ++i)
                if (!turn.advance(m_fight.id, e))
                    return false;
            return true;
        }, QStringLiteral("document.querySelector('#fight-status').textContent.endsWith(%1)").arg(js(phaseName(CombatPhase::Movement))));
        QVERIFY2(ms >= 0, "the movement phase did not reach the page within a second");
        const QString yzor = figureOf(QStringLiteral("Yzor"));
        ms = pageFollows([&](QString* e) { return turn.move(m_fight.id, yzor, HexMap::toAxial(5, 6), 0, e); },
                         QStringLiteral("document.querySelector('#map [data-figure=\"%1\"]').dataset.hex === '5,6'").arg(yzor));
        QVERIFY2(ms >= 0, "Yzor's move did not reach the page within a second");
        qInfo("The page showed Yzor's move %lld ms after the step.", ms);
        m_campaign->dice().setOverride(nullptr);
        QVERIFY2(m_chromium.consoleProblems().isEmpty(), qPrintable(m_chromium.consoleProblems().join(QLatin1Char('\n'))));
    }

    void screenshotsToLookAt()
    {
        const QString dir = QStringLiteral(HK_BINARY_DIR "/players-screens/");
        struct Shot
        {
            const char* name;
            int width, height;
            bool phone, dark;
        };
        for (const Shot& s : {Shot{"phone-light", 390, 844, true, false}, Shot{"phone-dark", 390, 844, true, true},
                              Shot{"laptop-light", 1280, 800, false, false}, Shot{"laptop-dark", 1280, 800, false, true}}) {
            m_chromium.setViewport(s.width, s.height, s.phone);
            m_chromium.setDark(s.dark);
            QTest::qWait(300);
            QVERIFY(m_chromium.screenshot(dir + QString::fromLatin1(s.name) + QStringLiteral(".png")));
        }
        m_chromium.setViewport(390, 844, true);
        m_chromium.setDark(false);
        for (const char* tab : {"sheet", "timeline", "dice"}) {
            m_chromium.evaluate(QStringLiteral("location.hash = '#%1'").arg(QString::fromLatin1(tab)));
            QTest::qWait(300);
            QVERIFY(m_chromium.screenshot(dir + QStringLiteral("phone-%1.png").arg(QString::fromLatin1(tab))));
        }
    }

    void betweenGamesOpens()
    {
        m_chromium.setViewport(390, 844, true);
        m_chromium.setDark(false);
        QString error;
        QVERIFY(yzorId() > 0);
        QVERIFY2(Roster(*m_campaign).awardXp({yzorId()}, 1000, QStringLiteral("the test's bounty"), &error), qPrintable(error));
        QVERIFY(run(QStringLiteral("location.hash = '#between'")));
        QVERIFY(m_chromium.waitUntil(QStringLiteral("getComputedStyle(document.querySelector('#panel-between')).display === 'block'"), 1000));
        // The rules' lists arrived: races to choose and spell names for the learning form.
        QVERIFY(m_chromium.waitUntil(QStringLiteral("document.querySelectorAll('#new-race option').length > 0 && "
                                                    "document.querySelectorAll('#spell-names option').length > 0"), 3000));
        QCOMPARE(m_chromium.evaluate(QStringLiteral("document.querySelector('#between-character option:checked').textContent")).toString(),
                 QStringLiteral("Yzor"));
        QVERIFY(m_chromium.evaluate(QStringLiteral("document.querySelector('.tab[data-tab=between]').textContent.includes('Between games')")).toBool());
    }

    void aLegalNewCharacterIsBuiltAndSent()
    {
        QVERIFY(type(QStringLiteral("#new-name"), QStringLiteral("Bran")));
        QVERIFY(run(QStringLiteral("const r = document.querySelector('#new-race'); r.value = 'human'; r.dispatchEvent(new Event('change'))")));
        QCOMPARE(m_chromium.evaluate(QStringLiteral("document.querySelector('#new-race').value")).toString(), QStringLiteral("human"));
        QVERIFY(run(QStringLiteral("const t = document.querySelector('#new-type'); t.value = 'hero'; t.dispatchEvent(new Event('change'))")));
        for (const char* key : {"#new-st", "#new-dx", "#new-iq"})
            QVERIFY(type(QString::fromLatin1(key), QStringLiteral("8")));
        // 24 points where a human has 32: the rules' problem shows next to the attributes, and sending is off.
        QVERIFY2(m_chromium.waitUntil(QStringLiteral("document.querySelector('[data-field=points] .problem').textContent.includes('32')"), 3000),
                 qPrintable(m_chromium.evaluate(QStringLiteral("document.querySelector('#new-form').textContent")).toString()));
        QVERIFY(m_chromium.evaluate(QStringLiteral("document.querySelector('#new-send').disabled")).toBool());
        QCOMPARE(m_chromium.evaluate(QStringLiteral("document.querySelector('#new-form').dataset.legal")).toString(), QStringLiteral("false"));
        // ST and DX up by four each, with the steppers: 12 + 12 + 8 is a legal human hero. Eight quick clicks make
        // one check, not eight (the link may send only two messages a second).
        QVERIFY(run(QStringLiteral("const s = HexkeeperPage.ui.socket; const send = s.send.bind(s); window.checksSent = 0;"
                                   " s.send = (d) => { if (JSON.parse(d).type === 'check') window.checksSent++; return send(d); }")));
        for (int i = 0; i < 4; ++i)
            QVERIFY(run(QStringLiteral("document.querySelector('[data-step=st][data-by=\"1\"]').click(); document.querySelector('[data-step=dx][data-by=\"1\"]').click()")));
        QVERIFY2(m_chromium.waitUntil(QStringLiteral("document.querySelector('#new-form').dataset.legal === 'true' && !document.querySelector('#new-send').disabled"), 3000),
                 qPrintable(m_chromium.evaluate(QStringLiteral("document.querySelector('#new-form').textContent")).toString()));
        QCOMPARE(m_chromium.evaluate(QStringLiteral("document.querySelector('[data-field=points] .problem').textContent")).toString(), QString());
        QCOMPARE(m_chromium.evaluate(QStringLiteral("window.checksSent")).toInt(), 1);
        QVERIFY(run(QStringLiteral("document.querySelector('#new-send').click()")));
        const auto [text, refused] = replyOf(QStringLiteral("#new-reply"));
        QVERIFY2(!refused && text.contains(QLatin1String("Bran")), qPrintable(text));
        QVERIFY(m_chromium.waitUntil(QStringLiteral("(HexkeeperPage.ui.snapshot.requests || []).some((r) => r.kind === 'new-character')"), 1000));
        QVERIFY(m_chromium.evaluate(QStringLiteral("document.querySelector('#requests').textContent.includes('Bran')")).toBool());
        // Sent once: the form starts afresh, so the same character is not sent twice by a second tap.
        QVERIFY(m_chromium.waitUntil(QStringLiteral("document.querySelector('#new-name').value === '' && document.querySelector('#new-send').disabled"), 1000));
    }

    void stWithEpAcceptedAndUndone()
    {
        const int st = yzorSt();
        const QString stOffer = QStringLiteral("[...document.querySelectorAll('#offers .offer')].find((o) => o.dataset.buy.toLowerCase() === 'st')");
        QVERIFY2(m_chromium.waitUntil(QStringLiteral("(() => { const o = %1; return !!o && !o.querySelector('button').disabled; })()").arg(stOffer), 3000),
                 qPrintable(m_chromium.evaluate(QStringLiteral("document.querySelector('#levelup').textContent")).toString()));
        Character yzor;
        QString error;
        QVERIFY2(Roster(*m_campaign).find(yzorId(), &yzor, &error), qPrintable(error));
        const QString ep = m_chromium.evaluate(QStringLiteral("document.querySelector('#levelup-ep').textContent")).toString();
        QVERIFY2(yzor.experience >= 1000 && ep.contains(QString::number(yzor.experience)), qPrintable(ep));
        QVERIFY(run(stOffer + QStringLiteral(".querySelector('button').click()")));
        const auto [text, refused] = replyOf(QStringLiteral("#offers .offer .reply"));
        QVERIFY2(!refused && text.contains(QLatin1String("Yzor")), qPrintable(text));
        QVERIFY(m_chromium.waitUntil(QStringLiteral("(HexkeeperPage.ui.snapshot.requests || []).some((r) => r.kind === 'spend-xp')"), 1000));
        const auto [key, status] = requestOnPage(QStringLiteral("spend-xp"));
        QCOMPARE(status, QStringLiteral("pending"));
        PlayerRequests::IdKind kind;
        qint64 id = 0;
        QVERIFY(PlayerRequests::parseId(key, &kind, &id));
        const QString shown = QStringLiteral("document.querySelector('#requests li[data-request=\"%1\"]').dataset.status === '%2' && "
                                             "document.querySelector('#sheets .stat-value').textContent === '%3'");
        qint64 ms = pageFollows([&](QString* e) { return PlayerRequests(*m_campaign).accept(id, e); }, shown.arg(key, QStringLiteral("accepted")).arg(st + 1));
        QVERIFY2(ms >= 0, "the accepted request and the new ST did not reach the page within a second");
        QCOMPARE(yzorSt(), st + 1);
        QVERIFY(m_chromium.evaluate(QStringLiteral("document.querySelector('#requests li[data-request=\"%1\"] .pill').textContent").arg(key))
                    .toString() == QLatin1String("accepted"));
        qInfo("The page showed the accepted request and ST %d %lld ms after the GM's step.", st + 1, ms);
        ms = pageFollows([&](QString* e) { return m_campaign->undo(e); }, shown.arg(key, QStringLiteral("pending")).arg(st));
        QVERIFY2(ms >= 0, "undo did not reach the page within a second");
        QVERIFY(m_chromium.evaluate(QStringLiteral("document.querySelector('#requests li[data-request=\"%1\"] .pill').textContent").arg(key))
                    .toString() == QLatin1String("waiting for the GM"));
    }

    void learnASpellAndBrew()
    {
        QVERIFY(type(QStringLiteral("#learn-spell"), QStringLiteral("Fireball")));
        QVERIFY(run(QStringLiteral("document.querySelector('#learn-method').value = 'study'")));
        QVERIFY(run(QStringLiteral("document.querySelector('#learn-form button[type=submit]').click()")));
        madeOrRefusedInWords(QStringLiteral("#learn-reply"), QStringLiteral("learn-spell"));
        QVERIFY(type(QStringLiteral("#brew-potion"), QStringLiteral("Healing")));
        QVERIFY(type(QStringLiteral("#brew-doses"), QStringLiteral("2")));
        QVERIFY(type(QStringLiteral("#brew-lab"), QStringLiteral("1")));
        QVERIFY(run(QStringLiteral("document.querySelector('#brew-form button[type=submit]').click()")));
        madeOrRefusedInWords(QStringLiteral("#brew-reply"), QStringLiteral("brew"));
        QVERIFY(type(QStringLiteral("#note-text"), QStringLiteral("Yzor owes Mara five gold.")));
        QVERIFY(run(QStringLiteral("document.querySelector('#note-form button[type=submit]').click()")));
        madeOrRefusedInWords(QStringLiteral("#note-reply"), QStringLiteral("notes"));
        QVERIFY2(m_chromium.consoleProblems().isEmpty(), qPrintable(m_chromium.consoleProblems().join(QLatin1Char('\n'))));
    }

    // The downtime forms show the planner's preview as they are filled (issue 32): the brew left from above, a
    // magic item in a laboratory the GM just bought (the page's list follows the timeline) and a market search —
    // the request in a line, money in words, and the rules' problems — before anything is sent.
    void plannedWorkPreviewsLive()
    {
        QString error;
        qint64 lab = 0;
        QVERIFY2(Labs(*m_campaign).add(QStringLiteral("Yzor's tower"), QStringLiteral("wizard"), yzorId(), &lab, &error), qPrintable(error));
        QVERIFY2(m_chromium.waitUntil(QStringLiteral("[...document.querySelectorAll('#item-lab option')].some((o) => o.value === '%1')").arg(lab), 6000),
                 "the new laboratory did not reach the item form");
        QVERIFY2(m_chromium.waitUntil(QStringLiteral("document.querySelector('#brew-preview .preview-text')?.textContent.includes('Healing')"), 8000),
                 qPrintable(m_chromium.evaluate(QStringLiteral("JSON.stringify(HexkeeperPage.plans.forms.map((f) => [f.kind, f.asked, f.output.className, f.output.textContent]))")).toString()));
        QVERIFY(m_chromium.evaluate(QStringLiteral("document.querySelector('#brew-preview .preview-costs dd').textContent.startsWith('$')")).toBool());
        QVERIFY(type(QStringLiteral("#item-recipe"), QStringLiteral("blur")));
        QVERIFY(type(QStringLiteral("#item-name"), QStringLiteral("Grey hood")));
        QVERIFY(type(QStringLiteral("#item-value"), QStringLiteral("100")));
        QVERIFY(type(QStringLiteral("#item-lab"), QString::number(lab)));
        QVERIFY2(m_chromium.waitUntil(QStringLiteral("document.querySelector('#item-preview .preview-text')?.textContent === 'Grey hood: Blur'"), 8000),
                 qPrintable(m_chromium.evaluate(QStringLiteral("document.querySelector('#item-preview').textContent")).toString()));
        QVERIFY(m_chromium.evaluate(QStringLiteral("document.querySelectorAll('#item-preview .preview-problem').length > 0")).toBool());
        QVERIFY(type(QStringLiteral("#market-item"), QStringLiteral("Rope of climbing")));
        QVERIFY(type(QStringLiteral("#market-value"), QStringLiteral("400")));
        QVERIFY(run(QStringLiteral("const s = document.querySelector('#market-settlement'); s.value = s.options[1].value; s.dispatchEvent(new Event('change', {bubbles: true}))")));
        QVERIFY2(m_chromium.waitUntil(QStringLiteral("document.querySelector('#market-preview .preview-text')?.textContent.startsWith('Rope of climbing')"), 8000),
                 qPrintable(m_chromium.evaluate(QStringLiteral("document.querySelector('#market-preview').textContent")).toString()));
        QVERIFY2(m_chromium.consoleProblems().isEmpty(), qPrintable(m_chromium.consoleProblems().join(QLatin1Char('\n'))));
    }

    void aRefusalShowsItsReason()
    {
        const auto [key, status] = requestOnPage(QStringLiteral("notes"));
        QCOMPARE(status, QStringLiteral("pending"));
        PlayerRequests::IdKind kind;
        qint64 id = 0;
        QVERIFY(PlayerRequests::parseId(key, &kind, &id));
        const QString row = QStringLiteral("document.querySelector('#requests li[data-request=\"%1\"]')").arg(key);
        QVERIFY(m_chromium.evaluate(row + QStringLiteral(".querySelector('.request-date').textContent !== ''")).toBool());
        const qint64 ms = pageFollows([&](QString* e) { return PlayerRequests(*m_campaign).refuse(id, QStringLiteral("Tell me at the table."), e); },
                                      row + QStringLiteral(".dataset.status === 'refused' && ") + row
                                          + QStringLiteral(".querySelector('.request-reason').textContent === 'Tell me at the table.'"));
        QVERIFY2(ms >= 0, "the refusal and its reason did not reach the page within a second");
        QCOMPARE(m_chromium.evaluate(row + QStringLiteral(".querySelector('.pill').textContent")).toString(), QStringLiteral("refused"));
    }

    void betweenGamesScreenshots()
    {
        const QString dir = QStringLiteral(HK_BINARY_DIR "/players-screens/");
        // A half-built character on screen, so the pictures show problems next to their fields.
        QVERIFY(type(QStringLiteral("#new-name"), QStringLiteral("Wenna")));
        QVERIFY(run(QStringLiteral("const t = document.querySelector('#new-type'); t.value = 'wizard'; t.dispatchEvent(new Event('change'))")));
        QVERIFY(type(QStringLiteral("#new-iq"), QStringLiteral("9")));
        QTest::qWait(900);
        struct Shot
        {
            const char* name;
            int width, height;
            bool phone, dark;
            const char* scrollTo;
        };
        for (const Shot& s : {Shot{"between-phone-light", 390, 844, true, false, "#panel-between"},
                              Shot{"between-phone-light-builder", 390, 844, true, false, "#new-form"},
                              Shot{"between-phone-dark", 390, 844, true, true, "#levelup"},
                              Shot{"between-phone-light-plans", 390, 844, true, false, "#item-form"},
                              Shot{"between-phone-dark-plans", 390, 844, true, true, "#item-form"},
                              Shot{"between-phone-light-brew", 390, 844, true, false, "#brew-form"},
                              Shot{"between-phone-dark-market", 390, 844, true, true, "#market-form"},
                              Shot{"between-phone-dark-builder", 390, 844, true, true, "#new-form"},
                              Shot{"between-laptop-light", 1280, 900, false, false, "#panel-between"},
                              Shot{"between-laptop-dark", 1280, 900, false, true, "#panel-between"}}) {
            m_chromium.setViewport(s.width, s.height, s.phone);
            m_chromium.setDark(s.dark);
            QTest::qWait(200);
            run(QStringLiteral("document.querySelector(%1).scrollIntoView()").arg(js(QString::fromLatin1(s.scrollTo))));
            QTest::qWait(200);
            QVERIFY(m_chromium.screenshot(dir + QString::fromLatin1(s.name) + QStringLiteral(".png")));
        }
        // The sheet as it prints: no tabs, no forms, no map, full width.
        m_chromium.setDark(false);
        m_chromium.call(QStringLiteral("Emulation.setEmulatedMedia"), {{QStringLiteral("media"), QStringLiteral("print")}});
        QTest::qWait(200);
        QCOMPARE(m_chromium.evaluate(QStringLiteral("getComputedStyle(document.querySelector('.tabs')).display")).toString(), QStringLiteral("none"));
        QCOMPARE(m_chromium.evaluate(QStringLiteral("getComputedStyle(document.querySelector('#panel-sheet')).display")).toString(), QStringLiteral("block"));
        QCOMPARE(m_chromium.evaluate(QStringLiteral("getComputedStyle(document.querySelector('#new-form')).display")).toString(), QStringLiteral("none"));
        QVERIFY(m_chromium.screenshot(dir + QStringLiteral("print-sheet.png")));
        m_chromium.call(QStringLiteral("Emulation.setEmulatedMedia"), {{QStringLiteral("media"), QString()}});
        m_chromium.setViewport(390, 844, true);
    }

    void cleanupTestCase() { m_chromium.stop(); }
};

QTEST_GUILESS_MAIN(TestPlayersBrowser)
#include "tst_players_browser.moc"
