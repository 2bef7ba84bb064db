// Combat figures: the who-wins simulation (in the process and through `hexkeeper-cli combat odds`), and tracker
// actions on a crowded encounter (every action reads and rewrites the whole encounter state, so its size is
// what to watch). Prints timings and the issue-14 goals with their ratios; asserts nothing.
#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "combat/CombatActions.h"
#include "combat/CombatOdds.h"
#include "combat/CombatTurn.h"
#include "combat/Encounters.h"
#include "combat/DuelOdds.h"
#include "dice/SeededDiceRoller.h"
#include "packages/PackageRegistry.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include "commands/ChangeHistory.h"

#include <algorithm>
#include <cstdio>

using namespace hk;

namespace {

void report(const char* what, qint64 ns, long long count = 1)
{
    std::printf("%-48s %10.3f ms", what, ns / 1e6);
    if (count > 1)
        std::printf("   (%.3f ms each, %lld)", double(ns) / count / 1e6, count);
    std::printf("\n");
}

// One goal of issue 14: the measured value, the goal, their ratio, and the figure before the work on it
// (RelWithDebInfo on the 2-core development machine at 82b1aba, medians of three runs while another build ran).
void goal(const char* what, double value, const char* unit, double goalValue, double before)
{
    std::printf("GOAL %-40s %9.3f %s  goal <= %g %s  (%.2fx)  %s   before: %g %s\n", what, value, unit, goalValue, unit,
                value / goalValue, value <= goalValue ? "met" : "NOT MET", before, unit);
}

// Wall time of one CLI run, the median of three.
double cliSeconds(const QStringList& args)
{
    QList<double> runs;
    for (int i = 0; i < 3; ++i) {
        QElapsedTimer t;
        t.start();
        QProcess p;
        p.start(QStringLiteral(HK_BINARY_DIR "/app/hexkeeper-cli"), args);
        if (!p.waitForFinished(120000) || p.exitCode() != 0) {
            std::printf("hexkeeper-cli %s failed: %s\n", qPrintable(args.join(QLatin1Char(' '))),
                        p.readAllStandardError().constData());
            return -1;
        }
        runs.append(t.nsecsElapsed() / 1e9);
    }
    std::sort(runs.begin(), runs.end());
    return runs.at(runs.size() / 2);
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QStringList errors;
    const PackageRegistry registry = PackageRegistry::loadEmbedded(&errors);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("bench.hkc"));
    QString error;
    std::unique_ptr<Campaign> campaign =
        Campaign::create(file, {QStringLiteral("Bench"), QStringLiteral("tft-wizard-1978"), {}, 7, 1}, registry, &error);
    if (!campaign) {
        std::printf("cannot create a campaign: %s\n", qPrintable(error));
        return 1;
    }
    QElapsedTimer t;

    // 60 wolves against 60 wolves on a 40×30 map, in pairs face to face: left i stands right above right i.
    Encounters encounters(*campaign);
    qint64 id = 0;
    encounters.create(QStringLiteral("Melee"), 40, 30, false, &id, &error);
    QStringList left;
    QStringList right;
    t.start();
    for (int side = 1; side <= 2; ++side) {
        for (int batch = 0; batch < 2; ++batch) { // at most 50 at a time
            if (!encounters.addCreature(id, QStringLiteral("wolf"), side, 30, side == 1 ? &left : &right, &error)) {
                std::printf("cannot add wolves: %s\n", qPrintable(error));
                return 1;
            }
        }
    }
    report("add 120 creatures (4 steps)", t.nsecsElapsed(), 4);
    t.restart();
    for (int i = 0; i < 60; ++i) {
        const int row = 10 + 2 * (i / 30);
        encounters.place(id, left.at(i), HexMap::toAxial(2 + (i % 30), row), 3, &error);
        encounters.place(id, right.at(i), HexMap::toAxial(2 + (i % 30), row + 1), 0, &error);
    }
    report("place 120 figures (120 steps)", t.nsecsElapsed(), 120);

