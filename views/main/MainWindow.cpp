#include "main/MainWindow.h"
#include "activities/ActivityControl.h"

#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "commands/ChangeHistory.h"
#include "characters/CharactersPage.h"
#include "combat/CombatPage.h"
#include "demo/DemoCampaign.h"
#include "dice/DicePage.h"
#include "downtime/DowntimePage.h"
#include "dice/TableDiceEntry.h"
#include "journal/JournalPage.h"
#include "library/RulesLibraryPage.h"
#include "main/AboutDialog.h"
#include "main/GuideWindow.h"
#include "main/NewCampaignDialog.h"
#include "main/PreferencesDialog.h"
#include "main/RecentFiles.h"
#include "main/StartPage.h"
#include "main/UnsavedWork.h"
#include "overview/OverviewPage.h"
#include "PlayersServer.h"
#include "players/RequestsPage.h"
#include "share/ShareDialog.h"
#include "time/AdvanceTimeDialog.h"
#include "time/Calendar.h"
#include "treasury/TreasuryPage.h"
#include "wizwar/WizWarPage.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QGuiApplication>

namespace hk {

MainWindow::MainWindow(const PackageRegistry& registry, QWidget* parent)
    : QMainWindow(parent), m_registry(registry)
{
    auto* central = new QWidget(this);
    auto* layout = new QHBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_sidebar = new QListWidget(central);
    m_sidebar->setObjectName(QStringLiteral("sidebar"));
    m_sidebar->setFixedWidth(150); // refreshSidebar() fits it to the longest page name
    m_sidebar->setIconSize(QSize(20, 20));
    m_sidebar->setSpacing(2);
    m_stack = new QStackedWidget(central);
    layout->addWidget(m_sidebar);
    layout->addWidget(m_stack, 1);
    setCentralWidget(central);

    m_startPage = new StartPage(this);
    m_stack->addWidget(m_startPage);
    connect(qApp, &QGuiApplication::applicationStateChanged, this, [this](Qt::ApplicationState state) {
        if (state == Qt::ApplicationActive && m_campaign)
            m_campaign->checkForOutsideChanges();
    });
    connect(m_startPage, &StartPage::newRequested, this, &MainWindow::newCampaign);
    connect(m_startPage, &StartPage::openRequested, this, &MainWindow::openCampaignDialog);
    connect(m_startPage, &StartPage::demoRequested, this, &MainWindow::openDemo);
    connect(m_startPage, &StartPage::recentRequested, this, &MainWindow::openCampaign);

    addPage(new OverviewPage(this));
    addPage(new CharactersPage(this));
    addPage(new TreasuryPage(this));
    addPage(new DowntimePage(this));
    auto* combat = new CombatPage(this);
    addPage(combat);
    connect(combat, &CombatPage::encounterShown, this, &MainWindow::followEncounter);
    addPage(new WizWarPage(this)); // only for a Wiz-War campaign (appliesTo)
    addPage(new RulesLibraryPage(registry, this));
    addPage(new DicePage(this));
    addPage(new JournalPage(this));
    addPage(new RequestsPage(this)); // the players' requests between game nights; its entry counts those waiting

    connect(m_sidebar, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row < 0)
            return;
        if (auto* page = m_sidebar->item(row)->data(Qt::UserRole).value<CampaignPage*>()) {
            bindPage(page);
            m_stack->setCurrentWidget(page);
        } else {
            m_startPage->refresh();
            m_stack->setCurrentWidget(m_startPage);
        }
    });

    // A campaign this user cannot write is shown, not edited: said in the status bar for as long as it is open.
    m_readOnlyLabel = new QLabel(tr("Read-only: this file cannot be written here, so nothing can be changed"), this);
    m_readOnlyLabel->setObjectName(QStringLiteral("readOnly"));
    m_readOnlyLabel->hide();
    statusBar()->addPermanentWidget(m_readOnlyLabel);
    // There is no Save to forget: the status bar says so, and names any form that is still being filled in.
    m_savedLabel = new QLabel(this);
    m_savedLabel->setObjectName(QStringLiteral("savedState"));
    statusBar()->addPermanentWidget(m_savedLabel);
    m_dateLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_dateLabel);
    createMenus();
    refreshSidebar();
    updateTitleAndStatus();
    resize(1280, 800);
}

