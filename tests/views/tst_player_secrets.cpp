// The players' screens show no GM secret (issue 15), on the same campaign as the CLI's secrets test
// (SecretCampaign, built through hexkeeper-cli): the player window following the ambush, and the downtime
// timeline in its player view with every activity's history opened, and what the GM hands the players (the
// character sheets and the character file). Every text they hold is searched for each
// secret — and the same screens for the GM are checked to hold it, so the test cannot pass because a secret was
// never made.
#include "SecretCampaign.h"
#include "WidgetTexts.h"

#include "audience/CampaignView.h"
#include "campaign/Campaign.h"
#include "characters/CharacterSheet.h"
#include "characters/Roster.h"
#include "characters/RosterFilter.h"
#include "combat/Encounters.h"
#include "combat/HexMapView.h"
#include "combat/PlayerWindow.h"
#include "downtime/GanttChart.h"
#include "downtime/TimelinePanel.h"
#include "StrictTest.h"

#include <QJsonDocument>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace hk;

class TestPlayerSecrets : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;
    test::SecretCampaign m_secrets{m_dir.filePath(QStringLiteral("secrets.hkc"))};
    std::unique_ptr<Campaign> m_campaign;

    qint64 ambush()
    {
        QString error;
        for (const Encounter& e : Encounters(*m_campaign).list(&error)) {
            if (e.name == QLatin1String("Ambush"))
                return e.id;
        }
        return 0;
    }

    QStringList playerWindowTexts()
    {
        PlayerWindow window;
        window.resize(1024, 700);
        window.setCampaign(m_campaign.get());
        window.setEncounter(ambush());
        return test::everyText(&window, window.map()->scene());
    }

    // The timeline, every bar's words and every activity's week-by-week history, for the GM or the players.
    QStringList timelineTexts(bool player)
    {
        TimelinePanel panel;
        panel.resize(1024, 700);
        panel.setCampaign(m_campaign.get());
        panel.setShowEnded(true);
        panel.setPlayerView(player);
        panel.show();
        QStringList texts = test::everyText(&panel);
        QString error;
        const Audience audience = player ? Audience::Players : Audience::Gm;
        for (const Activity& a : CampaignView(*m_campaign, audience).activities(0, {}, true, &error)) {
            if (!panel.selectActivity(a.id))
                texts.append(QStringLiteral("could not select activity %1").arg(a.id));
            texts += test::everyText(&panel);
        }
        for (int row = 0; row < panel.chart()->rowCount(); ++row)
            texts += panel.chart()->rowTexts(row);
        return texts;
    }

    // What a GM hands the players: each character's sheet and the roster as a character file.
    QStringList playerExports()
    {
        QString error;
        const QList<Character> characters = Roster(*m_campaign).list(RosterFilter{}, &error);
        QStringList out{QString::fromUtf8(QJsonDocument(Roster::exportJson(characters)).toJson())};
        for (const Character& c : characters)
            out.append(CharacterSheet::html(*m_campaign, c));
        if (characters.size() != 3)
            out.append(QStringLiteral("expected Yzor, Vessa and Tam, found %1 character(s): %2").arg(characters.size()).arg(error));
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QCOMPARE(m_secrets.build(), QString());
        QString error;
        m_campaign = Campaign::open(m_secrets.path(), test::registry(), &error);
        QVERIFY2(m_campaign, qPrintable(error));
        QVERIFY(ambush() > 0);
    }

    // The window shows the fight: the figures the players can see, the two "bears" among them.
    void playerWindowShowsTheFight()
    {
        const QStringList texts = playerWindowTexts();
        for (const char* shown : {"Yzor", "Vessa", "Wolf 1", "Bear 1", "Bear 2", "Turn 1"})
            QVERIFY2(!test::firstContaining(texts, QString::fromUtf8(shown)).isEmpty(), shown);
    }

    void playerScreensHoldNoSecret_data()
    {
        QTest::addColumn<QString>("secret");
        QTest::addColumn<bool>("inCombat"); // where the GM's screens show it: the tracker's log, or the timeline
        QTest::newRow("the hidden figure") << QStringLiteral("Wolf 2") << true;
        QTest::newRow("what it does") << QStringLiteral("lurks") << true;
        QTest::newRow("the illusion") << QStringLiteral("llusion") << true;
        QTest::newRow("the image") << QStringLiteral("an image") << true;
        QTest::newRow("the faulty batch") << QStringLiteral("faulty") << false;
        QTest::newRow("the faulty batch's roll") << QStringLiteral("= 16") << false;
        QTest::newRow("the fault's effect") << QStringLiteral("inactive") << false;
    }

    void playerScreensHoldNoSecret()
    {
        QFETCH(QString, secret);
        QFETCH(bool, inCombat);
        QString error;
        if (inCombat) {
            QString gm;
            for (const CombatLogEntry& l : CampaignView(*m_campaign, Audience::Gm).combatLog(ambush(), &error))
                gm += l.message + QLatin1Char('\n');
            QVERIFY2(gm.contains(secret, Qt::CaseInsensitive), qPrintable(QStringLiteral("the GM's log lacks %1:\n%2").arg(secret, gm)));
        } else {
            const QStringList gm = timelineTexts(false);
            QVERIFY2(!test::firstContaining(gm, secret).isEmpty(),
                     qPrintable(QStringLiteral("the GM's timeline lacks %1:\n%2").arg(secret, gm.join(QLatin1Char('\n')))));
        }
        for (const QStringList& texts : {playerWindowTexts(), timelineTexts(true), playerExports()}) {
            const QString leak = test::firstContaining(texts, secret);
            QVERIFY2(leak.isEmpty(), qPrintable(QStringLiteral("a players' screen shows “%1”: %2").arg(secret, leak)));
        }
    }

    void cleanupTestCase() { m_campaign.reset(); }
};

QTEST_MAIN(TestPlayerSecrets)
#include "tst_player_secrets.moc"
