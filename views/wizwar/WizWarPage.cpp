#include "wizwar/WizWarPage.h"
#include "wizwar/WizWarSteps.h"

#include "campaign/Campaign.h"
#include "main/FlowLayout.h"
#include "main/PageIcon.h"
#include "main/StatusColors.h"
#include "packages/RulesetPackage.h"
#include "wizwar/WizWarBoardScene.h"
#include "wizwar/WizWarBoardView.h"
#include "wizwar/WizWarHandWindow.h"
#include "wizwar/WizWarNewGameDialog.h"
#include "wizwar/WizWarPortalEditor.h"
#include "wizwar/WizWarSectorEditor.h"
#include "wizwar/WizWarSeatTable.h"
#include "wizwar/WizWarText.h"

#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace hk {

WizWarPage::WizWarPage(QWidget* parent) : CampaignPage(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(buildTopRow());
    m_banner = new QLabel(this);
    m_banner->setObjectName(QStringLiteral("wizWarBanner"));
    m_banner->setWordWrap(true);
    layout->addWidget(m_banner);

    // The board on the left; on the right the players, their hand buttons, the table's steps and the log.
    auto* columns = new QSplitter(Qt::Horizontal, this);
    m_board = new WizWarBoardView(columns);
    auto* right = new QWidget(columns);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    m_seats = new WizWarSeatTable(right);
    rightLayout->addWidget(m_seats);
    m_handButtons = new QWidget(right);
    m_handLayout = new FlowLayout(m_handButtons);
    m_handLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_handButtons);
    rightLayout->addWidget(buildActions());
    m_log = new QListWidget(right);
    m_log->setObjectName(QStringLiteral("wizWarLog"));
    m_log->setWordWrap(true);
    rightLayout->addWidget(m_log, 1);
    columns->setSizes({560, 440}); // kept in proportion as the page is resized
    layout->addWidget(columns, 1);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("wizWarStatus"));
    m_status->setWordWrap(true);
    m_status->hide();
    layout->addWidget(m_status);

    connect(m_board->boardScene(), &WizWarBoardScene::wizardDropped, this,
            [this](int seat, wizwar::Square to) { moveWizard(seat, to); });
    connect(m_board, &WizWarBoardView::squareMenuRequested, this, &WizWarPage::squareMenu);
    m_portalEditor = new WizWarPortalEditor(this, m_board->boardScene());
    connect(m_portalButton, &QPushButton::toggled, m_portalEditor, &WizWarPortalEditor::setActive);
    connect(m_portalEditor, &WizWarPortalEditor::activeChanged, m_portalButton, &QPushButton::setChecked);
    connect(m_games, &QComboBox::activated, this, [this] { selectGame(m_games->currentData().toLongLong()); });
    updateButtons();
}

WizWarPage::~WizWarPage()
{
    closeHands();
}

QWidget* WizWarPage::buildTopRow()
{
    auto* row = new QWidget(this);
    auto* flow = new FlowLayout(row);
    flow->setContentsMargins(0, 0, 0, 0);
    flow->addWidget(new QLabel(tr("Game:"), row));
    m_games = new QComboBox(row);
    m_games->setObjectName(QStringLiteral("wizWarGames"));
    m_games->setMinimumContentsLength(18);
    m_games->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    flow->addWidget(m_games);
    m_new = new QPushButton(tr("New game…"), row);
    m_new->setObjectName(QStringLiteral("newWizWarGame"));
    connect(m_new, &QPushButton::clicked, this, &WizWarPage::newGameDialog);
    flow->addWidget(m_new);
    m_remove = new QPushButton(tr("Remove game"), row);
    m_remove->setObjectName(QStringLiteral("removeWizWarGame"));
    connect(m_remove, &QPushButton::clicked, this, &WizWarPage::removeGame);
    flow->addWidget(m_remove);
    m_sectors = new QPushButton(tr("Sector boards…"), row);
    m_sectors->setObjectName(QStringLiteral("wizWarSectorBoards"));
    m_sectors->setToolTip(tr("Draw the walls and doors of your physical sector boards once, for every later game"));
    connect(m_sectors, &QPushButton::clicked, this, &WizWarPage::sectorEditor);
    flow->addWidget(m_sectors);
    m_deck = new QPushButton(tr("Deck…"), row);
    m_deck->setObjectName(QStringLiteral("wizWarDeck"));
    m_deck->setToolTip(tr("The Magic deck: Hexkeeper's starter deck, your own cards, import and export"));
    connect(m_deck, &QPushButton::clicked, this, [this] { deckEditor(this); });
    flow->addWidget(m_deck);
    m_portalButton = new QPushButton(tr("Portals"), row);
    m_portalButton->setObjectName(QStringLiteral("wizWarPortals"));
    m_portalButton->setCheckable(true);
    m_portalButton->setToolTip(tr("Place or take away the portal pairs on the board's edge, where the markers stand"));
    flow->addWidget(m_portalButton);
    return row;
}

