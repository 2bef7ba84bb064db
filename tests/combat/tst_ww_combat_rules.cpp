// Warrior & Wizard's combat rules as the tracker reads them from rules/data/warrior-and-wizard-0.10/combat.json:
// the numbers, the options, figure initiative and the injury thresholds, each row citing its seed 004 line.
#include "CombatTestSupport.h"

#include "combat/DuelOdds.h"
#include "combat/Injury.h"
#include "combat/MovementRules.h"
#include "combat/ToHit.h"
#include "combat/TurnOrder.h"
#include "dice/ScriptedDiceRoller.h"
#include "StrictTest.h"

using namespace hk;

namespace {

const Ruleset& wwRules()
{
    static const Ruleset rules = test::registry().ruleset(QStringLiteral("warrior-and-wizard-0.10"));
    return rules;
}

const CombatParameters& ww()
{
    static QString error;
    static const std::optional<CombatParameters> p = CombatParameters::load(wwRules(), &error);
    if (!p)
        qFatal("W&W combat parameters: %s", qPrintable(error));
    return *p;
}

QStringList keys(const QList<MovementOption>& options)
{
    QStringList out;
    for (const MovementOption& o : options)
        out.append(o.key);
    return out;
}

} // namespace

class TestWwCombatRules : public hk::test::StrictTest
{
    Q_OBJECT

private Q_SLOTS:
    void numbers_data()
    {
        QTest::addColumn<int>("value");
        QTest::addColumn<int>("expected");
        const CombatParameters& p = ww();
        QTest::newRow("l.545 to hit: 3 dice") << p.toHitDice << 3;
        QTest::newRow("l.540 defend or dodge: 4 dice") << p.dodgeDefendDice << 4;
        QTest::newRow("l.475 ties: a 3-dice DEX check (l.120)") << p.initiativeCheckDice << 3;
        QTest::newRow("l.552 unconscious at STR 1") << p.unconsciousSt << 1;
        QTest::newRow("l.552 dead at STR 0") << p.deadSt << 0;
        QTest::newRow("l.554 5+ damage in a turn") << p.heavyHits << 5;
        QTest::newRow("l.554 −2 DEX next turn") << p.heavyHitsDx << -2;
        QTest::newRow("l.556 8+ damage: falls") << p.knockdownHits << 8;
        QTest::newRow("l.556 check at −2") << p.knockdownCheckDx << -2;
        QTest::newRow("l.1100 thrown: −1 a hex") << p.thrownDxPerHex << -1;
        QTest::newRow("l.1102 missiles: two multihexes free") << p.missileFreeMegahexes << 2;
        QTest::newRow("l.1102 missiles: −1 per two more") << p.missileDxPerStep << -1;
        QTest::newRow("l.499 shift: one hex") << p.shiftHexes << 1;
        QTest::newRow("no side or rear bonus in W&W") << p.sideAttackDx + p.rearAttackDx << 0;
    }
    void numbers()
    {
        QFETCH(int, value);
        QFETCH(int, expected);
        QCOMPARE(value, expected);
    }

    void turnShape()
    {
        QVERIFY(ww().figureInitiative());
        QVERIFY(!ww().forcedRetreats);
        QVERIFY(ww().toHit.isEmpty()); // l.545: a plain DEX check, no automatic hits or criticals
        QVERIFY(!ww().advancedInitiative); // l.479 is optional and off until the GM turns it on
        QVERIFY(!test::combatParameters().figureInitiative()); // the Wizard keeps its side initiative
    }

