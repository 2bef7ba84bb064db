// The players' page in real headless Chromium (issue 20): the demo campaign served on 127.0.0.1, Sam's link
// opened as his phone would open it. The map and the turn render as the players' view has them, and they
// follow the GM's steps made through the model within a second. Screenshots at phone and laptop size, light
// and dark, go to build/players-screens/ to be looked at (and one to the README).
#include "CampaignTestSupport.h"
#include "HeadlessChromium.h"

#include "PlayersServer.h"
#include "audience/CampaignView.h"
#include "combat/CombatTurn.h"
#include "combat/CombatWords.h"
#include "combat/Encounters.h"
#include "demo/DemoCampaign.h"
#include "dice/ScriptedDiceRoller.h"
#include "players/PlayerLinks.h"

#include <QElapsedTimer>

using namespace hk;
using namespace hk::test;

class TestPlayersBrowser : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<Campaign> m_campaign;
    std::unique_ptr<PlayersServer> m_server;
    HeadlessChromium m_chromium;
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

    static QString js(const QString& text) { return QStringLiteral("'%1'").arg(QString(text).replace(QLatin1Char('\''), QStringLiteral("\\'"))); }

    // How long the page takes to show what the expression waits for after the GM's step; -1 past a second.
    qint64 pageFollows(const std::function<bool(QString*)>& step, const QString& expression)
    {
        QElapsedTimer clock;
        clock.start();
        QString error;
        if (!step(&error)) {
            qWarning("%s", qPrintable(error));
            return -1;
        }
        return m_chromium.waitUntil(expression, 1000) ? clock.elapsed() : -1;
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
        QVERIFY2(m_server->start(options, &error), qPrintable(error));
        const QString started = m_chromium.start(m_server->linkUrl(m_sam), 390, 844);
        if (!started.isEmpty())
            QFAIL(qPrintable(started));
        m_chromium.setViewport(390, 844, true);
        QVERIFY2(m_chromium.waitUntil(QStringLiteral("Number(document.body.dataset.serial || 0) >= 1"), 15000),
                 qPrintable(m_chromium.consoleProblems().join(QLatin1Char('\n'))));
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

    void cleanupTestCase() { m_chromium.stop(); }
};

QTEST_GUILESS_MAIN(TestPlayersBrowser)
#include "tst_players_browser.moc"
