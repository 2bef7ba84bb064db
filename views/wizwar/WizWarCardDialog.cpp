#include "wizwar/WizWarCardDialog.h"

#include "packages/Ruleset.h"
#include "wizwar/WizWarCardCsv.h"
#include "wizwar/WizWarText.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>

namespace hk {

namespace {

QComboBox* entries(const Ruleset& rules, const QString& kind, const QString& current, bool withNone, QWidget* parent)
{
    auto* box = new QComboBox(parent);
    if (withNone)
        box->addItem(WizWarCardDialog::tr("(none)"), QString());
    for (const LocatedEntry& e : rules.entries({kind}))
        box->addItem(kind == QLatin1String("school") ? WizWarText::schoolName(rules, e.entry->id()) : e.entry->name(), e.entry->id());
    box->setCurrentIndex(qMax(0, box->findData(current)));
    return box;
}

QSpinBox* spin(int min, int max, int value, QWidget* parent)
{
    auto* box = new QSpinBox(parent);
    box->setRange(min, max);
    box->setValue(value);
    return box;
}

} // namespace

WizWarCardDialog::WizWarCardDialog(const Ruleset& rules, const wizwar::CardDef& card, bool nameFixed, QWidget* parent)
    : QDialog(parent), m_card(card)
{
    setWindowTitle(card.name.isEmpty() ? tr("New card") : tr("Card %1").arg(card.name));
    auto* form = new QFormLayout(this);
    m_name = new QLineEdit(card.name, this);
    m_name->setObjectName(QStringLiteral("cardName"));
    m_name->setReadOnly(nameFixed);
    if (nameFixed)
        m_name->setToolTip(tr("A card of the rules keeps its name; duplicate it for a card of your own."));
    form->addRow(tr("Name:"), m_name);
    m_school = entries(rules, QStringLiteral("school"), card.school, true, this);
    m_school->setObjectName(QStringLiteral("cardSchool"));
    form->addRow(tr("School:"), m_school);
    m_type = entries(rules, QStringLiteral("card-type"), wizwar::cardTypeKey(card.type), true, this);
    m_type->setObjectName(QStringLiteral("cardType"));
    form->addRow(tr("Type:"), m_type);
    m_range = entries(rules, QStringLiteral("range"), wizwar::cardRangeKey(card.range), false, this);
    form->addRow(tr("Range:"), m_range);
    m_duration = entries(rules, QStringLiteral("card-duration"), wizwar::cardDurationKey(card.duration), false, this);
    form->addRow(tr("Duration:"), m_duration);
    m_copies = spin(0, 24, card.copies, this);
    m_copies->setObjectName(QStringLiteral("cardCopies"));
    form->addRow(tr("Copies in the deck:"), m_copies);
    m_energy = spin(0, 99, card.energyValue, this);
    m_energy->setSpecialValueText(tr("none"));
    form->addRow(tr("Energy value:"), m_energy);
    m_damage = spin(0, 99, card.damage, this);
    form->addRow(tr("Damage:"), m_damage);
    m_fromEnergy = new QCheckBox(tr("Damage equals the spell's energy"), this);
    m_fromEnergy->setChecked(card.damageFromEnergy);
    form->addRow(QString(), m_fromEnergy);
    m_effects = new QPlainTextEdit(card.summary, this);
    m_effects->setObjectName(QStringLiteral("cardEffects"));
    m_effects->setTabChangesFocus(true);
    m_effects->setFixedHeight(m_effects->fontMetrics().lineSpacing() * 4 + 12);
    form->addRow(tr("Effects:"), m_effects);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

wizwar::CardDef WizWarCardDialog::card() const
{
    wizwar::CardDef c = m_card;
    c.name = m_name->text().trimmed();
    c.school = m_school->currentData().toString();
    c.type = wizwar::cardTypeFromKey(m_type->currentData().toString());
    c.range = wizwar::cardRangeFromKey(m_range->currentData().toString());
    c.duration = wizwar::cardDurationFromKey(m_duration->currentData().toString());
    c.copies = m_copies->value();
    c.energyValue = m_energy->value();
    c.damage = m_damage->value();
    c.damageFromEnergy = m_fromEnergy->isChecked();
    c.summary = m_effects->toPlainText().trimmed().left(wizwar::CardCsv::MaxEffectsLength);
    return c;
}

} // namespace hk
