#pragma once

#include "packages/Ruleset.h"

#include <QJsonValue>
#include <QString>

namespace hk {

// House-rule switches as the packages write them: a "rule" entry is on when its defaultOn is true (the
// campaign's house rules overlay that), and its numbers are in its effects list. It exists so the combat
// tracker and the character builder read a switch and its numbers the same way.
namespace RuleToggles {

// The rule entry when it exists and is on; nullptr otherwise.
const RuleEntry* on(const Ruleset& rules, const QString& ruleId);
// The value of the effect with this key, or an undefined value.
QJsonValue effect(const RuleEntry* rule, const QString& key);

} // namespace RuleToggles

} // namespace hk
