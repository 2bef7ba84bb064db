#pragma once

#include "characters/Character.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace hk {

class Ruleset;

// The builder's gear table: armor, shields and weapons with the numbers the rules read (DX change, hits
// stopped, damage dice, metal, ready). Edited in place; the rules' verdict on the gear is shown under it.
class GearEditor : public QWidget
{
    Q_OBJECT
public:
    explicit GearEditor(QWidget* parent = nullptr);

    void setGear(const QList<Gear>& gear);
    // The rules whose tables the Add buttons offer (armour, shields, weapons), and whether the character is a
    // wizard (the Wizard table gives wizards other numbers); nullptr: every piece is the GM's own.
    void setRules(const Ruleset* rules, bool wizard);
    QList<Gear> gear() const;
    void addGear(const Gear& gear);
    void setProblem(const QString& message);

Q_SIGNALS:
    void changed();

private:
    void appendRow(const Gear& gear);
    void addFromTable(const QString& slot, QPushButton* button);
    void addCustom(const QString& slot);
    void removeSelected();

    QTableWidget* m_table = nullptr;
    QPushButton* m_remove = nullptr;
    QLabel* m_problem = nullptr;
    bool m_loading = false;
    const Ruleset* m_rules = nullptr;
    bool m_wizard = false;
};

} // namespace hk
