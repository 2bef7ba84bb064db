// Issue 33: a link on 127.0.0.1 opens only on the GM's own computer. When that is the only address the
// players' server can put in its links — the machine has no network, or only addresses players cannot reach,
// or the server listens on the loopback only — the Share dialog says plainly that a phone cannot open them,
// why, and what to do; with an address on the local network it says nothing of the kind. The machine's
// addresses come from LocalNetwork::FakeAddresses, so each row is a machine of its own.
#include "CampaignTestSupport.h"

#include "LocalNetwork.h"
#include "PlayersServer.h"
#include "players/PlayerLinks.h"
#include "share/ShareDialog.h"
#include "StrictTest.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace hk;
using namespace Qt::StringLiterals;

class TestShareLoopback : public hk::test::StrictTest
{
    Q_OBJECT

    test::CampaignFactory m_campaigns{u"Loopback"_s};

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"HexkeeperTests"_s);
    }
    void init()
    {
        StrictTest::init();
        QSettings().remove(u"share"_s);
    }

    void warning_data()
    {
        QTest::addColumn<QStringList>("addresses"); // the machine's own, loopback interfaces left out
        QTest::addColumn<bool>("loopbackOnly");     // the server listens on 127.0.0.1 only
        QTest::addColumn<QString>("linkHost");
        QTest::addColumn<QString>("says");          // empty: no warning
        QTest::newRow("no network at all") << QStringList{} << false << u"127.0.0.1"_s << u"not connected to a network"_s;
        QTest::newRow("an IPv6 link-local address only") << QStringList{u"fe80::1"_s} << false << u"127.0.0.1"_s
                                                        << u"not connected to a network"_s;
        QTest::newRow("a public address only (not the players' network)") << QStringList{u"8.8.4.4"_s} << false
                                                                          << u"127.0.0.1"_s << u"not connected to a network"_s;
        QTest::newRow("listening on the loopback only") << QStringList{u"192.168.1.20"_s} << true << u"127.0.0.1"_s
                                                       << u"listens only on 127.0.0.1"_s;
        QTest::newRow("a home network address") << QStringList{u"192.168.1.20"_s} << false << u"192.168.1.20"_s << QString();
        QTest::newRow("a VPN mesh address") << QStringList{u"fe80::1"_s, u"100.64.0.7"_s} << false << u"100.64.0.7"_s << QString();
    }
    void warning()
    {
        QFETCH(QStringList, addresses);
        QFETCH(bool, loopbackOnly);
        QFETCH(QString, linkHost);
        QFETCH(QString, says);
        QList<QHostAddress> machine;
        for (const QString& a : addresses)
            machine.append(QHostAddress(a));
        LocalNetwork::FakeAddresses fake(machine);

        std::unique_ptr<Campaign> campaign = m_campaigns.create(1);
        QVERIFY(campaign);
        QString error;
        PlayerLink link;
        QVERIFY2(PlayerLinks(*campaign).create(u"Ann"_s, {}, &link, &error), qPrintable(error));
        PlayersServer server(*campaign);
        ShareDialog dialog(*campaign, &server);
        dialog.setListenAddress(loopbackOnly ? QHostAddress(QHostAddress::LocalHost) : QHostAddress(QHostAddress::Any), 0);
        dialog.refresh();
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        // Said before the server starts, and while it runs.
        for (int round = 0; round < 2; ++round) {
            const QString warning = dialog.loopbackWarning();
            if (says.isEmpty()) {
                QVERIFY2(warning.isEmpty(), qPrintable(warning));
            } else {
                QVERIFY2(warning.contains(u"A phone or another computer cannot open these links"_s), qPrintable(warning));
                QVERIFY2(warning.contains(says), qPrintable(warning));
            }
            if (round == 0)
                QVERIFY2(dialog.startServer(), qPrintable(dialog.message()));
        }
        QVERIFY(dialog.selectLink(link.id));
        QCOMPARE(QUrl(dialog.shownUrl()).host(), linkHost);
        dialog.stopServer();
    }
};

QTEST_MAIN(TestShareLoopback)
#include "tst_share_loopback.moc"
