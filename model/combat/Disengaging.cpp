#include "combat/Disengaging.h"

#include <algorithm>

namespace hk::Disengaging {

namespace {
bool leftFrom(const EncounterFigure& target, const EncounterFigure& attacker)
{
    return target.disengagedFrom.contains(attacker.body.id);
}
} // namespace

EncounterFigure asStruckBy(const EncounterFigure& target, const EncounterFigure& attacker)
{
    EncounterFigure out = target;
    if (leftFrom(target, attacker))
        out.body.position = target.leftHex;
    return out;
}

int penalty(const EncounterFigure& target, const EncounterFigure& attacker)
{
    if (!leftFrom(target, attacker))
        return 0;
    return -std::max(0, target.disengageDex - attacker.body.adjustedDx());
}

} // namespace hk::Disengaging
