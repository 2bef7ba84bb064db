#pragma once

// The players' server on the loopback over the demo-like PlayersTable, as the server tests use it: the page's
// addresses of a link, the campaign's digest, a fresh link of its own for each test. Why a fixture: the server's
// messages (tst_players_server) and what a sheet shows between game nights (tst_players_sheets) start alike.
#include "PlayersTable.h"
#include "ServerTestSupport.h"

#include "LocalNetwork.h"
#include "PlayerRequest.h"
#include "PlayersServer.h"
#include "campaign/CampaignLogs.h"
#include "commands/ChangeHistory.h"
#include "characters/Roster.h"
#include "players/PlayerProposals.h"
#include "players/PlayerRequests.h"
#include "players/PlayerSharing.h"
#include "research/MarketSearch.h"
#include "time/AdvanceTime.h"
#include "treasury/Treasury.h"
#include "activities/ActivityRepository.h"
#include "audience/CampaignView.h"

#include <QJsonArray>
#include <QTcpSocket>

namespace hk::test {

class PlayersServerFixture
{
protected:
    PlayersTable m_table;
    std::unique_ptr<PlayersServer> m_server;

    QUrl url(const PlayerLink& link, const QString& rest = {}) const
    {
        QUrl u = m_server->linkUrl(link);
        if (!rest.isEmpty())
            u.setPath(u.path() + QLatin1Char('/') + rest);
        return u;
    }
    QUrl live(const PlayerLink& link) const
    {
        QUrl u = url(link, QStringLiteral("live"));
        u.setScheme(QStringLiteral("ws"));
        return u;
    }
    QString digest(test::CallSite where = HK_CALL_SITE) const
    {
        return test::digestOf(*m_table.campaign, where);
    }
    // A link of its own for Yzor, so that one test's requests do not spend another's allowance.
    PlayerLink freshLink()
    {
        PlayerLink link;
        QString error;
        if (!PlayerLinks(*m_table.campaign).create(QStringLiteral("Tester %1").arg(++m_testers), {m_table.yzor}, &link, &error))
            qFatal("%s", qPrintable(error));
        return link;
    }
    int m_testers = 0;

    static QStringList names(const QJsonArray& objects)
    {
        QStringList out;
        for (const QJsonValue& v : objects)
            out.append(v.toObject().value(QLatin1String("name")).toString());
        return out;
    }

    // The server started on 127.0.0.1 over the table; "" when it works, else why not.
    QString startServer()
    {
        const QString built = m_table.build();
        if (!built.isEmpty())
            return built;
        m_server = std::make_unique<PlayersServer>(*m_table.campaign);
        PlayersServer::Options options;
        options.bind = QHostAddress(QHostAddress::LocalHost);
        options.handshakeBurst = 1000; // these tests open many pages from one address; tst_players_hardening tests the limit
        QString error;
        return m_server->start(options, &error) ? QString() : error;
    }
};

} // namespace hk::test
