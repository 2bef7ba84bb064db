#include "wizwar/WizWarGame.h"

#include "dice/DiceRoller.h"
#include "i18n/Translate.h"

#include <algorithm>
#include <numeric>

namespace hk::wizwar {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return translateIn({"hk::wizwar::Game", "hk::wizwar"}, text, disambiguation, n);
}

} // namespace

Game::Game(GameState& state, const Parameters& parameters, const CardLibrary& cards, DiceRoller& dice)
    : m_state(state), m_params(parameters), m_cards(cards), m_dice(dice)
{
}

QStringList Game::colours()
{
    // The four player colours the rulebook's examples use (l.612–622, 1216–1224).
    return {QStringLiteral("red"), QStringLiteral("blue"), QStringLiteral("green"), QStringLiteral("yellow")};
}

QString Game::name(int seat) const
{
    return seat >= 0 && seat < m_state.seats.size() ? m_state.seats.at(seat).name : QString();
}

const CardDef* Game::cardOf(int instance) const
{
    return m_cards.find(m_state.cards.value(instance));
}

QString Game::cardName(int instance) const
{
    const CardDef* c = cardOf(instance);
    return c ? c->name : m_state.cards.value(instance);
}

int Game::baseSpeed(int seat) const
{
    const Seat& s = m_state.seats.at(seat);
    if (s.transformation)
        if (const CardDef* form = cardOf(s.transformation); form && form->baseSpeed > 0)
            return form->baseSpeed;
    return m_params.baseSpeed;
}

int Game::handCount(int seat) const
{
    const Seat& s = m_state.seats.at(seat);
    int count = int(s.hand.size() + s.items.size());
    if (!m_state.has(Option::UnclutteredMinds))
        for (const MaintainedSpell& m : s.spells)
            if (!(m_state.has(Option::PermanentCreations) && m.object))
                ++count;
    return count;
}

int Game::victoryPoints(int seat) const
{
    // Kills are kept; an enemy treasure counts only while it lies in his home base (l.440–465).
    const Seat& s = m_state.seats.at(seat);
    const Square home = board().homeBase(s.placement);
    int points = s.killPoints;
    for (const Treasure& t : m_state.treasures)
        if (t.owner != seat && t.carriedBy < 0 && t.square == home)
            points += m_params.vpPerTreasure;
    return points;
}

bool Game::ownTurn(int seat, QString* error) const
{
    if (m_state.turn.phase == Phase::Over) {
        *error = tr("The game is over: %1 has won.").arg(name(m_state.winner));
        return false;
    }
    if (seat < 0 || seat >= m_state.seats.size()) {
        *error = tr("There is no such player in this game.");
        return false;
    }
    if (m_state.turn.active != seat) {
        *error = tr("It is %1's turn, not %2's.").arg(name(m_state.turn.active), name(seat));
        return false;
    }
    return free(error);
}

bool Game::free(QString* error) const
{
    if (m_state.attack.active) {
        *error = tr("%1's attack on %2 waits: %2 plays a counter spell or lets it resolve.")
                     .arg(name(m_state.attack.attacker),
                          m_state.attack.targetEdge ? m_state.attack.edge.name() : name(m_state.attack.targetSeat));
        return false;
    }
    if (m_state.mustDiscard >= 0) {
        *error = tr("%1 holds more than %2 cards and must discard first.")
                     .arg(name(m_state.mustDiscard))
                     .arg(m_params.maximumHand);
        return false;
    }
    return true;
}

bool Game::movePhase(int seat, QString* error) const
{
    if (!ownTurn(seat, error))
        return false;
    if (m_state.turn.phase != Phase::MoveAndCast) {
        *error = tr("%1's Move and Cast phase is over for this turn.").arg(name(seat));
        return false;
    }
    return true;
}

int Game::takeFromHand(int seat, const QString& card, QString* error)
{
    Seat& s = m_state.seats[seat];
    const CardDef* def = m_cards.find(card);
    for (int i = 0; i < s.hand.size(); ++i)
        if (def && m_state.cards.value(s.hand.at(i)) == def->id)
            return s.hand.takeAt(i);
    *error = tr("%1 holds no “%2”.").arg(s.name, def ? def->name : card);
    return 0;
}

int Game::energyOf(int seat, const QString& energyCard, int* instance, QString* error)
{
    *instance = 0;
    if (energyCard.isEmpty())
        return m_params.defaultSpellEnergy;
    const CardDef* def = m_cards.find(energyCard);
    if (!def || def->energyValue <= 0) {
        *error = tr("“%1” has no energy value to spend.").arg(def ? def->name : energyCard);
        return -1;
    }
    *instance = takeFromHand(seat, energyCard, error);
    return *instance ? def->energyValue : -1;
}

void Game::toDiscard(int instance, int seat)
{
    // Under the Custom Spellbook a card goes to the discard pile of the group whose player discards it (l.1416–1417).
    if (instance)
        m_state.discardOf(seat).append(instance);
}

QList<int> Game::shuffled(QList<int> cards, const QString& why)
{
    // One sort key a card, so the whole shuffle is one roll of the campaign's dice (scripted in tests).
    if (cards.size() < 2)
        return cards;
    const QList<int> keys = m_dice.roll({int(cards.size()), 1000, why});
    QList<int> order(cards.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&keys](int a, int b) { return keys.at(a) < keys.at(b); });
    QList<int> out;
    for (int i : order)
        out.append(cards.at(i));
    return out;
}

