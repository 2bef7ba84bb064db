#include "QrCode.h"

#include <qrencode.h>

namespace hk {

std::optional<QrCode> QrCode::encode(const QString& text)
{
    const QByteArray utf8 = text.toUtf8();
    QRcode* made = QRcode_encodeString(utf8.constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1);
    if (!made)
        return std::nullopt;
    QrCode code;
    code.m_size = made->width;
    code.m_modules.resize(made->width * made->width);
    for (int i = 0; i < code.m_modules.size(); ++i)
        code.m_modules[i] = char(made->data[i] & 1); // bit 0: dark module
    QRcode_free(made);
    return code;
}

QString QrCode::terminalText() const
{
    // Light modules are drawn as blocks and dark ones left blank, so the code reads right on the dark
    // background most terminals have.
    const int quiet = 2;
    const auto dark = [this](int x, int y) {
        return x >= 0 && y >= 0 && x < m_size && y < m_size && isDark(x, y);
    };
    QString out;
    for (int y = -quiet; y < m_size + quiet; y += 2) {
        for (int x = -quiet; x < m_size + quiet; ++x) {
            const bool top = !dark(x, y);
            const bool bottom = y + 1 < m_size + quiet && !dark(x, y + 1);
            out += top && bottom ? QChar(0x2588) : top ? QChar(0x2580) : bottom ? QChar(0x2584) : QChar(u' ');
        }
        out += QLatin1Char('\n');
    }
    return out;
}

} // namespace hk
