#include "downtime/TimelinePanel.h"

#include "main/StatusColors.h"

#include "activities/ActivityControl.h"
#include "audience/CampaignView.h"
#include "campaign/Campaign.h"
#include "downtime/GanttChart.h"
#include "models/MoneyLedgerModel.h"
#include "time/AdvanceTimeDialog.h"
#include "time/Calendar.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSlider>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace hk {

TimelinePanel::TimelinePanel(QWidget* parent) : DowntimePanel(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buildBar());

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("error"));
    m_error->setStyleSheet(StatusColors::problemStyle());
    m_error->setWordWrap(true);
    m_error->hide();
    layout->addWidget(m_error);

    auto* vertical = new QSplitter(Qt::Vertical, this);
    QSplitter* top = buildChartAndNext(vertical);
    QWidget* historyBox = buildHistory(vertical);
    vertical->addWidget(top);
    vertical->addWidget(historyBox);
    vertical->setStretchFactor(0, 3);
    vertical->setStretchFactor(1, 2);
    vertical->setSizes({460, 240});
    layout->addWidget(vertical, 1);

    connectParts();
    refresh();
}

QHBoxLayout* TimelinePanel::buildBar()
{
    auto* bar = new QHBoxLayout;
    m_ended = new QCheckBox(tr("Show ended"), this);
    m_ended->setObjectName(QStringLiteral("showEnded"));
    m_ended->setToolTip(tr("Also show finished, cancelled and failed work."));
    m_ended->setChecked(true); // what finished lately is part of the story the GM tells
    m_player = new QCheckBox(tr("Player view"), this);
    m_player->setObjectName(QStringLiteral("playerView"));
    m_player->setToolTip(tr("Hide everything GM-only, as the players would see it."));
    m_zoom = new QSlider(Qt::Horizontal, this);
    m_zoom->setObjectName(QStringLiteral("zoom"));
    m_zoom->setRange(2, 30);
    m_zoom->setValue(8);
    m_zoom->setMaximumWidth(160);
    m_zoom->setToolTip(tr("Zoom the calendar scale"));
    bar->addWidget(m_ended);
    bar->addWidget(m_player);
    bar->addSpacing(16);
    bar->addWidget(new QLabel(tr("Zoom:"), this));
    bar->addWidget(m_zoom);
    bar->addStretch(1);
    m_pause = new QPushButton(tr("Set aside"), this);
    m_pause->setObjectName(QStringLiteral("pause"));
    m_pause->setToolTip(tr("Pause the chosen work; the calendar skips it until it is resumed."));
    m_resume = new QPushButton(tr("Resume"), this);
    m_resume->setObjectName(QStringLiteral("resume"));
    m_resume->setToolTip(tr("Take the chosen work up again; its end moves back by the days lost."));
    m_cancel = new QPushButton(tr("Cancel…"), this);
    m_cancel->setObjectName(QStringLiteral("cancel"));
    m_cancel->setToolTip(tr("Give the chosen work up for good."));
    for (QPushButton* b : {m_pause, m_resume, m_cancel})
        bar->addWidget(b);
    bar->addSpacing(16);
    auto* advance = new QPushButton(tr("Advance time…"), this);
    advance->setObjectName(QStringLiteral("advanceTime"));
    advance->setToolTip(tr("Move the calendar forward and resolve everything that falls due (Ctrl+T)."));
    bar->addWidget(advance);
    connect(advance, &QPushButton::clicked, this, [this] {
        if (!m_campaign)
            return;
        AdvanceTimeDialog dialog(*m_campaign, this);
        dialog.exec();
    });
    return bar;
}

QSplitter* TimelinePanel::buildChartAndNext(QSplitter* vertical)
{
    auto* top = new QSplitter(Qt::Horizontal, vertical);
    auto* scroll = new QScrollArea(top);
    m_scroll = scroll;
    m_chart = new GanttChart(scroll);
    scroll->setWidget(m_chart);
    scroll->setWidgetResizable(false);
    scroll->setBackgroundRole(QPalette::Base);
    auto* nextBox = new QWidget(top);
    auto* nextLayout = new QVBoxLayout(nextBox);
    nextLayout->setContentsMargins(4, 0, 0, 0);
    auto* nextTitle = new QLabel(tr("Falls due next"), nextBox);
    QFont bold = nextTitle->font();
    bold.setBold(true);
    nextTitle->setFont(bold);
    m_upcoming = new QListWidget(nextBox);
    m_upcoming->setObjectName(QStringLiteral("upcoming"));
    m_upcoming->setWordWrap(true);
    nextLayout->addWidget(nextTitle);
    nextLayout->addWidget(m_upcoming);
    top->addWidget(scroll);
    top->addWidget(nextBox);
    top->setStretchFactor(0, 4);
    top->setStretchFactor(1, 1);
    top->setSizes({900, 260});
    return top;
}

