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
    toDiscard(m.card);
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
    toDiscard(energyCardInstance);
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
        toDiscard(instance);
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

bool Game::attack(const AttackChoice& choice, QString* error)
{
    const int seat = choice.seat;
    if (!movePhase(seat, error))
        return false;
    Seat& s = m_state.seats[seat];
    if (!m_params.attackOnFirstTurn && s.turnsTaken == 0) {
        *error = tr("A wizard cannot attack in the first turn.");
        return false;
    }
    if (m_state.turn.attacked) {
        *error = tr("%1 has made the attack of this turn (one a turn).").arg(s.name);
        return false;
    }
    if (m_state.turn.stunned && m_state.turn.moved) {
        *error = tr("%1 is stunned and has moved: no attack this turn.").arg(s.name);
        return false;
    }
    const Target& t = choice.target;
    if (t.kind == Target::Kind::Wizard && (t.seat == seat || t.seat < 0 || t.seat >= m_state.seats.size()
                                           || !m_state.seats.at(t.seat).alive)) {
        *error = t.seat == seat ? tr("A wizard cannot attack himself.") : tr("Attack a wizard in play.");
        return false;
    }
    if (t.kind != Target::Kind::Wizard && t.kind != Target::Kind::Edge) {
        *error = tr("Attack a wizard, a wall or a door.");
        return false;
    }
    const Board b = board();
    if (t.kind == Target::Kind::Edge) {
        const Barrier there = b.barrier(t.edge);
        if (there == Barrier::OuterWall) {
            *error = tr("The labyrinth's outer walls cannot be damaged.");
            return false;
        }
        if (there != Barrier::StoneWall && there != Barrier::Door) {
            *error = tr("There is no wall or door on %1 to attack.").arg(t.edge.name());
            return false;
        }
    }
    PendingAttack a;
    a.attacker = seat;
    a.targetSeat = t.kind == Target::Kind::Wizard ? t.seat : -1;
    a.targetEdge = t.kind == Target::Kind::Edge;
    a.edge = t.edge;
    QString why, what;
    if (choice.punch) {
        // A punch: 1 damage to a wizard in his square or the next (l.596–600); it needs no card.
        if (!inRange(seat, CardRange::Adjacent, t, &why)) {
            *error = tr("%1 cannot punch: %2.").arg(s.name, why);
            return false;
        }
        a.damage = m_params.punchDamage;
        what = tr("punches");
    } else if (!choice.item.isEmpty()) {
        const CardDef* def = m_cards.find(choice.item);
        int index = -1;
        for (int i = 0; def && i < s.items.size(); ++i)
            if (m_state.cards.value(s.items.at(i)) == def->id)
                index = i;
        if (index < 0) {
            *error = tr("%1 carries no “%2”.").arg(s.name, def ? def->name : choice.item);
            return false;
        }
        if (!inRange(seat, def->range, t, &why)) {
            *error = tr("%1 cannot attack with %2: %3.").arg(s.name, def->name, why);
            return false;
        }
        a.item = s.items.at(index);
        a.damage = choice.damage.value_or(def->damage);
        what = tr("attacks with %1").arg(def->name);
    } else {
        const CardDef* def = m_cards.find(choice.card);
        if (!def || def->type != CardType::Attack) {
            *error = tr("“%1” is not an attack spell.").arg(def ? def->name : choice.card);
            return false;
        }
        if (!inRange(seat, def->range, t, &why)) {
            *error = tr("%1 cannot cast %2: %3.").arg(s.name, def->name, why);
            return false;
        }
        int energyInstance = 0;
        const int energy = energyOf(seat, choice.energyCard, &energyInstance, error);
        if (energy < 0)
            return false;
        a.card = takeFromHand(seat, def->id, error);
        if (!a.card) {
            if (energyInstance)
                s.hand.append(energyInstance);
            return false;
        }
        toDiscard(energyInstance);
        a.energy = energy;
        a.fire = def->isFire();
        a.damage = choice.damage.value_or(def->damageFromEnergy ? energy : def->damage);
        what = tr("casts %1 (energy %2)").arg(def->name).arg(energy);
    }
    if (a.damage < 0) {
        *error = tr("Damage cannot be negative.");
        return false;
    }
    a.active = true;
    m_state.attack = a;
    m_state.turn.attacked = true;
    say(tr("%1 %2 at %3: %n damage unless countered.", nullptr, a.damage)
            .arg(s.name, what, a.targetEdge ? a.edge.name() : name(a.targetSeat)));
    if (a.targetEdge) // walls play no counter spells
        return resolveAttack(error);
    return true;
}

