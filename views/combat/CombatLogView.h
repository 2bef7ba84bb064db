#pragma once

#include "combat/Encounter.h"

#include <QTreeWidget>

namespace hk {

// The combat log of one encounter as a list: turn, phase and what happened, newest at the bottom and kept
// in view. GM-only lines (secret rolls, what an illusion really is) are shown in italics with a "GM" tag so
// the GM never reads one out by mistake; the player window fills it with the players' log only.
class CombatLogView : public QTreeWidget
{
    Q_OBJECT
public:
    explicit CombatLogView(QWidget* parent = nullptr);

    void setEntries(const QList<CombatLogEntry>& entries);
    // Long lines wrap instead of being cut short (the players' window, with room to spare).
    void setWrapping(bool wrap);
    int entryCount() const { return topLevelItemCount(); }
    // Every message shown, in order (tests).
    QStringList messages() const;
};

} // namespace hk
