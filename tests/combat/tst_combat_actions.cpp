// The tracker's rules for blows, the turn and movement, one case each through the model services with scripted
// dice: arcs and the attacker's penalties, the 5-hit and 8-hit thresholds, forced retreats, movement limits
// (stopping on engagement, shifting), fire, a dice script running out, undo and redo of every kind of step,
// and the optional rules (courtesy, magical ST, practice). Spells are in tst_combat_spells.
#include "CombatFightFixture.h"

#include "combat/CombatActions.h"
#include "combat/CombatInitiative.h"
#include "combat/CombatOdds.h"
#include "combat/CombatOverrides.h"
#include "combat/CombatView.h"
#include "combat/EncounterRepository.h"
#include "combat/Facing.h"
#include "combat/TurnOrder.h"
#include "houserules/HouseRules.h"

#include <QJsonArray>
#include <QJsonDocument>
#include "commands/ChangeHistory.h"

using namespace hk;
using test::at;
using test::Fight;
using test::parameters;

class TestCombatActions : public test::FightTests
{
    Q_OBJECT

public:
    TestCombatActions() : FightTests(QStringLiteral("Actions")) {}

private Q_SLOTS:
    void physicalAttackFrontSideRear_data()
    {
        QTest::addColumn<int>("boFacing");
        QTest::addColumn<int>("expectedDx"); // Ann's DX 13 plus the arc bonus
        QTest::newRow("front") << 0 << 13;
        QTest::newRow("side") << 2 << 15;
        QTest::newRow("rear") << 3 << 17;
    }

    void physicalAttackFrontSideRear()
    {
        QFETCH(int, boFacing);
        QFETCH(int, expectedDx);
        Fight f = fight();
        QString error;
        QVERIFY(Encounters(*f.campaign).place(f.id, f.bo, at(5, 6), boFacing, &error));
        f.script({3, 3, 3, /*damage 1d6*/ 4});
        QVERIFY2(CombatActions(*f.campaign).attack(f.id, {f.ann, f.bo, QString(), 0}, &error), qPrintable(error));
        QCOMPARE(f.fig(f.bo).body.st, 11 - 4);
        QCOMPARE(f.fig(f.bo).wounds, 4);
        QList<CombatLogEntry> log = Encounters(*f.campaign).log(f.id, false, &error);
        int dx = 0;
        for (const CombatLogEntry& l : log)
            dx = l.kind == QLatin1String("attack") ? l.data.value(QLatin1String("adjustedDx")).toInt() : dx;
        QCOMPARE(dx, expectedDx);
        // The attacker's action is used: Bo is proposed next.
        QCOMPARE(f.encounter().state.actor, f.bo);
    }

    // The attacker's own situation: flying by spell −2, standing in a shadow −6 (dx-adjustments); the odds the
    // tracker shows use the same number the roll is made against.
    void attackerPenalties_data()
    {
        QTest::addColumn<bool>("flying");
        QTest::addColumn<bool>("inShadow");
        QTest::addColumn<int>("expectedDx");
        QTest::newRow("plain") << false << false << 13;
        QTest::newRow("flying") << true << false << 11;
        QTest::newRow("in shadow") << false << true << 7;
    }

    void attackerPenalties()
    {
        QFETCH(bool, flying);
        QFETCH(bool, inShadow);
        QFETCH(int, expectedDx);
        Fight f = fight();
        QString error;
        if (flying)
            QVERIFY(CombatOverrides(*f.campaign).addCondition(f.id, f.ann, QStringLiteral("flight"), 3, 0, &error));
        if (inShadow)
            QVERIFY(Encounters(*f.campaign).setTerrain(f.id, QStringLiteral("shadow"), {at(5, 5)}, true, &error));
        const Encounter e = f.encounter();
        const OddsEstimate odds = CombatOdds::attack(e.state, parameters(f), *e.state.figure(f.ann), *e.state.figure(f.bo), 0);
        QCOMPARE(odds.target, expectedDx);
        f.script({6, 6, 6});
        QVERIFY2(CombatActions(*f.campaign).attack(f.id, {f.ann, f.bo, QString(), 0}, &error), qPrintable(error));
        int dx = 0;
        for (const CombatLogEntry& l : Encounters(*f.campaign).log(f.id, false, &error))
            dx = l.kind == QLatin1String("attack") ? l.data.value(QLatin1String("adjustedDx")).toInt() : dx;
        QCOMPARE(dx, expectedDx);
    }