    // The combat-actions table (l.501–544) as options, and how far each lets a figure have moved.
    void options_data()
    {
        QTest::addColumn<bool>("engaged");
        QTest::addColumn<int>("moved");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("l.508–517 disengaged, not moved")
            << false << 0 << QStringList{"breather", "shoot", "cast-spell", "disbelieve", "ready", "drop", "dodge", "charge-attack", "move"};
        QTest::newRow("l.513 two hexes: ready, half or full move")
            << false << 2 << QStringList{"ready", "drop", "dodge", "charge-attack", "move"};
        QTest::newRow("l.492 MOV 9: half is 5 (rounded up)") << false << 5 << QStringList{"drop", "dodge", "charge-attack", "move"};
        QTest::newRow("l.517 more than half: full move only") << false << 6 << QStringList{"move"};
        QTest::newRow("l.521–530 engaged, not moved")
            << true << 0
            << QStringList{"shoot-charger", "drop-pick-up", "shift-attack", "shift-defend", "switch", "shift-hth", "cast-spell", "disbelieve", "disengage"};
        QTest::newRow("l.524 shifted one hex") << true << 1
                                              << QStringList{"shift-attack", "shift-defend", "switch", "shift-hth", "cast-spell", "disbelieve"};
    }
    void options()
    {
        QFETCH(bool, engaged);
        QFETCH(int, moved);
        QFETCH(QStringList, expected);
        CombatFigure f = test::figure(QStringLiteral("f"), 1, {}, 0);
        f.ma = 9;
        QCOMPARE(keys(MovementRules::legalAfterMoving(ww(), engaged, f, moved, f.ma)), expected);
    }

    // l.475–477: effective DEX high to low; ties by a DEX check, the higher margin first.
    void initiative_data()
    {
        QTest::addColumn<QList<int>>("dex");
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("l.475 by DEX, no dice") << QList<int>{11, 14, 9} << QList<int>{} << QStringList{"b", "a", "c"};
        QTest::newRow("l.475 tie: margin 12−9=3 beats 12−12=0")
            << QList<int>{12, 12, 10} << QList<int>{4, 4, 4, 3, 3, 3} << QStringList{"b", "a", "c"};
        QTest::newRow("l.475 tie on margin: check again")
            << QList<int>{12, 12} << QList<int>{3, 3, 3, 3, 3, 3, 6, 6, 6, 1, 1, 1} << QStringList{"b", "a"};
    }
    void initiative()
    {
        QFETCH(QList<int>, dex);
        QFETCH(QList<int>, faces);
        QFETCH(QStringList, expected);
        QList<InitiativeEntrant> entrants;
        for (int i = 0; i < dex.size(); ++i)
            entrants.append({QString(QChar(u'a' + i)), QString(QChar(u'a' + i)), dex.at(i), 0, false});
        ScriptedDiceRoller dice(faces);
        const FigureInitiative r = TurnOrder::byFigure(dice, ww(), entrants, {});
        QCOMPARE(r.order, expected);
        QCOMPARE(r.checks.size(), faces.size() / 3);
    }

    // l.258, l.296: Tactics and Strategy add to initiative rolls — here the tie's DEX check.
    void initiativeBonus()
    {
        ScriptedDiceRoller dice({3, 3, 3, 3, 3, 4}); // a: margin 3, b: margin 2 + 2 (Strategy) = 4
        const FigureInitiative r = TurnOrder::byFigure(dice, ww(), {{"a", "a", 12, 0, false}, {"b", "b", 12, 2, false}}, {});
        QCOMPARE(r.order, (QStringList{"b", "a"}));
    }

    // l.479 (optional): everybody checks, margins alone decide.
    void advancedInitiative()
    {
        CombatParameters p = ww();
        p.advancedInitiative = true;
        ScriptedDiceRoller dice({6, 6, 5, 1, 1, 1}); // a DEX 14: margin −3; b DEX 9: margin 6
        const FigureInitiative r = TurnOrder::byFigure(dice, p, {{"a", "a", 14, 0, false}, {"b", "b", 9, 0, false}}, {});
        QCOMPARE(r.order, (QStringList{"b", "a"}));
    }

    // The attack dialog's "who wins" estimate in a W&W fight between equals: every turn is a DEX tie, which
    // l.475 settles by a DEX check. W&W has no Wizard roll-off dice (action-tie-dice), so before the estimate
    // followed W&W's turn the tie was rolled on zero dice and never ended.
    void duelOddsBetweenEquals()
    {
        const CombatFigure a = test::figure(QStringLiteral("A"), 1, {0, 0}, 3, 12, 11);
        const CombatFigure b = test::figure(QStringLiteral("B"), 2, {0, 1}, 0, 12, 11);
        const DiceExpression d6{1, 6, 0};
        const DuelEstimate e = DuelOdds::simulate(ww(), a, d6, b, d6, 600, 5);
        QCOMPARE(e.runs, 600);
        QCOMPARE(e.firstWins + e.secondWins + e.undecided, 600);
        QVERIFY2(qAbs(e.firstChance() - e.secondChance()) < 0.1, qPrintable(QString::number(e.firstChance())));
    }

