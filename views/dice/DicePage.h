#pragma once

#include "main/CampaignPage.h"

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace hk {

class DiceLogModel;

// The GM's dice tray: roll any expression, or N dice against a target with the ruleset's special results,
// see the exact odds before rolling, mark a roll as GM-only, and read the campaign's dice log.
class DicePage : public CampaignPage
{
    Q_OBJECT
public:
    explicit DicePage(QWidget* parent = nullptr);

    QString title() const override { return tr("Dice"); }
    QIcon icon() const override;
    QString pageId() const override { return QStringLiteral("dice"); }
    void setCampaign(Campaign* campaign) override;

    // For tests: fill the form and roll.
    void setExpression(const QString& expression);
    void setTarget(std::optional<int> target);
    void setGmOnly(bool gmOnly);
    void roll();
    QString resultText() const;
    QString oddsText() const;
    QTableView* logView() const { return m_log; }

private:
    void updateOdds();

    Campaign* m_campaign = nullptr;
    QLineEdit* m_expression = nullptr;
    QCheckBox* m_against = nullptr;
    QSpinBox* m_target = nullptr;
    QLineEdit* m_who = nullptr;
    QLineEdit* m_purpose = nullptr;
    QCheckBox* m_gmOnly = nullptr;
    QPushButton* m_roll = nullptr;
    QLabel* m_odds = nullptr;
    QLabel* m_result = nullptr;
    QTableView* m_log = nullptr;
    DiceLogModel* m_model = nullptr;
};

} // namespace hk
