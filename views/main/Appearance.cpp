#include "main/Appearance.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>
#include <QTranslator>

namespace hk::Appearance {

namespace {

// The platform's look, as it was before Hexkeeper changed it, so that "System" can bring it back.
struct SystemLook
{
    QString style;
    QPalette palette;
};

const SystemLook& systemLook()
{
    static const SystemLook look{QApplication::style()->name(), QApplication::palette()};
    return look;
}

// A dark Fusion palette, for GMs who play in the dark and for checking that every screen reads on one.
QPalette darkPalette()
{
    QPalette dark;
    const QColor window(45, 45, 48), base(30, 30, 32), text(230, 230, 230), disabled(127, 127, 127);
    dark.setColor(QPalette::Window, window);
    dark.setColor(QPalette::WindowText, text);
    dark.setColor(QPalette::Base, base);
    dark.setColor(QPalette::AlternateBase, window);
    dark.setColor(QPalette::ToolTipBase, base);
    dark.setColor(QPalette::ToolTipText, text);
    dark.setColor(QPalette::PlaceholderText, disabled);
    dark.setColor(QPalette::Text, text);
    dark.setColor(QPalette::Button, window);
    dark.setColor(QPalette::ButtonText, text);
    dark.setColor(QPalette::BrightText, Qt::red);
    dark.setColor(QPalette::Link, QColor(110, 170, 255));
    dark.setColor(QPalette::Highlight, QColor(58, 110, 165));
    dark.setColor(QPalette::HighlightedText, Qt::white);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        dark.setColor(QPalette::Disabled, role, disabled);
    return dark;
}

void useStyle(const QString& name)
{
    if (QApplication::style()->name().compare(name, Qt::CaseInsensitive) != 0)
        QApplication::setStyle(name);
}

} // namespace

void applyPalette(Preferences::Palette palette)
{
    const SystemLook& system = systemLook(); // taken before the first change
    // Until a palette of ours is set, the platform's stays unset, free to follow the desktop's own changes.
    static bool changed = false;
    changed = changed || palette != Preferences::Palette::System;
    switch (palette) {
    case Preferences::Palette::System:
        if (changed) {
            useStyle(system.style);
            QApplication::setPalette(system.palette);
        }
        return;
    case Preferences::Palette::Light:
        useStyle(QStringLiteral("Fusion"));
        QApplication::setPalette(QApplication::style()->standardPalette());
        return;
    case Preferences::Palette::Dark:
        useStyle(QStringLiteral("Fusion"));
        QApplication::setPalette(darkPalette());
        return;
    }
}

QList<QTranslator*> installTranslations(QCoreApplication& app, Preferences::Language language)
{
    const QLocale locale = Preferences::interfaceLocale(language);
    if (language != Preferences::Language::System)
        QLocale::setDefault(locale);
    QList<QTranslator*> installed;
    auto* qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath))
        && QCoreApplication::installTranslator(qt))
        installed.append(qt);
    else
        delete qt;
    auto* own = new QTranslator(&app);
    if ((own->load(locale, QStringLiteral("hexkeeper"), QStringLiteral("_"), QStringLiteral(":/i18n"))
         // No translation for the language (or the C locale): English still supplies plural forms.
         || own->load(QStringLiteral("hexkeeper_en"), QStringLiteral(":/i18n")))
        && QCoreApplication::installTranslator(own))
        installed.append(own);
    else
        delete own;
    return installed;
}

} // namespace hk::Appearance
