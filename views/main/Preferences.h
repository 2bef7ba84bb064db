#pragma once

#include "campaign/DiceMode.h"

#include <QLocale>
#include <QString>

namespace hk {

// The GM's settings for this machine (Edit > Preferences…, issue 33): the interface's language, the palette,
// where new campaigns go, how their dice are rolled, and whether the latest campaign opens at start. Why one
// typed class: these belong to the GM and his computer, not to a campaign, so they live with the window's other
// settings (QSettings); the window, the New Campaign dialog and app/main.cpp read them here and nowhere else,
// each value an enum or a checked string instead of a raw key. Command-line flags (--dark) win over them.
struct Preferences
{
    enum class Language { System, English, German };
    enum class Palette { System, Light, Dark };
    using DiceMode = hk::DiceMode; // the campaign's own enum

    Language language = Language::System;
    Palette palette = Palette::System;
    QString campaignFolder; // empty: defaultCampaignFolder()
    DiceMode diceMode = DiceMode::Seeded;
    bool reopenLastCampaign = false; // the start page's check box too (RecentFiles::openLastOnLaunch)

    static Preferences load();
    void save() const;

    // "Hexkeeper" in the GM's documents folder (which a fresh profile may not have yet: New Campaign makes it).
    static QString defaultCampaignFolder();
    // The folder chosen, else the default.
    QString campaignFolderOrDefault() const;
    // The dice mode as the campaign file and `campaign set --dice-mode` name it: "seeded" or "table".
    static QString diceModeKey(DiceMode mode);
    // The locale whose translation the interface uses: the system's, or the language chosen.
    static QLocale interfaceLocale(Language language);
    // The campaign to open at start when none is named: the latest one, when the GM asked for it and it is
    // still there; empty otherwise.
    QString campaignToReopen() const;
};

} // namespace hk