MainWindow::~MainWindow()
{
    delete m_shareDialog;
    m_playersServer.reset();
    for (CampaignPage* page : std::as_const(m_pages)) {
        if (!m_unbound.contains(page))
            page->setCampaign(nullptr);
    }
}

void MainWindow::addPage(CampaignPage* page)
{
    m_pages.append(page);
    m_stack->addWidget(page);
    connect(page, &CampaignPage::unsavedWorkChanged, this, &MainWindow::updateUnsavedMarker);
}

void MainWindow::bindPage(CampaignPage* page)
{
    if (m_unbound.removeOne(page))
        page->setCampaign(m_campaign.get());
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New Campaign…"), QKeySequence::New, this, &MainWindow::newCampaign);
    file->addAction(tr("&Open Campaign…"), QKeySequence::Open, this, &MainWindow::openCampaignDialog);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::rebuildRecentMenu);
    file->addAction(tr("Open &Demo Campaign"), this, &MainWindow::openDemo);
    m_closeAction = file->addAction(tr("&Close Campaign"), QKeySequence::Close, this, &MainWindow::closeCampaign);
    file->addSeparator();
    // Changes are written as they are made; Save finishes any form still open and says that all is saved.
    m_saveAction = file->addAction(tr("&Save"), QKeySequence::Save, this, [this] {
        for (CampaignPage* page : std::as_const(m_pages)) {
            if (!page->unsavedWork().isEmpty() && !page->saveUnsavedWork())
                return;
        }
        statusBar()->showMessage(tr("Everything is saved in %1.").arg(QFileInfo(m_campaign->path()).fileName()), 5000);
    });
    m_saveAction->setObjectName(QStringLiteral("save"));
    m_saveCopyAction = file->addAction(tr("Save a Cop&y As…"), QKeySequence::SaveAs, this, &MainWindow::saveCopyDialog);
    m_saveCopyAction->setObjectName(QStringLiteral("saveCopy"));
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, qApp, &QApplication::closeAllWindows);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    // Undo and redo go through the campaign, which refuses (and says why) when another program changed the
    // rows since; its history only names the steps.
    QAction* undo = m_undoAction = edit->addAction(tr("&Undo"), this, [this] {
        if (m_campaign)
            m_campaign->undo();
    });
    undo->setObjectName(QStringLiteral("undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_redoAction = edit->addAction(tr("&Redo"), this, [this] {
        if (m_campaign)
            m_campaign->redo();
    });
    redo->setObjectName(QStringLiteral("redo"));
    // Ctrl+Y as well as the platform's redo keys; where the platform has it already, once (twice is ambiguous
    // and then neither works).
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (!redoKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Y)))
        redoKeys.append(QKeySequence(Qt::CTRL | Qt::Key_Y));
    redo->setShortcuts(redoKeys);
    updateUndoActions();
    edit->addSeparator();
    // The platform's keys for settings, and Ctrl+, where they are not it (as for redo, never twice).
    QAction* preferences = edit->addAction(tr("&Preferences…"), this, &MainWindow::showPreferences);
    preferences->setObjectName(QStringLiteral("preferences"));
    preferences->setMenuRole(QAction::PreferencesRole);
    QList<QKeySequence> preferenceKeys = QKeySequence::keyBindings(QKeySequence::Preferences);
    if (!preferenceKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)))
        preferenceKeys.append(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    preferences->setShortcuts(preferenceKeys);

    QMenu* campaignMenu = menuBar()->addMenu(tr("&Campaign"));
    m_advanceAction = campaignMenu->addAction(tr("Advance &Time…"), QKeySequence(tr("Ctrl+T")), this,
                                              &MainWindow::advanceTime);
    campaignMenu->addSeparator();
    m_shareAction = campaignMenu->addAction(tr("&Share with Players…"), this, &MainWindow::shareWithPlayers);
    m_shareAction->setObjectName(QStringLiteral("shareWithPlayers"));
    m_shareAction->setToolTip(tr("Give each player a link (or a QR code) to a live page of the fight and his "
                                 "characters on his phone."));
    // Next to sharing, where a GM who gave out links looks for what came back; it shows the Requests page.
    m_requestsAction = campaignMenu->addAction(tr("Players' &Requests"), this, [this] { showPage(QStringLiteral("requests")); });
    m_requestsAction->setObjectName(QStringLiteral("playersRequests"));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("Hexkeeper &Guide"), QKeySequence::HelpContents, this, &MainWindow::showGuide)
        ->setObjectName(QStringLiteral("guide"));
    help->addAction(tr("&About Hexkeeper"), this, &MainWindow::showAbout);
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = RecentFiles::list();
    for (const QString& path : files) {
        const QString name = RecentFiles::nameOf(path);
        const QString text = name.isEmpty() ? QFileInfo(path).fileName()
                                            : tr("%1 (%2)").arg(name, QFileInfo(path).fileName());
        m_recentMenu->addAction(text, this, [this, path] { openCampaign(path); })->setToolTip(path);
    }
    if (files.isEmpty())
        m_recentMenu->addAction(tr("(no recent campaigns)"))->setEnabled(false);
}

