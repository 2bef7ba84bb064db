#include "downtime/ResearchPanel.h"

#include "main/StatusColors.h"

#include "downtime/DowntimeTables.h"
#include "activities/ActivityControl.h"

#include "campaign/Campaign.h"
#include "characters/Roster.h"
#include "downtime/NewResearchDialog.h"
#include "downtime/SearchMarketDialog.h"
#include "labs/Labs.h"
#include "research/MarketSearch.h"
#include "research/MarketSearchData.h"
#include "research/Research.h"
#include "research/ResearchData.h"
#include "time/Calendar.h"
#include "treasury/Treasury.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hk {

namespace {

// A finished spell its researcher has neither given to the Guild nor lost to it.
bool spellToReveal(const Activity& a)
{
    const ResearchData d = ResearchData::read(a);
    return a.status == ActivityStatus::Done && d.subject.endsWith(QLatin1String("spell")) && !d.guild;
}

} // namespace

ResearchPanel::ResearchPanel(QWidget* parent) : DowntimePanel(parent)
{
    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    m_newResearch = new QPushButton(tr("New research…"), this);
    m_newResearch->setObjectName(QStringLiteral("newResearch"));
    m_newSearch = new QPushButton(tr("Search the market…"), this);
    m_newSearch->setObjectName(QStringLiteral("newSearch"));
    m_ended = new QCheckBox(tr("Show ended"), this);
    m_ended->setObjectName(QStringLiteral("showEnded"));
    top->addWidget(m_newResearch);
    top->addWidget(m_newSearch);
    top->addStretch(1);
    top->addWidget(m_ended);
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

    auto* split = new QSplitter(Qt::Vertical, this);
    auto* researchBox = new QGroupBox(tr("Research"), split);
    auto* researchLayout = new QVBoxLayout(researchBox);
    m_research = DowntimeTables::make({tr("Researcher"), tr("Research"), tr("Laboratory"), tr("Progress"), tr("Last week"), tr("Status"), tr("Spent")},
                           QStringLiteral("research"), researchBox);
    researchLayout->addWidget(m_research);
    auto* researchButtons = new QHBoxLayout;
    m_reveal = new QPushButton(tr("Reveal to the Guild"), researchBox);
    m_reveal->setObjectName(QStringLiteral("reveal"));
    m_reveal->setToolTip(tr("Give a finished spell to the Wizards' Guild for its reward."));
    researchButtons->addWidget(m_reveal);
    researchButtons->addSpacing(24);
    researchButtons->addWidget(new QLabel(tr("Move to:"), researchBox));
    m_moveLab = new QComboBox(researchBox);
    m_moveLab->setObjectName(QStringLiteral("moveLab"));
    m_moveLab->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_moveLab->setMinimumContentsLength(16);
    researchButtons->addWidget(m_moveLab);
    m_move = new QPushButton(tr("Move"), researchBox);
    m_move->setObjectName(QStringLiteral("move"));
    m_move->setToolTip(tr("Carry research under way to another laboratory, e.g. after its own was wrecked."));
    researchButtons->addWidget(m_move);
    researchButtons->addStretch(1);
    researchLayout->addLayout(researchButtons);
    auto* marketBox = new QGroupBox(tr("Market searches"), split);
    auto* marketLayout = new QVBoxLayout(marketBox);
    m_searches = DowntimeTables::make({tr("Searcher"), tr("Item"), tr("Value"), tr("Place"), tr("Dice"), tr("State"), tr("Offer")},
                           QStringLiteral("searches"), marketBox);
    marketLayout->addWidget(m_searches);
    auto* buying = new QHBoxLayout;
    buying->addWidget(new QLabel(tr("Pay from:"), marketBox));
    m_payer = new QComboBox(marketBox);
    m_payer->setObjectName(QStringLiteral("payer"));
    m_payer->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_payer->setMinimumContentsLength(12);
    buying->addWidget(m_payer);
    m_buy = new QPushButton(tr("Buy"), marketBox);
    m_buy->setObjectName(QStringLiteral("buy"));
    m_letGo = new QPushButton(tr("Let go"), marketBox);
    m_letGo->setObjectName(QStringLiteral("letGo"));
    buying->addWidget(m_buy);
    buying->addWidget(m_letGo);
    buying->addStretch(1);
    marketLayout->addLayout(buying);
    split->addWidget(researchBox);
    split->addWidget(marketBox);
    layout->addWidget(split, 1);

    connect(m_newResearch, &QPushButton::clicked, this, [this] {
        if (m_campaign)
            NewResearchDialog(*m_campaign, this).exec();
    });
    connect(m_newSearch, &QPushButton::clicked, this, [this] {
        if (m_campaign)
            SearchMarketDialog(*m_campaign, this).exec();
    });
    connect(m_ended, &QCheckBox::toggled, this, &ResearchPanel::refresh);
    connect(m_buy, &QPushButton::clicked, this, &ResearchPanel::buy);
    connect(m_letGo, &QPushButton::clicked, this, &ResearchPanel::letGo);
    connect(m_searches, &QTableWidget::itemSelectionChanged, this, &ResearchPanel::updateButtons);
    connect(m_research, &QTableWidget::itemSelectionChanged, this, &ResearchPanel::updateButtons);
    connect(m_reveal, &QPushButton::clicked, this, &ResearchPanel::reveal);
    connect(m_move, &QPushButton::clicked, this, &ResearchPanel::moveToLab);
    refresh();
}

