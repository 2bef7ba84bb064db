#include "characters/AwardXpDialog.h"

#include "campaign/Campaign.h"
#include "characters/Experience.h"
#include "characters/Roster.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace hk {

namespace {

constexpr int IdRole = Qt::UserRole;
constexpr int PartyRole = Qt::UserRole + 1;
constexpr int TotalRole = Qt::UserRole + 2;

QDoubleSpinBox* averageBox(QWidget* parent, const QString& name)
{
    auto* box = new QDoubleSpinBox(parent);
    box->setObjectName(name);
    box->setRange(0, 200);
    box->setDecimals(1);
    box->setSingleStep(1);
    return box;
}

} // namespace

AwardXpDialog::AwardXpDialog(Campaign& campaign, const QList<qint64>& preselected, QWidget* parent)
    : QDialog(parent), m_campaign(campaign)
{
    setWindowTitle(tr("Award experience"));
    auto* layout = new QVBoxLayout(this);
    auto* columns = new QHBoxLayout;
    columns->addWidget(buildWhoBox(preselected), 1);
    columns->addWidget(buildHowBox(), 1);
    layout->addLayout(columns, 1);
    layout->addLayout(buildReasonRow());

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Award"));
    layout->addWidget(m_buttons);

    connectParts();
    prefillAverages();
    m_enemyAverage->setValue(m_ownAverage->value()); // evenly matched until the GM says otherwise
    updateProposal();
}

QGroupBox* AwardXpDialog::buildWhoBox(const QList<qint64>& preselected)
{
    auto* who = new QGroupBox(tr("Characters"), this);
    auto* whoLayout = new QVBoxLayout(who);
    m_party = new QComboBox(who);
    m_party->setObjectName(QStringLiteral("party"));
    m_party->setToolTip(tr("Ticks every member of a party in one go."));
    m_characters = new QListWidget(who);
    m_characters->setObjectName(QStringLiteral("characters"));
    m_characters->setMinimumWidth(220);
    whoLayout->addWidget(m_party);
    whoLayout->addWidget(m_characters, 1);
    fillRoster(preselected);
    return who;
}

void AwardXpDialog::fillRoster(const QList<qint64>& preselected)
{
    QString error;
    const QList<Character> roster = Roster(m_campaign).list(RosterFilter{}, &error);
    QStringList parties;
    for (const Character& c : roster) {
        auto* item = new QListWidgetItem(c.party.isEmpty() ? c.name : tr("%1 (%2)").arg(c.name, c.party), m_characters);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(preselected.contains(c.id) ? Qt::Checked : Qt::Unchecked);
        item->setData(IdRole, c.id);
        item->setData(PartyRole, c.party);
        item->setData(TotalRole, c.attributeTotal());
        item->setToolTip(tr("ST %1, DX %2, IQ %3 · %4 EP unspent").arg(c.st).arg(c.dx).arg(c.iq).arg(c.experience));
        if (!c.party.isEmpty() && !parties.contains(c.party))
            parties.append(c.party);
    }
    if (roster.isEmpty()) {
        auto* item = new QListWidgetItem(error.isEmpty() ? tr("The active roster is empty.") : error, m_characters);
        item->setFlags(Qt::NoItemFlags);
    }
    parties.sort(Qt::CaseInsensitive);
    m_party->addItem(tr("Tick a whole party…"));
    m_party->addItem(tr("Everyone"), QStringLiteral("*"));
    for (const QString& p : parties)
        m_party->addItem(p, p);
    m_party->addItem(tr("Nobody (clear the ticks)"), QStringLiteral("-"));
}

