#pragma once

#include "activities/Activity.h"
#include "downtime/ResearchRules.h"
#include "research/ResearchData.h"
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
    // Each works on the research's details `d`; the caller writes them back into the activity.
    bool runWeek(AdvanceContext& context, Activity& a, ResearchData& d, QString* error);
    // `note` says what the week cost so far; the week's history line adds to it.
    bool rollWeek(AdvanceContext& context, Activity& a, ResearchData& d, Character& researcher, const ResearchProject& project,
                  QString note, QString* error);
    bool accident(AdvanceContext& context, Activity& a, ResearchData& d, Character& researcher, const ResearchProject& project,
                  ResearchOutcome outcome, QString* message, QString* note, QString* error);
    bool complete(AdvanceContext& context, Activity& a, ResearchData& d, const Character& researcher,
                  const ResearchProject& project, QString* error);
    bool secrecyRoll(AdvanceContext& context, Activity& a, ResearchData& d, QString* error);
    bool halt(AdvanceContext& context, Activity& a, ResearchData& d, const QString& who, HaltReason reason,
              const QString& message, QString* error);
};

} // namespace hk
