#include "PlayerActions.h"

#include "PlayerRequest.h"

#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "i18n/Translate.h"
#include "players/PlayerProposals.h"

namespace hk::PlayerActions {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::PlayerActions", text);
}

bool roll(Campaign& campaign, const PlayerLink& link, const PlayerRequest& request, QString* result, QString* error)
{
    // With dice typed from the table, the computer rolls for nobody: the player rolls his own there.
    if (campaign.info().diceMode == QLatin1String("table")) {
        *error = tr("The GM plays with dice on the table in this campaign: roll yours there.");
        return false;
    }
    RollRecord record;
    const RollContext context{link.name, request.why.isEmpty() ? tr("a roll from the players' page") : request.why, false};
    if (!campaign.dice().rollStep(request.dice, request.vs, context, &record, error))
        return false;
    *result = tr("Rolled %1: %2").arg(record.dice).arg(record.total);
    return true;
}

bool propose(Campaign& campaign, const PlayerLink& link, const PlayerRequest& request, qint64 encounterId, QString* result,
             QString* error)
{
    if (encounterId <= 0) {
        *error = tr("There is no fight to propose a move in.");
        return false;
    }
    qint64 id = 0;
    if (!PlayerProposals(campaign).propose(link, encounterId, request.figure, request.option, request.to, &id, error))
        return false;
    *result = tr("Sent to the GM.");
    return true;
}

} // namespace

bool perform(Campaign& campaign, const PlayerLink& link, const PlayerRequest& request, qint64 encounterId, QString* result,
             QString* error)
{
    switch (request.kind) {
    case PlayerRequest::Kind::Roll:
        return roll(campaign, link, request, result, error);
    case PlayerRequest::Kind::Propose:
        return propose(campaign, link, request, encounterId, result, error);
    }
    return false;
}

} // namespace hk::PlayerActions
