#pragma once

#include "commands/CampaignCommand.h"
#include "treasury/MoneyEntry.h"

#include <QList>

namespace hk {

// Undoable change of money: writes its ledger rows forward (keeping their ids) and deletes them backward.
// A transfer is two rows in one step.
class MoneyCommand : public CampaignCommand
{
public:
    static bool push(Campaign& campaign, const QString& text, QList<MoneyEntry> entries, QString* error);

protected:
    bool apply(bool forward, QString* error) override;

private:
    MoneyCommand(Campaign& campaign, const QString& text, QList<MoneyEntry> entries);
    QList<MoneyEntry> m_entries;
};

} // namespace hk
