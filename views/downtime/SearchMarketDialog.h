#pragma once

#include "research/MarketSearch.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QPushButton;

namespace hk {

class Campaign;

// Starts a character's search of the market for one item: its name and fair value, the size of the place,
// whether the searcher does nothing else all week, the GM's bonus, and whether it is a magic item or sold by a
// merchant. The dice rolled each week and every reason it cannot start are shown live (reasons in red).
class SearchMarketDialog : public QDialog
{
    Q_OBJECT
public:
    SearchMarketDialog(Campaign& campaign, QWidget* parent = nullptr);

    // For tests.
    void setRequest(qint64 characterId, const SearchRequest& request);
    QString planText() const;
    QString problemsText() const;
    void start();
    qint64 startedId() const { return m_started; }

private:
    void updatePlan();
    SearchRequest request() const;
    qint64 character() const;

    Campaign& m_campaign;
    QComboBox* m_who = nullptr;
    QLineEdit* m_item = nullptr;
    QSpinBox* m_value = nullptr;
    QComboBox* m_settlement = nullptr;
    QCheckBox* m_fullTime = nullptr;
    QSpinBox* m_bonus = nullptr;
    QCheckBox* m_magic = nullptr;
    QCheckBox* m_merchant = nullptr;
    QLabel* m_plan = nullptr;
    QLabel* m_problems = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QPushButton* m_ok = nullptr;
    qint64 m_started = 0;
};

} // namespace hk
