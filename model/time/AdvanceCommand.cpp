#include "time/AdvanceCommand.h"

#include <QCoreApplication>

namespace hk {

AdvanceCommand::AdvanceCommand(Campaign& campaign, int days)
    : CampaignCommand(campaign, QCoreApplication::translate("hk::AdvanceCommand", "Advance time by %n day(s)", nullptr, days)),
      m_days(days)
{
}

bool AdvanceCommand::apply(bool forward, QString* error)
{
    if (!m_done) {
        AdvanceTime advance(campaign());
        if (!advance.advance(m_days, &m_result, error))
            return false;
        m_done = true;
        return true;
    }
    // The undo stack keeps later edits in order, so the recorded states are restored without the digest
    // check (a roll on the dice page after the advance must not block its undo).
    return AdvanceTime::restore(campaign(), m_result.snapshotId, forward, true, error);
}

} // namespace hk
