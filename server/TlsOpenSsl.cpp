#include "TlsOpenSsl.h"

#include "TlsIdentity.h"

#include <QtEndian>

#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rand.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>

#include <memory>

namespace hk::TlsOpenSsl {

namespace {

template <auto Free> struct Deleter
{
    template <class T> void operator()(T* p) const { Free(p); }
};
using Key = std::unique_ptr<EVP_PKEY, Deleter<EVP_PKEY_free>>;
using Certificate = std::unique_ptr<X509, Deleter<X509_free>>;
using Bio = std::unique_ptr<BIO, Deleter<BIO_free_all>>;
using Number = std::unique_ptr<BIGNUM, Deleter<BN_free>>;
using AltNames = std::unique_ptr<GENERAL_NAMES, Deleter<GENERAL_NAMES_free>>;

// OpenSSL's reason for the latest failure, and an empty error queue for the next caller.
QString lastReason()
{
    unsigned long code = 0;
    unsigned long latest = 0;
    while ((code = ERR_get_error()) != 0)
        latest = code;
    if (latest == 0)
        return QStringLiteral("no reason given");
    if (const char* reason = ERR_reason_error_string(latest))
        return QString::fromLatin1(reason);
    char text[256];
    ERR_error_string_n(latest, text, sizeof text);
    return QString::fromLatin1(text);
}

QByteArray contents(BIO* memory)
{
    char* data = nullptr;
    const long size = BIO_get_mem_data(memory, &data);
    return size > 0 ? QByteArray(data, size) : QByteArray();
}

bool setRandomSerial(X509* certificate)
{
    unsigned char bytes[16];
    if (RAND_bytes(bytes, sizeof bytes) != 1)
        return false;
    bytes[0] = (bytes[0] & 0x7f) | 0x01; // positive (RFC 5280) and never zero
    const Number serial(BN_bin2bn(bytes, sizeof bytes, nullptr));
    return serial && BN_to_ASN1_INTEGER(serial.get(), X509_get_serialNumber(certificate)) != nullptr;
}

bool setValidity(X509* certificate, const QDateTime& from, const QDateTime& until)
{
    return ASN1_TIME_set(X509_getm_notBefore(certificate), time_t(from.toSecsSinceEpoch())) != nullptr &&
           ASN1_TIME_set(X509_getm_notAfter(certificate), time_t(until.toSecsSinceEpoch())) != nullptr;
}

bool setNames(X509* certificate, const QString& commonName)
{
    X509_NAME* name = X509_get_subject_name(certificate);
    const QByteArray cn = commonName.toUtf8();
    return X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_UTF8,
                                      reinterpret_cast<const unsigned char*>(cn.constData()), int(cn.size()),
                                      -1, 0) == 1 &&
           X509_set_issuer_name(certificate, name) == 1;
}

// One entry of type `type` (GEN_DNS or GEN_IPADD) with the bytes `value`, appended to `names`.
bool appendName(GENERAL_NAMES* names, int type, const QByteArray& value)
{
    ASN1_STRING* text = type == GEN_DNS ? ASN1_IA5STRING_new() : ASN1_OCTET_STRING_new();
    GENERAL_NAME* name = GENERAL_NAME_new();
    if (!text || !name || ASN1_STRING_set(text, value.constData(), int(value.size())) != 1) {
        ASN1_STRING_free(text);
        GENERAL_NAME_free(name);
        return false;
    }
    GENERAL_NAME_set0_value(name, type, text);
    if (sk_GENERAL_NAME_push(names, name) <= 0) {
        GENERAL_NAME_free(name);
        return false;
    }
    return true;
}

QByteArray addressBytes(const QHostAddress& address)
{
    if (address.protocol() == QAbstractSocket::IPv4Protocol) {
        const quint32 bigEndian = qToBigEndian(address.toIPv4Address());
        return QByteArray(reinterpret_cast<const char*>(&bigEndian), 4);
    }
    const Q_IPV6ADDR v6 = address.toIPv6Address();
    return QByteArray(reinterpret_cast<const char*>(v6.c), 16);
}

bool addAltNames(X509* certificate, const TlsNames& wanted)
{
    const AltNames names(GENERAL_NAMES_new());
    if (!names)
        return false;
    for (const QString& dns : wanted.dnsNames) {
        if (!appendName(names.get(), GEN_DNS, dns.toLatin1()))
            return false;
    }
    for (const QHostAddress& address : wanted.addresses) {
        if (!appendName(names.get(), GEN_IPADD, addressBytes(address)))
            return false;
    }
    return X509_add1_ext_i2d(certificate, NID_subject_alt_name, names.get(), 0, X509V3_ADD_DEFAULT) == 1;
}

bool addExtension(X509* certificate, int nid, const char* value)
{
    X509V3_CTX context;
    X509V3_set_ctx_nodb(&context);
    X509V3_set_ctx(&context, certificate, certificate, nullptr, nullptr, 0);
    X509_EXTENSION* extension = X509V3_EXT_conf_nid(nullptr, &context, nid, value);
    const bool added = extension && X509_add_ext(certificate, extension, -1) == 1;
    X509_EXTENSION_free(extension);
    return added;
}

bool addExtensions(X509* certificate, const TlsNames& names)
{
    return addAltNames(certificate, names) &&
           addExtension(certificate, NID_basic_constraints, "critical,CA:FALSE") &&
           addExtension(certificate, NID_key_usage, "critical,digitalSignature") &&
           addExtension(certificate, NID_ext_key_usage, "serverAuth") &&
           addExtension(certificate, NID_subject_key_identifier, "hash");
}

std::optional<QByteArray> keyPem(EVP_PKEY* key)
{
    const Bio out(BIO_new(BIO_s_mem()));
    if (!out || PEM_write_bio_PrivateKey(out.get(), key, nullptr, nullptr, 0, nullptr, nullptr) != 1)
        return std::nullopt;
    return contents(out.get());
}

std::optional<QByteArray> certificatePem(X509* certificate)
{
    const Bio out(BIO_new(BIO_s_mem()));
    if (!out || PEM_write_bio_X509(out.get(), certificate) != 1)
        return std::nullopt;
    return contents(out.get());
}

// OpenSSL's passphrase callback: notes that the key is locked and declines, so that nothing ever waits for a
// passphrase typed at the terminal.
int declinePassphrase(char*, int, int, void* locked)
{
    *static_cast<bool*>(locked) = true;
    return -1;
}

KeyReading refused(KeyProblem problem)
{
    KeyReading reading;
    reading.problem = problem;
    return reading;
}

} // namespace

