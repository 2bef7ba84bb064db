#include "wizwar/WizWarGame.h"

#include "i18n/Translate.h"

namespace hk::wizwar {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return translateIn({"hk::wizwar::Game", "hk::wizwar"}, text, disambiguation, n);
}

// What stops a step, in words.
QString blockedWhy(const Step& st)
{
    if (st.blockedBy == Barrier::Door)
        return tr("a locked door (play the card that opens it)");
    if (st.blockedBy == Barrier::OuterWall)
        return tr("the labyrinth's outer wall");
    if (st.blockedBy == Barrier::CreatedWall)
        return tr("a wall made by a spell");
    if (st.squareFilled)
        return tr("an object that fills the square");
    return tr("a wall");
}

} // namespace

void Game::startTurn(int seat)
{
    TurnState& t = m_state.turn;
    t.active = seat;
    t.phase = Phase::TimePasses;
    t.boosted = t.attacked = t.moved = t.stunned = false;
    t.drawn = 0;
    say(tr("Turn %1: %2.").arg(t.number).arg(name(seat)));
    timePasses();
    if (m_state.turn.phase == Phase::Over)
        return;
    if (!m_state.seats.at(seat).alive) { // killed by his own lasting spell's effect: the next one plays
        t.phase = Phase::DiscardAndDraw;
        return;
    }
    t.phase = Phase::MoveAndCast;
    t.movement = baseSpeed(seat);
}

void Game::timePasses()
{
    // 1. "When time passes" effects of the active player's spells, 2. one energy token off each temporary
    // spell (discarded at none), 3. one stun token off (l.372–389).
    const int seat = m_state.turn.active;
    for (const MaintainedSpell& m : QList<MaintainedSpell>(m_state.seats.at(seat).spells)) {
        const CardDef* card = cardOf(m.card);
        if (card && card->damagePerTurn > 0 && m.hatSeat >= 0 && m_state.seats.at(m.hatSeat).alive) {
            say(tr("Time passes: %1's %2 deals %3 damage to %4.")
                    .arg(name(seat), card->name)
                    .arg(card->damagePerTurn)
                    .arg(name(m.hatSeat)));
            damageWizard(m.hatSeat, card->damagePerTurn, card->isFire(), m.hatSeat == seat ? -1 : seat);
        }
    }
    Seat& s = m_state.seats[seat];
    for (int i = int(s.spells.size()) - 1; i >= 0; --i) {
        const CardDef* card = cardOf(s.spells.at(i).card);
        if (!card || card->duration != CardDuration::Temporary)
            continue;
        MaintainedSpell& m = s.spells[i];
        m.energy -= 1;
        if (m.energy <= 0) {
            say(tr("Time passes: %1's %2 has no energy left and ends.").arg(s.name, card->name));
            endMaintained(seat, i);
        } else {
            say(tr("Time passes: %1's %2 has %n energy token(s) left.", nullptr, m.energy).arg(s.name, card->name));
        }
    }
    if (m_state.seats.at(seat).stun > 0) {
        m_state.seats[seat].stun -= qMin(m_params.stunRemovedPerTurn, m_state.seats.at(seat).stun);
        m_state.turn.stunned = true;
        say(tr("%1 is stunned this turn: a move or an attack, not both.").arg(name(seat)));
    }
    checkVictory();
}

bool Game::move(int seat, const QList<Direction>& steps, bool throughDoors, QString* error)
{
    if (!movePhase(seat, error))
        return false;
    if (steps.isEmpty()) {
        *error = tr("Name at least one step.");
        return false;
    }
    if (m_state.turn.stunned && m_state.turn.attacked) {
        *error = tr("%1 is stunned and has attacked: no leaving the square this turn.").arg(name(seat));
        return false;
    }
    if (steps.size() > m_state.turn.movement) {
        *error = tr("%1 has %n movement point(s) left.", nullptr, m_state.turn.movement).arg(name(seat));
        return false;
    }
    const Board b = board();
    Seat& s = m_state.seats[seat];
    Square at = s.at;
    QStringList route{at.name()};
    int spent = 0;
    for (Direction d : steps) {
        ++spent;
        // Leaving a square whose object sends wizards at random: the die picks the way and the move ends there
        // (l.1377–1381).
        const CardDef* sender = randomDirectionObjectAt(at);
        if (sender) {
            d = rollDirection(tr("%1 leaves %2 in a random direction").arg(s.name, sender->name));
            say(tr("%1 leaves the %2 on %3 in a random direction: %4.").arg(s.name, sender->name, at.name(), directionLetter(d)));
        }
        const Step st = b.step(at, d, s.placement, throughDoors);
        if (!st.to && sender) {
            say(tr("%1 stays on %2: %3 is in the way.").arg(s.name, at.name(), blockedWhy(st)));
            break;
        }
        if (!st.to) {
            *error = tr("%1 cannot step %2 from %3: %4 is in the way.").arg(s.name, directionLetter(d), at.name(), blockedWhy(st));
            return false;
        }
        at = *st.to;
        QString hop = at.name();
        if (st.via == Step::Via::WrapAround)
            hop += tr(" (wrap-around)");
        else if (st.via == Step::Via::Portal)
            hop += tr(" (portal)");
        route.append(hop);
        if (sender)
            break;
    }
    s.at = at;
    m_state.turn.movement -= spent;
    m_state.turn.moved = true;
    say(tr("%1 moves %2 (%n movement point(s) left).", nullptr, m_state.turn.movement)
            .arg(s.name, route.join(QStringLiteral(" → "))));
    checkVictory();
    return true;
}

