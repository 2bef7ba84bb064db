// Combat figures: the who-wins simulation, and tracker actions on a crowded encounter (every action reads
// and rewrites the whole encounter state, so its size is what to watch). Prints timings; asserts nothing.
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
#include <QTemporaryDir>
#include <QUndoStack>

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
} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QStringList errors;
    const PackageRegistry registry = PackageRegistry::loadEmbedded(&errors);
    QTemporaryDir dir;
    QString error;
    std::unique_ptr<Campaign> campaign =
        Campaign::create(dir.filePath(QStringLiteral("bench.hkc")), {QStringLiteral("Bench"), QStringLiteral("tft-wizard-1978"), {}, 7, 1},
                         registry, &error);
    if (!campaign) {
        std::printf("cannot create a campaign: %s\n", qPrintable(error));
        return 1;
    }
    QElapsedTimer t;

    // 60 wolves against 60 wolves on a 40×30 map.
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
        encounters.place(id, left.at(i), HexMap::toAxial(2 + (i % 30), 10 + i / 30), 3, &error);
        encounters.place(id, right.at(i), HexMap::toAxial(2 + (i % 30), 12 + i / 30), 0, &error);
    }
    report("place 120 figures (120 steps)", t.nsecsElapsed(), 120);
    encounters.start(id, &error);
    CombatTurn turn(*campaign);
    t.restart();
    int advances = 0;
    for (; advances < 4; ++advances)
        turn.advance(id, &error); // initiative, renew, movement (two sides), actions
    report("advance to the action phase (4 steps)", t.nsecsElapsed(), advances);
    CombatActions act(*campaign);
    t.restart();
    int attacks = 0;
    for (int i = 0; i < 40; ++i) {
        Encounter e;
        encounters.find(id, &e, &error);
        if (e.state.actor.isEmpty())
            break;
        const EncounterFigure* f = e.state.figure(e.state.actor);
        const QString foe = f->body.side == 1 ? right.value(left.indexOf(f->body.id)) : left.value(right.indexOf(f->body.id));
        if (act.attack(id, {f->body.id, foe, QString(), 0}, &error) || turn.pass(id, f->body.id, QString(), &error))
            ++attacks;
    }
    report("attacks in a 120-figure fight", t.nsecsElapsed(), attacks);
    t.restart();
    const int undos = 20;
    for (int i = 0; i < undos; ++i)
        campaign->undoStack()->undo();
    report("undo a tracker step", t.nsecsElapsed(), undos);

    const std::optional<CombatParameters> p = CombatParameters::load(campaign->rules(), &error);
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
    return 0;
}
