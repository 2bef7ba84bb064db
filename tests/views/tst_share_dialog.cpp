// Sharing the campaign with the players (issue 20), offscreen. The Share with Players dialog: the server
// started on the loopback from its button (and on another port when the one asked for is taken), a link made
// through the New link dialog with the player's characters preselected, the table row, the address and its QR
// code, the page fetched over HTTP (200) and a live page shown as connected; revoking (confirmed) makes the
// address answer 403 and notes the refusal, undo brings the link back, Stop hides the address. The tracker's
// proposals panel: a player's proposal listed, accepted with its button (the figure takes the option and
// moves, the panel empties and hides), an already decided one refused in the panel's own line, another
// refused with a reason, and undo bringing it back. The main window: one server per open campaign, following
// the encounter the Combat page shows, the dialog from the Campaign menu, both gone with the campaign.
// Secure and beyond the local network (issue 32): the HTTPS switch restarts a running server on its port with
// Hexkeeper's own certificate (links https, the fingerprint shown is the certificate's, a client that trusts no
// authority but pins it gets the page, plain HTTP gets nothing); opening beyond the local network is impossible
// without HTTPS or a reverse proxy and ends with them (the proxy itself: tst_share_proxy); the GM's own certificate files refused
// with the reason (nothing changes) or taken; every choice remembered in the settings for the next dialog. The
// data and settings folders are the test's own (QStandardPaths test mode).
#include "ShareDialogSupport.h"
#include "StrictTest.h"

using namespace hk;
using namespace hk::test::share;

