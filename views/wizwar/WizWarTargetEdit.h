#pragma once

#include "wizwar/WizWarGame.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLineEdit;

namespace hk {

class WizWarSnapshot;

// What a card is aimed at: nothing, a wizard (by name), or a square ("C4") or wall line ("C4 N") typed in.
// Why a widget: the hand window's Play and Attack, and the Punch dialog, all ask the same question, and it
// turns the answer into the engine's typed Target with one check of the text.
class WizWarTargetEdit : public QWidget
{
    Q_OBJECT
public:
    explicit WizWarTargetEdit(QWidget* parent = nullptr);

    // The living wizards to offer; keeps the choice when that wizard is still there.
    void setGame(const WizWarSnapshot& game);
    void chooseWizard(int seat);
    void chooseSquare(const QString& text);
    // The chosen target, or nullopt with a message when the typed square or line is not one.
    std::optional<wizwar::Target> target(const wizwar::Board& board, QString* error) const;

private:
    QComboBox* m_kind;
    QLineEdit* m_where;
};

} // namespace hk
