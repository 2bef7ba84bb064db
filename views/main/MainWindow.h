#pragma once

#include <QMainWindow>
#include <QPointer>

#include <memory>

class QAction;
class QCloseEvent;
class QLabel;
class QListWidget;
class QMenu;
class QStackedWidget;

namespace hk {

class Campaign;
class CampaignPage;
class PackageRegistry;
class PlayersServer;
class ShareDialog;
class StartPage;

// The GM's main window: a sidebar of feature pages, the File menu (new, open, recent, demo), undo/redo
// bound to the open campaign's stack, and the campaign date in the status bar. It owns the open campaign
// and hands it to the pages, each when it is first shown; it holds no rules and no SQL. It also owns the
// open campaign's players' server (stopped until the GM starts it in Share with Players…), which lives
// exactly as long as the campaign is open and follows the encounter the Combat page shows.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(const PackageRegistry& registry, QWidget* parent = nullptr);
    ~MainWindow() override;

    bool openCampaign(const QString& path);
    bool openDemo();
    void setCampaign(std::unique_ptr<Campaign> campaign);
    Campaign* campaign() const { return m_campaign.get(); }
    // The open campaign's players' server; null with no campaign open.
    PlayersServer* playersServer() const { return m_playersServer.get(); }
    // Campaign > Share with Players…: the dialog, opened (once per campaign) and shown.
    ShareDialog* shareWithPlayers();

    // Pages by id ("overview", "library", "dice"); false when no such page is available now.
    bool showPage(const QString& pageId);
    QStringList pageIds() const;
    CampaignPage* page(const QString& pageId);

    // Tests and --screenshot turn modal message boxes off; errors then go to the status bar only.
    void setInteractive(bool interactive) { m_interactive = interactive; }
    void showError(const QString& title, const QString& message);

    // Asks Save / Discard / Cancel when a page holds an unsaved form (see CampaignPage::unsavedWork) before
    // `leaving` (closing, quitting, opening another campaign); true when the GM may go on.
    bool settleUnsavedWork(const QString& leaving);
    // Writes a copy of the open campaign to `path` (File > Save a Copy As…); false with the reason shown.
    bool saveCopyAs(const QString& path);
    void showGuide();

protected:
    void closeEvent(QCloseEvent* event) override;

Q_SIGNALS:
    void campaignChanged(Campaign* campaign);

private:
    void addPage(CampaignPage* page);
    void bindPage(CampaignPage* page);
    void createMenus();
    void newCampaign();
    void openCampaignDialog();
    void closeCampaign();
    void rebuildRecentMenu();
    void refreshSidebar();
    void updateSidebarTitles(); // the entries' counts ("Requests (3)") and the list's width
    void updateTitleAndStatus();
    void updateUndoActions();
    void showAbout();
    void showPreferences();
    void saveCopyDialog();
    void updateUnsavedMarker();
    void showStartPage();
    void advanceTime();
    void followEncounter(qint64 encounterId);

    const PackageRegistry& m_registry;
    std::unique_ptr<Campaign> m_campaign;
    // Declared after the campaign, so it is destroyed (and stops serving) first.
    std::unique_ptr<PlayersServer> m_playersServer;
    QPointer<ShareDialog> m_shareDialog;
    QListWidget* m_sidebar = nullptr;
    QStackedWidget* m_stack = nullptr;
    StartPage* m_startPage = nullptr;
    QList<CampaignPage*> m_pages;
    // Pages not yet given the open campaign: each reads its data when it is first shown (or asked for), so
    // opening a big campaign reads only what the first page shows.
    QList<CampaignPage*> m_unbound;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QMenu* m_recentMenu = nullptr;
    QLabel* m_dateLabel = nullptr;
    QLabel* m_readOnlyLabel = nullptr;
    QAction* m_closeAction = nullptr;
    QAction* m_advanceAction = nullptr;
    QAction* m_shareAction = nullptr;
    QAction* m_requestsAction = nullptr; // Campaign > Players' Requests, with the count waiting
    QAction* m_saveAction = nullptr;
    QAction* m_saveCopyAction = nullptr;
    QLabel* m_savedLabel = nullptr;
    bool m_interactive = true;
};

} // namespace hk
