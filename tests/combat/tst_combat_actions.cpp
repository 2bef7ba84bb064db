// The tracker's rules, one case each, through the model services with scripted dice: continuing spells and
// their upkeep, Rope tightening, Freeze's rolled duration, the 5-hit and 8-hit thresholds, a fallen master's
// creations vanishing, images bursting, forced retreats, movement limits, the courtesy and practice rules,
// a dice script running out, undo restoring each action exactly, and what the players may see.
#include "CampaignTestSupport.h"

#include "campaign/CampaignDice.h"
#include "characters/Roster.h"
#include "combat/CombatActions.h"
#include "combat/CombatOdds.h"
#include "combat/CombatOverrides.h"
#include "combat/CombatTurn.h"
#include "combat/CombatView.h"
#include "combat/EncounterRepository.h"
#include "combat/Encounters.h"
#include "combat/Facing.h"
#include "dice/ScriptedDiceRoller.h"
#include "houserules/HouseRules.h"
#include "repositories/DiceLogRepository.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QUndoStack>

using namespace hk;

namespace {

HexCoord at(int column, int row)
{
    return HexMap::toAxial(column, row);
}

} // namespace

class TestCombatActions : public QObject
{
    Q_OBJECT

    test::CampaignFactory m_campaigns{QStringLiteral("Actions")};

    // Two wizards face to face (Ann, DX 13, IQ 9, on side 1 at 5,5 facing south, Bo on side 2 at 5,6 facing north), plus
    // whatever a case adds, started and brought to the action phase of turn 1 with Ann to act first.
    struct Fight
    {
        std::unique_ptr<Campaign> campaign;
        qint64 id = 0;
        QString ann;
        QString bo;
        std::shared_ptr<ScriptedDiceRoller> dice;

        void script(const QList<int>& faces)
        {
            dice = std::make_shared<ScriptedDiceRoller>(faces);
            campaign->dice().setOverride(dice);
        }
        Encounter encounter() const
        {
            Encounter e;
            QString error;
            Encounters(*campaign).find(id, &e, &error);
            return e;
        }
        EncounterFigure fig(const QString& figureId) const
        {
            const Encounter e = encounter();
            const EncounterFigure* f = e.state.figure(figureId);
            return f ? *f : EncounterFigure();
        }
        bool advanceTo(CombatPhase phase)
        {
            QString error;
            for (int i = 0; i < 12 && encounter().state.phase != phase; ++i) {
                if (!CombatTurn(*campaign).advance(id, &error)) {
                    qWarning("%s", qPrintable(error));
                    return false;
                }
            }
            return encounter().state.phase == phase;
        }
    };

    Fight fight(int annDx = 13, int boDx = 11, const QStringList& optionPacks = {})
    {
        Fight f;
        f.campaign = m_campaigns.create(1, optionPacks, QStringLiteral("tft-wizard-1978"));
        QString error;
        Roster roster(*f.campaign);
        Character ann = test::legalWizard(QStringLiteral("Ann"));
        ann.st = 10;
        ann.dx = annDx;
        ann.iq = 32 - 10 - annDx;
        ann.spells = {QStringLiteral("staff"), QStringLiteral("blur"), QStringLiteral("summon-wolf"), QStringLiteral("magic-fist")};
        Character bo = test::legalWizard(QStringLiteral("Bo"));
        bo.st = 11;
        bo.dx = boDx;
        bo.iq = 32 - 11 - boDx;
        bo.spells = {QStringLiteral("staff"), QStringLiteral("blur")};
        qint64 annId = 0;
        qint64 boId = 0;
        if (!roster.add(ann, &annId, &error) || !roster.add(bo, &boId, &error))
            qWarning("%s", qPrintable(error));
        Encounters e(*f.campaign);
        e.create(QStringLiteral("Arena"), 12, 12, false, &f.id, &error);
        e.addCharacter(f.id, annId, 1, &f.ann, &error);
        e.addCharacter(f.id, boId, 2, &f.bo, &error);
        e.place(f.id, f.ann, at(5, 5), 3, &error);
        e.place(f.id, f.bo, at(5, 6), 0, &error);
        if (!e.start(f.id, &error))
            qWarning("%s", qPrintable(error));
        f.script({6, 1}); // side 1 wins the initiative
        f.advanceTo(CombatPhase::Actions);
        return f;
    }

