// The tracker's spells, one case each through the model services with scripted dice: continuing spells and
// their upkeep, summons vanishing with their master, images bursting, Rope tightening and thrown off, Sleep
// shaken awake, Freeze's rolled duration, control changing sides, and the secrets the players must not see
// (illusions, hidden and invisible figures, secret protections).
#include "CombatFightFixture.h"

#include "campaign/CampaignLogs.h"
#include "combat/CombatActions.h"
#include "combat/CombatOdds.h"
#include "combat/CombatOverrides.h"
#include "combat/CombatView.h"
#include "combat/EncounterRepository.h"
#include "combat/Facing.h"
#include "houserules/HouseRules.h"

#include <QJsonArray>
#include <QJsonDocument>
#include "commands/ChangeHistory.h"

using namespace hk;
using test::at;
using test::Fight;
using test::parameters;

class TestCombatSpells : public test::FightTests
{
    Q_OBJECT

public:
    TestCombatSpells() : FightTests(QStringLiteral("Spells")) {}

private Q_SLOTS:
    // What each thrown or special spell puts on the figure it works on, from the spell-effects numbers.
    void spellConditions_data()
    {
        QTest::addColumn<QString>("spell");
        QTest::addColumn<int>("st");          // ST put into a per-ST spell
        QTest::addColumn<int>("adjustedDx");  // Bo's DX 11 after it
        QTest::addColumn<int>("dxAgainst");   // on rolls against Bo
        QTest::addColumn<int>("ma");          // Bo's MA 10 after it
        QTest::addColumn<int>("hitsStopped");
        QTest::addColumn<int>("turnsLeft");   // -1: while paid for
        QTest::newRow("Slow Movement") << "slow-movement" << 0 << 11 << 0 << 5 << 0 << 4;
        QTest::newRow("Speed Movement") << "speed-movement" << 0 << 11 << 0 << 20 << 0 << 4;
        QTest::newRow("Stop") << "stop" << 0 << 11 << 0 << 0 << 0 << 4;
        QTest::newRow("Clumsiness, 2 ST") << "clumsiness" << 2 << 7 << 0 << 10 << 0 << 3;
        QTest::newRow("Dazzle") << "dazzle" << 0 << 8 << 0 << 10 << 0 << 3;
        QTest::newRow("Blur") << "blur" << 0 << 11 << -4 << 10 << 0 << -1;
        QTest::newRow("Invisibility") << "invisibility" << 0 << 11 << -6 << 10 << 0 << -1;
        QTest::newRow("Flight") << "flight" << 0 << 11 << -4 << 12 << 0 << -1;
        QTest::newRow("Stone Flesh") << "stone-flesh" << 0 << 11 << 0 << 10 << 4 << -1;
        QTest::newRow("Iron Flesh") << "iron-flesh" << 0 << 11 << 0 << 10 << 6 << -1;
    }

    void spellConditions()
    {
        QFETCH(QString, spell);
        QFETCH(int, st);
        QFETCH(int, adjustedDx);
        QFETCH(int, dxAgainst);
        QFETCH(int, ma);
        QFETCH(int, hitsStopped);
        QFETCH(int, turnsLeft);
        Fight f = fight();
        QString error;
        f.script({3, 3, 3});
        CastRequest cast;
        cast.caster = f.ann;
        cast.spell = spell;
        cast.target = f.bo;
        cast.st = st;
        cast.ignoreKnown = true;
        QVERIFY2(CombatActions(*f.campaign).cast(f.id, cast, &error), qPrintable(error));
        const CombatFigure bo = f.fig(f.bo).body;
        QVERIFY(bo.hasCondition(spell));
        QCOMPARE(bo.adjustedDx(), adjustedDx);
        QCOMPARE(bo.dxAgainstIt(), dxAgainst);
        QCOMPARE(bo.currentMa(), ma);
        QCOMPARE(bo.hitsStoppedPerAttack(), hitsStopped);
        QCOMPARE(bo.condition(spell)->turnsLeft, turnsLeft);
        QCOMPARE(f.encounter().state.spells.size(), qsizetype(turnsLeft < 0 ? 1 : 0));
    }

