// The secure players' server's identity (issue 32): Hexkeeper's own pair is made once, private (key 0600 in a
// 0700 folder), reused while sound and made again when not; a GM's own files are read in every common PEM
// form and refused in plain words when wrong; and a real TLS handshake on the loopback serves the certificate
// whose fingerprint the GM reads out to the players.
#include "TlsTestSupport.h"
#include "StrictTest.h"

#include <QDir>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace hk;
using namespace hk::test;

namespace {

TlsNames elsewhere()
{
    TlsNames names;
    names.dnsNames = {QStringLiteral("elsewhere.example")};
    names.addresses = {QHostAddress(QStringLiteral("203.0.113.7"))};
    return names;
}

} // namespace

class TestTlsIdentity : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_temp;

    QString folder(const QString& name) const { return m_temp.filePath(name); }
    QString certificateIn(const QString& dir) const
    {
        return QDir(dir).filePath(QLatin1String(TlsIdentity::certificateFileName));
    }
    QString keyIn(const QString& dir) const
    {
        return QDir(dir).filePath(QLatin1String(TlsIdentity::keyFileName));
    }

    // A GM's own files as the openssl command writes them, in `dir` (once): an RSA pair (PKCS #8 and PKCS #1
    // keys), the certificate with an intermediate after it, certificate and key in one file, an EC P-384 pair
    // (SEC 1 key).
    QString makeGmFiles(const QDir& dir)
    {
        if (dir.exists(QStringLiteral("ec-key-sec1.pem")))
            return {};
        QString error;
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const std::optional<TlsIdentity> intermediate =
            TlsIdentity::makeSelfSigned(elsewhere(), now, now.addDays(9), &error);
        if (!intermediate || !dir.mkpath(QStringLiteral(".")))
            return error;
        for (const char* command : {"req -x509 -newkey rsa:2048 -nodes -keyout rsa-key.pem -out rsa-cert.pem "
                                    "-days 2 -subj /CN=gm.example",
                                    "rsa -traditional -in rsa-key.pem -out rsa-key-pkcs1.pem",
                                    "req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-384 -nodes -keyout "
                                    "ec-key.pem -out ec-cert.pem -days 2 "
                                    "-subj /CN=gm.example",
                                    "ec -in ec-key.pem -out ec-key-sec1.pem"}) {
            if (const QString failed = openssl(dir.path(), command); !failed.isEmpty())
                return failed;
        }
        const QByteArray certificate = readFile(dir.filePath(QStringLiteral("rsa-cert.pem")));
        if (!readFile(dir.filePath(QStringLiteral("rsa-key-pkcs1.pem")))
                 .startsWith("-----BEGIN RSA PRIVATE KEY-----") ||
            !readFile(dir.filePath(QStringLiteral("ec-key-sec1.pem")))
                 .startsWith("-----BEGIN EC PRIVATE KEY-----"))
            return QStringLiteral("openssl wrote its keys in other forms than expected");
        const bool written =
            writeFile(dir.filePath(QStringLiteral("intermediate.pem")), intermediate->certificate.toPem()) &&
            writeFile(dir.filePath(QStringLiteral("rsa-chain.pem")),
                      certificate + intermediate->certificate.toPem()) &&
            writeFile(dir.filePath(QStringLiteral("rsa-both.pem")),
                      certificate + readFile(dir.filePath(QStringLiteral("rsa-key.pem"))));
        return written ? QString() : QStringLiteral("cannot write the GM's files in %1").arg(dir.path());
    }

    // Files a GM might give by mistake, in `dir` (once).
    QString makeWrongFiles(const QDir& dir)
    {
        if (dir.exists(QStringLiteral("ed25519-key.pem")))
            return {};
        QString error;
        if (!TlsIdentity::ownOrMake(dir.filePath(QStringLiteral("own")), &error))
            return error;
        const QDateTime now = QDateTime::currentDateTimeUtc();
        for (const auto& [name, from, until] : {std::tuple{"other", now.addDays(-1), now.addDays(5)},
                                                std::tuple{"expired", now.addDays(-400), now.addDays(-1)},
                                                std::tuple{"future", now.addDays(3), now.addDays(400)}}) {
            const std::optional<TlsIdentity> made =
                TlsIdentity::makeSelfSigned(elsewhere(), from, until, &error);
            if (!made ||
                !writeFile(dir.filePath(QLatin1String(name) + QLatin1String("-cert.pem")),
                           made->certificate.toPem()) ||
                !writeFile(dir.filePath(QLatin1String(name) + QLatin1String("-key.pem")), made->key.toPem()))
                return QStringLiteral("cannot make the %1 pair: %2").arg(QLatin1String(name), error);
        }
        const QString unreadable = dir.filePath(QStringLiteral("unreadable.pem"));
        if (!writeFile(dir.filePath(QStringLiteral("garbage.pem")),
                       QByteArray(3000, 'x') + "\n-----BEGIN nonsense\n") ||
            !writeFile(unreadable, "secret") || !QFile::setPermissions(unreadable, QFile::WriteOwner))
            return QStringLiteral("cannot write the garbage files in %1").arg(dir.path());
        for (const char* command :
             {"pkey -in own/server-key.pem -aes256 -passout pass:dragon -out locked-key.pem",
              "genpkey -algorithm ed25519 -out ed25519-key.pem"}) {
            if (const QString failed = openssl(dir.path(), command); !failed.isEmpty())
                return failed;
        }
        return {};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_temp.isValid());
        QVERIFY2(QSslSocket::supportsSsl(),
                 "Qt has no TLS backend here: install libqt6network6 with its OpenSSL plugin");
        QVERIFY2(QSslSocket::availableBackends().contains(QStringLiteral("openssl")),
                 qPrintable(QSslSocket::availableBackends().join(QLatin1Char(' '))));
        QCOMPARE(QSslSocket::activeBackend(), QStringLiteral("openssl"));
    }

    // One folder for the window and the CLI (their own data folders differ by the program's name), so the
    // fingerprint players checked stays the same whichever runs the server.
    void theDefaultFolderIsSharedByTheWindowAndTheCli()
    {
        QCOMPARE(TlsIdentity::defaultFolder(),
                 QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/hexkeeper/tls"));
    }

    void ownPairIsMadeOncePrivately()
    {
        const QString dir = folder(QStringLiteral("data/own"));
        QString error;
        const std::optional<TlsIdentity> made = TlsIdentity::ownOrMake(dir, &error);
        QVERIFY2(made, qPrintable(error));
        QVERIFY(QFile::exists(certificateIn(dir)) && QFile::exists(keyIn(dir)));
        QCOMPARE(QString::number(modeOf(keyIn(dir)), 8), QStringLiteral("600"));
        QCOMPARE(QString::number(modeOf(dir), 8), QStringLiteral("700"));
        QVERIFY(readFile(keyIn(dir)).startsWith("-----BEGIN PRIVATE KEY-----"));
        QVERIFY(QRegularExpression(QStringLiteral("^([0-9A-F]{2}:){31}[0-9A-F]{2}$"))
                    .match(made->fingerprint())
                    .hasMatch());
        QCOMPARE(made->fingerprint(), sha256(made->certificate));
        QCOMPARE(made->key.algorithm(), QSsl::Ec);
        QCOMPARE(made->key.type(), QSsl::PrivateKey);
        QVERIFY(made->chain.isEmpty());

        const QByteArray certificateText = readFile(certificateIn(dir));
        const std::optional<TlsIdentity> again = TlsIdentity::ownOrMake(dir, &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->fingerprint(), made->fingerprint());
        QCOMPARE(readFile(certificateIn(dir)), certificateText);
        const std::optional<TlsIdentity> asFiles =
            TlsIdentity::fromFiles(certificateIn(dir), keyIn(dir), &error);
        QVERIFY2(asFiles, qPrintable(error)); // fromFiles checks that the key is the certificate's
        QCOMPARE(asFiles->fingerprint(), made->fingerprint());
    }

    void ownCertificateNamesThisMachine()
    {
        QString error;
        const std::optional<TlsIdentity> own =
            TlsIdentity::ownOrMake(folder(QStringLiteral("names")), &error);
        QVERIFY2(own, qPrintable(error));
        const QSslCertificate& c = own->certificate;
        const auto alternatives = c.subjectAlternativeNames();
        const QStringList dns = alternatives.values(QSsl::DnsEntry);
        QVERIFY2(dns.contains(QStringLiteral("localhost")), qPrintable(dns.join(QLatin1Char(' '))));
        QVERIFY2(dns.contains(QSysInfo::machineHostName().toLower()), qPrintable(dns.join(QLatin1Char(' '))));
        QList<QHostAddress> addresses;
        for (const QString& a : alternatives.values(QSsl::IpAddressEntry))
            addresses.append(QHostAddress(a));
        QVERIFY(addresses.contains(QHostAddress(QHostAddress::LocalHost)));
        QVERIFY(addresses.contains(QHostAddress(QHostAddress::LocalHostIPv6)));
        for (const QHostAddress& a : TlsNames::ofThisMachine().addresses)
            QVERIFY2(addresses.contains(a), qPrintable(a.toString()));
        QVERIFY(TlsNames::covers(c, TlsNames::ofThisMachine()));
        QVERIFY(!TlsNames::covers(c, elsewhere()));
        QCOMPARE(c.subjectInfo(QSslCertificate::CommonName),
                 QStringList{QStringLiteral("Hexkeeper players' server")});
        // Self-issued; Qt's isSelfSigned() also wants the keyCertSign usage, which a CA:FALSE certificate
        // leaves out (RFC 5280). The handshake below sees OpenSSL call it self-signed.
        QCOMPARE(c.issuerDisplayName(), c.subjectDisplayName());
        QCOMPARE(c.serialNumber().count(':'), 15); // 16 bytes, 128 bits
        const qint64 days = QDateTime::currentDateTimeUtc().daysTo(c.expiryDate());
        QVERIFY2(days >= 824 && days <= 825, qPrintable(QString::number(days)));
        QVERIFY(c.effectiveDate() <= QDateTime::currentDateTimeUtc());
        const QString text = c.toText();
        for (const char* expected :
             {"CA:FALSE", "Digital Signature", "TLS Web Server Authentication", "ecdsa-with-SHA256", "P-256"})
            QVERIFY2(text.contains(QLatin1String(expected)), expected);
    }

    void anUnsoundPairIsMadeAgain_data()
    {
        QTest::addColumn<QString>("spoil");
        QTest::newRow("key deleted") << QStringLiteral("deleteKey");
        QTest::newRow("certificate deleted") << QStringLiteral("deleteCertificate");
        QTest::newRow("certificate garbage") << QStringLiteral("garbage");
        QTest::newRow("key of another pair") << QStringLiteral("otherKey");
        QTest::newRow("expires within 30 days") << QStringLiteral("expiring");
        QTest::newRow("names another machine") << QStringLiteral("elsewhere");
    }
    void anUnsoundPairIsMadeAgain()
    {
        QFETCH(QString, spoil);
        const QString dir = folder(QStringLiteral("spoilt-") + spoil);
        QString error;
        const std::optional<TlsIdentity> first = TlsIdentity::ownOrMake(dir, &error);
        QVERIFY2(first, qPrintable(error));
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const std::optional<TlsIdentity> other = TlsIdentity::makeSelfSigned(
            spoil == QLatin1String("expiring") ? TlsNames::ofThisMachine() : elsewhere(), now.addDays(-1),
            now.addDays(spoil == QLatin1String("expiring") ? 10 : 400), &error);
        QVERIFY2(other, qPrintable(error));
        if (spoil == QLatin1String("deleteKey"))
            QVERIFY(QFile::remove(keyIn(dir)));
        else if (spoil == QLatin1String("deleteCertificate"))
            QVERIFY(QFile::remove(certificateIn(dir)));
        else if (spoil == QLatin1String("garbage"))
            QVERIFY(writeFile(certificateIn(dir), "not a certificate"));
        else if (spoil == QLatin1String("otherKey"))
            QVERIFY(writeFile(keyIn(dir), other->key.toPem()));
        else
            QVERIFY(writeFile(certificateIn(dir), other->certificate.toPem()) &&
                    writeFile(keyIn(dir), other->key.toPem()));

        const std::optional<TlsIdentity> second = TlsIdentity::ownOrMake(dir, &error);
        QVERIFY2(second, qPrintable(error));
        QVERIFY(second->fingerprint() != first->fingerprint());
        QVERIFY(second->fingerprint() != other->fingerprint());
        QCOMPARE(QString::number(modeOf(keyIn(dir)), 8), QStringLiteral("600"));
        const std::optional<TlsIdentity> third = TlsIdentity::ownOrMake(dir, &error);
        QVERIFY2(third, qPrintable(error));
        QCOMPARE(third->fingerprint(), second->fingerprint());
    }

    void aLoosenedFolderAndKeyAreMadePrivateAgain()
    {
        const QString dir = folder(QStringLiteral("loosened"));
        QString error;
        const std::optional<TlsIdentity> first = TlsIdentity::ownOrMake(dir, &error);
        QVERIFY2(first, qPrintable(error));
        QVERIFY(QFile::setPermissions(keyIn(dir), QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup |
                                                      QFile::ReadOther));
        QVERIFY(QFile::setPermissions(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                               QFile::ReadOther | QFile::ExeOther));
        const std::optional<TlsIdentity> again = TlsIdentity::ownOrMake(dir, &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->fingerprint(), first->fingerprint());
        QCOMPARE(QString::number(modeOf(keyIn(dir)), 8), QStringLiteral("600"));
        QCOMPARE(QString::number(modeOf(dir), 8), QStringLiteral("700"));
    }

    void aGmsOwnFilesInEveryCommonForm_data()
    {
        QTest::addColumn<QString>("certificateFile");
        QTest::addColumn<QString>("keyFile");
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("chain");
        QTest::newRow("RSA, PKCS #8") << "rsa-cert.pem"
                                      << "rsa-key.pem" << int(QSsl::Rsa) << 0;
        QTest::newRow("RSA, PKCS #1") << "rsa-cert.pem"
                                      << "rsa-key-pkcs1.pem" << int(QSsl::Rsa) << 0;
        QTest::newRow("RSA with a chain") << "rsa-chain.pem"
                                          << "rsa-key.pem" << int(QSsl::Rsa) << 1;
        QTest::newRow("both in one file") << "rsa-both.pem"
                                          << "rsa-both.pem" << int(QSsl::Rsa) << 0;
        QTest::newRow("EC P-384, SEC 1") << "ec-cert.pem"
                                         << "ec-key-sec1.pem" << int(QSsl::Ec) << 0;
    }
    void aGmsOwnFilesInEveryCommonForm()
    {
        QFETCH(QString, certificateFile);
        QFETCH(QString, keyFile);
        QFETCH(int, algorithm);
        QFETCH(int, chain);
        const QDir dir(folder(QStringLiteral("gm")));
        if (const QString failed = makeGmFiles(dir); !failed.isEmpty())
            QFAIL(qPrintable(failed));
        QString error;
        const std::optional<TlsIdentity> gm =
            TlsIdentity::fromFiles(dir.filePath(certificateFile), dir.filePath(keyFile), &error);
        QVERIFY2(gm, qPrintable(error));
        QCOMPARE(int(gm->key.algorithm()), algorithm);
        QCOMPARE(gm->chain.size(), qsizetype(chain));
        QCOMPARE(gm->certificate.subjectInfo(QSslCertificate::CommonName),
                 QStringList{QStringLiteral("gm.example")});
        if (chain > 0)
            QCOMPARE(gm->chain.first().toPem(), readFile(dir.filePath(QStringLiteral("intermediate.pem"))));
        const Handshake shake = handshake(*gm, gm->fingerprint());
        QCOMPARE(shake.echoed, QByteArray("roll 3d6\n"));
        QVERIFY(
            shake.errors.contains(QSslError::HostNameMismatch)); // made for gm.example, reached as 127.0.0.1
    }

    void aGmsWrongFilesAreRefusedInPlainWords_data()
    {
        QTest::addColumn<QString>("certificateFile");
        QTest::addColumn<QString>("keyFile");
        QTest::addColumn<QString>("expected"); // %1: the certificate file, %2: the key file
        QTest::newRow("mismatched pair") << "own/server-cert.pem"
                                         << "other-key.pem"
                                         << "The key in %2 does not belong to the certificate in %1";
        QTest::newRow("expired") << "expired-cert.pem"
                                 << "expired-key.pem"
                                 << "The certificate in %1 expired on ";
        QTest::newRow("not valid yet") << "future-cert.pem"
                                       << "future-key.pem"
                                       << "The certificate in %1 is valid only from ";
        QTest::newRow("missing certificate") << "nowhere.pem"
                                             << "other-key.pem"
                                             << "The certificate file %1 does not exist.";
        QTest::newRow("missing key") << "own/server-cert.pem"
                                     << "nowhere.pem"
                                     << "The key file %2 does not exist.";
        QTest::newRow("garbage certificate") << "garbage.pem"
                                             << "other-key.pem"
                                             << "The file %1 holds no certificate.";
        QTest::newRow("garbage key") << "own/server-cert.pem"
                                     << "garbage.pem"
                                     << "The file %2 holds no private key";
        QTest::newRow("key as certificate") << "other-key.pem"
                                            << "other-key.pem"
                                            << "The file %1 holds no certificate.";
        QTest::newRow("key locked with a passphrase") << "own/server-cert.pem"
                                                      << "locked-key.pem"
                                                      << "The key in %2 is locked with a passphrase.";
        QTest::newRow("Ed25519 key") << "own/server-cert.pem"
                                     << "ed25519-key.pem"
                                     << "The key in %2 is of a kind Hexkeeper cannot serve with";
        QTest::newRow("certificate unreadable") << "unreadable.pem"
                                                << "other-key.pem"
                                                << "Hexkeeper cannot read the certificate file %1: ";
    }
    void aGmsWrongFilesAreRefusedInPlainWords()
    {
        QFETCH(QString, certificateFile);
        QFETCH(QString, keyFile);
        QFETCH(QString, expected);
        const QDir dir(folder(QStringLiteral("wrong")));
        if (const QString failed = makeWrongFiles(dir); !failed.isEmpty())
            QFAIL(qPrintable(failed));
        if (::geteuid() == 0 && certificateFile == QLatin1String("unreadable.pem"))
            QSKIP("root reads every file");
        const QString certificatePath = dir.filePath(certificateFile);
        const QString keyPath = dir.filePath(keyFile);
        QString error;
        QVERIFY(!TlsIdentity::fromFiles(certificatePath, keyPath, &error));
        expected.replace(QLatin1String("%1"), certificatePath).replace(QLatin1String("%2"), keyPath);
        QVERIFY2(error.contains(expected), qPrintable(error));
    }

    void aPlayerCanPinTheFingerprintTheGmReadsOut()
    {
        QString error;
        const std::optional<TlsIdentity> own =
            TlsIdentity::ownOrMake(folder(QStringLiteral("served")), &error);
        QVERIFY2(own, qPrintable(error));
        const QSslConfiguration served = own->serverConfiguration();
        QCOMPARE(served.protocol(), QSsl::TlsV1_2OrLater);
        QCOMPARE(served.localCertificate(), own->certificate);
        QCOMPARE(served.privateKey(), own->key);

        const Handshake pinned = handshake(*own, own->fingerprint());
        QCOMPARE(pinned.seenFingerprint, own->fingerprint());
        QVERIFY2(pinned.errors == QList<QSslError::SslError>{QSslError::SelfSignedCertificate},
                 "the client trusts no authority, and 127.0.0.1 is among the certificate's addresses");
        QVERIFY(pinned.protocol == QSsl::TlsV1_2 || pinned.protocol == QSsl::TlsV1_3);
        QCOMPARE(pinned.echoed, QByteArray("roll 3d6\n"));

        const Handshake impostor = handshake(*own, QStringLiteral("00:11:22"));
        QCOMPARE(impostor.protocol, QSsl::UnknownProtocol); // refused: not the certificate the GM read out
        QVERIFY(impostor.echoed.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestTlsIdentity)
#include "tst_tls_identity.moc"
