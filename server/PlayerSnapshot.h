#pragma once

#include "players/PlayerLink.h"

#include <QJsonObject>

namespace hk {

class Campaign;
class CampaignView;
struct Activity;
struct Character;
struct TimelineRow;

// What one player's page shows, as one JSON object (docs/players-protocol.md): the fight the GM is running,
// the players' timeline (with the weeks of the player's own work), the player's own characters (with their
// experience ledgers and the rules library's entries of their spells and skills), the players' dice log and,
// when the GM shares it, the party purse. Why one builder: every byte
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
    // The player's own sheets (PlayerSnapshotSheets.cpp), each with its experience ledger and library entries.
    QJsonArray sheets(QString* error) const;
    QJsonObject sheet(const Character& c, const CampaignView& view, QString* error) const;
    QJsonArray ledger(qint64 characterId, QString* error) const;
    QJsonArray library(const Character& c) const;
    // A bar of the player's own work gets "mine" and its weeks with their outcomes, as the players' view has them.
    void addOwnWeeks(const TimelineRow& row, QJsonObject* bar, QString* error) const;
    static QJsonArray weeks(const CampaignView& view, const Activity& activity);
    // The player's own work that ended in the last RecentlyEndedDays, as bars (the players' view's activities).
    QList<TimelineRow> recentlyEndedWork(QString* error) const;
    static constexpr int RecentlyEndedDays = 28;
    // The party purse when the GM shares it (null otherwise): the balance and its newest lines.
    QJsonValue purse(QString* error) const;
    QJsonArray rolls(QString* error) const;
    // The player's own requests between game nights, newest first: pending, accepted, or refused with the GM's reason.
    QJsonArray requests(QString* error) const;
    Campaign& m_campaign;
    PlayerLink m_link;
};

} // namespace hk
