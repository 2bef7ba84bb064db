#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QSsl>
#include <QString>

#include <optional>

namespace hk {

struct TlsNames;

// What TlsIdentity needs from OpenSSL 3 that Qt does not offer: making a key and a self-signed certificate,
// and reading a GM's private key of any common PEM form and checking it against his certificate. Why a file
// of its own: it keeps OpenSSL's C types and error queue out of everything else (only this file includes
// OpenSSL). Its texts are OpenSSL's own details, in English; TlsIdentity says what went wrong in words for
// the GM.
namespace TlsOpenSsl {

struct PemPair
{
    QByteArray certificate; // "-----BEGIN CERTIFICATE-----"
    QByteArray key;         // PKCS #8 without a passphrase, "-----BEGIN PRIVATE KEY-----"
};

// A new ECDSA P-256 key and a certificate for it signed by itself with SHA-256: a random 128-bit serial,
// subject and issuer `commonName`, valid from `from` until `until`, subjectAltName `names`, CA:FALSE, key
// usage digitalSignature, extended key usage serverAuth. Nothing, with OpenSSL's reason in `detail`, when it
// fails.
std::optional<PemPair> makeSelfSigned(const TlsNames& names, const QString& commonName, const QDateTime& from,
                                      const QDateTime& until, QString* detail);

enum class KeyProblem { None, Unreadable, Locked, UnsupportedKind, Mismatch };

struct KeyReading
{
    KeyProblem problem = KeyProblem::None;
    QByteArray pem; // the key again as PKCS #8 PEM without a passphrase, for QSslKey
    QSsl::KeyAlgorithm algorithm = QSsl::Opaque;
};

// The first private key in `keyPem` (PKCS #8, SEC 1 "EC PRIVATE KEY" or PKCS #1 "RSA PRIVATE KEY"), when it
// is an EC or RSA key whose public half is the public key of the certificate `certificateDer`. Never asks for
// a passphrase: a locked key is KeyProblem::Locked.
KeyReading readPrivateKey(const QByteArray& keyPem, const QByteArray& certificateDer);

} // namespace TlsOpenSsl
} // namespace hk
