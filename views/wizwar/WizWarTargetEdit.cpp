#include "wizwar/WizWarTargetEdit.h"

#include "wizwar/WizWarSnapshot.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLineEdit>

namespace hk {

namespace {
constexpr int NoTarget = -1;
constexpr int Typed = -2;
} // namespace

WizWarTargetEdit::WizWarTargetEdit(QWidget* parent) : QWidget(parent), m_kind(new QComboBox(this)), m_where(new QLineEdit(this))
{
    m_kind->setObjectName(QStringLiteral("targetKind"));
    m_where->setObjectName(QStringLiteral("targetWhere"));
    m_where->setPlaceholderText(tr("C4, or a wall: C4 N"));
    m_where->setMaximumWidth(140);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_kind, 1);
    layout->addWidget(m_where);
    connect(m_kind, &QComboBox::currentIndexChanged, this,
            [this] { m_where->setEnabled(m_kind->currentData().toInt() == Typed); });
    m_where->setEnabled(false);
}

void WizWarTargetEdit::setGame(const WizWarSnapshot& game)
{
    const QVariant kept = m_kind->currentData();
    m_kind->clear();
    m_kind->addItem(tr("No target"), NoTarget);
    const QList<wizwar::Seat>& seats = game.state().seats;
    for (int i = 0; i < seats.size(); ++i)
        if (seats.at(i).alive)
            m_kind->addItem(tr("Wizard: %1").arg(seats.at(i).name), i);
    m_kind->addItem(tr("Square or wall line:"), Typed);
    const int index = m_kind->findData(kept);
    m_kind->setCurrentIndex(index < 0 ? 0 : index);
}

void WizWarTargetEdit::chooseWizard(int seat)
{
    const int index = m_kind->findData(seat);
    if (index >= 0)
        m_kind->setCurrentIndex(index);
}

void WizWarTargetEdit::chooseSquare(const QString& text)
{
    m_kind->setCurrentIndex(m_kind->findData(Typed));
    m_where->setText(text);
}

std::optional<wizwar::Target> WizWarTargetEdit::target(const wizwar::Board& board, QString* error) const
{
    wizwar::Target t;
    const int kind = m_kind->currentData().toInt();
    if (kind == NoTarget)
        return t;
    if (kind >= 0) {
        t.kind = wizwar::Target::Kind::Wizard;
        t.seat = kind;
        return t;
    }
    const QStringList parts = m_where->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const std::optional<wizwar::Square> square = parts.isEmpty() ? std::nullopt : wizwar::Square::fromName(parts.first());
    if (!square || !board.contains(*square) || parts.size() > 2) {
        *error = tr("Type a square of the board such as C4, or a wall line such as C4 N.");
        return std::nullopt;
    }
    if (parts.size() == 1) {
        t.kind = wizwar::Target::Kind::Square;
        t.square = *square;
        return t;
    }
    const std::optional<wizwar::Direction> d = wizwar::directionFromName(parts.at(1));
    if (!d) {
        *error = tr("A wall line is a square and a side: N, E, S or W (C4 N).");
        return std::nullopt;
    }
    t.kind = wizwar::Target::Kind::Edge;
    t.square = *square;
    t.edge = board.edge(*square, *d);
    return t;
}

} // namespace hk
