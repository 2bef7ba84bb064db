#pragma once

#include "db/ChangeSet.h"

#include <QString>

namespace hk {

// The one undoable step of a campaign. It holds what its edit changed (a ChangeSet recorded in the edit's own
// transaction) and, for steps kept in the file, their journal entry. It has no edit-specific code and does
// nothing itself: Campaign::undo() and redo() apply the record backwards and forwards, refusing when the rows
// are no longer as the step left them. Only Campaign::change() makes these; a ChangeHistory keeps them.
class CampaignCommand
{
public:
    CampaignCommand(const QString& text, ChangeSet changes, qint64 journalId);

    const QString& text() const { return m_text; }

    const ChangeSet& changes() const { return m_changes; }
    qint64 journalId() const { return m_journalId; }

private:
    QString m_text;
    ChangeSet m_changes;
    qint64 m_journalId;
};

} // namespace hk
