#include "characters/ExperiencePanel.h"

#include "main/ChartStyle.h"
#include "main/FlowLayout.h"

#include "campaign/Campaign.h"
#include "characters/BuyWithXpDialog.h"
#include "characters/Experience.h"
#include "characters/Roster.h"
#include "characters/WwRulesData.h"
#include "models/XpLedgerModel.h"

#include <QChart>
#include <QChartView>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>

namespace hk {

using namespace ChartStyle;

namespace {

const char* const Attributes[3] = {"st", "dx", "iq"};

} // namespace

ExperiencePanel::ExperiencePanel(QWidget* parent) : QWidget(parent), m_model(new XpLedgerModel(this))
{
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_stack = new QStackedWidget(this);
    outer->addWidget(m_stack);

    m_empty = new QLabel(tr("No character chosen. Pick one from the roster to see and spend their experience."), this);
    m_empty->setObjectName(QStringLiteral("emptyState"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_stack->addWidget(m_empty);

    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    auto* top = new QHBoxLayout;
    auto* summary = new QVBoxLayout;
    m_name = new QLabel(page);
    m_name->setObjectName(QStringLiteral("characterName"));
    m_name->setTextFormat(Qt::PlainText);
    QFont nameFont = m_name->font();
    nameFont.setBold(true);
    nameFont.setPointSizeF(nameFont.pointSizeF() * 1.2);
    m_name->setFont(nameFont);
    m_unspent = new QLabel(page);
    m_unspent->setObjectName(QStringLiteral("unspent"));
    QFont big = m_unspent->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 2.2);
    m_unspent->setFont(big);
    summary->addWidget(m_name);
    summary->addWidget(m_unspent);
    top->addLayout(summary);
    top->addSpacing(12);
    auto* buttons = new FlowLayout; // the buttons wrap in a narrow window
    top->addLayout(buttons, 1);
    for (int i = 0; i < 3; ++i) {
        const QString attribute = QString::fromLatin1(Attributes[i]);
        m_raise[i] = new QPushButton(page);
        m_raise[i]->setObjectName(QStringLiteral("raise") + attribute.toUpper().left(1) + attribute.mid(1));
        m_raise[i]->setMinimumHeight(m_raise[i]->sizeHint().height() * 3 / 2);
        connect(m_raise[i], &QPushButton::clicked, this, [this, attribute] { raise(attribute); });
        buttons->addWidget(m_raise[i]);
    }
    m_buy = new QPushButton(tr("Skills, spells,\nbonuses…"), page);
    m_buy->setObjectName(QStringLiteral("buyWithXp"));
    m_buy->setToolTip(tr("Buy a new skill or spell, or +1 to one, at the book's experience prices."));
    m_buy->setMinimumHeight(m_buy->sizeHint().height());
    connect(m_buy, &QPushButton::clicked, this, [this] {
        if (!m_campaign || !m_character)
            return;
        BuyWithXpDialog dialog(*m_campaign, m_character, this);
        dialog.exec();
    });
    buttons->addWidget(m_buy);
    layout->addLayout(top);

    auto* split = new QSplitter(Qt::Vertical, page);
    m_ledger = new QTableView(split);
    m_ledger->setObjectName(QStringLiteral("ledger"));
    m_ledger->setModel(m_model);
    m_ledger->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_ledger->verticalHeader()->hide();
    m_ledger->horizontalHeader()->setSectionResizeMode(XpLedgerModel::Reason, QHeaderView::Stretch);
    // Two panels over the same days: attributes (10–20) and EP (hundreds) on one pair of axes put lines on
    // top of each other.
    m_chart = makeChart(split, QStringLiteral("chart"), tr("Attributes over campaign time"), tr("ST · DX · IQ"));
    m_chart->setMinimumHeight(150);
    m_epChart = makeChart(split, QStringLiteral("epChart"), tr("Unspent EP over campaign time"), tr("EP", "unspent experience points, as a short axis title"));
    m_epChart->setMinimumHeight(120);
    // Room for the lines in a short window: the attributes' legend beside the plot, their days named once (under
    // the EP panel), and the EP panel's one line named by its axis.
    m_chart->chart()->legend()->setAlignment(Qt::AlignRight);
    axisOf(m_chart->chart(), Qt::Horizontal)->setTitleVisible(false);
    m_epChart->chart()->legend()->hide();
    m_epChart->chart()->setTitle(QString());

    split->addWidget(m_chart);
    split->addWidget(m_epChart);
    split->setChildrenCollapsible(false); // neither chart disappears in a short window
    m_ledger->setMinimumHeight(70);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setStretchFactor(2, 2);
    split->setSizes({160, 240, 160});
    layout->addWidget(split, 1);
    m_stack->addWidget(page);

    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_ledger->resizeColumnsToContents();
        m_ledger->horizontalHeader()->setSectionResizeMode(XpLedgerModel::Reason, QHeaderView::Stretch);
        if (m_model->rowCount() > 0)
            m_ledger->scrollToBottom();
    });
    refresh();
}

