// The Wiz-War page's steps that need no hidden card: punch, resolve an attack, end a spell, drop an item,
// treasure, the Golden Rule's adjustment, and the board's right-click menu.
#include "wizwar/WizWarPage.h"
#include "wizwar/WizWarSteps.h"
#include "wizwar/WizWarDeckEditor.h"

#include "wizwar/WizWarActionDialogs.h"
#include "wizwar/WizWarHandWindow.h"
#include "wizwar/WizWarTargetEdit.h"

#include <QMenu>

namespace hk {

void WizWarPage::punch(int targetSeat)
{
    const int seat = activeSeat();
    if (seat < 0)
        return;
    WizWarPunchDialog dialog(m_game, seat, targetSeat, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    const std::optional<wizwar::AttackChoice> choice = dialog.choice(m_game.board(), &error);
    if (!choice) {
        setStatus(error, true);
        return;
    }
    play(WizWarSteps::attack(*choice));
}

void WizWarPage::resolveAttack()
{
    play(WizWarSteps::resolveAttack());
}

void WizWarPage::endSpell()
{
    if (!m_game.isValid())
        return;
    // Kept-up spells lie face up in front of their players: every one may be listed.
    QList<std::pair<QString, QVariant>> spells;
    const QList<wizwar::Seat>& seats = m_game.state().seats;
    for (int i = 0; i < seats.size(); ++i)
        for (const wizwar::MaintainedSpell& m : seats.at(i).spells)
            spells.append({tr("%1: %2").arg(seats.at(i).name, m_game.cardName(m.card)),
                           QVariantList{i, m_game.state().cards.value(m.card)}});
    if (spells.isEmpty()) {
        setStatus(tr("Nobody keeps a spell up."), true);
        return;
    }
    WizWarPickDialog dialog(tr("End spell"), tr("Which spell ends?"), spells, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QVariantList chosen = dialog.chosen().toList();
    const int seat = chosen.value(0).toInt();
    const QString card = chosen.value(1).toString();
    play(WizWarSteps::endSpell(seat, card));
}

void WizWarPage::dropItem()
{
    const int seat = activeSeat();
    if (seat < 0)
        return;
    QList<std::pair<QString, QVariant>> items;
    for (const int item : m_game.state().seats.at(seat).items)
        items.append({m_game.cardName(item), m_game.state().cards.value(item)});
    if (items.isEmpty()) {
        setStatus(tr("%1 carries no item.").arg(m_game.state().seats.at(seat).name), true);
        return;
    }
    WizWarPickDialog dialog(tr("Drop item"), tr("Which item does %1 drop?").arg(m_game.state().seats.at(seat).name), items, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString card = dialog.chosen().toString();
    play(WizWarSteps::dropItem(seat, card));
}

void WizWarPage::pickUpTreasure()
{
    const int seat = activeSeat();
    if (seat >= 0)
        play(WizWarSteps::pickUpTreasure(seat));
}

void WizWarPage::dropTreasure()
{
    const int seat = activeSeat();
    if (seat >= 0)
        play(WizWarSteps::dropTreasure(seat));
}

void WizWarPage::adjust()
{
    if (!m_game.isValid())
        return;
    WizWarAdjustDialog dialog(m_game, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    const auto place = dialog.placeAt(&error);
    if (!place) {
        setStatus(error, true);
        return;
    }
    const int seat = dialog.seat();
    const int life = dialog.lifeChange();
    const int stun = dialog.stunChange();
    const std::optional<wizwar::Square> at = *place;
    play(WizWarSteps::adjust(seat, life, stun, at));
}

void WizWarPage::randomDirection()
{
    if (!m_game.isValid())
        return;
    // The companion rolls it (l.1360–1366); the card's own effect is then played or adjusted.
    QList<std::pair<QString, QVariant>> wizards;
    const QList<wizwar::Seat>& seats = m_game.state().seats;
    for (int i = 0; i < seats.size(); ++i)
        if (seats.at(i).alive)
            wizards.append({seats.at(i).name, i});
    WizWarPickDialog dialog(tr("Random direction"), tr("For which wizard does a card call for a random direction?"),
                            wizards, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    play(WizWarSteps::randomDirection(dialog.chosen().toInt(), QString()));
}

void WizWarPage::squareMenu(wizwar::Square square, QPoint globalPos)
{
    const int seat = activeSeat();
    if (seat < 0)
        return;
    const wizwar::GameState& s = m_game.state();
    const wizwar::Seat& me = s.seats.at(seat);
    QMenu menu(this);
    const int there = m_game.seatAt(square);
    if (there >= 0 && there != seat) {
        const QString name = s.seats.at(there).name;
        menu.addAction(tr("Punch or strike %1…").arg(name), this, [this, there] { punch(there); });
        menu.addAction(tr("Cast at %1 (%2's hand)…").arg(name, me.name), this, [this, seat, there] {
            if (WizWarHandWindow* hand = showHand(seat))
                hand->targetEdit()->chooseWizard(there);
        });
    }
    menu.addAction(tr("Cast at square %1 (%2's hand)…").arg(square.name(), me.name), this, [this, seat, square] {
        if (WizWarHandWindow* hand = showHand(seat))
            hand->targetEdit()->chooseSquare(square.name());
    });
    if (s.turn.phase == wizwar::Phase::MoveAndCast && me.at != square)
        menu.addAction(tr("Move %1 here").arg(me.name), this, [this, seat, square] { moveWizard(seat, square); });
    if (me.at == square) {
        for (const wizwar::Treasure& t : s.treasures)
            if (t.carriedBy < 0 && t.square == square) {
                menu.addAction(tr("Pick up the treasure"), this, &WizWarPage::pickUpTreasure);
                break;
            }
        if (me.treasure >= 0)
            menu.addAction(tr("Drop the treasure"), this, &WizWarPage::dropTreasure);
        for (const wizwar::BoardObject& o : s.objects)
            if (o.dropped && !o.onEdge && o.square == square) {
                const QString card = s.cards.value(o.card);
                menu.addAction(tr("Pick up %1").arg(m_game.cardName(o.card)), this, [this, seat, card] {
                    play(WizWarSteps::pickUpItem(seat, card));
                });
            }
    }
    menu.exec(globalPos);
}

void WizWarPage::deckEditor(QWidget* over)
{
    if (!m_campaign)
        return;
    WizWarDeckEditor editor(*m_campaign, over);
    editor.exec();
}

} // namespace hk