void MainWindow::showError(const QString& title, const QString& message)
{
    statusBar()->showMessage(message, 10000);
    if (m_interactive)
        QMessageBox::warning(this, title, message);
}

bool MainWindow::openCampaign(const QString& path)
{
    if (!settleUnsavedWork(tr("opening another campaign")))
        return false;
    QString error;
    std::unique_ptr<Campaign> campaign = Campaign::open(path, m_registry, &error);
    if (!campaign) {
        showError(tr("Cannot open campaign"), error);
        return false;
    }
    RecentFiles::add(path, campaign->info().name);
    // Work the file's update had to halt (it could no longer be resolved) is named until the GM takes it up.
    const int halted = ActivityControl(*campaign).repairedCount(&error);
    const QString notice = ActivityControl::repairNotice(halted);
    setCampaign(std::move(campaign));
    if (!notice.isEmpty()) {
        // Short enough for the status bar beside the save state and the date; the message box has it all.
        statusBar()->showMessage(tr("%n piece(s) of downtime work halted by the file's update: see the journal.", nullptr, halted),
                                 30000);
        if (m_interactive)
            QMessageBox::information(this, tr("Downtime work halted"), notice);
    }
    return true;
}

bool MainWindow::openDemo()
{
    if (!settleUnsavedWork(tr("opening the demo campaign")))
        return false;
    QString error;
    std::unique_ptr<Campaign> campaign = DemoCampaign::create(DemoCampaign::defaultPath(), m_registry, &error);
    if (!campaign) {
        showError(tr("Cannot build the demo campaign"), error);
        return false;
    }
    setCampaign(std::move(campaign));
    return true;
}

// The Edit menu names the step that undo or redo would take, and is greyed out when there is none.
void MainWindow::updateUndoActions()
{
    const ChangeHistory* history = m_campaign ? m_campaign->undoStack() : nullptr;
    const QString undoText = history ? history->undoText() : QString();
    const QString redoText = history ? history->redoText() : QString();
    m_undoAction->setEnabled(history && history->canUndo());
    m_redoAction->setEnabled(history && history->canRedo());
    m_undoAction->setText(undoText.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undoText));
    m_redoAction->setText(redoText.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redoText));
}

