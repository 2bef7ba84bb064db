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
namespace wizwar {
struct DeckCount;
}

// The players' choices before a game (001 l.178–236): the game's name, two to four players with their
// colours, the schools shuffled in besides White Cantrip (the book's first game preselected), the board side,
// the optional rules and Extended Play's target. Why a dialog that only collects: WizWarGames::create checks
// the choice with the engine's words, and the page shows a refusal back in this dialog. It counts the deck as
// the players choose (wizwar::countDeck, the count the setup deals from), says how many cards are missing and
// offers the deck editor, which the page opens over it. With the Custom Spellbook (l.1407–1418) each player
// names his group and the second group drafts its own three schools besides Black Cantrip; each deck is counted.
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
    // For tests: the Custom Spellbook's second group, its schools and each player's group (1 or 2).
    void setSecondSchools(const QStringList& ids);
    void setGroups(const QList<int>& groups);
    // For tests and screenshots: ticks or clears an option (the Custom Spellbook shows the second group).
    void setOption(wizwar::Option option, bool on);
    QStringList offeredSchools() const;
    // The deck changed in the editor: count it again.
    void setCards(const wizwar::CardLibrary& cards);
    QString deckText() const;

Q_SIGNALS:
    void deckEditorRequested();

private:
    QWidget* buildPlayers(const wizwar::Parameters& params);
    QWidget* buildSchools(const Ruleset& rules, const wizwar::CardLibrary& cards, int chosen);
    QListWidget* schoolList(const Ruleset& rules, const wizwar::CardLibrary& cards, bool firstGame, QWidget* parent);
    QString deckLine(const wizwar::DeckCount& count, int hands) const;
    void showGroups();
    QWidget* buildOptions(const Ruleset& rules, const wizwar::Parameters& params);
    QWidget* buildDeckRow();
    void updateDeck();

    wizwar::Parameters m_params;
    wizwar::CardLibrary m_cards;
    QLabel* m_deck = nullptr;

    QLineEdit* m_name = nullptr;
    QList<QLineEdit*> m_players;
    QList<QComboBox*> m_colours;
    QList<QComboBox*> m_groups;
    QListWidget* m_schools = nullptr;
    QListWidget* m_secondSchools = nullptr;
    QWidget* m_schoolsBox = nullptr;
    QWidget* m_secondBox = nullptr;
    QComboBox* m_side = nullptr;
    QList<std::pair<wizwar::Option, QCheckBox*>> m_options;
    QComboBox* m_target = nullptr;
    QLabel* m_message = nullptr;
};

} // namespace hk
