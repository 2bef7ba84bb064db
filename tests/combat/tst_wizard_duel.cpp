// Golden test: the arithmetic of the Yzor–Krait duel in the Wizard text (l.548–558), replayed with the
// combat rules and scripted dice, turn by turn. What the rules layer cannot express (which option each
// player picked, where the figures stood) is set up by hand, as the model layer will do.
#include "CombatTestSupport.h"

#include "combat/CombatSpell.h"
#include "combat/Engagement.h"
#include "combat/Facing.h"
#include "combat/Injury.h"
#include "combat/MissileSpell.h"
#include "combat/PhysicalAttack.h"
#include "combat/SpellCasting.h"
#include "combat/TurnOrder.h"
#include "dice/ScriptedDiceRoller.h"
#include "StrictTest.h"

using namespace hk;

namespace {

CombatSpell spell(const QString& id)
{
    QString error;
    const std::optional<CombatSpell> s = CombatSpell::fromRuleset(test::wizardRules(), id, &error);
    if (!s)
        qFatal("%s", qPrintable(error));
    return *s;
}

constexpr int kYzorSide = 1;
constexpr int kKraitSide = 2;

} // namespace

class TestWizardDuel : public hk::test::StrictTest
{
    Q_OBJECT

    const CombatParameters& p = test::combatParameters();
    CombatFigure yzor;
    CombatFigure krait;
    CombatFigure wolf;     // Krait's real wolf
    CombatFigure illusion; // Yzor's illusionary wolf

    QString nextActor(ScriptedDiceRoller& dice, const QList<const CombatFigure*>& notYetActed)
    {
        QList<ActorCandidate> left;
        for (const CombatFigure* f : notYetActed)
            left.append({f->id, f->adjustedDx()});
        return TurnOrder::next(dice, p, left, {}).id;
    }

    void endTurn()
    {
        for (CombatFigure* f : {&yzor, &krait, &wolf, &illusion})
            Injury::endOfTurn(f, p);
    }

private Q_SLOTS:
    void initTestCase()
    {
        // Yzor ST 9, DX 12, IQ 11; Krait ST 8, DX 15, IQ 9; both with staffs (l.548).
        yzor = test::figure(QStringLiteral("Yzor"), kYzorSide, {0, 0}, 0, 9, 12, 11);
        krait = test::figure(QStringLiteral("Krait"), kKraitSide, {0, -8}, 3, 8, 15, 9);
        const RuleEntry* wolfEntry = test::wizardRules().entry(QStringLiteral("creature"), QStringLiteral("wolf"));
        QVERIFY(wolfEntry);
        wolf = test::figure(QStringLiteral("Krait's wolf"), kKraitSide, {0, -7}, 3, wolfEntry->intField(QStringLiteral("st")),
                            wolfEntry->intField(QStringLiteral("dx")), wolfEntry->intField(QStringLiteral("iq")));
        wolf.armor = wolfEntry->intField(QStringLiteral("armor"));
        wolf.staffIsWeapon = false;
        illusion = wolf;
        illusion.id = QStringLiteral("Yzor's illusion");
        illusion.side = kYzorSide;
    }

    void turn1()
    {
        // Krait (DX 15) acts before Yzor (DX 12): no tie, no dice for the order.
        ScriptedDiceRoller order({});
        QCOMPARE(nextActor(order, {&yzor, &krait}), krait.id);
        // Krait summons a wolf (creation, no range penalty): 9 on 3 dice.
        ScriptedDiceRoller dice({3, 3, 3, /*Yzor*/ 4, 4, 3});
        const CombatSpell summonWolf = spell(QStringLiteral("summon-wolf"));
        const SpellAttempt k = SpellCasting::attempt(dice, p, summonWolf, 1, krait.st, krait.adjustedDx(), 0, 0, {});
        QVERIFY(k.works);
        Injury::spendSt(&krait, k.stCost, p);
        // Yzor throws a Dazzle (special): 11 vs 12.
        const CombatSpell dazzle = spell(QStringLiteral("dazzle"));
        const SpellAttempt y = SpellCasting::attempt(dice, p, dazzle, 1, yzor.st, yzor.adjustedDx(), 0, 0, {});
        QVERIFY(y.works);
        Injury::spendSt(&yzor, y.stCost, p);
        // Everyone with eyes within reach but Yzor is dazzled, the new wolf too.
        const int dazzleDx = int(*spellEffect(test::wizardRules(), dazzle.id, QStringLiteral("dx")));
        for (CombatFigure* f : {&krait, &wolf})
            f->setCondition({QStringLiteral("dazzled"), dazzle.turns, dazzleDx, 0, yzor.id});
        // "Both wizards now have ST = 6."
        QCOMPARE(krait.st, 6);
        QCOMPARE(yzor.st, 6);
        endTurn();
    }