void MainWindow::setCampaign(std::unique_ptr<Campaign> campaign)
{
    // The players' pages belong to the campaign that is closing: they stop with it.
    delete m_shareDialog;
    m_playersServer.reset();
    for (CampaignPage* page : std::as_const(m_pages)) {
        if (!m_unbound.contains(page))
            page->setCampaign(nullptr);
    }
    m_unbound.clear();
    m_campaign = std::move(campaign);
    updateUndoActions();
    if (m_campaign) {
        connect(m_campaign->undoStack(), &ChangeHistory::changed, this, &MainWindow::updateUndoActions);
        m_campaign->dice().setTableAnswerer(TableDiceEntry::answerer(this));
        connect(m_campaign.get(), &Campaign::infoChanged, this, &MainWindow::updateTitleAndStatus);
        connect(m_campaign.get(), &Campaign::restored, this, &MainWindow::updateTitleAndStatus);
        connect(m_campaign.get(), &Campaign::playersChanged, this, &MainWindow::updateSidebarTitles);
        connect(m_campaign.get(), &Campaign::restored, this, &MainWindow::updateSidebarTitles);
        connect(m_campaign.get(), &Campaign::errorOccurred, this,
                [this](const QString& message) { showError(tr("Hexkeeper"), message); });
        // Another program (the CLI, a script, a second window) may write the same file: look every two seconds
        // and whenever the window comes back to the front.
        m_campaign->watchOutsideChanges(2000);
        m_playersServer = std::make_unique<PlayersServer>(*m_campaign);
    }
    // Pages without a campaign need nothing; with one, each reads it when first shown (bindPage).
    if (m_campaign)
        m_unbound = m_pages;
    refreshSidebar();
    if (auto* current = qobject_cast<CampaignPage*>(m_stack->currentWidget()))
        bindPage(current);
    updateTitleAndStatus();
    Q_EMIT campaignChanged(m_campaign.get());
}

void MainWindow::refreshSidebar()
{
    // The page chosen stays chosen (found by the page: its entry's text may carry a count).
    const CampaignPage* current = m_sidebar->currentItem() ? m_sidebar->currentItem()->data(Qt::UserRole).value<CampaignPage*>() : nullptr;
    m_sidebar->blockSignals(true);
    m_sidebar->clear();
    // With no campaign open the list starts with the start page, so the first thing chosen (also by the
    // keyboard focus landing on the list) is New / Open / Demo.
    if (!m_campaign) {
        auto* start = new QListWidgetItem(QIcon(QStringLiteral(":/icons/hexkeeper.svg")), tr("Start"), m_sidebar);
        start->setSizeHint(QSize(0, 34));
    }
    for (CampaignPage* page : std::as_const(m_pages)) {
        if (page->needsCampaign() && !m_campaign)
            continue;
        if (m_campaign && !page->appliesTo(*m_campaign))
            continue;
        auto* item = new QListWidgetItem(page->icon(), page->title(), m_sidebar);
        item->setData(Qt::UserRole, QVariant::fromValue(page));
        item->setSizeHint(QSize(0, 34));
    }
    m_sidebar->blockSignals(false);
    updateSidebarTitles();
    m_closeAction->setEnabled(bool(m_campaign));
    m_saveAction->setEnabled(m_campaign && !m_campaign->isReadOnly());
    m_saveCopyAction->setEnabled(bool(m_campaign));
    if (!m_campaign) {
        showStartPage();
        return;
    }
    int same = 0;
    for (int row = 0; row < m_sidebar->count(); ++row) {
        if (current && m_sidebar->item(row)->data(Qt::UserRole).value<CampaignPage*>() == current)
            same = row;
    }
    m_sidebar->setCurrentRow(same);
}

