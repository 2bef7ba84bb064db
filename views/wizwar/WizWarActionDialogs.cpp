#include "wizwar/WizWarActionDialogs.h"

#include "wizwar/WizWarSnapshot.h"
#include "wizwar/WizWarTargetEdit.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hk {

namespace {

QDialogButtonBox* okCancel(QDialog* dialog)
{
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    QObject::connect(box, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    QObject::connect(box, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    return box;
}

} // namespace

WizWarPickDialog::WizWarPickDialog(const QString& title, const QString& prompt,
                                   const QList<std::pair<QString, QVariant>>& entries, QWidget* parent)
    : QDialog(parent), m_list(new QComboBox(this))
{
    setWindowTitle(title);
    auto* layout = new QVBoxLayout(this);
    auto* label = new QLabel(prompt, this);
    label->setWordWrap(true);
    layout->addWidget(label);
    for (const auto& [text, value] : entries)
        m_list->addItem(text, value);
    layout->addWidget(m_list);
    layout->addWidget(okCancel(this));
}

QVariant WizWarPickDialog::chosen() const
{
    return m_list->currentData();
}

WizWarPunchDialog::WizWarPunchDialog(const WizWarSnapshot& game, int seat, int targetSeat, QWidget* parent)
    : QDialog(parent), m_seat(seat), m_with(new QComboBox(this)), m_target(new WizWarTargetEdit(this))
{
    setWindowTitle(tr("Punch or strike"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_with->setObjectName(QStringLiteral("attackWith"));
    m_with->addItem(tr("A punch"), QString());
    // Carried items are face up on the table: the active wizard may strike with one of them.
    for (const int item : game.state().seats.at(seat).items)
        if (const wizwar::CardDef* def = game.card(item); def && def->isWeapon())
            m_with->addItem(def->name, def->id);
    form->addRow(tr("With:"), m_with);
    m_target->setGame(game);
    if (targetSeat >= 0)
        m_target->chooseWizard(targetSeat);
    form->addRow(tr("Target:"), m_target);
    layout->addLayout(form);
    layout->addWidget(okCancel(this));
}

std::optional<wizwar::AttackChoice> WizWarPunchDialog::choice(const wizwar::Board& board, QString* error) const
{
    const std::optional<wizwar::Target> target = m_target->target(board, error);
    if (!target)
        return std::nullopt;
    wizwar::AttackChoice c;
    c.seat = m_seat;
    c.item = m_with->currentData().toString();
    c.punch = c.item.isEmpty();
    c.target = *target;
    return c;
}

WizWarAdjustDialog::WizWarAdjustDialog(const WizWarSnapshot& game, QWidget* parent)
    : QDialog(parent), m_seat(new QComboBox(this)), m_life(new QSpinBox(this)), m_stun(new QSpinBox(this)),
      m_place(new QLineEdit(this))
{
    setWindowTitle(tr("Adjust a wizard"));
    auto* layout = new QVBoxLayout(this);
    auto* note = new QLabel(tr("For a card's effect the companion cannot know: change life or stun tokens, or put the "
                               "wizard on a square."),
                            this);
    note->setWordWrap(true);
    layout->addWidget(note);
    auto* form = new QFormLayout;
    const QList<wizwar::Seat>& seats = game.state().seats;
    for (int i = 0; i < seats.size(); ++i)
        m_seat->addItem(seats.at(i).name, i);
    m_seat->setCurrentIndex(qMax(0, m_seat->findData(game.state().turn.active)));
    form->addRow(tr("Wizard:"), m_seat);
    const int maxLife = game.parameters ? game.parameters->maximumLife : 20;
    m_life->setRange(-maxLife, maxLife);
    m_life->setPrefix(QStringLiteral("±"));
    form->addRow(tr("Life change:"), m_life);
    m_stun->setRange(-9, 9);
    form->addRow(tr("Stun change:"), m_stun);
    m_place->setPlaceholderText(tr("stays where he is"));
    form->addRow(tr("Put on square:"), m_place);
    layout->addLayout(form);
    layout->addWidget(okCancel(this));
}

int WizWarAdjustDialog::seat() const
{
    return m_seat->currentData().toInt();
}

int WizWarAdjustDialog::lifeChange() const
{
    return m_life->value();
}

int WizWarAdjustDialog::stunChange() const
{
    return m_stun->value();
}

std::optional<std::optional<wizwar::Square>> WizWarAdjustDialog::placeAt(QString* error) const
{
    const QString text = m_place->text().trimmed();
    if (text.isEmpty())
        return std::optional<wizwar::Square>();
    const std::optional<wizwar::Square> s = wizwar::Square::fromName(text);
    if (!s) {
        *error = tr("“%1” is not a square: type a letter and a number, such as C4.").arg(text);
        return std::nullopt;
    }
    return s;
}

} // namespace hk
