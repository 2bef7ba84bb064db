#include "combat/CombatInitiative.h"
#include "i18n/Translate.h"

#include "campaign/Campaign.h"
#include "combat/CombatStep.h"
#include "combat/TurnOrder.h"
#include "packages/RuleToggles.h"
#include "packages/Ruleset.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace hk::CombatInitiative {

namespace {

QString tr(const char* text) { return hk::translateIn({"hk::CombatInitiative", "hk::CombatTurn"}, text); }

// A side's bonus on initiative rolls: the best any of its figures' skills gives (Tactics +1, Strategy +2;
// 004 l.258, l.296 — the tactician is taken to lead his party).
QHash<int, int> initiativeBonuses(CombatStep& step)
{
    QHash<int, int> bonus;
    const Ruleset& rules = step.campaign().rules();
    for (const EncounterFigure* f : step.state().onMap()) {
        for (const QString& skill : f->skills) {
            const int b = RuleToggles::effect(rules.entry(QStringLiteral("skill"), skill), QStringLiteral("initiativeBonus")).toInt();
            bonus[f->body.side] = qMax(bonus.value(f->body.side), b);
        }
    }
    return bonus;
}

// Warrior & Wizard's initiative (004 l.475–479): every figure that can act, in order of effective DEX, ties
// (or, with the optional rule, everyone) by DEX checks. The order holds for movement and actions.
// The players read the order of the figures they see, and their DEX, and no check: a check is rolled only when
// figures tie, so a visible figure's check beside no visible equal would tell of a hidden one. The checks
// are the GM's rolls, in the GM's full line.
bool doFigureInitiative(CombatStep& step)
{
    CombatState& s = step.state();
    const QHash<int, int> bonus = initiativeBonuses(step);
    QList<InitiativeEntrant> entrants;
    for (const EncounterFigure* f : s.onMap()) {
        if (f->body.isActive())
            entrants.append({f->body.id, f->body.name, f->body.adjustedDx(), bonus.value(f->body.side), f->hidden});
    }
    const FigureInitiative r = TurnOrder::byFigure(step.roller(), step.parameters(), entrants,
                                                   {tr("GM"), tr("initiative, turn %1").arg(s.turn), true}, step.rollLog());
    s.initiativeOrder = r.order;
    QStringList open;
    QStringList all;
    for (const QString& id : r.order) {
        const EncounterFigure* f = s.figure(id);
        QStringList checks;
        for (int total : r.checkTotals.value(id))
            checks.append(QString::number(total));
        const QString plain = tr("%1 (DEX %2)").arg(f->body.name).arg(f->body.adjustedDx());
        all.append(checks.isEmpty() ? plain
                                    : tr("%1 (DEX %2, check %3)").arg(f->body.name).arg(f->body.adjustedDx()).arg(checks.join(QLatin1Char('/'))));
        if (!f->hidden)
            open.append(plain);
    }
    const QString how = step.parameters().advancedInitiative ? tr("by DEX checks") : tr("by effective DEX");
    step.log(QStringLiteral("initiative"), QString(), tr("Initiative %1: %2.").arg(how, open.join(QStringLiteral(", "))), false,
             {{QStringLiteral("order"), QJsonArray::fromStringList(open)}});
    if (open != all)
        step.log(QStringLiteral("initiative"), QString(),
                 tr("For the GM, with every DEX check and hidden figure: %1.").arg(all.join(QStringLiteral(", "))), true,
                 {{QStringLiteral("order"), QJsonArray::fromStringList(all)}});
    return true;
}

} // namespace

QList<int> activeSides(const CombatState& s)
{
    QList<int> sides;
    for (const EncounterFigure* f : s.onMap()) {
        if (f->body.isActive() && !sides.contains(f->body.side))
            sides.append(f->body.side);
    }
    std::sort(sides.begin(), sides.end());
    return sides;
}

bool roll(CombatStep& step, QString* error)
{
    CombatState& s = step.state();
    const QList<int> sides = activeSides(s);
    if (sides.size() < 2) {
        *error = tr("Only one side can still fight: end the fight instead.");
        return false;
    }
    if (step.parameters().figureInitiative())
        return doFigureInitiative(step);
    const InitiativeResult r = TurnOrder::initiative(step.roller(), step.parameters(), sides,
                                                     {tr("GM"), tr("initiative, turn %1").arg(s.turn), false}, step.rollLog());
    s.initiativeSide = r.winnerSide;
    // The winner moves first unless he chooses to let the others go first (setMovementOrder).
    s.movementOrder = {r.winnerSide};
    for (int side : sides) {
        if (side != r.winnerSide)
            s.movementOrder.append(side);
    }
    step.log(QStringLiteral("initiative"), QString(), initiativeText(r), false, {{QStringLiteral("winner"), r.winnerSide}});
    return true;
}

QString initiativeText(const InitiativeResult& r)
{
    const QString wins = tr("Side %1 wins the initiative").arg(r.winnerSide);
    if (r.rounds.isEmpty())
        return wins + QLatin1Char('.');
    // The last round has one highest total, the winner's; the others are listed by side when more than one lost.
    const QList<RollRecord>& last = r.rounds.constLast();
    int best = 0;
    for (const RollRecord& roll : last)
        best = std::max(best, roll.total);
    QStringList others;
    for (const RollRecord& roll : last) {
        if (roll.total != best)
            others.append(last.size() > 2 ? tr("%1 (%2)").arg(roll.total).arg(roll.who) : QString::number(roll.total));
    }
    QString text = tr("%1, rolling %2 against %3").arg(wins).arg(best).arg(others.join(tr(" and ")));
    // Every earlier round ended in a tie for the lead.
    QStringList ties;
    for (qsizetype i = 0; i + 1 < r.rounds.size(); ++i) {
        int top = 0;
        for (const RollRecord& roll : r.rounds.at(i))
            top = std::max(top, roll.total);
        ties.append(QString::number(top));
    }
    if (ties.size() == 1)
        text = tr("%1, after a tie at %2").arg(text, ties.constFirst());
    else if (!ties.isEmpty())
        text = tr("%1, after ties at %2").arg(text, ties.join(tr(" and ")));
    return text + QLatin1Char('.');
}


} // namespace hk::CombatInitiative
