#pragma once

#include <QJsonObject>

namespace hk {

struct LearningPlan;
struct BatchPlan;
struct ItemCreationPlan;
struct WorkshopPlan;
struct ResearchPlan;
struct SearchPlan;

// The planners' answers as JSON, written once: the CLI's `learn plan`, `brew plan` and `project plan` print
// these, and the players' page shows them as the preview of a request (PlayerRequests::preview). Why one file:
// the two outputs must show the same numbers under the same keys, and a key added for one is there for both.
// Every field is the rules' arithmetic or the character's own; what the GM keeps secret (research weeks he
// sets) is left out when `players` is true.
namespace PlanJson {

QJsonObject learning(const LearningPlan& p);
QJsonObject batch(const BatchPlan& p);
QJsonObject itemCreation(const ItemCreationPlan& p);
// The item-creation plan with what the campaign adds: the spell's place on the item, its value after, and
// every problem (the rules' and the campaign's).
QJsonObject workshop(const WorkshopPlan& p);
// weeksNeeded only when the rules give it (not when the GM sets it in secret) or for the GM.
QJsonObject research(const ResearchPlan& p, bool players);
QJsonObject search(const SearchPlan& p);

} // namespace PlanJson
} // namespace hk