    static CombatParameters parameters(const Fight& f)
    {
        return *CombatParameters::load(f.campaign->rules(), nullptr);
    }

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

    void continuingSpellUpkeepAndLapse()
    {
        Fight f = fight();
        QString error;
        // Ann blurs herself: 1 ST now, 1 ST each renewal.
        f.script({3, 3, 3});
        CastRequest blur;
        blur.caster = f.ann;
        blur.spell = QStringLiteral("blur");
        blur.target = f.ann;
        QVERIFY2(CombatActions(*f.campaign).cast(f.id, blur, &error), qPrintable(error));
        QCOMPARE(f.fig(f.ann).body.st, 9);
        QCOMPARE(f.fig(f.ann).body.dxAgainstIt(), -4);
        QCOMPARE(f.encounter().state.spells.size(), 1);
        // Bo's blow at the blurred Ann is at −4: 11 − 4 = 7.
        f.script({2, 2, 2, 1});
        QVERIFY2(CombatActions(*f.campaign).attack(f.id, {f.bo, f.ann, QString(), 0}, &error), qPrintable(error));
        int dx = 0;
        for (const CombatLogEntry& l : Encounters(*f.campaign).log(f.id, false, &error))
            dx = l.kind == QLatin1String("attack") ? l.data.value(QLatin1String("adjustedDx")).toInt() : dx;
        QCOMPARE(dx, 7);
        // Turn 2: renewed, it goes on and costs 1 ST.
        f.script({6, 1});
        QVERIFY(f.advanceTo(CombatPhase::RenewSpells));
        const int serial = f.encounter().state.spells.first().serial;
        const int before = f.fig(f.ann).body.st;
        QVERIFY2(CombatTurn(*f.campaign).renew(f.id, serial, true, &error), qPrintable(error));
        QCOMPARE(f.fig(f.ann).body.st, before - 1);
        QVERIFY(!CombatTurn(*f.campaign).renew(f.id, serial, true, &error)); // once a turn
        QVERIFY(f.advanceTo(CombatPhase::Movement));
        QVERIFY(f.fig(f.ann).body.hasCondition(QStringLiteral("blur")));
        // Turn 3: not renewed, it ends before movement.
        QVERIFY(f.advanceTo(CombatPhase::Initiative));
        f.script({6, 1});
        QVERIFY(f.advanceTo(CombatPhase::Movement));
        QVERIFY(!f.fig(f.ann).body.hasCondition(QStringLiteral("blur")));
        QVERIFY(f.encounter().state.spells.isEmpty());
    }

    void summonsVanishWhenTheMasterFalls()
    {
        Fight f = fight();
        QString error;
        f.script({3, 3, 3});
        CastRequest summon;
        summon.caster = f.ann;
        summon.spell = QStringLiteral("summon-wolf");
        summon.hex = at(4, 5);
        QVERIFY2(CombatActions(*f.campaign).cast(f.id, summon, &error), qPrintable(error));
        QCOMPARE(f.encounter().state.figures.size(), 3);
        // The GM knocks Ann out: her wolf is gone at once.
        QVERIFY2(CombatOverrides(*f.campaign).adjustSt(f.id, f.ann, f.fig(f.ann).body.st - 1, 0, &error), qPrintable(error));
        QCOMPARE(f.fig(f.ann).body.vitality, Vitality::Unconscious);
        QCOMPARE(f.encounter().state.figures.size(), 2);
        QVERIFY(f.encounter().state.spells.isEmpty());
    }

