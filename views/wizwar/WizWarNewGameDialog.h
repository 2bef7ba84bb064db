#pragma once

#include "wizwar/WizWarGame.h"
#include "wizwar/WizWarParameters.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace hk {

class Ruleset;

// The players' choices before a game (001 l.178–236): the game's name, two to four players with their
// colours, the schools shuffled in besides White Cantrip (the book's first game preselected), the board side,
// the optional rules and Extended Play's target. Why a dialog that only collects: WizWarGames::create checks
// the choice with the engine's words, and the page shows a refusal back in this dialog. It counts the deck as
// the players choose (wizwar::countDeck, the count the setup deals from), says how many cards are missing and
// offers the deck editor, which the page opens over it.
class WizWarNewGameDialog : public QDialog
{
    Q_OBJECT
public:
    WizWarNewGameDialog(const Ruleset& rules, const wizwar::CardLibrary& cards, const wizwar::Parameters& params,
                        QWidget* parent = nullptr);

    QString gameName() const;
    void setGameName(const QString& name);
    wizwar::SetupChoice choice() const;
    void setMessage(const QString& text);

    // For tests: the players' names (2–4; empty rows are left out) and the schools' ids.
    void setPlayers(const QStringList& names);
    void setSchools(const QStringList& ids);
    QStringList offeredSchools() const;
    // The deck changed in the editor: count it again.
    void setCards(const wizwar::CardLibrary& cards);
    QString deckText() const;

Q_SIGNALS:
    void deckEditorRequested();

private:
    QWidget* buildPlayers(const wizwar::Parameters& params);
    QWidget* buildSchools(const Ruleset& rules, const wizwar::CardLibrary& cards, int chosen);
    QWidget* buildOptions(const Ruleset& rules, const wizwar::Parameters& params);
    QWidget* buildDeckRow();
    void updateDeck();

    wizwar::Parameters m_params;
    wizwar::CardLibrary m_cards;
    QLabel* m_deck = nullptr;

    QLineEdit* m_name = nullptr;
    QList<QLineEdit*> m_players;
    QList<QComboBox*> m_colours;
    QListWidget* m_schools = nullptr;
    QComboBox* m_side = nullptr;
    QList<std::pair<wizwar::Option, QCheckBox*>> m_options;
    QComboBox* m_target = nullptr;
    QLabel* m_message = nullptr;
};

} // namespace hk