bool Game::counter(int seat, const QString& card, const QString& energyCard, QString* error)
{
    PendingAttack& a = m_state.attack;
    if (!a.active || a.targetSeat != seat) {
        *error = tr("A counter spell answers an attack on its player's wizard; nothing attacks %1 now.").arg(name(seat));
        return false;
    }
    const CardDef* def = m_cards.find(card);
    if (!def || def->type != CardType::Counter) {
        *error = tr("“%1” is not a counter spell.").arg(def ? def->name : card);
        return false;
    }
    int energyInstance = 0;
    const int energy = energyOf(seat, energyCard, &energyInstance, error);
    if (energy < 0)
        return false;
    const int instance = takeFromHand(seat, def->id, error);
    if (!instance) {
        if (energyInstance)
            m_state.seats[seat].hand.append(energyInstance);
        return false;
    }
    toDiscard(energyInstance);
    a.counters.append(instance);
    QStringList effects;
    if (def->cancelsAttack) {
        a.cancelled = true;
        effects.append(tr("the attack is cancelled"));
    }
    if (def->damageReduction > 0) {
        a.reduced += def->damageReduction;
        effects.append(tr("the damage is reduced by %1").arg(def->damageReduction));
    }
    if (def->isMaintained()) {
        m_state.seats[seat].spells.append({instance, def->duration == CardDuration::Temporary ? energy : 0, seat, 0});
        if (def->isTransformation())
            transform(seat, instance);
        effects.append(tr("%1 maintains it").arg(name(seat)));
    } else {
        toDiscard(instance);
    }
    if (!def->evadeOn.isEmpty()) {
        const int face = m_dice.roll({1, m_params.dieSides, tr("%1 tries to evade with %2").arg(name(seat), def->name)})
                             .first();
        a.evaded = a.evaded || def->evadeOn.contains(face);
        effects.append(def->evadeOn.contains(face) ? tr("rolling %1, the attack is evaded").arg(face)
                                                   : tr("rolling %1, the attack is not evaded").arg(face));
    }
    if (effects.isEmpty())
        effects.append(tr("its effect is on the card"));
    say(tr("%1 counters with %2: %3.").arg(name(seat), def->name, effects.join(QStringLiteral("; "))));
    checkHandLimit(seat);
    return true;
}

bool Game::resolveAttack(QString* error)
{
    PendingAttack a = m_state.attack;
    if (!a.active) {
        *error = tr("No attack waits to resolve.");
        return false;
    }
    m_state.attack = {};
    const int damage = qMax(0, a.damage - a.reduced);
    const CardDef* spell = a.card ? cardOf(a.card) : nullptr;
    // A curse stays on its target while its caster maintains it (l.896, 739–760); a countered one is discarded.
    if (spell && spell->isMaintained() && !a.cancelled && !a.evaded && !a.targetEdge) {
        m_state.seats[a.attacker].spells.append(
            {a.card, spell->duration == CardDuration::Temporary ? a.energy : 0, a.targetSeat, 0});
        say(tr("%1 maintains %2 on %3.").arg(name(a.attacker), spell->name, name(a.targetSeat)));
        checkHandLimit(a.attacker);
    } else if (a.card) {
        toDiscard(a.card);
    }
    if (a.cancelled) {
        say(tr("The attack is cancelled; it still was %1's attack this turn.").arg(name(a.attacker)));
    } else if (a.evaded) {
        say(tr("%1 evades the attack.").arg(name(a.targetSeat)));
    } else if (a.targetEdge) {
        damageEdge(a.edge, damage);
    } else if (damage == 0) {
        say(tr("The attack deals no damage."));
    } else {
        damageWizard(a.targetSeat, damage, a.fire, a.attacker);
    }
    checkVictory();
    return true;
}

