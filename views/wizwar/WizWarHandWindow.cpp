#include "wizwar/WizWarHandWindow.h"
#include "wizwar/WizWarSteps.h"

#include "main/FlowLayout.h"
#include "main/StatusColors.h"
#include "wizwar/WizWarPage.h"
#include "wizwar/WizWarTargetEdit.h"
#include "wizwar/WizWarText.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hk {

WizWarHandWindow::WizWarHandWindow(WizWarPage* page, int seat) : QDialog(page), m_page(page), m_seat(seat)
{
    setAttribute(Qt::WA_DeleteOnClose);
    setModal(false);
    setObjectName(QStringLiteral("wizWarHand%1").arg(seat));
    auto* layout = new QVBoxLayout(this);
    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    layout->addWidget(m_title);
    m_cards = new QTableWidget(0, 4, this);
    m_cards->setObjectName(QStringLiteral("handCards"));
    m_cards->setHorizontalHeaderLabels({tr("Card"), tr("Type"), tr("Range"), tr("Energy")});
    m_cards->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_cards->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_cards->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_cards->verticalHeader()->hide();
    m_cards->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_cards->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_cards->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_cards->horizontalHeader()->setSectionResizeMode(3, QHeaderView::ResizeToContents);
    layout->addWidget(m_cards, 2);

    auto* form = new QFormLayout;
    m_target = new WizWarTargetEdit(this);
    form->addRow(tr("Target:"), m_target);
    m_energy = new QComboBox(this);
    m_energy->setObjectName(QStringLiteral("energyCard"));
    form->addRow(tr("Energy card:"), m_energy);
    m_damage = new QSpinBox(this);
    m_damage->setObjectName(QStringLiteral("damage"));
    m_damage->setRange(0, 99);
    m_damage->setSpecialValueText(tr("as the card says"));
    m_damage->setToolTip(tr("The attack's damage, when the companion does not know the card's"));
    form->addRow(tr("Damage:"), m_damage);
    layout->addLayout(form);

    auto* buttons = new QWidget(this);
    auto* flow = new FlowLayout(buttons);
    flow->setContentsMargins(0, 0, 0, 0);
    auto add = [&](const QString& name, const QString& text, auto slot) {
        auto* b = new QPushButton(text, buttons);
        b->setObjectName(name);
        connect(b, &QPushButton::clicked, this, slot);
        flow->addWidget(b);
        m_buttons.append(b);
    };
    add(QStringLiteral("play"), tr("Play"), [this] { playSelected(); });
    add(QStringLiteral("attack"), tr("Attack"), [this] { attackSelected(); });
    add(QStringLiteral("counter"), tr("Counter"), [this] { counterSelected(); });
    add(QStringLiteral("boost"), tr("Boost speed"), [this] { boostSelected(); });
    add(QStringLiteral("discard"), tr("Discard"), [this] { discardSelected(); });
    add(QStringLiteral("draw1"), tr("Draw 1"), [this] { draw(1); });
    add(QStringLiteral("draw2"), tr("Draw 2"), [this] { draw(2); });
    add(QStringLiteral("endTurn"), tr("End turn"), [this] { endTurn(); });
    layout->addWidget(buttons);

    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->hide();
    layout->addWidget(m_message);
    m_log = new QListWidget(this);
    m_log->setObjectName(QStringLiteral("handLog"));
    m_log->setWordWrap(true);
    layout->addWidget(m_log, 1);

    connect(m_cards, &QTableWidget::itemSelectionChanged, this, &WizWarHandWindow::updateButtons);
    connect(page, &WizWarPage::gameChanged, this, &WizWarHandWindow::refresh);
    resize(480, 560);
    refresh();
}

void WizWarHandWindow::refresh()
{
    const WizWarSnapshot& game = m_page->game();
    if (!game.isValid() || m_seat >= game.state().seats.size()) {
        close();
        return;
    }
    const wizwar::Seat& seat = game.state().seats.at(m_seat);
    setWindowTitle(tr("%1's hand").arg(seat.name));
    m_title->setText(tr("<b>%1</b> (%2): %n card(s) in hand. Only %1 should look at this window.", nullptr,
                        int(seat.hand.size()))
                         .arg(seat.name.toHtmlEscaped(), WizWarText::colourName(seat.colour)));
    const QString kept = selectedCard();
    m_cards->setRowCount(int(seat.hand.size()));
    const QString energyKept = energyCard();
    m_energy->clear();
    m_energy->addItem(tr("None (the spell's own energy)"), QString());
    for (int row = 0; row < seat.hand.size(); ++row) {
        const wizwar::CardDef* def = game.card(seat.hand.at(row));
        const QString id = game.state().cards.value(seat.hand.at(row));
        auto* name = new QTableWidgetItem(game.cardName(seat.hand.at(row)));
        name->setData(Qt::UserRole, id);
        m_cards->setItem(row, 0, name);
        m_cards->setItem(row, 1, new QTableWidgetItem(def ? WizWarText::typeName(def->type) : QString()));
        m_cards->setItem(row, 2, new QTableWidgetItem(def ? WizWarText::rangeName(def->range) : QString()));
        m_cards->setItem(row, 3, new QTableWidgetItem(def && def->energyValue ? QString::number(def->energyValue) : QString()));
        if (def && def->energyValue > 0 && m_energy->findData(id) < 0)
            m_energy->addItem(def->name, id);
    }
    m_energy->setCurrentIndex(qMax(0, m_energy->findData(energyKept)));
    for (int row = 0; row < m_cards->rowCount(); ++row)
        if (m_cards->item(row, 0)->data(Qt::UserRole).toString() == kept) {
            m_cards->selectRow(row);
            break;
        }
    m_target->setGame(game);
    m_log->clear();
    for (const WizWarLogEntry& e : m_page->log(m_seat)) {
        auto* item = new QListWidgetItem(e.message, m_log);
        item->setToolTip(tr("Turn %1").arg(e.turn));
        if (e.onlySeat == m_seat) {
            QFont f = item->font();
            f.setItalic(true);
            item->setFont(f);
            item->setToolTip(tr("Turn %1; only %2 sees this line").arg(e.turn).arg(seat.name));
        }
    }
    m_log->scrollToBottom();
    updateButtons();
}

