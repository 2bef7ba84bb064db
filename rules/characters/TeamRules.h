#pragma once

#include "characters/CharacterRules.h"

#include <QList>
#include <QStringList>

namespace hk {

// What a team check found: the counts the team sheet shows, problems (field "team", or "figure:<index>"
// for one figure's own problem) and notes that are not wrong, only worth knowing (bonus points unspent).
struct TeamReport
{
    int figures = 0;
    int expectedFigures = 0;
    int beginningPoints = 0; // sum of the races' total beginning points
    int teamPoints = 0;      // the budget the team is built from
    int bonusPoints = 0;     // teamPoints - beginningPoints
    int bonusSpent = 0;      // points above each figure's race total, summed
    QList<CharacterProblem> problems;
    QStringList notes;
    bool legal() const { return problems.isEmpty(); }
};

// Why this exists: some mass-combat building rules can only be checked on the whole team — the number of
// figures, the shared bonus points, one giant or troll per team, fine plate per so many men. This class
// checks those from the option pack's parameters and team races, and also collects every figure's own
// problems (McCharacterRules) so one report says everything about a team.
class TeamRules
{
public:
    explicit TeamRules(const Ruleset& rules) : m_rules(rules) {}
    // longGame: the longer game's team size and budget instead of the standard ones.
    TeamReport check(const QList<Character>& team, bool longGame) const;

private:
    const Ruleset& m_rules;
};

} // namespace hk
