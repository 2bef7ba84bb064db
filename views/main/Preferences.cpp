#include "main/Preferences.h"

#include "main/RecentFiles.h"

#include <QDir>
#include <QSettings>
#include <QStandardPaths>

#include <initializer_list>

namespace hk {

namespace {
const QString languageKey = QStringLiteral("preferences/language");
const QString paletteKey = QStringLiteral("preferences/palette");
const QString folderKey = QStringLiteral("preferences/campaignFolder");
const QString diceModeSetting = QStringLiteral("preferences/diceMode");

// The stored words, so a settings file reads plainly and survives a reordering of the enums.
QString languageWord(Preferences::Language language)
{
    switch (language) {
    case Preferences::Language::English:
        return QStringLiteral("en");
    case Preferences::Language::German:
        return QStringLiteral("de");
    case Preferences::Language::System:
        break;
    }
    return QStringLiteral("system");
}

QString paletteWord(Preferences::Palette palette)
{
    switch (palette) {
    case Preferences::Palette::Light:
        return QStringLiteral("light");
    case Preferences::Palette::Dark:
        return QStringLiteral("dark");
    case Preferences::Palette::System:
        break;
    }
    return QStringLiteral("system");
}

// A word not known (a hand-edited file, a later version's choice) is the default.
template <typename Enum>
Enum fromWord(const QString& word, QString (*wordOf)(Enum), std::initializer_list<Enum> values, Enum fallback)
{
    for (Enum value : values) {
        if (wordOf(value) == word)
            return value;
    }
    return fallback;
}
} // namespace

Preferences Preferences::load()
{
    const QSettings settings;
    Preferences p;
    p.language = fromWord(settings.value(languageKey).toString(), languageWord,
                          {Language::System, Language::English, Language::German}, Language::System);
    p.palette = fromWord(settings.value(paletteKey).toString(), paletteWord,
                         {Palette::System, Palette::Light, Palette::Dark}, Palette::System);
    p.campaignFolder = settings.value(folderKey).toString();
    p.diceMode = fromWord(settings.value(diceModeSetting).toString(), Preferences::diceModeKey,
                          {DiceMode::Seeded, DiceMode::Table}, DiceMode::Seeded);
    p.reopenLastCampaign = RecentFiles::openLastOnLaunch();
    return p;
}

void Preferences::save() const
{
    QSettings settings;
    settings.setValue(languageKey, languageWord(language));
    settings.setValue(paletteKey, paletteWord(palette));
    settings.setValue(folderKey, campaignFolder.trimmed());
    settings.setValue(diceModeSetting, Preferences::diceModeKey(diceMode));
    RecentFiles::setOpenLastOnLaunch(reopenLastCampaign);
}

QString Preferences::defaultCampaignFolder()
{
    QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (documents.isEmpty())
        documents = QDir::homePath();
    return QDir(documents).filePath(QStringLiteral("Hexkeeper"));
}

QString Preferences::campaignFolderOrDefault() const
{
    const QString folder = campaignFolder.trimmed();
    return folder.isEmpty() ? defaultCampaignFolder() : QDir::cleanPath(folder);
}

QString Preferences::diceModeKey(DiceMode mode)
{
    return hk::diceModeKey(mode);
}

QLocale Preferences::interfaceLocale(Language language)
{
    switch (language) {
    case Language::English:
        return QLocale(QLocale::English, QLocale::UnitedStates);
    case Language::German:
        return QLocale(QLocale::German, QLocale::Germany);
    case Language::System:
        break;
    }
    return QLocale::system();
}

QString Preferences::campaignToReopen() const
{
    if (!reopenLastCampaign)
        return {};
    const QStringList recent = RecentFiles::list(); // only files that still exist
    return recent.isEmpty() ? QString() : recent.constFirst();
}

} // namespace hk
