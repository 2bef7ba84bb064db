#pragma once

#include "commands/CampaignCommand.h"

#include <QString>

namespace hk {

// Undoable edit of one text field of the campaign row (name, notes, dice mode).
class CampaignFieldCommand : public CampaignCommand
{
public:
    enum Field { Name, Notes, DiceMode };

    static bool push(Campaign& campaign, Field field, const QString& before, const QString& after, QString* error);

protected:
    bool apply(bool forward, QString* error) override;

private:
    CampaignFieldCommand(Campaign& campaign, Field field, QString before, QString after);
    Field m_field;
    QString m_before;
    QString m_after;
};

} // namespace hk
