#pragma once

#include "characters/CharacterRules.h"

#include <QWidget>

class QLabel;

namespace hk {

// The builder's live numbers: what CharacterRules::derive works out for the character being edited
// (movement, adjusted and casting DX, ST now with wounds and fatigue apart, spell room, hits stopped and
// the rules' notes). Shows them only; never computes.
class DerivedPanel : public QWidget
{
    Q_OBJECT
public:
    explicit DerivedPanel(QWidget* parent = nullptr);
    void setValues(const Character& character, const DerivedValues& values);

private:
    QLabel* m_ma = nullptr;
    QLabel* m_maName = nullptr;
    QLabel* m_dx = nullptr;
    QLabel* m_dxName = nullptr;
    QLabel* m_castingDx = nullptr;
    QLabel* m_castingName = nullptr;
    QLabel* m_st = nullptr;
    QLabel* m_stName = nullptr;
    QLabel* m_spells = nullptr;
    QLabel* m_stops = nullptr;
    QLabel* m_notes = nullptr;
};

} // namespace hk
