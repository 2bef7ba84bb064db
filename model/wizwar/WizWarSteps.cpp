#include "wizwar/WizWarSteps.h"

namespace hk {

using namespace hk::wizwar;

namespace {

QString seatName(const Game& g, int seat)
{
    return g.state().seats.value(seat).name;
}

QString cardName(const Game& g, const QString& card)
{
    const CardDef* def = g.library().find(card);
    return def ? def->name : card;
}

QString endName(Square at, Direction side)
{
    return at.name() + QLatin1Char(':') + directionLetter(side);
}

} // namespace

WizWarStep WizWarSteps::move(int seat, const QList<Direction>& path, bool throughDoors)
{
    return {[seat](const Game& g) { return tr("Move %1").arg(seatName(g, seat)); },
            [=](Game& g, QString* e) { return g.move(seat, path, throughDoors, e); }};
}

WizWarStep WizWarSteps::moveTo(int seat, Square to, bool throughDoors)
{
    return {[seat, to](const Game& g) { return tr("Move %1 to %2").arg(seatName(g, seat), to.name()); },
            [=](Game& g, QString* e) { return g.moveTo(seat, to, throughDoors, e); }};
}

WizWarStep WizWarSteps::boost(int seat, const QString& card)
{
    return {[seat](const Game& g) { return tr("Boost %1's speed").arg(seatName(g, seat)); },
            [=](Game& g, QString* e) { return g.boostSpeed(seat, card, e); }};
}

WizWarStep WizWarSteps::play(int seat, const QString& card, const Target& target, const QString& energyCard)
{
    return {[card](const Game& g) { return tr("Play %1").arg(cardName(g, card)); },
            [=](Game& g, QString* e) { return g.play(seat, card, target, energyCard, e); }};
}

WizWarStep WizWarSteps::attack(const AttackChoice& choice)
{
    return {[choice](const Game& g) {
                const QString target = choice.target.kind == Target::Kind::Edge ? choice.target.edge.name()
                                                                                 : seatName(g, choice.target.seat);
                if (choice.punch)
                    return tr("Punch %1").arg(target);
                return tr("Attack %1 with %2").arg(target, cardName(g, choice.item.isEmpty() ? choice.card : choice.item));
            },
            [choice](Game& g, QString* e) { return g.attack(choice, e); }};
}

WizWarStep WizWarSteps::counter(int seat, const QString& card, const QString& energyCard)
{
    return {[card](const Game& g) { return tr("Counter with %1").arg(cardName(g, card)); },
            [=](Game& g, QString* e) { return g.counter(seat, card, energyCard, e); }};
}

WizWarStep WizWarSteps::resolveAttack()
{
    return {[](const Game&) { return tr("Let the attack resolve"); },
            [](Game& g, QString* e) { return g.resolveAttack(e); }};
}

WizWarStep WizWarSteps::endSpell(int seat, const QString& card)
{
    return {[card](const Game& g) { return tr("End %1").arg(cardName(g, card)); },
            [=](Game& g, QString* e) { return g.endSpell(seat, card, e); }};
}

WizWarStep WizWarSteps::pickUpTreasure(int seat)
{
    return {[](const Game&) { return tr("Pick up treasure"); },
            [seat](Game& g, QString* e) { return g.pickUpTreasure(seat, e); }};
}

WizWarStep WizWarSteps::pickUpItem(int seat, const QString& card)
{
    return {[card](const Game& g) { return tr("Pick up %1").arg(cardName(g, card)); },
            [=](Game& g, QString* e) { return g.pickUpItem(seat, card, e); }};
}

WizWarStep WizWarSteps::dropTreasure(int seat)
{
    return {[](const Game&) { return tr("Drop treasure"); },
            [seat](Game& g, QString* e) { return g.dropTreasure(seat, e); }};
}

WizWarStep WizWarSteps::dropItem(int seat, const QString& card)
{
    return {[card](const Game& g) { return tr("Drop %1").arg(cardName(g, card)); },
            [=](Game& g, QString* e) { return g.dropItem(seat, card, e); }};
}

WizWarStep WizWarSteps::discard(int seat, const QStringList& cards)
{
    return {[](const Game&) { return tr("Discard"); },
            [=](Game& g, QString* e) { return g.discard(seat, cards, e); }};
}

WizWarStep WizWarSteps::draw(int seat, int count)
{
    return {[](const Game&) { return tr("Draw"); }, [=](Game& g, QString* e) { return g.draw(seat, count, e); }};
}

WizWarStep WizWarSteps::endTurn(int seat)
{
    return {[](const Game&) { return tr("End turn"); }, [seat](Game& g, QString* e) { return g.endTurn(seat, e); }};
}

WizWarStep WizWarSteps::adjust(int seat, int lifeChange, int stunChange, std::optional<Square> placeAt)
{
    return {[seat](const Game& g) { return tr("Adjust %1").arg(seatName(g, seat)); },
            [=](Game& g, QString* e) { return g.adjust(seat, lifeChange, stunChange, placeAt, e); }};
}

WizWarStep WizWarSteps::randomDirection(int seat, const QString& card)
{
    return {[seat](const Game& g) { return tr("Random direction for %1").arg(seatName(g, seat)); },
            [=](Game& g, QString* e) { return g.randomDirection(seat, card, nullptr, e); }};
}

WizWarStep WizWarSteps::addPortal(const PortalLink& link)
{
    return {[link](const Game&) {
                return tr("Add portals %1 and %2").arg(endName(link.from, link.fromSide), endName(link.to, link.toSide));
            },
            [link](Game& g, QString* e) { return g.addPortal(link, e); }};
}

WizWarStep WizWarSteps::removePortal(Square at, Direction side)
{
    return {[=](const Game&) { return tr("Remove the portals at %1").arg(endName(at, side)); },
            [=](Game& g, QString* e) { return g.removePortal(at, side, e); }};
}

} // namespace hk
