#pragma once

#include "activities/Activity.h"
#include "downtime/DowntimePanel.h"
#include "workshop/MagicItem.h"

class QCheckBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace hk {

// The "Workshop" tab: every magic-item project with its status, progress (weeks made of those needed), the
// next roll, the team and the weekly cost; buttons to start a project (StartProjectDialog), to record a
// wizard's absence and to replace a dead team member; and the magic items with owner, spells and value.
// The calendar works the weeks (WorkshopResolver); this tab shows where things stand.
class WorkshopPanel : public DowntimePanel
{
    Q_OBJECT
public:
    explicit WorkshopPanel(QWidget* parent = nullptr);

    QString tabTitle() const override { return tr("Workshop"); }
    QString panelId() const override { return QStringLiteral("workshop"); }
    QStringList neededKinds() const override { return {QStringLiteral("magic-item-recipe")}; }

    // For tests.
    QTableWidget* projectTable() const { return m_projects; }
    QTableWidget* itemTable() const { return m_items; }
    QString errorText() const;

private:
    void refresh() override;
    void updateButtons();
    void newProject();
    void recordAbsence();
    void replaceWizard();
    const Activity* selected() const;

    QList<Activity> m_rows;
    QTableWidget* m_projects = nullptr;
    QTableWidget* m_items = nullptr;
    QCheckBox* m_ended = nullptr;
    QPushButton* m_new = nullptr;
    QPushButton* m_away = nullptr;
    QPushButton* m_replace = nullptr;
    QLabel* m_error = nullptr;
};

} // namespace hk
