#pragma once

#include "activities/Timeline.h"
#include "audience/CampaignView.h"
#include "downtime/DowntimePanel.h"

class QCheckBox;
class QHBoxLayout;
class QLabel;
class QListWidget;
class QPushButton;
class QScrollArea;
class QSlider;
class QSplitter;
class QTableWidget;

namespace hk {

class GanttChart;

// The timeline tab: every project, batch, study, search and rented lab over the calendar as a Gantt chart with
// today's line, what falls due next, and for the chosen bar its week-by-week history with the rolls and the
// money it paid (a laboratory's bar: its rent or upkeep) — with buttons to set it aside, resume it or cancel it.
// A "player view" switch hides everything GM-only, the way the players' screen would show it.
class TimelinePanel : public DowntimePanel
{
    Q_OBJECT
public:
    explicit TimelinePanel(QWidget* parent = nullptr);

    QString tabTitle() const override { return tr("Timeline"); }
    QString panelId() const override { return QStringLiteral("timeline"); }
    QStringList neededKinds() const override { return {QStringLiteral("lab"), QStringLiteral("magic-item-recipe"), QStringLiteral("potion"), QStringLiteral("research-project"), QStringLiteral("learning-method")}; }

    // For tests.
    GanttChart* chart() const { return m_chart; }
    QList<TimelineRow> rows() const { return m_rows; }
    bool selectActivity(qint64 activityId);
    bool selectLab(qint64 labId);
    QTableWidget* historyTable() const { return m_history; }
    QListWidget* upcomingList() const { return m_upcoming; }
    void setPlayerView(bool player);
    void setShowEnded(bool ended);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    // The panel's parts: the bar of filters, zoom and controls; the chart beside what falls due next; the chosen
    // bar's history below; then the connections between them.
    QHBoxLayout* buildBar();
    QSplitter* buildChartAndNext(QSplitter* vertical);
    QWidget* buildHistory(QSplitter* vertical);
    void connectParts();
    void refresh() override;
    // What the panel shows: the GM's view, or the players' when "Player view" is ticked.
    CampaignView view() const;
    void campaignChanged() override
    {
        m_selectedActivity = 0;
        m_selectedLab = 0;
    }
    void fitScale();
    void rowChosen(int row);
    void showHistory();
    void control(const QString& verb);

    QList<TimelineRow> m_rows;
    GanttChart* m_chart = nullptr;
    QCheckBox* m_ended = nullptr;
    QCheckBox* m_player = nullptr;
    QSlider* m_zoom = nullptr;
    QListWidget* m_upcoming = nullptr;
    QLabel* m_selectedTitle = nullptr;
    QLabel* m_error = nullptr;
    QTableWidget* m_history = nullptr;
    QPushButton* m_pause = nullptr;
    QPushButton* m_resume = nullptr;
    QPushButton* m_cancel = nullptr;
    qint64 m_selectedActivity = 0;
    qint64 m_selectedLab = 0; // a laboratory's bar
    bool m_autoZoom = true; // until the GM moves the zoom slider, the scale fills the width
    QScrollArea* m_scroll = nullptr;
};

} // namespace hk