QWidget* TimelinePanel::buildHistory(QSplitter* vertical)
{
    auto* historyBox = new QWidget(vertical);
    auto* historyLayout = new QVBoxLayout(historyBox);
    historyLayout->setContentsMargins(0, 4, 0, 0);
    m_selectedTitle = new QLabel(tr("Choose a bar to see its week-by-week history."), historyBox);
    m_selectedTitle->setObjectName(QStringLiteral("selectedTitle"));
    m_selectedTitle->setTextFormat(Qt::PlainText);
    QFont bold = m_selectedTitle->font();
    bold.setBold(true);
    m_selectedTitle->setFont(bold);
    m_history = new QTableWidget(0, 6, historyBox);
    m_history->setObjectName(QStringLiteral("history"));
    m_history->setHorizontalHeaderLabels({tr("Day"), tr("Week"), tr("Roll"), tr("Needed"), tr("Outcome"), tr("Note")});
    m_history->horizontalHeader()->setStretchLastSection(true);
    m_history->verticalHeader()->hide();
    m_history->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_history->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_history->setAlternatingRowColors(true);
    historyLayout->addWidget(m_selectedTitle);
    historyLayout->addWidget(m_history);
    return historyBox;
}

void TimelinePanel::connectParts()
{
    connect(m_ended, &QCheckBox::toggled, this, &TimelinePanel::refresh);
    connect(m_player, &QCheckBox::toggled, this, &TimelinePanel::refresh);
    connect(m_zoom, &QSlider::valueChanged, this, [this](int value) {
        m_chart->setPixelsPerDay(value);
        m_chart->adjustSize();
    });
    connect(m_zoom, &QSlider::sliderMoved, this, [this] { m_autoZoom = false; });
    connect(m_chart, &GanttChart::rowSelected, this, &TimelinePanel::rowChosen);
    connect(m_upcoming, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row < 0 || !m_upcoming->item(row))
            return;
        const qint64 id = m_upcoming->item(row)->data(Qt::UserRole).toLongLong();
        if (id > 0)
            selectActivity(id);
    });
    connect(m_pause, &QPushButton::clicked, this, [this] { control(QStringLiteral("pause")); });
    connect(m_resume, &QPushButton::clicked, this, [this] { control(QStringLiteral("resume")); });
    connect(m_cancel, &QPushButton::clicked, this, [this] { control(QStringLiteral("cancel")); });
}

void TimelinePanel::setPlayerView(bool player)
{
    m_player->setChecked(player);
}

CampaignView TimelinePanel::view() const
{
    return CampaignView(*m_campaign, m_player->isChecked() ? Audience::Players : Audience::Gm);
}

void TimelinePanel::setShowEnded(bool ended)
{
    m_ended->setChecked(ended);
}

void TimelinePanel::refresh()
{
    m_rows.clear();
    m_error->hide();
    int today = 1;
    if (m_campaign) {
        QString error;
        today = m_campaign->info().calendarDay;
        m_rows = view().timeline(m_ended->isChecked(), &error);
        if (!error.isEmpty()) {
            m_error->setText(error);
            m_error->show();
        }
    }
    m_chart->setRows(m_rows, today);
    fitScale();
    m_chart->adjustSize();
    m_upcoming->clear();
    for (const TimelineRow& r : Timeline::upcoming(m_rows, today, 12)) {
        auto* item = new QListWidgetItem(tr("%1 — %2: %3 (%4)")
                                             .arg(Calendar::formatShort(r.nextDay), r.title, r.nextWhat, r.who),
                                         m_upcoming);
        item->setData(Qt::UserRole, r.activityId);
        if (r.gmOnly)
            item->setText(tr("[GM] ") + item->text());
    }
    if (m_upcoming->count() == 0)
        new QListWidgetItem(tr("Nothing falls due."), m_upcoming);
    int chosen = -1;
    for (int i = 0; i < m_rows.size(); ++i) {
        if ((m_selectedActivity > 0 && m_rows.at(i).activityId == m_selectedActivity)
            || (m_selectedLab > 0 && m_rows.at(i).activityId == 0 && m_rows.at(i).labId == m_selectedLab))
            chosen = i;
    }
    m_chart->selectRow(chosen);
}

void TimelinePanel::resizeEvent(QResizeEvent* event)
{
    DowntimePanel::resizeEvent(event);
    fitScale();
}

void TimelinePanel::fitScale()
{
    if (!m_autoZoom)
        return;
    const QSignalBlocker block(m_zoom);
    m_zoom->setValue(m_chart->pixelsPerDayToFit(m_scroll->viewport()->width()));
    m_chart->setPixelsPerDay(m_zoom->value());
    m_chart->adjustSize();
}

bool TimelinePanel::selectActivity(qint64 activityId)
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).activityId == activityId) {
            m_chart->selectRow(i);
            return true;
        }
    }
    return false;
}

bool TimelinePanel::selectLab(qint64 labId)
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).activityId == 0 && m_rows.at(i).labId == labId) {
            m_chart->selectRow(i);
            return true;
        }
    }
    return false;
}