void MainWindow::updateSidebarTitles()
{
    for (int row = 0; row < m_sidebar->count(); ++row) {
        QListWidgetItem* item = m_sidebar->item(row);
        if (auto* page = item->data(Qt::UserRole).value<CampaignPage*>())
            item->setText(m_campaign ? page->sidebarTitle(*m_campaign) : page->title());
    }
    const bool requests = m_campaign && pageIds().contains(QStringLiteral("requests"));
    const int waiting = requests ? RequestsPage::pendingCount(*m_campaign) : 0;
    m_requestsAction->setText(waiting > 0 ? tr("Players' &Requests (%1)").arg(waiting) : tr("Players' &Requests"));
    m_requestsAction->setEnabled(requests);
    // As narrow as the longest name allows (in the interface's language): the pages need the width.
    int widest = 0;
    for (int row = 0; row < m_sidebar->count(); ++row)
        widest = qMax(widest, m_sidebar->fontMetrics().horizontalAdvance(m_sidebar->item(row)->text()));
    m_sidebar->setFixedWidth(qMax(150, widest + m_sidebar->iconSize().width() + 36));
}

bool MainWindow::showPage(const QString& pageId)
{
    // "downtime/workshop": a page, then a section of it.
    const QString id = pageId.section(QLatin1Char('/'), 0, 0);
    const QString section = pageId.section(QLatin1Char('/'), 1);
    for (int row = 0; row < m_sidebar->count(); ++row) {
        auto* page = m_sidebar->item(row)->data(Qt::UserRole).value<CampaignPage*>();
        if (page && page->pageId() == id) {
            bindPage(page); // its section may need the campaign
            if (!section.isEmpty() && !page->showSection(section))
                return false;
            m_sidebar->setCurrentRow(row);
            return true;
        }
    }
    return false;
}

QStringList MainWindow::pageIds() const
{
    QStringList ids; // the pages this campaign has (a Wiz-War campaign has no downtime, a TFT one no Wiz-War)
    for (const CampaignPage* page : m_pages)
        if (!m_campaign || page->appliesTo(*m_campaign))
            ids.append(page->pageId());
    return ids;
}

CampaignPage* MainWindow::page(const QString& pageId)
{
    for (CampaignPage* page : std::as_const(m_pages)) {
        if (page->pageId() == pageId) {
            bindPage(page); // whoever asks for a page gets it showing the open campaign
            return page;
        }
    }
    return nullptr;
}

ShareDialog* MainWindow::shareWithPlayers()
{
    if (!m_campaign || !m_playersServer)
        return nullptr;
    if (!m_shareDialog)
        m_shareDialog = new ShareDialog(*m_campaign, m_playersServer.get(), this);
    m_shareDialog->show();
    m_shareDialog->raise();
    m_shareDialog->activateWindow();
    return m_shareDialog;
}

void MainWindow::followEncounter(qint64 encounterId)
{
    if (m_playersServer)
        m_playersServer->setEncounter(encounterId);
}

void MainWindow::advanceTime()
{
    if (!m_campaign)
        return;
    AdvanceTimeDialog dialog(*m_campaign, this);
    dialog.exec();
}

void MainWindow::updateTitleAndStatus()
{
    m_advanceAction->setEnabled(bool(m_campaign));
    m_shareAction->setEnabled(bool(m_campaign));
    if (!m_campaign) {
        setWindowTitle(tr("Hexkeeper"));
        m_dateLabel->setText(tr("No campaign open"));
        updateUnsavedMarker();
        m_readOnlyLabel->hide();
        return;
    }
    setWindowTitle(m_campaign->isReadOnly() ? tr("%1 (read-only) — Hexkeeper").arg(m_campaign->info().name)
                                            : tr("%1[*] — Hexkeeper").arg(m_campaign->info().name));
    RecentFiles::setName(m_campaign->path(), m_campaign->info().name);
    m_dateLabel->setText(Calendar::format(m_campaign->info().calendarDay));
    m_readOnlyLabel->setVisible(m_campaign->isReadOnly());
    updateUnsavedMarker();
}

// The title's modified marker and the status bar follow the forms still open; everything else is saved.
void MainWindow::updateUnsavedMarker()
{
    QStringList works;
    for (CampaignPage* page : std::as_const(m_pages)) {
        const QString work = page->unsavedWork();
        if (!work.isEmpty())
            works.append(work);
    }
    setWindowModified(!works.isEmpty());
    if (!m_campaign || m_campaign->isReadOnly()) {
        m_savedLabel->hide();
        return;
    }
    m_savedLabel->show();
    m_savedLabel->setText(works.isEmpty() ? tr("All changes saved") : tr("Not saved yet: %1").arg(works.join(QStringLiteral(", "))));
    m_savedLabel->setToolTip(tr("Every change is written to the campaign file as you make it, and Edit > Undo takes "
                                "it back. Only a form still being filled in (such as the character builder before "
                                "its Save) waits to be saved."));
}

