// Issue 32's "done when", whole: Sam, at home, opens his link over HTTPS in real headless Chromium and, through the
// page's forms, builds a new character, spends EP on ST, asks to learn Trip and plans a Healing brew. The GM accepts
// each in the window's Requests page (offscreen); the page shows each change within a second. Undo in the window
// takes it back and the page follows; redo brings it again.
#include "CampaignTestSupport.h"
#include "server/PlayerPageDriver.h"

#include "PlayersServer.h"
#include "TlsIdentity.h"

#include "campaign/Campaign.h"
#include "characters/Roster.h"
#include "demo/DemoCampaign.h"
#include "labs/LabRepository.h"
#include "labs/Labs.h"
#include "main/MainWindow.h"
#include "players/PlayerLinks.h"
#include "players/PlayerRequests.h"
#include "players/RequestsPage.h"
#include "StrictTest.h"

#include <QAction>
#include <QCryptographicHash>
#include <QPushButton>
#include <QStandardPaths>
#include <QTreeWidget>

using namespace hk;
using namespace hk::test;

class TestPlayersGmAccepts : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    Campaign* m_campaign = nullptr;
    RequestsPage* m_requests = nullptr;
    std::unique_ptr<PlayersServer> m_server;
    HeadlessChromium m_chromium;
    PlayerPageDriver m_page{m_chromium};
    PlayerLink m_sam;
    qint64 m_yzor = 0;
    qint64 m_lab = 0;

    // The demo, with a wizard's lab of Yzor's own that he is attuned to (white-box: attuning is a week's roll),
    // so that a brew there is legal, and EP to spend.
    std::unique_ptr<Campaign> demo(QString* error)
    {
        std::unique_ptr<Campaign> c = DemoCampaign::create(m_dir.filePath(QStringLiteral("demo.hkc")), registry(), error);
        if (!c || !PlayerLinks(*c).lookup(QStringLiteral("Sam"), &m_sam, error))
            return nullptr;
        for (qint64 id : m_sam.characterIds) {
            Character ch;
            if (Roster(*c).find(id, &ch, error) && ch.name == QLatin1String("Yzor"))
                m_yzor = id;
        }
        if (m_yzor == 0 || !Labs(*c).add(QStringLiteral("Yzor's workroom"), QStringLiteral("wizard"), m_yzor, &m_lab, error)
            || !LabRepository(c->database()).setAttuned(m_lab, m_yzor, c->info().calendarDay, error)
            || !Roster(*c).awardXp({m_yzor}, 1000, QStringLiteral("the test's bounty"), error))
            return nullptr;
        return c;
    }

    QString startServer()
    {
        m_server = std::make_unique<PlayersServer>(*m_campaign);
        PlayersServer::Options options;
        options.bind = QHostAddress(QHostAddress::LocalHost);
        TlsNames names;
        names.dnsNames = {QStringLiteral("localhost")};
        names.addresses = {QHostAddress(QHostAddress::LocalHost)};
        QString error;
        const std::optional<TlsIdentity> identity = TlsIdentity::makeSelfSigned(names, QDateTime::currentDateTimeUtc().addDays(-1),
                                                                                QDateTime::currentDateTimeUtc().addDays(30), &error);
        if (!identity)
            return error;
        options.tls = identity->serverConfiguration();
        if (!m_server->start(options, &error))
            return error;
        // The browser takes this one key only, as a player does who checked the fingerprint.
        const QByteArray spki = QCryptographicHash::hash(identity->certificate.publicKey().toDer(), QCryptographicHash::Sha256).toBase64();
        return m_chromium.start(m_server->linkUrl(m_sam), 390, 844, spki);
    }

    QString snapshotHas(const QString& test) const { return QStringLiteral("(HexkeeperPage.ui.snapshot.%1)").arg(test); }

    // Waits for the page's request of a kind, pending, and gives its id ("r12" and 12).
    QPair<QString, qint64> pendingOnPage(const QString& kind)
    {
        if (!m_chromium.waitUntil(QStringLiteral("(HexkeeperPage.ui.snapshot.requests || []).some((r) => r.kind === %1 && r.status === 'pending')")
                                      .arg(PlayerPageDriver::js(kind)),
                                  3000))
            return {};
        const QString key = m_page.requestOnPage(kind).first;
        PlayerRequests::IdKind idKind;
        qint64 id = 0;
        return PlayerRequests::parseId(key, &idKind, &id) ? qMakePair(key, id) : QPair<QString, qint64>{};
    }

    // The GM picks the request in the window's list and presses Accept.
    bool acceptInWindow(qint64 id)
    {
        auto* list = m_requests->findChild<QTreeWidget*>(QStringLiteral("pendingRequests"));
        for (int i = 0; i < list->topLevelItemCount(); ++i) {
            if (list->topLevelItem(i)->data(0, Qt::UserRole).toLongLong() == id)
                list->setCurrentItem(list->topLevelItem(i));
        }
        auto* accept = m_requests->findChild<QPushButton*>(QStringLiteral("acceptRequest"));
        if (!list->currentItem() || list->currentItem()->data(0, Qt::UserRole).toLongLong() != id || !accept->isEnabled())
            return false;
        accept->click();
        return true;
    }

    // ms from the GM's act in the window until the page shows what `shown` waits for; -1 past a second.
    qint64 pageFollows(const std::function<bool()>& act, const QString& shown)
    {
        QElapsedTimer clock;
        clock.start();
        if (!act())
            return -1;
        return m_chromium.waitUntil(shown, 1000) ? clock.elapsed() : -1;
    }

    bool trigger(const char* action)
    {
        QAction* a = m_window->findChild<QAction*>(QLatin1String(action));
        if (!a || !a->isEnabled())
            return false;
        a->trigger();
        return true;
    }

    // The whole round for one request the page sent: the GM accepts in the window, the page shows the change and
    // the request accepted; undo takes both back; redo brings them again. `changed` is a page expression true
    // exactly when the change is on the page.
    void acceptUndoRedo(const QString& kind, const QString& changed)
    {
        const QPair<QString, qint64> found = pendingOnPage(kind);
        const QString key = found.first;
        const qint64 id = found.second; // a plain variable: clang 14 cannot capture a structured binding
        QVERIFY2(id > 0, qPrintable(kind + QStringLiteral(" did not arrive as a pending request")));
        QVERIFY2(!m_chromium.evaluate(changed).toBool(), qPrintable(kind + QStringLiteral(": the change shows before the GM accepted")));
        const QString row = PlayerPageDriver::requestRow(key);
        const QString accepted = QStringLiteral("%1 && %2.dataset.status === 'accepted' && (%3)").arg(row, row, changed);
        const QString pending = QStringLiteral("%1 && %2.dataset.status === 'pending' && !(%3)").arg(row, row, changed);
        qint64 ms = pageFollows([&] { return acceptInWindow(id); }, accepted);
        QVERIFY2(ms >= 0, qPrintable(kind + QStringLiteral(": the accepted change did not reach the page within a second. ")
                                     + m_requests->findChild<QWidget*>(QStringLiteral("requestsMessage"))->property("text").toString()));
        qInfo("%s: accepted in the window, on the page %lld ms later", qPrintable(kind), ms);
        ms = pageFollows([&] { return trigger("undo"); }, pending);
        QVERIFY2(ms >= 0, qPrintable(kind + QStringLiteral(": undo in the window did not reach the page within a second")));
        qInfo("%s: undone in the window, on the page %lld ms later", qPrintable(kind), ms);
        ms = pageFollows([&] { return trigger("redo"); }, accepted);
        QVERIFY2(ms >= 0, qPrintable(kind + QStringLiteral(": redo in the window did not reach the page within a second")));
    }

    void send(const char* form, const char* reply)
    {
        // As a player does: read the form's live preview first. Previews share the link's two messages a second,
        // so the request waits until the last preview is in and a second has passed.
        const QString preview = QString::fromLatin1(form).replace(QStringLiteral("-form"), QStringLiteral("-preview"));
        QVERIFY2(m_chromium.waitUntil(QStringLiteral("(() => { const o = document.querySelector('%1'); return !!o && o.textContent !== '' && "
                                                     "!o.classList.contains('is-waiting'); })()").arg(preview), 5000),
                 qPrintable(preview + QStringLiteral(" showed no preview")));
        QTest::qWait(1100);
        QVERIFY(m_page.run(QStringLiteral("document.querySelector('%1 button[type=submit]').click()").arg(QLatin1String(form))));
        const auto [text, refused] = m_page.replyOf(QLatin1String(reply));
        QVERIFY2(!text.isEmpty() && !refused, qPrintable(QLatin1String(form) + QStringLiteral(" was refused: ") + text));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QString error;
        std::unique_ptr<Campaign> campaign = demo(&error);
        QVERIFY2(campaign, qPrintable(error));
        m_window = std::make_unique<MainWindow>(registry());
        m_window->setInteractive(false);
        m_window->setCampaign(std::move(campaign));
        m_campaign = m_window->campaign();
        m_window->show();
        QVERIFY(m_window->showPage(QStringLiteral("requests")));
        m_requests = qobject_cast<RequestsPage*>(m_window->page(QStringLiteral("requests")));
        QVERIFY(m_requests);
        const QString started = startServer();
        if (!started.isEmpty())
            QFAIL(qPrintable(started));
        m_chromium.setViewport(390, 844, true);
        QVERIFY2(m_chromium.waitUntil(QStringLiteral("Number(document.body.dataset.serial || 0) >= 1"), 15000),
                 qPrintable(m_chromium.consoleProblems().join(QLatin1Char('\n'))));
        QVERIFY(m_page.run(QStringLiteral("location.hash = '#between'")));
        QVERIFY(m_chromium.waitUntil(QStringLiteral("document.querySelectorAll('#new-race option').length > 0"), 3000));
    }

    void aNewCharacter()
    {
        QVERIFY(m_page.type(QStringLiteral("#new-name"), QStringLiteral("Bran")));
        QVERIFY(m_page.type(QStringLiteral("#new-race"), QStringLiteral("human")));
        QVERIFY(m_page.type(QStringLiteral("#new-type"), QStringLiteral("hero")));
        QVERIFY(m_page.type(QStringLiteral("#new-st"), QStringLiteral("12")));
        QVERIFY(m_page.type(QStringLiteral("#new-dx"), QStringLiteral("12")));
        QVERIFY(m_page.type(QStringLiteral("#new-iq"), QStringLiteral("8")));
        QVERIFY2(m_chromium.waitUntil(QStringLiteral("document.querySelector('#new-form').dataset.legal === 'true' && !document.querySelector('#new-send').disabled"), 3000),
                 qPrintable(m_chromium.evaluate(QStringLiteral("document.querySelector('#new-form').textContent")).toString()));
        QVERIFY(m_page.run(QStringLiteral("document.querySelector('#new-send').click()")));
        const auto [text, refused] = m_page.replyOf(QStringLiteral("#new-reply"));
        QVERIFY2(!refused && text.contains(QLatin1String("Bran")), qPrintable(text));
        acceptUndoRedo(QStringLiteral("new-character"), QStringLiteral("document.querySelector('#sheets').textContent.includes('Bran')"));
    }

    void epOnSt()
    {
        Character yzor;
        QString error;
        QVERIFY2(Roster(*m_campaign).find(m_yzor, &yzor, &error), qPrintable(error));
        QVERIFY(m_page.type(QStringLiteral("#between-character"), QString::number(m_yzor)));
        const QString stOffer = QStringLiteral("[...document.querySelectorAll('#offers .offer')].find((o) => o.dataset.buy.toLowerCase() === 'st')");
        QVERIFY2(m_chromium.waitUntil(QStringLiteral("(() => { const o = %1; return !!o && !o.querySelector('button').disabled; })()").arg(stOffer), 3000),
                 qPrintable(m_chromium.evaluate(QStringLiteral("document.querySelector('#levelup').textContent")).toString()));
        QVERIFY(m_page.run(stOffer + QStringLiteral(".querySelector('button').click()")));
        const auto [text, refused] = m_page.replyOf(QStringLiteral("#offers .offer .reply"));
        QVERIFY2(!refused, qPrintable(text));
        acceptUndoRedo(QStringLiteral("spend-xp"),
                       snapshotHas(QStringLiteral("sheets.some((s) => s.id === %1 && s.st === %2)").arg(m_yzor).arg(yzor.st + 1)));
    }

    void learnTrip()
    {
        // Trip is an IQ 10 spell Yzor (IQ 10) does not know; he learns it by study, alone, as the demo's rules allow.
        QVERIFY(m_page.type(QStringLiteral("#learn-spell"), QStringLiteral("Trip")));
        QVERIFY(m_page.type(QStringLiteral("#learn-method"), QStringLiteral("study")));
        send("#learn-form", "#learn-reply");
        const QString learning = snapshotHas(QStringLiteral("timeline.some((r) => r.title.includes('Trip'))"));
        acceptUndoRedo(QStringLiteral("learn-spell"), learning);
        // Study is full time: the GM takes it back, so that Yzor is free to brew.
        QVERIFY(trigger("undo"));
        QVERIFY(m_chromium.waitUntil(QStringLiteral("!") + learning, 1000));
    }

    void brewHealing()
    {
        // Two doses of Healing in Yzor's own attuned lab, the book in hand, a trained alchemist as the player says.
        QVERIFY(m_page.type(QStringLiteral("#brew-potion"), QStringLiteral("Healing")));
        QVERIFY(m_page.type(QStringLiteral("#brew-doses"), QStringLiteral("2")));
        QVERIFY(m_page.type(QStringLiteral("#brew-lab"), QString::number(m_lab)));
        QVERIFY(m_page.tick(QStringLiteral("#brew-book"), true));
        QVERIFY(m_page.tick(QStringLiteral("#brew-trained"), true));
        send("#brew-form", "#brew-reply");
        acceptUndoRedo(QStringLiteral("brew"), snapshotHas(QStringLiteral("timeline.some((r) => r.title.includes('Healing × 2'))")));
    }

    void noProblemsInThePage() { QVERIFY2(m_chromium.consoleProblems().isEmpty(), qPrintable(m_chromium.consoleProblems().join(QLatin1Char('\n')))); }

    void cleanupTestCase()
    {
        m_chromium.stop();
        m_server.reset();
        m_window.reset();
    }
};

QTEST_MAIN(TestPlayersGmAccepts)
#include "tst_players_gm_accepts.moc"
