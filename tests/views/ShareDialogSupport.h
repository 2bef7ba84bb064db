#pragma once

// What the Share with Players tests share: finding the dialog's buttons, switches and labels, and fetching a
// page pinned to a certificate or through a proxy. Why a header: the dialog's test and its reverse-proxy test
// (tst_share_proxy) drive the same dialog.
#include "CampaignTestSupport.h"
#include "DialogAnswer.h"
#include "server/PlayersTable.h"
#include "server/ServerTestSupport.h"
#include "server/TlsTestSupport.h"

#include "PlayersServer.h"
#include "QrCode.h"
#include "combat/CombatPage.h"
#include "combat/CombatView.h"
#include "main/MainWindow.h"
#include "combat/ProposalsPanel.h"
#include "combat/TrackerPanel.h"
#include "players/PlayerLinks.h"
#include "players/PlayerProposals.h"
#include "share/PlayerLinkDialog.h"
#include "share/QrCodeWidget.h"
#include "share/ShareDialog.h"
#include "share/ShareSecurity.h"
#include "share/ShareSettings.h"
#include "StrictTest.h"

#include <QAction>
#include <QCheckBox>
#include <QSettings>
#include <QTemporaryDir>
#include <QInputDialog>
#include <QLineEdit>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTcpServer>
#include <QTest>

namespace hk::test::share {

inline QPushButton* buttonOf(QWidget* parent, const QString& name)
{
    auto* b = parent->findChild<QPushButton*>(name);
    if (!b)
        hk::test::setupFailed(QString::asprintf("no button %s", qPrintable(name)));
    return b;
}

// The proposal's button in the panel's row for it.
inline QPushButton* proposalButton(ProposalsPanel* panel, const QString& name, qint64 proposalId)
{
    for (QPushButton* b : panel->findChildren<QPushButton*>(name)) {
        if (b->parentWidget() && b->parentWidget()->property("proposalId").toLongLong() == proposalId)
            return b;
    }
    hk::test::setupFailed(QString::asprintf("no %s button for proposal %lld", qPrintable(name), proposalId));
    return nullptr;
}

struct PinnedAnswer
{
    int status = 0;
    bool warned = false; // the client did not know the certificate (as a player's browser warns)
    QString seen;        // the fingerprint it saw
};

// A GET by a client that trusts no authority and goes on only when the certificate's SHA-256 fingerprint is
// `pinned`: the player who checked the fingerprint the dialog shows.
inline PinnedAnswer pinnedGet(const QUrl& url, const QString& pinned, const QByteArray& host = {})
{
    QNetworkAccessManager net;
    QNetworkRequest request(url);
    if (!host.isEmpty())
        request.setRawHeader("Host", host);
    QSslConfiguration trustNothing = QSslConfiguration::defaultConfiguration();
    trustNothing.setCaCertificates({});
    request.setSslConfiguration(trustNothing);
    QNetworkReply* reply = net.get(request);
    PinnedAnswer answer;
    QObject::connect(reply, &QNetworkReply::sslErrors, reply, [&](const QList<QSslError>& errors) {
        answer.warned = true;
        answer.seen = test::sha256(reply->sslConfiguration().peerCertificate());
        if (answer.seen == pinned)
            reply->ignoreSslErrors(errors);
    });
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(10000, &loop, &QEventLoop::quit);
    loop.exec();
    answer.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    reply->deleteLater();
    return answer;
}

// A certificate and its key for this machine's loopback, written as PEM into `dir` as NAME-cert.pem and
// NAME-key.pem; empty when it could not be made.
inline std::optional<TlsIdentity> writePair(const QTemporaryDir& dir, const QString& name)
{
    TlsNames names;
    names.dnsNames = {QStringLiteral("localhost")};
    names.addresses = {QHostAddress(QHostAddress::LocalHost)};
    QString error;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    std::optional<TlsIdentity> pair = TlsIdentity::makeSelfSigned(names, now.addDays(-1), now.addDays(365), &error);
    if (!pair) {
        hk::test::setupFailed(QString::asprintf("no certificate: %s", qPrintable(error)));
        return std::nullopt;
    }
    if (!test::writeFile(dir.filePath(name + QStringLiteral("-cert.pem")), pair->certificate.toPem())
        || !test::writeFile(dir.filePath(name + QStringLiteral("-key.pem")), pair->key.toPem()))
        return std::nullopt;
    return pair;
}

inline QCheckBox* switchOf(QWidget* parent, const QString& name)
{
    auto* b = parent->findChild<QCheckBox*>(name);
    if (!b)
        hk::test::setupFailed(QString::asprintf("no switch %s", qPrintable(name)));
    return b;
}

inline QString labelText(QWidget* parent, const QString& name)
{
    auto* label = parent->findChild<QLabel*>(name);
    return label && !label->isHidden() ? label->text() : QString();
}

// A GET as a reverse proxy on this machine sends it: the player's address in X-Forwarded-For.
inline int forwardedGet(const QUrl& url, const QByteArray& forwardedFor)
{
    QNetworkAccessManager net;
    QNetworkRequest request(url);
    request.setRawHeader("X-Forwarded-For", forwardedFor);
    QNetworkReply* reply = net.get(request);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(5000, &loop, &QEventLoop::quit);
    loop.exec();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    reply->deleteLater();
    return status;
}

inline QStringList rowTexts(ProposalsPanel* panel)
{
    QStringList texts;
    for (QLabel* l : panel->findChildren<QLabel*>(QStringLiteral("proposalText")))
        texts.append(l->text());
    return texts;
}

} // namespace hk::test::share