QGroupBox* AwardXpDialog::buildHowBox()
{
    auto* how = new QGroupBox(tr("Award"), this);
    auto* howLayout = new QVBoxLayout(how);
    m_fixedMode = new QRadioButton(tr("&Fixed amount"), how);
    m_fixedMode->setObjectName(QStringLiteral("fixedMode"));
    m_combatMode = new QRadioButton(tr("&Wizard combat award"), how);
    m_combatMode->setObjectName(QStringLiteral("combatMode"));
    m_eventsMode = new QRadioButton(tr("&What happened (award table)"), how);
    m_eventsMode->setObjectName(QStringLiteral("eventsMode"));
    auto* modes = new QButtonGroup(this);
    modes->addButton(m_fixedMode);
    modes->addButton(m_combatMode);
    modes->addButton(m_eventsMode);
    m_fixedMode->setChecked(true);

    m_fixedBox = buildFixedBox(how);
    m_combatBox = buildCombatBox(how);
    howLayout->addWidget(m_fixedMode);
    howLayout->addWidget(m_fixedBox);
    howLayout->addWidget(m_combatMode);
    howLayout->addWidget(m_combatBox);
    m_eventsBox = eventsBox(how);
    howLayout->addWidget(m_eventsMode);
    howLayout->addWidget(m_eventsBox);
    howLayout->addStretch(1);
    // The rules award either by kind of fight (Wizard) or by event (Warrior & Wizard): offer the one they have.
    const bool byEvent = !m_events.isEmpty();
    m_eventsMode->setVisible(byEvent);
    m_eventsBox->setVisible(byEvent);
    m_combatMode->setVisible(!byEvent);
    m_combatBox->setVisible(!byEvent);
    return how;
}

QWidget* AwardXpDialog::buildFixedBox(QWidget* parent)
{
    auto* box = new QWidget(parent);
    auto* fixedRow = new QHBoxLayout(box);
    fixedRow->setContentsMargins(24, 0, 0, 0);
    m_fixed = new QSpinBox(box);
    m_fixed->setObjectName(QStringLiteral("fixedAmount"));
    m_fixed->setRange(-100000, 100000);
    m_fixed->setSingleStep(10);
    m_fixed->setSuffix(tr(" EP"));
    m_fixed->setToolTip(tr("A negative amount is a penalty."));
    fixedRow->addWidget(m_fixed);
    fixedRow->addWidget(new QLabel(tr("each (negative for a penalty)"), box), 1);
    return box;
}

QWidget* AwardXpDialog::buildCombatBox(QWidget* parent)
{
    auto* box = new QWidget(parent);
    auto* form = new QFormLayout(box);
    form->setContentsMargins(24, 0, 0, 0);
    m_combat = new QComboBox(box);
    m_combat->setObjectName(QStringLiteral("combatKind"));
    m_combat->addItem(tr("To the death"), int(CombatKind::ToTheDeath));
    m_combat->addItem(tr("Arena"), int(CombatKind::Arena));
    m_combat->addItem(tr("Practice"), int(CombatKind::Practice));
    m_outcome = new QComboBox(box);
    m_outcome->setObjectName(QStringLiteral("outcome"));
    m_outcome->addItem(tr("Winner"), int(FightOutcome::Winner));
    m_outcome->addItem(tr("Defeated"), int(FightOutcome::Defeated));
    m_ranAway = new QCheckBox(tr("Ran away unhurt"), box);
    m_ranAway->setObjectName(QStringLiteral("ranAway"));
    m_ownAverage = averageBox(box, QStringLiteral("ownAverage"));
    m_ownAverage->setToolTip(tr("Average of ST + DX + IQ over the figures of the ticked characters' side; "
                                "filled in from the ticked characters."));
    m_enemyAverage = averageBox(box, QStringLiteral("enemyAverage"));
    m_enemyAverage->setToolTip(tr("Average of ST + DX + IQ over the figures they fought."));
    m_proposed = new QLabel(box);
    m_proposed->setObjectName(QStringLiteral("proposed"));
    QFont bold = m_proposed->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.3);
    m_proposed->setFont(bold);
    m_explanation = new QLabel(box);
    m_explanation->setObjectName(QStringLiteral("explanation"));
    m_explanation->setWordWrap(true);
    m_explanation->setTextFormat(Qt::PlainText);
    m_explanation->setMinimumWidth(260);
    form->addRow(tr("Combat:"), m_combat);
    form->addRow(tr("Outcome:"), m_outcome);
    form->addRow(QString(), m_ranAway);
    form->addRow(tr("Own side average:"), m_ownAverage);
    form->addRow(tr("Enemy side average:"), m_enemyAverage);
    form->addRow(tr("Proposed:"), m_proposed);
    form->addRow(QString(), m_explanation);
    return box;
}

