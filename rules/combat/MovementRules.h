#pragma once

#include "combat/CombatFigure.h"
#include "combat/CombatParameters.h"

#include <QList>

namespace hk {

// The options (a)–(n) of l.118–152 as rules: which a figure may pick, how far each lets it move, and
// which it may switch to after moving (l.155: any option whose movement it has not exceeded, among those
// open to it when its turn began).
namespace MovementRules {

// Options open at the start of the figure's movement: the engaged or the disengaged list. A figure not
// standing may only stand up, or cast or disbelieve without standing (l.135, l.197); one knocked down by
// 8+ hits may only stand up (or stay down and crawl, which is movement, not an option; l.479). Kneeling,
// prone or crawling figures cannot disengage (l.460). Without a ready weapon a figure cannot attack or
// defend; with a weapon at its feet (dropped), it may pick it up (l.148).
QList<MovementOption> available(const CombatParameters& p, bool engaged, const CombatFigure& figure);
// Most hexes an option lets the figure move. ma is its current MA, normalMa its MA before any spell:
// "one-hex" is doubled when MA is doubled but never below one hex when MA is halved (l.160).
int maxHexes(const CombatParameters& p, const MovementOption& option, int ma, int normalMa);
// Whether the figure, having moved `moved` hexes, may now take `option` (l.155).
bool mayChangeTo(const CombatParameters& p, const MovementOption& option, bool engagedAtStart,
                 const CombatFigure& figure, int moved, int normalMa);
QList<MovementOption> legalAfterMoving(const CombatParameters& p, bool engagedAtStart, const CombatFigure& figure,
                                       int moved, int normalMa);

} // namespace MovementRules
} // namespace hk
