#include "PlayerActions.h"

#include "PlayerDowntimeLists.h"
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
    if (campaign.info().diceMode == DiceMode::Table) {
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
    for (const XpOffer& o : Experience(campaign.rules()).offers(c))
        list.append(o.toJson(c.experience));
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

// What a request would take, before it is sent: the planner's preview, in the rules' words (nothing is stored).
bool preview(Campaign& campaign, const PlayerLink& link, const PlayerRequest& request, QJsonObject* result, QString* error)
{
    const std::optional<PlayerAsk> wanted = PlayerAsk::fromJson(request.ask, error); // the same fields as a request
    if (!wanted)
        return false;
    QJsonObject shown;
    if (!PlayerRequests(campaign).preview(link, *wanted, &shown, error))
        return false;
    result->insert(QStringLiteral("preview"), shown);
    result->insert(QStringLiteral("text"), shown.value(QLatin1String("ok")).toBool() ? tr("The rules allow it.")
                                                                                      : tr("Not possible as it stands."));
    return true;
}

// The builder's verdict on a character being built on the page: the same problems, tied to the same fields, as
// the window's builder shows next to them. Nothing is stored.
bool check(Campaign& campaign, const PlayerRequest& request, QJsonObject* result, QString* error)
{
    const std::optional<PlayerAsk> built = PlayerAsk::fromJson(
        QJsonObject{{QStringLiteral("kind"), QStringLiteral("new-character")}, {QStringLiteral("character"), request.character}}, error);
    if (!built)
        return false;
    QJsonArray problems;
    for (const CharacterProblem& p : Roster(campaign).problems(built->character))
        problems.append(QJsonObject{{QStringLiteral("field"), p.field}, {QStringLiteral("message"), p.message}});
    result->insert(QStringLiteral("problems"), problems);
    result->insert(QStringLiteral("legal"), problems.isEmpty());
    result->insert(QStringLiteral("text"), problems.isEmpty() ? tr("A legal character.") : tr("Not legal yet."));
    return true;
}

// What the page's builder offers: the campaign's system, its races, spells and skills with the numbers a
// choice needs (IQ or INT, slots, a race's attributes and points); and for the between-games forms, the
// rules' learning methods, potions, item recipes, research projects and places (PlayerDowntimeLists) with the
// laboratories the party holds. Descriptions stay in the window's library.
bool rulesLists(Campaign& campaign, QJsonObject* result, QString* error)
{
    static const QStringList numbers{QStringLiteral("iq"), QStringLiteral("minInt"), QStringLiteral("slots"), QStringLiteral("wizardSlots"),
                                     QStringLiteral("st"), QStringLiteral("dx"), QStringLiteral("extraPoints"), QStringLiteral("ma")};
    QJsonArray entries;
    bool ww = false;
    for (const LocatedEntry& located : campaign.rules().entries({QStringLiteral("race"), QStringLiteral("spell"), QStringLiteral("ww-spell"),
                                                               QStringLiteral("skill")})) {
        const RuleEntry& e = *located.entry;
        ww = ww || (e.kind != QLatin1String("race") && e.kind != QLatin1String("spell"));
        QJsonObject o{{QStringLiteral("kind"), e.kind}, {QStringLiteral("id"), e.id()}, {QStringLiteral("name"), e.name()}};
        for (const QString& n : numbers)
            if (e.data.value(n).isDouble())
                o.insert(n, e.data.value(n));
        if (e.data.value(QLatin1String("group")).isString())
            o.insert(QStringLiteral("group"), e.data.value(QLatin1String("group")));
        entries.append(o);
    }
    result->insert(QStringLiteral("system"), ww ? QStringLiteral("ww") : QStringLiteral("tft"));
    result->insert(QStringLiteral("entries"), entries);
    result->insert(QStringLiteral("downtime"), PlayerDowntimeLists::catalogue(campaign));
    result->insert(QStringLiteral("labs"), PlayerDowntimeLists::labs(campaign, error));
    result->insert(QStringLiteral("text"), tr("The rules' lists for a new character."));
    return error->isEmpty();
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
    case PlayerRequest::Kind::Check:
        return check(campaign, request, result, error);
    case PlayerRequest::Kind::Rules:
        return rulesLists(campaign, result, error);
    case PlayerRequest::Kind::Preview:
        return preview(campaign, link, request, result, error);
    }
    result->insert(QStringLiteral("text"), text);
    return true;
}

} // namespace hk::PlayerActions