QFormLayout* AwardXpDialog::buildReasonRow()
{
    auto* reasonRow = new QFormLayout;
    m_reason = new QLineEdit(this);
    m_reason->setObjectName(QStringLiteral("reason"));
    m_reason->setPlaceholderText(tr("e.g. Survived the fight at the ford (goes into each ledger)"));
    reasonRow->addRow(tr("&Reason:"), m_reason);
    return reasonRow;
}

void AwardXpDialog::connectParts()
{
    connect(m_buttons, &QDialogButtonBox::accepted, this, &AwardXpDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &AwardXpDialog::reject);
    connect(m_party, &QComboBox::activated, this, &AwardXpDialog::tickParty);
    connect(m_characters, &QListWidget::itemChanged, this, [this] {
        prefillAverages();
        updateOk();
    });
    connect(m_fixedMode, &QRadioButton::toggled, this, &AwardXpDialog::updateProposal);
    connect(m_eventsMode, &QRadioButton::toggled, this, &AwardXpDialog::updateProposal);
    for (QCheckBox* box : std::as_const(m_events))
        connect(box, &QCheckBox::toggled, this, &AwardXpDialog::updateProposal);
    connect(m_fixed, &QSpinBox::valueChanged, this, &AwardXpDialog::updateOk);
    connect(m_combat, &QComboBox::currentIndexChanged, this, &AwardXpDialog::updateProposal);
    connect(m_outcome, &QComboBox::currentIndexChanged, this, &AwardXpDialog::updateProposal);
    connect(m_ranAway, &QCheckBox::toggled, this, &AwardXpDialog::updateProposal);
    connect(m_ownAverage, &QDoubleSpinBox::valueChanged, this, &AwardXpDialog::updateProposal);
    connect(m_enemyAverage, &QDoubleSpinBox::valueChanged, this, &AwardXpDialog::updateProposal);
    connect(m_reason, &QLineEdit::textChanged, this, [this] {
        m_reason->setProperty("filledIn", false); // the GM's own words are kept from now on
        updateOk();
    });

}

QList<qint64> AwardXpDialog::checkedIds() const
{
    QList<qint64> ids;
    for (int i = 0; i < m_characters->count(); ++i) {
        const QListWidgetItem* item = m_characters->item(i);
        if (item->checkState() == Qt::Checked && item->data(IdRole).toLongLong() > 0)
            ids.append(item->data(IdRole).toLongLong());
    }
    return ids;
}

int AwardXpDialog::amount() const
{
    return m_fixedMode->isChecked() ? m_fixed->value() : m_proposal;
}

void AwardXpDialog::tickParty(int index)
{
    const QString party = m_party->itemData(index).toString();
    if (party.isEmpty())
        return;
    {
        const QSignalBlocker block(m_characters);
        for (int i = 0; i < m_characters->count(); ++i) {
            QListWidgetItem* item = m_characters->item(i);
            if (!(item->flags() & Qt::ItemIsUserCheckable))
                continue;
            if (party == QLatin1String("-"))
                item->setCheckState(Qt::Unchecked);
            else if (party == QLatin1String("*") || item->data(PartyRole).toString() == party)
                item->setCheckState(Qt::Checked);
        }
    }
    m_characters->viewport()->update();
    m_party->setCurrentIndex(0);
    prefillAverages();
    updateOk();
}

void AwardXpDialog::prefillAverages()
{
    int total = 0, count = 0;
    for (int i = 0; i < m_characters->count(); ++i) {
        const QListWidgetItem* item = m_characters->item(i);
        if (item->checkState() == Qt::Checked) {
            total += item->data(TotalRole).toInt();
            ++count;
        }
    }
    if (count > 0)
        m_ownAverage->setValue(double(total) / count);
}

