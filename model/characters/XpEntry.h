#pragma once

#include "text/EnumKeys.h"

#include <QString>

namespace hk {

// What a line of the experience ledger records.
enum class XpKind { Created, Award, Spend };

// The kind as files, JSON and the CLI name it: "created", "award", "spend".
inline constexpr auto kXpKindKeys =
    enumKeys<XpKind>({{XpKind::Created, "created"}, {XpKind::Award, "award"}, {XpKind::Spend, "spend"}});
static_assert(kXpKindKeys.distinct());

inline QString xpKindKey(XpKind kind)
{
    return kXpKindKeys.toKey(kind);
}

// An unknown key reads as an award.
inline XpKind xpKindFromKey(const QString& key)
{
    return kXpKindKeys.fromKey(key, XpKind::Award);
}

// One line of a character's experience history: an award, a spending, or the character's creation, with
// the attributes and unspent EP right after it (what the charts draw).
struct XpEntry
{
    qint64 id = 0;
    qint64 characterId = 0;
    int day = 0;
    XpKind kind = XpKind::Award;
    int amount = 0;    // EP gained (award) or paid (spend, positive)
    QString attribute; // spend: "st" | "dx" | "iq" | "ma"
    QString reason;
    int st = 0;
    int dx = 0;
    int iq = 0;
    int experience = 0;
    bool operator==(const XpEntry&) const = default;
};

} // namespace hk
