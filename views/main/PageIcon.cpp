#include "main/PageIcon.h"

#include <QApplication>
#include <QFile>
#include <QPalette>
#include <QPixmap>

namespace hk::PageIcon {

QIcon make(const QString& name)
{
    QFile file(QStringLiteral(":/icons/pages/%1.svg").arg(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray drawing = file.readAll();
    QIcon icon;
    const QPalette palette = QApplication::palette();
    for (QIcon::Mode mode : {QIcon::Normal, QIcon::Selected, QIcon::Disabled}) {
        const QColor colour = mode == QIcon::Selected ? palette.color(QPalette::HighlightedText)
                              : mode == QIcon::Disabled ? palette.color(QPalette::Disabled, QPalette::WindowText)
                                                        : palette.color(QPalette::WindowText);
        QByteArray coloured = drawing;
        coloured.replace("currentColor", colour.name().toLatin1());
        for (int size : {20, 40}) { // 40 for 2× screens
            QPixmap pixmap;
            if (pixmap.loadFromData(coloured, "SVG")) {
                pixmap = pixmap.scaled(size, size, Qt::KeepAspectRatio, Qt::SmoothTransformation);
                icon.addPixmap(pixmap, mode);
            }
        }
    }
    return icon;
}

} // namespace hk::PageIcon
