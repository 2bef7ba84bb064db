#include "wizwar/WizWarGame.h"

#include "dice/DiceRoller.h"
#include "i18n/Translate.h"

namespace hk::wizwar {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return translateIn({"hk::wizwar::Game", "hk::wizwar"}, text, disambiguation, n);
}

} // namespace

bool Game::inRange(int seat, CardRange range, const Target& target, QString* why) const
{
    const Seat& s = m_state.seats.at(seat);
    const Board b = board();
    Square square = target.square;
    if (target.kind == Target::Kind::Wizard)
        square = m_state.seats.value(target.seat).at;
    switch (range) {
    case CardRange::Anywhere: return true;
    case CardRange::Caster:
        if (target.kind == Target::Kind::Wizard && target.seat == seat)
            return true;
        *why = tr("this card is cast on its caster only");
        return false;
    case CardRange::Adjacent:
        if (target.kind == Target::Kind::Edge) {
            for (int d = 0; d < 4; ++d) // a line is adjacent when it is a side of the caster's square
                if (b.edge(s.at, Direction(d)) == target.edge)
                    return true;
            *why = tr("%1 is not a side of %2's square").arg(target.edge.name(), s.name);
            return false;
        }
        if (b.adjacent(s.at, square))
            return true;
        *why = tr("%1 is not in %2's square or next to it, in sight").arg(square.name(), s.name);
        return false;
    case CardRange::LineOfSight:
        if (target.kind == Target::Kind::Edge ? b.lineOfSightToEdge(s.at, target.edge) : b.lineOfSight(s.at, square))
            return true;
        *why = tr("%1 has no line of sight to %2")
                   .arg(s.name, target.kind == Target::Kind::Edge ? target.edge.name() : square.name());
        return false;
    }
    return false;
}

void Game::removeObject(qint64 id)
{
    for (int i = 0; i < m_state.objects.size(); ++i)
        if (m_state.objects.at(i).id == id) {
            const BoardObject o = m_state.objects.takeAt(i);
            if (o.onEdge)
                m_state.edges[o.edge].createdBy = 0;
            return;
        }
}

void Game::endMaintained(int seat, int index)
{
    // The spell is discarded; what it made leaves the board and its hat goes home (l.854–860).
    const MaintainedSpell m = m_state.seats[seat].spells.takeAt(index);
    if (m.object)
        removeObject(m.object);
    for (Seat& s : m_state.seats)
        if (s.transformation == m.card)
            s.transformation = 0;
    toDiscard(m.card, seat);
}

void Game::transform(int seat, int instance)
{
    // One transformation at a time: a new one ends the old (l.907–911); movement follows the new base speed
    // (l.499–515).
    Seat& s = m_state.seats[seat];
    const int before = baseSpeed(seat);
    for (int owner = 0; owner < m_state.seats.size(); ++owner)
        for (int i = 0; i < m_state.seats.at(owner).spells.size(); ++i)
            if (m_state.seats.at(owner).spells.at(i).card == s.transformation && s.transformation) {
                say(tr("%1's %2 ends: one transformation at a time.").arg(s.name, cardName(s.transformation)));
                endMaintained(owner, i);
                break;
            }
    s.transformation = instance;
    if (m_state.turn.active == seat && m_state.turn.phase == Phase::MoveAndCast)
        m_state.turn.movement += baseSpeed(seat) - before;
}