    // l.548 damage less armour; l.554 5+ gives −2 DEX next turn; l.556 8+ after armour falls, 8+ before only
    // a DEX check at −2; l.552 STR 1 unconscious, 0 dead.
    void injury_data()
    {
        QTest::addColumn<int>("st");
        QTest::addColumn<int>("armor");
        QTest::addColumn<QList<int>>("blows");
        QTest::addColumn<int>("stAfter");
        QTest::addColumn<bool>("fell");
        QTest::addColumn<bool>("check");
        QTest::addColumn<bool>("wounded");
        QTest::addColumn<Vitality>("vitality");
        QTest::newRow("l.548 plate 5 against 8: takes 3") << 12 << 5 << QList<int>{8} << 9 << false << true << false << Vitality::Active;
        QTest::newRow("l.554 5 through: −2 next turn") << 12 << 0 << QList<int>{5} << 7 << false << false << true << Vitality::Active;
        QTest::newRow("l.554 4 through: nothing") << 12 << 0 << QList<int>{4} << 8 << false << false << false << Vitality::Active;
        QTest::newRow("l.556 8 through: falls") << 12 << 0 << QList<int>{8} << 4 << true << false << true << Vitality::Active;
        QTest::newRow("l.556 two blows, 4+4 through: falls") << 12 << 0 << QList<int>{4, 4} << 4 << true << false << true << Vitality::Active;
        QTest::newRow("l.556 7+3 before armour 2: check") << 20 << 2 << QList<int>{7, 3} << 14 << false << true << true << Vitality::Active;
        QTest::newRow("l.552 down to STR 1: unconscious") << 6 << 0 << QList<int>{5} << 1 << false << false << true << Vitality::Unconscious;
        QTest::newRow("l.552 down to STR 0: dead") << 6 << 0 << QList<int>{6} << 0 << false << false << true << Vitality::Dead;
    }
    void injury()
    {
        QFETCH(int, st);
        QFETCH(int, armor);
        QFETCH(QList<int>, blows);
        QFETCH(int, stAfter);
        QFETCH(bool, fell);
        QFETCH(bool, check);
        QFETCH(bool, wounded);
        QFETCH(Vitality, vitality);
        CombatFigure f = test::figure(QStringLiteral("f"), 1, {}, 0, st);
        f.armor = armor;
        bool fellDown = false;
        bool checked = false;
        for (int blow : blows) {
            const HitsTaken h = Injury::applyHits(&f, blow, ww());
            fellDown = fellDown || h.fellDown;
            checked = checked || h.knockdownCheck;
        }
        QCOMPARE(f.st, stAfter);
        QCOMPARE(fellDown, fell);
        QCOMPARE(checked, check);
        QCOMPARE(f.vitality, vitality);
        Injury::endOfTurn(&f, ww());
        QCOMPARE(f.hasCondition(QLatin1String(Injury::woundedLastTurn)), wounded);
        QCOMPARE(f.hitsRolledThisTurn, 0);
        if (wounded)
            QCOMPARE(f.condition(QLatin1String(Injury::woundedLastTurn))->dx, -2);
    }

