#include "combat/EndFightDialog.h"

#include "main/StatusColors.h"

#include "campaign/Campaign.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace hk {

EndFightDialog::EndFightDialog(Campaign& campaign, const Encounter& encounter, QWidget* parent)
    : QDialog(parent), m_campaign(campaign), m_encounter(encounter),
      m_ending(encounter.state.phase != CombatPhase::Ended)
{
    setWindowTitle(m_ending ? tr("End “%1”").arg(encounter.name) : tr("Experience for “%1”").arg(encounter.name));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_combat = new QComboBox(this);
    m_combat->setObjectName(QStringLiteral("combatType"));
    m_combat->addItem(tr("To the death"), int(CombatKind::ToTheDeath));
    m_combat->addItem(tr("Arena"), int(CombatKind::Arena));
    m_combat->addItem(tr("Practice"), int(CombatKind::Practice));
    m_winner = new QComboBox(this);
    m_winner->setObjectName(QStringLiteral("winnerSide"));
    // The model's one rule for who won proposes the winner; the GM may choose another side.
    const WinnerGuess guess = Encounters::likelyWinner(encounter.state);
    for (auto it = guess.standing.cbegin(); it != guess.standing.cend(); ++it)
        m_winner->addItem(tr("Side %1 (%n standing)", nullptr, it.value()).arg(it.key()), it.key());
    m_winner->setCurrentIndex(m_winner->findData(guess.side));
    if (BattleResult::appliesTo(campaign.rules())) {
        // A mass-combat battle: the pack's one way to score it, the last team standing (003 l.64).
        QString error;
        const BattleResult battle = Encounters(campaign).battleResult(encounter.state, &error);
        auto* result = new QLabel(error.isEmpty() ? battle.text() : error, this);
        result->setObjectName(QStringLiteral("battleResult"));
        result->setWordWrap(true);
        form->addRow(tr("Battle:"), result);
    }
    form->addRow(tr("Kind of fight:"), m_combat);
    form->addRow(tr("Winner:"), m_winner);
    layout->addLayout(form);
    m_table = new QTableWidget(0, 3, this);
    m_table->setObjectName(QStringLiteral("xpAwards"));
    m_table->setHorizontalHeaderLabels({tr("Character"), tr("EP"), tr("Why")});
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(m_table, 1);
    m_error = new QLabel(this);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(StatusColors::problemStyle());
    m_error->hide();
    layout->addWidget(m_error);
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(box);
    if (m_ending) {
        // Ending the fight and awarding its experience are one step, as in the CLI.
        box->button(QDialogButtonBox::Ok)->setText(tr("End and award"));
        QPushButton* without = box->addButton(tr("End without experience"), QDialogButtonBox::DestructiveRole);
        without->setObjectName(QStringLiteral("endWithoutExperience"));
        connect(without, &QPushButton::clicked, this, [this] {
            if (finish(false))
                accept();
        });
    } else {
        box->button(QDialogButtonBox::Ok)->setText(tr("Award"));
        box->button(QDialogButtonBox::Cancel)->setText(tr("No experience"));
    }
    connect(box, &QDialogButtonBox::accepted, this, [this] {
        if (finish(true))
            accept();
    });
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_combat, &QComboBox::currentIndexChanged, this, &EndFightDialog::propose);
    connect(m_winner, &QComboBox::currentIndexChanged, this, &EndFightDialog::propose);
    propose();
    resize(520, 340);
}

void EndFightDialog::setCombat(CombatKind combat) { m_combat->setCurrentIndex(m_combat->findData(int(combat))); }

void EndFightDialog::setWinnerSide(int side) { m_winner->setCurrentIndex(m_winner->findData(side)); }

void EndFightDialog::propose()
{
    QString error;
    m_proposals = Encounters(m_campaign).proposeXp(m_encounter.id, CombatKind(m_combat->currentData().toInt()),
                                                   m_winner->currentData().toInt(), &error);
    m_error->setText(error);
    m_error->setVisible(!error.isEmpty());
    m_table->setRowCount(0);
    for (const XpProposal& p : std::as_const(m_proposals)) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        m_table->setItem(row, 0, new QTableWidgetItem(p.name));
        auto* amount = new QSpinBox(m_table);
        amount->setRange(0, 9999);
        amount->setValue(p.amount);
        m_table->setCellWidget(row, 1, amount);
        auto* why = new QTableWidgetItem(p.explanation);
        why->setToolTip(p.explanation);
        m_table->setItem(row, 2, why);
    }
    if (m_proposals.isEmpty() && error.isEmpty()) {
        m_error->setText(tr("No roster character survived this fight to earn experience."));
        m_error->show();
    }
}

QList<XpProposal> EndFightDialog::awards() const
{
    QList<XpProposal> out = m_proposals;
    for (int row = 0; row < out.size() && row < m_table->rowCount(); ++row) {
        if (auto* amount = qobject_cast<QSpinBox*>(m_table->cellWidget(row, 1)))
            out[row].amount = amount->value();
    }
    return out;
}

bool EndFightDialog::finish(bool withExperience)
{
    QList<XpProposal> list = withExperience ? awards() : QList<XpProposal>();
    QString error;
    Encounters encounters(m_campaign);
    bool ok = true;
    if (m_ending)
        ok = encounters.end(m_encounter.id, list, &error);
    else if (std::any_of(list.begin(), list.end(), [](const XpProposal& p) { return p.amount > 0; }))
        ok = encounters.awardXp(list, m_encounter.name, &error);
    if (!ok) {
        m_error->setText(error);
        m_error->show();
    }
    return ok;
}

} // namespace hk
