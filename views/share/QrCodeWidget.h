#pragma once

#include "QrCode.h"

#include <QWidget>

#include <optional>

namespace hk {

// A player's link as a QR code on the GM's screen, so a phone's camera reads the address instead of a player
// typing it. It paints the code as a scanner expects it whatever the palette: dark modules black on white,
// a quiet zone of four modules, and a whole number of device pixels per module so the edges stay sharp.
class QrCodeWidget : public QWidget
{
    Q_OBJECT
public:
    explicit QrCodeWidget(QWidget* parent = nullptr);

    // Encodes `text` (empty: shows nothing); false when the text is too long for a QR code.
    bool setText(const QString& text);
    QString text() const { return m_text; }
    bool hasCode() const { return m_code.has_value(); }
    const std::optional<QrCode>& code() const { return m_code; }

    QSize sizeHint() const override { return {220, 220}; }
    QSize minimumSizeHint() const override { return {120, 120}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    static constexpr int QuietZone = 4;
    QString m_text;
    std::optional<QrCode> m_code;
};

} // namespace hk
