#include "commands/CampaignFieldCommand.h"

#include "campaign/Campaign.h"
#include "repositories/CampaignRepository.h"

#include <QCoreApplication>

namespace hk {

namespace {
QString describe(CampaignFieldCommand::Field field)
{
    switch (field) {
    case CampaignFieldCommand::Name: return QCoreApplication::translate("hk::CampaignFieldCommand", "Rename campaign");
    case CampaignFieldCommand::Notes: return QCoreApplication::translate("hk::CampaignFieldCommand", "Edit campaign notes");
    case CampaignFieldCommand::DiceMode: return QCoreApplication::translate("hk::CampaignFieldCommand", "Change dice mode");
    }
    return {};
}
} // namespace

CampaignFieldCommand::CampaignFieldCommand(Campaign& campaign, Field field, QString before, QString after)
    : CampaignCommand(campaign, describe(field)), m_field(field), m_before(std::move(before)), m_after(std::move(after))
{
}

bool CampaignFieldCommand::push(Campaign& campaign, Field field, const QString& before, const QString& after,
                                QString* error)
{
    return pushApplied(campaign, new CampaignFieldCommand(campaign, field, before, after), error);
}

bool CampaignFieldCommand::apply(bool forward, QString* error)
{
    const QString& value = forward ? m_after : m_before;
    CampaignRepository repo(campaign().database());
    switch (m_field) {
    case Name: return repo.setName(value, error);
    case Notes: return repo.setNotes(value, error);
    case DiceMode: return repo.setDiceMode(value, error);
    }
    return false;
}

} // namespace hk