    // What the spell texts state, from the spell data's fields (issue 16): who gets a saving roll, the basic ST
    // from which a spell has no effect, the cost against a strong target, a knock-down, a weapon in hand. Ann
    // (ST 10) casts at Bo (ST 11, a staff) or at a creature placed beside her.
    void spellsAsTheBooksHaveThem_data()
    {
        QTest::addColumn<QString>("spell");
        QTest::addColumn<QString>("creature"); // empty: at Bo
        QTest::addColumn<QList<int>>("faces"); // every die the cast rolls, no more
        QTest::addColumn<int>("stPaid");
        QTest::addColumn<bool>("fallen");
        QTest::addColumn<QString>("condition"); // left on the target, empty for none
        QTest::addColumn<bool>("weaponDropped");
        QTest::addColumn<QString>("logged");
        const QList<int> hit{3, 3, 3};
        const QList<int> hitThenTie{3, 3, 3, 6, 1}; // the bear and Bo (both DX 11) then roll for who acts next
        QTest::newRow("l.606 Sleep: no saving roll") << "sleep" << "" << hit << 3 << true << "sleep" << false << "is under Sleep";
        QTest::newRow("l.606 Sleep: not on basic ST 20+") << "sleep" << "bear" << hitThenTie << 3 << false << "" << false << "no effect";
        QTest::newRow("l.623 Freeze: no saving roll") << "freeze" << "" << QList<int>{3, 3, 3, 2, 3} << 4 << false << "freeze" << false << "for 5 turn";
        QTest::newRow("l.623 Freeze: works below basic ST 30") << "freeze" << "gargoyle" << QList<int>{3, 3, 3, 1, 1} << 4 << false << "freeze" << false << "for 2 turn";
        QTest::newRow("l.623 Freeze: not on basic ST 30+") << "freeze" << "bear" << hitThenTie << 4 << false << "" << false << "no effect";
        QTest::newRow("l.593 Trip knocks down") << "trip" << "" << hit << 2 << true << "" << false << "knocked down";
        QTest::newRow("l.593 Trip costs 4 against ST 30+") << "trip" << "bear" << hit << 4 << true << "" << false << "knocked down";
        QTest::newRow("l.573 Drop Weapon: the staff") << "drop-weapon" << "" << hit << 1 << false << "" << true << "drops the weapon";
        QTest::newRow("l.573 Drop Weapon: a sword in hand") << "drop-weapon" << "myrmidon" << hit << 1 << false << "" << true << "drops the weapon";
        QTest::newRow("l.573 Drop Weapon: 2 ST on basic ST 20+, no teeth dropped")
            << "drop-weapon" << "bear" << hitThenTie << 2 << false << "" << false << "holds no weapon";
        QTest::newRow("l.633 Break Weapon: no teeth broken") << "break-weapon" << "wolf" << hit << 3 << false << "" << false << "holds no weapon";
        QTest::newRow("l.616 Rope: not on basic ST 20+") << "rope" << "bear" << hitThenTie << 2 << false << "" << false << "no effect";
        QTest::newRow("l.644 Control Person: the save made costs 1") << "control-person" << "" << QList<int>{3, 3, 3, 1, 1, 1} << 1 << false << "" << false
                                                                     << "makes the saving roll";
    }

