#include "combat/EncounterListPanel.h"

#include "campaign/Campaign.h"
#include "combat/Encounters.h"

#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hk {

namespace {

QString statusText(const Encounter& e)
{
    if (e.status() == EncounterStatus::Ended)
        return EncounterListPanel::tr("over after %n turn(s)", nullptr, e.state.turn);
    if (e.state.phase == CombatPhase::Setup)
        return EncounterListPanel::tr("being set up · %n figure(s)", nullptr, int(e.state.figures.size()));
    return EncounterListPanel::tr("turn %1 · %2").arg(e.state.turn).arg(phaseName(e.state.phase));
}

} // namespace

EncounterListPanel::EncounterListPanel(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 0, 6);
    auto* title = new QLabel(tr("Encounters"), this);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    layout->addWidget(title);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("encounterList"));
    m_list->setWordWrap(true);
    m_list->setSpacing(1);
    layout->addWidget(m_list, 1);
    auto* buttons = new QGridLayout;
    buttons->setSpacing(4);
    m_new = new QPushButton(tr("New…"), this);
    m_new->setObjectName(QStringLiteral("newEncounter"));
    m_duplicate = new QPushButton(tr("Duplicate"), this);
    m_duplicate->setToolTip(tr("A fresh copy of the encounter as it was set up, to fight it again."));
    m_rename = new QPushButton(tr("Rename…"), this);
    m_delete = new QPushButton(tr("Delete"), this);
    buttons->addWidget(m_new, 0, 0);
    buttons->addWidget(m_duplicate, 0, 1);
    buttons->addWidget(m_rename, 1, 0);
    buttons->addWidget(m_delete, 1, 1);
    layout->addLayout(buttons);

    connect(m_new, &QPushButton::clicked, this, &EncounterListPanel::newEncounter);
    connect(m_duplicate, &QPushButton::clicked, this, &EncounterListPanel::duplicateEncounter);
    connect(m_rename, &QPushButton::clicked, this, &EncounterListPanel::renameEncounter);
    connect(m_delete, &QPushButton::clicked, this, &EncounterListPanel::deleteEncounter);
    connect(m_list, &QListWidget::currentRowChanged, this, [this] {
        updateButtons();
        Q_EMIT encounterSelected(currentId());
    });
    updateButtons();
}

void EncounterListPanel::setEncounters(const QList<Encounter>& encounters, qint64 current)
{
    const QSignalBlocker block(m_list);
    m_encounters = encounters;
    m_list->clear();
    for (const Encounter& e : encounters) {
        auto* item = new QListWidgetItem(QStringLiteral("%1\n%2").arg(e.name, statusText(e)), m_list);
        item->setData(Qt::UserRole, e.id);
        item->setToolTip(tr("%1 — map %2×%3").arg(e.name).arg(e.state.map.columns()).arg(e.state.map.rows()));
        if (e.id == current)
            m_list->setCurrentItem(item);
    }
    updateButtons();
}

qint64 EncounterListPanel::currentId() const
{
    const QListWidgetItem* item = m_list->currentItem();
    return item ? item->data(Qt::UserRole).toLongLong() : 0;
}

bool EncounterListPanel::selectEncounter(qint64 id)
{
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->data(Qt::UserRole).toLongLong() == id) {
            m_list->setCurrentRow(row);
            return true;
        }
    }
    return false;
}

void EncounterListPanel::updateButtons()
{
    const bool has = m_list->currentItem() != nullptr;
    m_duplicate->setEnabled(has);
    m_rename->setEnabled(has);
    m_delete->setEnabled(has);
}

bool EncounterListPanel::createEncounter(const QString& name, int columns, int rows, bool tunnel, qint64* id)
{
    if (!m_campaign)
        return false;
    QString error;
    qint64 created = 0;
    if (!Encounters(*m_campaign).create(name, columns, rows, tunnel, &created, &error)) {
        Q_EMIT message(error, true);
        return false;
    }
    if (id)
        *id = created;
    Q_EMIT message(tr("Encounter “%1” created: add figures and place them on the map.").arg(name.trimmed()), false);
    Q_EMIT encounterSelected(created);
    return true;
}

void EncounterListPanel::newEncounter()
{
    if (!m_campaign)
        return;
    QDialog dialog(this);
    dialog.setWindowTitle(tr("New encounter"));
    auto* form = new QFormLayout(&dialog);
    auto* name = new QLineEdit(tr("Encounter %1").arg(m_encounters.size() + 1), &dialog);
    auto* columns = new QSpinBox(&dialog);
    const QSize size = Encounters::defaultMapSize(m_campaign->rules());
    columns->setRange(3, 60);
    columns->setValue(size.width());
    auto* rows = new QSpinBox(&dialog);
    rows->setRange(3, 60);
    rows->setValue(size.height());
    auto* tunnel = new QCheckBox(tr("Tunnel (only marked hexes may be entered)"), &dialog);
    form->addRow(tr("Name:"), name);
    form->addRow(tr("Columns:"), columns);
    form->addRow(tr("Rows:"), rows);
    form->addRow(QString(), tunnel);
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    form->addRow(box);
    connect(box, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    name->selectAll();
    if (dialog.exec() == QDialog::Accepted)
        createEncounter(name->text(), columns->value(), rows->value(), tunnel->isChecked(), nullptr);
}

void EncounterListPanel::duplicateEncounter()
{
    const qint64 id = currentId();
    if (!m_campaign || !id)
        return;
    QString error;
    qint64 copy = 0;
    if (!Encounters(*m_campaign).duplicate(id, QString(), &copy, &error)) {
        Q_EMIT message(error, true);
        return;
    }
    Q_EMIT message(tr("Duplicated: the copy is back at its set-up."), false);
    Q_EMIT encounterSelected(copy);
}

void EncounterListPanel::renameEncounter()
{
    const qint64 id = currentId();
    if (!m_campaign || !id)
        return;
    QString old;
    for (const Encounter& e : std::as_const(m_encounters))
        old = e.id == id ? e.name : old;
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Rename encounter"), tr("Name:"), QLineEdit::Normal, old, &ok);
    if (!ok || name == old)
        return;
    QString error;
    if (!Encounters(*m_campaign).rename(id, name, &error))
        Q_EMIT message(error, true);
}

void EncounterListPanel::deleteEncounter()
{
    const qint64 id = currentId();
    if (!m_campaign || !id)
        return;
    if (QMessageBox::question(this, tr("Delete encounter"),
                              tr("Delete “%1” and its combat log? Edit ▸ Undo brings it back.").arg(m_list->currentItem()->text().section(QLatin1Char('\n'), 0, 0)))
        != QMessageBox::Yes)
        return;
    QString error;
    if (!Encounters(*m_campaign).remove(id, &error))
        Q_EMIT message(error, true);
}

} // namespace hk
