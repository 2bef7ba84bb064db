#pragma once

#include <QUndoCommand>

namespace hk {

class Campaign;

// Base of every undoable campaign edit. A subclass says how to apply the edit forwards and backwards;
// this class runs each direction in one transaction, reports failures to the campaign (views show them),
// and offers pushApplied(): the edit is tried first, and only a successful edit lands on the undo stack.
class CampaignCommand : public QUndoCommand
{
public:
    CampaignCommand(Campaign& campaign, const QString& text) : QUndoCommand(text), m_campaign(campaign) {}

    void redo() final;
    void undo() final;

    // Applies the command once; on success pushes it (without applying it again) and returns true.
    // On failure deletes it, leaves the campaign as it was, and returns false with the reason.
    static bool pushApplied(Campaign& campaign, CampaignCommand* command, QString* error);

protected:
    // Writes the edit (forward) or reverts it (!forward). Runs inside a transaction.
    virtual bool apply(bool forward, QString* error) = 0;
    Campaign& campaign() const { return m_campaign; }

private:
    bool run(bool forward, QString* error);
    Campaign& m_campaign;
    bool m_skipRedo = false;
};

} // namespace hk