class TestShareDialog : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("Share")};

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

    void shareALink()
    {
        std::unique_ptr<Campaign> campaign = m_campaigns.create(1);
        QVERIFY(campaign);
        QString error;
        Character a = test::legalWizard(QStringLiteral("Yzor"));
        a.player = QStringLiteral("Ann");
        Character b = test::legalWizard(QStringLiteral("Vessa"));
        b.player = QStringLiteral("Ben");
        qint64 yzor = 0;
        qint64 vessa = 0;
        QVERIFY2(Roster(*campaign).add(a, &yzor, &error) && Roster(*campaign).add(b, &vessa, &error), qPrintable(error));

        PlayersServer server(*campaign);
        ShareDialog dialog(*campaign, &server);
        QCOMPARE(dialog.objectName(), QStringLiteral("shareDialog"));
        dialog.setListenAddress(QHostAddress(QHostAddress::LocalHost), 0);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(!server.isRunning());
        QVERIFY(!buttonOf(&dialog, QStringLiteral("newLink"))->isHidden());

        // Start: the loopback, any free port, said in the dialog.
        buttonOf(&dialog, QStringLiteral("serverStartStop"))->click();
        QVERIFY2(server.isRunning(), qPrintable(dialog.message()));
        QVERIFY(server.port() > 0);
        QVERIFY(dialog.message().isEmpty());
        const QString address = dialog.findChild<QLabel*>(QStringLiteral("serverAddress"))->text();
        QVERIFY2(address.contains(QLatin1String("127.0.0.1")) && address.contains(QString::number(server.port())),
                 qPrintable(address));
        QVERIFY(dialog.shownUrl().isEmpty()); // no link yet

        // New link: the name preselects the player's characters (whatever its case), and the link is made.
        bool answered = false;
        test::whenDialogOpens<PlayerLinkDialog>([&](PlayerLinkDialog* d) {
            d->setName(QStringLiteral("ann"));
            QCOMPARE(d->characterIds(), QList<qint64>{yzor});
            d->setName(QStringLiteral("Ben"));
            QCOMPARE(d->characterIds(), QList<qint64>{vessa});
            d->setName(QStringLiteral("Ann"));
            test::saveShot(d, QStringLiteral("share-new-link"));
            d->accept();
        }, &answered);
        buttonOf(&dialog, QStringLiteral("newLink"))->click();
        QVERIFY(answered);
        PlayerLink link;
        QVERIFY2(PlayerLinks(*campaign).lookup(QStringLiteral("Ann"), &link, &error), qPrintable(error));
        QCOMPARE(link.characterIds, QList<qint64>{yzor});
        QTableWidget* table = dialog.links();
        QCOMPARE(table->rowCount(), 1);
        QCOMPARE(table->item(0, 0)->text(), QStringLiteral("Ann"));
        QCOMPARE(table->item(0, 1)->text(), QStringLiteral("Yzor"));
        QCOMPARE(table->item(0, 2)->text(), QStringLiteral("No"));
        QCOMPARE(dialog.selectedLink(), link.id);

        // The address and its QR code.
        const QString url = server.linkUrl(link).toString();
        QVERIFY(url.startsWith(QLatin1String("http://127.0.0.1:")));
        QCOMPARE(dialog.shownUrl(), url);
        QCOMPARE(dialog.findChild<QLabel*>(QStringLiteral("linkUrl"))->text(), url);
        QrCodeWidget* qr = dialog.qrCode();
        QVERIFY(qr->hasCode());
        QCOMPARE(qr->text(), url);
        const std::optional<QrCode> expected = QrCode::encode(url);
        QVERIFY(expected);
        QCOMPARE(qr->code()->size(), expected->size());
        QVERIFY(qr->width() >= 260 && qr->height() >= 260);
        // Painted as a scanner expects: a white quiet zone, the finder pattern's centre black.
        const QImage image = qr->grab().toImage();
        const int modules = expected->size() + 8;
        const int module = qMin(image.width(), image.height()) / modules;
        QVERIFY(module >= 2);
        const int left = (image.width() - module * modules) / 2;
        const int top = (image.height() - module * modules) / 2;
        const auto pixel = [&](int mx, int my) { return image.pixelColor(left + mx * module + module / 2, top + my * module + module / 2); };
        QCOMPARE(pixel(1, 1), QColor(Qt::white));
        QCOMPARE(pixel(4 + 3, 4 + 3), QColor(Qt::black));
        QCOMPARE(pixel(4, 4), QColor(Qt::black));

        // The page answers; a live page shows as connected.
        QCOMPARE(test::httpGet(QUrl(url)).status, 200);
        {
            test::PageSocket page;
            QUrl live(url + QStringLiteral("/live"));
            live.setScheme(QStringLiteral("ws"));
            QVERIFY(page.open(live));
            QTRY_VERIFY2(table->item(0, 2)->text().startsWith(QLatin1String("Yes, from")), qPrintable(table->item(0, 2)->text()));
            QVERIFY(table->item(0, 2)->text().contains(QLatin1String("127.0.0.1")));
            page.close();
            QTRY_COMPARE(table->item(0, 2)->text(), QStringLiteral("No"));
        }

        // Revoke, confirmed: the address stops working and the refusal is noted.
        answered = false;
        test::whenDialogOpens<QMessageBox>([](QMessageBox* box) { box->button(QMessageBox::Yes)->click(); }, &answered);
        buttonOf(&dialog, QStringLiteral("revokeLink"))->click();
        QVERIFY(answered);
        QCOMPARE(table->rowCount(), 0);
        QVERIFY(dialog.shownUrl().isEmpty());
        QVERIFY(!qr->hasCode());
        QCOMPARE(test::httpGet(QUrl(url)).status, 403);
        QTRY_VERIFY(dialog.refusedNotes().contains(QLatin1String("does not work")));

        // Undo gives the link back, at the same address.
        QVERIFY2(campaign->undo(&error), qPrintable(error));
        QCOMPARE(table->rowCount(), 1);
        QCOMPARE(dialog.shownUrl(), url);
        QCOMPARE(test::httpGet(QUrl(url)).status, 200);

        // Stop: no address is shown while nothing serves it.
        buttonOf(&dialog, QStringLiteral("serverStartStop"))->click();
        QVERIFY(!server.isRunning());
        QVERIFY(dialog.shownUrl().isEmpty());
        QVERIFY(!qr->hasCode());
        QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("linkUrl"))->text().contains(QLatin1String("Start")));
    }

    void httpsSwitchRestartsTheServerSecure()
    {
        PlayerLink link;
        std::unique_ptr<Campaign> campaign = campaignWithLink(&link);
        QVERIFY(campaign);
        PlayersServer server(*campaign);
        ShareDialog dialog(*campaign, &server);
        dialog.setListenAddress(QHostAddress(QHostAddress::LocalHost), 0);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCheckBox* secure = switchOf(&dialog, QStringLiteral("secureSwitch"));
        QVERIFY(secure && !secure->isChecked());
        QVERIFY(dialog.security()->fingerprint().isEmpty());
        QVERIFY2(dialog.startServer(), qPrintable(dialog.message()));
        const quint16 port = server.port();
        QVERIFY(dialog.selectLink(link.id));
        QVERIFY2(dialog.shownUrl().startsWith(QLatin1String("http://127.0.0.1:")), qPrintable(dialog.shownUrl()));

        // Turned on while the server runs: it starts again at once, on its port, over HTTPS.
        secure->click();
        QVERIFY(secure->isChecked());
        QVERIFY2(server.isRunning() && server.isSecure(), qPrintable(dialog.message()));
        QCOMPARE(server.port(), port);
        QVERIFY2(dialog.message().contains(QLatin1String("https")), qPrintable(dialog.message()));
        QVERIFY(labelText(&dialog, QStringLiteral("serverState")).contains(QLatin1String("HTTPS")));
        const QUrl url = server.linkUrl(link);
        QCOMPARE(url.scheme(), QStringLiteral("https"));
        QCOMPARE(dialog.shownUrl(), url.toString());
        QCOMPARE(dialog.qrCode()->text(), url.toString());

        // The fingerprint shown is that of Hexkeeper's own certificate, kept in the (test's) data folder.
        QString error;
        const std::optional<TlsIdentity> identity = TlsIdentity::ownOrMake(TlsIdentity::defaultFolder(), &error);
        QVERIFY2(identity, qPrintable(error));
        QCOMPARE(labelText(&dialog, QStringLiteral("tlsFingerprint")), identity->fingerprint());
        QCOMPARE(dialog.security()->fingerprint(), identity->fingerprint());
        QVERIFY(labelText(&dialog, QStringLiteral("fingerprintNote")).contains(QLatin1String("browser")));
        test::saveShot(&dialog, QStringLiteral("share-secure"));

        // A player whose browser warns, and who checks the fingerprint, gets his page; another certificate no.
        const PinnedAnswer page = pinnedGet(url, identity->fingerprint());
        QVERIFY(page.warned);
        QCOMPARE(page.seen, identity->fingerprint());
        QCOMPARE(page.status, 200);
        QCOMPARE(pinnedGet(url, QString(95, QLatin1Char('0'))).status, 0);
        QUrl plain = url;
        plain.setScheme(QStringLiteral("http"));
        QCOMPARE(test::httpGet(plain).status, 0);

        // Off again: plain links on the same port, no fingerprint.
        secure->click();
        QVERIFY(server.isRunning() && !server.isSecure());
        QCOMPARE(server.port(), port);
        QVERIFY2(dialog.shownUrl().startsWith(QLatin1String("http://")), qPrintable(dialog.shownUrl()));
        QVERIFY(dialog.security()->fingerprint().isEmpty());
        QCOMPARE(test::httpGet(QUrl(dialog.shownUrl())).status, 200);
    }

    void beyondTheLocalNetworkNeedsHttps()
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
        QCheckBox* secure = switchOf(&dialog, QStringLiteral("secureSwitch"));
        QVERIFY(beyond && secure);

        // Without HTTPS: the switch is off and disabled, and says why; asking anyway is refused with the reason.
        QVERIFY(!beyond->isEnabled() && !beyond->isChecked());
        QVERIFY2(labelText(&dialog, QStringLiteral("beyondNote")).contains(QLatin1String("needs Secure (HTTPS)")),
                 qPrintable(labelText(&dialog, QStringLiteral("beyondNote"))));
        QVERIFY(!dialog.security()->setBeyondLocalNetwork(true));
        QVERIFY2(dialog.message().contains(QLatin1String("Secure (HTTPS)")), qPrintable(dialog.message()));
        QVERIFY(!beyond->isChecked());
        QVERIFY(!dialog.security()->settings().beyondLocalNetwork);
        QVERIFY(!QSettings().value(QStringLiteral("share/beyondLocalNetwork")).toBool());

        // With HTTPS it opens, the server starts so, and the GM reads about his router.
        secure->click();
        QVERIFY(beyond->isEnabled());
        beyond->click();
        QVERIFY(beyond->isChecked());
        QVERIFY2(dialog.startServer(), qPrintable(dialog.message()));
        QVERIFY(server.isSecure());
        QVERIFY(labelText(&dialog, QStringLiteral("serverState")).contains(QLatin1String("beyond the local network")));
        const QString note = labelText(&dialog, QStringLiteral("beyondNote"));
        QVERIFY2(note.contains(QString::number(server.port())) && note.contains(QLatin1String("router"))
                     && note.contains(QLatin1String("Caddy")),
                 qPrintable(note));
        QVERIFY(labelText(&dialog, QStringLiteral("linkHint")).contains(QLatin1String("away from the table")));

        // The address players from outside open: a wrong one refused with the reason (nothing changes); a right
        // one carried by the links, on the same port, and the server answers to its name.
        const quint16 port = server.port();
        auto* address = dialog.findChild<QLineEdit*>(QStringLiteral("publicAddress"));
        QVERIFY(address && address->isVisible() && address->text().isEmpty());
        QVERIFY(!dialog.security()->setPublicAddress(QStringLiteral("http://game.example.org:8421")));
        QVERIFY2(dialog.message().contains(QLatin1String("https only")), qPrintable(dialog.message()));
        QVERIFY(dialog.security()->settings().publicAddress.isEmpty());
        QVERIFY(dialog.shownUrl().startsWith(QLatin1String("https://127.0.0.1:")));
        QVERIFY(dialog.security()->setPublicAddress(QStringLiteral(" game.example.org:8421 ")));
        const QString publicAddress = QStringLiteral("https://game.example.org:8421");
        QCOMPARE(address->text(), publicAddress);
        QCOMPARE(QSettings().value(QStringLiteral("share/publicAddress")).toString(), publicAddress);
        QVERIFY(server.isRunning());
        QCOMPARE(server.port(), port);
        QCOMPARE(dialog.shownUrl(), publicAddress + QStringLiteral("/p/") + link.token);
        QUrl local = server.linkUrl(link);
        local.setHost(QStringLiteral("127.0.0.1"));
        local.setPort(port);
        const QString fingerprint = dialog.security()->fingerprint();
        QCOMPARE(pinnedGet(local, fingerprint, "game.example.org:8421").status, 200);
        QCOMPARE(pinnedGet(local, fingerprint, "elsewhere.example.org:8421").status, 403);
        test::saveShot(&dialog, QStringLiteral("share-beyond"));

        // HTTPS off closes it again; the server starts again without either, on this machine's address.
        secure->click();
        QVERIFY(!address->isVisible());
        QVERIFY2(dialog.shownUrl().startsWith(QLatin1String("http://127.0.0.1:")), qPrintable(dialog.shownUrl()));
        QVERIFY(!beyond->isChecked() && !beyond->isEnabled());
        QVERIFY(!dialog.security()->settings().beyondLocalNetwork);
        QVERIFY2(server.isRunning() && !server.isSecure(), qPrintable(dialog.message()));
        QCOMPARE(server.port(), port);
        QVERIFY(!labelText(&dialog, QStringLiteral("serverState")).contains(QLatin1String("beyond")));
        QVERIFY(labelText(&dialog, QStringLiteral("linkHint")).contains(QLatin1String("same network")));
    }

    void ownCertificateFiles_data()
    {
        QTest::addColumn<QString>("certificate");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("refusal"); // empty: taken
        QTest::newRow("the key of another certificate") << "a-cert.pem" << "b-key.pem" << "does not belong";
        QTest::newRow("no key file") << "a-cert.pem" << "missing-key.pem" << "does not exist";
        QTest::newRow("a key given as the certificate") << "a-key.pem" << "a-key.pem" << "holds no certificate";
        QTest::newRow("a sound pair") << "a-cert.pem" << "a-key.pem" << "";
    }

    void ownCertificateFiles()
    {
        QFETCH(QString, certificate);
        QFETCH(QString, key);
        QFETCH(QString, refusal);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::optional<TlsIdentity> a = writePair(dir, QStringLiteral("a"));
        QVERIFY(a && writePair(dir, QStringLiteral("b")));
        PlayerLink link;
        std::unique_ptr<Campaign> campaign = campaignWithLink(&link);
        QVERIFY(campaign);
        PlayersServer server(*campaign);
        ShareDialog dialog(*campaign, &server);
        dialog.setListenAddress(QHostAddress(QHostAddress::LocalHost), 0);
        QVERIFY2(dialog.security()->setSecure(true), qPrintable(dialog.message()));
        const QString before = dialog.security()->fingerprint();
        QVERIFY(!before.isEmpty());
        QVERIFY2(dialog.startServer(), qPrintable(dialog.message()));
        const quint16 port = server.port();
        auto* hexkeepers = buttonOf(&dialog, QStringLiteral("hexkeepersCertificate"));
        QVERIFY(hexkeepers && hexkeepers->isHidden());

        const bool taken = dialog.security()->useOwnCertificate(dir.filePath(certificate), dir.filePath(key));
        if (!refusal.isEmpty()) {
            // Refused with the reason, and nothing changed: the same certificate serves on the same port.
            QVERIFY(!taken);
            QVERIFY2(dialog.message().contains(refusal), qPrintable(dialog.message()));
            QCOMPARE(dialog.security()->fingerprint(), before);
            QVERIFY(!dialog.security()->settings().ownCertificate());
            QVERIFY(QSettings().value(QStringLiteral("share/certificateFile")).toString().isEmpty());
            QVERIFY(server.isRunning() && server.isSecure());
            QCOMPARE(server.port(), port);
            QCOMPARE(pinnedGet(server.linkUrl(link), before).status, 200);
            return;
        }
        // Taken: the server serves with it at once, and the way back to Hexkeeper's own shows.
        QVERIFY2(taken, qPrintable(dialog.message()));
        QCOMPARE(dialog.security()->fingerprint(), a->fingerprint());
        QVERIFY(labelText(&dialog, QStringLiteral("certificateName")).contains(QLatin1String("a-cert.pem")));
        QCOMPARE(QSettings().value(QStringLiteral("share/certificateFile")).toString(), dir.filePath(certificate));
        QCOMPARE(QSettings().value(QStringLiteral("share/keyFile")).toString(), dir.filePath(key));
        QVERIFY(server.isRunning() && server.isSecure());
        QCOMPARE(server.port(), port);
        QCOMPARE(pinnedGet(server.linkUrl(link), a->fingerprint()).status, 200);
        QVERIFY(!hexkeepers->isHidden());
        hexkeepers->click();
        QCOMPARE(dialog.security()->fingerprint(), before);
        QVERIFY(hexkeepers->isHidden());
        QCOMPARE(pinnedGet(server.linkUrl(link), before).status, 200);
    }

    void theChoicesAreRemembered()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::optional<TlsIdentity> a = writePair(dir, QStringLiteral("a"));
        QVERIFY(a);
        std::unique_ptr<Campaign> campaign = m_campaigns.create(1);
        QVERIFY(campaign);
        PlayersServer server(*campaign);
        {
            ShareDialog first(*campaign, &server);
            QVERIFY(!first.security()->settings().secure);
            // The GM's own certificate turns HTTPS on; then open beyond the local network.
            QVERIFY2(first.security()->useOwnCertificate(dir.filePath(QStringLiteral("a-cert.pem")),
                                                         dir.filePath(QStringLiteral("a-key.pem"))),
                     qPrintable(first.message()));
            QVERIFY(first.security()->settings().secure);
            QVERIFY(first.security()->setBeyondLocalNetwork(true));
            QVERIFY(first.security()->setPublicAddress(QStringLiteral("game.example.org")));
        }
        QSettings settings;
        QVERIFY(settings.value(QStringLiteral("share/secure")).toBool());
        QVERIFY(settings.value(QStringLiteral("share/beyondLocalNetwork")).toBool());
        QCOMPARE(settings.value(QStringLiteral("share/certificateFile")).toString(), dir.filePath(QStringLiteral("a-cert.pem")));

        // The next dialog (another campaign would do) starts as the GM left it.
        ShareDialog second(*campaign, &server);
        QVERIFY(switchOf(&second, QStringLiteral("secureSwitch"))->isChecked());
        QVERIFY(switchOf(&second, QStringLiteral("beyondSwitch"))->isChecked());
        QCOMPARE(second.security()->fingerprint(), a->fingerprint());
        QCOMPARE(second.findChild<QLineEdit*>(QStringLiteral("publicAddress"))->text(), QStringLiteral("https://game.example.org"));
        QVERIFY(second.message().isEmpty());
        QVERIFY(second.security()->useHexkeepersCertificate());
        QVERIFY(second.security()->setSecure(false));

        ShareDialog third(*campaign, &server);
        QVERIFY(!switchOf(&third, QStringLiteral("secureSwitch"))->isChecked());
        QVERIFY(!switchOf(&third, QStringLiteral("beyondSwitch"))->isChecked());
        QVERIFY(!third.security()->settings().ownCertificate());
        QVERIFY(third.security()->fingerprint().isEmpty());
    }

    void aTakenPortFallsBack()
    {
        std::unique_ptr<Campaign> campaign = m_campaigns.create(1);
        QVERIFY(campaign);
        QTcpServer squatter;
        QVERIFY(squatter.listen(QHostAddress(QHostAddress::LocalHost), 0));
        PlayersServer server(*campaign);
        ShareDialog dialog(*campaign, &server);
        dialog.setListenAddress(QHostAddress(QHostAddress::LocalHost), squatter.serverPort());
        QVERIFY2(dialog.startServer(), qPrintable(dialog.message()));
        QVERIFY(server.port() > 0 && server.port() != squatter.serverPort());
        QVERIFY2(dialog.message().contains(QString::number(squatter.serverPort()))
                     && dialog.message().contains(QString::number(server.port())),
                 qPrintable(dialog.message()));
    }

    void proposalsInTheTracker()
    {
        test::PlayersTable players;
        QCOMPARE(players.build(), QString());
        Campaign& campaign = *players.campaign;
        QString error;
        const std::optional<CombatParameters> p = CombatParameters::load(campaign.rules(), &error);
        QVERIFY2(p, qPrintable(error));
        Encounter e;
        QVERIFY2(Encounters(campaign).find(players.encounter, &e, &error), qPrintable(error));

        TrackerPanel tracker;
        tracker.setCampaign(&campaign);
        tracker.setEncounter(e, &*p);
        ProposalsPanel* panel = tracker.proposals();
        QVERIFY(panel);
        QVERIFY(panel->isHidden()); // nothing waits

        // Ann proposes Yzor's first option and a step north.
        const CombatState seen = CombatView::forPlayers(e.state);
        const QList<ProposalChoice> annChoices = PlayerProposals::choices(seen, players.ann, *p);
        QCOMPARE(annChoices.size(), 1);
        const QString option = annChoices.first().options.first().key;
        qint64 annProposal = 0;
        QVERIFY2(PlayerProposals(campaign).propose(players.ann, players.encounter, players.yzorFigure, option,
                                                   HexMap::toAxial(5, 7), &annProposal, &error),
                 qPrintable(error));
        QVERIFY(!panel->isHidden());
        QCOMPARE(panel->shown().size(), 1);
        QVERIFY2(rowTexts(panel).value(0).contains(QLatin1String("Ann")) && rowTexts(panel).value(0).contains(QLatin1String("Yzor")),
                 qPrintable(rowTexts(panel).join(QLatin1Char('|'))));

        // Accept: the figure takes the option and moves; nothing waits any more.
        proposalButton(panel, QStringLiteral("acceptProposal"), annProposal)->click();
        QVERIFY2(panel->message().isEmpty(), qPrintable(panel->message()));
        QVERIFY2(Encounters(campaign).find(players.encounter, &e, &error), qPrintable(error));
        QCOMPARE(e.state.figure(players.yzorFigure)->body.optionKey, option);
        QCOMPARE(e.state.figure(players.yzorFigure)->body.position, HexMap::toAxial(5, 7));
        QVERIFY(panel->shown().isEmpty());
        QVERIFY(panel->isHidden());

        // Ben proposes for Vessa; accepting Ann's again is refused in the panel, not in a box.
        const QList<ProposalChoice> benChoices = PlayerProposals::choices(CombatView::forPlayers(e.state), players.ben, *p);
        QCOMPARE(benChoices.size(), 1);
        qint64 benProposal = 0;
        QVERIFY2(PlayerProposals(campaign).propose(players.ben, players.encounter, players.vessaFigure,
                                                   benChoices.first().options.first().key, std::nullopt, &benProposal, &error),
                 qPrintable(error));
        QCOMPARE(panel->shown().size(), 1);
        QVERIFY(!panel->accept(annProposal));
        QVERIFY2(panel->message().contains(QLatin1String("already been decided")), qPrintable(panel->message()));
        QVERIFY(!panel->isHidden());

        // Refuse Ben's with a reason.
        bool answered = false;
        test::whenDialogOpens<QInputDialog>([](QInputDialog* d) {
            d->setTextValue(QStringLiteral("Vessa is asleep"));
            d->accept();
        }, &answered);
        proposalButton(panel, QStringLiteral("refuseProposal"), benProposal)->click();
        QVERIFY(answered);
        PlayerProposal decided;
        QVERIFY2(PlayerProposals(campaign).find(benProposal, &decided, &error), qPrintable(error));
        QCOMPARE(decided.status, ProposalStatus::Refused);
        QCOMPARE(decided.reason, QStringLiteral("Vessa is asleep"));
        QVERIFY(panel->shown().isEmpty());
        QVERIFY(panel->isHidden());
        QVERIFY(panel->message().isEmpty());

        // Undo: Ben's proposal waits again.
        QVERIFY2(campaign.undo(&error), qPrintable(error));
        QCOMPARE(panel->shown().size(), 1);
        QCOMPARE(panel->shown().first().id, benProposal);
        QVERIFY(!panel->isHidden());
        tracker.setCampaign(nullptr);
    }

    void theWindowKeepsOneServerPerCampaign()
    {
        test::PlayersTable players;
        QCOMPARE(players.build(), QString());
        const qint64 encounter = players.encounter;
        MainWindow window(test::registry());
        window.setInteractive(false);
        QVERIFY(!window.playersServer());
        window.setCampaign(std::move(players.campaign));
        QPointer<PlayersServer> server = window.playersServer();
        QVERIFY(server);
        QVERIFY(!server->isRunning()); // the GM starts it
        QVERIFY(window.showPage(QStringLiteral("combat")));
        QCOMPARE(server->encounter(), encounter);

        auto* share = window.findChild<QAction*>(QStringLiteral("shareWithPlayers"));
        QVERIFY(share);
        QVERIFY(share->isEnabled());
        share->trigger();
        QPointer<ShareDialog> dialog = window.findChild<ShareDialog*>(QStringLiteral("shareDialog"));
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->links()->rowCount(), 2); // Ann and Ben
        share->trigger();
        QCOMPARE(window.findChildren<ShareDialog*>().size(), 1);

        window.setCampaign(nullptr);
        QVERIFY(!server);
        QVERIFY(!dialog);
        QVERIFY(!window.playersServer());
        QVERIFY(!share->isEnabled());
    }
};

QTEST_MAIN(TestShareDialog)
#include "tst_share_dialog.moc"
