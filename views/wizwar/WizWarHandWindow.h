#pragma once

#include "wizwar/WizWarGames.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace hk {

struct WizWarStep;

class WizWarPage;
class WizWarTargetEdit;

// One player's hand, in a small window of its own that he alone looks at: his cards (name, type, range,
// energy value), the steps played from the hand (play, attack, counter, boost speed, discard, draw, end the
// turn) and the log as he may read it (his private lines too). Why a separate window: the main page is for the
// whole table and never names a card in a hand; each player opens only his own.
class WizWarHandWindow : public QDialog
{
    Q_OBJECT
public:
    WizWarHandWindow(WizWarPage* page, int seat);

    int seat() const { return m_seat; }
    // The card names listed, in hand order (for tests).
    QStringList cardNames() const;
    QTableWidget* cardTable() const { return m_cards; }
    WizWarTargetEdit* targetEdit() const { return m_target; }
    QString messageText() const;
    // The steps, for the buttons and the tests: on the cards selected in the list (the first for all but discard).
    bool playSelected();
    bool attackSelected();
    bool counterSelected();
    bool boostSelected();
    bool discardSelected();
    bool draw(int count);
    bool endTurn();
    void selectCard(int row);

private:
    void refresh();
    QString selectedCard() const;
    QStringList selectedCards() const;
    QString energyCard() const;
    void report(bool ok);
    // A step of this hand played on the page, and its outcome shown here.
    bool play(const WizWarStep& step);
    void updateButtons();

    WizWarPage* m_page;
    int m_seat;
    QLabel* m_title;
    QTableWidget* m_cards;
    WizWarTargetEdit* m_target;
    QComboBox* m_energy;
    QSpinBox* m_damage;
    QLabel* m_message;
    QListWidget* m_log;
    QList<QPushButton*> m_buttons;
};

} // namespace hk