    void spellsAsTheBooksHaveThem()
    {
        QFETCH(QString, spell);
        QFETCH(QString, creature);
        QFETCH(QList<int>, faces);
        QFETCH(int, stPaid);
        QFETCH(bool, fallen);
        QFETCH(QString, condition);
        QFETCH(bool, weaponDropped);
        QFETCH(QString, logged);
        Fight f = fight();
        QString error;
        QString target = f.bo;
        if (!creature.isEmpty()) {
            QStringList ids;
            QVERIFY2(Encounters(*f.campaign).addCreature(f.id, creature, 2, 1, &ids, &error), qPrintable(error));
            target = ids.first();
            QVERIFY2(Encounters(*f.campaign).place(f.id, target, at(4, 5), 1, &error), qPrintable(error));
        }
        f.script(faces);
        const int before = f.fig(f.ann).body.st;
        QVERIFY2(f.cast(f.ann, spell, target, &error), qPrintable(error));
        QCOMPARE(f.dice->remaining(), 0);
        QCOMPARE(before - f.fig(f.ann).body.st, stPaid);
        const CombatFigure t = f.fig(target).body;
        QCOMPARE(t.posture == Posture::Fallen, fallen);
        if (fallen) // down before acting (Ann acts first): no action this turn (l.111)
            QVERIFY(t.actedThisTurn);
        if (condition.isEmpty())
            QVERIFY2(t.conditions.isEmpty(), qPrintable(t.conditions.value(0).key));
        else
            QVERIFY(t.hasCondition(condition));
        QCOMPARE(t.weaponDropped, weaponDropped);
        QString log;
        for (const CombatLogEntry& l : Encounters(*f.campaign).log(f.id, false, &error))
            log += l.message + QLatin1Char('\n');
        QVERIFY2(log.contains(logged), qPrintable(log));
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
            bear = x.kind == FigureKind::Image ? x.body.id : bear;
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
        QVERIFY2(f.cast(f.ann, QStringLiteral("rope"), f.bo, &error), qPrintable(error));
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
        QVERIFY2(f.cast(f.ann, QStringLiteral("rope"), f.bo, &error), qPrintable(error));
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
        f.script({3, 3, 3}); // no saving roll: Sleep is not a Control spell (l.312)
        QVERIFY2(f.cast(f.ann, QStringLiteral("sleep"), f.bo, &error), qPrintable(error));
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

    // Megahex Sleep (l.695) cast at a megahex: every figure in it below basic ST 20 but the caster falls asleep
    // as under Sleep; a bear (ST 30) in the same megahex is untouched.
    void megahexSleepCatchesTheMegahex()
    {
        Fight f = fight();
        QString error;
        const HexCoord boHex = f.fig(f.bo).body.position;
        HexCoord bearHex;
        for (const HexCoord& h : Megahex::circle(boHex)) { // the 7-hex circle around the aimed hex (l.296)
            if (h != boHex && h != f.fig(f.ann).body.position && f.encounter().state.map.isOpen(h)) {
                bearHex = h;
                break;
            }
        }
        QStringList ids;
        QVERIFY2(Encounters(*f.campaign).addCreature(f.id, QStringLiteral("bear"), 2, 1, &ids, &error), qPrintable(error));
        QVERIFY2(Encounters(*f.campaign).place(f.id, ids.first(), bearHex, 0, &error), qPrintable(error));
        CastRequest r;
        r.caster = f.ann;
        r.spell = QStringLiteral("megahex-sleep");
        r.hex = boHex;
        r.ignoreKnown = true;
        f.script({3, 3, 3, 6, 1});
        const int before = f.fig(f.ann).body.st;
        QVERIFY2(CombatActions(*f.campaign).cast(f.id, r, &error), qPrintable(error));
        QCOMPARE(before - f.fig(f.ann).body.st, 8);
        QVERIFY(f.fig(f.bo).body.hasCondition(QStringLiteral("sleep")));
        QCOMPARE(f.fig(f.bo).body.posture, Posture::Fallen);
        QVERIFY(f.fig(ids.first()).body.conditions.isEmpty());
        QVERIFY(!f.fig(f.ann).body.hasCondition(QStringLiteral("sleep")));
        QString log;
        for (const CombatLogEntry& l : Encounters(*f.campaign).log(f.id, false, &error))
            log += l.message + QLatin1Char('\n');
        QVERIFY2(log.contains(QLatin1String("across a megahex it works only below basic ST 20")), qPrintable(log));
    }

    // Blast (l.629): 1 die of damage to every figure, friend or foe, in or next to the caster's hex; the caster
    // is spared and needs no target.
    void blastHitsEveryoneAround()
    {
        Fight f = fight();
        QString error;
        QStringList wolves;
        QVERIFY2(Encounters(*f.campaign).addCreature(f.id, QStringLiteral("wolf"), 2, 2, &wolves, &error), qPrintable(error));
        QVERIFY2(Encounters(*f.campaign).place(f.id, wolves.at(0), at(4, 5), 0, &error), qPrintable(error)); // next to Ann
        QVERIFY2(Encounters(*f.campaign).place(f.id, wolves.at(1), at(9, 9), 0, &error), qPrintable(error)); // far off
        CastRequest blast;
        blast.caster = f.ann;
        blast.spell = QStringLiteral("blast");
        blast.ignoreKnown = true;
        const int bo = f.fig(f.bo).body.st;
        const int near = f.fig(wolves.at(0)).body.st;
        const int far = f.fig(wolves.at(1)).body.st;
        const int ann = f.fig(f.ann).body.st;
        f.script({3, 3, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6});
        QVERIFY2(CombatActions(*f.campaign).cast(f.id, blast, &error), qPrintable(error));
        QCOMPARE(ann - f.fig(f.ann).body.st, 2);                       // the spell's cost, no hits
        QVERIFY(f.fig(f.bo).body.st < bo);                            // beside her: hit
        QVERIFY(f.fig(wolves.at(0)).body.st <= near);                 // beside her: hit (its hide may stop it)
        QCOMPARE(f.fig(wolves.at(1)).body.st, far);                   // far off: untouched
        QString log;
        for (const CombatLogEntry& l : Encounters(*f.campaign).log(f.id, false, &error))
            log += l.message + QLatin1Char('\n');
        QCOMPARE(log.count(QLatin1String("Blast catches")), 2);
    }

    // Spell Shield (l.667): a thrown or missile spell cast at its subject afterwards is nullified, the caster
    // paying in full; the players see only "no effect", the shield stays the GM's secret.
    void spellShieldNullifies()
    {
        Fight f = fight();
        QString error;
        f.script({3, 3, 3});
        QVERIFY2(f.cast(f.ann, QStringLiteral("spell-shield"), f.ann, &error), qPrintable(error));
        QVERIFY(f.fig(f.ann).body.hasCondition(QStringLiteral("spell-shield")));
        // Next turn Ann keeps it up, and Bo throws Trip at her.
        f.script({6, 1});
        QVERIFY(f.advanceTo(CombatPhase::Initiative));
        f.script({6, 1});
        QVERIFY(f.advanceTo(CombatPhase::RenewSpells));
        QVERIFY2(CombatTurn(*f.campaign).renew(f.id, f.encounter().state.spells.first().serial, true, &error), qPrintable(error));
        QVERIFY(f.advanceTo(CombatPhase::Actions));
        const int boSt = f.fig(f.bo).body.st;
        f.script({3, 3, 3, 1, 1});
        QVERIFY2(f.cast(f.bo, QStringLiteral("trip"), f.ann, &error), qPrintable(error));
        QCOMPARE(f.fig(f.ann).body.posture, Posture::Standing);
        QCOMPARE(boSt - f.fig(f.bo).body.st, 2); // Trip's full cost
        QString gm, players;
        for (const CombatLogEntry& l : Encounters(*f.campaign).log(f.id, false, &error))
            gm += l.message + QLatin1Char('\n');
        for (const CombatLogEntry& l : Encounters(*f.campaign).log(f.id, true, &error))
            players += l.message + QLatin1Char('\n');
        QVERIFY2(gm.contains(QLatin1String("Spell Shield nullifies")), qPrintable(gm));
        QVERIFY2(players.contains(QLatin1String("Trip has no effect on Ann")), qPrintable(players));
        QVERIFY2(!players.contains(QLatin1String("Spell Shield")), qPrintable(players));
    }

    // Sleep lasts until the sleeper is hit (l.606): Ann's staff blow next turn wakes Bo, who stays down.
    void aHitWakesTheSleeper()
    {
        Fight f = fight();
        QString error;
        f.script({3, 3, 3});
        QVERIFY2(f.cast(f.ann, QStringLiteral("sleep"), f.bo, &error), qPrintable(error));
        f.script({6, 1});
        QVERIFY(f.advanceTo(CombatPhase::Initiative));
        f.script({6, 1});
        QVERIFY(f.advanceTo(CombatPhase::Actions));
        f.script({2, 2, 2, 3});
        QVERIFY2(CombatActions(*f.campaign).attack(f.id, {f.ann, f.bo, QString(), 0}, &error), qPrintable(error));
        const CombatFigure bo = f.fig(f.bo).body;
        QVERIFY(bo.st < 11);
        QVERIFY(!bo.hasCondition(QStringLiteral("sleep")));
        QVERIFY(bo.posture != Posture::Standing);
        QString log;
        for (const CombatLogEntry& l : Encounters(*f.campaign).log(f.id, false, &error))
            log += l.message + QLatin1Char('\n');
        QVERIFY2(log.contains(QLatin1String("wakes Bo")), qPrintable(log));
    }

    void freezeHoldsForRolledTurns()
    {
        Fight f = fight();
        QString error;
        // Ann's Freeze works (9 vs 13) with no saving roll (l.623), and lasts 2d6 = 5 turns.
        f.script({3, 3, 3, 2, 3});
        QVERIFY2(f.cast(f.ann, QStringLiteral("freeze"), f.bo, &error), qPrintable(error));
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
        QVERIFY2(f.cast(f.ann, QStringLiteral("control-person"), f.bo, &error), qPrintable(error));
        QCOMPARE(f.fig(f.bo).body.side, 1);
        QCOMPARE(f.encounter().state.spells.size(), 1);
        f.script({6, 1, 6, 1});
        QVERIFY(f.advanceTo(CombatPhase::Initiative));
        f.script({6, 1});
        QVERIFY(f.advanceTo(CombatPhase::Movement)); // not renewed
        QCOMPARE(f.fig(f.bo).body.side, 2);
        QVERIFY(!f.fig(f.bo).body.hasCondition(QStringLiteral("control-person")));
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
        // The casting roll is the GM's, like the line it belongs to: the players' dice log would give the bear away.
        const auto castingRolls = [&](bool forPlayers) {
            int n = 0;
            for (const DiceLogEntry& d : CampaignLogs(*f.campaign).rolls(50, !forPlayers, &error))
                n += d.roll.purpose.contains(QLatin1String("Illusion")) ? 1 : 0;
            return n;
        };
        QCOMPARE(castingRolls(false), 1);
        QCOMPARE(castingRolls(true), 0);
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
        QVERIFY2(f.cast(f.ann, QStringLiteral("stone-flesh"), f.ann, &error), qPrintable(error));
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
};

QTEST_GUILESS_MAIN(TestCombatSpells)
#include "tst_combat_spells.moc"
