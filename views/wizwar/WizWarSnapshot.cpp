#include "wizwar/WizWarSnapshot.h"

#include "dice/ScriptedDiceRoller.h"

namespace hk {

namespace {

// Runs a read-only question on a copy of the state: the engine's getters need a Game, which needs dice.
template <class F>
auto ask(const WizWarSnapshot& s, F f)
{
    wizwar::GameState copy = s.record.state;
    ScriptedDiceRoller none({});
    const wizwar::Game game(copy, *s.parameters, s.library, none);
    return f(game);
}

} // namespace

int WizWarSnapshot::handCount(int seat) const
{
    return isValid() ? ask(*this, [seat](const wizwar::Game& g) { return g.handCount(seat); }) : 0;
}

int WizWarSnapshot::victoryPoints(int seat) const
{
    return isValid() ? ask(*this, [seat](const wizwar::Game& g) { return g.victoryPoints(seat); }) : 0;
}

int WizWarSnapshot::baseSpeed(int seat) const
{
    return isValid() ? ask(*this, [seat](const wizwar::Game& g) { return g.baseSpeed(seat); }) : 0;
}

const wizwar::CardDef* WizWarSnapshot::card(int instance) const
{
    const QString id = record.state.cards.value(instance);
    return id.isEmpty() ? nullptr : library.find(id);
}

QString WizWarSnapshot::cardName(int instance) const
{
    const wizwar::CardDef* def = card(instance);
    return def ? def->name : record.state.cards.value(instance);
}

QString WizWarSnapshot::cardNames(const QList<int>& instances) const
{
    QStringList names;
    for (const int i : instances)
        names.append(cardName(i));
    return names.isEmpty() ? QStringLiteral("—") : names.join(QStringLiteral(", "));
}

int WizWarSnapshot::seatAt(wizwar::Square square) const
{
    const QList<wizwar::Seat>& seats = record.state.seats;
    for (int i = 0; i < seats.size(); ++i)
        if (seats.at(i).alive && seats.at(i).at == square)
            return i;
    return -1;
}

} // namespace hk