void ExperiencePanel::setCampaign(Campaign* campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    m_character = 0;
    // The model listens to the same signals; it is connected first so the chart reads fresh entries.
    m_model->setCampaign(campaign);
    if (m_campaign) {
        connect(m_campaign, &Campaign::charactersChanged, this, &ExperiencePanel::refresh);
        connect(m_campaign, &Campaign::restored, this, &ExperiencePanel::refresh);
    }
    refresh();
}

void ExperiencePanel::setCharacter(qint64 id)
{
    m_character = id;
    m_model->setCharacter(id);
    refresh();
}

void ExperiencePanel::refresh()
{
    Character c;
    QString error;
    if (!m_campaign || m_character == 0 || !Roster(*m_campaign).find(m_character, &c, &error)) {
        m_empty->setText(m_campaign && m_character != 0
                             ? tr("This character is no longer in the campaign.")
                             : tr("No character chosen. Pick one from the roster to see and spend their experience."));
        m_stack->setCurrentWidget(m_empty);
        return;
    }
    m_stack->setCurrentIndex(1);
    m_name->setText(c.name);
    m_unspent->setText(tr("%1 EP unspent").arg(c.experience));
    m_unspent->setToolTip(tr("Experience points %1 has earned and not yet spent.").arg(c.name));

    const Ruleset& rules = m_campaign->rules();
    const Experience xp(rules);
    const bool ww = c.system == QLatin1String("ww");
    m_buy->setVisible(ww);
    QStringList labels;
    for (int i = 0; i < 3; ++i) {
        const QString attribute = QString::fromLatin1(Attributes[i]);
        const QString label = ww ? WwRulesData(rules).attributeAbbreviation(attribute) : attribute.toUpper();
        labels.append(label);
        QString why;
        const int cost = xp.attributeCost(c, attribute, &why);
        QPushButton* button = m_raise[i];
        if (cost < 0) {
            button->setText(tr("Raise %1").arg(label));
            button->setEnabled(false);
            button->setToolTip(why);
        } else if (c.experience < cost) {
            button->setText(tr("Raise %1\n%2 EP").arg(label).arg(cost));
            button->setEnabled(false);
            button->setToolTip(tr("Raising %1 costs %2 EP; %3 has %4 EP (%5 short).")
                                   .arg(label)
                                   .arg(cost)
                                   .arg(c.name)
                                   .arg(c.experience)
                                   .arg(cost - c.experience));
        } else {
            button->setText(tr("Raise %1\n%2 EP").arg(label).arg(cost));
            button->setEnabled(true);
            button->setToolTip(tr("Spend %1 EP to raise %2 from %3 to %4 (one step you can undo).")
                                   .arg(cost)
                                   .arg(label)
                                   .arg(i == 0 ? c.st : i == 1 ? c.dx : c.iq)
                                   .arg((i == 0 ? c.st : i == 1 ? c.dx : c.iq) + 1));
        }
    }
    axisOf(m_chart->chart(), Qt::Vertical)->setTitleText(labels.join(QStringLiteral(" · ")));
    refreshChart(labels);
}

