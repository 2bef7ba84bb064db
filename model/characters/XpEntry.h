#pragma once

#include <QString>

namespace hk {

// What a line of the experience ledger records.
enum class XpKind { Created, Award, Spend };

// The kind as files, JSON and the CLI name it: "created", "award", "spend".
inline QString xpKindKey(XpKind kind)
{
    switch (kind) {
    case XpKind::Created: return QStringLiteral("created");
    case XpKind::Award: return QStringLiteral("award");
    case XpKind::Spend: return QStringLiteral("spend");
    }
    return {};
}

inline XpKind xpKindFromKey(const QString& key)
{
    if (key == QLatin1String("created"))
        return XpKind::Created;
    return key == QLatin1String("spend") ? XpKind::Spend : XpKind::Award;
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
