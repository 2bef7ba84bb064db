#pragma once

#include "text/EnumKeys.h"

#include <QJsonObject>
#include <QString>

namespace hk {

// How a laboratory is held: owned, rented by the week, or being assembled (owned once it is ready).
enum class LabTenure { Owned, Rented, Building };
// Whether it can be used: ready, still being assembled, or given up.
enum class LabStatus { Ready, Building, Closed };

// The keys the file's lab table and the CLI use ("owned", "rented", "building"; "ready", "building", "closed").
inline constexpr auto kLabTenureKeys =
    enumKeys<LabTenure>({{LabTenure::Owned, "owned"}, {LabTenure::Rented, "rented"}, {LabTenure::Building, "building"}});
static_assert(kLabTenureKeys.distinct());
inline constexpr auto kLabStatusKeys =
    enumKeys<LabStatus>({{LabStatus::Ready, "ready"}, {LabStatus::Building, "building"}, {LabStatus::Closed, "closed"}});
static_assert(kLabStatusKeys.distinct());

inline QString labTenureKey(LabTenure tenure)
{
    return kLabTenureKeys.toKey(tenure);
}
inline QString labStatusKey(LabStatus status)
{
    return kLabStatusKeys.toKey(status);
}

// A laboratory or wizard's chest the party works in: its type (wizard's lab — also the alchemist's —, chemist's
// lab, or chest), how it is held (owned, being assembled, rented by the week), who pays for it (0 = the party
// purse), its weekly rent and upkeep, and unrepaired explosion damage in dollars.
struct Lab
{
    qint64 id = 0;
    QString name;
    QString labType = QStringLiteral("wizard"); // "wizard" | "chemist" | "chest"
    LabTenure tenure = LabTenure::Owned;
    qint64 ownerId = 0;                          // who pays; 0 = the party purse
    int rentPerWeek = 0;
    int upkeepPerWeek = 0;
    int damage = 0;                              // dollars of damage not yet repaired
    LabStatus status = LabStatus::Ready;
    int sinceDay = 0;
    int nextChargeDay = 0;                       // next day rent/upkeep falls due; 0 = none
    QJsonObject data;
    bool operator==(const Lab&) const = default;

    // Ready, not closed, not damaged.
    bool usable() const { return status == LabStatus::Ready && damage == 0; }
};

} // namespace hk