void TimelinePanel::rowChosen(int row)
{
    m_selectedActivity = row >= 0 ? m_rows.at(row).activityId : 0;
    m_selectedLab = row >= 0 && m_selectedActivity == 0 ? m_rows.at(row).labId : 0;
    showHistory();
}

void TimelinePanel::showHistory()
{
    m_history->setRowCount(0);
    const int chosenRow = m_chart->selectedRow();
    const TimelineRow bar = chosenRow >= 0 && chosenRow < m_rows.size() ? m_rows.at(chosenRow) : TimelineRow{};
    Activity a;
    QString error;
    const bool found = m_campaign && m_selectedActivity > 0
                       && ActivityControl(*m_campaign).find(m_selectedActivity, &a, false, &error);
    m_pause->setEnabled(found && ActivityControl::canPause(a));
    m_resume->setEnabled(found && ActivityControl::canResume(a));
    m_cancel->setEnabled(found && ActivityControl::canCancel(a));
    if (!found) {
        m_selectedTitle->setText(chosenRow >= 0 ? bar.title + QStringLiteral(" — ") + bar.statusText
                                                : tr("Choose a bar to see its week-by-week history."));
        if (!m_campaign || bar.labId == 0)
            return;
    } else {
        const QString status = ActivityControl::statusText(a);
        m_selectedTitle->setText(tr("%1 — %2, %3 to %4").arg(a.title, status, Calendar::formatShort(a.startDay), Calendar::formatShort(a.dueDay)));
    }
    // The weeks (an activity's), then what the bar paid or could not pay, merged by day: on one day the week's
    // roll comes first, as the advance resolved it.
    struct Line
    {
        int day;
        QStringList cells;
    };
    QList<Line> lines;
    const QJsonArray weeks = found ? view().history(a) : QJsonArray();
    for (const QJsonValue& value : weeks) {
        const QJsonObject w = value.toObject();
        QStringList faces;
        for (const QJsonValue& f : w.value(QLatin1String("roll")).toArray())
            faces.append(QString::number(f.toInt()));
        const QString roll = faces.isEmpty() ? QString()
                                             : tr("%1 dice: %2 = %3").arg(w.value(QLatin1String("dice")).toInt())
                                                   .arg(faces.join(QLatin1Char(' ')))
                                                   .arg(w.value(QLatin1String("total")).toInt());
        const int day = w.value(QLatin1String("day")).toInt();
        lines.append({day, {Calendar::formatShort(day),
                            w.contains(QLatin1String("week")) ? QString::number(w.value(QLatin1String("week")).toInt()) : QString(),
                            roll,
                            w.contains(QLatin1String("target")) ? QString::number(w.value(QLatin1String("target")).toInt()) : QString(),
                            ActivityControl::keyText(w.value(QLatin1String("outcome")).toString()),
                            (w.value(QLatin1String("gmOnly")).toBool() ? tr("[GM] ") : QString())
                                + w.value(QLatin1String("note")).toString()}});
    }
    TimelineRow paidBy = bar;
    if (found) {
        paidBy.activityId = a.id;
        paidBy.labId = 0;
    }
    for (const CampaignEvent& e : view().moneyOf(paidBy, &error)) {
        // A payment shows its signed amount; a week that could not be paid says so (the message says by how much).
        const QString outcome = e.data.contains(QLatin1String("shortBy"))
                                    ? tr("not paid")
                                    : MoneyLedgerModel::signedAmount(e.data.value(QLatin1String("amount")).toInt());
        lines.append({e.campaignDay, {Calendar::formatShort(e.campaignDay), QString(), QString(), QString(), outcome,
                                      (e.gmOnly ? tr("[GM] ") : QString()) + e.message}});
    }
    std::stable_sort(lines.begin(), lines.end(), [](const Line& x, const Line& y) { return x.day < y.day; });
    if (!error.isEmpty()) {
        m_error->setText(error);
        m_error->show();
    }
    m_history->setRowCount(int(lines.size()));
    for (int i = 0; i < lines.size(); ++i) {
        for (int c = 0; c < lines.at(i).cells.size(); ++c)
            m_history->setItem(i, c, new QTableWidgetItem(lines.at(i).cells.at(c)));
    }
    m_history->resizeColumnsToContents();
    m_history->horizontalHeader()->setSectionResizeMode(m_history->columnCount() - 1, QHeaderView::Stretch);
}

void TimelinePanel::control(const QString& verb)
{
    if (!m_campaign || m_selectedActivity <= 0)
        return;
    if (verb == QLatin1String("cancel")
        && QMessageBox::question(this, tr("Cancel"), tr("Give this work up for good? (Undo brings it back.)")) != QMessageBox::Yes)
        return;
    QString error;
    ActivityControl control(*m_campaign);
    const bool ok = verb == QLatin1String("pause")    ? control.pause(m_selectedActivity, &error)
                    : verb == QLatin1String("resume") ? control.resume(m_selectedActivity, &error)
                                                      : control.cancel(m_selectedActivity, &error);
    if (!ok) {
        m_error->setText(error);
        m_error->show();
    }
}

} // namespace hk
