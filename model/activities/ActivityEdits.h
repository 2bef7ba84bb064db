#pragma once

#include "activities/Activity.h"

#include <functional>

namespace hk {

class Campaign;

// The frame every edit of one existing activity shares: read it inside the change, let the caller check and
// change it (and name the step), write it back — one undoable step, or part of a larger one.
namespace ActivityEdits {

using Edit = std::function<bool(Activity& activity, QString* text, QString* error)>;

bool edit(Campaign& campaign, qint64 activityId, const QString& text, const Edit& edit, QString* error);

// Inside a change: writes a new activity (SQLite picks its id, stored in activity->id).
bool insert(Campaign& campaign, Activity* activity, QString* error);

// Inside a change: pays `amount` dollars out of a purse (0 = the party's) for the activity, with the reason in
// the purse's ledger. Nothing is written for an amount of 0 or less. The caller has checked the purse.
bool pay(Campaign& campaign, qint64 payerId, int amount, const QString& kind, const QString& reason, qint64 activityId,
         QString* error);

} // namespace ActivityEdits
} // namespace hk