    void heavyHitsPenaltyAndKnockdown_data()
    {
        QTest::addColumn<int>("damageDie");
        QTest::addColumn<bool>("penalty");
        QTest::addColumn<bool>("fallsAndLosesAction");
        QTest::newRow("4 hits") << 4 << false << false;
        QTest::newRow("5 hits") << 5 << true << false;
        QTest::newRow("8 hits") << 6 << true << true; // 6 on 2d6 → see damage below
    }

    void heavyHitsPenaltyAndKnockdown()
    {
        QFETCH(int, damageDie);
        QFETCH(bool, penalty);
        QFETCH(bool, fallsAndLosesAction);
        Fight f = fight();
        QString error;
        const int hits = fallsAndLosesAction ? 8 : damageDie;
        // A 2d6 weapon when 8 hits are wanted (6 + 2), else one die.
        const QString dice = fallsAndLosesAction ? QStringLiteral("2d6") : QStringLiteral("1d6");
        f.script(fallsAndLosesAction ? QList<int>{3, 3, 3, 6, 2} : QList<int>{3, 3, 3, damageDie});
        QVERIFY2(CombatActions(*f.campaign).attack(f.id, {f.ann, f.bo, dice, 0}, &error), qPrintable(error));
        QCOMPARE(f.fig(f.bo).wounds, hits);
        QCOMPARE(f.fig(f.bo).body.posture != Posture::Standing, fallsAndLosesAction);
        // Knocked down before acting: no action this turn (l.111).
        QCOMPARE(f.encounter().state.actor.isEmpty(), fallsAndLosesAction);
        if (!fallsAndLosesAction) {
            QVERIFY(CombatTurn(*f.campaign).pass(f.id, f.bo, QString(), &error));
        }
        QVERIFY(f.advanceTo(CombatPhase::ForcedRetreats));
        QVERIFY(f.advanceTo(CombatPhase::Initiative));
        QCOMPARE(f.fig(f.bo).body.adjustedDx(), 11 + (penalty ? parameters(f).heavyHitsDx : 0));
    }

    void forcedRetreat()
    {
        Fight f = fight();
        QString error;
        f.script({3, 3, 3, 2});
        QVERIFY(CombatActions(*f.campaign).attack(f.id, {f.ann, f.bo, QString(), 0}, &error));
        QVERIFY(CombatTurn(*f.campaign).pass(f.id, f.bo, QString(), &error));
        QVERIFY(f.advanceTo(CombatPhase::ForcedRetreats));
        // Bo hurt nobody: he may not push Ann.
        QVERIFY(!CombatActions(*f.campaign).forceRetreat(f.id, f.bo, f.ann, at(5, 4), false, &error));
        // Two hexes away is not a retreat.
        QVERIFY(!CombatActions(*f.campaign).forceRetreat(f.id, f.ann, f.bo, at(5, 8), false, &error));
        QVERIFY2(CombatActions(*f.campaign).forceRetreat(f.id, f.ann, f.bo, at(5, 7), true, &error), qPrintable(error));
        QCOMPARE(f.fig(f.bo).body.position, at(5, 7));
        QCOMPARE(f.fig(f.ann).body.position, at(5, 6));
        // Once only.
        QVERIFY(!CombatActions(*f.campaign).forceRetreat(f.id, f.ann, f.bo, at(5, 8), false, &error));
    }

