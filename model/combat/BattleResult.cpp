#include "combat/BattleResult.h"
#include "i18n/Translate.h"

#include "packages/Ruleset.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QMap>

#include <algorithm>

namespace hk {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn("hk::BattleResult", text, disambiguation, n);
}

// The team a side fights for: the one party all its roster characters share, else none.
QString teamOf(const CombatState& s, int side, const QHash<qint64, QString>& partyOf)
{
    QString team;
    for (const EncounterFigure& f : s.figures) {
        if (f.body.side != side || !f.characterId)
            continue;
        const QString party = partyOf.value(f.characterId);
        if (party.isEmpty() || (!team.isEmpty() && party != team))
            return {};
        team = party;
    }
    return team;
}

QString sideName(const SideScore& s)
{
    return s.team.isEmpty() ? tr("side %1").arg(s.side) : tr("side %1 (%2)").arg(s.side).arg(s.team);
}

} // namespace

bool BattleResult::appliesTo(const Ruleset& rules)
{
    return !rules.entries({QStringLiteral("team-race")}).isEmpty();
}

BattleResult BattleResult::of(const CombatState& state, const QHash<qint64, QString>& partyOf)
{
    QMap<int, SideScore> bySide;
    for (const int side : state.sides())
        bySide.insert(side, SideScore{side, teamOf(state, side, partyOf), 0, 0});
    for (const EncounterFigure& f : state.figures) {
        if (f.isCreation() || f.isFake())
            continue; // a summoned wolf or an image is no member of the team
        SideScore& s = bySide[f.body.side];
        s.side = f.body.side;
        s.figures += 1;
        s.standing += f.placed && f.body.isActive() ? 1 : 0;
    }
    BattleResult r;
    r.sides = bySide.values();
    int standingSides = 0;
    for (const SideScore& s : std::as_const(r.sides)) {
        if (s.standing > 0) {
            ++standingSides;
            r.winnerSide = s.side;
        }
    }
    if (standingSides != 1)
        r.winnerSide = -1;
    return r;
}

QString BattleResult::text() const
{
    QStringList parts;
    const SideScore* winner = nullptr;
    for (const SideScore& s : sides) {
        parts.append(tr("%1: %2 of %n standing", nullptr, s.figures).arg(sideName(s)).arg(s.standing));
        if (s.side == winnerSide)
            winner = &s;
    }
    QString text = parts.join(QStringLiteral("; ")) + QStringLiteral(". ");
    if (!text.isEmpty())
        text[0] = text[0].toUpper(); // a sentence, also as a log line
    if (winner) {
        QString name = sideName(*winner);
        name[0] = name[0].toUpper();
        return text + tr("%1 wins: the last team standing in a fight to the death.").arg(name);
    }
    const bool anyStanding = std::any_of(sides.cbegin(), sides.cend(), [](const SideScore& s) { return s.standing > 0; });
    return text + (anyStanding ? tr("No winner yet: the battle goes on until one team is left standing.")
                               : tr("No team is left standing: nobody wins."));
}

QJsonObject BattleResult::toJson() const
{
    QJsonArray list;
    for (const SideScore& s : sides)
        list.append(QJsonObject{{QStringLiteral("side"), s.side}, {QStringLiteral("team"), s.team},
                                {QStringLiteral("figures"), s.figures}, {QStringLiteral("standing"), s.standing}});
    return {{QStringLiteral("sides"), list},
            {QStringLiteral("winnerSide"), winnerSide},
            {QStringLiteral("decided"), decided()},
            {QStringLiteral("text"), text()}};
}

} // namespace hk
