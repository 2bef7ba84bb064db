// Combat figures: the who-wins simulation (in the process and through `hexkeeper-cli combat odds`), tracker
// actions on a crowded encounter (every action reads and rewrites the whole encounter state, so its size is
// what to watch), and a 40-figure Warrior & Wizard battle played for 10 turns step by step as the GM would
// (issue 17: the time per action and per undo). Prints timings and the goals with their ratios; asserts nothing.
#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "characters/Roster.h"
#include "combat/CombatActions.h"
#include "combat/CombatOdds.h"
#include "combat/CombatTurn.h"
#include "combat/Encounters.h"
#include "combat/DuelOdds.h"
#include "combat/Engagement.h"
#include "combat/Facing.h"
#include "combat/FigureWeapons.h"
#include "combat/HexLine.h"
#include "dice/SeededDiceRoller.h"
#include "packages/PackageRegistry.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include "commands/ChangeHistory.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <map>
#include <vector>

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

// A goal that has no earlier figure to compare with (issue 17).
void goalNew(const char* what, double value, const char* unit, double goalValue)
{
    std::printf("GOAL %-40s %9.3f %s  goal <= %g %s  (%.2fx)  %s   before: n/a (new)\n", what, value, unit, goalValue, unit,
                value / goalValue, value <= goalValue ? "met" : "NOT MET");
}

// Step times of one kind, in nanoseconds.
struct Times
{
    std::vector<qint64> ns;
    void add(qint64 t) { ns.push_back(t); }
    double meanMs() const
    {
        double sum = 0;
        for (qint64 t : ns)
            sum += t;
        return ns.empty() ? 0 : sum / ns.size() / 1e6;
    }
    double p95Ms() const
    {
        if (ns.empty())
            return 0;
        std::vector<qint64> sorted = ns;
        std::sort(sorted.begin(), sorted.end());
        return sorted.at(std::size_t(std::ceil(0.95 * sorted.size())) - 1) / 1e6;
    }
    double maxMs() const { return ns.empty() ? 0 : *std::max_element(ns.begin(), ns.end()) / 1e6; }
    void print(const char* what) const
    {
        std::printf("%-48s mean %8.3f ms  p95 %8.3f ms  max %8.3f ms  (%zu)\n", what, meanMs(), p95Ms(), maxMs(), ns.size());
    }
};

struct WwFigures
{
    Times actions; // every step of the battle
    Times undos;
    bool ok = false;
};

// The direction from a hex to the neighbour nearest `toward`.
int directionToward(const HexCoord& from, const HexCoord& toward)
{
    int best = 0;
    for (int d = 1; d < HexCoord::directionCount; ++d) {
        if ((from + HexCoord::direction(d)).distanceTo(toward) < (from + HexCoord::direction(best)).distanceTo(toward))
            best = d;
    }
    return best;
}

bool inFront(const CombatFigure& f, const HexCoord& h)
{
    for (int d = f.facing - 1; d <= f.facing + 1; ++d) {
        if (f.position + HexCoord::direction(HexCoord::normalizeDirection(d)) == h)
            return true;
    }
    return false;
}

QList<const EncounterFigure*> enemiesOf(const CombatState& s, const EncounterFigure& f)
{
    QList<const EncounterFigure*> out;
    for (const EncounterFigure* o : s.onMap()) {
        if (o->body.side != f.body.side && o->body.isActive())
            out.append(o);
    }
    return out;
}

int distanceToNearest(const HexCoord& h, const QList<const EncounterFigure*>& enemies, const EncounterFigure** nearest = nullptr)
{
    int best = 1 << 20;
    for (const EncounterFigure* o : enemies) {
        if (h.distanceTo(o->body.position) < best) {
            best = h.distanceTo(o->body.position);
            if (nearest)
                *nearest = o;
        }
    }
    return best;
}