QWidget* WizWarPage::buildActions()
{
    m_actions = new QWidget(this);
    auto* flow = new FlowLayout(m_actions);
    flow->setContentsMargins(0, 0, 0, 0);
    auto add = [&](const QString& name, const QString& text, const QString& tip, auto slot) {
        auto* b = new QPushButton(text, m_actions);
        b->setObjectName(name);
        b->setToolTip(tip);
        connect(b, &QPushButton::clicked, this, slot);
        flow->addWidget(b);
    };
    add(QStringLiteral("punch"), tr("Punch…"), tr("The active wizard punches, or strikes with a carried weapon"),
        [this] { punch(); });
    add(QStringLiteral("resolveAttack"), tr("Resolve attack"),
        tr("The attacked player plays no more counter spells: the attack takes effect"), &WizWarPage::resolveAttack);
    add(QStringLiteral("endSpell"), tr("End spell…"), tr("A player ends a spell he keeps up"), &WizWarPage::endSpell);
    add(QStringLiteral("dropItem"), tr("Drop item…"), tr("The active wizard drops a carried item"), &WizWarPage::dropItem);
    add(QStringLiteral("pickUpTreasure"), tr("Pick up treasure"), tr("The active wizard picks up the treasure he stands on"),
        &WizWarPage::pickUpTreasure);
    add(QStringLiteral("dropTreasure"), tr("Drop treasure"), tr("The active wizard drops the treasure he carries"),
        &WizWarPage::dropTreasure);
    add(QStringLiteral("adjust"), tr("Adjust…"),
        tr("Change a wizard's life or stun, or put him on a square, for a card's effect the companion cannot know"),
        &WizWarPage::adjust);
    add(QStringLiteral("randomDirection"), tr("Random direction…"),
        tr("Roll a random direction for a card that calls for one"), &WizWarPage::randomDirection);
    return m_actions;
}

QIcon WizWarPage::icon() const
{
    return PageIcon::make(QStringLiteral("wizwar"));
}

bool WizWarPage::appliesTo(const Campaign& campaign) const
{
    return playsBoardGame(campaign);
}

void WizWarPage::setCampaign(Campaign* campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    closeHands();
    m_campaign = campaign;
    m_game = {};
    if (m_campaign) {
        connect(m_campaign, &Campaign::wizWarChanged, this, &WizWarPage::reload);
        connect(m_campaign, &Campaign::restored, this, &WizWarPage::reload);
    }
    setStatus({}, false);
    reload();
}

void WizWarPage::reload()
{
    refreshGameList();
    const qint64 id = m_games->currentData().toLongLong();
    if (id != m_game.record.id)
        closeHands();
    m_game = {};
    if (m_campaign && id) {
        WizWarGames games(*m_campaign);
        QString error;
        if (games.find(id, &m_game.record, &error)) {
            m_game.library = games.cards();
            m_game.parameters = games.parameters(&error);
        }
        if (!error.isEmpty())
            setStatus(error, true);
        if (!m_game.parameters)
            m_game.record = {};
    }
    showGame();
}

void WizWarPage::refreshGameList()
{
    const qint64 current = m_games->currentData().toLongLong();
    m_games->clear();
    if (!m_campaign)
        return;
    QString error;
    const QList<WizWarRecord> list = WizWarGames(*m_campaign).list(&error);
    for (const WizWarRecord& r : list)
        m_games->addItem(r.name, r.id);
    const int index = m_games->findData(current);
    m_games->setCurrentIndex(index >= 0 ? index : (m_games->count() ? 0 : -1));
}

