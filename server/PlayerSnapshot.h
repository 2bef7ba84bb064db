#pragma once

#include "players/PlayerLink.h"

#include <QJsonObject>

namespace hk {

class Campaign;

// What one player's page shows, as one JSON object (docs/players-protocol.md): the fight the GM is running,
// the players' timeline, the player's own characters and the players' dice log. Why one builder: every byte
// a player's device gets is made here, from the players' CampaignView, so the secrecy rules are those of the
// players' window and the `--player` outputs, and the secrets test has one place to hold to account.
class PlayerSnapshot
{
public:
    PlayerSnapshot(Campaign& campaign, const PlayerLink& link) : m_campaign(campaign), m_link(link) {}

    // encounterId 0: no fight is shown. Fails only when the campaign cannot be read.
    bool build(qint64 encounterId, QJsonObject* out, QString* error) const;

    // The fight the players' page follows when the GM has not picked one: the newest under way (begun and not
    // over). A fight still being set up is never shown.
    static qint64 currentEncounter(Campaign& campaign, QString* error);

private:
    QJsonValue fight(qint64 encounterId, QString* error) const;
    QJsonArray timeline(QString* error) const;
    QJsonArray sheets(QString* error) const;
    QJsonArray rolls(QString* error) const;
    // The player's own requests between game nights, newest first: pending, accepted, or refused with the GM's reason.
    QJsonArray requests(QString* error) const;
    Campaign& m_campaign;
    PlayerLink m_link;
};

} // namespace hk
