#include "dice/DicePage.h"

#include "main/PageIcon.h"

#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "dice/DiceExpression.h"
#include "dice/DiceOdds.h"
#include "models/DiceLogModel.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

namespace hk {

DicePage::DicePage(QWidget* parent) : CampaignPage(parent), m_model(new DiceLogModel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("<h2>Dice</h2>"), this));

    auto* box = new QGroupBox(tr("Roll"), this);
    auto* form = new QFormLayout(box);
    m_expression = new QLineEdit(QStringLiteral("3d6"), box);
    m_expression->setObjectName(QStringLiteral("diceExpression"));
    auto* targetRow = new QHBoxLayout;
    m_against = new QCheckBox(tr("against a target of"), box);
    m_against->setChecked(true);
    m_target = new QSpinBox(box);
    m_target->setRange(0, 60);
    m_target->setValue(12);
    targetRow->addWidget(m_against);
    targetRow->addWidget(m_target);
    targetRow->addStretch(1);
    m_who = new QLineEdit(box);
    m_who->setPlaceholderText(tr("e.g. Yzor"));
    m_purpose = new QLineEdit(box);
    m_purpose->setPlaceholderText(tr("e.g. casting Dazzle"));
    m_gmOnly = new QCheckBox(tr("Secret roll (GM only — never shown to players)"), box);
    m_roll = new QPushButton(tr("&Roll"), box);
    m_roll->setDefault(true);
    form->addRow(tr("&Dice:"), m_expression);
    form->addRow(QString(), targetRow);
    form->addRow(tr("&Who:"), m_who);
    form->addRow(tr("&For:"), m_purpose);
    form->addRow(QString(), m_gmOnly);
    m_odds = new QLabel(box);
    form->addRow(tr("Odds:"), m_odds);
    form->addRow(QString(), m_roll);
    layout->addWidget(box);

    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("diceResult"));
    m_result->setStyleSheet(QStringLiteral("font-size: 16pt; padding: 6px;"));
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_result);

    m_log = new QTableView(this);
    m_log->setModel(m_model);
    m_log->verticalHeader()->hide();
    m_log->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_log->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_log->horizontalHeader()->setSectionResizeMode(DiceLogModel::Purpose, QHeaderView::Stretch);
    layout->addWidget(new QLabel(tr("<b>Dice log</b>"), this));
    layout->addWidget(m_log, 1);

    connect(m_roll, &QPushButton::clicked, this, &DicePage::roll);
    connect(m_expression, &QLineEdit::returnPressed, this, &DicePage::roll);
    connect(m_expression, &QLineEdit::textChanged, this, &DicePage::updateOdds);
    connect(m_target, &QSpinBox::valueChanged, this, &DicePage::updateOdds);
    connect(m_against, &QCheckBox::toggled, this, [this](bool on) {
        m_target->setEnabled(on);
        updateOdds();
    });
    updateOdds();
}

QIcon DicePage::icon() const
{
    return PageIcon::make(QStringLiteral("dice"));
}

void DicePage::setCampaign(Campaign* campaign)
{
    m_campaign = campaign;
    m_model->setCampaign(campaign);
    m_log->resizeColumnsToContents();
    updateOdds();
}

void DicePage::updateOdds()
{
    DiceExpression e;
    QString error;
    if (!DiceExpression::parse(m_expression->text(), &e, &error)) {
        m_odds->setText(error);
        m_roll->setEnabled(false);
        return;
    }
    const bool against = m_against->isChecked();
    if (against && (e.sides != 6 || e.modifier != 0)) {
        m_odds->setText(tr("A roll against a target uses plain d6 (like 3d6 or 4d6)."));
        m_roll->setEnabled(false);
        return;
    }
    m_roll->setEnabled(m_campaign != nullptr);
    if (!against) {
        m_odds->setText(tr("%1 to %2, average %3").arg(e.minimum()).arg(e.maximum()).arg((e.minimum() + e.maximum()) / 2.0));
        return;
    }
    const SpecialResults* specials = m_campaign ? &m_campaign->dice().toHitSpecials() : nullptr;
    m_odds->setText(tr("%1% to succeed (%2 or less on %3d6)")
                        .arg(DiceOdds::success(e.count, m_target->value(), specials) * 100, 0, 'f', 1)
                        .arg(m_target->value())
                        .arg(e.count));
}

void DicePage::roll()
{
    if (!m_campaign || !m_roll->isEnabled())
        return;
    const RollContext context{m_who->text().trimmed(), m_purpose->text().trimmed(), m_gmOnly->isChecked()};
    DiceExpression e;
    QString error;
    DiceExpression::parse(m_expression->text(), &e, &error);
    const bool against = m_against->isChecked();
    RollRecord r;
    // One undoable step per roll: undo takes the roll out of the log and rewinds the seeded dice.
    if (!m_campaign->dice().rollStep(against ? QStringLiteral("%1d6").arg(e.count) : m_expression->text(),
                                     against ? std::optional<int>(m_target->value()) : std::nullopt, context, &r, &error)) {
        m_result->setText(error.toHtmlEscaped());
        return;
    }
    QStringList faces;
    for (int f : r.faces)
        faces.append(QString::number(f));
    QString text = tr("%1 → [%2] = <b>%3</b>").arg(r.dice, faces.join(QLatin1Char(' '))).arg(r.total);
    if (r.success)
        text += *r.success ? tr(" — <span style='color:#2a7a2a'>success</span>") : tr(" — <span style='color:#a33'>failure</span>");
    if (!r.special.isEmpty())
        text += QStringLiteral(" (%1)").arg(r.specialLabel.toHtmlEscaped());
    m_result->setText(text);
    m_log->resizeColumnsToContents();
}

void DicePage::setExpression(const QString& expression)
{
    m_expression->setText(expression);
}

void DicePage::setTarget(std::optional<int> target)
{
    m_against->setChecked(bool(target));
    if (target)
        m_target->setValue(*target);
}

void DicePage::setGmOnly(bool gmOnly)
{
    m_gmOnly->setChecked(gmOnly);
}

QString DicePage::resultText() const
{
    return m_result->text();
}

QString DicePage::oddsText() const
{
    return m_odds->text();
}

} // namespace hk
