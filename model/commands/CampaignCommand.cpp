#include "commands/CampaignCommand.h"

#include "campaign/Campaign.h"
#include "db/SqlTransaction.h"
#include "dice/DiceRoller.h"

#include <QUndoStack>

namespace hk {

bool CampaignCommand::run(bool forward, QString* error)
{
    SqlTransaction tx(m_campaign.database());
    if (!tx.isActive()) {
        *error = tx.error();
        return false;
    }
    bool ok = false;
    try {
        ok = apply(forward, error);
    } catch (const DiceError& e) {
        *error = e.message();
        ok = false;
    }
    if (ok && !tx.commit()) {
        *error = tx.error();
        ok = false;
    }
    if (!ok)
        tx.rollback();
    m_campaign.reload();
    return ok;
}

void CampaignCommand::redo()
{
    if (m_skipRedo) {
        m_skipRedo = false;
        return;
    }
    QString error;
    if (!run(true, &error))
        m_campaign.reportError(error);
}

void CampaignCommand::undo()
{
    QString error;
    if (!run(false, &error))
        m_campaign.reportError(error);
}

bool CampaignCommand::pushApplied(Campaign& campaign, CampaignCommand* command, QString* error)
{
    QString e;
    if (!command->run(true, &e)) {
        delete command;
        if (error)
            *error = e;
        campaign.reportError(e);
        return false;
    }
    command->m_skipRedo = true;
    campaign.undoStack()->push(command);
    return true;
}

} // namespace hk
