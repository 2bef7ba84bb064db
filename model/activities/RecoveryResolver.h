#pragma once

#include "time/DowntimeResolver.h"

#include <QHash>

namespace hk {

// Recovery while the calendar moves, at the rates of the ruleset's "recovery-methods" table: fatigue comes
// back with rest (a day of rest is far more than the book's 1 ST per 15 minutes needs), and the wounds of a
// character under proper care heal at the medical-care rate (1 hit every 2 days in Advanced Wizard),
// counted on the campaign calendar so that short advances heal as much as one long one. Archived characters
// and monsters are left alone. One event per character at the end of the advance says what came back.
class RecoveryResolver : public DowntimeResolver
{
public:
    QString id() const override { return QStringLiteral("recovery"); }
    bool resolveDay(AdvanceContext& context, QString* error) override;

private:
    struct Healed
    {
        int wounds = 0;
        int fatigue = 0;
        bool wasUnconscious = false; // at the start of the advance: the report says whether they came round
    };
    std::map<qint64, Healed> m_healed; // over the current advance, by character id: events in a fixed order
};

} // namespace hk
