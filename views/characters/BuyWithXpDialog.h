#pragma once

#include "characters/WwExperience.h"

#include <QDialog>
#include <QList>

class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTableView;

namespace hk {

class Campaign;

// Warrior & Wizard experience beyond attributes (004 l.2000–2021): every skill, spell and bonus the rules
// offer the character, with its price or the reason it cannot be bought, a filter, and a Buy button that
// makes one undoable purchase through the roster. Exists so a GM never has to work out the price formulas.
class BuyWithXpDialog : public QDialog
{
    Q_OBJECT
public:
    BuyWithXpDialog(Campaign& campaign, qint64 characterId, QWidget* parent = nullptr);

    // The offer on the selected row, or nullptr.
    const XpOffer* selectedOffer() const;
    // Buys the selected offer; false with *error when it cannot be bought (nothing changes).
    bool buySelected(QString* error);

private:
    void reload();
    void updateBuy();

    Campaign& m_campaign;
    qint64 m_character = 0;
    QList<XpOffer> m_offers;
    QStandardItemModel* m_model = nullptr;
    QSortFilterProxyModel* m_filter = nullptr;
    QLineEdit* m_search = nullptr;
    QTableView* m_table = nullptr;
    QLabel* m_unspent = nullptr;
    QLabel* m_why = nullptr;
    QPushButton* m_buy = nullptr;
};

} // namespace hk