    void movementLimits()
    {
        Fight f = fight();
        QString error;
        QVERIFY(f.advanceTo(CombatPhase::Initiative));
        f.script({6, 1});
        QVERIFY(f.advanceTo(CombatPhase::Movement));
        QCOMPARE(f.encounter().state.movingSide, 1);
        // Side 2 cannot move now; Ann is engaged and may only shift one hex.
        QVERIFY(!CombatTurn(*f.campaign).move(f.id, f.bo, at(7, 7), 0, &error));
        QVERIFY(f.fig(f.ann).engagedAtStart);
        QVERIFY(!CombatTurn(*f.campaign).chooseOption(f.id, f.ann, QStringLiteral("move"), &error));
        QVERIFY(!CombatTurn(*f.campaign).move(f.id, f.ann, at(5, 2), 3, &error));
        QVERIFY(error.contains(QLatin1String("1")));
        const QJsonObject before = f.encounter().state.toJson();
        QVERIFY(!CombatTurn(*f.campaign).move(f.id, f.ann, at(5, 6), 3, &error)); // Bo is there
        QCOMPARE(f.encounter().state.toJson(), before);
        // Shifting away from Bo is not a shift (l.170); to a hex still beside him it is.
        QVERIFY(CombatTurn(*f.campaign).chooseOption(f.id, f.ann, QStringLiteral("shift-attack"), &error));
        QVERIFY(!CombatTurn(*f.campaign).move(f.id, f.ann, at(4, 5), 3, &error));
        QVERIFY2(error.contains(QLatin1String("stay next")), qPrintable(error));
        QVERIFY2(CombatTurn(*f.campaign).move(f.id, f.ann, at(4, 6), 3, &error), qPrintable(error));
    }

    // Fire (l.590): a figure stopping in it takes 4 hits and −2 DX that turn; a beast below IQ 8 will not
    // go in; fire made where someone stands burns him for 2.
    void fireBurnsAndFrightens()
    {
        Fight f = fight();
        QString error;
        Encounters encounters(*f.campaign);
        QStringList wolves;
        QVERIFY(encounters.addCreature(f.id, QStringLiteral("wolf"), 1, 1, &wolves, &error));
        QVERIFY(encounters.place(f.id, wolves.first(), at(2, 8), 0, &error));
        QVERIFY(encounters.setTerrain(f.id, QStringLiteral("fire"), {at(4, 6), at(2, 7)}, true, &error));
        f.script({6, 1, 6, 1}); // any ties in the rest of turn 1
        QVERIFY(f.advanceTo(CombatPhase::Initiative));
        f.script({6, 1});
        QVERIFY(f.advanceTo(CombatPhase::Movement));
        QVERIFY2(CombatTurn(*f.campaign).move(f.id, f.ann, at(4, 6), 3, &error), qPrintable(error));
        QCOMPARE(f.fig(f.ann).wounds, 4);
        QCOMPARE(f.fig(f.ann).body.adjustedDx(), 13 - 2);
        QVERIFY(!CombatTurn(*f.campaign).move(f.id, wolves.first(), at(2, 7), 0, &error));
        QVERIFY(error.contains(QLatin1String("fire")));
        // The −2 lasts this turn only (Ann at 11 now ties with Bo for the action order: a die each).
        f.script({6, 1});
        QVERIFY(f.advanceTo(CombatPhase::Initiative));
        QCOMPARE(f.fig(f.ann).body.adjustedDx(), 13);
        // A Fire cast on Bo's hex burns him for 2.
        f.script({6, 1});
        QVERIFY(f.advanceTo(CombatPhase::Actions));
        f.script({3, 3, 3});
        QVERIFY2(f.cast(f.ann, QStringLiteral("fire"), f.bo, &error), qPrintable(error));
        QCOMPARE(f.fig(f.bo).wounds, 2);
        QVERIFY(f.encounter().state.fire.contains(f.fig(f.bo).body.position));
    }