    // The optional nonlethal rule (l.560–575): a punch is a third lethal (l.563), armour stops lethal first and
    // its padding 2 nonlethal besides (l.1128); out cold at total damage = STR, dead at lethal = STR (l.568);
    // a breather heals nonlethal only, and wakes a figure once its STR is above its lethal damage (l.573).
    void nonlethal_data()
    {
        QTest::addColumn<int>("armor");
        QTest::addColumn<int>("padding");
        QTest::addColumn<int>("thirds");
        QTest::addColumn<QList<int>>("blows");
        QTest::addColumn<int>("stAfter");
        QTest::addColumn<int>("nonlethalAfter");
        QTest::addColumn<Vitality>("vitality");
        QTest::newRow("l.563 punch 12, no armour") << 0 << 0 << 1 << QList<int>{12} << 0 << 8 << Vitality::Unconscious;
        QTest::newRow("l.1128 punch 6 into leather 2 + padding 2") << 2 << 2 << 1 << QList<int>{6} << 10 << 2 << Vitality::Active;
        QTest::newRow("l.564 sword 7 into leather 2") << 2 << 2 << 3 << QList<int>{7} << 7 << 0 << Vitality::Active;
        QTest::newRow("l.568 lethal 12 = STR: dead") << 0 << 0 << 3 << QList<int>{12} << 0 << 0 << Vitality::Dead;
        QTest::newRow("l.568 total 13, lethal 5: out cold") << 0 << 0 << 1 << QList<int>{12, 1} << -1 << 8 << Vitality::Unconscious;
    }
    void nonlethal()
    {
        QFETCH(int, armor);
        QFETCH(int, padding);
        QFETCH(int, thirds);
        QFETCH(QList<int>, blows);
        QFETCH(int, stAfter);
        QFETCH(int, nonlethalAfter);
        QFETCH(Vitality, vitality);
        CombatParameters p = ww();
        p.nonlethalRule = true;
        CombatFigure f = test::figure(QStringLiteral("f"), 1, {}, 0, 12);
        f.armor = armor;
        f.nonlethalStopped = padding;
        for (int i = 0; i < blows.size(); ++i)
            Injury::applyHits(&f, blows.at(i), p, i == 0 ? thirds : 3);
        QCOMPARE(f.st, stAfter);
        QCOMPARE(f.nonlethal, nonlethalAfter);
        QCOMPARE(f.vitality, vitality);
    }

    // l.573: out cold with 4 lethal and 8 nonlethal on STR 12 (ST 0): 3 back leaves ST 3, not above 4: still out;
    // 2 more (ST 5 > 4) wakes it.
    void wakingUp()
    {
        CombatParameters p = ww();
        p.nonlethalRule = true;
        CombatFigure f = test::figure(QStringLiteral("f"), 1, {}, 0, 12);
        Injury::applyHits(&f, 12, p, 1);
        QCOMPARE(f.vitality, Vitality::Unconscious);
        QCOMPARE(Injury::recoverNonlethal(&f, 3, p), 3);
        QCOMPARE(f.vitality, Vitality::Unconscious);
        QCOMPARE(Injury::recoverNonlethal(&f, 2, p), 2);
        QCOMPARE(f.vitality, Vitality::Active);
        QCOMPARE(f.st, 5);
    }

    // l.556: the check is a DEX check at −2, none with Acrobatics.
    void knockdownCheck_data()
    {
        QTest::addColumn<bool>("acrobatics");
        QTest::addColumn<int>("roll");
        QTest::addColumn<bool>("made");
        QTest::newRow("DEX 12 at −2: 10 made") << false << 10 << true;
        QTest::newRow("DEX 12 at −2: 11 missed") << false << 11 << false;
        QTest::newRow("Acrobatics, no penalty: 12 made") << true << 12 << true;
    }
    void knockdownCheck()
    {
        QFETCH(bool, acrobatics);
        QFETCH(int, roll);
        QFETCH(bool, made);
        ScriptedDiceRoller dice({roll - 6, 3, 3});
        const RollRecord r = Injury::knockdownCheck(dice, ww(), test::figure(QStringLiteral("f"), 1, {}, 0), acrobatics, {});
        QCOMPARE(r.success.value_or(false), made);
    }

    // l.540: Dodge is against any ranged attack, thrown spells included; Defend against blows.
    void dodgeAndDefend()
    {
        QCOMPARE(ToHit::diceFor(ww(), AttackKind::ThrownSpell, Defence::Dodging), 4);
        QCOMPARE(ToHit::diceFor(ww(), AttackKind::MissileSpell, Defence::Dodging), 4);
        QCOMPARE(ToHit::diceFor(ww(), AttackKind::Physical, Defence::Dodging), 3);
        QCOMPARE(ToHit::diceFor(ww(), AttackKind::Physical, Defence::Defending), 4);
        QCOMPARE(ToHit::diceFor(test::combatParameters(), AttackKind::ThrownSpell, Defence::Dodging), 3); // Wizard l.465
    }
};

QTEST_GUILESS_MAIN(TestWwCombatRules)
#include "tst_ww_combat_rules.moc"
