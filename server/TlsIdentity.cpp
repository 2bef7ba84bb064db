#include "TlsIdentity.h"

#include "TlsOpenSsl.h"

#include "i18n/Translate.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QNetworkInterface>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSslSocket>
#include <QStandardPaths>
#include <QSysInfo>

#include <algorithm>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::TlsIdentity", text);
}

constexpr int validDays = 825;          // the longest validity browsers accepted for a server certificate
constexpr int renewWithinDays = 30;     // ownOrMake makes a new pair this long before the old one expires
constexpr qint64 largestFile = 1 << 20; // a certificate chain is a few kilobytes; this is surely another file
constexpr auto commonName = "Hexkeeper players' server";

enum class FileKind { Certificate, Key };

void fail(QString* error, const QString& message)
{
    if (error)
        *error = message;
}

QString day(const QDateTime& when)
{
    return when.toUTC().date().toString(Qt::ISODate);
}

// The bytes of a certificate or key file, or nothing with what is wrong in `error`.
std::optional<QByteArray> readSmallFile(const QString& path, FileKind kind, QString* error)
{
    const bool certificate = kind == FileKind::Certificate;
    const QString name = QDir::toNativeSeparators(path);
    QFile file(path);
    if (!file.exists()) {
        fail(error, certificate ? tr("The certificate file %1 does not exist.").arg(name)
                                : tr("The key file %1 does not exist.").arg(name));
        return std::nullopt;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        fail(error,
             certificate
                 ? tr("Hexkeeper cannot read the certificate file %1: %2").arg(name, file.errorString())
                 : tr("Hexkeeper cannot read the key file %1: %2").arg(name, file.errorString()));
        return std::nullopt;
    }
    if (file.size() > largestFile) {
        fail(error,
             certificate
                 ? tr("The certificate file %1 is too large to be a certificate (over 1 MB).").arg(name)
                 : tr("The key file %1 is too large to be a key (over 1 MB).").arg(name));
        return std::nullopt;
    }
    return file.readAll();
}

QString keyProblemText(TlsOpenSsl::KeyProblem problem, const QString& keyFile, const QString& certificateFile)
{
    const QString key = QDir::toNativeSeparators(keyFile);
    switch (problem) {
    case TlsOpenSsl::KeyProblem::Locked:
        return tr("The key in %1 is locked with a passphrase. Hexkeeper needs it without one: "
                  "\"openssl pkey -in OLD -out NEW\" writes an unlocked copy (keep that file private).")
            .arg(key);
    case TlsOpenSsl::KeyProblem::UnsupportedKind:
        return tr("The key in %1 is of a kind Hexkeeper cannot serve with: it needs an EC or RSA key.")
            .arg(key);
    case TlsOpenSsl::KeyProblem::Mismatch:
        return tr("The key in %1 does not belong to the certificate in %2: a certificate works only with the "
                  "private "
                  "key it was made for.")
            .arg(key, QDir::toNativeSeparators(certificateFile));
    case TlsOpenSsl::KeyProblem::Unreadable:
    case TlsOpenSsl::KeyProblem::None:
        break;
    }
    return tr("The file %1 holds no private key Hexkeeper can read. It needs a key in PEM form, text that "
              "begins "
              "with \"-----BEGIN PRIVATE KEY-----\" (or EC PRIVATE KEY, or RSA PRIVATE KEY).")
        .arg(key);
}

// Why a certificate cannot be served today, or nothing.
QString validityProblem(const QSslCertificate& certificate, const QString& file)
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QString name = QDir::toNativeSeparators(file);
    if (certificate.expiryDate() <= now)
        return tr("The certificate in %1 expired on %2. Browsers refuse an expired certificate: use a "
                  "renewed one.")
            .arg(name, day(certificate.expiryDate()));
    if (certificate.effectiveDate() > now)
        return tr("The certificate in %1 is valid only from %2 on. Check this computer's date and time, or "
                  "use "
                  "another certificate.")
            .arg(name, day(certificate.effectiveDate()));
    return {};
}

