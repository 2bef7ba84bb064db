#pragma once

#include "combat/CombatState.h"

#include <QJsonObject>
#include <QString>

namespace hk {

// One fight of the campaign as stored: its name, whether it is still being set up, running or over, and
// the whole current CombatState.
struct Encounter
{
    qint64 id = 0;
    QString name;
    QString status = QStringLiteral("setup"); // "setup" | "running" | "ended"
    int createdDay = 0;
    CombatState state;
    QString notes;
};

// One line of an encounter's combat log. data holds the numbers (rolls, targets, ST) for the GM's view;
// gmOnly lines (secret rolls, an illusion's nature) never reach the player window.
struct CombatLogEntry
{
    qint64 id = 0;
    qint64 encounterId = 0;
    int turn = 0;
    QString phase;
    QString actor;
    QString kind;
    QString message;
    bool gmOnly = false;
    QJsonObject data;
    QJsonObject toJson() const;
};

} // namespace hk
