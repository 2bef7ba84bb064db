#include "characters/StudiesPanel.h"

#include "activities/SpellStudies.h"
#include "campaign/Campaign.h"
#include "characters/LearnSpellDialog.h"
#include "models/ActivityModel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace hk {

StudiesPanel::StudiesPanel(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    layout->addWidget(m_hint);
    m_model = new ActivityModel(this);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("studies"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(ActivityModel::Title, QHeaderView::Stretch);
    layout->addWidget(m_table, 1);
    auto* buttons = new QHBoxLayout;
    m_learn = new QPushButton(tr("Learn a spell…"), this);
    m_learn->setObjectName(QStringLiteral("learnSpell"));
    m_cancel = new QPushButton(tr("Cancel study"), this);
    m_cancel->setObjectName(QStringLiteral("cancelStudy"));
    buttons->addWidget(m_learn);
    m_resume = new QPushButton(tr("Resume"), this);
    m_resume->setObjectName(QStringLiteral("resumeStudy"));
    m_resume->setToolTip(tr("Go on with a study halted for want of money: the week is paid now."));
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_resume);
    buttons->addStretch(1);
    layout->addLayout(buttons);

    connect(m_learn, &QPushButton::clicked, this, [this] {
        if (!m_campaign || !m_character)
            return;
        LearnSpellDialog dialog(*m_campaign, m_character, this);
        dialog.exec();
    });
    connect(m_cancel, &QPushButton::clicked, this, &StudiesPanel::cancelSelected);
    connect(m_resume, &QPushButton::clicked, this, &StudiesPanel::resumeSelected);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &StudiesPanel::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &StudiesPanel::updateButtons);
    updateButtons();
}

void StudiesPanel::setCampaign(Campaign* campaign)
{
    m_campaign = campaign;
    m_model->setCampaign(campaign);
    setCharacter(0);
}

void StudiesPanel::setCharacter(qint64 id)
{
    m_character = id;
    m_model->setCharacter(id);
    updateButtons();
}

void StudiesPanel::updateButtons()
{
    const bool canLearn = m_campaign && m_character && !SpellLearning(m_campaign->rules()).methods().isEmpty();
    m_learn->setEnabled(canLearn);
    m_learn->setToolTip(canLearn ? QString() : tr("The campaign's rules have no ways of learning spells (Advanced Wizard has four)."));
    const QModelIndex current = m_table->currentIndex();
    const Activity* a = current.isValid() ? m_model->activity(current.row()) : nullptr;
    const bool cancellable = a && a->status != ActivityStatus::Done && a->status != ActivityStatus::Cancelled;
    m_cancel->setEnabled(cancellable);
    m_resume->setEnabled(a && a->status == ActivityStatus::Halted);
    if (!m_character)
        m_hint->setText(tr("Choose a character to see what it is learning."));
    else if (m_model->rowCount() == 0)
        m_hint->setText(tr("Not learning anything. Advancing the calendar completes a study when it falls due."));
    else
        m_hint->setText(tr("Advancing the calendar completes each study when it falls due."));
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(ActivityModel::Title, QHeaderView::Stretch);
}

void StudiesPanel::resumeSelected()
{
    const Activity* a = m_model->activity(m_table->currentIndex().row());
    if (!a || !m_campaign)
        return;
    QString error;
    if (!SpellStudies(*m_campaign).resume(a->id, &error))
        QMessageBox::warning(this, tr("Cannot resume"), error);
}

void StudiesPanel::cancelSelected()
{
    const Activity* a = m_model->activity(m_table->currentIndex().row());
    if (!a || !m_campaign)
        return;
    QString error;
    if (!SpellStudies(*m_campaign).cancel(a->id, &error))
        QMessageBox::warning(this, tr("Cannot cancel"), error);
}

} // namespace hk