    // Who wins between the first pair, as `combat odds` works it out (the same call, the same parameters).
    Encounter e;
    encounters.find(id, &e, &error);
    const std::optional<CombatParameters> p = CombatParameters::load(campaign->rules(), &error);
    t.restart();
    const DuelEstimate odds = CombatOdds::duel(*p, *e.state.figure(left.at(0)), *e.state.figure(right.at(0)), 100000, 1978);
    const double oddsSeconds = t.nsecsElapsed() / 1e9;
    report("who wins: 100000 simulated fights (CombatOdds)", qint64(oddsSeconds * 1e9));
    std::printf("    first wins %.2f%%, second %.2f%%, %d undecided, %.3f turns on average\n", odds.firstChance() * 100,
                odds.secondChance() * 100, odds.undecided, odds.averageTurns);
    const double cliOdds = cliSeconds({QStringLiteral("combat"), QStringLiteral("odds"), file, QString::number(id), left.at(0),
                                       right.at(0), QStringLiteral("--runs"), QStringLiteral("100000")});
    report("hexkeeper-cli combat odds --runs 100000", qint64(cliOdds * 1e9));

    encounters.start(id, &error);
    CombatTurn turn(*campaign);
    t.restart();
    int advances = 0;
    for (; advances < 4; ++advances)
        turn.advance(id, &error); // initiative, renew, movement (two sides), actions
    report("advance to the action phase (4 steps)", t.nsecsElapsed(), advances);

    // Each actor strikes its partner (a logged step: to-hit and damage rolls, log lines); one that cannot
    // (its partner is down) passes. The lookup of who acts is the bench's own and is not timed.
    CombatActions act(*campaign);
    qint64 attackNs = 0;
    qint64 passNs = 0;
    int attacks = 0;
    int passes = 0;
    for (int i = 0; i < 40; ++i) {
        encounters.find(id, &e, &error);
        if (e.state.actor.isEmpty())
            break;
        const EncounterFigure* f = e.state.figure(e.state.actor);
        const QString foe = f->body.side == 1 ? right.value(left.indexOf(f->body.id)) : left.value(right.indexOf(f->body.id));
        t.restart();
        const bool struck = act.attack(id, {f->body.id, foe, QString(), 0}, &error);
        const qint64 ns = t.nsecsElapsed();
        if (struck) {
            attackNs += ns;
            ++attacks;
            continue;
        }
        t.restart();
        if (turn.pass(id, f->body.id, QString(), &error))
            ++passes;
        passNs += t.nsecsElapsed();
    }
    report("attacks in a 120-figure fight (logged)", attackNs, attacks);
    report("passes (after a refused attack)", passNs, passes);
    t.restart();
    const int undos = 20;
    for (int i = 0; i < undos; ++i)
        campaign->undoStack()->undo();
    const qint64 undoNs = t.nsecsElapsed();
    report("undo a tracker step", undoNs, undos);

    CombatFigure a;
    a.id = QStringLiteral("a");
    a.stBasic = a.st = 10;
    a.dx = 12;
    a.staffIsWeapon = true;
    CombatFigure b = a;
    b.id = QStringLiteral("b");
    t.restart();
    const DuelEstimate duel = DuelOdds::simulate(*p, a, DiceExpression{1, 6, 0}, b, DiceExpression{1, 6, 0}, 2000, 1978);
    report("who wins: 2000 simulated fights", t.nsecsElapsed());
    std::printf("    first wins %.1f%%, second %.1f%%, %.1f turns on average\n", duel.firstChance() * 100, duel.secondChance() * 100,
                duel.averageTurns);

    std::printf("\n");
    goal("combat odds --runs 100000, CLI (s)", cliOdds, "s", 1.0, 2.5);
    goal("odds 100000 runs, in process (s)", oddsSeconds, "s", 1.0, 2.4);
    goal("attack with logging, 120 figures (ms)", attacks ? attackNs / 1e6 / attacks : -1, "ms", 5.0, 10.5);
    goal("undo a tracker step, 120 figures (ms)", undoNs / 1e6 / undos, "ms", 5.0, 2.3);
    return 0;
}