bool Game::moveTo(int seat, Square to, bool throughDoors, QString* error)
{
    if (!movePhase(seat, error))
        return false;
    const Board b = board();
    if (!b.contains(to)) {
        *error = tr("%1 is not a square of this board.").arg(to.name());
        return false;
    }
    const Seat& s = m_state.seats.at(seat);
    const auto path = b.path(s.at, to, s.placement, throughDoors, qMax(0, m_state.turn.movement));
    if (!path) {
        *error = tr("%1 cannot reach %2 with %n movement point(s).", nullptr, m_state.turn.movement).arg(s.name, to.name());
        return false;
    }
    if (path->isEmpty()) {
        *error = tr("%1 is already on %2.").arg(s.name, to.name());
        return false;
    }
    return move(seat, *path, throughDoors, error);
}

bool Game::boostSpeed(int seat, const QString& card, QString* error)
{
    if (!ownTurn(seat, error))
        return false;
    if (m_state.turn.boosted) {
        *error = tr("%1 has boosted speed this turn already (once a turn).").arg(name(seat));
        return false;
    }
    int instance = 0;
    const int energy = energyOf(seat, card, &instance, error);
    if (energy < 0)
        return false;
    if (!instance) {
        *error = tr("A speed boost discards a card with an energy value.");
        return false;
    }
    toDiscard(instance, seat);
    m_state.turn.boosted = true;
    m_state.turn.movement += energy;
    say(tr("%1 discards %2 for %3 more movement (%n movement point(s) left).", nullptr, m_state.turn.movement)
            .arg(name(seat), cardName(instance))
            .arg(energy));
    return true;
}

bool Game::pickUpTreasure(int seat, QString* error)
{
    if (!movePhase(seat, error))
        return false;
    Seat& s = m_state.seats[seat];
    if (s.treasure >= 0) {
        *error = tr("%1 carries a treasure already; a wizard carries one at a time.").arg(s.name);
        return false;
    }
    for (Treasure& t : m_state.treasures)
        if (t.carriedBy < 0 && t.square == s.at) {
            t.carriedBy = seat;
            s.treasure = t.id;
            // Picking up a treasure ends Move and Cast (l.984–986).
            m_state.turn.phase = Phase::DiscardAndDraw;
            say(tr("%1 picks up %2's treasure on %3; the Move and Cast phase ends.")
                    .arg(s.name, name(t.owner), s.at.name()));
            checkVictory();
            return true;
        }
    *error = tr("There is no treasure on %1.").arg(s.at.name());
    return false;
}

bool Game::dropTreasure(int seat, QString* error)
{
    if (!movePhase(seat, error))
        return false;
    Seat& s = m_state.seats[seat];
    for (Treasure& t : m_state.treasures)
        if (t.id == s.treasure) {
            t.carriedBy = -1;
            t.square = s.at;
            s.treasure = -1;
            say(tr("%1 drops %2's treasure on %3.").arg(s.name, name(t.owner), s.at.name()));
            checkVictory();
            return true;
        }
    *error = tr("%1 carries no treasure.").arg(s.name);
    return false;
}

