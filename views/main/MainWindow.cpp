#include "main/MainWindow.h"

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
#include "main/NewCampaignDialog.h"
#include "main/RecentFiles.h"
#include "main/StartPage.h"
#include "overview/OverviewPage.h"
#include "time/AdvanceTimeDialog.h"
#include "time/Calendar.h"
#include "treasury/TreasuryPage.h"

#include <QApplication>
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
    m_sidebar->setFixedWidth(190);
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
    addPage(new CombatPage(this));
    addPage(new RulesLibraryPage(registry, this));
    addPage(new DicePage(this));
    addPage(new JournalPage(this));

    connect(m_sidebar, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row < 0)
            return;
        if (auto* page = m_sidebar->item(row)->data(Qt::UserRole).value<CampaignPage*>()) {
            bindPage(page);
            m_stack->setCurrentWidget(page);
        }
    });

    // A campaign this user cannot write is shown, not edited: said in the status bar for as long as it is open.
    m_readOnlyLabel = new QLabel(tr("Read-only: this file cannot be written here, so nothing can be changed"), this);
    m_readOnlyLabel->setObjectName(QStringLiteral("readOnly"));
    m_readOnlyLabel->hide();
    statusBar()->addPermanentWidget(m_readOnlyLabel);
    m_dateLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_dateLabel);
    createMenus();
    refreshSidebar();
    updateTitleAndStatus();
    resize(1280, 800);
}

MainWindow::~MainWindow()
{
    for (CampaignPage* page : std::as_const(m_pages)) {
        if (!m_unbound.contains(page))
            page->setCampaign(nullptr);
    }
}

void MainWindow::addPage(CampaignPage* page)
{
    m_pages.append(page);
    m_stack->addWidget(page);
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
    redo->setShortcuts({QKeySequence::Redo, QKeySequence(tr("Ctrl+Y"))});
    updateUndoActions();

    QMenu* campaignMenu = menuBar()->addMenu(tr("&Campaign"));
    m_advanceAction = campaignMenu->addAction(tr("Advance &Time…"), QKeySequence(tr("Ctrl+T")), this,
                                              &MainWindow::advanceTime);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Hexkeeper"), this, &MainWindow::showAbout);
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = RecentFiles::list();
    for (const QString& path : files)
        m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] { openCampaign(path); })->setToolTip(path);
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
    QString error;
    std::unique_ptr<Campaign> campaign = Campaign::open(path, m_registry, &error);
    if (!campaign) {
        showError(tr("Cannot open campaign"), error);
        return false;
    }
    RecentFiles::add(path);
    setCampaign(std::move(campaign));
    return true;
}

bool MainWindow::openDemo()
{
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
        connect(m_campaign.get(), &Campaign::errorOccurred, this,
                [this](const QString& message) { showError(tr("Hexkeeper"), message); });
        // Another program (the CLI, a script, a second window) may write the same file: look every two seconds
        // and whenever the window comes back to the front.
        m_campaign->watchOutsideChanges(2000);
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
    const QString current = m_sidebar->currentItem() ? m_sidebar->currentItem()->text() : QString();
    m_sidebar->blockSignals(true);
    m_sidebar->clear();
    for (CampaignPage* page : std::as_const(m_pages)) {
        if (page->needsCampaign() && !m_campaign)
            continue;
        auto* item = new QListWidgetItem(page->icon(), page->title(), m_sidebar);
        item->setData(Qt::UserRole, QVariant::fromValue(page));
        item->setSizeHint(QSize(0, 34));
    }
    m_sidebar->blockSignals(false);
    m_closeAction->setEnabled(bool(m_campaign));
    if (!m_campaign) {
        m_startPage->refresh();
        m_stack->setCurrentWidget(m_startPage);
        m_sidebar->setCurrentRow(-1);
        return;
    }
    const QList<QListWidgetItem*> same = m_sidebar->findItems(current, Qt::MatchExactly);
    m_sidebar->setCurrentRow(same.isEmpty() ? 0 : m_sidebar->row(same.first()));
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
    QStringList ids;
    for (const CampaignPage* page : m_pages)
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
    if (!m_campaign) {
        setWindowTitle(tr("Hexkeeper"));
        m_dateLabel->setText(tr("No campaign open"));
        m_readOnlyLabel->hide();
        return;
    }
    setWindowTitle(m_campaign->isReadOnly() ? tr("%1 (read-only) — Hexkeeper").arg(m_campaign->info().name)
                                            : tr("%1 — Hexkeeper").arg(m_campaign->info().name));
    m_dateLabel->setText(Calendar::format(m_campaign->info().calendarDay));
    m_readOnlyLabel->setVisible(m_campaign->isReadOnly());
}

void MainWindow::newCampaign()
{
    NewCampaignDialog dialog(m_registry, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    std::unique_ptr<Campaign> campaign = Campaign::create(dialog.path(), dialog.spec(), m_registry, &error);
    if (!campaign) {
        showError(tr("Cannot create campaign"), error);
        return;
    }
    RecentFiles::add(dialog.path());
    setCampaign(std::move(campaign));
}

void MainWindow::openCampaignDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Campaign"), QString(),
                                                      tr("Hexkeeper campaigns (*.hkc);;All files (*)"));
    if (!path.isEmpty())
        openCampaign(path);
}

void MainWindow::closeCampaign()
{
    setCampaign(nullptr);
}

void MainWindow::showAbout()
{
    AboutDialog dialog(m_registry, this);
    dialog.exec();
}

} // namespace hk
