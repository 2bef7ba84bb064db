#pragma once

#include "wizwar/WizWarGame.h"

#include <QDialog>
#include <QVariant>

#include <optional>

class QComboBox;
class QLineEdit;
class QSpinBox;

namespace hk {

class WizWarSnapshot;
class WizWarTargetEdit;

// Picks one thing from a short list (a kept-up spell to end, an item to drop). Why one dialog: those steps
// differ only in what is listed, and each entry carries its typed value.
class WizWarPickDialog : public QDialog
{
    Q_OBJECT
public:
    WizWarPickDialog(const QString& title, const QString& prompt, const QList<std::pair<QString, QVariant>>& entries,
                     QWidget* parent = nullptr);
    QVariant chosen() const;

private:
    QComboBox* m_list;
};

// A punch or a blow with a carried weapon by the active wizard (001 l.578–600), at a wizard or a wall line.
class WizWarPunchDialog : public QDialog
{
    Q_OBJECT
public:
    WizWarPunchDialog(const WizWarSnapshot& game, int seat, int targetSeat, QWidget* parent = nullptr);
    // The attack as chosen, or nullopt with a message when the typed target is not one.
    std::optional<wizwar::AttackChoice> choice(const wizwar::Board& board, QString* error) const;

private:
    int m_seat;
    QComboBox* m_with;
    WizWarTargetEdit* m_target;
};

// The Golden Rule's adjustment (001 l.151–156): a card's effect on life, stun or position that the companion
// cannot know, entered by hand.
class WizWarAdjustDialog : public QDialog
{
    Q_OBJECT
public:
    WizWarAdjustDialog(const WizWarSnapshot& game, QWidget* parent = nullptr);
    int seat() const;
    int lifeChange() const;
    int stunChange() const;
    // The square typed (empty: stays), or nullopt with a message when the text is not a square.
    std::optional<std::optional<wizwar::Square>> placeAt(QString* error) const;

private:
    QComboBox* m_seat;
    QSpinBox* m_life;
    QSpinBox* m_stun;
    QLineEdit* m_place;
};

} // namespace hk
