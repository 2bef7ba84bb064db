#pragma once

#include "characters/Character.h"

#include <QWidget>

class QLabel;
class QMenu;
class QPushButton;
class QTableWidget;

namespace hk {

class Campaign;
class Ruleset;
namespace GearTables {
struct Choice;
}

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
    // The campaign whose house rules keep the GM's own list and the numbers a book's table lost.
    void setCampaign(Campaign* campaign) { m_campaign = campaign; }
    // What an Add button offers for a slot: the book's table (a row whose numbers are lost says so), the GM's
    // own list, and the ways to add a piece of his own.
    void fillMenu(QMenu* menu, const QString& slot);
    // A piece chosen from the menu; a table row whose numbers are lost asks for them first (once per campaign).
    void choose(const GearTables::Choice& choice);
    // Asks for a new piece of the GM's list, keeps it as a house rule and gives it to this character.
    void addToOwnList(const QString& slot);
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
    void updateTableNote();

    QTableWidget* m_table = nullptr;
    QPushButton* m_remove = nullptr;
    QLabel* m_problem = nullptr;
    QLabel* m_tableNote = nullptr;
    Campaign* m_campaign = nullptr;
    bool m_loading = false;
    const Ruleset* m_rules = nullptr;
    bool m_wizard = false;
};

} // namespace hk
