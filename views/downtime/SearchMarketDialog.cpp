#include "downtime/SearchMarketDialog.h"

#include "main/StatusColors.h"

#include "campaign/Campaign.h"
#include "characters/Roster.h"
#include "treasury/Treasury.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hk {

SearchMarketDialog::SearchMarketDialog(Campaign& campaign, QWidget* parent) : QDialog(parent), m_campaign(campaign)
{
    setWindowTitle(tr("Search the market"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_who = new QComboBox(this);
    m_who->setObjectName(QStringLiteral("searcher"));
    QString error;
    for (const Character& c : Roster(m_campaign).list({}, &error)) {
        if (c.role != QLatin1String("monster"))
            m_who->addItem(tr("%1 (IQ %2)").arg(c.name).arg(c.iq), c.id);
    }
    m_item = new QLineEdit(this);
    m_item->setObjectName(QStringLiteral("item"));
    m_item->setPlaceholderText(tr("e.g. Ring of Fire Immunity"));
    m_value = new QSpinBox(this);
    m_value->setObjectName(QStringLiteral("value"));
    m_value->setRange(0, 100000000);
    m_value->setSingleStep(100);
    m_value->setPrefix(QStringLiteral("$"));
    m_value->setToolTip(tr("Fair market price; for a magic item, what a wizard would charge to make it."));
    m_settlement = new QComboBox(this);
    m_settlement->setObjectName(QStringLiteral("settlement"));
    m_settlement->addItems(MarketRules(m_campaign.rules()).settlements());
    m_fullTime = new QCheckBox(tr("Searching all week, nothing else (a better roll)"), this);
    m_fullTime->setObjectName(QStringLiteral("fullTime"));
    m_bonus = new QSpinBox(this);
    m_bonus->setObjectName(QStringLiteral("bonus"));
    m_bonus->setRange(-10, 10);
    m_bonus->setToolTip(tr("The GM's help (advertising, hired searchers, the right place) or, negative, a hindrance."));
    m_magic = new QCheckBox(tr("A magic item (added to the magic items when bought)"), this);
    m_magic->setObjectName(QStringLiteral("magic"));
    m_merchant = new QCheckBox(tr("Sold by a merchant (adds his surcharge)"), this);
    m_merchant->setObjectName(QStringLiteral("merchant"));
    form->addRow(tr("Searcher:"), m_who);
    form->addRow(tr("Item:"), m_item);
    form->addRow(tr("Fair value:"), m_value);
    form->addRow(tr("Place:"), m_settlement);
    form->addRow(QString(), m_fullTime);
    form->addRow(tr("GM's bonus:"), m_bonus);
    form->addRow(QString(), m_magic);
    form->addRow(QString(), m_merchant);
    layout->addLayout(form);
    m_plan = new QLabel(this);
    m_plan->setObjectName(QStringLiteral("plan"));
    m_plan->setWordWrap(true);
    layout->addWidget(m_plan);
    m_problems = new QLabel(this);
    m_problems->setObjectName(QStringLiteral("problems"));
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(StatusColors::problemStyle());
    layout->addWidget(m_problems);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_ok = m_buttons->addButton(tr("Start searching"), QDialogButtonBox::AcceptRole);
    layout->addWidget(m_buttons);
    setMinimumWidth(480);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &SearchMarketDialog::start);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_who, &QComboBox::currentIndexChanged, this, &SearchMarketDialog::updatePlan);
    connect(m_settlement, &QComboBox::currentIndexChanged, this, &SearchMarketDialog::updatePlan);
    connect(m_item, &QLineEdit::textChanged, this, &SearchMarketDialog::updatePlan);
    connect(m_value, &QSpinBox::valueChanged, this, &SearchMarketDialog::updatePlan);
    connect(m_bonus, &QSpinBox::valueChanged, this, &SearchMarketDialog::updatePlan);
    connect(m_fullTime, &QCheckBox::toggled, this, &SearchMarketDialog::updatePlan);
    updatePlan();
}

qint64 SearchMarketDialog::character() const
{
    return m_who->currentData().toLongLong();
}

SearchRequest SearchMarketDialog::request() const
{
    SearchRequest r;
    r.item = m_item->text();
    r.value = m_value->value();
    r.settlement = m_settlement->currentText();
    r.fullTime = m_fullTime->isChecked();
    r.gmBonus = m_bonus->value();
    r.magic = m_magic->isChecked();
    r.merchant = m_merchant->isChecked();
    return r;
}

void SearchMarketDialog::setRequest(qint64 characterId, const SearchRequest& r)
{
    m_who->setCurrentIndex(m_who->findData(characterId));
    m_item->setText(r.item);
    m_value->setValue(r.value);
    m_settlement->setCurrentIndex(m_settlement->findText(r.settlement, Qt::MatchFixedString));
    m_fullTime->setChecked(r.fullTime);
    m_bonus->setValue(r.gmBonus);
    m_magic->setChecked(r.magic);
    m_merchant->setChecked(r.merchant);
    updatePlan();
}

void SearchMarketDialog::updatePlan()
{
    if (!character()) {
        m_plan->clear();
        m_problems->setText(tr("Add a character to the roster first."));
        m_ok->setEnabled(false);
        return;
    }
    QString error;
    const SearchPlan p = MarketSearch(m_campaign).plan(character(), request(), &error);
    const MarketRules market(m_campaign.rules());
    if (p.dice > 0) {
        const int need = p.target - (m_fullTime->isChecked() ? market.fullTimeRollMod() : 0) + m_bonus->value();
        m_plan->setText(tr("Each week: %1 dice, found on %2 or less (IQ %3). The seller's reaction then sets the price.")
                            .arg(p.dice)
                            .arg(need)
                            .arg(p.target));
    } else {
        m_plan->clear();
    }
    QStringList problems = p.problems;
    if (!error.isEmpty())
        problems.prepend(error);
    m_problems->setText(problems.join(QLatin1Char('\n')));
    m_ok->setEnabled(problems.isEmpty());
}

QString SearchMarketDialog::planText() const
{
    return m_plan->text();
}

QString SearchMarketDialog::problemsText() const
{
    return m_problems->text();
}

void SearchMarketDialog::start()
{
    QString error;
    if (!MarketSearch(m_campaign).start(character(), request(), &m_started, &error)) {
        m_problems->setText(error);
        return;
    }
    accept();
}

} // namespace hk
