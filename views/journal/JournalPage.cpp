#include "journal/JournalPage.h"

#include "main/PageIcon.h"

#include "campaign/Campaign.h"
#include "campaign/EventKinds.h"
#include "campaign/CampaignLogs.h"
#include "models/EventLogModel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

namespace hk {

JournalPage::JournalPage(QWidget* parent) : CampaignPage(parent)
{
    auto* layout = new QVBoxLayout(this);
    auto* filters = new QHBoxLayout;
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("kindFilter"));
    m_kind->setMinimumContentsLength(14);
    m_subject = new QComboBox(this);
    m_subject->setObjectName(QStringLiteral("subjectFilter"));
    m_subject->setMinimumContentsLength(18);
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("search"));
    m_search->setPlaceholderText(tr("Find in the journal…"));
    m_search->setClearButtonEnabled(true);
    m_gmOnly = new QCheckBox(tr("Show GM-only entries"), this);
    m_gmOnly->setObjectName(QStringLiteral("showGmOnly"));
    m_gmOnly->setChecked(true);
    m_gmOnly->setToolTip(tr("Untick to see the journal as the players may: secret rolls, faulty potions and "
                            "the like are left out."));
    filters->addWidget(new QLabel(tr("Kind:"), this));
    filters->addWidget(m_kind);
    filters->addWidget(new QLabel(tr("About:"), this));
    filters->addWidget(m_subject);
    filters->addWidget(m_search, 1);
    filters->addWidget(m_gmOnly);
    layout->addLayout(filters);

    m_model = new EventLogModel(this);
    m_model->setLimit(5000);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("journal"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(EventLogModel::Message, QHeaderView::Stretch);
    layout->addWidget(m_table, 1);
    m_count = new QLabel(this);
    layout->addWidget(m_count);

    connect(m_kind, &QComboBox::currentIndexChanged, this, &JournalPage::applyFilters);
    connect(m_subject, &QComboBox::currentIndexChanged, this, &JournalPage::applyFilters);
    connect(m_search, &QLineEdit::textChanged, this, &JournalPage::applyFilters);
    connect(m_gmOnly, &QCheckBox::toggled, this, [this] {
        refreshFilters();
        applyFilters();
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, &JournalPage::updateCount);
}

QIcon JournalPage::icon() const
{
    return PageIcon::make(QStringLiteral("journal"));
}

void JournalPage::setCampaign(Campaign* campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    if (m_campaign) {
        for (auto signal : {&Campaign::eventLogged, &Campaign::infoChanged, &Campaign::restored})
            connect(m_campaign, signal, this, &JournalPage::refreshFiltersWhenShown);
    }
    m_model->setCampaign(campaign);
    refreshFilters();
    applyFilters();
}

// The kind and subject lists are read from the whole journal: a page put away reads them when next shown.
void JournalPage::refreshFiltersWhenShown()
{
    m_filtersStale = isPutAway(this);
    if (!m_filtersStale)
        refreshFilters();
}

void JournalPage::showEvent(QShowEvent* event)
{
    CampaignPage::showEvent(event);
    if (m_filtersStale) {
        m_filtersStale = false;
        refreshFilters();
    }
}

void JournalPage::refreshFilters()
{
    const QSignalBlocker blockKind(m_kind);
    const QSignalBlocker blockSubject(m_subject);
    const QString kind = m_kind->currentData().toString();
    const QString subject = m_subject->currentData().toString();
    m_kind->clear();
    m_subject->clear();
    m_kind->addItem(tr("All kinds"), QString());
    m_subject->addItem(tr("Everyone and everything"), QString());
    if (m_campaign) {
        QString error;
        const CampaignLogs repo(*m_campaign);
        for (const QString& k : repo.eventKinds(m_gmOnly->isChecked(), &error))
            m_kind->addItem(EventKinds::name(k), k);
        for (const QString& s : repo.eventSubjects(m_gmOnly->isChecked(), &error))
            m_subject->addItem(s, s);
    }
    m_kind->setCurrentIndex(qMax(0, m_kind->findData(kind)));
    m_subject->setCurrentIndex(qMax(0, m_subject->findData(subject)));
}

void JournalPage::applyFilters()
{
    EventFilter filter = m_model->filter();
    filter.includeGmOnly = m_gmOnly->isChecked();
    filter.kind = m_kind->currentData().toString();
    filter.subject = m_subject->currentData().toString();
    filter.text = m_search->text().trimmed();
    m_model->setFilter(filter);
}

void JournalPage::updateCount()
{
    m_table->resizeColumnToContents(EventLogModel::Day);
    m_table->resizeColumnToContents(EventLogModel::Kind);
    m_table->resizeColumnToContents(EventLogModel::Subject);
    // The model reads a page at a time as the table scrolls; the count is of every entry the filters let through.
    m_count->setText(tr("%n entry(s)", nullptr, m_model->totalCount()));
}

void JournalPage::setKind(const QString& kind)
{
    m_kind->setCurrentIndex(m_kind->findData(kind));
}

void JournalPage::setSubject(const QString& subject)
{
    m_subject->setCurrentIndex(m_subject->findData(subject));
}

void JournalPage::setSearchText(const QString& text)
{
    m_search->setText(text);
}

void JournalPage::setShowGmOnly(bool show)
{
    m_gmOnly->setChecked(show);
}

} // namespace hk