    void turn2()
    {
        // Krait gets initiative (sides Yzor, Krait roll 2 and 5).
        ScriptedDiceRoller init({2, 5});
        QCOMPARE(TurnOrder::initiative(init, p, {kYzorSide, kKraitSide}, {}).winnerSide, kKraitSide);
        // Renewing the wolf costs Krait its upkeep.
        QVERIFY(SpellCasting::canAfford(p, krait.st, spell(QStringLiteral("summon-wolf")).upkeep));
        Injury::spendSt(&krait, spell(QStringLiteral("summon-wolf")).upkeep, p);
        // "The two wizards now have the same DX": Krait 15 − 3 = 12.
        QCOMPARE(krait.adjustedDx(), yzor.adjustedDx());
        // Yzor wins the roll (Krait 2, Yzor 5) and creates a wolf illusion: 10 on 3 dice.
        ScriptedDiceRoller dice({2, 5, /*illusion*/ 4, 3, 3, /*Krait's fake*/ 2, 4, 5});
        QCOMPARE(nextActor(dice, {&krait, &yzor}), yzor.id);
        const SpellAttempt y =
            SpellCasting::attempt(dice, p, spell(QStringLiteral("illusion")), 1, yzor.st, yzor.adjustedDx(), 0, 0, {});
        QVERIFY(y.works);
        Injury::spendSt(&yzor, y.stCost, p);
        // Krait fakes a protective spell: he rolls, casts nothing, and pays nothing (l.307).
        const ToHitResult fake = ToHit::roll(dice, p, AttackKind::ThrownSpell, Defence::None, krait.adjustedDx(), {});
        QVERIFY(fake.hit);
        QCOMPARE(krait.st, 5);
        QCOMPARE(yzor.st, 4);
        QCOMPARE(dice.remaining(), 0);
        endTurn();
    }

    void turn3()
    {
        ScriptedDiceRoller init({1, 6});
        QCOMPARE(TurnOrder::initiative(init, p, {kYzorSide, kKraitSide}, {}).winnerSide, kKraitSide);
        Injury::spendSt(&krait, spell(QStringLiteral("summon-wolf")).upkeep, p);
        // Krait's wolf engages Yzor from the north; Yzor's illusion comes up behind the wolf.
        yzor.position = {0, 0};
        wolf.position = {0, -1};
        wolf.facing = 3;
        illusion.position = {0, -2};
        illusion.facing = 3;
        const QList<CombatFigure> all{yzor, krait, wolf, illusion};
        QVERIFY(Engagement::isEngaged(yzor, all, p));
        QVERIFY(Engagement::isEngaged(wolf, all, p));
        // Dazzle's third and last turn: Krait and Yzor still tie at 12 and Yzor wins the roll. By the
        // rule the undazzled illusion (DX 14) would act before both; the text narrates Yzor first.
        ScriptedDiceRoller order({});
        QCOMPARE(nextActor(order, {&yzor, &krait, &wolf, &illusion}), illusion.id);
        ScriptedDiceRoller tie({6, 3});
        QCOMPARE(nextActor(tie, {&yzor, &krait}), yzor.id);
        // Yzor disengages one hex south: the wolf no longer has him in front and cannot act on him.
        yzor.position = {0, 1};
        QVERIFY(!Facing::mayStrike(wolf, yzor));
        // The illusion bites the wolf from behind (+4) and misses: 16 always misses, even against 18.
        ScriptedDiceRoller bite({6, 5, 5});
        const PhysicalAttackResult b =
            PhysicalAttack::resolve(bite, p, illusion, wolf, DiceExpression{1, 6, 1}, 0, {});
        QVERIFY(b.allowed);
        QCOMPARE(b.adjustedDx, 18);
        QVERIFY(!b.toHit.hit);
        // Krait tries to disbelieve; Yzor's player rolls 11 against IQ 9 and the illusion stays.
        ScriptedDiceRoller disbelief({5, 4, 2});
        QVERIFY(!SpellCasting::disbelief(disbelief, p, krait.iq, {}).success.value_or(true));
        QCOMPARE(krait.st, 4);
        QCOMPARE(yzor.st, 4);
        endTurn();
        QCOMPARE(krait.adjustedDx(), 15); // Dazzle is over after three turns counting the first (l.103)
    }