QWidget* AwardXpDialog::eventsBox(QWidget* parent)
{
    auto* box = new QWidget(parent);
    auto* list = new QVBoxLayout(box);
    list->setContentsMargins(24, 0, 0, 0);
    for (const EventAward& row : Experience(m_campaign.rules()).eventAwards()) {
        auto* tick = new QCheckBox(tr("%1 (+%2)").arg(row.event).arg(row.points), box);
        tick->setObjectName(QStringLiteral("event-") + row.key);
        tick->setProperty("eventKey", row.key);
        tick->setToolTip(tr("Book line %1.").arg(row.line));
        list->addWidget(tick);
        m_events.append(tick);
    }
    auto* total = new QLabel(box);
    total->setObjectName(QStringLiteral("eventTotal"));
    list->addWidget(total);
    return box;
}

QStringList AwardXpDialog::tickedEvents() const
{
    QStringList keys;
    for (const QCheckBox* box : m_events) {
        if (box->isChecked())
            keys << box->property("eventKey").toString();
    }
    return keys;
}

void AwardXpDialog::updateProposal()
{
    const bool combat = m_combatMode->isChecked();
    const bool events = m_eventsMode->isChecked();
    m_fixedBox->setEnabled(!combat && !events);
    m_combatBox->setEnabled(combat);
    m_eventsBox->setEnabled(events);
    if (events) {
        QString explanation, error;
        m_proposal = std::max(0, Experience(m_campaign.rules()).eventAward(tickedEvents(), &explanation, &error));
        m_eventsBox->findChild<QLabel*>(QStringLiteral("eventTotal"))->setText(tr("%1 EP each").arg(m_proposal));
        if (m_reason->text().trimmed().isEmpty() || m_reason->property("filledIn").toBool()) {
            const QSignalBlocker block(m_reason);
            m_reason->setText(explanation);
            m_reason->setProperty("filledIn", true);
        }
        updateOk();
        return;
    }
    const CombatKind kind = CombatKind(m_combat->currentData().toInt());
    const bool arena = kind == CombatKind::Arena;
    const FightOutcome outcome = FightOutcome(m_outcome->currentData().toInt());
    m_outcome->setEnabled(arena);
    m_ranAway->setEnabled(arena && outcome == FightOutcome::Defeated);

    CombatAwardInput input;
    input.combat = kind;
    input.outcome = arena ? outcome : FightOutcome::None;
    input.ranAwayUnhurt = m_ranAway->isEnabled() && m_ranAway->isChecked();
    input.ownAverage = m_ownAverage->value();
    input.enemyAverage = m_enemyAverage->value();
    QString explanation;
    m_proposal = Experience(m_campaign.rules()).combatAward(input, &explanation);
    m_proposed->setText(tr("%1 EP each").arg(m_proposal));
    m_explanation->setText(explanation);
    updateOk();
}

void AwardXpDialog::updateOk()
{
    QString why;
    if (checkedIds().isEmpty())
        why = tr("Tick at least one character.");
    else if (amount() == 0)
        why = m_fixedMode->isChecked() ? tr("Type an amount other than 0.")
              : m_eventsMode->isChecked() ? tr("Tick what happened on the adventure.")
                                          : tr("This combat earns no experience.");
    else if (m_reason->text().trimmed().isEmpty())
        why = tr("Say what the experience is for: the reason goes into each character's ledger.");
    QPushButton* ok = m_buttons->button(QDialogButtonBox::Ok);
    ok->setEnabled(why.isEmpty());
    ok->setToolTip(why.isEmpty() ? tr("Award %1 EP to %n character(s) in one step you can undo.", nullptr,
                                      int(checkedIds().size()))
                                       .arg(amount())
                                 : why);
}

void AwardXpDialog::accept()
{
    QString error;
    if (!Roster(m_campaign).awardXp(checkedIds(), amount(), m_reason->text().trimmed(), &error)) {
        QMessageBox::warning(this, tr("Experience not awarded"), error);
        return;
    }
    QDialog::accept();
}

} // namespace hk
