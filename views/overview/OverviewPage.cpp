#include "overview/OverviewPage.h"

#include "main/PageIcon.h"

#include "campaign/Campaign.h"
#include "models/EventLogModel.h"
#include "overview/PartyChart.h"
#include "packages/RulesetPackage.h"
#include "time/Calendar.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

namespace hk {

OverviewPage::OverviewPage(QWidget* parent) : CampaignPage(parent)
{
    auto* layout = new QVBoxLayout(this);
    auto* heading = new QLabel(tr("<h2>Campaign</h2>"), this);
    layout->addWidget(heading);

    auto* form = new QFormLayout;
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("campaignName"));
    m_rulesets = new QLabel(this);
    m_rulesets->setWordWrap(true);
    m_date = new QLabel(this);
    m_diceMode = new QComboBox(this);
    m_diceMode->addItem(tr("Seeded (reproducible from the campaign seed)"), int(DiceMode::Seeded));
    m_diceMode->addItem(tr("Table dice (the GM types what the dice showed)"), int(DiceMode::Table));
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("Rulesets:"), m_rulesets);
    form->addRow(tr("Date:"), m_date);
    form->addRow(tr("&Dice:"), m_diceMode);
    // The campaign's facts and notes on the left, the party's attributes over time beside them.
    auto* top = new QHBoxLayout;
    auto* left = new QVBoxLayout;
    left->addLayout(form);
    top->addLayout(left, 1);
    m_party = new PartyChart(this);
    top->addWidget(m_party, 1);
    layout->addLayout(top);

    auto* notesBox = new QGroupBox(tr("Notes"), this);
    auto* notesLayout = new QVBoxLayout(notesBox);
    m_notes = new QPlainTextEdit(notesBox);
    m_notes->setMinimumHeight(60);
    m_saveNotes = new QPushButton(tr("Save notes"), notesBox);
    m_saveNotes->setEnabled(false);
    notesLayout->addWidget(m_notes);
    notesLayout->addWidget(m_saveNotes, 0, Qt::AlignRight);
    left->addWidget(notesBox, 1);

    auto* eventsBox = new QGroupBox(tr("Latest events"), this);
    auto* eventsLayout = new QVBoxLayout(eventsBox);
    m_eventModel = new EventLogModel(this);
    m_eventModel->setLimit(50);
    m_events = new QTableView(eventsBox);
    m_events->setModel(m_eventModel);
    m_events->verticalHeader()->hide();
    m_events->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_events->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_events->horizontalHeader()->setSectionResizeMode(EventLogModel::Message, QHeaderView::Stretch);
    eventsLayout->addWidget(m_events);
    layout->addWidget(eventsBox, 1);

    connect(m_name, &QLineEdit::editingFinished, this, &OverviewPage::commitName);
    connect(m_notes, &QPlainTextEdit::textChanged, this, [this] {
        m_saveNotes->setEnabled(m_campaign && m_notes->toPlainText() != m_campaign->info().notes);
        Q_EMIT unsavedWorkChanged();
    });
    connect(m_saveNotes, &QPushButton::clicked, this, &OverviewPage::commitNotes);
    connect(m_diceMode, &QComboBox::activated, this, [this] {
        if (m_campaign)
            m_campaign->setDiceMode(DiceMode(m_diceMode->currentData().toInt()));
    });
}

QIcon OverviewPage::icon() const
{
    return PageIcon::make(QStringLiteral("campaign"));
}

void OverviewPage::setCampaign(Campaign* campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    m_eventModel->setCampaign(campaign);
    m_party->setCampaign(campaign);
    if (m_campaign)
        connect(m_campaign, &Campaign::infoChanged, this, &OverviewPage::refresh);
    refresh();
}

void OverviewPage::refresh()
{
    if (!m_campaign)
        return;
    const CampaignInfo& info = m_campaign->info();
    if (!m_name->isModified())
        m_name->setText(info.name);
    QStringList names;
    for (const RulesetPackage* p : m_campaign->rulesets())
        names.append(p->title());
    m_rulesets->setText(names.join(QStringLiteral(" + ")));
    m_date->setText(Calendar::format(info.calendarDay));
    m_diceMode->setCurrentIndex(m_diceMode->findData(int(info.diceMode)));
    if (m_notes->toPlainText() != info.notes && !m_saveNotes->isEnabled())
        m_notes->setPlainText(info.notes);
    m_saveNotes->setEnabled(m_notes->toPlainText() != info.notes);
    m_events->resizeColumnToContents(EventLogModel::Day);
}

void OverviewPage::commitName()
{
    if (!m_campaign || !m_name->isModified())
        return;
    m_name->setModified(false);
    if (!m_campaign->rename(m_name->text()))
        m_name->setText(m_campaign->info().name);
}

void OverviewPage::commitNotes()
{
    if (m_campaign)
        m_campaign->setNotes(m_notes->toPlainText());
    m_saveNotes->setEnabled(false);
    Q_EMIT unsavedWorkChanged();
}

QString OverviewPage::unsavedWork() const
{
    return m_campaign && m_saveNotes->isEnabled() ? tr("the campaign notes") : QString();
}

bool OverviewPage::saveUnsavedWork()
{
    commitName();
    if (m_saveNotes->isEnabled())
        commitNotes();
    return true;
}

void OverviewPage::discardUnsavedWork()
{
    if (m_campaign)
        m_notes->setPlainText(m_campaign->info().notes);
}

} // namespace hk
