#include "time/AdvanceTimeDialog.h"

#include "main/StatusColors.h"

#include "campaign/Campaign.h"
#include "campaign/EventKinds.h"
#include "time/AdvanceTime.h"
#include "main/WorkProgressDialog.h"
#include "time/Calendar.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace hk {

AdvanceTimeDialog::AdvanceTimeDialog(Campaign& campaign, QWidget* parent) : QDialog(parent), m_campaign(campaign)
{
    setWindowTitle(tr("Advance Time"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Moves the calendar forward and resolves every workshop week, potion batch, study, "
                                "rent and recovery that falls due, in order. The whole advance can be undone."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* form = new QFormLayout;
    auto* amountRow = new QHBoxLayout;
    m_amount = new QSpinBox(this);
    m_amount->setObjectName(QStringLiteral("amount"));
    m_amount->setRange(1, AdvanceTime::maxDays);
    m_amount->setValue(1);
    m_unit = new QComboBox(this);
    m_unit->setObjectName(QStringLiteral("unit"));
    m_unit->addItem(tr("weeks"), Calendar::daysPerWeek);
    m_unit->addItem(tr("days"), 1);
    amountRow->addWidget(m_amount);
    amountRow->addWidget(m_unit);
    amountRow->addStretch();
    form->addRow(tr("Advance by:"), amountRow);
    m_preview = new QLabel(this);
    m_preview->setObjectName(QStringLiteral("preview"));
    form->addRow(tr("Date:"), m_preview);
    layout->addLayout(form);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("error"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(StatusColors::problemStyle());
    m_error->hide();
    layout->addWidget(m_error);

    m_events = new QTreeWidget(this);
    m_events->setObjectName(QStringLiteral("events"));
    m_events->setHeaderLabels({tr("Day"), tr("Kind"), tr("Who"), tr("What happened")});
    m_events->setRootIsDecorated(false);
    m_events->setWordWrap(true);
    m_events->header()->setStretchLastSection(true);
    m_events->hide();
    layout->addWidget(m_events, 1);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_advanceButton = m_buttons->addButton(tr("&Advance"), QDialogButtonBox::AcceptRole);
    m_advanceButton->setDefault(true);
    connect(m_advanceButton, &QPushButton::clicked, this, &AdvanceTimeDialog::advance);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);

    connect(m_amount, &QSpinBox::valueChanged, this, &AdvanceTimeDialog::updatePreview);
    connect(m_unit, &QComboBox::currentIndexChanged, this, &AdvanceTimeDialog::updatePreview);
    updatePreview();
    setMinimumWidth(600);
    adjustSize();
}

void AdvanceTimeDialog::setAmount(int amount, bool weeks)
{
    m_unit->setCurrentIndex(weeks ? 0 : 1);
    m_amount->setValue(amount);
}

int AdvanceTimeDialog::days() const
{
    return m_amount->value() * m_unit->currentData().toInt();
}

void AdvanceTimeDialog::updatePreview()
{
    const int today = m_campaign.info().calendarDay;
    m_preview->setText(tr("%1  →  %2").arg(Calendar::format(today), Calendar::format(today + days())));
}

int AdvanceTimeDialog::eventCount() const
{
    return m_events->topLevelItemCount();
}

bool AdvanceTimeDialog::advance()
{
    AdvanceResult result;
    QString error;
    // One undoable step; a refused or stopped advance changes nothing.
    WorkProgressDialog progress(this);
    if (m_progressDelayMs >= 0)
        progress.setDelayMs(m_progressDelayMs);
    AdvanceTime time(m_campaign);
    time.setProgress(&progress);
    if (!time.advance(days(), &result, &error)) {
        m_error->setText(time.wasStopped() ? tr("Stopped: time did not advance, and nothing changed.")
                                           : tr("Time did not advance: %1").arg(error));
        m_error->show();
        return false;
    }
    m_error->hide();
    m_events->clear();
    for (const AdvanceEvent& e : result.events) {
        auto* item = new QTreeWidgetItem(m_events, {Calendar::formatShort(e.day), EventKinds::name(e.kind), e.subject,
                                                    e.gmOnly ? tr("[GM only] %1").arg(e.message) : e.message});
        item->setToolTip(3, e.message);
    }
    m_events->resizeColumnToContents(0);
    m_events->resizeColumnToContents(1);
    m_events->resizeColumnToContents(2);
    m_events->show();
    m_advanceButton->setEnabled(false);
    m_amount->setEnabled(false);
    m_unit->setEnabled(false);
    m_preview->setText(tr("Now %1").arg(Calendar::format(m_campaign.info().calendarDay)));
    resize(width(), qMax(height(), 480));
    return true;
}

} // namespace hk