void WizWarHandWindow::updateButtons()
{
    const WizWarSnapshot& game = m_page->game();
    if (!game.isValid())
        return;
    const wizwar::GameState& s = game.state();
    const bool over = s.winner >= 0 || s.turn.phase == wizwar::Phase::Over;
    const bool active = !over && s.turn.active == m_seat;
    const bool card = !selectedCard().isEmpty();
    for (QPushButton* b : std::as_const(m_buttons)) {
        const QString n = b->objectName();
        if (n == QLatin1String("counter"))
            b->setEnabled(!over && card && s.attack.active && s.attack.targetSeat == m_seat);
        else if (n == QLatin1String("discard"))
            b->setEnabled(!over && card);
        else if (n == QLatin1String("draw1") || n == QLatin1String("draw2") || n == QLatin1String("endTurn"))
            b->setEnabled(active);
        else
            b->setEnabled(active && card);
    }
}

QStringList WizWarHandWindow::cardNames() const
{
    QStringList out;
    for (int row = 0; row < m_cards->rowCount(); ++row)
        out.append(m_cards->item(row, 0)->text());
    return out;
}

QString WizWarHandWindow::messageText() const
{
    return m_message->text();
}

void WizWarHandWindow::selectCard(int row)
{
    m_cards->selectRow(row);
}

QString WizWarHandWindow::selectedCard() const
{
    const QStringList cards = selectedCards();
    return cards.isEmpty() ? QString() : cards.first();
}

QStringList WizWarHandWindow::selectedCards() const
{
    QStringList out;
    const QModelIndexList rows = m_cards->selectionModel() ? m_cards->selectionModel()->selectedRows() : QModelIndexList();
    for (const QModelIndex& index : rows)
        out.append(m_cards->item(index.row(), 0)->data(Qt::UserRole).toString());
    return out;
}

QString WizWarHandWindow::energyCard() const
{
    return m_energy->currentData().toString();
}

void WizWarHandWindow::report(bool ok)
{
    m_message->setText(m_page->statusText());
    m_message->setStyleSheet(StatusColors::bannerStyle(!ok));
    m_message->setVisible(!m_message->text().isEmpty());
}

bool WizWarHandWindow::play(const WizWarStep& step)
{
    const bool ok = m_page->play(step);
    report(ok);
    return ok;
}

bool WizWarHandWindow::playSelected()
{
    QString error;
    const std::optional<wizwar::Target> target = m_target->target(m_page->game().board(), &error);
    if (!target) {
        m_page->setStatus(error, true);
        report(false);
        return false;
    }
    const QString card = selectedCard();
    const QString energy = energyCard() == card ? QString() : energyCard();
    return play(WizWarSteps::play(m_seat, card, *target, energy));
}

bool WizWarHandWindow::attackSelected()
{
    QString error;
    const std::optional<wizwar::Target> target = m_target->target(m_page->game().board(), &error);
    if (!target) {
        m_page->setStatus(error, true);
        report(false);
        return false;
    }
    wizwar::AttackChoice choice;
    choice.seat = m_seat;
    choice.card = selectedCard();
    choice.target = *target;
    choice.energyCard = energyCard() == choice.card ? QString() : energyCard();
    if (m_damage->value() > 0)
        choice.damage = m_damage->value();
    return play(WizWarSteps::attack(choice));
}

bool WizWarHandWindow::counterSelected()
{
    const QString card = selectedCard();
    const QString energy = energyCard() == card ? QString() : energyCard();
    return play(WizWarSteps::counter(m_seat, card, energy));
}

bool WizWarHandWindow::boostSelected()
{
    return play(WizWarSteps::boost(m_seat, selectedCard()));
}

bool WizWarHandWindow::discardSelected()
{
    return play(WizWarSteps::discard(m_seat, selectedCards()));
}

bool WizWarHandWindow::draw(int count)
{
    return play(WizWarSteps::draw(m_seat, count));
}

bool WizWarHandWindow::endTurn()
{
    return play(WizWarSteps::endTurn(m_seat));
}

} // namespace hk
