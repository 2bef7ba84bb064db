#pragma once

#include "db/ChangeSet.h"

#include <QString>

namespace hk {

class Campaign;

// The one undoable step of a campaign. It holds what its edit changed (a ChangeSet recorded in the edit's own
// transaction) and, for steps kept in the file, their journal entry. It has no edit-specific code: Campaign
// applies the record backwards on undo and forwards on redo, refusing when the rows are no longer as the step
// left them. Only Campaign::change() makes these; a ChangeHistory keeps them.
class CampaignCommand
{
public:
    CampaignCommand(Campaign& campaign, const QString& text, ChangeSet changes, qint64 journalId);

    void redo();
    void undo();

    const QString& text() const { return m_text; }
    // Set when a replay was refused: the step leaves the history.
    bool isObsolete() const { return m_obsolete; }
    void setObsolete(bool obsolete) { m_obsolete = obsolete; }

    const ChangeSet& changes() const { return m_changes; }
    qint64 journalId() const { return m_journalId; }

private:
    Campaign& m_campaign;
    QString m_text;
    ChangeSet m_changes;
    qint64 m_journalId;
    bool m_obsolete = false;
};

} // namespace hk