// The GM's move for the figure moving now: a fighter not yet engaged closes with the nearest enemy, at most
// half its MA (so it may still attack, W&W's charge-attack), stopping where it becomes engaged; archers stand
// still and turn to the nearest enemy to shoot. An engaged fighter stays and turns to face a neighbouring enemy when none is in front.
// Returns false when it does not move; *to and *facing are the step to take.
bool planMove(const CombatState& s, const EncounterFigure& f, const CombatParameters& p, bool* faceOnly, HexCoord* to, int* facing)
{
    *faceOnly = false;
    const QList<const EncounterFigure*> enemies = enemiesOf(s, f);
    if (enemies.isEmpty())
        return false;
    if (f.weapon == QLatin1String("Short Bow")) { // turns to shoot at the nearest enemy, without moving
        const EncounterFigure* nearest = nullptr;
        distanceToNearest(f.body.position, enemies, &nearest);
        *faceOnly = true;
        *facing = directionToward(f.body.position, nearest->body.position);
        return !Facing::inFrontWedge(f.body.position, f.body.facing, nearest->body.position);
    }
    if (f.engagedAtStart) {
        for (const EncounterFigure* o : enemies) {
            if (f.body.position.distanceTo(o->body.position) == 1 && inFront(f.body, o->body.position))
                return false;
        }
        for (const EncounterFigure* o : enemies) {
            if (f.body.position.distanceTo(o->body.position) == 1) {
                *faceOnly = true;
                *facing = directionToward(f.body.position, o->body.position);
                return true;
            }
        }
        return false;
    }
    QList<CombatFigure> others = s.bodiesOnMap();
    others.removeIf([&](const CombatFigure& b) { return b.id == f.body.id; });
    auto engagedAt = [&](const HexCoord& h) {
        CombatFigure there = f.body;
        there.position = h;
        return Engagement::isEngaged(there, others, p);
    };
    const int reach = std::min((f.body.ma + 1) / 2, CombatTurn::hexesLeft(s, f, p)); // 0 for one down
    const HexCoord from = f.body.position;
    int bestDistance = distanceToNearest(from, enemies);
    bool found = false;
    for (int dq = -reach; dq <= reach; ++dq) {
        for (int dr = -reach; dr <= reach; ++dr) {
            const HexCoord h{from.q + dq, from.r + dr};
            const int moved = from.distanceTo(h);
            if (moved == 0 || moved > reach || !s.map.isOpen(h))
                continue;
            const bool taken = std::any_of(others.cbegin(), others.cend(), [&](const CombatFigure& b) { return b.position == h; });
            const int d = distanceToNearest(h, enemies);
            if (taken || d > bestDistance || (d == bestDistance && (!found || moved >= from.distanceTo(*to))))
                continue;
            const QList<HexCoord> path = HexLine::hexes(from, h).mid(1);
            if (std::any_of(path.cbegin(), path.cend(), [&](const HexCoord& x) { return x != h && engagedAt(x); }))
                continue;
            bestDistance = d;
            *to = h;
            found = true;
        }
    }
    if (found) {
        const EncounterFigure* nearest = nullptr;
        distanceToNearest(*to, enemies, &nearest);
        *facing = directionToward(*to, nearest->body.position);
    }
    return found;
}

// The target the GM picks for the actor: an archer not engaged shoots the nearest enemy; a fighter strikes a
// neighbouring enemy in its front hexes. Empty: nobody to attack (the actor passes), as for one that is down
// or whose weapon is on the ground, and an engaged archer (it may shoot only at a charger, l.522).
QString pickTarget(const CombatState& s, const EncounterFigure& f)
{
    const QList<const EncounterFigure*> enemies = enemiesOf(s, f);
    if (f.body.isDown() || !FigureWeapons::ready(f))
        return {};
    if (f.weapon == QLatin1String("Short Bow")) {
        if (f.engagedAtStart)
            return {};
        const EncounterFigure* nearest = nullptr;
        distanceToNearest(f.body.position, enemies, &nearest);
        return nearest ? nearest->body.id : QString();
    }
    for (const EncounterFigure* o : enemies) {
        if (f.body.position.distanceTo(o->body.position) == 1 && inFront(f.body, o->body.position))
            return o->body.id;
    }
    return {};
}