bool Game::pickUpItem(int seat, const QString& card, QString* error)
{
    if (!movePhase(seat, error))
        return false;
    Seat& s = m_state.seats[seat];
    const CardDef* def = m_cards.find(card);
    for (int i = 0; i < m_state.objects.size(); ++i) {
        const BoardObject o = m_state.objects.at(i);
        if (!o.dropped || o.square != s.at || !def || m_state.cards.value(o.card) != def->id)
            continue;
        if (m_state.turn.movement < m_params.pickUpCost) {
            *error = tr("Picking up costs %n movement point(s).", nullptr, m_params.pickUpCost);
            return false;
        }
        if (handCount(seat) + 1 > m_params.maximumHand) {
            *error = tr("%1 is at the hand limit of %2: discard a card, end a spell or drop an item first.")
                         .arg(s.name)
                         .arg(m_params.maximumHand);
            return false;
        }
        m_state.objects.removeAt(i);
        s.items.append(o.card);
        m_state.turn.movement -= m_params.pickUpCost;
        say(tr("%1 picks up %2 on %3.").arg(s.name, def->name, s.at.name()));
        if (m_state.has(Option::HeavyItems)) {
            m_state.turn.phase = Phase::DiscardAndDraw;
            say(tr("Heavy Items: the Move and Cast phase ends."));
        }
        return true;
    }
    *error = tr("There is no dropped “%1” on %2.").arg(def ? def->name : card, s.at.name());
    return false;
}

bool Game::dropItem(int seat, const QString& card, QString* error)
{
    if (!ownTurn(seat, error))
        return false;
    Seat& s = m_state.seats[seat];
    const CardDef* def = m_cards.find(card);
    for (int i = 0; i < s.items.size(); ++i)
        if (def && m_state.cards.value(s.items.at(i)) == def->id) {
            BoardObject o;
            o.id = m_state.nextObjectId++;
            o.card = s.items.takeAt(i);
            o.square = s.at;
            o.dropped = true;
            m_state.objects.append(o);
            say(tr("%1 drops %2 on %3.").arg(s.name, def->name, s.at.name()));
            return true;
        }
    *error = tr("%1 carries no “%2”.").arg(s.name, def ? def->name : card);
    return false;
}

bool Game::discard(int seat, const QStringList& cards, QString* error)
{
    const bool forced = m_state.mustDiscard == seat;
    if (!forced) {
        if (!ownTurn(seat, error))
            return false;
        if (m_state.turn.phase == Phase::MoveAndCast) // discarding starts the Discard and Draw phase
            m_state.turn.phase = Phase::DiscardAndDraw;
    }
    if (cards.isEmpty()) {
        *error = tr("Name the cards to discard.");
        return false;
    }
    QStringList names;
    for (const QString& card : cards) {
        const int instance = takeFromHand(seat, card, error);
        if (!instance)
            return false;
        toDiscard(instance, seat);
        names.append(cardName(instance));
    }
    say(tr("%1 discards %2.").arg(name(seat), names.join(QStringLiteral(", "))));
    if (forced && handCount(seat) <= m_params.maximumHand)
        m_state.mustDiscard = -1;
    return true;
}

bool Game::draw(int seat, int count, QString* error)
{
    if (!ownTurn(seat, error))
        return false;
    if (count < 0 || m_state.turn.drawn + count > m_params.drawsPerTurn) {
        *error = tr("A player draws at most %n card(s) a turn.", nullptr, m_params.drawsPerTurn);
        return false;
    }
    if (handCount(seat) + count > m_params.maximumHand) {
        *error = tr("%1 holds %2 of %3 cards (hand, items and maintained spells): %n more may be drawn.", nullptr,
                    qMax(0, m_params.maximumHand - handCount(seat)))
                     .arg(name(seat))
                     .arg(handCount(seat))
                     .arg(m_params.maximumHand);
        return false;
    }
    m_state.turn.phase = Phase::DiscardAndDraw;
    drawInto(seat, count);
    m_state.turn.drawn += count;
    // Drawing, or declining to, ends the turn (l.419–422).
    return endTurn(seat, error);
}

bool Game::endTurn(int seat, QString* error)
{
    if (!ownTurn(seat, error))
        return false;
    m_state.seats[seat].turnsTaken += 1;
    say(tr("%1 ends the turn.").arg(name(seat)));
    const int players = int(m_state.seats.size());
    int next = seat;
    for (int i = 1; i <= players; ++i) {
        const int candidate = (seat + i) % players;
        if (m_state.seats.at(candidate).alive) {
            next = candidate;
            break;
        }
    }
    m_state.turn.number += 1;
    startTurn(next);
    // A player killed in his own Time Passes skips to the next.
    if (m_state.turn.phase == Phase::DiscardAndDraw && !m_state.seats.at(m_state.turn.active).alive)
        return endTurn(m_state.turn.active, error);
    return true;
}

} // namespace hk::wizwar
