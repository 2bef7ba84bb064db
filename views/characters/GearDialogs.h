#pragma once

#include "gear/GearHouseRules.h"

#include <QDialog>

class QComboBox;
class QLineEdit;
class QSpinBox;

namespace hk {

// Asks the GM once for the numbers a book's table row lost (a fighter's DX and the hits the piece stops);
// what he gives becomes a house rule of the campaign, so no character asks again.
class LostNumbersDialog : public QDialog
{
    Q_OBJECT
public:
    // explanation: which rows lost what, in words, with their seed lines.
    LostNumbersDialog(const QString& piece, const QString& explanation, int dx, bool dxPrinted, QWidget* parent = nullptr);
    int dx() const;
    int hitsStopped() const;

private:
    QSpinBox* m_dx = nullptr;
    QSpinBox* m_stops = nullptr;
};

// One new piece for the GM's own list of weapons and armour (kept as a house rule, offered to every character).
class OwnGearDialog : public QDialog
{
    Q_OBJECT
public:
    OwnGearDialog(const QString& slot, QWidget* parent = nullptr);
    OwnGear piece() const;

private:
    QString m_slot;
    QLineEdit* m_name = nullptr;
    QLineEdit* m_damage = nullptr;
    QSpinBox* m_st = nullptr;
    QSpinBox* m_dx = nullptr;
    QSpinBox* m_stops = nullptr;
    QLineEdit* m_metal = nullptr;
};

} // namespace hk
