#pragma once

#include <QDialog>

class QLineEdit;
class QListWidget;
class QSpinBox;

namespace hk {

class Ruleset;

// Picks a creature from the campaign's bestiary (Fantasy Trip "creature" and Warrior & Wizard
// "ww-creature" entries) and how many copies to put on the roster, for a fight or a pet.
class BestiaryDialog : public QDialog
{
    Q_OBJECT
public:
    explicit BestiaryDialog(const Ruleset& rules, QWidget* parent = nullptr);

    QString kind() const;
    QString creatureId() const;
    int copies() const;
    // For tests: choose by id; false when the bestiary has no such creature.
    bool select(const QString& creatureId);

private:
    void filter(const QString& text);

    QLineEdit* m_search = nullptr;
    QListWidget* m_list = nullptr;
    QSpinBox* m_copies = nullptr;
};

} // namespace hk