// The identity in the PEM texts `certificateText` and `keyText` (named by their files in messages).
std::optional<TlsIdentity> identityOf(const QByteArray& certificateText, const QByteArray& keyText,
                                      const QString& certificateFile, const QString& keyFile, QString* error)
{
    QList<QSslCertificate> certificates = QSslCertificate::fromData(certificateText, QSsl::Pem);
    if (certificates.isEmpty() || certificates.first().isNull()) {
        fail(error,
             tr("The file %1 holds no certificate. Hexkeeper needs one in PEM form, text that begins with "
                "\"-----BEGIN CERTIFICATE-----\".")
                 .arg(QDir::toNativeSeparators(certificateFile)));
        return std::nullopt;
    }
    const TlsOpenSsl::KeyReading reading = TlsOpenSsl::readPrivateKey(keyText, certificates.first().toDer());
    const QSslKey key = reading.problem == TlsOpenSsl::KeyProblem::None
                            ? QSslKey(reading.pem, reading.algorithm, QSsl::Pem, QSsl::PrivateKey)
                            : QSslKey();
    if (key.isNull()) {
        fail(error, keyProblemText(reading.problem, keyFile, certificateFile));
        return std::nullopt;
    }
    TlsIdentity identity;
    identity.certificate = certificates.takeFirst();
    identity.key = key;
    identity.chain = certificates;
    return identity;
}

// `folder`, made when missing, and open to its owner only.
bool makePrivateFolder(const QString& folder, QString* error)
{
    const QString name = QDir::toNativeSeparators(folder);
    if (!QDir(folder).mkpath(QStringLiteral("."))) {
        fail(error, tr("Hexkeeper could not make the folder %1 for its certificate.").arg(name));
        return false;
    }
    if (!QFile::setPermissions(folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner)) {
        fail(error, tr("Hexkeeper could not make the folder %1 private to you.").arg(name));
        return false;
    }
    return true;
}

