// The player window never shows a secret: with an illusion on the board, a gargoyle the GM keeps hidden
// and GM-only lines in the combat log, every text the window holds — labels, buttons, tooltips, every role
// of every item view's data, and the map scene's texts and tooltips — is searched for "illusion", "image",
// the hidden figure's name and each GM-only line. It does show the fight: the wizards, the illusion as a
// wolf, the turn, its map zoomed to the figures it shows; and it follows the GM's changes (a revealed
// figure appears, undo takes it away again).
#include "CampaignTestSupport.h"
#include "CombatFixture.h"
#include "WidgetTexts.h"

#include "combat/CombatLogView.h"
#include "combat/CombatPage.h"
#include "combat/FigureItem.h"
#include "combat/HexMapView.h"
#include "combat/PlayerWindow.h"

#include <QPushButton>
#include <QStandardPaths>
#include "commands/ChangeHistory.h"
#include "StrictTest.h"
#include <QTest>

using namespace hk;

class TestPlayerWindow : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("PlayerWindow")};

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void showsNoSecret()
    {
        std::unique_ptr<Campaign> campaign = m_campaigns.create(1, {}, QStringLiteral("tft-wizard-1978"));
        QVERIFY(campaign);
        test::DuelFixture duel;
        QString error;
        QVERIFY2(test::playDuelOpening(*campaign, true, &duel, &error), qPrintable(error));
        Encounter e;
        QVERIFY(Encounters(*campaign).find(duel.encounter, &e, &error));
        const QString hiddenName = e.state.figure(duel.hidden)->body.name;
        const QString illusionName = e.state.figure(duel.illusion)->body.name;
        QCOMPARE(hiddenName, QStringLiteral("Gargoyle 1"));
        QStringList gmLines;
        for (const CombatLogEntry& l : Encounters(*campaign).log(duel.encounter, false, &error)) {
            if (l.gmOnly)
                gmLines.append(l.message);
        }
        QVERIFY(gmLines.size() >= 2); // the illusion's nature, the gargoyle hidden

        CombatPage page;
        page.resize(1090, 760);
        page.setCampaign(campaign.get());
        QCOMPARE(page.currentEncounter(), duel.encounter);
        page.findChild<QPushButton*>(QStringLiteral("playerWindowButton"))->click();
        PlayerWindow* players = page.playerWindow();
        QVERIFY(players);
        QVERIFY(QTest::qWaitForWindowExposed(players));
        page.findChild<QPushButton*>(QStringLiteral("playerWindowButton"))->click();
        QCOMPARE(page.playerWindow(), players); // one instance
        QCOMPARE(players->encounterId(), duel.encounter);

        const auto checkSecrets = [&](const QStringList& texts) {
            for (const QString& secret : QStringList{QStringLiteral("illusion"), QStringLiteral("image"), hiddenName}) {
                const QString leak = test::firstContaining(texts, secret);
                QVERIFY2(leak.isEmpty(), qPrintable(QStringLiteral("“%1” shows: %2").arg(secret, leak)));
            }
            for (const QString& line : std::as_const(gmLines))
                QVERIFY2(!texts.contains(line), qPrintable(line));
            for (const QString& t : texts)
                QVERIFY2(!t.contains(QLatin1String("wounds"), Qt::CaseInsensitive) && !t.contains(QLatin1String("fatigue"), Qt::CaseInsensitive),
                         qPrintable(t));
        };
        QStringList texts = test::everyText(players, players->map()->scene());
        checkSecrets(texts);
        // What players may see is there: the wizards, the "wolf" the illusion pretends to be, the turn.
        QVERIFY(!test::firstContaining(texts, QStringLiteral("Yzor")).isEmpty());
        QVERIFY(!test::firstContaining(texts, QStringLiteral("Krait")).isEmpty());
        QVERIFY(!test::firstContaining(texts, illusionName).isEmpty());
        QVERIFY(!test::firstContaining(texts, QStringLiteral("Turn 2")).isEmpty());
        QVERIFY(players->map()->isPlayerView());
        QVERIFY(!players->map()->isMovable());
        QVERIFY(players->map()->figureItem(duel.illusion));
        QVERIFY(!players->map()->figureItem(duel.hidden));
        QVERIFY(players->log()->entryCount() > 0);
        // The map opens fitted to the window, the whole map in view (issue 33); zoomed to the fight the players can
        // see, every counter is in view, closer than the whole map, and the framing does not reach for the hidden
        // gargoyle in its far corner.
        HexMapView* map = players->map();
        const double whole = map->zoom();
        QVERIFY(map->mapToScene(map->viewport()->rect()).boundingRect().adjusted(-1, -1, 1, 1).contains(map->sceneRect()));
        map->fitFigures();
        const double framed = map->zoom();
        for (const FigureItem* item : map->figureItems())
            QVERIFY(map->viewport()->rect().contains(map->mapFromScene(item->sceneBoundingRect().center())));
        QVERIFY(!map->viewport()->rect().contains(map->viewportPointOf(e.state.figure(duel.hidden)->body.position)));
        QVERIFY2(framed > whole * 1.1, qPrintable(QStringLiteral("%1 vs %2").arg(framed).arg(whole)));
        map->fitAll();
        QCOMPARE(map->zoom(), whole);
        map->fitFigures();

        // The GM plays on: Krait tries to disbelieve the "wolf" (a secret roll, one more GM-only line).
        test::scriptDice(*campaign, {6, 6, 5, 3, 4, 2, 5});
        QVERIFY2(CombatActions(*campaign).disbelieve(duel.encounter, duel.krait, duel.illusion, &error), qPrintable(error));
        campaign->dice().setOverride(nullptr);
        for (const CombatLogEntry& l : Encounters(*campaign).log(duel.encounter, false, &error)) {
            if (l.gmOnly && !gmLines.contains(l.message))
                gmLines.append(l.message);
        }
        texts = test::everyText(players, players->map()->scene());
        checkSecrets(texts);
        QVERIFY(!test::firstContaining(texts, QStringLiteral("tries to disbelieve")).isEmpty());

        // Revealed, the gargoyle appears on the players' screen; undo hides it again.
        QVERIFY2(CombatOverrides(*campaign).setHidden(duel.encounter, duel.hidden, false, &error), qPrintable(error));
        QVERIFY(players->map()->figureItem(duel.hidden));
        QVERIFY(!test::firstContaining(test::everyText(players, players->map()->scene()), hiddenName).isEmpty());
        QVERIFY(campaign->undo());
        QVERIFY(!players->map()->figureItem(duel.hidden));
        checkSecrets(test::everyText(players, players->map()->scene()));
        page.setCampaign(nullptr);
    }
};

QTEST_MAIN(TestPlayerWindow)
#include "tst_player_window.moc"
