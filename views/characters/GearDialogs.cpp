#include "characters/GearDialogs.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hk {

namespace {

QSpinBox* numberBox(QWidget* parent, const QString& name, int min, int max, int value)
{
    auto* box = new QSpinBox(parent);
    box->setObjectName(name);
    box->setRange(min, max);
    box->setValue(value);
    return box;
}

QDialogButtonBox* okCancel(QDialog* dialog)
{
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    QObject::connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    return buttons;
}

} // namespace

LostNumbersDialog::LostNumbersDialog(const QString& piece, const QString& explanation, int dx, bool dxPrinted, QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("lostNumbersDialog"));
    setWindowTitle(tr("Numbers for %1").arg(piece));
    auto* text = new QLabel(explanation, this);
    text->setObjectName(QStringLiteral("lostNumbersText"));
    text->setWordWrap(true);
    m_dx = numberBox(this, QStringLiteral("lostDx"), -20, 0, dx);
    m_dx->setEnabled(!dxPrinted);
    if (dxPrinted)
        m_dx->setToolTip(tr("The book prints this number; it is kept."));
    m_stops = numberBox(this, QStringLiteral("lostStops"), 0, 20, 0);
    auto* form = new QFormLayout;
    form->addRow(tr("DX for a fighter:"), m_dx);
    form->addRow(tr("Hits stopped:"), m_stops);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addLayout(form);
    auto* after = new QLabel(tr("Kept as a house rule of this campaign: every character reads these numbers, and the "
                                "rules library cites the book's line with a note that they are yours."),
                             this);
    after->setWordWrap(true);
    layout->addWidget(after);
    layout->addWidget(okCancel(this));
    setMinimumWidth(420);
}

int LostNumbersDialog::dx() const
{
    return m_dx->value();
}

int LostNumbersDialog::hitsStopped() const
{
    return m_stops->value();
}

OwnGearDialog::OwnGearDialog(const QString& slot, QWidget* parent) : QDialog(parent), m_slot(slot)
{
    setObjectName(QStringLiteral("ownGearDialog"));
    const bool weapon = slot == QLatin1String("weapon");
    setWindowTitle(weapon ? tr("A weapon for your list") : slot == QLatin1String("shield") ? tr("A shield for your list")
                                                                                           : tr("Armor for your list"));
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("ownName"));
    m_name->setPlaceholderText(weapon ? tr("e.g. Broadsword") : tr("e.g. Chainmail"));
    m_damage = new QLineEdit(this);
    m_damage->setObjectName(QStringLiteral("ownDamage"));
    m_damage->setPlaceholderText(tr("dice, e.g. 2d6"));
    m_st = numberBox(this, QStringLiteral("ownSt"), 0, 100, 0);
    m_st->setSpecialValueText(tr("any"));
    m_dx = numberBox(this, QStringLiteral("ownDx"), -20, 20, 0);
    m_stops = numberBox(this, QStringLiteral("ownStops"), 0, 20, 0);
    m_metal = new QLineEdit(this);
    m_metal->setObjectName(QStringLiteral("ownMetal"));
    m_metal->setPlaceholderText(tr("iron, silver … or empty"));
    auto* form = new QFormLayout;
    form->addRow(tr("Name:"), m_name);
    if (weapon) {
        form->addRow(tr("Damage:"), m_damage);
        form->addRow(tr("ST needed:"), m_st);
    }
    form->addRow(tr("DX change:"), m_dx);
    if (!weapon)
        form->addRow(tr("Hits stopped:"), m_stops);
    form->addRow(tr("Metal:"), m_metal);
    auto* layout = new QVBoxLayout(this);
    auto* about = new QLabel(tr("Added once to this campaign's house rules, and offered to every character from then on."), this);
    about->setWordWrap(true);
    layout->addWidget(about);
    layout->addLayout(form);
    layout->addWidget(okCancel(this));
    setMinimumWidth(380);
}

OwnGear OwnGearDialog::piece() const
{
    OwnGear g;
    g.slot = m_slot;
    g.name = m_name->text();
    g.damage = m_slot == QLatin1String("weapon") ? m_damage->text() : QString();
    g.st = m_slot == QLatin1String("weapon") ? m_st->value() : 0;
    g.dx = m_dx->value();
    g.stops = m_slot == QLatin1String("weapon") ? 0 : m_stops->value();
    g.metal = m_metal->text();
    return g;
}

} // namespace hk
