#include "players/PlayerRequests.h"

#include "campaign/Campaign.h"
#include "players/PlayerAskRepository.h"
#include "players/PlayerLinks.h"

#include <QDateTime>
#include <QJsonArray>
#include <QUuid>

namespace hk {

namespace {

// What a dry run's body says when the change went through (and is then thrown away).
const QString kWouldWork = QStringLiteral("\x01would work");

} // namespace

bool PlayerRequests::dryRun(const PlayerLink& link, const PlayerAsk& ask, QString* error)
{
    QString e;
    m_campaign.change(QStringLiteral("check"), [&](QString*, QString* inner) {
        qint64 made = 0;
        if (!perform(link, ask, &made, inner))
            return false;
        *inner = kWouldWork;
        return false; // nothing is kept
    }, &e);
    if (e == kWouldWork)
        return true;
    *error = e;
    return false;
}

bool PlayerRequests::submit(const PlayerLink& given, const QString& clientId, PlayerAsk ask, qint64* id, QString* error)
{
    QString client = clientId.trimmed();
    if (client.size() > MaxClientId) {
        *error = tr("A request's id is at most %1 characters.").arg(MaxClientId);
        return false;
    }
    if (client.isEmpty())
        client = QUuid::createUuid().toString(QUuid::WithoutBraces);
    PlayerAskEntry existing;
    error->clear();
    if (PlayerAskRepository(m_campaign.database()).findClient(given.id, client, &existing, error)) {
        if (id)
            *id = existing.id;
        return true;
    }
    PlayerLink link;
    if (!error->isEmpty() || !resolve(given, &link, &ask, error))
        return false;
    const bool atOnce = autoAccept(ask.kind);
    if (!atOnce && !dryRun(link, ask, error))
        return false;
    PlayerAskEntry entry;
    entry.linkId = link.id;
    entry.clientId = client;
    entry.ask = ask;
    entry.createdDay = m_campaign.info().calendarDay;
    entry.createdAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    const QString what = describe(ask);
    return m_campaign.change(tr("%1 asks: %2").arg(link.name, what), [&](QString* text, QString* e) {
        PlayerAskRepository requests(m_campaign.database());
        PlayerAskEntry sent;
        if (requests.findClient(link.id, client, &sent, e)) { // another program took the same request meanwhile
            if (id)
                *id = sent.id;
            return true;
        }
        if (!e->isEmpty())
            return false;
        if (atOnce) {
            *text = tr("%1's request (accepted at once): %2").arg(link.name, what);
            if (!perform(link, ask, &entry.ask.characterId, e))
                return false;
            entry.status = ProposalStatus::Accepted;
            entry.decidedDay = m_campaign.info().calendarDay;
        }
        const qint64 made = requests.insert(entry, e);
        if (id)
            *id = made;
        return made > 0;
    }, error);
}

bool PlayerRequests::accept(qint64 id, QString* error)
{
    return decide(id, nullptr, error);
}

bool PlayerRequests::acceptEdited(qint64 id, const Character& edited, QString* error)
{
    return decide(id, &edited, error);
}

bool PlayerRequests::decide(qint64 id, const Character* edited, QString* error)
{
    PlayerAskEntry entry;
    if (!find(id, &entry, error))
        return false;
    PlayerLink link;
    if (!PlayerLinks(m_campaign).find(entry.linkId, &link, error))
        return false;
    if (link.revoked) {
        *error = tr("%1's link has been revoked; refuse the request instead.").arg(link.name);
        return false;
    }
    if (edited && entry.ask.kind != AskKind::NewCharacter) {
        *error = tr("Only a request for a new character can be changed before it is accepted.");
        return false;
    }
    const QString what = describe(entry.ask);
    return m_campaign.change(tr("%1's request: %2").arg(link.name, what), [&](QString*, QString* e) {
        PlayerAskRepository requests(m_campaign.database());
        PlayerAskEntry now;
        if (!requests.find(id, &now, e) || !PlayerLinks(m_campaign).find(now.linkId, &link, e))
            return false;
        if (now.status != ProposalStatus::Pending) {
            *e = tr("That request has already been decided.");
            return false;
        }
        if (!now.problem.isEmpty() && !edited) {
            *e = tr("That request cannot be read (%1); refuse it.").arg(now.problem);
            return false;
        }
        if (now.ask.kind != AskKind::NewCharacter && !link.owns(now.ask.characterId)) {
            *e = tr("The character of that request is no longer %1's.").arg(link.name);
            return false;
        }
        if (edited) {
            now.ask.character = *edited;
            now.ask.character.id = 0;
            if (!requests.setAsk(id, now.ask, e))
                return false;
        }
        qint64 made = 0;
        return perform(link, now.ask, &made, e)
               && requests.setDecided(id, ProposalStatus::Accepted, {}, m_campaign.info().calendarDay, made, e);
    }, error);
}

bool PlayerRequests::refuse(qint64 id, const QString& reason, QString* error)
{
    PlayerAskEntry entry;
    if (!find(id, &entry, error))
        return false;
    if (entry.status != ProposalStatus::Pending) {
        *error = tr("That request has already been decided.");
        return false;
    }
    const QString why = reason.simplified();
    if (why.size() > MaxReason) {
        *error = tr("A reason is at most %1 characters.").arg(MaxReason);
        return false;
    }
    return m_campaign.change(tr("Refuse %1's request: %2").arg(entry.playerName, describe(entry.ask)), [&](QString*, QString* e) {
        return PlayerAskRepository(m_campaign.database()).setDecided(id, ProposalStatus::Refused, why, m_campaign.info().calendarDay, 0, e);
    }, error);
}

QList<PlayerAskEntry> PlayerRequests::pending(QString* error) const
{
    return PlayerAskRepository(m_campaign.database()).pending(error);
}

QList<PlayerAskEntry> PlayerRequests::ofLink(qint64 linkId, QString* error) const
{
    return PlayerAskRepository(m_campaign.database()).ofLink(linkId, PageHistory, error);
}

bool PlayerRequests::find(qint64 id, PlayerAskEntry* out, QString* error) const
{
    error->clear();
    if (PlayerAskRepository(m_campaign.database()).find(id, out, error))
        return true;
    if (error->isEmpty())
        *error = tr("There is no player's request r%1.").arg(id);
    return false;
}

QList<qint64> PlayerRequests::proposalEncounters(QString* error) const
{
    return PlayerAskRepository(m_campaign.database()).proposalEncounters(error);
}

QList<AskKind> PlayerRequests::autoAccepted(QString* error) const
{
    return PlayerAskRepository(m_campaign.database()).autoAccepted(error);
}

bool PlayerRequests::autoAccept(AskKind kind) const
{
    QString error;
    return autoAccepted(&error).contains(kind);
}

bool PlayerRequests::setAutoAccept(AskKind kind, bool on, QString* error)
{
    const QString text = on ? tr("Accept players' requests at once: %1").arg(PlayerAsk::kindName(kind))
                            : tr("Ask before accepting players' requests: %1").arg(PlayerAsk::kindName(kind));
    return m_campaign.change(text, [&](QString*, QString* e) {
        return PlayerAskRepository(m_campaign.database()).setAutoAccept(kind, on, e);
    }, error);
}

QJsonObject PlayerRequests::toJson(const PlayerAskEntry& entry) const
{
    QJsonObject o = entry.ask.toJson();
    o.insert(QStringLiteral("id"), entry.key());
    o.insert(QStringLiteral("clientId"), entry.clientId);
    o.insert(QStringLiteral("player"), entry.playerName);
    o.insert(QStringLiteral("status"), proposalStatusKey(entry.status));
    if (entry.ask.kind == AskKind::Notes)
        o.insert(QStringLiteral("note"), entry.ask.text); // "text" is the request in words, as for every kind
    o.insert(QStringLiteral("text"), describe(entry.ask));
    o.insert(QStringLiteral("day"), entry.createdDay);
    if (entry.status == ProposalStatus::Refused)
        o.insert(QStringLiteral("reason"), entry.reason);
    if (entry.ask.kind == AskKind::NewCharacter && entry.ask.characterId > 0)
        o.insert(QStringLiteral("made"), entry.ask.characterId);
    return o;
}

bool PlayerRequests::parseId(const QString& text, IdKind* kind, qint64* id)
{
    QString digits = text.trimmed();
    *kind = IdKind::Proposal;
    if (digits.startsWith(QLatin1Char('r'), Qt::CaseInsensitive)) {
        *kind = IdKind::Request;
        digits = digits.mid(1);
    } else if (digits.startsWith(QLatin1Char('p'), Qt::CaseInsensitive)) {
        digits = digits.mid(1);
    }
    bool ok = false;
    *id = digits.toLongLong(&ok);
    return ok && *id > 0 && !digits.startsWith(QLatin1Char('+')) && digits.size() <= 15;
}

} // namespace hk