bool MainWindow::settleUnsavedWork(const QString& leaving)
{
    QStringList works;
    QList<CampaignPage*> pages;
    for (CampaignPage* page : std::as_const(m_pages)) {
        const QString work = page->unsavedWork();
        if (!work.isEmpty()) {
            works.append(work);
            pages.append(page);
        }
    }
    if (works.isEmpty())
        return true;
    switch (UnsavedWork::ask(this, works, leaving)) {
    case UnsavedWork::Answer::Save:
        for (CampaignPage* page : std::as_const(pages)) {
            if (!page->saveUnsavedWork())
                return false;
        }
        return true;
    case UnsavedWork::Answer::Discard:
        for (CampaignPage* page : std::as_const(pages))
            page->discardUnsavedWork();
        return true;
    case UnsavedWork::Answer::Cancel:
        break;
    }
    return false;
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (settleUnsavedWork(tr("closing Hexkeeper")))
        event->accept();
    else
        event->ignore();
}

void MainWindow::saveCopyDialog()
{
    if (!m_campaign)
        return;
    const QFileInfo current(m_campaign->path());
    const QString suggested = current.dir().filePath(tr("%1 copy.hkc").arg(current.completeBaseName()));
    const QString path = QFileDialog::getSaveFileName(this, tr("Save a Copy of the Campaign"), suggested,
                                                      tr("Hexkeeper campaigns (*.hkc)"));
    if (!path.isEmpty())
        saveCopyAs(path);
}

bool MainWindow::saveCopyAs(const QString& path)
{
    QString error;
    if (!m_campaign || !m_campaign->saveCopy(path, &error)) {
        showError(tr("Cannot save a copy"), error);
        return false;
    }
    statusBar()->showMessage(tr("Saved a copy to %1; you are still working in %2.")
                                 .arg(QDir::toNativeSeparators(path), QFileInfo(m_campaign->path()).fileName()),
                             8000);
    return true;
}

void MainWindow::showStartPage()
{
    m_startPage->refresh();
    m_stack->setCurrentWidget(m_startPage);
    m_sidebar->setCurrentRow(0);
}

void MainWindow::showGuide()
{
    auto* guide = findChild<GuideWindow*>();
    if (!guide)
        guide = new GuideWindow(this);
    guide->show();
    guide->raise();
    guide->activateWindow();
}

void MainWindow::newCampaign()
{
    if (!settleUnsavedWork(tr("starting a new campaign")))
        return;
    NewCampaignDialog dialog(m_registry, this); // creates the campaign, or stays open saying why not
    if (dialog.exec() != QDialog::Accepted)
        return;
    std::unique_ptr<Campaign> campaign = dialog.takeCampaign();
    RecentFiles::add(campaign->path(), campaign->info().name);
    setCampaign(std::move(campaign));
    showPage(QStringLiteral("overview")); // a new campaign starts with its own page, not where the last one was
}

void MainWindow::openCampaignDialog()
{
    if (!settleUnsavedWork(tr("opening another campaign")))
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Campaign"), QString(),
                                                      tr("Hexkeeper campaigns (*.hkc);;All files (*)"));
    if (!path.isEmpty())
        openCampaign(path);
}

void MainWindow::closeCampaign()
{
    if (settleUnsavedWork(tr("closing the campaign")))
        setCampaign(nullptr);
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted)
        m_startPage->refresh(); // its "open the latest" box shows the same setting
}

void MainWindow::showAbout()
{
    AboutDialog dialog(m_registry, this);
    dialog.exec();
}

} // namespace hk
