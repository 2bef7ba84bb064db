#include "players/PlayerSharing.h"

#include "players/PlayerShareRepository.h"

#include "campaign/Campaign.h"

namespace hk {

QString PlayerSharing::key(SharedWithPlayers what)
{
    switch (what) {
    case SharedWithPlayers::Purse:
        return QStringLiteral("purse");
    }
    return {};
}

std::optional<bool> PlayerSharing::parseSwitch(const QString& text, QString* error)
{
    const QString word = text.trimmed().toLower();
    if (word == QLatin1String("on"))
        return true;
    if (word == QLatin1String("off"))
        return false;
    *error = tr("Say on or off, not “%1”.").arg(text.left(40));
    return std::nullopt;
}

bool PlayerSharing::shares(SharedWithPlayers what, QString* error) const
{
    return PlayerShareRepository(m_campaign.database()).shared(error).contains(key(what));
}

bool PlayerSharing::setShared(SharedWithPlayers what, bool on, QString* error)
{
    const QString text = on ? tr("Share the party purse with players") : tr("Stop sharing the party purse with players");
    // Setting what is already so writes no row, and a change that wrote nothing makes no undo step.
    return m_campaign.change(text, [&](QString*, QString* e) {
        return PlayerShareRepository(m_campaign.database()).setShared(key(what), on, e);
    }, error);
}

} // namespace hk
