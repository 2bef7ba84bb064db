#pragma once

#include "db/ChangeSet.h"

#include <QUndoCommand>

namespace hk {

class Campaign;

// The one undoable step of a campaign. It holds what its edit changed (a ChangeSet recorded in the edit's own
// transaction) and, for steps kept in the file, their journal entry. It has no edit-specific code: Campaign
// applies the record backwards on undo and forwards on redo, refusing when the rows are no longer as the step
// left them. Only Campaign::change() makes these.
class CampaignCommand : public QUndoCommand
{
public:
    CampaignCommand(Campaign& campaign, const QString& text, ChangeSet changes, qint64 journalId);

    void redo() override;
    void undo() override;

    const ChangeSet& changes() const { return m_changes; }
    qint64 journalId() const { return m_journalId; }

private:
    Campaign& m_campaign;
    ChangeSet m_changes;
    qint64 m_journalId;
};

} // namespace hk
