#pragma once

#include "wizwar/WizWarCards.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace hk {

class Campaign;

// The Wiz-War page's deck editor: every card of the campaign's Magic deck in a table (name, school, type,
// copies, effects, where it comes from), Hexkeeper's starter deck switched on or off, cards added, edited,
// duplicated and removed, and a whole card list imported from or exported to a CSV file. Why a dialog over the
// page: the deck is the campaign's, not one game's, and is set before a game starts (the new-game dialog opens
// it when cards are missing). Each button is one undoable step through WizWarDeck; Undo and Redo here are the
// campaign's own, and the table follows every change, an undo in the window included.
class WizWarDeckEditor : public QDialog
{
    Q_OBJECT
public:
    explicit WizWarDeckEditor(Campaign& campaign, QWidget* parent = nullptr);

    // The buttons' work, for the buttons and the tests. Each returns false with the reason in message().
    bool addCard(const wizwar::CardDef& card);
    bool saveCard(const QString& name, const wizwar::CardDef& card);
    bool duplicateSelected();
    bool removeSelected();
    bool importFile(const QString& path);
    bool exportFile(const QString& path);
    bool setStarterDeck(bool on);
    bool undo();
    bool redo();
    void selectCard(const QString& name);
    QString selectedCard() const;

    QTableWidget* table() const { return m_table; }
    QString message() const;
    QString summary() const;

private:
    void reload();
    void updateButtons();
    bool report(bool ok, const QString& done, const QString& error);
    void addDialog();
    void editDialog();
    void importDialog();
    void exportDialog();

    Campaign& m_campaign;
    wizwar::CardLibrary m_cards;
    QCheckBox* m_starter = nullptr;
    QLabel* m_summary = nullptr;
    QTableWidget* m_table = nullptr;
    QLabel* m_message = nullptr;
    QPushButton* m_edit = nullptr;
    QPushButton* m_duplicate = nullptr;
    QPushButton* m_remove = nullptr;
    QPushButton* m_undo = nullptr;
    QPushButton* m_redo = nullptr;
};

} // namespace hk
