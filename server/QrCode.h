#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace hk {

// A QR code of a player's link (libqrencode), as a square of dark and light modules: the window paints it and
// `hexkeeper-cli serve` prints it with block characters, so a player points his phone's camera at it instead
// of typing the address.
class QrCode
{
public:
    // nullopt when the text is too long for a QR code.
    static std::optional<QrCode> encode(const QString& text);

    int size() const { return m_size; }
    bool isDark(int x, int y) const { return m_modules.at(y * m_size + x) != 0; }
    // The code in text for a terminal: two rows of modules per line with half-block characters, light on the
    // outside (a quiet zone of two modules).
    QString terminalText() const;

private:
    int m_size = 0;
    QByteArray m_modules;
};

} // namespace hk
