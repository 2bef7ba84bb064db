#pragma once

// For the players' server tests that start servers of their own on the loopback (tst_players_hardening,
// tst_players_secure): a server with the test's options, and the status of a raw HTTP answer.
#include "PlayersServer.h"
#include "campaign/Campaign.h"

#include <QByteArray>

#include <memory>

namespace hk::test {

inline std::unique_ptr<PlayersServer> startOnLoopback(Campaign& campaign, PlayersServer::Options options)
{
    options.bind = QHostAddress(QHostAddress::LocalHost);
    auto server = std::make_unique<PlayersServer>(campaign);
    QString error;
    if (!server->start(options, &error))
        qFatal("the server did not start: %s", qPrintable(error));
    return server;
}

// 200 for "HTTP/1.1 200 OK…", 0 when the answer is not HTTP (nothing came, or the connection was cut).
inline int statusOf(const QByteArray& answer)
{
    return answer.startsWith("HTTP/1.1 ") ? answer.mid(9, 3).toInt() : 0;
}

} // namespace hk::test