    // A figure must stop as soon as it becomes engaged (l.162): Ann running past the front of Bo's staff
    // is stopped at the first hex in front of him.
    void movementStopsOnEngagement()
    {
        Fight f = fight();
        QString error;
        QVERIFY(Encounters(*f.campaign).place(f.id, f.ann, HexCoord{2, 3}, 2, &error));
        QVERIFY(f.advanceTo(CombatPhase::Initiative));
        f.script({6, 1});
        QVERIFY(f.advanceTo(CombatPhase::Movement));
        QVERIFY(!f.fig(f.ann).engagedAtStart);
        QVERIFY(CombatTurn(*f.campaign).chooseOption(f.id, f.ann, QStringLiteral("move"), &error));
        // Bo (axial 5,4, facing north) has 5,3 in front of him: the run along r = 3 ends there.
        const QJsonObject before = f.encounter().state.toJson();
        QVERIFY(!CombatTurn(*f.campaign).move(f.id, f.ann, HexCoord{9, 3}, 2, &error));
        QVERIFY2(error.contains(QLatin1String("must stop")), qPrintable(error));
        QCOMPARE(f.encounter().state.toJson(), before);
        QVERIFY2(CombatTurn(*f.campaign).move(f.id, f.ann, HexCoord{4, 3}, 2, &error), qPrintable(error));
        QVERIFY2(CombatTurn(*f.campaign).move(f.id, f.ann, HexCoord{5, 3}, 2, &error), qPrintable(error));
        QVERIFY(!CombatTurn(*f.campaign).move(f.id, f.ann, HexCoord{6, 2}, 2, &error));
        QVERIFY2(error.contains(QLatin1String("stop")), qPrintable(error));
    }

