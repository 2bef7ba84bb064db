#include "overview/PartyChart.h"

#include "main/ChartStyle.h"
#include "main/FlowLayout.h"

#include "campaign/Campaign.h"
#include "characters/Roster.h"
#include "characters/WwRulesData.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>

namespace hk {

using namespace ChartStyle;

namespace {

const char* const CharacterProperty = "character";

int valueOf(const XpEntry& e, PartyChart::Measure measure)
{
    switch (measure) {
    case PartyChart::St: return e.st;
    case PartyChart::Dx: return e.dx;
    case PartyChart::Iq: return e.iq;
    case PartyChart::Total: return e.st + e.dx + e.iq;
    }
    return 0;
}

} // namespace

PartyChart::PartyChart(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* top = new FlowLayout; // the label and the combo wrap beside the campaign's form in a narrow window
    auto* label = new QLabel(tr("The party over time:"), this);
    m_measure = new QComboBox(this);
    m_measure->setObjectName(QStringLiteral("partyMeasure"));
    m_measure->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_measure->setToolTip(tr("Which number to draw for each player character, from their experience ledger."));
    label->setBuddy(m_measure);
    top->addWidget(label);
    top->addWidget(m_measure);
    layout->addLayout(top);
    m_chart = makeChart(this, QStringLiteral("partyChart"), QString(), QString());
    m_chart->chart()->legend()->setAlignment(Qt::AlignRight);
    m_chart->setMinimumHeight(160);
    layout->addWidget(m_chart, 1);
    m_empty = new QLabel(tr("No player characters yet: their ST and other attributes over time show here."), this);
    m_empty->setObjectName(QStringLiteral("partyEmpty"));
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    layout->addWidget(m_empty, 1);
    connect(m_measure, &QComboBox::currentIndexChanged, this, &PartyChart::refresh);
    refresh();
}

void PartyChart::setCampaign(Campaign* campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    if (m_campaign) {
        for (auto signal : {&Campaign::charactersChanged, &Campaign::infoChanged, &Campaign::restored})
            connect(m_campaign, signal, this, &PartyChart::refresh);
    }
    refresh();
}

void PartyChart::setMeasure(Measure measure)
{
    m_measure->setCurrentIndex(m_measure->findData(int(measure)));
}

qint64 PartyChart::characterOf(const QObject* series)
{
    return series ? series->property(CharacterProperty).toLongLong() : 0;
}

void PartyChart::refresh()
{
    QChart* chart = m_chart->chart();
    chart->removeAllSeries();
    QList<Character> party;
    QString error;
    if (m_campaign) {
        RosterFilter filter;
        filter.role = QStringLiteral("pc");
        party = Roster(*m_campaign).list(filter, &error);
    }
    if (party.size() > maxLines)
        party.resize(maxLines);

    // The combo names the attributes the way the party's rules do (Warrior & Wizard: STR, DEX, INT).
    const bool ww = !party.isEmpty() && party.first().system == QLatin1String("ww");
    auto name = [&](const char* attribute) {
        return ww && m_campaign ? WwRulesData(m_campaign->rules()).attributeAbbreviation(QLatin1String(attribute))
                                : QString::fromLatin1(attribute).toUpper();
    };
    const QStringList labels{name("st"), name("dx"), name("iq"),
                             QStringLiteral("%1 + %2 + %3").arg(name("st"), name("dx"), name("iq"))}; // the total
    {
        const QSignalBlocker block(m_measure);
        const int chosen = m_measure->currentIndex() < 0 ? 0 : m_measure->currentIndex();
        m_measure->clear();
        for (int i = 0; i < labels.size(); ++i)
            m_measure->addItem(labels.at(i), i);
        m_measure->setCurrentIndex(chosen);
    }
    const auto measure = Measure(m_measure->currentData().toInt());

    const int today = m_campaign ? m_campaign->info().calendarDay : 1;
    int first = today, lowest = 0, highest = 0;
    bool any = false;
    for (const Character& c : std::as_const(party)) {
        const QList<XpEntry> entries = Roster(*m_campaign).ledger(c.id, &error);
        if (entries.isEmpty())
            continue;
        auto* series = new QLineSeries(chart);
        series->setName(c.name);
        series->setProperty(CharacterProperty, c.id);
        for (const XpEntry& e : entries) {
            const int value = valueOf(e, measure);
            addStep(series, e.day, value);
            lowest = any ? std::min(lowest, value) : value;
            highest = any ? std::max(highest, value) : value;
            any = true;
        }
        first = std::min(first, entries.first().day);
        runOn(series, today);
        series->setPointsVisible(true);
        chart->addSeries(series);
        series->attachAxis(axisOf(chart, Qt::Horizontal));
        series->attachAxis(axisOf(chart, Qt::Vertical));
    }
    // Wider lines underneath: two characters with the same value for weeks still show both colours. The pen keeps
    // the theme's colour.
    const QList<QAbstractSeries*> lines = chart->series();
    for (int i = 0; i < lines.size(); ++i) {
        auto* series = static_cast<QLineSeries*>(lines.at(i));
        QPen pen = series->pen();
        pen.setWidth(2 + 2 * std::min<int>(3, lines.size() - 1 - i));
        series->setPen(pen);
    }
    m_chart->setVisible(any);
    m_empty->setVisible(!any);
    if (!error.isEmpty())
        m_empty->setText(error);
    if (!any)
        return;
    setWholeRange(axisOf(chart, Qt::Horizontal), first, endDay(first, today), 8);
    setWholeRange(axisOf(chart, Qt::Vertical), std::max(0, lowest - 2), highest + 2, 5);
    axisOf(chart, Qt::Vertical)->setTitleText(m_measure->currentIndex() == Total ? tr("Total") : m_measure->currentText());
    paintFromPalette(chart, m_chart->palette());
}

} // namespace hk