    void imageBurstsWhenStruck()
    {
        Fight f = fight();
        QString error;
        f.script({3, 3, 3});
        CastRequest image;
        image.caster = f.ann;
        image.spell = QStringLiteral("image");
        image.hex = at(6, 6);
        image.appearance = QStringLiteral("bear");
        image.ignoreKnown = true; // from a scroll
        QVERIFY2(CombatActions(*f.campaign).cast(f.id, image, &error), qPrintable(error));
        QString bear;
        for (const EncounterFigure& x : f.encounter().state.figures)
            bear = x.kind == QLatin1String("image") ? x.body.id : bear;
        QVERIFY(!bear.isEmpty());
        // An image cannot strike.
        QVERIFY(!CombatActions(*f.campaign).attack(f.id, {bear, f.bo, QString(), 0}, &error));
        // Bo turns to it (north-east) and hits it: it bursts, nobody is hurt.
        QVERIFY(CombatTurn(*f.campaign).face(f.id, f.bo, 1, &error));
        const Encounter e = f.encounter();
        QVERIFY(Facing::mayStrike(e.state.figure(f.bo)->body, e.state.figure(bear)->body));
        f.script({3, 3, 3, 5});
        QVERIFY2(CombatActions(*f.campaign).attack(f.id, {f.bo, bear, QString(), 0}, &error), qPrintable(error));
        QVERIFY(!f.encounter().state.figure(bear));
        QCOMPARE(f.fig(f.ann).body.st, 10 - 1); // only the image's own cost
    }

    void ropeTightensAndBinds()
    {
        Fight f = fight();
        QString error;
        f.script({3, 3, 3});
        CastRequest rope;
        rope.caster = f.ann;
        rope.spell = QStringLiteral("rope");
        rope.target = f.bo;
        rope.ignoreKnown = true;
        QVERIFY2(CombatActions(*f.campaign).cast(f.id, rope, &error), qPrintable(error));
        const int start = f.fig(f.bo).body.adjustedDx();
        QCOMPARE(start, 11 - 2);
        QCOMPARE(f.fig(f.bo).body.currentMa(), f.fig(f.bo).body.ma / 2);
        int turns = 0;
        while (f.fig(f.bo).body.posture == Posture::Standing && turns < 12) {
            QVERIFY(f.advanceTo(CombatPhase::Initiative));
            f.script({6, 1});
            QVERIFY(f.advanceTo(CombatPhase::Actions));
            ++turns;
            QCOMPARE(f.fig(f.bo).body.adjustedDx(), start - turns);
        }
        // Bound fast at DX 2 (l.616).
        QVERIFY(f.fig(f.bo).body.adjustedDx() <= 2);
        QVERIFY(f.fig(f.bo).body.posture != Posture::Standing);
    }

    // Throwing off a Rope (l.616): a saving roll on adjusted DX by the bound figure, or by a neighbour
    // who has not moved.
    void breakingFree()
    {
        Fight f = fight();
        QString error;
        f.script({3, 3, 3});
        CastRequest rope;
        rope.caster = f.ann;
        rope.spell = QStringLiteral("rope");
        rope.target = f.bo;
        rope.ignoreKnown = true;
        QVERIFY2(CombatActions(*f.campaign).cast(f.id, rope, &error), qPrintable(error));
        QVERIFY(!CombatActions(*f.campaign).breakFree(f.id, f.ann, f.ann, &error)); // Ann is not bound
        // Bo at DX 9 rolls 10: the rope holds.
        f.script({4, 3, 3});
        QVERIFY2(CombatActions(*f.campaign).breakFree(f.id, f.bo, f.bo, &error), qPrintable(error));
        QVERIFY(f.fig(f.bo).body.hasCondition(QStringLiteral("rope")));
        // Next turn Ann, beside him and standing still, cuts him loose (9 against 13).
        f.script({6, 1});
        QVERIFY(f.advanceTo(CombatPhase::Initiative));
        f.script({6, 1});
        QVERIFY(f.advanceTo(CombatPhase::Actions));
        f.script({3, 3, 3});
        QVERIFY2(CombatActions(*f.campaign).breakFree(f.id, f.ann, f.bo, &error), qPrintable(error));
        QVERIFY(!f.fig(f.bo).body.hasCondition(QStringLiteral("rope")));
        QCOMPARE(f.fig(f.bo).body.adjustedDx(), 11);
    }