// Writes `bytes` to `path` in one step (a reader sees the old file or the new one, never half of one); a
// private file is readable by its owner only from before its first byte.
bool writeAtomically(const QString& path, const QByteArray& bytes, bool isPrivate, QString* error)
{
    QSaveFile file(path);
    const QFile::Permissions ownerOnly = QFile::ReadOwner | QFile::WriteOwner;
    const bool written = file.open(QIODevice::WriteOnly) && (!isPrivate || file.setPermissions(ownerOnly)) &&
                         file.write(bytes) == bytes.size() && file.commit();
    if (!written) {
        fail(error,
             tr("Hexkeeper could not write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    return true;
}

// The pair Hexkeeper made earlier in `folder`, when it may still be served: both files readable and matching,
// valid for more than renewWithinDays, and made for every name and address this machine has now.
std::optional<TlsIdentity> soundOwnPair(const QDir& folder)
{
    const QString certificateFile = folder.filePath(QLatin1String(TlsIdentity::certificateFileName));
    const QString keyFile = folder.filePath(QLatin1String(TlsIdentity::keyFileName));
    if (!QFileInfo::exists(certificateFile) || !QFileInfo::exists(keyFile))
        return std::nullopt;
    QString ignored;
    std::optional<TlsIdentity> identity = TlsIdentity::fromFiles(certificateFile, keyFile, &ignored);
    if (!identity ||
        identity->certificate.expiryDate() < QDateTime::currentDateTimeUtc().addDays(renewWithinDays) ||
        !TlsNames::covers(identity->certificate, TlsNames::ofThisMachine()))
        return std::nullopt;
    QFile::setPermissions(keyFile,
                          QFile::ReadOwner | QFile::WriteOwner); // in case someone opened it up since
    return identity;
}

std::optional<TlsOpenSsl::PemPair> makePair(const TlsNames& names, const QDateTime& from,
                                            const QDateTime& until, QString* error)
{
    QString detail;
    std::optional<TlsOpenSsl::PemPair> pair =
        TlsOpenSsl::makeSelfSigned(names, QLatin1String(commonName), from, until, &detail);
    if (!pair)
        fail(error,
             tr("Hexkeeper could not make a certificate for the secure players' server. The encryption "
                "library it uses (OpenSSL) said: %1")
                 .arg(detail));
    return pair;
}

} // namespace

TlsNames TlsNames::ofThisMachine()
{
    static const QRegularExpression dnsName(
        QStringLiteral("^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$"));
    TlsNames names;
    const QString host = QSysInfo::machineHostName().toLower();
    if (host != QLatin1String("localhost") && dnsName.match(host).hasMatch()) {
        names.dnsNames.append(host);
        if (!host.contains(QLatin1Char('.')))
            names.dnsNames.append(host +
                                  QLatin1String(".local")); // how players' devices find it by multicast DNS
    }
    names.dnsNames.append(QStringLiteral("localhost"));
    names.addresses = {QHostAddress(QHostAddress::LocalHost), QHostAddress(QHostAddress::LocalHostIPv6)};
    for (const QNetworkInterface& nic : QNetworkInterface::allInterfaces()) {
        if (!nic.flags().testFlag(QNetworkInterface::IsUp) ||
            nic.flags().testFlag(QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry& entry : nic.addressEntries()) {
            QHostAddress address = entry.ip();
            address.setScopeId({});
            // A temporary (privacy) IPv6 address changes every day or so; a certificate naming it would too.
            if (address.isNull() || address.isLoopback() || entry.isTemporary() ||
                names.addresses.contains(address))
                continue;
            names.addresses.append(address);
        }
    }
    return names;
}

bool TlsNames::covers(const QSslCertificate& certificate, const TlsNames& wanted)
{
    const QMultiMap<QSsl::AlternativeNameEntryType, QString> alternatives =
        certificate.subjectAlternativeNames();
    QStringList dnsNames;
    for (const QString& name : alternatives.values(QSsl::DnsEntry))
        dnsNames.append(name.toLower());
    QList<QHostAddress> addresses;
    for (const QString& address : alternatives.values(QSsl::IpAddressEntry))
        addresses.append(QHostAddress(address));
    return std::all_of(wanted.dnsNames.cbegin(), wanted.dnsNames.cend(),
                       [&](const QString& name) { return dnsNames.contains(name.toLower()); }) &&
           std::all_of(wanted.addresses.cbegin(), wanted.addresses.cend(),
                       [&](const QHostAddress& address) { return addresses.contains(address); });
}

QString TlsIdentity::fingerprint() const
{
    return QString::fromLatin1(certificate.digest(QCryptographicHash::Sha256).toHex(':').toUpper());
}

QSslConfiguration TlsIdentity::serverConfiguration() const
{
    QSslConfiguration configuration = QSslConfiguration::defaultConfiguration();
    configuration.setProtocol(QSsl::TlsV1_2OrLater);
    configuration.setLocalCertificate(certificate);
    configuration.setLocalCertificateChain(QList<QSslCertificate>{certificate} + chain);
    configuration.setPrivateKey(key);
    configuration.setPeerVerifyMode(QSslSocket::VerifyNone); // players show no certificate of their own
    return configuration;
}

std::optional<TlsIdentity> TlsIdentity::ownOrMake(const QString& folder, QString* error)
{
    if (!makePrivateFolder(folder, error))
        return std::nullopt;
    const QDir dir(folder);
    QLockFile lock(dir.filePath(QStringLiteral(".lock"))); // two Hexkeepers starting at once make one pair
    if (!lock.tryLock(10000)) {
        fail(error, tr("Another Hexkeeper is making the certificate in %1. Try again in a moment.")
                        .arg(QDir::toNativeSeparators(folder)));
        return std::nullopt;
    }
    if (std::optional<TlsIdentity> own = soundOwnPair(dir))
        return own;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const std::optional<TlsOpenSsl::PemPair> pair =
        makePair(TlsNames::ofThisMachine(), now.addSecs(-3600), now.addDays(validDays), error);
    const QString certificateFile = dir.filePath(QLatin1String(certificateFileName));
    const QString keyFile = dir.filePath(QLatin1String(keyFileName));
    if (!pair || !writeAtomically(keyFile, pair->key, true, error) ||
        !writeAtomically(certificateFile, pair->certificate, false, error))
        return std::nullopt;
    return identityOf(pair->certificate, pair->key, certificateFile, keyFile, error);
}

std::optional<TlsIdentity> TlsIdentity::fromFiles(const QString& certificateFile, const QString& keyFile,
                                                  QString* error)
{
    const std::optional<QByteArray> certificateText =
        readSmallFile(certificateFile, FileKind::Certificate, error);
    if (!certificateText)
        return std::nullopt;
    const std::optional<QByteArray> keyText = readSmallFile(keyFile, FileKind::Key, error);
    if (!keyText)
        return std::nullopt;
    std::optional<TlsIdentity> identity =
        identityOf(*certificateText, *keyText, certificateFile, keyFile, error);
    if (!identity)
        return std::nullopt;
    if (const QString problem = validityProblem(identity->certificate, certificateFile); !problem.isEmpty()) {
        fail(error, problem);
        return std::nullopt;
    }
    return identity;
}

QString TlsIdentity::defaultFolder()
{
    // One pair for the window and the CLI alike (their own data folders differ by the program's name), so the
    // fingerprint players checked once stays the same whichever runs the server.
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QLatin1String("/hexkeeper/tls");
}

std::optional<TlsIdentity> TlsIdentity::makeSelfSigned(const TlsNames& names, const QDateTime& from,
                                                       const QDateTime& until, QString* error)
{
    const std::optional<TlsOpenSsl::PemPair> pair = makePair(names, from, until, error);
    if (!pair)
        return std::nullopt;
    return identityOf(pair->certificate, pair->key, QString(), QString(), error);
}

} // namespace hk