void Game::reshuffle(int seat)
{
    // An empty deck is the discard pile turned over and shuffled (l.424–425); each group its own (l.1416–1417).
    QList<int>& deck = m_state.deckOf(seat);
    deck = shuffled(std::exchange(m_state.discardOf(seat), {}), tr("Shuffle the discard pile into a new Magic deck"));
    say(tr("The Magic deck ran out: the discard pile is shuffled into a new deck of %n card(s).", nullptr, int(deck.size())));
}

void Game::drawInto(int seat, int count)
{
    Seat& s = m_state.seats[seat];
    QStringList names;
    int drawn = 0;
    for (int i = 0; i < count; ++i) {
        if (m_state.deckOf(seat).isEmpty())
            reshuffle(seat);
        if (m_state.deckOf(seat).isEmpty())
            break;
        const int card = m_state.deckOf(seat).takeFirst();
        s.hand.append(card);
        names.append(cardName(card));
        ++drawn;
    }
    say(tr("%1 draws %n card(s).", nullptr, drawn).arg(s.name));
    if (drawn)
        say(tr("%1 drew: %2.").arg(s.name, names.join(QStringLiteral(", "))), seat);
}

void Game::checkHandLimit(int seat)
{
    if (seat >= 0 && m_state.seats.at(seat).alive && handCount(seat) > m_params.maximumHand && m_state.mustDiscard < 0)
        m_state.mustDiscard = seat;
}

bool Game::squareEmpty(Square s) const
{
    for (const Seat& seat : m_state.seats)
        if (seat.alive && seat.at == s)
            return false;
    for (const Treasure& t : m_state.treasures)
        if (t.carriedBy < 0 && t.square == s)
            return false;
    for (const BoardObject& o : m_state.objects)
        if (!o.onEdge && o.square == s)
            return false;
    return true;
}

void Game::checkVictory()
{
    if (m_state.turn.phase == Phase::Over)
        return;
    const Board b = board();
    // Deadly Treasures: both of a player's treasures in rival home bases kill him, for no points (l.1420–1425).
    if (m_state.has(Option::DeadlyTreasures))
        for (int seat = 0; seat < m_state.seats.size(); ++seat) {
            if (!m_state.seats.at(seat).alive)
                continue;
            int captured = 0;
            for (const Treasure& t : m_state.treasures)
                if (t.owner == seat && t.carriedBy < 0 && b.isHomeBase(t.square)
                    && t.square != b.homeBase(m_state.seats.at(seat).placement))
                    ++captured;
            if (captured >= m_params.treasuresPerPlayer) {
                say(tr("Both of %1's treasures lie in rival home bases: %1 dies (Deadly Treasures).").arg(name(seat)));
                kill(seat, -1);
            }
        }
    QList<int> alive;
    for (int seat = 0; seat < m_state.seats.size(); ++seat)
        if (m_state.seats.at(seat).alive)
            alive.append(seat);
    int winner = -1;
    QString reason;
    if (alive.size() == 1) {
        winner = alive.first();
        reason = tr("%1 is the only wizard left alive.").arg(name(winner));
    } else {
        for (int seat : alive) {
            const int points = victoryPoints(seat);
            if (points >= m_state.victoryPointsToWin) {
                winner = seat;
                reason = tr("%1 reaches %n victory point(s).", nullptr, points).arg(name(seat));
                break;
            }
        }
    }
    if (winner >= 0) {
        m_state.winner = winner;
        m_state.winReason = reason;
        m_state.turn.phase = Phase::Over;
        m_state.attack = {};
        say(tr("%1 wins the Wiz-War. %2").arg(name(winner), reason));
    }
}

bool Game::adjust(int seat, int lifeChange, int stunChange, std::optional<Square> placeAt, QString* error)
{
    if (seat < 0 || seat >= m_state.seats.size() || !m_state.seats.at(seat).alive) {
        *error = tr("That wizard is not in play.");
        return false;
    }
    if (m_state.turn.phase == Phase::Over) {
        *error = tr("The game is over: %1 has won.").arg(name(m_state.winner));
        return false;
    }
    Seat& s = m_state.seats[seat];
    if (placeAt && !board().contains(*placeAt)) {
        *error = tr("%1 is not a square of this board.").arg(placeAt->name());
        return false;
    }
    // An adjustment that changes nothing is refused, so it neither logs a line nor leaves an empty undo step.
    const bool moves = placeAt && !(*placeAt == s.at);
    const bool stuns = qMax(0, s.stun + stunChange) != s.stun;
    const bool heals = lifeChange > 0 ? qMin(m_params.maximumLife, s.life + lifeChange) != s.life : lifeChange < 0;
    if (!moves && !stuns && !heals) {
        *error = tr("That changes nothing for %1: %2 life, %n stun token(s), on %3.", nullptr, s.stun).arg(s.name).arg(s.life).arg(s.at.name());
        return false;
    }
    if (moves) {
        s.at = *placeAt;
        say(tr("%1 is placed on %2 (a card's effect).").arg(s.name, placeAt->name()));
    }
    if (stuns) {
        s.stun = qMax(0, s.stun + stunChange);
        say(tr("%1 has %n stun token(s) (a card's effect).", nullptr, s.stun).arg(s.name));
    }
    if (lifeChange > 0 && heals) {
        // Life never rises above the maximum; the rest is lost (l.1305–1307).
        s.life = qMin(m_params.maximumLife, s.life + lifeChange);
        say(tr("%1 heals to %2 life (a card's effect).").arg(s.name).arg(s.life));
    } else if (lifeChange < 0) {
        s.life += lifeChange;
        say(tr("%1 loses %n life (a card's effect).", nullptr, -lifeChange).arg(s.name));
        if (s.life <= m_params.deathAtLife)
            kill(seat, -1);
    }
    checkVictory();
    return true;
}

} // namespace hk::wizwar
