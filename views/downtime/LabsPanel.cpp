#include "downtime/LabsPanel.h"

#include "main/StatusColors.h"

#include "campaign/Campaign.h"
#include "characters/Roster.h"
#include "downtime/LabDialogs.h"
#include "labs/Labs.h"
#include "time/Calendar.h"
#include "treasury/Treasury.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hk {

LabsPanel::LabsPanel(QWidget* parent) : DowntimePanel(parent)
{
    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    const QList<std::pair<QString, QString>> ways{{QStringLiteral("buy"), tr("Buy…")},
                                                  {QStringLiteral("build"), tr("Assemble…")},
                                                  {QStringLiteral("rent"), tr("Rent…")},
                                                  {QStringLiteral("add"), tr("Record one held…")}};
    for (const auto& [how, label] : ways) {
        auto* button = new QPushButton(label, this);
        button->setObjectName(how);
        connect(button, &QPushButton::clicked, this, [this, way = how] { acquire(way); });
        top->addWidget(button);
        m_acquire.append(button);
    }
    top->addStretch(1);
    m_closed = new QCheckBox(tr("Show given up"), this);
    top->addWidget(m_closed);
    layout->addLayout(top);
    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    layout->addWidget(m_hint);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("error"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(StatusColors::problemStyle());
    m_error->hide();
    layout->addWidget(m_error);

    m_table = new QTableWidget(0, 9, this);
    m_table->setObjectName(QStringLiteral("labs"));
    m_table->setHorizontalHeaderLabels({tr("Name"), tr("Type"), tr("Tenure"), tr("Paid by"), tr("Per week"), tr("Next charge"),
                                        tr("Damage"), tr("Attuned"), tr("Booked by")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_table, 1);

    auto* bottom = new QHBoxLayout;
    m_attune = new QPushButton(tr("Attune…"), this);
    m_attune->setObjectName(QStringLiteral("attune"));
    bottom->addWidget(m_attune);
    bottom->addSpacing(16);
    bottom->addWidget(new QLabel(tr("Repairs paid by:"), this));
    m_payer = new QComboBox(this);
    m_payer->setObjectName(QStringLiteral("payer"));
    m_payer->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_payer->setMinimumContentsLength(12);
    bottom->addWidget(m_payer);
    m_repair = new QPushButton(tr("Repair"), this);
    m_repair->setObjectName(QStringLiteral("repair"));
    bottom->addWidget(m_repair);
    bottom->addStretch(1);
    m_close = new QPushButton(tr("Give up…"), this);
    m_close->setObjectName(QStringLiteral("close"));
    bottom->addWidget(m_close);
    layout->addLayout(bottom);

    connect(m_closed, &QCheckBox::toggled, this, &LabsPanel::refresh);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &LabsPanel::updateButtons);
    connect(m_attune, &QPushButton::clicked, this, [this] {
        if (const Lab* lab = selected(); lab && m_campaign)
            AttuneLabDialog(*m_campaign, lab->id, this).exec();
    });
    connect(m_repair, &QPushButton::clicked, this, &LabsPanel::repair);
    connect(m_close, &QPushButton::clicked, this, &LabsPanel::close);
    refresh();
}

void LabsPanel::refresh()
{
    const qint64 keep = selected() ? selected()->id : 0;
    const QVariant payer = m_payer->currentData();
    m_rows.clear();
    m_payer->clear();
    QHash<qint64, QString> names;
    if (m_campaign) {
        QString error;
        m_payer->addItem(tr("Whoever pays for it"), -1);
        m_payer->addItem(tr("Party purse"), 0);
        for (const RosterEntry& c : Roster(*m_campaign).names(&error)) {
            names.insert(c.id, c.name);
            if (!c.archived && c.role != QLatin1String("monster"))
                m_payer->addItem(c.name, c.id);
        }
        m_rows = Labs(*m_campaign).list(m_closed->isChecked(), &error);
    }
    m_payer->setCurrentIndex(qMax(0, m_payer->findData(payer)));
    m_table->setRowCount(int(m_rows.size()));
    for (int row = 0; row < m_rows.size(); ++row) {
        const Lab& lab = m_rows.at(row);
        QString error;
        const Labs labs(*m_campaign);
        QStringList attuned, booked;
        for (const auto& [who, day] : labs.attunements(lab.id, &error))
            attuned.append(names.value(who));
        for (const Activity& a : labs.bookings(lab.id, &error))
            booked.append(tr("%1 (%2)").arg(a.title, names.value(a.characterId)));
        QString tenure = Labs::tenureText(lab);
        if (lab.status == LabStatus::Building)
            tenure = tr("assembling, ready %1").arg(Calendar::formatShort(lab.data.value(QLatin1String("readyDay")).toInt()));
        else if (lab.status == LabStatus::Closed) {
            Lab held = lab; // how it was held before it was given up
            held.status = LabStatus::Ready;
            tenure = tr("%1, given up").arg(Labs::tenureText(held));
        }
        auto* damage = new QTableWidgetItem(lab.damage > 0 ? tr("%1 — unusable").arg(Treasury::format(lab.damage)) : tr("none"));
        if (lab.damage > 0)
            damage->setForeground(QColor(0xb0, 0x00, 0x20));
        m_table->setItem(row, 0, new QTableWidgetItem(lab.name));
        m_table->setItem(row, 1, new QTableWidgetItem(Labs::offer(m_campaign->rules(), lab.labType).name));
        m_table->setItem(row, 2, new QTableWidgetItem(tenure));
        m_table->setItem(row, 3, new QTableWidgetItem(lab.ownerId > 0 ? names.value(lab.ownerId) : tr("Party purse")));
        m_table->setItem(row, 4, new QTableWidgetItem(Treasury::format(Labs::weeklyCost(lab))));
        m_table->setItem(row, 5, new QTableWidgetItem(lab.nextChargeDay > 0 ? Calendar::formatShort(lab.nextChargeDay) : tr("—")));
        m_table->setItem(row, 6, damage);
        m_table->setItem(row, 7, new QTableWidgetItem(attuned.isEmpty() ? tr("—") : attuned.join(QStringLiteral(", "))));
        m_table->setItem(row, 8, new QTableWidgetItem(booked.isEmpty() ? tr("free") : booked.join(QStringLiteral("; "))));
    }
    m_table->resizeColumnsToContents();
    for (QPushButton* b : m_acquire)
        b->setEnabled(m_campaign);
    m_hint->setText(!m_campaign ? tr("Open a campaign to see its laboratories.")
                                : tr("Rent is paid a week ahead; a chest's upkeep every week, an owned lab's for each week "
                                     "someone works in it. Only one person works in a lab in a given week."));
    if (keep)
        selectLab(keep);
    updateButtons();
}

const Lab* LabsPanel::selected() const
{
    const int row = m_table->currentRow();
    if (row < 0 || row >= m_rows.size() || m_table->selectedItems().isEmpty())
        return nullptr;
    return &m_rows.at(row);
}

void LabsPanel::updateButtons()
{
    const Lab* lab = selected();
    const bool open = lab && lab->status != LabStatus::Closed;
    m_attune->setEnabled(open && m_campaign && Labs::offer(m_campaign->rules(), lab->labType).attunes);
    m_repair->setEnabled(lab && lab->damage > 0);
    m_payer->setEnabled(lab && lab->damage > 0);
    m_close->setEnabled(open);
}

bool LabsPanel::selectLab(qint64 labId)
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).id == labId) {
            m_table->selectRow(row);
            return true;
        }
    }
    return false;
}

QString LabsPanel::errorText() const
{
    return m_error->isVisible() ? m_error->text() : QString();
}

void LabsPanel::acquire(const QString& how)
{
    if (m_campaign)
        AcquireLabDialog(*m_campaign, how, this).exec();
}

void LabsPanel::repair()
{
    const Lab* lab = selected();
    if (!lab || !m_campaign)
        return;
    QString error;
    const bool ok = Labs(*m_campaign).repair(lab->id, m_payer->currentData().toLongLong(), &error);
    m_error->setText(error);
    m_error->setVisible(!ok);
}

void LabsPanel::close()
{
    const Lab* lab = selected();
    if (!lab || !m_campaign)
        return;
    if (QMessageBox::question(this, tr("Give up a laboratory"), tr("Give up %1? Rent and upkeep stop.").arg(lab->name))
        != QMessageBox::Yes)
        return;
    QString error;
    const bool ok = Labs(*m_campaign).close(lab->id, &error);
    m_error->setText(error);
    m_error->setVisible(!ok);
}

} // namespace hk
