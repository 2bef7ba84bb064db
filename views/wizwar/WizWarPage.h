#pragma once

#include "main/CampaignPage.h"
#include "wizwar/WizWarGames.h"
#include "wizwar/WizWarSnapshot.h"

#include <QPointer>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QWidget;

namespace hk {

class FlowLayout;
class WizWarBoardScene;
class WizWarBoardView;
class WizWarHandWindow;
class WizWarPortalEditor;
class WizWarSeatTable;
struct WizWarStep;

// The Wiz-War companion's page: the games of a campaign, the board with the wizards (the active one is
// dragged to move), the players' public state side by side, the table's log, and the steps that need no hidden
// card (punch, resolve an attack, end a spell, drop an item, treasure, the Golden Rule's adjustments). Hands
// stay secret: each player opens his own hand window. Every step goes through WizWarGames::play, so the
// engine checks it and its refusal is shown in the page's message line.
class WizWarPage : public CampaignPage
{
    Q_OBJECT
public:
    explicit WizWarPage(QWidget* parent = nullptr);
    ~WizWarPage() override;

    QString title() const override { return tr("Wiz-War"); }
    QIcon icon() const override;
    QString pageId() const override { return QStringLiteral("wizwar"); }
    void setCampaign(Campaign* campaign) override;
    bool appliesTo(const Campaign& campaign) const override;

    // The page's work, which its buttons, the drag and the tests call.
    qint64 createGame(const QString& name, const wizwar::SetupChoice& choice);
    void selectGame(qint64 gameId);
    qint64 currentGame() const { return m_game.record.id; }
    // The drag's move: the wizard of `seat` to `to`; false (with the engine's words in the message line) when
    // refused, and the drawing shows him where he was.
    bool moveWizard(int seat, wizwar::Square to);
    // One step of the current game, as WizWarSteps builds it; a refusal is shown in the message line.
    bool play(const WizWarStep& step);
    // A step WizWarSteps has no builder for, under the name given.
    bool play(const QString& undoText, const WizWarGames::Step& step);
    WizWarHandWindow* showHand(int seat);

    const WizWarSnapshot& game() const { return m_game; }
    Campaign* campaign() const { return m_campaign; }
    QList<WizWarLogEntry> log(int seat) const;
    QString statusText() const;
    void setStatus(const QString& text, bool error);

    WizWarBoardView* boardView() const { return m_board; }
    WizWarBoardScene* boardScene() const;
    WizWarSeatTable* seatTable() const { return m_seats; }
    WizWarPortalEditor* portalEditor() const { return m_portalEditor; }
    QListWidget* logList() const { return m_log; }

Q_SIGNALS:
    // The game shown was read again (a step, an undo, another program): the hand windows follow.
    void gameChanged();

private:
    QWidget* buildTopRow();
    QWidget* buildActions();
    void reload();
    void refreshGameList();
    void showGame();
    void showLog();
    void updateButtons();
    void closeHands();
    void newGameDialog();
    void removeGame();
    void sectorEditor();
    void deckEditor(QWidget* over);
    // The buttons' steps (WizWarPageActions.cpp).
    void punch(int targetSeat = -1);
    void resolveAttack();
    void endSpell();
    void dropItem();
    void pickUpTreasure();
    void dropTreasure();
    void adjust();
    void randomDirection();
    void squareMenu(wizwar::Square square, QPoint globalPos);
    int activeSeat() const;

    Campaign* m_campaign = nullptr;
    WizWarSnapshot m_game;
    QComboBox* m_games = nullptr;
    QPushButton* m_new = nullptr;
    QPushButton* m_remove = nullptr;
    QPushButton* m_sectors = nullptr;
    QPushButton* m_deck = nullptr;
    QLabel* m_banner = nullptr;
    QLabel* m_status = nullptr;
    WizWarBoardView* m_board = nullptr;
    WizWarSeatTable* m_seats = nullptr;
    QWidget* m_handButtons = nullptr;
    FlowLayout* m_handLayout = nullptr;
    QWidget* m_actions = nullptr;
    QListWidget* m_log = nullptr;
    QList<QPointer<WizWarHandWindow>> m_hands;
    WizWarPortalEditor* m_portalEditor = nullptr;
    QPushButton* m_portalButton = nullptr;
};

} // namespace hk