std::optional<PemPair> makeSelfSigned(const TlsNames& names, const QString& commonName, const QDateTime& from,
                                      const QDateTime& until, QString* detail)
{
    ERR_clear_error();
    const Key key(EVP_PKEY_Q_keygen(nullptr, nullptr, "EC", const_cast<char*>("P-256")));
    const Certificate certificate(X509_new());
    const bool made = key && certificate && X509_set_version(certificate.get(), X509_VERSION_3) == 1 &&
                      setRandomSerial(certificate.get()) && setValidity(certificate.get(), from, until) &&
                      X509_set_pubkey(certificate.get(), key.get()) == 1 &&
                      setNames(certificate.get(), commonName) && addExtensions(certificate.get(), names) &&
                      X509_sign(certificate.get(), key.get(), EVP_sha256()) > 0;
    const std::optional<QByteArray> certificateText = made ? certificatePem(certificate.get()) : std::nullopt;
    const std::optional<QByteArray> keyText = made ? keyPem(key.get()) : std::nullopt;
    if (!certificateText || !keyText) {
        if (detail)
            *detail = lastReason();
        return std::nullopt;
    }
    return PemPair{*certificateText, *keyText};
}

KeyReading readPrivateKey(const QByteArray& keyText, const QByteArray& certificateDer)
{
    ERR_clear_error();
    const Bio in(BIO_new_mem_buf(keyText.constData(), int(keyText.size())));
    bool locked = false;
    const Key key(in ? PEM_read_bio_PrivateKey(in.get(), nullptr, declinePassphrase, &locked) : nullptr);
    ERR_clear_error();
    if (!key)
        return refused(locked ? KeyProblem::Locked : KeyProblem::Unreadable);
    const int kind = EVP_PKEY_get_base_id(key.get());
    const QSsl::KeyAlgorithm algorithm = kind == EVP_PKEY_EC    ? QSsl::Ec
                                         : kind == EVP_PKEY_RSA ? QSsl::Rsa
                                                                : QSsl::Opaque;
    if (algorithm == QSsl::Opaque)
        return refused(KeyProblem::UnsupportedKind);
    const auto* der = reinterpret_cast<const unsigned char*>(certificateDer.constData());
    const Certificate certificate(d2i_X509(nullptr, &der, long(certificateDer.size())));
    const bool matches = certificate && EVP_PKEY_eq(X509_get0_pubkey(certificate.get()), key.get()) == 1;
    ERR_clear_error();
    if (!matches)
        return refused(KeyProblem::Mismatch);
    const std::optional<QByteArray> pem = keyPem(key.get());
    ERR_clear_error();
    if (!pem)
        return refused(KeyProblem::Unreadable);
    return {KeyProblem::None, *pem, algorithm};
}

} // namespace hk::TlsOpenSsl