    void diceScriptRunningOutChangesNothing()
    {
        Fight f = fight();
        QString error;
        const QJsonObject before = f.encounter().state.toJson();
        const int logRows = int(Encounters(*f.campaign).log(f.id, false, &error).size());
        const int undoIndex = f.campaign->undoStack()->index();
        f.script({3, 3}); // one die short of the to-hit roll
        QVERIFY(!CombatActions(*f.campaign).attack(f.id, {f.ann, f.bo, QString(), 0}, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(f.encounter().state.toJson(), before);
        QCOMPARE(int(Encounters(*f.campaign).log(f.id, false, &error).size()), logRows);
        QCOMPARE(f.campaign->undoStack()->index(), undoIndex);
    }

    void undoRestoresEachActionExactly()
    {
        Fight f = fight();
        QString error;
        QList<QJsonObject> states{f.encounter().state.toJson()};
        QList<int> logSizes{int(Encounters(*f.campaign).log(f.id, false, &error).size())};
        auto record = [&] {
            states.append(f.encounter().state.toJson());
            logSizes.append(int(Encounters(*f.campaign).log(f.id, false, &error).size()));
        };
        f.script({3, 3, 3, 4, /*Bo*/ 4, 4, 4, 2});
        QVERIFY(CombatActions(*f.campaign).attack(f.id, {f.ann, f.bo, QString(), 0}, &error));
        record();
        QVERIFY(CombatActions(*f.campaign).attack(f.id, {f.bo, f.ann, QString(), 0}, &error));
        record();
        QVERIFY(CombatOverrides(*f.campaign).addCondition(f.id, f.bo, QStringLiteral("bleeding"), 3, -1, &error));
        record();
        QVERIFY(f.advanceTo(CombatPhase::ForcedRetreats));
        record();
        QVERIFY(CombatActions(*f.campaign).forceRetreat(f.id, f.ann, f.bo, at(5, 7), true, &error));
        record();
        // Turn 2, one step each: initiative, the mover's choice, renewal, option, move, a summons, a
        // disbelief, a spell on a figure, the GM's overrides, the end of the fight.
        f.script({6, 1});
        QVERIFY(CombatTurn(*f.campaign).advance(f.id, &error)); // the turn ends
        record();
        QVERIFY(CombatTurn(*f.campaign).rollInitiative(f.id, &error));
        record();
        QVERIFY(CombatTurn(*f.campaign).setMovementOrder(f.id, 2, &error));
        record();
        QVERIFY(CombatTurn(*f.campaign).advance(f.id, &error)); // renew
        record();
        QVERIFY(CombatTurn(*f.campaign).advance(f.id, &error)); // movement, side 2 first
        record();
        QVERIFY2(CombatTurn(*f.campaign).chooseOption(f.id, f.bo, QStringLiteral("disengage"), &error), qPrintable(error));
        record();
        QVERIFY2(CombatTurn(*f.campaign).move(f.id, f.bo, at(5, 8), 0, &error), qPrintable(error));
        record();
        QVERIFY(CombatTurn(*f.campaign).face(f.id, f.bo, 1, &error));
        record();
        QVERIFY(CombatTurn(*f.campaign).advance(f.id, &error)); // side 1
        record();
        QVERIFY(CombatTurn(*f.campaign).advance(f.id, &error)); // actions
        record();
        f.script({3, 3, 3});
        CastRequest wolf;
        wolf.caster = f.ann;
        wolf.spell = QStringLiteral("summon-wolf");
        wolf.hex = at(4, 6);
        QVERIFY2(CombatActions(*f.campaign).cast(f.id, wolf, &error), qPrintable(error));
        record();
        QVERIFY(CombatOverrides(*f.campaign).setHidden(f.id, f.bo, true, &error));
        record();
        QVERIFY(CombatOverrides(*f.campaign).adjustSt(f.id, f.bo, 2, 1, &error));
        record();
        QVERIFY(CombatOverrides(*f.campaign).setPosture(f.id, f.bo, Posture::Prone, &error));
        record();
        QVERIFY(CombatOverrides(*f.campaign).removeCondition(f.id, f.bo, QStringLiteral("bleeding"), &error));
        record();
        QVERIFY(Encounters(*f.campaign).end(f.id, {}, &error));
        record();
        QCOMPARE(states.size(), 22);
        for (int i = states.size() - 1; i > 0; --i) {
            QVERIFY(f.campaign->undo());
            QCOMPARE(f.encounter().state.toJson(), states.at(i - 1));
            QCOMPARE(int(Encounters(*f.campaign).log(f.id, false, &error).size()), logSizes.at(i - 1));
        }
        // And redo replays every step to the same end.
        for (int i = 1; i < states.size(); ++i) {
            QVERIFY(f.campaign->redo());
            QCOMPARE(f.encounter().state.toJson(), states.at(i));
        }
    }

    void courtesyRuleForbidsOpeningWithAMissile()
    {
        // 40-point wizards: the courtesy rule (on by default) applies.
        Fight f = fight();
        QString error;
        Encounter e = f.encounter();
        // Make Ann an experienced wizard for this fight (ST 18 basic, 40 points in all).
        e.state.figure(f.ann)->body.stBasic = 18;
        e.state.figure(f.ann)->body.st = 18;
        QVERIFY(EncounterRepository(f.campaign->database()).update(e, &error));
        CastRequest fist;
        fist.caster = f.ann;
        fist.spell = QStringLiteral("magic-fist");
        fist.target = f.bo;
        fist.st = 2;
        f.script({3, 3, 3, 3, 3});
        QVERIFY(!CombatActions(*f.campaign).cast(f.id, fist, &error));
        QVERIFY(error.contains(QLatin1String("Courtesy")));
        // Switched off as a house rule, the same opening is allowed.
        QVERIFY(HouseRules::setValue(*f.campaign, QStringLiteral("rule"), QStringLiteral("courtesy-rule"), QStringLiteral("defaultOn"),
                                     false, QString(), &error));
        QVERIFY2(CombatActions(*f.campaign).cast(f.id, fist, &error), qPrintable(error));
    }

    // Mass-combat house rules "Wizards STR" and "STR as damage": spells come out of a magical ST, then out
    // of normal ST at two for one, as wounds.
    void magicalStThenBlood()
    {
        Fight f = fight(13, 11, {QStringLiteral("mass-combat-miller-2.0")});
        QString error;
        QCOMPARE(f.fig(f.ann).magicalSt, 10);
        CastRequest fist;
        fist.caster = f.ann;
        fist.spell = QStringLiteral("magic-fist");
        fist.target = f.bo;
        fist.st = 9;
        f.script({3, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1});
        QVERIFY2(CombatActions(*f.campaign).cast(f.id, fist, &error), qPrintable(error));
        QCOMPARE(f.fig(f.ann).magicalSt, 1);
        QCOMPARE(f.fig(f.ann).body.st, 10); // normal ST untouched
        QCOMPARE(f.fig(f.ann).fatigue, 9);
        // Next turn: Blur costs 1 (the last magical point), renewing it costs 2 normal ST as wounds.
        QVERIFY(f.advanceTo(CombatPhase::Initiative));
        f.script({6, 1});
        QVERIFY(f.advanceTo(CombatPhase::Actions));
        f.script({3, 3, 3});
        CastRequest blur;
        blur.caster = f.ann;
        blur.spell = QStringLiteral("blur");
        blur.target = f.ann;
        QVERIFY2(CombatActions(*f.campaign).cast(f.id, blur, &error), qPrintable(error));
        QCOMPARE(f.fig(f.ann).magicalSt, 0);
        QVERIFY(f.advanceTo(CombatPhase::Initiative));
        f.script({6, 1});
        QVERIFY(f.advanceTo(CombatPhase::RenewSpells));
        QVERIFY2(CombatTurn(*f.campaign).renew(f.id, f.encounter().state.spells.first().serial, true, &error), qPrintable(error));
        QCOMPARE(f.fig(f.ann).body.st, 10 - 2);
        QCOMPARE(f.fig(f.ann).wounds, 2);
    }

    void practiceCombatDropsOutAtLowSt()
    {
        Fight f = fight();
        QString error;
        QVERIFY(HouseRules::setValue(*f.campaign, QStringLiteral("rule"), QStringLiteral("practice-combat"), QStringLiteral("defaultOn"),
                                     true, QString(), &error));
        // Summoning is barred in practice.
        CastRequest summon;
        summon.caster = f.ann;
        summon.spell = QStringLiteral("summon-wolf");
        summon.hex = at(4, 5);
        QVERIFY(!CombatActions(*f.campaign).cast(f.id, summon, &error));
        // 8 hits leave Bo at ST 3: he drops out.
        f.script({3, 3, 3, 6, 2});
        QVERIFY(CombatActions(*f.campaign).attack(f.id, {f.ann, f.bo, QStringLiteral("2d6"), 0}, &error));
        QCOMPARE(f.fig(f.bo).body.st, 3);
        QVERIFY(!f.fig(f.bo).body.isActive());
    }

    // The side roll is told in words: who won, with what against what, and the ties before it.
    void initiativeInWords_data()
    {
        QTest::addColumn<QList<QList<int>>>("rounds");
        QTest::addColumn<int>("winner");
        QTest::addColumn<QString>("text");
        QTest::newRow("one roll") << QList<QList<int>>{{6, 3}} << 1 << QStringLiteral("Side 1 wins the initiative, rolling 6 against 3.");
        QTest::newRow("after a tie") << QList<QList<int>>{{2, 2}, {3, 6}} << 2
                                     << QStringLiteral("Side 2 wins the initiative, rolling 6 against 3, after a tie at 2.");
        QTest::newRow("three sides") << QList<QList<int>>{{4, 5, 1}} << 2
                                     << QStringLiteral("Side 2 wins the initiative, rolling 5 against 4 (side 1) and 1 (side 3).");
    }
    void initiativeInWords()
    {
        QFETCH(QList<QList<int>>, rounds);
        QFETCH(int, winner);
        QFETCH(QString, text);
        InitiativeResult r;
        r.winnerSide = winner;
        for (const QList<int>& totals : rounds) {
            QList<RollRecord> round;
            for (int i = 0; i < totals.size(); ++i) {
                RollRecord roll;
                roll.who = QStringLiteral("side %1").arg(i + 1);
                roll.total = totals.at(i);
                round.append(roll);
            }
            r.rounds.append(round);
        }
        const QString said = CombatInitiative::initiativeText(r);
        QCOMPARE(said, text);
        QVERIFY(!said.contains(QLatin1Char('/')));
    }
};

QTEST_GUILESS_MAIN(TestCombatActions)
#include "tst_combat_actions.moc"