    // Sleep (l.606): the sleeper drops and does nothing; a neighbour shakes it awake over the spell's turns.
    void sleepAndShakingAwake()
    {
        Fight f = fight();
        QString error;
        f.script({3, 3, 3, /*Bo's save, Sleep being a control spell in the Wizard data*/ 6, 6, 6});
        CastRequest sleep;
        sleep.caster = f.ann;
        sleep.spell = QStringLiteral("sleep");
        sleep.target = f.bo;
        sleep.ignoreKnown = true;
        QVERIFY2(CombatActions(*f.campaign).cast(f.id, sleep, &error), qPrintable(error));
        QVERIFY(f.fig(f.bo).body.hasCondition(QStringLiteral("sleep")));
        QVERIFY(f.fig(f.bo).body.posture != Posture::Standing);
        QVERIFY(f.encounter().state.actor.isEmpty()); // Bo sleeps: no action
        // Turn 2: Ann (beside him) shakes him once; turn 3 once more and he wakes.
        for (int turn = 2; turn <= 3; ++turn) {
            f.script({6, 1});
            QVERIFY(f.advanceTo(CombatPhase::Initiative));
            f.script({6, 1});
            QVERIFY(f.advanceTo(CombatPhase::Actions));
            QVERIFY(!CombatActions(*f.campaign).breakFree(f.id, f.bo, f.bo, &error)); // asleep: cannot wake himself
            QVERIFY2(CombatActions(*f.campaign).breakFree(f.id, f.ann, f.bo, &error), qPrintable(error));
            QCOMPARE(f.fig(f.bo).body.hasCondition(QStringLiteral("sleep")), turn < 3);
        }
    }

    void freezeHoldsForRolledTurns()
    {
        Fight f = fight();
        QString error;
        // Ann's Freeze works (9 vs 13), Bo fails his save (15 vs IQ 10), it lasts 2d6 = 5 turns.
        f.script({3, 3, 3, 5, 5, 5, 2, 3});
        CastRequest freeze;
        freeze.caster = f.ann;
        freeze.spell = QStringLiteral("freeze");
        freeze.target = f.bo;
        freeze.ignoreKnown = true;
        QVERIFY2(CombatActions(*f.campaign).cast(f.id, freeze, &error), qPrintable(error));
        QCOMPARE(f.dice->remaining(), 0);
        const FigureCondition* c = f.fig(f.bo).body.condition(QStringLiteral("freeze"));
        QVERIFY(c);
        QCOMPARE(c->turnsLeft, 5);
        // Held: Bo gets no action and cannot move.
        QVERIFY(f.encounter().state.actor.isEmpty());
        QVERIFY(!CombatTurn(*f.campaign).pass(f.id, f.bo, QString(), &error));
        QVERIFY(f.advanceTo(CombatPhase::Initiative));
        f.script({1, 6}); // side 2 moves first
        QVERIFY(f.advanceTo(CombatPhase::Movement));
        QVERIFY(!CombatTurn(*f.campaign).move(f.id, f.bo, at(6, 7), 0, &error));
    }