void WizWarPage::selectGame(qint64 gameId)
{
    const int index = m_games->findData(gameId);
    if (index < 0)
        return;
    m_games->setCurrentIndex(index);
    setStatus({}, false);
    reload();
}

int WizWarPage::activeSeat() const
{
    if (!m_game.isValid() || m_game.state().winner >= 0 || m_game.state().turn.phase == wizwar::Phase::Over)
        return -1;
    return m_game.state().turn.active;
}

void WizWarPage::showGame()
{
    const int active = activeSeat();
    if (!m_game.isValid()) {
        m_board->boardScene()->clearBoard();
        m_seats->clearGame();
        m_banner->setText(m_campaign ? tr("No game yet: start one with New game…") : QString());
        m_banner->setStyleSheet({});
    } else {
        const bool canDrag = active >= 0 && m_game.state().turn.phase == wizwar::Phase::MoveAndCast
                             && m_game.state().seats.at(active).alive;
        m_board->boardScene()->show(m_game, canDrag ? active : -1);
        m_board->fit();
        m_seats->show(m_game);
        const wizwar::GameState& s = m_game.state();
        if (s.winner >= 0 && s.winner < s.seats.size()) {
            m_banner->setText(tr("%1 wins the game! %2").arg(s.seats.at(s.winner).name, s.winReason));
            m_banner->setStyleSheet(StatusColors::bannerStyle(false) + QStringLiteral(" QLabel { font-weight: bold; }"));
        } else {
            const wizwar::Seat& seat = s.seats.at(s.turn.active);
            QString text = tr("Turn %1 · %2 (%3) · %4").arg(s.turn.number).arg(seat.name, WizWarText::colourName(seat.colour),
                                                           WizWarText::phaseName(s.turn.phase));
            if (s.turn.phase == wizwar::Phase::MoveAndCast)
                text += tr(" · %n movement point(s) left", nullptr, s.turn.movement);
            if (s.attack.active && s.attack.targetSeat >= 0 && s.attack.targetSeat < s.seats.size())
                text += tr(" · %1 is attacked: counter spells from his hand, then Resolve attack")
                            .arg(s.seats.at(s.attack.targetSeat).name);
            if (s.mustDiscard >= 0 && s.mustDiscard < s.seats.size())
                text += tr(" · %1 must discard down to the hand limit").arg(s.seats.at(s.mustDiscard).name);
            m_banner->setText(text);
            m_banner->setStyleSheet(QStringLiteral("QLabel { font-weight: bold; }"));
        }
    }
    // One button per player for his own hand window.
    while (QLayoutItem* item = m_handLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    if (m_game.isValid())
        for (int i = 0; i < m_game.state().seats.size(); ++i) {
            auto* b = new QPushButton(tr("%1's hand…").arg(m_game.state().seats.at(i).name), m_handButtons);
            b->setObjectName(QStringLiteral("hand%1").arg(i));
            connect(b, &QPushButton::clicked, this, [this, i] { showHand(i); });
            m_handLayout->addWidget(b);
        }
    showLog();
    updateButtons();
    Q_EMIT gameChanged();
}

void WizWarPage::showLog()
{
    m_log->clear();
    if (!m_game.isValid())
        return;
    for (const WizWarLogEntry& e : log(-1)) {
        auto* item = new QListWidgetItem(e.message, m_log);
        item->setToolTip(tr("Turn %1").arg(e.turn));
    }
    m_log->scrollToBottom();
}

QList<WizWarLogEntry> WizWarPage::log(int seat) const
{
    if (!m_campaign || !m_game.isValid())
        return {};
    QString error;
    return WizWarGames(*m_campaign).log(m_game.record.id, seat, &error);
}

void WizWarPage::updateButtons()
{
    const bool writable = m_campaign && !m_campaign->isReadOnly();
    m_new->setEnabled(writable);
    m_remove->setEnabled(writable && m_game.isValid());
    m_sectors->setEnabled(m_campaign != nullptr);
    m_deck->setEnabled(m_campaign != nullptr);
    m_portalButton->setEnabled(writable && m_game.isValid());
    if (!m_portalButton->isEnabled() && m_portalEditor)
        m_portalEditor->setActive(false);
    m_actions->setEnabled(writable && activeSeat() >= 0);
    if (auto* resolve = m_actions->findChild<QPushButton*>(QStringLiteral("resolveAttack")))
        resolve->setEnabled(m_game.isValid() && m_game.state().attack.active);
}

QString WizWarPage::statusText() const
{
    return m_status->text();
}

void WizWarPage::setStatus(const QString& text, bool error)
{
    m_status->setText(text);
    m_status->setStyleSheet(StatusColors::bannerStyle(error));
    m_status->setVisible(!text.isEmpty());
}

WizWarBoardScene* WizWarPage::boardScene() const
{
    return m_board->boardScene();
}

bool WizWarPage::play(const QString& undoText, const WizWarGames::Step& step)
{
    return play(WizWarStep{[undoText](const wizwar::Game&) { return undoText; }, step});
}

bool WizWarPage::play(const WizWarStep& step)
{
    if (!m_campaign || !m_game.isValid())
        return false;
    QString error;
    const qint64 id = m_game.record.id;
    if (!WizWarGames(*m_campaign).play(id, step, &error)) {
        setStatus(error, true);
        showGame(); // a dragged wizard goes back where he stands
        return false;
    }
    reload();
    const QList<WizWarLogEntry> lines = log(-1);
    setStatus(lines.isEmpty() ? QString() : lines.constLast().message, false);
    return true;
}

bool WizWarPage::moveWizard(int seat, wizwar::Square to)
{
    if (!m_game.isValid() || seat < 0 || seat >= m_game.state().seats.size())
        return false;
    return play(WizWarSteps::moveTo(seat, to, false));
}

qint64 WizWarPage::createGame(const QString& name, const wizwar::SetupChoice& choice)
{
    if (!m_campaign)
        return 0;
    QString error;
    const qint64 id = WizWarGames(*m_campaign).create(name, choice, &error);
    if (!id) {
        setStatus(error, true);
        return 0;
    }
    refreshGameList();
    selectGame(id);
    return id;
}

void WizWarPage::newGameDialog()
{
    if (!m_campaign)
        return;
    WizWarGames games(*m_campaign);
    QString error;
    const std::optional<wizwar::Parameters> params = games.parameters(&error);
    if (!params) {
        setStatus(error, true);
        return;
    }
    WizWarNewGameDialog dialog(m_campaign->rules(), games.cards(), *params, this);
    connect(&dialog, &WizWarNewGameDialog::deckEditorRequested, this, [this, &dialog] {
        deckEditor(&dialog);
        dialog.setCards(WizWarGames(*m_campaign).cards());
    });
    dialog.setGameName(tr("Game %1").arg(m_games->count() + 1));
    while (dialog.exec() == QDialog::Accepted) {
        if (createGame(dialog.gameName(), dialog.choice()))
            return;
        dialog.setMessage(statusText()); // refused: the dialog stays open with the reason
    }
}

void WizWarPage::removeGame()
{
    if (!m_campaign || !m_game.isValid())
        return;
    if (QMessageBox::question(this, tr("Remove game"), tr("Remove the game “%1” and its log?").arg(m_game.record.name))
        != QMessageBox::Yes)
        return;
    QString error;
    closeHands();
    if (!WizWarGames(*m_campaign).remove(m_game.record.id, &error))
        setStatus(error, true);
}

void WizWarPage::sectorEditor()
{
    if (!m_campaign)
        return;
    WizWarSectorEditor editor(*m_campaign, this);
    editor.exec();
}

WizWarHandWindow* WizWarPage::showHand(int seat)
{
    if (!m_game.isValid() || seat < 0 || seat >= m_game.state().seats.size())
        return nullptr;
    for (const QPointer<WizWarHandWindow>& w : std::as_const(m_hands))
        if (w && w->seat() == seat) {
            w->show();
            w->raise();
            return w;
        }
    auto* window = new WizWarHandWindow(this, seat);
    m_hands.append(window);
    window->show();
    return window;
}

void WizWarPage::closeHands()
{
    for (const QPointer<WizWarHandWindow>& w : std::as_const(m_hands))
        if (w)
            w->close();
    m_hands.clear();
}

} // namespace hk
