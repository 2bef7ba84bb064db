#pragma once

#include <QJsonObject>
#include <QString>

namespace hk {

// A laboratory or wizard's chest the party works in: its type (wizard's lab — also the alchemist's —, chemist's
// lab, or chest), how it is held (owned, being assembled, rented by the week), who pays for it (0 = the party
// purse), its weekly rent and upkeep, and unrepaired explosion damage in dollars.
struct Lab
{
    qint64 id = 0;
    QString name;
    QString labType = QStringLiteral("wizard"); // "wizard" | "chemist" | "chest"
    QString tenure = QStringLiteral("owned");   // "owned" | "rented" | "building"
    qint64 ownerId = 0;                          // who pays; 0 = the party purse
    int rentPerWeek = 0;
    int upkeepPerWeek = 0;
    int damage = 0;                              // dollars of damage not yet repaired
    QString status = QStringLiteral("ready");    // "ready" | "building" | "closed"
    int sinceDay = 0;
    int nextChargeDay = 0;                       // next day rent/upkeep falls due; 0 = none
    QJsonObject data;
    bool operator==(const Lab&) const = default;

    // Ready, not closed, not damaged.
    bool usable() const { return status == QLatin1String("ready") && damage == 0; }
};

} // namespace hk
