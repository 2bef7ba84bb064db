#include "PlayerActions.h"

#include "PlayerRequest.h"

#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "characters/Experience.h"
#include "characters/Roster.h"
#include "i18n/Translate.h"
#include "players/PlayerProposals.h"
#include "players/PlayerRequests.h"

#include <QJsonArray>

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

// One of the link's own characters, by id or by name; nobody else's.
bool ownCharacter(Campaign& campaign, const PlayerLink& link, const PlayerRequest& request, Character* out, QString* error)
{
    Roster roster(campaign);
    for (qint64 id : link.characterIds) {
        Character c;
        if (!roster.find(id, &c, error))
            return false;
        if ((request.characterId > 0 && c.id == request.characterId)
            || (request.characterId == 0 && c.name.compare(request.characterName, Qt::CaseInsensitive) == 0)) {
            *out = c;
            return true;
        }
    }
    *error = tr("That is not one of your characters.");
    return false;
}

// What one of the player's characters may buy with experience, at the rules' prices (as `xp offers` lists it).
bool offers(Campaign& campaign, const PlayerLink& link, const PlayerRequest& request, QJsonObject* result, QString* error)
{
    Character c;
    if (!ownCharacter(campaign, link, request, &c, error))
        return false;
    QJsonArray list;
    for (const XpOffer& o : Experience(campaign.rules()).offers(c)) {
        QJsonObject item{{QStringLiteral("buy"), o.purchase.key()}, {QStringLiteral("what"), o.label}};
        if (o.cost >= 0)
            item.insert(QStringLiteral("cost"), o.cost);
        else
            item.insert(QStringLiteral("blocked"), o.blocker);
        item.insert(QStringLiteral("affordable"), o.cost >= 0 && o.cost <= c.experience);
        list.append(item);
    }
    result->insert(QStringLiteral("character"), c.id);
    result->insert(QStringLiteral("name"), c.name);
    result->insert(QStringLiteral("experience"), c.experience);
    result->insert(QStringLiteral("offers"), list);
    result->insert(QStringLiteral("text"), tr("%1 has %2 EP unspent.").arg(c.name).arg(c.experience));
    return true;
}

// A request for the GM: checked by the rules now, then waiting (or accepted at once when the GM auto-accepts
// its kind). The page's id makes it once, however often the page sends it again after a reconnect.
bool ask(Campaign& campaign, const PlayerLink& link, const PlayerRequest& request, QJsonObject* result, QString* error)
{
    const std::optional<PlayerAsk> wanted = PlayerAsk::fromJson(request.ask, error);
    if (!wanted)
        return false;
    PlayerRequests requests(campaign);
    qint64 id = 0;
    if (!requests.submit(link, request.id, *wanted, &id, error))
        return false;
    PlayerAskEntry entry;
    if (!requests.find(id, &entry, error))
        return false;
    const QJsonObject shown = requests.toJson(entry);
    result->insert(QStringLiteral("request"), id);
    result->insert(QStringLiteral("status"), proposalStatusKey(entry.status));
    result->insert(QStringLiteral("text"), shown.value(QLatin1String("text")));
    return true;
}

} // namespace

bool perform(Campaign& campaign, const PlayerLink& link, const PlayerRequest& request, qint64 encounterId,
             QJsonObject* result, QString* error)
{
    QString text;
    switch (request.kind) {
    case PlayerRequest::Kind::Roll:
        if (!roll(campaign, link, request, &text, error))
            return false;
        break;
    case PlayerRequest::Kind::Propose:
        if (!propose(campaign, link, request, encounterId, &text, error))
            return false;
        break;
    case PlayerRequest::Kind::Offers:
        return offers(campaign, link, request, result, error);
    case PlayerRequest::Kind::Ask:
        return ask(campaign, link, request, result, error);
    }
    result->insert(QStringLiteral("text"), text);
    return true;
}

} // namespace hk::PlayerActions
