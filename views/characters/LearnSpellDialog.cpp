#include "characters/LearnSpellDialog.h"

#include "main/StatusColors.h"

#include "activities/SpellStudies.h"
#include "campaign/Campaign.h"
#include "characters/CharacterRules.h"
#include "characters/Roster.h"
#include "treasury/Treasury.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hk {

LearnSpellDialog::LearnSpellDialog(Campaign& campaign, qint64 characterId, QWidget* parent)
    : QDialog(parent), m_campaign(campaign), m_character(characterId)
{
    Character c;
    QString error;
    Roster(campaign).find(characterId, &c, &error);
    setWindowTitle(tr("Learn a spell — %1").arg(c.name));
    auto* layout = new QVBoxLayout(this);
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("spellFilter"));
    m_filter->setPlaceholderText(tr("Find a spell…"));
    m_filter->setClearButtonEnabled(true);
    m_spells = new QListWidget(this);
    m_spells->setObjectName(QStringLiteral("learnableSpells"));
    m_spells->setMinimumHeight(220);
    layout->addWidget(new QLabel(tr("Spells %1 could learn (IQ %2 or lower, not yet known):").arg(c.name).arg(c.iq), this));
    layout->addWidget(m_filter);
    layout->addWidget(m_spells, 1);

    auto* form = new QFormLayout;
    m_method = new QComboBox(this);
    m_method->setObjectName(QStringLiteral("method"));
    for (const QString& id : SpellLearning(campaign.rules()).methods()) {
        const RuleEntry* e = campaign.rules().entry(QStringLiteral("learning-method"), id);
        m_method->addItem(e ? e->name() : id, id);
        if (e)
            m_method->setItemData(m_method->count() - 1, e->summary(), Qt::ToolTipRole);
    }
    m_fee = new QSpinBox(this);
    m_fee->setObjectName(QStringLiteral("teacherFee"));
    m_fee->setRange(0, 100000);
    m_fee->setPrefix(QStringLiteral("$"));
    m_fee->setSuffix(tr(" a week"));
    m_fee->setToolTip(tr("The book leaves a teacher's pay to Guild rates: agree it at the table."));
    form->addRow(tr("Way of learning:"), m_method);
    form->addRow(tr("Teacher's pay:"), m_fee);
    layout->addLayout(form);
    m_plan = new QLabel(this);
    m_plan->setObjectName(QStringLiteral("plan"));
    m_plan->setWordWrap(true);
    m_problems = new QLabel(this);
    m_problems->setObjectName(QStringLiteral("problems"));
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(StatusColors::problemStyle());
    layout->addWidget(m_plan);
    layout->addWidget(m_problems);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Start learning"));
    layout->addWidget(m_buttons);

    connect(m_filter, &QLineEdit::textChanged, this, &LearnSpellDialog::fillSpells);
    connect(m_spells, &QListWidget::currentRowChanged, this, &LearnSpellDialog::updatePlan);
    connect(m_method, &QComboBox::currentIndexChanged, this, &LearnSpellDialog::updatePlan);
    connect(m_fee, &QSpinBox::valueChanged, this, &LearnSpellDialog::updatePlan);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &LearnSpellDialog::start);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    fillSpells();
    resize(560, 560);
}

void LearnSpellDialog::fillSpells()
{
    const QString keep = currentSpell();
    Character c;
    QString error;
    Roster(m_campaign).find(m_character, &c, &error);
    m_spells->clear();
    const QString filter = m_filter->text().trimmed();
    for (const QString& id : CharacterRules(m_campaign.rules()).learnableSpells(c)) {
        const RuleEntry* e = m_campaign.rules().entry(QStringLiteral("spell"), id);
        if (!e || (!filter.isEmpty() && !e->name().contains(filter, Qt::CaseInsensitive)))
            continue;
        auto* item = new QListWidgetItem(tr("%1 (IQ %2, %3)").arg(e->name()).arg(e->intField(QStringLiteral("iq"))).arg(e->stringField(QStringLiteral("type"))));
        item->setData(Qt::UserRole, id);
        item->setToolTip(e->summary());
        m_spells->addItem(item);
        if (id == keep)
            m_spells->setCurrentItem(item);
    }
    if (!m_spells->currentItem() && m_spells->count() > 0)
        m_spells->setCurrentRow(0);
    updatePlan();
}

QString LearnSpellDialog::learnerName() const
{
    Character c;
    QString error;
    Roster(m_campaign).find(m_character, &c, &error);
    return c.name;
}

QString LearnSpellDialog::currentSpell() const
{
    return m_spells->currentItem() ? m_spells->currentItem()->data(Qt::UserRole).toString() : QString();
}

void LearnSpellDialog::updatePlan()
{
    const QString method = m_method->currentData().toString();
    m_fee->setEnabled(SpellLearning(m_campaign.rules()).needsTeacherFee(method));
    const QString spell = currentSpell();
    QString error;
    if (spell.isEmpty()) {
        m_plan->setText(tr("No spell chosen."));
        m_problems->clear();
        m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
        return;
    }
    const LearningPlan p = SpellStudies(m_campaign).plan(m_character, method, spell, m_fee->value(), &error);
    QString text = p.weeks > 0 ? tr("%n week(s)", nullptr, p.weeks) + tr(" (%n day(s))", nullptr, p.days)
                               : tr("%n day(s)", nullptr, p.days);
    text += p.fullTime ? tr(", full time") : tr(", alongside other work");
    text += p.feePerWeek > 0 ? tr("; fee %1 a week from %2's purse, %3 in all")
                                   .arg(Treasury::format(p.feePerWeek), learnerName(), Treasury::format(p.feeDollars))
                             : tr("; fee %1 from %2's purse").arg(Treasury::format(p.feeDollars), learnerName());
    if (p.dxAfter != 0)
        text += tr("; then %1 DX on the spell for %2 days").arg(p.dxAfter).arg(p.dxAfterDays);
    text += QLatin1Char('.');
    for (const QString& n : p.notes)
        text += QLatin1Char(' ') + n;
    m_plan->setText(text);
    QStringList problems = p.problems;
    if (!error.isEmpty())
        problems.append(error);
    m_problems->setText(problems.join(QLatin1Char('\n')));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problems.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setToolTip(problems.join(QLatin1Char('\n')));
}

void LearnSpellDialog::start()
{
    QString error;
    if (!SpellStudies(m_campaign).start(m_character, m_method->currentData().toString(), currentSpell(), m_fee->value(), nullptr, &error)) {
        QMessageBox::warning(this, tr("Cannot start learning"), error);
        return;
    }
    accept();
}

void LearnSpellDialog::choose(const QString& spellId, const QString& method, int feePerWeek)
{
    m_method->setCurrentIndex(m_method->findData(method));
    m_fee->setValue(feePerWeek);
    for (int i = 0; i < m_spells->count(); ++i) {
        if (m_spells->item(i)->data(Qt::UserRole).toString() == spellId)
            m_spells->setCurrentRow(i);
    }
    updatePlan();
}

QString LearnSpellDialog::planText() const
{
    return m_plan->text() + QLatin1Char('\n') + m_problems->text();
}

bool LearnSpellDialog::canStart() const
{
    return m_buttons->button(QDialogButtonBox::Ok)->isEnabled();
}

} // namespace hk
