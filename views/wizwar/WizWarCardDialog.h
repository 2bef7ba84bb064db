#pragma once

#include "wizwar/WizWarCards.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace hk {

class Ruleset;

// One card's form for the deck editor: name, school, type, range, duration, copies, energy value, damage and
// the effect in words. Why only these: they are what the players read off a card and what the engine plays by;
// the rarer facts (traits, evasion faces, base speed) are kept as the card has them, and a card list file sets
// them all.
class WizWarCardDialog : public QDialog
{
    Q_OBJECT
public:
    WizWarCardDialog(const Ruleset& rules, const wizwar::CardDef& card, bool nameFixed, QWidget* parent = nullptr);

    wizwar::CardDef card() const;

private:
    wizwar::CardDef m_card;
    QLineEdit* m_name = nullptr;
    QComboBox* m_school = nullptr;
    QComboBox* m_type = nullptr;
    QComboBox* m_range = nullptr;
    QComboBox* m_duration = nullptr;
    QSpinBox* m_copies = nullptr;
    QSpinBox* m_energy = nullptr;
    QSpinBox* m_damage = nullptr;
    QCheckBox* m_fromEnergy = nullptr;
    QPlainTextEdit* m_effects = nullptr;
};

} // namespace hk
