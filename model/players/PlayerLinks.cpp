#include "players/PlayerLinks.h"

#include "campaign/Campaign.h"
#include "characters/Roster.h"
#include "players/PlayerRepository.h"
#include "text/UserText.h"

#include <QRandomGenerator>

namespace hk {

QString PlayerLinks::newToken()
{
    QByteArray bytes(16, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32*>(bytes.data()), bytes.size() / int(sizeof(quint32)));
    return QString::fromLatin1(bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

bool PlayerLinks::checkCharacters(const QList<qint64>& ids, QString* error) const
{
    error->clear();
    const QList<RosterEntry> roster = Roster(m_campaign).names(error);
    if (!error->isEmpty())
        return false;
    for (qint64 id : ids) {
        const bool known = std::any_of(roster.begin(), roster.end(), [id](const RosterEntry& e) { return e.id == id; });
        if (!known) {
            *error = tr("There is no character with id %1.").arg(id);
            return false;
        }
    }
    return true;
}

bool PlayerLinks::create(const QString& name, QList<qint64> characterIds, PlayerLink* out, QString* error)
{
    const QString who = name.simplified();
    if (who.isEmpty()) {
        *error = tr("Give the player's name.");
        return false;
    }
    if (who.size() > 60) {
        *error = tr("A player's name is at most 60 characters.");
        return false;
    }
    if (!UserText::checkName(name.trimmed(), tr("A player's name"), error)) // before simplified() hides a line break
        return false;
    PlayerLink existing;
    if (lookup(who, &existing, error)) {
        *error = tr("%1 already has a link; revoke it first to make a new one.").arg(who);
        return false;
    }
    error->clear();
    if (characterIds.isEmpty()) {
        RosterFilter filter;
        for (const Character& c : Roster(m_campaign).list(filter, error)) {
            if (c.player.compare(who, Qt::CaseInsensitive) == 0)
                characterIds.append(c.id);
        }
        if (!error->isEmpty())
            return false;
    }
    if (!checkCharacters(characterIds, error))
        return false;
    PlayerLink link{0, who, newToken(), characterIds, m_campaign.info().calendarDay, false};
    const bool ok = m_campaign.change(tr("Link for %1").arg(who), [&](QString*, QString* e) {
        link.id = PlayerRepository(m_campaign.database()).insertLink(link, e);
        return link.id > 0;
    }, error);
    if (ok && out)
        *out = link;
    return ok;
}

bool PlayerLinks::setCharacters(qint64 id, const QList<qint64>& characterIds, QString* error)
{
    if (!checkCharacters(characterIds, error))
        return false;
    return m_campaign.change(tr("Characters of a player's link"), [&](QString* text, QString* e) {
        PlayerRepository links(m_campaign.database());
        PlayerLink link;
        if (!links.findLink(id, &link, e)) {
            if (e->isEmpty())
                *e = tr("There is no player's link with id %1.").arg(id);
            return false;
        }
        *text = tr("Characters of %1's link").arg(link.name);
        return links.setCharacters(id, characterIds, e);
    }, error);
}

bool PlayerLinks::revoke(qint64 id, QString* error)
{
    return m_campaign.change(tr("Revoke a player's link"), [&](QString* text, QString* e) {
        PlayerRepository links(m_campaign.database());
        PlayerLink link;
        if (!links.findLink(id, &link, e) || link.revoked) {
            if (e->isEmpty())
                *e = tr("There is no live player's link with id %1.").arg(id);
            return false;
        }
        *text = tr("Revoke %1's link").arg(link.name);
        return links.setRevoked(id, true, e);
    }, error);
}

QList<PlayerLink> PlayerLinks::list(bool includeRevoked, QString* error) const
{
    return PlayerRepository(m_campaign.database()).links(includeRevoked, error);
}

bool PlayerLinks::find(qint64 id, PlayerLink* out, QString* error) const
{
    error->clear();
    if (PlayerRepository(m_campaign.database()).findLink(id, out, error))
        return true;
    if (error->isEmpty())
        *error = tr("There is no player's link with id %1.").arg(id);
    return false;
}

bool PlayerLinks::byToken(const QString& token, PlayerLink* out, QString* error) const
{
    error->clear();
    // Tokens are made of URL-safe base64 only; anything else cannot be one and is not looked up.
    static const QString alphabet = QStringLiteral("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_");
    if (token.size() < 20 || token.size() > 64 || std::any_of(token.begin(), token.end(), [](QChar c) { return !alphabet.contains(c); }))
        return false;
    PlayerLink link;
    if (!PlayerRepository(m_campaign.database()).findToken(token, &link, error) || link.revoked)
        return false;
    *out = link;
    return true;
}

bool PlayerLinks::lookup(const QString& nameOrId, PlayerLink* out, QString* error) const
{
    error->clear();
    bool isNumber = false;
    const qint64 id = nameOrId.toLongLong(&isNumber);
    for (const PlayerLink& link : list(false, error)) {
        if ((isNumber && link.id == id) || link.name.compare(nameOrId.simplified(), Qt::CaseInsensitive) == 0) {
            *out = link;
            return true;
        }
    }
    if (error->isEmpty())
        *error = tr("No player's link is called %1.").arg(nameOrId);
    return false;
}

} // namespace hk