    // Control Person (l.314): the victim who fails its IQ roll fights for the caster while the spell is
    // paid; let go, it is its own master again.
    void controlChangesSides()
    {
        Fight f = fight();
        QString error;
        QStringList wolves; // side 2 keeps a fighter of its own
        QVERIFY(Encounters(*f.campaign).addCreature(f.id, QStringLiteral("wolf"), 2, 1, &wolves, &error));
        QVERIFY(Encounters(*f.campaign).place(f.id, wolves.first(), at(10, 10), 0, &error));
        f.script({3, 3, 3, /*Bo's save against IQ 10*/ 6, 6, 5});
        CastRequest control;
        control.caster = f.ann;
        control.spell = QStringLiteral("control-person");
        control.target = f.bo;
        control.ignoreKnown = true;
        QVERIFY2(CombatActions(*f.campaign).cast(f.id, control, &error), qPrintable(error));
        QCOMPARE(f.fig(f.bo).body.side, 1);
        QCOMPARE(f.encounter().state.spells.size(), 1);
        f.script({6, 1, 6, 1});
        QVERIFY(f.advanceTo(CombatPhase::Initiative));
        f.script({6, 1});
        QVERIFY(f.advanceTo(CombatPhase::Movement)); // not renewed
        QCOMPARE(f.fig(f.bo).body.side, 2);
        QVERIFY(!f.fig(f.bo).body.hasCondition(QStringLiteral("control-person")));
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
        CastRequest fire;
        fire.caster = f.ann;
        fire.spell = QStringLiteral("fire");
        fire.target = f.bo;
        fire.ignoreKnown = true;
        QVERIFY2(CombatActions(*f.campaign).cast(f.id, fire, &error), qPrintable(error));
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
        QUndoStack* undo = f.campaign->undoStack();
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
        QVERIFY(Encounters(*f.campaign).end(f.id, &error));
        record();
        QCOMPARE(states.size(), 22);
        for (int i = states.size() - 1; i > 0; --i) {
            undo->undo();
            QCOMPARE(f.encounter().state.toJson(), states.at(i - 1));
            QCOMPARE(int(Encounters(*f.campaign).log(f.id, false, &error).size()), logSizes.at(i - 1));
        }
        // And redo replays every step to the same end.
        for (int i = 1; i < states.size(); ++i) {
            undo->redo();
            QCOMPARE(f.encounter().state.toJson(), states.at(i));
        }
    }

    void playersNeverSeeSecrets()
    {
        Fight f = fight();
        QString error;
        f.script({3, 3, 3});
        CastRequest illusion;
        illusion.caster = f.ann;
        illusion.spell = QStringLiteral("illusion");
        illusion.hex = at(6, 5);
        illusion.appearance = QStringLiteral("bear");
        illusion.ignoreKnown = true;
        QVERIFY2(CombatActions(*f.campaign).cast(f.id, illusion, &error), qPrintable(error));
        QVERIFY(CombatOverrides(*f.campaign).setHidden(f.id, f.bo, true, &error));
        // What the hidden Bo does, and any line naming him, is for the GM only.
        QVERIFY(CombatTurn(*f.campaign).pass(f.id, f.bo, QStringLiteral("waits"), &error));
        QVERIFY(CombatOverrides(*f.campaign).setPosture(f.id, f.bo, Posture::Kneeling, &error));
        auto lines = [&](bool forPlayers, const QString& text) {
            int n = 0;
            for (const CombatLogEntry& l : Encounters(*f.campaign).log(f.id, forPlayers, &error))
                n += l.message.contains(text) ? 1 : 0;
            return n;
        };
        QCOMPARE(lines(false, QStringLiteral("waits")), 1);
        QCOMPARE(lines(true, QStringLiteral("waits")), 0);
        QCOMPARE(lines(false, QStringLiteral("kneeling")), 1);
        QCOMPARE(lines(true, QStringLiteral("kneeling")), 0);
        // A protection only the GM knows of, and a GM-named condition everyone sees.
        QVERIFY(CombatOverrides(*f.campaign).addCondition(f.id, f.ann, QStringLiteral("warded"), -1, 0, &error, true));
        QVERIFY(CombatOverrides(*f.campaign).addCondition(f.id, f.ann, QStringLiteral("limping"), 2, -1, &error));
        const Encounter e = f.encounter();
        QVERIFY(e.state.figure(f.ann)->body.hasCondition(QStringLiteral("warded")));
        QVERIFY(!CombatView::forPlayers(e.state).figure(f.ann)->body.hasCondition(QStringLiteral("warded")));
        QVERIFY(CombatView::forPlayers(e.state).figure(f.ann)->body.hasCondition(QStringLiteral("limping")));
        const CombatState seen = CombatView::forPlayers(e.state);
        QVERIFY(!seen.figure(f.bo));
        for (const EncounterFigure& x : seen.figures)
            QVERIFY(!x.isFake());
        const QByteArray json = QJsonDocument(CombatView::toJson(e, parameters(f), true)).toJson();
        QVERIFY(!json.contains("illusion"));
        QVERIFY(!json.contains("\"Bo\""));
        QVERIFY(!json.contains("warded"));
        const QList<CombatLogEntry> playerLog = Encounters(*f.campaign).log(f.id, true, &error);
        const QList<CombatLogEntry> gmLog = Encounters(*f.campaign).log(f.id, false, &error);
        QVERIFY(gmLog.size() > playerLog.size());
        for (const CombatLogEntry& l : playerLog) {
            QVERIFY2(!l.message.contains(QLatin1String("illusion"), Qt::CaseInsensitive), qPrintable(l.message));
            QVERIFY(!l.gmOnly);
            QVERIFY2(!l.message.contains(QLatin1String("warded")), qPrintable(l.message));
        }
        // An invisible figure is not on the players' screen either.
        QVERIFY(CombatOverrides(*f.campaign).setHidden(f.id, f.bo, false, &error));
        QVERIFY(CombatView::forPlayers(f.encounter().state).figure(f.bo));
        QVERIFY(CombatOverrides(*f.campaign).addCondition(f.id, f.bo, QStringLiteral("invisibility"), -1, 0, &error));
        QVERIFY(!CombatView::forPlayers(f.encounter().state).figure(f.bo));
    }

