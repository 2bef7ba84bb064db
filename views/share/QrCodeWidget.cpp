#include "share/QrCodeWidget.h"

#include <QPainter>

namespace hk {

QrCodeWidget::QrCodeWidget(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

bool QrCodeWidget::setText(const QString& text)
{
    m_text = text;
    m_code = text.isEmpty() ? std::nullopt : QrCode::encode(text);
    setToolTip(m_code ? text : QString());
    update();
    return text.isEmpty() || m_code;
}

void QrCodeWidget::paintEvent(QPaintEvent*)
{
    if (!m_code) {
        if (!m_text.isEmpty()) {
            QPainter painter(this);
            painter.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, tr("This address is too long for a QR code."));
        }
        return;
    }
    // Work in device pixels, so every module is a whole number of them even on a scaled screen.
    const qreal ratio = devicePixelRatioF();
    const int modules = m_code->size() + 2 * QuietZone;
    const int side = int(qMin(width(), height()) * ratio);
    const int module = qMax(1, side / modules);
    const int drawn = module * modules;
    const int left = (int(width() * ratio) - drawn) / 2;
    const int top = (int(height() * ratio) - drawn) / 2;

    QPainter painter(this);
    painter.scale(1.0 / ratio, 1.0 / ratio);
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.fillRect(QRect(left, top, drawn, drawn), Qt::white);
    const int origin = QuietZone * module;
    for (int y = 0; y < m_code->size(); ++y) {
        for (int x = 0; x < m_code->size(); ++x) {
            if (m_code->isDark(x, y))
                painter.fillRect(QRect(left + origin + x * module, top + origin + y * module, module, module), Qt::black);
        }
    }
}

} // namespace hk
