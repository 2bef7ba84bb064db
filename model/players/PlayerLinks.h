#pragma once

#include "players/PlayerLink.h"

#include <QCoreApplication>
#include <QList>

namespace hk {

class Campaign;

// The players' links as undoable steps: the GM makes one per player (a fresh random token tied to his
// characters), changes which characters it shows, and revokes it. The players' server asks here who a
// token stands for, so a revoked or unknown token stands for nobody. Used by the GUI and the CLI alike.
class PlayerLinks
{
    Q_DECLARE_TR_FUNCTIONS(hk::PlayerLinks)
public:
    explicit PlayerLinks(Campaign& campaign) : m_campaign(campaign) {}

    // A link for the player `name`; with no characters given, the characters whose player is `name`. Refused
    // when a live link already has that name or a character id is unknown.
    bool create(const QString& name, QList<qint64> characterIds, PlayerLink* out, QString* error);
    bool setCharacters(qint64 id, const QList<qint64>& characterIds, QString* error);
    // The token stops working at once; undo gives it back.
    bool revoke(qint64 id, QString* error);

    QList<PlayerLink> list(bool includeRevoked, QString* error) const;
    bool find(qint64 id, PlayerLink* out, QString* error) const;
    // The live link a token stands for; false, with *error left empty, for an unknown or revoked token.
    bool byToken(const QString& token, PlayerLink* out, QString* error) const;
    // A live link by its name or id, as the GM types it.
    bool lookup(const QString& nameOrId, PlayerLink* out, QString* error) const;

    // 128 random bits from the system's generator, as 22 URL-safe characters.
    static QString newToken();

private:
    bool checkCharacters(const QList<qint64>& ids, QString* error) const;
    Campaign& m_campaign;
};

} // namespace hk
