#pragma once

#include <QString>

namespace hk {

class AdvanceContext;

// One kind of work that runs while the calendar moves: a workshop, brewing, learning, rent, recovery…
// AdvanceTime calls every resolver once for each day passed, in a fixed order, inside the advance's
// transaction; a resolver decides itself whether something falls due that day (for example the end of a
// project's week), rolls through the context's dice, writes its own tables and reports events.
class DowntimeResolver
{
public:
    virtual ~DowntimeResolver() = default;
    // A stable name for messages ("workshop", "alchemy", …).
    virtual QString id() const = 0;
    // Resolves whatever falls due on context.day(). Returns false with *error to abort the whole advance.
    virtual bool resolveDay(AdvanceContext& context, QString* error) = 0;
};

} // namespace hk
