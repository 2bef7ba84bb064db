#pragma once

// The app's own translation for a GUI test that runs in another language: installed while the object lives,
// as the app installs it at start. Shared by the tests that check a screen in English and in German.
#include <QCoreApplication>
#include <QString>
#include <QTranslator>

namespace hk::test {

class InterfaceLanguage
{
public:
    // `language` is "de" and so on; empty means English (nothing is installed).
    explicit InterfaceLanguage(const QString& language)
    {
        if (language.isEmpty())
            return;
        m_loaded = m_translator.load(QStringLiteral(":/i18n/hexkeeper_%1.qm").arg(language));
        if (m_loaded)
            QCoreApplication::installTranslator(&m_translator);
    }
    ~InterfaceLanguage()
    {
        if (m_loaded)
            QCoreApplication::removeTranslator(&m_translator);
    }
    InterfaceLanguage(const InterfaceLanguage&) = delete;
    InterfaceLanguage& operator=(const InterfaceLanguage&) = delete;

    // False when a language was asked for and its catalogue is missing (the test must fail then).
    bool isReady(const QString& language) const { return language.isEmpty() || m_loaded; }

private:
    QTranslator m_translator;
    bool m_loaded = false;
};

} // namespace hk::test
