#pragma once

#include "wizwar/WizWarState.h"

#include <QString>

namespace hk {

// One stored Wiz-War game.
struct WizWarRecord
{
    qint64 id = 0;
    QString name;
    int createdDay = 0;
    wizwar::GameState state;
};

// One line of a game's log; onlySeat >= 0 marks a line for that player's eyes only.
struct WizWarLogEntry
{
    qint64 id = 0;
    int turn = 0;
    QString message;
    int onlySeat = -1;
};

} // namespace hk