// 20 Warrior & Wizard warriors a side (12 broadswords, 4 spears, 4 short bows, all in leather) on a 30×20 map,
// ten turns driven through the model step by step (initiative, upkeep, movement figure by figure, actions in
// initiative order), then the last 50 steps undone one by one. Every step is timed; the choices are the
// bench's own and are not.
WwFigures wwBattle(const PackageRegistry& registry, const QString& file)
{
    WwFigures out;
    QString error;
    std::unique_ptr<Campaign> campaign = Campaign::create(
        file, {QStringLiteral("W&W bench"), QStringLiteral("warrior-and-wizard-0.10"), {}, 1978, 1}, registry, &error);
    if (!campaign) {
        std::printf("W&W: cannot create a campaign: %s\n", qPrintable(error));
        return out;
    }
    QElapsedTimer t;
    QList<Character> warriors;
    for (int side = 1; side <= 2; ++side) {
        for (int i = 0; i < 20; ++i) {
            Character c;
            c.name = QStringLiteral("%1 %2").arg(side == 1 ? QStringLiteral("Red") : QStringLiteral("Blue")).arg(i + 1);
            c.system = QStringLiteral("ww");
            c.type = QStringLiteral("warrior");
            c.st = 12;
            c.dx = 12;
            c.iq = 8;
            c.ma = 10;
            Gear weapon;
            weapon.slot = QStringLiteral("weapon");
            weapon.name = i < 12 ? QStringLiteral("Broadsword") : i < 16 ? QStringLiteral("Spear") : QStringLiteral("Short Bow");
            c.skills = {i < 12 ? QStringLiteral("swords") : i < 16 ? QStringLiteral("pole-arms") : QStringLiteral("bows")};
            Gear armor;
            armor.slot = QStringLiteral("armor");
            armor.name = QStringLiteral("Leather");
            c.gear = {weapon, armor};
            warriors.append(c);
        }
    }
    QList<qint64> ids;
    t.start();
    if (!Roster(*campaign).addAll(warriors, &ids, &error)) {
        std::printf("W&W: the roster refuses the warriors: %s\n", qPrintable(error));
        return out;
    }
    report("W&W: add 40 warriors to the roster (1 step)", t.nsecsElapsed());

    Encounters encounters(*campaign);
    qint64 id = 0;
    if (!encounters.create(QStringLiteral("Battle"), 30, 20, false, &id, &error)) {
        std::printf("W&W: cannot create the encounter: %s\n", qPrintable(error));
        return out;
    }
    // Two lines four rows apart, the archers two rows behind their own: Red (side 1) faces south, Blue north.
    t.restart();
    QStringList figures;
    for (int i = 0; i < 40; ++i) {
        QString figure;
        if (!encounters.addCharacter(id, ids.at(i), i < 20 ? 1 : 2, &figure, &error)) {
            std::printf("W&W: cannot add %s: %s\n", qPrintable(warriors.at(i).name), qPrintable(error));
            return out;
        }
        figures.append(figure);
    }
    report("W&W: add 40 roster characters (40 steps)", t.nsecsElapsed(), 40);
    t.restart();
    for (int i = 0; i < 40; ++i) {
        const int k = i % 20;
        const bool red = i < 20;
        const int column = k < 16 ? 7 + k : 11 + 2 * (k - 16);
        const int row = k < 16 ? (red ? 8 : 12) : (red ? 6 : 14);
        if (!encounters.place(id, figures.at(i), HexMap::toAxial(column, row), red ? 3 : 0, &error)) {
            std::printf("W&W: cannot place %s: %s\n", qPrintable(warriors.at(i).name), qPrintable(error));
            return out;
        }
    }
    report("W&W: place 40 figures (40 steps)", t.nsecsElapsed(), 40);
    if (!encounters.start(id, &error)) {
        std::printf("W&W: cannot start: %s\n", qPrintable(error));
        return out;
    }

    const std::optional<CombatParameters> p = CombatParameters::load(campaign->rules(), &error);
    CombatTurn turn(*campaign);
    CombatActions act(*campaign);
    std::map<std::string, Times> byKind;
    std::map<std::string, int> refusals; // what the model refused, by its own words
    int steps = 0;
    // One timed step; a refused one is counted under its error text and not timed as an action.
    auto step = [&](const char* kind, const std::function<bool(QString*)>& run) {
        QString e;
        QElapsedTimer s;
        s.start();
        const bool done = run(&e);
        const qint64 ns = s.nsecsElapsed();
        if (!done) {
            ++refusals[std::string(kind) + ": " + e.toStdString()];
            return false;
        }
        byKind[kind].add(ns);
        out.actions.add(ns);
        ++steps;
        return true;
    };
    Encounter e;
    auto state = [&]() -> const CombatState& {
        encounters.find(id, &e, &error);
        return e.state;
    };
    t.restart();
    for (int n = 0; n < 10; ++n) {
        if (state().phase != CombatPhase::Initiative) {
            std::printf("W&W: turn %d begins in the %s phase, not initiative\n", e.state.turn, qPrintable(phaseKey(e.state.phase)));
            return out;
        }
        if (!step("initiative", [&](QString* err) { return turn.rollInitiative(id, err); })
            || !step("advance", [&](QString* err) { return turn.advance(id, err); })  // → spell upkeep
            || !step("advance", [&](QString* err) { return turn.advance(id, err); })) // → movement, the first mover
            break;
        for (int guard = 0; guard < 100 && state().phase == CombatPhase::Movement; ++guard) {
            const EncounterFigure* f = e.state.figure(e.state.mover);
            bool faceOnly = false;
            HexCoord to;
            int facing = 0;
            if (f && planMove(e.state, *f, *p, &faceOnly, &to, &facing)) {
                const QString who = f->body.id;
                if (faceOnly)
                    step("face", [&](QString* err) { return turn.face(id, who, facing, err); });
                else
                    step("move", [&](QString* err) { return turn.move(id, who, to, facing, err); });
            }
            if (!step("advance", [&](QString* err) { return turn.advance(id, err); })) // → the next mover, or actions
                break;
        }
        for (int guard = 0; guard < 100 && state().phase == CombatPhase::Actions && !e.state.actor.isEmpty(); ++guard) {
            const EncounterFigure* f = e.state.figure(e.state.actor);
            const QString who = f->body.id;
            const QString target = pickTarget(e.state, *f);
            if (!target.isEmpty() && step("attack", [&](QString* err) { return act.attack(id, AttackRequest(who, target), err); }))
                continue;
            if (!step("pass", [&](QString* err) { return turn.pass(id, who, QString(), err); }))
                break;
        }
        if (!step("advance", [&](QString* err) { return turn.advance(id, err); })) // → end of turn, the next turn's initiative
            break;
    }
    const qint64 battleNs = t.nsecsElapsed();
    state();
    QMap<int, int> standing = Encounters::likelyWinner(e.state).standing;
    std::printf("W&W: 10 turns, %d steps in %.3f s (bench's choices and reads included); now turn %d, standing: red %d, blue %d\n",
                steps, battleNs / 1e9, e.state.turn, standing.value(1), standing.value(2));
    for (const auto& [kind, times] : byKind)
        times.print(("W&W step: " + kind).c_str());
    out.actions.print("W&W step: every kind");
    for (const auto& [what, count] : refusals)
        std::printf("W&W refused %dx  %s\n", count, what.c_str());

    // The GM takes back the last 50 steps one by one.
    for (int i = 0; i < 50; ++i) {
        QString err;
        QElapsedTimer u;
        u.start();
        if (!campaign->undo(&err)) {
            std::printf("W&W: undo %d refused: %s\n", i + 1, qPrintable(err));
            break;
        }
        out.undos.add(u.nsecsElapsed());
    }
    out.undos.print("W&W: undo the last 50 steps");
    out.ok = true;
    return out;
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
        campaign->undo();
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
    const WwFigures ww = wwBattle(registry, dir.filePath(QStringLiteral("ww.hkc")));

    std::printf("\n");
    goal("combat odds --runs 100000, CLI (s)", cliOdds, "s", 1.0, 2.5);
    goal("odds 100000 runs, in process (s)", oddsSeconds, "s", 1.0, 2.4);
    goal("attack with logging, 120 figures (ms)", attacks ? attackNs / 1e6 / attacks : -1, "ms", 5.0, 10.5);
    goal("undo a tracker step, 120 figures (ms)", undoNs / 1e6 / undos, "ms", 5.0, 2.3);
    if (ww.ok) {
        goalNew("W&W 40 figures: step, mean (ms)", ww.actions.meanMs(), "ms", 50.0);
        goalNew("W&W 40 figures: step, p95 (ms)", ww.actions.p95Ms(), "ms", 100.0);
        goalNew("W&W 40 figures: undo, mean (ms)", ww.undos.meanMs(), "ms", 50.0);
        goalNew("W&W 40 figures: undo, p95 (ms)", ww.undos.p95Ms(), "ms", 100.0);
    }
    return 0;
}