void ExperiencePanel::refreshChart(const QStringList& labels)
{
    QChart* chart = m_chart->chart();
    QChart* epChart = m_epChart->chart();
    chart->removeAllSeries();
    epChart->removeAllSeries();
    const QList<XpEntry>& entries = m_model->entries();
    if (entries.isEmpty() || !m_campaign)
        return;

    QLineSeries* attributes[3];
    for (int i = 0; i < 3; ++i) {
        attributes[i] = new QLineSeries(chart);
        attributes[i]->setName(labels.value(i));
        // Wider lines underneath: two attributes with the same value still show both colours. A pen set by
        // hand replaces the theme's, so the colours are given too.
        static const QColor colours[3] = {QColor(0xc0, 0x39, 0x2b), QColor(0x27, 0x8a, 0x4c), QColor(0x2c, 0x6f, 0xbb)};
        attributes[i]->setPen(QPen(colours[i], 6 - 2 * i));
    }
    for (QLineSeries* s : attributes)
        s->setPointsVisible(true); // a history all on one day is still a mark, not nothing
    auto* unspent = new QLineSeries(epChart);
    unspent->setPointsVisible(true);
    unspent->setName(tr("Unspent EP"));
    unspent->setPen(QPen(QColor(0x8e, 0x6c, 0xc0), 2));

    int lowest = entries.first().st, highest = lowest, most = 0;
    for (const XpEntry& e : entries) {
        addStep(attributes[0], e.day, e.st);
        addStep(attributes[1], e.day, e.dx);
        addStep(attributes[2], e.day, e.iq);
        addStep(unspent, e.day, e.experience);
        lowest = std::min({lowest, e.st, e.dx, e.iq});
        highest = std::max({highest, e.st, e.dx, e.iq});
        most = std::max(most, e.experience);
    }
    // The lines run on to today, so a character who has not changed for weeks still shows a flat line.
    const int first = entries.first().day;
    const int today = std::max(m_campaign->info().calendarDay, entries.last().day);
    for (QLineSeries* s : {attributes[0], attributes[1], attributes[2], unspent})
        runOn(s, today);
    for (QLineSeries* s : attributes) {
        chart->addSeries(s);
        s->attachAxis(axisOf(chart, Qt::Horizontal));
        s->attachAxis(axisOf(chart, Qt::Vertical));
    }
    epChart->addSeries(unspent);
    unspent->attachAxis(axisOf(epChart, Qt::Horizontal));
    unspent->attachAxis(axisOf(epChart, Qt::Vertical));
    // At least four weeks wide, so a history that all happened on one day is a line, not a vertical stub; one
    // day and some EP of headroom, so the last change and the highest EP are not drawn on the frame.
    const int end = endDay(first, today);
    setWholeRange(axisOf(chart, Qt::Horizontal), first, end, 8);
    setWholeRange(axisOf(epChart, Qt::Horizontal), first, end, 8);
    setWholeRange(axisOf(chart, Qt::Vertical), std::max(0, lowest - 2), highest + 2, 6);
    setWholeRange(axisOf(epChart, Qt::Vertical), 0, std::max(100, most + 1), 4);
    paintFromPalette(chart, m_chart->palette());
    paintFromPalette(epChart, m_epChart->palette());
}

void ExperiencePanel::raise(const QString& attribute)
{
    if (!m_campaign || m_character == 0)
        return;
    QString error;
    if (!Roster(*m_campaign).spendXp(m_character, attribute, &error))
        QMessageBox::warning(this, tr("Cannot raise %1").arg(attribute.toUpper()), error);
}

} // namespace hk
