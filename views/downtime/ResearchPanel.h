#pragma once

#include "activities/Activity.h"
#include "downtime/DowntimePanel.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace hk {

// The "Research & market" tab: every research project with its progress (the GM's secret count of weeks shown
// and marked GM-only), every market search with its state and the offer it found, with buttons to start
// research or a search (NewResearchDialog, SearchMarketDialog) and to buy a found item from a chosen purse or
// let it go. The calendar rolls the weeks; this tab shows where things stand.
class ResearchPanel : public DowntimePanel
{
    Q_OBJECT
public:
    explicit ResearchPanel(QWidget* parent = nullptr);

    // "&&" shows as one ampersand on the tab (a single one would mark a shortcut letter).
    QString tabTitle() const override { return tr("Research && market"); }
    QString panelId() const override { return QStringLiteral("research"); }
    QStringList neededKinds() const override { return {QStringLiteral("research-project")}; }

    // For tests.
    QTableWidget* researchTable() const { return m_research; }
    QTableWidget* searchTable() const { return m_searches; }
    bool selectSearch(qint64 activityId);
    bool buySelected(qint64 payerId);
    bool selectResearch(qint64 activityId);
    QPushButton* revealButton() const { return m_reveal; }
    bool moveSelectedTo(qint64 labId);
    QString errorText() const;

private:
    void refresh() override;
    void updateButtons();
    void fillResearch(const QHash<qint64, QString>& names);
    void fillSearches(const QHash<qint64, QString>& names);
    void buy();
    void letGo();
    const Activity* selectedSearch() const;
    const Activity* selectedResearch() const;
    void reveal();
    void moveToLab();
    void showError(const QString& error);

    QList<Activity> m_researchRows;
    QList<Activity> m_searchRows;
    QTableWidget* m_research = nullptr;
    QTableWidget* m_searches = nullptr;
    QCheckBox* m_ended = nullptr;
    QPushButton* m_newResearch = nullptr;
    QPushButton* m_newSearch = nullptr;
    QPushButton* m_reveal = nullptr;
    QComboBox* m_moveLab = nullptr;
    QPushButton* m_move = nullptr;
    QComboBox* m_payer = nullptr;
    QPushButton* m_buy = nullptr;
    QPushButton* m_letGo = nullptr;
    QLabel* m_hint = nullptr;
    QLabel* m_error = nullptr;
};

} // namespace hk
