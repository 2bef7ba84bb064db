#include "share/ShareSettings.h"

#include <QSettings>

namespace hk {

namespace {
const QString secureKey = QStringLiteral("share/secure");
const QString beyondKey = QStringLiteral("share/beyondLocalNetwork");
const QString certificateKey = QStringLiteral("share/certificateFile");
const QString keyKey = QStringLiteral("share/keyFile");
const QString addressKey = QStringLiteral("share/publicAddress");
} // namespace

ShareSettings ShareSettings::load()
{
    const QSettings settings;
    ShareSettings s;
    s.secure = settings.value(secureKey, false).toBool();
    s.beyondLocalNetwork = s.secure && settings.value(beyondKey, false).toBool();
    s.certificateFile = settings.value(certificateKey).toString();
    s.keyFile = settings.value(keyKey).toString();
    s.publicAddress = settings.value(addressKey).toString();
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
    settings.setValue(beyondKey, secure && beyondLocalNetwork);
    settings.setValue(certificateKey, certificateFile);
    settings.setValue(keyKey, keyFile);
    settings.setValue(addressKey, publicAddress);
}

} // namespace hk
