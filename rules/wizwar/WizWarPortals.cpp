// The board's portals as the GM places them, and the random directions some cards call for. Why apart from the
// turn's steps: both are the companion reading the table (where the portal markers stand, what the die shows
// against the overlay), not a player's move.
#include "wizwar/WizWarGame.h"

#include "dice/DiceRoller.h"
#include "i18n/Translate.h"

namespace hk::wizwar {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return translateIn({"hk::wizwar::Game", "hk::wizwar"}, text, disambiguation, n);
}

bool sameEnd(const PortalLink& link, Square at, Direction side)
{
    return (link.from == at && link.fromSide == side) || (link.to == at && link.toSide == side);
}

QString endName(Square at, Direction side)
{
    return at.name() + QLatin1Char(':') + directionLetter(side);
}

QString directionWord(Direction d)
{
    switch (d) {
    case Direction::North: return tr("north");
    case Direction::East: return tr("east");
    case Direction::South: return tr("south");
    case Direction::West: return tr("west");
    }
    return {};
}

} // namespace

bool Game::portalSpot(Square at, Direction side, QString* why) const
{
    // A portal marker stands where an open side leads off the board (l.107–113, 1614–1618).
    const Board b = board();
    if (!b.contains(at)) {
        *why = tr("%1 is not a square of this board").arg(at.name());
        return false;
    }
    if (!b.leadsOff(at, side)) {
        *why = tr("side %1 of %2 does not lie on the board's edge").arg(directionLetter(side), at.name());
        return false;
    }
    if (b.barrier(b.edge(at, side)) != Barrier::None) {
        *why = tr("an outer wall closes side %1 of %2").arg(directionLetter(side), at.name());
        return false;
    }
    for (const PortalLink& link : m_state.portals)
        if (sameEnd(link, at, side)) {
            *why = tr("a portal stands on %1 already").arg(endName(at, side));
            return false;
        }
    return true;
}

bool Game::addPortal(const PortalLink& link, QString* error)
{
    if (m_state.turn.phase == Phase::Over) {
        *error = tr("The game is over: %1 has won.").arg(name(m_state.winner));
        return false;
    }
    if (m_state.portals.size() >= m_params.portalPairs) {
        *error = tr("The box holds %n pair(s) of portals; remove one first.", nullptr, m_params.portalPairs);
        return false;
    }
    if (link.from == link.to && link.fromSide == link.toSide) {
        *error = tr("A portal pair joins two different sides.");
        return false;
    }
    QString why;
    if (!portalSpot(link.from, link.fromSide, &why) || !portalSpot(link.to, link.toSide, &why)) {
        *error = tr("No portal there: %1.").arg(why);
        return false;
    }
    m_state.portals.append(link);
    say(tr("A pair of portals joins %1 and %2.").arg(endName(link.from, link.fromSide), endName(link.to, link.toSide)));
    return true;
}

bool Game::removePortal(Square at, Direction side, QString* error)
{
    if (m_state.turn.phase == Phase::Over) {
        *error = tr("The game is over: %1 has won.").arg(name(m_state.winner));
        return false;
    }
    for (int i = 0; i < m_state.portals.size(); ++i) {
        const PortalLink link = m_state.portals.at(i);
        if (!sameEnd(link, at, side))
            continue;
        m_state.portals.removeAt(i);
        say(tr("The portals on %1 and %2 are taken away.")
                .arg(endName(link.from, link.fromSide), endName(link.to, link.toSide)));
        return true;
    }
    *error = tr("No portal stands on %1.").arg(endName(at, side));
    return false;
}

Direction Game::rollDirection(const QString& why)
{
    // The die read against the overlay (l.1360–1366); the face-to-arrow table is a parameter.
    const int face = m_dice.roll({1, m_params.dieSides, why}).first();
    return Direction(m_params.randomDirections.value(face - 1, 0) & 3);
}

bool Game::randomDirection(int seat, const QString& card, Direction* rolled, QString* error)
{
    if (m_state.turn.phase == Phase::Over) {
        *error = tr("The game is over: %1 has won.").arg(name(m_state.winner));
        return false;
    }
    if (seat < 0 || seat >= m_state.seats.size() || !m_state.seats.at(seat).alive) {
        *error = tr("That wizard is not in play.");
        return false;
    }
    const CardDef* def = card.isEmpty() ? nullptr : m_cards.find(card);
    if (!card.isEmpty() && !def) {
        *error = tr("The card list has no “%1”.").arg(card);
        return false;
    }
    const QString what = def ? def->name : tr("a card");
    const Direction d = rollDirection(tr("A random direction for %1 (%2)").arg(name(seat), what));
    if (rolled)
        *rolled = d;
    say(tr("A random direction for %1 (%2): %3.").arg(name(seat), what, directionWord(d)));
    return true;
}

const CardDef* Game::randomDirectionObjectAt(Square s) const
{
    for (const BoardObject& o : m_state.objects)
        if (!o.onEdge && !o.dropped && o.square == s)
            if (const CardDef* def = cardOf(o.card); def && def->sendsRandomly())
                return def;
    return nullptr;
}

} // namespace hk::wizwar