bool Game::play(int seat, const QString& card, const Target& target, const QString& energyCard, QString* error)
{
    if (!ownTurn(seat, error))
        return false;
    const CardDef* def = m_cards.find(card);
    if (!def) {
        *error = tr("The card list has no “%1”.").arg(card);
        return false;
    }
    if (def->type == CardType::Attack || def->type == CardType::Counter) {
        *error = def->type == CardType::Attack ? tr("“%1” is an attack spell: use attack.").arg(def->name)
                                               : tr("“%1” is a counter spell: it is played against an attack.").arg(def->name);
        return false;
    }
    if (def->type == CardType::Energy) {
        *error = tr("An energy card boosts speed or a spell: use boost, or name it as a spell's energy.");
        return false;
    }
    if (m_state.turn.phase != Phase::MoveAndCast) {
        *error = tr("Cards are played in the Move and Cast phase.");
        return false;
    }
    Target aim = target;
    if (aim.kind == Target::Kind::None && (def->range == CardRange::Caster || def->type == CardType::Item))
        aim = {Target::Kind::Wizard, seat, {}, {}};
    QString why;
    if (def->type != CardType::Item && !inRange(seat, def->range, aim, &why)) {
        *error = tr("%1 cannot play %2: %3.").arg(name(seat), def->name, why);
        return false;
    }
    // A creation needs an empty square that is nobody's home base, or a line without a wall (l.1137–1148).
    const Board b = board();
    const bool onEdge = aim.kind == Target::Kind::Edge;
    if (def->createsObject) {
        if (onEdge) {
            const Barrier there = b.barrier(aim.edge);
            if (there != Barrier::None && there != Barrier::DestroyedWall) {
                *error = tr("A wall cannot be made where one stands already (%1).").arg(aim.edge.name());
                return false;
            }
        } else if (aim.kind != Target::Kind::Square || b.isHomeBase(aim.square) || !squareEmpty(aim.square)) {
            *error = tr("%1 makes an object: aim it at an empty square that is not a home base.").arg(def->name);
            return false;
        }
    }
    int energyCardInstance = 0;
    const int energy = energyOf(seat, energyCard, &energyCardInstance, error);
    if (energy < 0)
        return false;
    const int instance = takeFromHand(seat, def->id, error);
    if (!instance) {
        if (energyCardInstance)
            m_state.seats[seat].hand.append(energyCardInstance);
        return false;
    }
    toDiscard(energyCardInstance, seat);
    Seat& s = m_state.seats[seat];
    if (def->type == CardType::Item) {
        s.items.append(instance);
        say(tr("%1 plays the item %2 and carries it.").arg(s.name, def->name));
        checkHandLimit(seat);
        return true;
    }
    const QString at = aim.kind == Target::Kind::Wizard ? name(aim.seat)
                       : onEdge                          ? aim.edge.name()
                       : aim.kind == Target::Kind::Square ? aim.square.name()
                                                          : tr("the labyrinth");
    if (!def->isMaintained()) {
        toDiscard(instance, seat);
        say(tr("%1 casts %2 at %3 (energy %4).").arg(s.name, def->name, at).arg(energy));
        return true;
    }
    MaintainedSpell m{instance, def->duration == CardDuration::Temporary ? energy : 0,
                      aim.kind == Target::Kind::Wizard ? aim.seat : -1, 0};
    if (def->createsObject) {
        BoardObject o;
        o.id = m_state.nextObjectId++;
        o.card = instance;
        o.maintainer = seat;
        o.onEdge = onEdge;
        if (onEdge) {
            o.edge = aim.edge;
            EdgeState& st = m_state.edges[aim.edge];
            st.createdBy = o.id;
            st.createdBlocksLos = def->blocksLos || def->blocksMovement;
        } else {
            o.square = aim.square;
        }
        m_state.objects.append(o);
        m.object = o.id;
    }
    s.spells.append(m);
    if (def->isTransformation() && m.hatSeat >= 0)
        transform(m.hatSeat, instance);
    say(def->duration == CardDuration::Temporary
            ? tr("%1 casts %2 at %3 with %n energy token(s) and maintains it.", nullptr, energy).arg(s.name, def->name, at)
            : tr("%1 casts %2 at %3 and maintains it.").arg(s.name, def->name, at));
    checkHandLimit(seat);
    return true;
}

bool Game::endSpell(int seat, const QString& card, QString* error)
{
    if (!ownTurn(seat, error) && m_state.mustDiscard != seat)
        return false;
    const CardDef* def = m_cards.find(card);
    Seat& s = m_state.seats[seat];
    for (int i = 0; i < s.spells.size(); ++i)
        if (def && m_state.cards.value(s.spells.at(i).card) == def->id) {
            if (m_state.has(Option::PermanentCreations) && s.spells.at(i).object) {
                *error = tr("Permanent Creations: a caster cannot dispel his own creation.");
                return false;
            }
            endMaintained(seat, i);
            say(tr("%1 ends %2.").arg(s.name, def->name));
            if (m_state.mustDiscard == seat && handCount(seat) <= m_params.maximumHand)
                m_state.mustDiscard = -1;
            return true;
        }
    *error = tr("%1 maintains no “%2”.").arg(s.name, def ? def->name : card);
    return false;
}

} // namespace hk::wizwar