void ResearchPanel::refresh()
{
    m_researchRows.clear();
    m_searchRows.clear();
    QHash<qint64, QString> names;
    const qint64 payer = m_payer->currentData().toLongLong();
    m_payer->clear();
    if (m_campaign) {
        QString error;
        m_payer->addItem(tr("Party purse"), 0);
        for (const RosterEntry& c : Roster(*m_campaign).names(&error)) {
            names.insert(c.id, c.name);
            if (!c.archived && c.role != QLatin1String("monster"))
                m_payer->addItem(c.name, c.id);
        }
        m_researchRows = Research(*m_campaign).list(0, m_ended->isChecked(), false, &error);
        // A finished spell stays in view until the researcher has given it to the Guild or keeps it.
        if (!m_ended->isChecked()) {
            for (const Activity& a : Research(*m_campaign).list(0, true, false, &error)) {
                if (spellToReveal(a))
                    m_researchRows.append(a);
            }
        }
        m_searchRows = MarketSearch(*m_campaign).list(0, m_ended->isChecked(), false, &error);
        // Found offers stay in view until bought or let go, even though the search itself has ended.
        if (!m_ended->isChecked()) {
            for (const Activity& a : MarketSearch(*m_campaign).list(0, true, false, &error)) {
                if (MarketSearchData::read(a).state == QLatin1String("found"))
                    m_searchRows.append(a);
            }
        }
    }
    m_payer->setCurrentIndex(qMax(0, m_payer->findData(payer)));
    fillResearch(names);
    fillSearches(names);
    m_newResearch->setEnabled(m_campaign && !ResearchRules(m_campaign->rules()).kinds().isEmpty());
    m_newSearch->setEnabled(m_campaign && MarketRules(m_campaign->rules()).available());
    m_hint->setText(!m_campaign ? tr("Open a campaign to see research and market searches.")
                                : tr("Advancing the calendar rolls each research week and each week's search. Numbers marked "
                                     "GM only are the GM's secret and never reach the players' view."));
    updateButtons();
}

void ResearchPanel::fillResearch(const QHash<qint64, QString>& names)
{
    QHash<qint64, QString> labs;
    const qint64 moveTo = m_moveLab->currentData().toLongLong();
    m_moveLab->clear();
    if (m_campaign) {
        QString error;
        for (const Lab& lab : Labs(*m_campaign).list(true, &error)) {
            labs.insert(lab.id, lab.name);
            if (lab.usable())
                m_moveLab->addItem(lab.name, lab.id);
        }
    }
    m_moveLab->setCurrentIndex(qMax(0, m_moveLab->findData(moveTo)));
    m_research->setRowCount(int(m_researchRows.size()));
    for (int row = 0; row < m_researchRows.size(); ++row) {
        const Activity& a = m_researchRows.at(row);
        const ResearchData d = ResearchData::read(a);
        const int done = d.weeksDone;
        const int needed = d.weeksNeededFor(false);
        const bool secret = !d.weeksNeeded;
        auto* progress = DowntimeTables::cell(secret ? tr("%1 of %2 weeks — GM only").arg(done).arg(needed) : tr("%1 of %2 weeks").arg(done).arg(needed));
        if (secret) {
            progress->setForeground(QColor(0x8a, 0x1c, 0x7c));
            progress->setToolTip(tr("The players see only “%1 of ? weeks”.").arg(done));
        }
        QString last;
        if (!d.history.isEmpty()) {
            const QJsonObject week = d.history.last().toObject();
            last = tr("%1: %2 (%3)").arg(Calendar::formatShort(week.value(QLatin1String("day")).toInt()),
                                          week.value(QLatin1String("outcome")).toString())
                       .arg(week.value(QLatin1String("total")).toInt());
        }
        m_research->setItem(row, 0, DowntimeTables::cell(names.value(a.characterId)));
        m_research->setItem(row, 1, DowntimeTables::cell(a.title));
        m_research->setItem(row, 2, DowntimeTables::cell(labs.value(d.lab.value_or(0), tr("—"))));
        m_research->setItem(row, 3, progress);
        m_research->setItem(row, 4, DowntimeTables::cell(last));
        QString status = ActivityControl::statusText(a);
        if (d.guild)
            status = d.guild->forced ? tr("done — Guild learned it, unpaid") : tr("done — given to the Guild");
        else if (d.nextSecrecyRollDay)
            status = tr("done — kept secret");
        else if (d.mustReveal)
            status = tr("done — must go to the Guild");
        m_research->setItem(row, 5, DowntimeTables::cell(status));
        m_research->setItem(row, 6, DowntimeTables::cell(Treasury::format(a.cost)));
    }
    m_research->resizeColumnsToContents();
}

