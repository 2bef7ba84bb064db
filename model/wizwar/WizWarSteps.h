#pragma once

#include "wizwar/WizWarGames.h"

#include <QCoreApplication>

#include <functional>
#include <optional>

namespace hk {

// One step of a Wiz-War game: its name in the undo history, worked out from the game when the step runs (so
// it can name the player and the card), and its body on the rules engine.
struct WizWarStep
{
    std::function<QString(const wizwar::Game& game)> name;
    WizWarGames::Step body;
};

// Every step a game has, built here once. Why: the window and the CLI used to build their own, so one step had
// two undo names ("Counter spell", "Counter with …"); now both front-ends, the soak and the tests take the step
// from here and hand it to WizWarGames::play, and a step has one name wherever it was taken.
class WizWarSteps
{
    Q_DECLARE_TR_FUNCTIONS(hk::WizWarSteps)
public:
    static WizWarStep move(int seat, const QList<wizwar::Direction>& path, bool throughDoors);
    static WizWarStep moveTo(int seat, wizwar::Square to, bool throughDoors);
    static WizWarStep boost(int seat, const QString& card);
    static WizWarStep play(int seat, const QString& card, const wizwar::Target& target, const QString& energyCard);
    static WizWarStep attack(const wizwar::AttackChoice& choice);
    static WizWarStep counter(int seat, const QString& card, const QString& energyCard);
    static WizWarStep resolveAttack();
    static WizWarStep endSpell(int seat, const QString& card);
    static WizWarStep pickUpTreasure(int seat);
    static WizWarStep pickUpItem(int seat, const QString& card);
    static WizWarStep dropTreasure(int seat);
    static WizWarStep dropItem(int seat, const QString& card);
    static WizWarStep discard(int seat, const QStringList& cards);
    static WizWarStep draw(int seat, int count);
    static WizWarStep endTurn(int seat);
    static WizWarStep adjust(int seat, int lifeChange, int stunChange, std::optional<wizwar::Square> placeAt);
    // A random direction rolled for a card the companion does not play itself (the GM moves the wizard).
    static WizWarStep randomDirection(int seat, const QString& card);
    // The GM's portal editor.
    static WizWarStep addPortal(const wizwar::PortalLink& link);
    static WizWarStep removePortal(wizwar::Square at, wizwar::Direction side);
};

} // namespace hk
