#include "characters/TeamRules.h"
#include "i18n/Translate.h"

#include "characters/McCharacterRules.h"
#include "characters/TeamHouseRules.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>

namespace hk {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn("hk::TeamRules", text, disambiguation, n);
}

QString figureName(const Character& c, int index)
{
    return c.name.trimmed().isEmpty() ? tr("Figure %1").arg(index + 1) : c.name.trimmed();
}

} // namespace

TeamReport TeamRules::check(const QList<Character>& team, bool longGame) const
{
    TeamReport r;
    const QString teamField = QStringLiteral("team");
    r.figures = int(team.size());
    r.expectedFigures = m_rules.parameter(longGame ? QStringLiteral("long-game-team-size") : QStringLiteral("team-size")).toInt();
    r.teamPoints = m_rules.parameter(longGame ? QStringLiteral("long-game-team-points") : QStringLiteral("team-points")).toInt();
    if (r.expectedFigures > 0 && r.figures != r.expectedFigures)
        r.problems.append({teamField, tr("A team has %1 figures; this one has %2.").arg(r.expectedFigures).arg(r.figures)});

    const McCharacterRules figureRules(m_rules);
    QHash<QString, int> perRace;
    QHash<QString, McTeamRace> races;
    int men = 0;
    int suits = 0;
    int menPerSuit = 0;
    QStringList poleWeapons;
    for (int i = 0; i < team.size(); ++i) {
        const Character& c = team.at(i);
        const QString name = figureName(c, i);
        const QString field = QStringLiteral("figure:%1").arg(i);
        if (c.system != QLatin1String("mc")) {
            r.problems.append({field, tr("%1 is not a mass-combat team figure.").arg(name)});
            continue;
        }
        for (const CharacterProblem& p : figureRules.validate(c))
            r.problems.append({field, tr("%1: %2").arg(name, p.message)});
        const McTeamRace race = McTeamRace::read(m_rules, c.race);
        if (!race.entry)
            continue;
        races.insert(race.id, race);
        perRace[race.id] += 1;
        r.beginningPoints += race.totalPoints;
        r.bonusSpent += std::max(0, c.attributeTotal() - race.totalPoints);
        if (race.fineplateAllowed) {
            ++men;
            menPerSuit = race.fineplateMenPerSuit;
        }
        for (const Gear& g : c.gear) {
            if (figureRules.isRestrictedArmor(g))
                ++suits;
            const RuleEntry* weapon = figureRules.weaponEntry(g);
            if (weapon && weapon->stringField(QStringLiteral("group")) == QLatin1String("pole"))
                poleWeapons << tr("%1: %2").arg(name, g.name);
        }
    }

    r.bonusPoints = r.teamPoints - r.beginningPoints;
    if (r.bonusSpent > r.bonusPoints)
        r.problems.append({teamField, tr("The figures use %1 bonus points, but the team has only %2 (%3 less %4 beginning points).")
                                          .arg(r.bonusSpent)
                                          .arg(r.bonusPoints)
                                          .arg(r.teamPoints)
                                          .arg(r.beginningPoints)});
    else if (r.bonusSpent < r.bonusPoints)
        r.notes.append(tr("%1 of %2 bonus points are not spent yet.").arg(r.bonusPoints - r.bonusSpent).arg(r.bonusPoints));

    QStringList ids = perRace.keys();
    std::sort(ids.begin(), ids.end());
    for (const QString& id : ids) {
        const McTeamRace& race = races[id];
        if (race.maxPerTeam > 0 && perRace.value(id) > race.maxPerTeam)
            r.problems.append({teamField, tr("A team may have at most %1 of the %2; this one has %3.")
                                              .arg(race.maxPerTeam)
                                              .arg(race.name.toLower())
                                              .arg(perRace.value(id))});
    }
    // One pole weapon per team, when the GM switches that rule on (003 l.27).
    const int maxPole = TeamHouseRules::load(m_rules).maxPoleWeapons;
    if (maxPole > 0 && poleWeapons.size() > maxPole)
        r.problems.append({teamField, tr("A team may carry %n pole weapon(s) (house rule); this one has %1 (%2).", nullptr, maxPole)
                                          .arg(poleWeapons.size())
                                          .arg(poleWeapons.join(QStringLiteral(", ")))});
    if (suits > 0) {
        const int allowed = menPerSuit > 0 ? men / menPerSuit : 0;
        if (suits > allowed)
            r.problems.append({teamField, tr("%1 suits of fine plate, but %2 men allow %3 (one for every %4).")
                                              .arg(suits)
                                              .arg(men)
                                              .arg(allowed)
                                              .arg(menPerSuit)});
    }
    return r;
}

} // namespace hk
