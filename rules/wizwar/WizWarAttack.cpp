// An attack from its declaration to its end: who may attack what, the punch, the weapon and the attack spell,
// the target's counter spells, and the damage to a wizard, a wall or a door, with death (001 l.569–600,
// 1039–1062, 1256–1334). Why apart from casting: the attack waits between steps for the target's answer.
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

bool Game::mayAttack(int seat, const Target& t, QString* error) const
{
    // One attack a turn, none in the first, not after moving when stunned (l.569–576, 1235–1246); at a wizard in
    // play who is not the attacker, or at a wall or door that can be damaged (l.1039–1062).
    if (!movePhase(seat, error))
        return false;
    const Seat& s = m_state.seats.at(seat);
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
    if (t.kind == Target::Kind::Wizard && (t.seat == seat || t.seat < 0 || t.seat >= m_state.seats.size()
                                           || !m_state.seats.at(t.seat).alive)) {
        *error = t.seat == seat ? tr("A wizard cannot attack himself.") : tr("Attack a wizard in play.");
        return false;
    }
    if (t.kind != Target::Kind::Wizard && t.kind != Target::Kind::Edge) {
        *error = tr("Attack a wizard, a wall or a door.");
        return false;
    }
    if (t.kind == Target::Kind::Edge) {
        const Barrier there = board().barrier(t.edge);
        if (there == Barrier::OuterWall) {
            *error = tr("The labyrinth's outer walls cannot be damaged.");
            return false;
        }
        if (there != Barrier::StoneWall && there != Barrier::Door) {
            *error = tr("There is no wall or door on %1 to attack.").arg(t.edge.name());
            return false;
        }
    }
    return true;
}

bool Game::punchAttack(int seat, const Target& t, PendingAttack* a, QString* what, QString* error)
{
    // A punch: 1 damage to a wizard in his square or the next (l.596–600); it needs no card.
    QString why;
    if (!inRange(seat, CardRange::Adjacent, t, &why)) {
        *error = tr("%1 cannot punch: %2.").arg(name(seat), why);
        return false;
    }
    a->damage = m_params.punchDamage;
    *what = tr("punches");
    return true;
}

bool Game::itemAttack(const AttackChoice& choice, PendingAttack* a, QString* what, QString* error)
{
    const Seat& s = m_state.seats.at(choice.seat);
    const CardDef* def = m_cards.find(choice.item);
    int index = -1;
    for (int i = 0; def && i < s.items.size(); ++i)
        if (m_state.cards.value(s.items.at(i)) == def->id)
            index = i;
    if (index < 0) {
        *error = tr("%1 carries no “%2”.").arg(s.name, def ? def->name : choice.item);
        return false;
    }
    QString why;
    if (!inRange(choice.seat, def->range, choice.target, &why)) {
        *error = tr("%1 cannot attack with %2: %3.").arg(s.name, def->name, why);
        return false;
    }
    a->item = s.items.at(index);
    a->damage = choice.damage.value_or(def->damage);
    *what = tr("attacks with %1").arg(def->name);
    return true;
}

bool Game::spellAttack(const AttackChoice& choice, PendingAttack* a, QString* what, QString* error)
{
    const int seat = choice.seat;
    const CardDef* def = m_cards.find(choice.card);
    if (!def || def->type != CardType::Attack) {
        *error = tr("“%1” is not an attack spell.").arg(def ? def->name : choice.card);
        return false;
    }
    QString why;
    if (!inRange(seat, def->range, choice.target, &why)) {
        *error = tr("%1 cannot cast %2: %3.").arg(name(seat), def->name, why);
        return false;
    }
    int energyInstance = 0;
    const int energy = energyOf(seat, choice.energyCard, &energyInstance, error);
    if (energy < 0)
        return false;
    a->card = takeFromHand(seat, def->id, error);
    if (!a->card) {
        if (energyInstance)
            m_state.seats[seat].hand.append(energyInstance);
        return false;
    }
    toDiscard(energyInstance, seat);
    a->energy = energy;
    a->fire = def->isFire();
    a->damage = choice.damage.value_or(def->damageFromEnergy ? energy : def->damage);
    *what = tr("casts %1 (energy %2)").arg(def->name).arg(energy);
    return true;
}

bool Game::attack(const AttackChoice& choice, QString* error)
{
    const int seat = choice.seat;
    const Target& t = choice.target;
    if (!mayAttack(seat, t, error))
        return false;
    PendingAttack a;
    a.attacker = seat;
    a.targetSeat = t.kind == Target::Kind::Wizard ? t.seat : -1;
    a.targetEdge = t.kind == Target::Kind::Edge;
    a.edge = t.edge;
    QString what;
    const bool ready = choice.punch            ? punchAttack(seat, t, &a, &what, error)
                       : !choice.item.isEmpty() ? itemAttack(choice, &a, &what, error)
                                                : spellAttack(choice, &a, &what, error);
    if (!ready)
        return false;
    if (a.damage < 0) {
        *error = tr("Damage cannot be negative.");
        return false;
    }
    a.active = true;
    m_state.attack = a;
    m_state.turn.attacked = true;
    say(tr("%1 %2 at %3: %n damage unless countered.", nullptr, a.damage)
            .arg(name(seat), what, a.targetEdge ? a.edge.name() : name(a.targetSeat)));
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
    toDiscard(energyInstance, seat);
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
        toDiscard(instance, seat);
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
        toDiscard(a.card, a.attacker);
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
                toDiscard(s.items.takeAt(i), seat);
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
            toDiscard(card, seat);
        say(tr("%1's hand is discarded; nobody scores for this death.").arg(s.name));
    }
}

} // namespace hk::wizwar
