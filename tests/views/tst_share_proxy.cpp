// The Share dialog's reverse proxy (issue 32): its address refused unless it is an IP address (nothing changes),
// taken into the server's options (its X-Forwarded-For names the player in the refusals), refused to be cleared
// while it is what keeps the open server encrypted, and remembered for the next dialog.
#include "ShareDialogSupport.h"
#include "StrictTest.h"

using namespace hk;
using namespace hk::test::share;

class TestShareProxy : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("ShareProxy")};

    // A campaign with Ann's link to her wizard Yzor; empty with the reason when it could not be made.
    std::unique_ptr<Campaign> campaignWithLink(PlayerLink* link)
    {
        std::unique_ptr<Campaign> campaign = m_campaigns.create(1);
        QString error;
        qint64 yzor = 0;
        if (!campaign || !Roster(*campaign).add(test::legalWizard(QStringLiteral("Yzor")), &yzor, &error)
            || !PlayerLinks(*campaign).create(QStringLiteral("Ann"), {yzor}, link, &error)) {
            hk::test::setupFailed(QString::asprintf("no campaign with a link: %s", qPrintable(error)));
            return nullptr;
        }
        return campaign;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("HexkeeperTests"));
        QVERIFY2(TlsIdentity::defaultFolder().contains(QLatin1String(".qttest")), qPrintable(TlsIdentity::defaultFolder()));
    }
    void init()
    {
        StrictTest::init();
        QSettings().remove(QStringLiteral("share")); // each test starts with the dialog as first opened
    }


    void theProxysAddressIsChecked_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("taken"); // empty: refused
        QTest::newRow("on this computer") << " 127.0.0.1 " << "127.0.0.1";
        QTest::newRow("over a VPN") << "100.64.0.2" << "100.64.0.2";
        QTest::newRow("IPv6") << "::1" << "::1";
        QTest::newRow("leading zeros") << "127.000.000.001" << "127.0.0.1";
        QTest::newRow("a name") << "caddy.example.org" << "";
        QTest::newRow("localhost") << "localhost" << "";
        QTest::newRow("with a port") << "127.0.0.1:443" << "";
        QTest::newRow("one number") << "1" << "";
        QTest::newRow("out of range") << "300.1.1.1" << "";
        QTest::newRow("any address") << "0.0.0.0" << "";
        QTest::newRow("broadcast") << "255.255.255.255" << "";
        QTest::newRow("multicast") << "224.0.0.1" << "";
    }

    // A wrong address is refused with the reason and nothing changes: no setting, and the running server keeps
    // going as it was (no restart); a right one is taken in its usual form.
    void theProxysAddressIsChecked()
    {
        QFETCH(QString, typed);
        QFETCH(QString, taken);
        std::unique_ptr<Campaign> campaign = m_campaigns.create(1);
        QVERIFY(campaign);
        PlayersServer server(*campaign);
        ShareDialog dialog(*campaign, &server);
        dialog.setListenAddress(QHostAddress(QHostAddress::LocalHost), 0);
        QVERIFY2(dialog.startServer(), qPrintable(dialog.message()));
        const quint16 port = server.port();
        auto* field = dialog.findChild<QLineEdit*>(QStringLiteral("trustedProxy"));
        QVERIFY(field && !field->isHidden());
        QSignalSpy changed(dialog.security(), &ShareSecurity::changed);
        field->setText(typed);
        Q_EMIT field->editingFinished(); // as when the GM leaves the field
        if (taken.isEmpty()) {
            QVERIFY2(dialog.message().contains(QStringLiteral("“%1” is not an IP address").arg(typed.trimmed())),
                     qPrintable(dialog.message()));
            QVERIFY(dialog.security()->settings().trustedProxy.isEmpty());
            QVERIFY(QSettings().value(QStringLiteral("share/trustedProxy")).toString().isEmpty());
            QCOMPARE(changed.count(), 0);
            QVERIFY(server.isRunning());
            QCOMPARE(server.port(), port);
            QVERIFY(!switchOf(&dialog, QStringLiteral("beyondSwitch"))->isEnabled());
            return;
        }
        QCOMPARE(dialog.security()->settings().trustedProxy, taken);
        QCOMPARE(field->text(), taken);
        QCOMPARE(QSettings().value(QStringLiteral("share/trustedProxy")).toString(), taken);
        QCOMPARE(changed.count(), 1); // a running server takes it at once, on its port
        QVERIFY2(server.isRunning() && dialog.message().contains(QLatin1String("started again")), qPrintable(dialog.message()));
        QCOMPARE(server.port(), port);
        QVERIFY(switchOf(&dialog, QStringLiteral("beyondSwitch"))->isEnabled()); // the proxy encrypts for it
    }

    // Behind a reverse proxy the server opens beyond the local network without HTTPS of its own, as `serve
    // --public --trusted-proxy` does: the proxy reaches the server's options, and its X-Forwarded-For names the
    // player the server turns away. While it is what keeps the open server encrypted it cannot be cleared.
    void aReverseProxyOpensBeyondWithoutHttps()
    {
        PlayerLink link;
        std::unique_ptr<Campaign> campaign = campaignWithLink(&link);
        QVERIFY(campaign);
        PlayersServer server(*campaign);
        ShareDialog dialog(*campaign, &server);
        dialog.setListenAddress(QHostAddress(QHostAddress::LocalHost), 0);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCheckBox* beyond = switchOf(&dialog, QStringLiteral("beyondSwitch"));
        auto* field = dialog.findChild<QLineEdit*>(QStringLiteral("trustedProxy"));
        QVERIFY(beyond && field && field->isVisible() && !beyond->isEnabled());
        QVERIFY2(dialog.startServer(), qPrintable(dialog.message()));
        const quint16 port = server.port();

        // Typed and taken with Return: the switch can be turned on, and the server starts again open.
        QTest::keyClicks(field, QStringLiteral("127.0.0.1"));
        QVERIFY(beyond->isEnabled());
        QTest::keyClick(field, Qt::Key_Return);
        QCOMPARE(dialog.security()->settings().trustedProxy, QStringLiteral("127.0.0.1"));
        QVERIFY2(server.isRunning(), "Return in the field pressed a button of the dialog");
        beyond->click();
        QVERIFY(beyond->isChecked());
        QVERIFY2(server.isRunning() && !server.isSecure(), qPrintable(dialog.message()));
        QCOMPARE(server.port(), port);
        QVERIFY2(labelText(&dialog, QStringLiteral("serverState")).contains(QLatin1String("reverse proxy at 127.0.0.1")),
                 qPrintable(labelText(&dialog, QStringLiteral("serverState"))));
        QVERIFY(labelText(&dialog, QStringLiteral("beyondNote")).contains(QLatin1String("through the reverse proxy")));
        PlayersServer::Options options;
        QString error;
        QVERIFY2(dialog.security()->applyTo(&options, &error), qPrintable(error));
        QCOMPARE(options.trustedProxy, QHostAddress(QHostAddress::LocalHost));
        QVERIFY(!options.localPeersOnly && !options.tls);

        // Through the proxy, a wrong link is turned away in the player's name, not the proxy's; a right one works.
        QUrl wrong = server.linkUrl(link);
        wrong.setPath(QStringLiteral("/p/notALinkAtAll"));
        QCOMPARE(forwardedGet(wrong, "127.0.90.7"), 403);
        QTRY_VERIFY2(dialog.refusedNotes().contains(QLatin1String("127.0.90.7")), qPrintable(dialog.refusedNotes()));
        QVERIFY2(!dialog.refusedNotes().contains(QLatin1String("127.0.0.1")), qPrintable(dialog.refusedNotes()));
        QCOMPARE(forwardedGet(server.linkUrl(link), "127.0.90.8"), 200);

        // Cleared while it is what encrypts for the open server: refused with the reason, and nothing changes.
        field->clear();
        Q_EMIT field->editingFinished();
        QVERIFY2(dialog.message().contains(QLatin1String("needs the proxy")), qPrintable(dialog.message()));
        QCOMPARE(field->text(), QStringLiteral("127.0.0.1"));
        QCOMPARE(dialog.security()->settings().trustedProxy, QStringLiteral("127.0.0.1"));
        QVERIFY(beyond->isChecked());
        QVERIFY(server.isRunning() && !server.isSecure());
        QCOMPARE(server.port(), port);

        // Another address restarts the server with it; with HTTPS the proxy can go, and the server stays open.
        QVERIFY(dialog.security()->setTrustedProxy(QStringLiteral("::1")));
        QVERIFY(labelText(&dialog, QStringLiteral("serverState")).contains(QLatin1String("reverse proxy at ::1")));
        QCOMPARE(server.port(), port);
        QVERIFY2(dialog.security()->setSecure(true), qPrintable(dialog.message()));
        QVERIFY(dialog.security()->setTrustedProxy(QString()));
        QVERIFY(beyond->isChecked() && server.isRunning() && server.isSecure());
        QVERIFY(labelText(&dialog, QStringLiteral("serverState")).contains(QLatin1String("secure (HTTPS) and open beyond")));
    }

    void theProxyIsRemembered()
    {
        std::unique_ptr<Campaign> campaign = m_campaigns.create(1);
        QVERIFY(campaign);
        PlayersServer server(*campaign);
        {
            ShareDialog first(*campaign, &server);
            QVERIFY(first.security()->setTrustedProxy(QStringLiteral("100.64.0.2")));
            QVERIFY(first.security()->setBeyondLocalNetwork(true));
        }
        QCOMPARE(QSettings().value(QStringLiteral("share/trustedProxy")).toString(), QStringLiteral("100.64.0.2"));
        ShareDialog second(*campaign, &server);
        QCOMPARE(second.findChild<QLineEdit*>(QStringLiteral("trustedProxy"))->text(), QStringLiteral("100.64.0.2"));
        QVERIFY(switchOf(&second, QStringLiteral("beyondSwitch"))->isChecked());
        QVERIFY(!switchOf(&second, QStringLiteral("secureSwitch"))->isChecked());
        PlayersServer::Options options;
        QString error;
        QVERIFY2(second.security()->applyTo(&options, &error), qPrintable(error));
        QCOMPARE(options.trustedProxy, QHostAddress(QStringLiteral("100.64.0.2")));

        // A hand-edited settings file with no address in it: no proxy, so not open without HTTPS either.
        QSettings().setValue(QStringLiteral("share/trustedProxy"), QStringLiteral("caddy"));
        ShareDialog third(*campaign, &server);
        QVERIFY(third.security()->settings().trustedProxy.isEmpty());
        QVERIFY(!switchOf(&third, QStringLiteral("beyondSwitch"))->isChecked());
    }

};

QTEST_MAIN(TestShareProxy)
#include "tst_share_proxy.moc"
