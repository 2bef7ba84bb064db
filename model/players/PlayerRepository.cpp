#include "players/PlayerRepository.h"

#include "db/SqlQueries.h"
#include "db/SqlStatement.h"
#include "text/EnumKeys.h"

#include <QSqlQuery>

namespace hk {

namespace {
constexpr auto kProposalStatuses = enumKeys<ProposalStatus>(
    {{ProposalStatus::Pending, "pending"}, {ProposalStatus::Accepted, "accepted"}, {ProposalStatus::Refused, "refused"}});
static_assert(kProposalStatuses.distinct());
} // namespace

QString proposalStatusKey(ProposalStatus status)
{
    return kProposalStatuses.toKey(status);
}

ProposalStatus proposalStatusFromKey(const QString& key)
{
    return kProposalStatuses.fromKey(key, ProposalStatus::Pending);
}

qint64 PlayerRepository::insertLink(const PlayerLink& link, QString* error)
{
    const qint64 id = Sql::insert(m_db, QStringLiteral("player_link"), QStringLiteral("name, token, created_day, revoked"),
                                  {Sql::text(link.name), link.token, link.createdDay, int(link.revoked)}, link.id, error);
    return id > 0 && setCharacters(id, link.characterIds, error) ? id : 0;
}

bool PlayerRepository::setRevoked(qint64 id, bool revoked, QString* error)
{
    return Sql::exec(m_db, QStringLiteral("UPDATE player_link SET revoked = ? WHERE id = ?"), {int(revoked), id}, error);
}

bool PlayerRepository::setCharacters(qint64 id, const QList<qint64>& characterIds, QString* error)
{
    if (!Sql::exec(m_db, QStringLiteral("DELETE FROM player_link_character WHERE link_id = ?"), {id}, error))
        return false;
    for (qint64 character : characterIds) {
        if (!Sql::exec(m_db, QStringLiteral("INSERT INTO player_link_character (link_id, character_id) VALUES (?, ?)"),
                       {id, character}, error))
            return false;
    }
    return true;
}

QList<PlayerLink> PlayerRepository::links(bool includeRevoked, QString* error) const
{
    return selectLinks(includeRevoked ? QStringLiteral("1") : QStringLiteral("revoked = 0"), {}, error);
}

bool PlayerRepository::findLink(qint64 id, PlayerLink* out, QString* error) const
{
    const QList<PlayerLink> found = selectLinks(QStringLiteral("id = ?"), {id}, error);
    if (found.isEmpty())
        return false;
    *out = found.first();
    return true;
}

bool PlayerRepository::findToken(const QString& token, PlayerLink* out, QString* error) const
{
    const QList<PlayerLink> found = selectLinks(QStringLiteral("token = ?"), {token}, error);
    if (found.isEmpty())
        return false;
    *out = found.first();
    return true;
}

QList<PlayerLink> PlayerRepository::selectLinks(const QString& where, const QVariantList& values, QString* error) const
{
    QList<PlayerLink> out;
    SqlStatement statement(m_db, QStringLiteral("SELECT id, name, token, created_day, revoked FROM player_link WHERE %1 ORDER BY id").arg(where));
    QSqlQuery& q = statement.query();
    if (!statement.exec(values, error))
        return out;
    while (q.next())
        out.append(PlayerLink{q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(), {}, q.value(3).toInt(),
                              q.value(4).toInt() != 0});
    SqlStatement characters(m_db, QStringLiteral("SELECT character_id FROM player_link_character WHERE link_id = ? ORDER BY character_id"));
    for (PlayerLink& link : out) {
        if (!characters.exec({link.id}, error))
            return {};
        while (characters.query().next())
            link.characterIds.append(characters.query().value(0).toLongLong());
    }
    return out;
}

qint64 PlayerRepository::insertProposal(const PlayerProposal& p, QString* error)
{
    return Sql::insert(m_db, QStringLiteral("player_proposal"), QStringLiteral("link_id, encounter_id, turn, figure, option, hex, status, reason"),
                       {p.linkId, p.encounterId, p.turn, p.figure, Sql::text(p.option), Sql::text(p.hex), proposalStatusKey(p.status),
                        Sql::text(p.reason)},
                       p.id, error);
}

bool PlayerRepository::removePending(qint64 linkId, qint64 encounterId, const QString& figure, QString* error)
{
    return Sql::exec(m_db,
                     QStringLiteral("DELETE FROM player_proposal WHERE link_id = ? AND encounter_id = ? AND figure = ? AND status = 'pending'"),
                     {linkId, encounterId, figure}, error);
}

bool PlayerRepository::setStatus(qint64 id, ProposalStatus status, const QString& reason, QString* error)
{
    return Sql::exec(m_db, QStringLiteral("UPDATE player_proposal SET status = ?, reason = ? WHERE id = ?"),
                     {proposalStatusKey(status), Sql::text(reason), id}, error);
}

bool PlayerRepository::findProposal(qint64 id, PlayerProposal* out, QString* error) const
{
    const QList<PlayerProposal> found = selectProposals(QStringLiteral("p.id = ?"), {id}, error);
    if (found.isEmpty())
        return false;
    *out = found.first();
    return true;
}

QList<PlayerProposal> PlayerRepository::proposals(qint64 encounterId, int turn, qint64 linkId, QString* error) const
{
    QString where = QStringLiteral("p.encounter_id = ?");
    QVariantList values{encounterId};
    if (turn >= 0) {
        where += QStringLiteral(" AND p.turn = ?");
        values.append(turn);
    }
    if (linkId > 0) {
        where += QStringLiteral(" AND p.link_id = ?");
        values.append(linkId);
    }
    return selectProposals(where, values, error);
}

QList<PlayerProposal> PlayerRepository::selectProposals(const QString& where, const QVariantList& values, QString* error) const
{
    QList<PlayerProposal> out;
    SqlStatement statement(m_db, QStringLiteral("SELECT p.id, p.link_id, l.name, p.encounter_id, p.turn, p.figure, p.option, p.hex, "
                                                "p.status, p.reason FROM player_proposal p JOIN player_link l ON l.id = p.link_id "
                                                "WHERE %1 ORDER BY p.id").arg(where));
    QSqlQuery& q = statement.query();
    if (!statement.exec(values, error))
        return out;
    while (q.next()) {
        PlayerProposal p;
        p.id = q.value(0).toLongLong();
        p.linkId = q.value(1).toLongLong();
        p.playerName = q.value(2).toString();
        p.encounterId = q.value(3).toLongLong();
        p.turn = q.value(4).toInt();
        p.figure = q.value(5).toString();
        p.option = q.value(6).toString();
        p.hex = q.value(7).toString();
        p.status = proposalStatusFromKey(q.value(8).toString());
        p.reason = q.value(9).toString();
        out.append(p);
    }
    return out;
}

} // namespace hk
