#pragma once

#include "wizwar/WizWarGame.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;

namespace hk {

class Ruleset;

// The players' choices before a game (001 l.178–236): the game's name, two to four players with their
// colours, the schools shuffled in besides White Cantrip (the book's first game preselected), the board side,
// the optional rules and Extended Play's target. Why a dialog that only collects: WizWarGames::create checks
// the choice with the engine's words, and the page shows a refusal back in this dialog.
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

private:
    QWidget* buildPlayers(const wizwar::Parameters& params);
    QWidget* buildSchools(const Ruleset& rules, const wizwar::CardLibrary& cards, int chosen);
    QWidget* buildOptions(const Ruleset& rules, const wizwar::Parameters& params);

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
