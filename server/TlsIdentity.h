#pragma once

#include <QDateTime>
#include <QHostAddress>
#include <QList>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QString>
#include <QStringList>

#include <optional>

namespace hk {

// The names and addresses a certificate is made for (its subjectAltName entries).
struct TlsNames
{
    QStringList dnsNames;
    QList<QHostAddress> addresses;

    // This machine as players reach it: its host name (and host name.local), localhost, 127.0.0.1, ::1 and
    // every address of its interfaces that are up.
    static TlsNames ofThisMachine();
    // True when every name and address of `wanted` is in `certificate`'s subjectAltName.
    static bool covers(const QSslCertificate& certificate, const TlsNames& wanted);
};

// The players' server's TLS identity (issue 32): the certificate, its private key and any intermediate
// certificates that `serve --tls` and the Share dialog's "Secure (HTTPS)" switch serve with. Why: players'
// browsers reach the GM's machine by address, and no public authority vouches for it, so Hexkeeper makes its
// own self-signed certificate once (kept with a private key in the user's data folder, never in the campaign)
// and shows its SHA-256 fingerprint for players to check; a GM with a real certificate gives its files
// instead.
struct TlsIdentity
{
    QSslCertificate certificate;
    QSslKey key;
    QList<QSslCertificate> chain; // the certificates after the first one in the certificate file

    // The certificate's SHA-256 fingerprint as upper-case hex pairs joined by colons ("AB:CD:…"), the form
    // browsers show it in.
    QString fingerprint() const;
    // For a QSslServer or QSslSocket::startServerEncryption: TLS 1.2 or later with this certificate, key and
    // chain.
    QSslConfiguration serverConfiguration() const;

    // Hexkeeper's own identity in `folder`: the pair there when it is sound (readable, key matching, valid
    // for 30 more days, covering this machine's current names and addresses), else a new pair made and
    // written there.
    static std::optional<TlsIdentity> ownOrMake(const QString& folder, QString* error);
    // The GM's own certificate (PEM, with its chain after it) and private key (PEM, EC or RSA, no
    // passphrase).
    static std::optional<TlsIdentity> fromFiles(const QString& certificateFile, const QString& keyFile,
                                                QString* error);
    // Where ownOrMake keeps Hexkeeper's own pair: the application's data folder + "/tls".
    static QString defaultFolder();
    // A new self-signed pair (ECDSA P-256, SHA-256, a random serial) for `names`, valid from `from` until
    // `until`. ownOrMake uses it with today's dates; tests make expired certificates with it.
    static std::optional<TlsIdentity> makeSelfSigned(const TlsNames& names, const QDateTime& from,
                                                     const QDateTime& until, QString* error);

    static constexpr auto certificateFileName = "server-cert.pem";
    static constexpr auto keyFileName = "server-key.pem";
};

} // namespace hk
