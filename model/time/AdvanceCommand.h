#pragma once

#include "commands/CampaignCommand.h"
#include "time/AdvanceTime.h"

namespace hk {

// "Advance time" on the GUI's undo stack: the first redo runs the advance; undo and later redos restore
// the recorded before and after states, so undo gives back exactly the campaign as it was.
class AdvanceCommand : public CampaignCommand
{
public:
    AdvanceCommand(Campaign& campaign, int days);
    const AdvanceResult& result() const { return m_result; }

protected:
    bool apply(bool forward, QString* error) override;

private:
    int m_days;
    bool m_done = false;
    AdvanceResult m_result;
};

} // namespace hk
