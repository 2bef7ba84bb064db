// The Wiz-War steps built once in the model (issue 36: the window and the CLI built their own, so a counter spell
// was "Counter spell" in one and "Counter with …" in the other). Each step of a two-player game, taken from
// WizWarSteps as both front-ends take it, has its one name in the undo history, and undo and redo give back the
// campaign's digest before and after it. The deck is twelve copies of one counter spell with an energy value, so
// every hand holds what the steps need whatever the seeded shuffle.
#include "CampaignTestSupport.h"
#include "StrictTest.h"

#include "commands/ChangeHistory.h"
#include "wizwar/WizWarDeck.h"
#include "wizwar/WizWarGames.h"
#include "wizwar/WizWarSteps.h"

#include <QTest>

using namespace hk;
using namespace hk::wizwar;

namespace {

// A step and the name it must have, both read from the game as it stands before the step.
struct Row
{
    const char* tag;
    std::function<WizWarStep(const GameState& g, int active, int other)> step;
    std::function<QString(const GameState& g, int active, int other)> name;
};

Square north(Square s)
{
    return {s.x, s.y - 1};
}

} // namespace

class TestWizWarSteps : public test::StrictTest
{
    Q_OBJECT

    test::CampaignFactory m_files{QStringLiteral("steps")};

private Q_SLOTS:
    void everyStepHasOneNameAndUndoes()
    {
        auto c = m_files.create(1, {}, QStringLiteral("wiz-war"));
        QVERIFY(c);
        QString error;
        QVERIFY2(WizWarDeck(*c).setStarterDeck(false, &error), qPrintable(error));
        CardDef ward;
        ward.name = QStringLiteral("Ward");
        ward.school = QStringLiteral("white-cantrip");
        ward.type = CardType::Counter;
        ward.range = CardRange::Caster;
        ward.cancelsAttack = true;
        ward.energyValue = 2;
        ward.copies = 12;
        WizWarGames games(*c);
        QVERIFY2(games.addCard(ward, &error), qPrintable(error));
        SetupChoice choice;
        choice.players = {{QStringLiteral("Ann"), {}}, {QStringLiteral("Bob"), {}}};
        choice.schools = {QStringLiteral("alchemy"), QStringLiteral("elemental"), QStringLiteral("mentalism")};
        const qint64 id = games.create(QStringLiteral("Duel"), choice, &error);
        QVERIFY2(id, qPrintable(error));

        const auto name = [](const GameState& g, int seat) { return g.seats.at(seat).name; };
        const QList<Row> rows{
            {"boost", [](const GameState&, int a, int) { return WizWarSteps::boost(a, QStringLiteral("Ward")); },
             [&](const GameState& g, int a, int) { return QStringLiteral("Boost %1's speed").arg(name(g, a)); }},
            {"moveTo", [](const GameState& g, int a, int) { return WizWarSteps::moveTo(a, north(g.seats.at(a).at), false); },
             [&](const GameState& g, int a, int) { return QStringLiteral("Move %1 to %2").arg(name(g, a), north(g.seats.at(a).at).name()); }},
            {"move", [](const GameState&, int a, int) { return WizWarSteps::move(a, {Direction::South}, false); },
             [&](const GameState& g, int a, int) { return QStringLiteral("Move %1").arg(name(g, a)); }},
            {"addPortal", [](const GameState&, int, int) { return WizWarSteps::addPortal({{0, 0}, Direction::North, {9, 4}, Direction::South}); },
             [](const GameState&, int, int) { return QStringLiteral("Add portals A1:N and J5:S"); }},
            {"removePortal", [](const GameState&, int, int) { return WizWarSteps::removePortal({9, 4}, Direction::South); },
             [](const GameState&, int, int) { return QStringLiteral("Remove the portals at J5:S"); }},
            {"randomDirection", [](const GameState&, int a, int) { return WizWarSteps::randomDirection(a, {}); },
             [&](const GameState& g, int a, int) { return QStringLiteral("Random direction for %1").arg(name(g, a)); }},
            {"adjust", [](const GameState& g, int a, int o) { return WizWarSteps::adjust(o, 0, 0, north(g.seats.at(a).at)); },
             [&](const GameState& g, int, int o) { return QStringLiteral("Adjust %1").arg(name(g, o)); }},
            {"discard", [](const GameState&, int a, int) { return WizWarSteps::discard(a, {QStringLiteral("Ward")}); },
             [](const GameState&, int, int) { return QStringLiteral("Discard"); }},
            {"draw (and so the turn ends)", [](const GameState&, int a, int) { return WizWarSteps::draw(a, 1); },
             [](const GameState&, int, int) { return QStringLiteral("Draw"); }},
            {"endTurn", [](const GameState&, int, int o) { return WizWarSteps::endTurn(o); },
             [](const GameState&, int, int) { return QStringLiteral("End turn"); }},
            {"attack (a punch)",
             [](const GameState&, int a, int o) {
                 AttackChoice punch;
                 punch.seat = a;
                 punch.punch = true;
                 punch.target = {Target::Kind::Wizard, o, {}, {}};
                 return WizWarSteps::attack(punch);
             },
             [&](const GameState& g, int, int o) { return QStringLiteral("Punch %1").arg(name(g, o)); }},
            {"counter", [](const GameState&, int, int o) { return WizWarSteps::counter(o, QStringLiteral("Ward"), {}); },
             [](const GameState&, int, int) { return QStringLiteral("Counter with Ward"); }},
            {"resolveAttack", [](const GameState&, int, int) { return WizWarSteps::resolveAttack(); },
             [](const GameState&, int, int) { return QStringLiteral("Let the attack resolve"); }},
        };
        WizWarRecord r;
        QVERIFY2(games.find(id, &r, &error), qPrintable(error));
        const int active = r.state.turn.active, other = 1 - active; // the seeded dice chose who goes first
        for (const Row& row : rows) {
            QVERIFY2(games.find(id, &r, &error), qPrintable(error));
            const QString before = test::digestOf(*c);
            QVERIFY2(games.play(id, row.step(r.state, active, other), &error), qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(row.tag), error)));
            QCOMPARE(c->undoStack()->undoText(), row.name(r.state, active, other));
            const QString after = test::digestOf(*c);
            QVERIFY2(after != before, row.tag);
            QVERIFY2(c->undo(&error), qPrintable(error));
            QCOMPARE(test::digestOf(*c), before);
            QVERIFY2(c->redo(&error), qPrintable(error));
            QCOMPARE(test::digestOf(*c), after);
        }
        QVERIFY2(games.find(id, &r, &error), qPrintable(error));
        QVERIFY(!r.state.attack.active);
        QCOMPARE(r.state.seats.at(other).life, 15); // the counter spell cancelled the punch
    }
};

QTEST_GUILESS_MAIN(TestWizWarSteps)
#include "tst_wizwar_steps.moc"