void ResearchPanel::fillSearches(const QHash<qint64, QString>& names)
{
    m_searches->setRowCount(int(m_searchRows.size()));
    for (int row = 0; row < m_searchRows.size(); ++row) {
        const Activity& a = m_searchRows.at(row);
        const MarketSearchData d = MarketSearchData::read(a);
        QString offerText;
        if (d.offer)
            offerText = tr("%1 seller asks %2%3")
                            .arg(d.offer->reaction, Treasury::format(d.offer->price), d.offer->mayRefuse ? tr(" (may refuse)") : QString());
        const QString state = a.status == ActivityStatus::Halted ? ActivityControl::statusText(a) : d.state;
        m_searches->setItem(row, 0, DowntimeTables::cell(names.value(a.characterId)));
        m_searches->setItem(row, 1, DowntimeTables::cell(d.item));
        m_searches->setItem(row, 2, DowntimeTables::cell(Treasury::format(d.value)));
        m_searches->setItem(row, 3, DowntimeTables::cell(d.settlement));
        m_searches->setItem(row, 4, DowntimeTables::cell(QString::number(d.dice)));
        m_searches->setItem(row, 5, DowntimeTables::cell(state));
        m_searches->setItem(row, 6, DowntimeTables::cell(offerText));
    }
    m_searches->resizeColumnsToContents();
}

const Activity* ResearchPanel::selectedSearch() const
{
    const int row = m_searches->currentRow();
    if (row < 0 || row >= m_searchRows.size() || m_searches->selectedItems().isEmpty())
        return nullptr;
    return &m_searchRows.at(row);
}

const Activity* ResearchPanel::selectedResearch() const
{
    const int row = m_research->currentRow();
    if (row < 0 || row >= m_researchRows.size() || m_research->selectedItems().isEmpty())
        return nullptr;
    return &m_researchRows.at(row);
}

bool ResearchPanel::selectResearch(qint64 activityId)
{
    for (int row = 0; row < m_researchRows.size(); ++row) {
        if (m_researchRows.at(row).id == activityId) {
            m_research->selectRow(row);
            return true;
        }
    }
    return false;
}

void ResearchPanel::showError(const QString& error)
{
    m_error->setText(error);
    m_error->setVisible(!error.isEmpty());
}

void ResearchPanel::reveal()
{
    const Activity* a = selectedResearch();
    if (!a || !m_campaign)
        return;
    QString error;
    const qint64 id = a->id;
    showError(Research(*m_campaign).reveal(id, &error) ? QString() : error);
}

bool ResearchPanel::moveSelectedTo(qint64 labId)
{
    m_moveLab->setCurrentIndex(m_moveLab->findData(labId));
    moveToLab();
    return m_error->isHidden();
}

void ResearchPanel::moveToLab()
{
    const Activity* a = selectedResearch();
    if (!a || !m_campaign)
        return;
    QString error;
    const qint64 id = a->id;
    showError(Research(*m_campaign).moveToLab(id, m_moveLab->currentData().toLongLong(), &error) ? QString() : error);
}

void ResearchPanel::updateButtons()
{
    const Activity* r = selectedResearch();
    const bool open = r && r->isOpen();
    const bool spellDone = r && spellToReveal(*r);
    m_reveal->setEnabled(spellDone);
    m_move->setEnabled(open && m_moveLab->count() > 0);
    m_moveLab->setEnabled(open);
    const Activity* a = selectedSearch();
    const bool found = a && MarketSearchData::read(*a).state == QLatin1String("found");
    m_buy->setEnabled(found);
    m_letGo->setEnabled(found);
    m_payer->setEnabled(found);
}

bool ResearchPanel::selectSearch(qint64 activityId)
{
    for (int row = 0; row < m_searchRows.size(); ++row) {
        if (m_searchRows.at(row).id == activityId) {
            m_searches->selectRow(row);
            return true;
        }
    }
    return false;
}

bool ResearchPanel::buySelected(qint64 payerId)
{
    m_payer->setCurrentIndex(m_payer->findData(payerId));
    buy();
    return m_error->isHidden();
}

QString ResearchPanel::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

void ResearchPanel::buy()
{
    const Activity* a = selectedSearch();
    if (!a || !m_campaign)
        return;
    QString error;
    const qint64 id = a->id;
    showError(MarketSearch(*m_campaign).buy(id, m_payer->currentData().toLongLong(), &error) ? QString() : error);
}

void ResearchPanel::letGo()
{
    const Activity* a = selectedSearch();
    if (!a || !m_campaign)
        return;
    QString error;
    const qint64 id = a->id;
    showError(MarketSearch(*m_campaign).letGo(id, &error) ? QString() : error);
}

} // namespace hk
