#pragma once

#include "houserules/HouseRule.h"

#include <QStringList>

#include <memory>

namespace hk {

class RulesetPackage;
class Ruleset;

// Turns a campaign's house-rule rows into the in-memory package that sits on top of the book packages:
// each override is applied to a copy of the book entry and validated against its kind; each added entry is
// validated as it stands. A row that no longer fits (its entry vanished from the packages, or a value no
// longer validates) is left out and reported, never applied half-way.
namespace HouseRuleOverlay {

// The entry a row produces, or an error. `book` must be the book-only ruleset.
bool apply(const Ruleset& book, const HouseRule& rule, QJsonObject* entry, QString* error);

std::shared_ptr<RulesetPackage> build(const Ruleset& book, const QList<HouseRule>& rules, QStringList* problems);

} // namespace HouseRuleOverlay
} // namespace hk
