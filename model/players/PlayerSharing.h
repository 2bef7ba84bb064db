#pragma once

#include <QCoreApplication>

#include <optional>

namespace hk {

class Campaign;

// What the GM shares with his players' pages beyond their own characters (issue 32).
enum class SharedWithPlayers { Purse };

// The GM's per-campaign choices of what his players' pages show beyond their own characters: so far only the
// party purse (its balance and recent ledger lines, as the players' view may see them), off by default. Why a
// service: the choice is stored in the campaign and changed as one undoable step, from the window's Requests
// page and from `players share-purse` alike, and the players' server asks it before it sends the purse.
class PlayerSharing
{
    Q_DECLARE_TR_FUNCTIONS(hk::PlayerSharing)
public:
    explicit PlayerSharing(Campaign& campaign) : m_campaign(campaign) {}

    // False (error empty) when not shared; false with *error when the campaign cannot be read.
    bool shares(SharedWithPlayers what, QString* error) const;
    // One undoable step; setting what is already so changes nothing and makes no step.
    bool setShared(SharedWithPlayers what, bool on, QString* error);

    // "purse", as the file and the CLI name it.
    static QString key(SharedWithPlayers what);
    // "on" or "off" (as the CLI takes it); anything else is refused in words.
    static std::optional<bool> parseSwitch(const QString& text, QString* error);

private:
    Campaign& m_campaign;
};

} // namespace hk