    // Stone Flesh is a secret protection (l.588): players see Ann cast something, never what; the GM's
    // tracker still takes its 4 hits off Bo's blow and asks for its upkeep in secret.
    void secretProtection()
    {
        Fight f = fight();
        QString error;
        f.script({3, 3, 3});
        CastRequest flesh;
        flesh.caster = f.ann;
        flesh.spell = QStringLiteral("stone-flesh");
        flesh.target = f.ann;
        flesh.ignoreKnown = true;
        QVERIFY2(CombatActions(*f.campaign).cast(f.id, flesh, &error), qPrintable(error));
        const Encounter e = f.encounter();
        QCOMPARE(e.state.figure(f.ann)->body.hitsStoppedPerAttack(), 4);
        QVERIFY(!CombatView::forPlayers(e.state).figure(f.ann)->body.hasCondition(QStringLiteral("stone-flesh")));
        QVERIFY(CombatView::forPlayers(e.state).spells.isEmpty());
        // Bo's 6-hit blow leaves Ann 2 hits poorer.
        f.script({3, 3, 3, 6});
        QVERIFY(CombatActions(*f.campaign).attack(f.id, {f.bo, f.ann, QStringLiteral("1d6"), 0}, &error));
        QCOMPARE(f.fig(f.ann).wounds, 2);
        f.script({6, 1});
        QVERIFY(f.advanceTo(CombatPhase::RenewSpells));
        QVERIFY(CombatTurn(*f.campaign).renew(f.id, f.encounter().state.spells.first().serial, true, &error));
        bool castSeen = false;
        for (const CombatLogEntry& l : Encounters(*f.campaign).log(f.id, true, &error)) {
            QVERIFY2(!l.message.contains(QLatin1String("Stone Flesh")), qPrintable(l.message));
            QVERIFY2(!l.message.contains(QLatin1String("stopped")), qPrintable(l.message));
            castSeen = castSeen || l.message == QLatin1String("Ann casts a spell.");
        }
        QVERIFY(castSeen);
        int gmLines = 0;
        for (const CombatLogEntry& l : Encounters(*f.campaign).log(f.id, false, &error))
            gmLines += l.message.contains(QLatin1String("Stone Flesh")) ? 1 : 0;
        QVERIFY(gmLines >= 3); // the cast, its effect, its renewal
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
};

QTEST_GUILESS_MAIN(TestCombatActions)
#include "tst_combat_actions.moc"
