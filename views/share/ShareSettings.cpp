#include "share/ShareSettings.h"

#include <QRegularExpression>
#include <QSettings>

namespace hk {

namespace {
const QString secureKey = QStringLiteral("share/secure");
const QString beyondKey = QStringLiteral("share/beyondLocalNetwork");
const QString certificateKey = QStringLiteral("share/certificateFile");
const QString keyKey = QStringLiteral("share/keyFile");
const QString addressKey = QStringLiteral("share/publicAddress");
const QString proxyKey = QStringLiteral("share/trustedProxy");
} // namespace

std::optional<QHostAddress> ShareSettings::proxyAddress(const QString& text)
{
    const QString t = text.trimmed();
    // Qt also reads "1" and "0x7f.1" as IPv4 addresses; a GM who types them meant something else.
    static const QRegularExpression fourNumbers(QStringLiteral("^\\d{1,3}(\\.\\d{1,3}){3}$"));
    if (!t.contains(QLatin1Char(':')) && !fourNumbers.match(t).hasMatch())
        return std::nullopt;
    QHostAddress address;
    if (!address.setAddress(t) || address.isNull() || address.isBroadcast() || address.isMulticast()
        || address.isEqual(QHostAddress(QHostAddress::AnyIPv4)) || address.isEqual(QHostAddress(QHostAddress::AnyIPv6)))
        return std::nullopt;
    return address;
}

ShareSettings ShareSettings::load()
{
    const QSettings settings;
    ShareSettings s;
    s.secure = settings.value(secureKey, false).toBool();
    s.certificateFile = settings.value(certificateKey).toString();
    s.keyFile = settings.value(keyKey).toString();
    s.publicAddress = settings.value(addressKey).toString();
    if (const std::optional<QHostAddress> proxy = proxyAddress(settings.value(proxyKey).toString()))
        s.trustedProxy = proxy->toString(); // a hand-edited wrong one is no proxy
    s.beyondLocalNetwork = s.canOpenBeyond() && settings.value(beyondKey, false).toBool();
    if (s.certificateFile.isEmpty() || s.keyFile.isEmpty()) { // one without the other is no certificate
        s.certificateFile.clear();
        s.keyFile.clear();
    }
    return s;
}

void ShareSettings::save() const
{
    QSettings settings;
    settings.setValue(secureKey, secure);
    settings.setValue(beyondKey, canOpenBeyond() && beyondLocalNetwork);
    settings.setValue(certificateKey, certificateFile);
    settings.setValue(keyKey, keyFile);
    settings.setValue(addressKey, publicAddress);
    settings.setValue(proxyKey, trustedProxy);
}

} // namespace hk
