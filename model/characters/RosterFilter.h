#pragma once

#include <QString>

namespace hk {

// Which characters to list; empty fields match everything.
struct RosterFilter
{
    QString text;      // in the name, party or player
    QString role;
    QString party;
    bool includeArchived = false;
};

} // namespace hk
