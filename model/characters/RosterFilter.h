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

// A character as a list of names needs it (who does what, who can pay), read without the character's details.
struct RosterEntry
{
    qint64 id = 0;
    QString name;
    QString role;
    bool archived = false;
};

} // namespace hk