    void turn4()
    {
        // Krait lets the wolf go (no upkeep). Yzor wins initiative.
        ScriptedDiceRoller init({5, 3});
        QCOMPARE(TurnOrder::initiative(init, p, {kYzorSide, kKraitSide}, {}).winnerSide, kYzorSide);
        // Krait acts first (the text has him win a roll; at DX 15 against 12 no roll is needed under l.103).
        ScriptedDiceRoller order({});
        QCOMPARE(nextActor(order, {&yzor, &krait}), krait.id);
        // A 2-ST Magic Fist at Yzor, 9 hexes away (4 megahexes: −1): hits with 9, rolls 6 for 2 hits.
        const CombatSpell fist = spell(QStringLiteral("magic-fist"));
        QVERIFY(SpellCasting::canAfford(p, krait.st, fist.costFor(2)));
        ScriptedDiceRoller dice({3, 3, 3, 3, 3});
        const HexMap map(40, 40);
        const HexCoord kraitAt{7, 5};
        const HexCoord yzorAt{7, 14};
        const MissileOutcome out = MissileSpell::resolve(
            dice, p, map, fist, 2, kraitAt, krait.adjustedDx(), krait.stBasic, yzorAt,
            {{yzor.id, yzorAt, true, false, Defence::None}}, {});
        QCOMPARE(out.events.size(), 1);
        QCOMPARE(out.events.constFirst().adjustedDx, 14);
        QCOMPARE(out.struckFigure, yzor.id);
        QCOMPARE(out.events.constFirst().damage, 2);
        Injury::spendSt(&krait, out.stCost, p);
        Injury::applyHits(&yzor, out.events.constFirst().damage, p);
        // "Both wizards' ST now = 2."
        QCOMPARE(krait.st, 2);
        QCOMPARE(yzor.st, 2);
        endTurn();
    }

    void turn5()
    {
        // Krait's 1-die Magic Fist: allowed at ST 2 (it leaves 1), and paying it knocks him out.
        const CombatSpell fist = spell(QStringLiteral("magic-fist"));
        QVERIFY(SpellCasting::canAfford(p, krait.st, fist.costFor(1)));
        QVERIFY(!SpellCasting::canAfford(p, krait.st, fist.costFor(2)));
        ScriptedDiceRoller dice({2, 2, 2, 2});
        const MissileOutcome out = MissileSpell::resolve(dice, p, HexMap(40, 40), fist, 1, {7, 12}, krait.adjustedDx(),
                                                         krait.stBasic, {7, 14},
                                                         {{yzor.id, {7, 14}, true, false, Defence::None}}, {});
        QCOMPARE(Injury::spendSt(&krait, out.stCost, p), Vitality::Unconscious);
        // He hits, but rolls 2: no damage.
        QCOMPARE(out.struckFigure, yzor.id);
        QCOMPARE(out.events.constLast().damage, 0);
        QCOMPARE(yzor.st, 2);
        // The illusion, engaging Krait, bites the fallen wizard (all rear: +4) for 3 and kills him.
        krait.position = {5, 5};
        illusion.position = {5, 4};
        illusion.facing = 3;
        ScriptedDiceRoller bite({3, 4, 4, 2});
        const PhysicalAttackResult b =
            PhysicalAttack::resolve(bite, p, illusion, krait, DiceExpression{1, 6, 1}, 0, {});
        QVERIFY(b.allowed);
        QCOMPARE(b.adjustedDx, 18);
        QVERIFY(b.toHit.hit);
        QCOMPARE(b.damage, 3);
        QCOMPARE(Injury::applyHits(&krait, b.damage, p).vitalityAfter, Vitality::Dead);
        QCOMPARE(yzor.vitality, Vitality::Active);
    }
};

QTEST_APPLESS_MAIN(TestWizardDuel)
#include "tst_wizard_duel.moc"
