#include "downtime/WorkshopPanel.h"

#include "main/StatusColors.h"

#include "downtime/DowntimeTables.h"

#include "campaign/Campaign.h"
#include "characters/Roster.h"
#include "downtime/StartProjectDialog.h"
#include "time/Calendar.h"
#include "treasury/Treasury.h"
#include "workshop/WorkshopProjectData.h"
#include "workshop/WorkshopProjects.h"

#include <QCheckBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hk {

WorkshopPanel::WorkshopPanel(QWidget* parent) : DowntimePanel(parent)
{
    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    m_new = new QPushButton(tr("New project…"), this);
    m_new->setObjectName(QStringLiteral("newProject"));
    m_away = new QPushButton(tr("Record absence…"), this);
    m_away->setObjectName(QStringLiteral("recordAbsence"));
    m_replace = new QPushButton(tr("Replace a dead wizard…"), this);
    m_replace->setObjectName(QStringLiteral("replaceWizard"));
    m_ended = new QCheckBox(tr("Show ended"), this);
    m_ended->setObjectName(QStringLiteral("showEnded"));
    top->addWidget(m_new);
    top->addWidget(m_away);
    top->addWidget(m_replace);
    top->addStretch(1);
    top->addWidget(m_ended);
    layout->addLayout(top);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("error"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(StatusColors::problemStyle());
    layout->addWidget(m_error);

    auto* split = new QSplitter(Qt::Vertical, this);
    auto* projects = new QGroupBox(tr("Projects"), split);
    auto* pl = new QVBoxLayout(projects);
    m_projects = DowntimeTables::make({tr("Project"), tr("Lead"), tr("Status"), tr("Progress"), tr("Next week ends"), tr("Cost/week"), tr("Team")},
                           QStringLiteral("projects"), projects);
    pl->addWidget(m_projects);
    auto* items = new QGroupBox(tr("Magic items"), split);
    auto* il = new QVBoxLayout(items);
    m_items = DowntimeTables::make({tr("Item"), tr("Owner"), tr("Value"), tr("Spells")}, QStringLiteral("items"), items);
    il->addWidget(m_items);
    split->addWidget(projects);
    split->addWidget(items);
    layout->addWidget(split, 1);

    connect(m_new, &QPushButton::clicked, this, &WorkshopPanel::newProject);
    connect(m_away, &QPushButton::clicked, this, &WorkshopPanel::recordAbsence);
    connect(m_replace, &QPushButton::clicked, this, &WorkshopPanel::replaceWizard);
    connect(m_ended, &QCheckBox::toggled, this, &WorkshopPanel::refresh);
    connect(m_projects, &QTableWidget::itemSelectionChanged, this, &WorkshopPanel::updateButtons);
    updateButtons();
}

QString WorkshopPanel::errorText() const
{
    return m_error->text();
}

void WorkshopPanel::refresh()
{
    m_projects->setRowCount(0);
    m_items->setRowCount(0);
    m_rows.clear();
    m_new->setEnabled(m_campaign);
    if (!m_campaign) {
        updateButtons();
        return;
    }
    QString error;
    QHash<qint64, QString> names;
    for (const RosterEntry& c : Roster(*m_campaign).names(&error))
        names.insert(c.id, c.name);
    WorkshopProjects projects(*m_campaign);
    for (const Activity& a : projects.list(m_ended->isChecked(), &error)) {
        const int row = m_projects->rowCount();
        m_projects->insertRow(row);
        m_rows.append(a);
        QString status = activityStatusKey(a.status);
        const QString reason = haltReasonKey(a.haltReason);
        if (a.status == ActivityStatus::Halted && !reason.isEmpty())
            status = tr("halted (%1)").arg(reason);
        const WorkshopProjectData d = WorkshopProjectData::read(a);
        QString next;
        if (a.status == ActivityStatus::Active) {
            const bool rollWeek = d.subWeeks + 1 >= d.rollEvery;
            next = Calendar::formatShort(d.nextWeekDay);
            if (rollWeek)
                next += d.needsFourDice ? tr(": roll on 4 dice") : tr(": roll");
        }
        QStringList team;
        for (qint64 id : WorkshopProjects::wizards(a))
            team.append(names.value(id, QString::number(id)));
        const QList<QTableWidgetItem*> cells{DowntimeTables::cell(a.title),
                                             DowntimeTables::cell(names.value(a.characterId)),
                                             DowntimeTables::cell(status),
                                             DowntimeTables::cell(WorkshopProjects::progressText(a)),
                                             DowntimeTables::cell(next),
                                             DowntimeTables::cell(Treasury::format(d.costPerWeek)),
                                             DowntimeTables::cell(team.join(QStringLiteral(", ")))};
        for (int c = 0; c < cells.size(); ++c)
            m_projects->setItem(row, c, cells[c]);
    }
    for (const MagicItem& m : projects.items(-1, &error)) {
        const int row = m_items->rowCount();
        m_items->insertRow(row);
        QStringList spells;
        for (const QJsonValue& v : m.spells)
            spells.append(v.toObject().value(QLatin1String("label")).toString(v.toObject().value(QLatin1String("recipe")).toString()));
        m_items->setItem(row, 0, DowntimeTables::cell(m.name));
        m_items->setItem(row, 1, DowntimeTables::cell(m.ownerId ? names.value(m.ownerId) : tr("the party")));
        m_items->setItem(row, 2, DowntimeTables::cell(Treasury::format(m.value)));
        m_items->setItem(row, 3, DowntimeTables::cell(spells.join(QStringLiteral(", "))));
    }
    m_projects->resizeColumnsToContents();
    m_items->resizeColumnsToContents();
    m_error->setText(error);
    updateButtons();
}

const Activity* WorkshopPanel::selected() const
{
    const int row = m_projects->currentRow();
    return row >= 0 && row < m_rows.size() && m_projects->selectionModel()->hasSelection() ? &m_rows[row] : nullptr;
}

void WorkshopPanel::updateButtons()
{
    const Activity* a = selected();
    const bool underway = a && a->isOpen();
    m_away->setEnabled(underway);
    m_replace->setEnabled(underway && WorkshopProjects::wizards(*a).size() > 1);
}

void WorkshopPanel::newProject()
{
    if (!m_campaign)
        return;
    StartProjectDialog dialog(*m_campaign, this);
    dialog.exec();
}

void WorkshopPanel::recordAbsence()
{
    const Activity* a = selected();
    if (!a || !m_campaign)
        return;
    const qint64 id = a->id;
    QStringList who;
    QList<qint64> ids;
    for (qint64 w : WorkshopProjects::wizards(*a)) {
        Character c;
        QString e;
        if (Roster(*m_campaign).find(w, &c, &e)) {
            who.append(c.name);
            ids.append(w);
        }
    }
    bool ok = false;
    const QString name = QInputDialog::getItem(this, tr("Record absence"), tr("Wizard away from his lab:"), who, 0, false, &ok);
    if (!ok)
        return;
    const int days = QInputDialog::getInt(this, tr("Record absence"), tr("Days away this week (over two, or two in a row, loses the week):"), 3, 0,
                                          Calendar::daysPerWeek, 1, &ok);
    if (!ok)
        return;
    bool inARow = false;
    if (days > 1) {
        const QStringList answers{tr("No, apart"), tr("Yes, in a row")};
        inARow = QInputDialog::getItem(this, tr("Record absence"), tr("Were the days away in a row?"), answers, 0, false, &ok) == answers[1];
        if (!ok)
            return;
    }
    QString error;
    if (!WorkshopProjects(*m_campaign).recordAbsence(id, ids.value(who.indexOf(name)), days, inARow, &error))
        m_error->setText(error);
}

void WorkshopPanel::replaceWizard()
{
    const Activity* a = selected();
    if (!a || !m_campaign)
        return;
    const qint64 id = a->id;
    const QList<qint64> team = WorkshopProjects::wizards(*a).mid(1);
    QString error;
    QStringList deadNames, newNames;
    QList<qint64> deadIds, newIds;
    RosterFilter all;
    all.includeArchived = true;
    for (const Character& c : Roster(*m_campaign).list(all, &error)) {
        if (team.contains(c.id)) {
            deadNames.append(c.name);
            deadIds.append(c.id);
        } else if (!c.archived && c.type == QLatin1String("wizard") && c.role != QLatin1String("apprentice") && c.id != a->characterId) {
            newNames.append(c.name);
            newIds.append(c.id);
        }
    }
    bool ok = false;
    const QString dead = QInputDialog::getItem(this, tr("Replace a wizard"), tr("Wizard who died:"), deadNames, 0, false, &ok);
    if (!ok)
        return;
    const QString by = QInputDialog::getItem(this, tr("Replace a wizard"), tr("Wizard stepping in (rolls 5 dice on DX):"), newNames, 0, false, &ok);
    if (!ok)
        return;
    bool made = false;
    if (!WorkshopProjects(*m_campaign).replace(id, deadIds.value(deadNames.indexOf(dead)), newIds.value(newNames.indexOf(by)), &made, &error))
        m_error->setText(error);
    else
        m_error->setText(made ? QString() : tr("%1 failed the roll: the spell starts over.").arg(by));
}

} // namespace hk
