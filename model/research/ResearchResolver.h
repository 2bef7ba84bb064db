#pragma once

#include "activities/Activity.h"
#include "downtime/ResearchRules.h"
#include "time/DowntimeResolver.h"

namespace hk {

struct Character;

// Rolls research week by week while the calendar moves: at the end of each week it checks the laboratory,
// pays the week's experiments (a die of hundreds of silver), starts the count over after an interruption
// when the rules demand unbroken work, rolls the week against IQ and applies what the total means —
// progress, a fresh start, the workshop-wrecking accident with its roll to survive, a spoiled potion
// experiment or a lab explosion (hits to the researcher, dollars of damage to the lab) — then completes the
// research or buys the next week's materials. Short of money or lab, the work halts and the GM is told.
// A spell kept from the Wizards' Guild is rolled for each month afterwards; a failed roll gives it away.
class ResearchResolver : public DowntimeResolver
{
public:
    QString id() const override { return QStringLiteral("research"); }
    bool resolveDay(AdvanceContext& context, QString* error) override;

private:
    bool runWeek(AdvanceContext& context, Activity& a, QString* error);
    bool rollWeek(AdvanceContext& context, Activity& a, Character& researcher, const ResearchProject& project, QString* error);
    bool accident(AdvanceContext& context, Activity& a, Character& researcher, const ResearchProject& project,
                  ResearchOutcome outcome, QString* note, QString* error);
    bool complete(AdvanceContext& context, Activity& a, const Character& researcher, const ResearchProject& project,
                  QString* error);
    bool secrecyRoll(AdvanceContext& context, Activity& a, QString* error);
    bool halt(AdvanceContext& context, Activity& a, const QString& who, HaltReason reason, const QString& message,
              QString* error);
};

} // namespace hk
