#include "main/ScreenshotDialogs.h"

#include "characters/FoundryActor.h"
#include "characters/FoundryExchange.h"
#include "characters/Roster.h"
#include "characters/RosterFilter.h"
#include "downtime/LabDialogs.h"
#include "i18n/Translate.h"
#include "main/AboutDialog.h"
#include "main/GuideWindow.h"
#include "main/MainWindow.h"
#include "main/NewCampaignDialog.h"
#include "main/PreferencesDialog.h"
#include "share/ShareDialog.h"

#include <QTableWidget>
#include "time/AdvanceTimeDialog.h"
#include "wizwar/WizWarDeckEditor.h"
#include "wizwar/WizWarGames.h"
#include "wizwar/WizWarNewGameDialog.h"
#include "wizwar/WizWarSectorEditor.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QMessageBox>

namespace hk::ScreenshotDialogs {

QStringList ids()
{
    return {QStringLiteral("new-campaign"), QStringLiteral("about"), QStringLiteral("guide"),
            QStringLiteral("advance-time"), QStringLiteral("rent-lab"), QStringLiteral("wizwar-sectors"),
            QStringLiteral("wizwar-deck"), QStringLiteral("wizwar-new-game"), QStringLiteral("wizwar-new-game-spellbook"), QStringLiteral("share"), QStringLiteral("preferences"),
            QStringLiteral("foundry-export"), QStringLiteral("foundry-exported"), QStringLiteral("foundry-import"),
            QStringLiteral("foundry-import-unknown")};
}

namespace {

// The Characters page's Foundry VTT exchange, part by part: the folder chooser and the message after an export
// of the roster, the files chooser and the question about talents and spells not in the rules.
std::unique_ptr<QWidget> makeFoundry(MainWindow& window, Campaign& campaign, const QString& id, QString* error)
{
    if (id == QLatin1String("foundry-export"))
        return FoundryExchange::folderChooser(&window);
    if (id == QLatin1String("foundry-import"))
        return FoundryExchange::filesChooser(&window);
    const QList<Character> roster = Roster(campaign).list(RosterFilter{}, error);
    if (roster.isEmpty()) {
        if (error->isEmpty())
            *error = QCoreApplication::translate("hk::ScreenshotDialogs", "the dialog %1 needs a character").arg(id);
        return nullptr;
    }
    if (id == QLatin1String("foundry-exported")) {
        const QString folder = QDir::home().filePath(QStringLiteral("Foundry"));
        QStringList written;
        for (const Character& c : roster)
            written << QDir(folder).filePath(FoundryActor::fileName(c));
        return FoundryExchange::exportedBox(&window, folder, written);
    }
    // As FoundryActor names them for an actor whose talent and spell the campaign's rules do not know.
    const QString name = roster.first().name;
    return FoundryExchange::unknownBox(
        &window, {QStringLiteral("%1: %2").arg(name, translateIn("hk::FoundryActor", "talent “%1”").arg(QStringLiteral("Sky Sailing"))),
                  QStringLiteral("%1: %2").arg(name, translateIn("hk::FoundryActor", "spell “%1”").arg(QStringLiteral("Lantern Whisper")))});
}

} // namespace

std::unique_ptr<QWidget> make(MainWindow& window, const PackageRegistry& registry, const QString& id, QString* error)
{
    if (id == QLatin1String("new-campaign"))
        return std::make_unique<NewCampaignDialog>(registry, &window);
    if (id == QLatin1String("about"))
        return std::make_unique<AboutDialog>(registry, &window);
    if (id == QLatin1String("guide"))
        return std::make_unique<GuideWindow>(&window);
    if (id == QLatin1String("preferences"))
        return std::make_unique<PreferencesDialog>(&window);
    Campaign* campaign = window.campaign();
    if (!campaign && (id == QLatin1String("advance-time") || id == QLatin1String("rent-lab")
                      || id.startsWith(QLatin1String("wizwar-")) || id == QLatin1String("share")
                      || id.startsWith(QLatin1String("foundry-")))) {
        *error = QCoreApplication::translate("hk::ScreenshotDialogs", "the dialog %1 needs an open campaign").arg(id);
        return nullptr;
    }
    if (id.startsWith(QLatin1String("foundry-")) && ids().contains(id))
        return makeFoundry(window, *campaign, id, error);
    if (id == QLatin1String("advance-time"))
        return std::make_unique<AdvanceTimeDialog>(*campaign, &window);
    if (id == QLatin1String("rent-lab"))
        return std::make_unique<AcquireLabDialog>(*campaign, QStringLiteral("rent"), &window);
    if (id == QLatin1String("wizwar-sectors"))
        return std::make_unique<WizWarSectorEditor>(*campaign, &window);
    if (id == QLatin1String("wizwar-deck"))
        return std::make_unique<WizWarDeckEditor>(*campaign, &window);
    if (id.startsWith(QLatin1String("wizwar-new-game"))) {
        // Two players named, the book's first game's schools: the deck count under the choices.
        WizWarGames games(*campaign);
        const std::optional<wizwar::Parameters> params = games.parameters(error);
        if (!params)
            return nullptr;
        auto dialog = std::make_unique<WizWarNewGameDialog>(campaign->rules(), games.cards(), *params, &window);
        dialog->setGameName(QStringLiteral("Tuesday duel"));
        dialog->setPlayers({QStringLiteral("Mara"), QStringLiteral("Yzor")});
        if (id.endsWith(QLatin1String("-spellbook"))) {
            // Three players in two groups under the Custom Spellbook: both decks' counts under the choices.
            dialog->setPlayers({QStringLiteral("Mara"), QStringLiteral("Yzor"), QStringLiteral("Cy")});
            dialog->setOption(wizwar::Option::CustomSpellbook, true);
            dialog->setGroups({1, 2, 1});
        }
        return dialog;
    }
    if (id == QLatin1String("share")) {
        // The dialog at work: the server started on this machine only, with the first link's code shown.
        auto dialog = std::make_unique<ShareDialog>(*campaign, window.playersServer(), &window);
        dialog->setListenAddress(QHostAddress(QHostAddress::LocalHost), 0);
        dialog->startServer();
        dialog->links()->selectRow(0);
        return dialog;
    }
    *error = QCoreApplication::translate("hk::ScreenshotDialogs", "no dialog %1 (dialogs: %2)").arg(id, ids().join(QStringLiteral(", ")));
    return nullptr;
}

} // namespace hk::ScreenshotDialogs