void Game::damageWizard(int seat, int amount, bool fire, int attacker)
{
    Seat& s = m_state.seats[seat];
    s.life -= amount;
    say(tr("%1 takes %2 damage: %n life left.", nullptr, s.life).arg(s.name).arg(amount));
    if (fire) // fire damage shatters carried magic stones (l.921–923)
        for (int i = int(s.items.size()) - 1; i >= 0; --i)
            if (const CardDef* c = cardOf(s.items.at(i)); c && c->isMagicStone()) {
                say(tr("The fire shatters %1's %2.").arg(s.name, c->name));
                toDiscard(s.items.takeAt(i));
            }
    if (s.life <= m_params.deathAtLife)
        kill(seat, attacker);
}

void Game::damageEdge(const EdgeKey& edge, int amount)
{
    // One crack for each full 3 damage of one attack; doors break at 3 cracks, stone walls at 5 (l.1039–1062).
    const Board b = board();
    const Barrier kind = b.barrier(edge);
    const int cracks = m_params.damagePerCrack > 0 ? amount / m_params.damagePerCrack : 0;
    EdgeState& st = m_state.edges[edge];
    if (cracks == 0) {
        say(tr("%1 takes %2 damage: less than %3, no crack.").arg(edge.name()).arg(amount).arg(m_params.damagePerCrack));
        return;
    }
    st.cracks += cracks;
    const int limit = kind == Barrier::Door ? m_params.doorCracks : m_params.stoneWallCracks;
    if (st.cracks >= limit) {
        st.destroyed = true;
        say(kind == Barrier::Door ? tr("The door on %1 breaks (%2 cracks).").arg(edge.name()).arg(st.cracks)
                                  : tr("The wall on %1 breaks (%2 cracks).").arg(edge.name()).arg(st.cracks));
    } else {
        say(tr("%1 takes %n crack(s): %2 of %3.", nullptr, cracks).arg(edge.name()).arg(st.cracks).arg(limit));
    }
}

void Game::kill(int seat, int killer)
{
    // Death (l.1309–1334): items dropped where he fell, lasting spells discarded, treasure left there; a direct
    // kill by an attack gives the killer a point and the hand (then he discards to his limit), else the hand
    // is discarded.
    Seat& s = m_state.seats[seat];
    if (!s.alive)
        return;
    s.alive = false;
    say(tr("%1 dies.").arg(s.name));
    for (int item : std::exchange(s.items, {})) {
        BoardObject o;
        o.id = m_state.nextObjectId++;
        o.card = item;
        o.square = s.at;
        o.dropped = true;
        m_state.objects.append(o);
    }
    while (!s.spells.isEmpty())
        endMaintained(seat, int(s.spells.size()) - 1);
    s.transformation = 0;
    for (Treasure& t : m_state.treasures)
        if (t.carriedBy == seat) {
            t.carriedBy = -1;
            t.square = s.at;
        }
    s.treasure = -1;
    if (m_state.mustDiscard == seat)
        m_state.mustDiscard = -1;
    const QList<int> hand = std::exchange(s.hand, {});
    if (killer >= 0 && killer != seat && m_state.seats.at(killer).alive) {
        Seat& k = m_state.seats[killer];
        if (!m_state.has(Option::TreasureHunters))
            k.killPoints += m_params.vpPerKill;
        k.hand += hand;
        say(tr("%1 scores for the kill and takes %2's hand of %n card(s).", nullptr, int(hand.size())).arg(k.name, s.name));
        checkHandLimit(killer);
    } else {
        for (int card : hand)
            toDiscard(card);
        say(tr("%1's hand is discarded; nobody scores for this death.").arg(s.name));
    }
}

} // namespace hk::wizwar
