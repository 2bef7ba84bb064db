// Issue 32, "Hardening first": what the players are shown of a fight must not let them tell an illusion from
// the real thing, nor work out a figure the GM hides. Each case builds fights through the model services with
// scripted dice and compares what the players get (CampaignView for the players: the log, the dice log, the
// encounter's JSON and the words of the turn) with what they get from the same fight without the secret:
// - a summons beside an image or illusion of the same creature (seeds 000 and 002), cast and kept up;
// - Warrior & Wizard's initiative with a hidden figure tied on DEX with a visible one;
// - the Wizard's next actor tied with a hidden figure;
// - a hidden figure acting (the players must not read "nobody is left to act");
// - a visible figure's attack or spell at a hidden one (its change of option included).
// The GM's side is checked too, so no case passes because the secret was never made.
#include "PlayersSecretsTable.h"

#include "combat/CombatActions.h"
#include "combat/CombatWords.h"
#include "StrictTest.h"

#include <QJsonArray>

using namespace hk;
using hk::test::Table;
using hk::test::at;
using hk::test::firstDifference;


class TestPlayersCombatSecrets : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("Secrets")};

    // Ann (DX 13) on side 1 and Bo on side 2 face to face on the Wizard's map, in the action phase of turn 1
    // with Ann to act (or, with hideBo, Bo hidden from the start).
    Table wizardFight(const QString& ruleset, int annDx, int boDx, bool hideBo, const QList<int>& dice)
    {
        Table t;
        t.campaign = m_campaigns.create(1, {}, ruleset);
        QString error;
        t.ok(Encounters(*t.campaign).create(QStringLiteral("Arena"), 12, 12, false, &t.id, &error), error);
        t.addWizard(QStringLiteral("Ann"), annDx, 1, at(5, 5), 3);
        const QString bo = t.addWizard(QStringLiteral("Bo"), boDx, 2, at(5, 6), 0);
        if (hideBo)
            t.hide(bo);
        t.start();
        t.script(dice);
        t.advanceTo(CombatPhase::Actions);
        return t;
    }

    // Warrior & Wizard: a bear on side 1, wolves (DEX 14) on side 2, the last `hidden` of them hidden, started
    // and its first initiative rolled.
    Table wwFight(int wolves, int hidden, const QList<int>& dice)
    {
        Table t;
        t.campaign = m_campaigns.create(1, {}, QStringLiteral("warrior-and-wizard-0.10"));
        QString error;
        t.ok(Encounters(*t.campaign).create(QStringLiteral("Woods"), 12, 12, false, &t.id, &error), error);
        t.addCreatures(QStringLiteral("bear"), 1, 1, {at(5, 9)});
        const QStringList ids = t.addCreatures(QStringLiteral("wolf"), wolves, 2, {at(3, 2), at(5, 2), at(7, 2)});
        for (int i = wolves - hidden; i < wolves; ++i)
            t.hide(ids.value(i));
        t.start();
        t.script(dice);
        t.advanceTo(CombatPhase::RenewSpells);
        return t;
    }

private Q_SLOTS:
    // Finding 1: the same fight with a real Summon Bear and with an image or illusion of a bear, cast by Ann at
    // the same hex with the same dice. The players' log, dice log and encounter (the bear, the running spells)
    // are the same, field by field; only Ann's own ST differs, as the spells cost what they cost. Then turn 2,
    // the summons kept up and the fake not, and still the same. The GM's log names the spells.
    void creationsLookAlike_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("fake");
        QTest::addColumn<QList<int>>("castRoll");
        QTest::addColumn<QString>("fakeName");
        const QList<int> works{3, 3, 3};
        const QList<int> fails{6, 6, 5};
        QTest::newRow("000 illusion") << QStringLiteral("tft-wizard-1978") << QStringLiteral("illusion") << works << QStringLiteral("Illusion");
        QTest::newRow("000 image") << QStringLiteral("tft-wizard-1978") << QStringLiteral("image") << works << QStringLiteral("Image");
        QTest::newRow("002 illusion") << QStringLiteral("tft-advanced-wizard-1980") << QStringLiteral("illusion") << works << QStringLiteral("Illusion");
        QTest::newRow("002 image") << QStringLiteral("tft-advanced-wizard-1980") << QStringLiteral("image") << works << QStringLiteral("Image");
        QTest::newRow("000 illusion that fails") << QStringLiteral("tft-wizard-1978") << QStringLiteral("illusion") << fails << QStringLiteral("Illusion");
    }

    void creationsLookAlike()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, fake);
        QFETCH(QList<int>, castRoll);
        QFETCH(QString, fakeName);
        const bool works = castRoll != QList<int>{6, 6, 5};
        // Turn 1 up to the actions; the cast; turn 2's initiative, then a tie roll for who acts (Bo and the bear).
        const QList<int> dice = QList<int>{6, 1} + castRoll + QList<int>{6, 1, 4, 2, 5, 3, 6, 1};
        Table real = wizardFight(ruleset, 13, 11, false, dice);
        Table made = wizardFight(ruleset, 13, 11, false, dice);
        const QString ann = QStringLiteral("ann");
        for (Table* t : {&real, &made}) {
            CastRequest r;
            r.caster = ann;
            r.spell = t == &real ? QStringLiteral("summon-bear") : fake;
            r.appearance = t == &real ? QString() : QStringLiteral("bear");
            r.hex = at(5, 3);
            r.ignoreKnown = true;
            QString error;
            QVERIFY2(CombatActions(*t->campaign).cast(t->id, r, &error), qPrintable(error));
        }
        // The secret was made, and the GM reads it.
        QVERIFY2(real.gmLogText().contains(QLatin1String("Summon Bear")), qPrintable(real.gmLogText()));
        QVERIFY2(made.gmLogText().contains(fakeName), qPrintable(made.gmLogText()));
        QCOMPARE(real.encounter().state.figure(QStringLiteral("bear-1")) != nullptr, works);
        if (works)
            QCOMPARE(figureKindKey(made.encounter().state.figure(QStringLiteral("bear-1"))->kind), fake);
        compareWhatPlayersGet(real, made);
        if (QTest::currentTestFailed())
            return;
        // Turn 2: the summons' upkeep is paid, the fake needs none.
        for (Table* t : {&real, &made}) {
            QVERIFY(t->advanceTo(CombatPhase::Initiative));
            QVERIFY(t->advanceTo(CombatPhase::RenewSpells));
            for (const ActiveSpell& sp : t->encounter().state.spells) {
                QString error;
                if (sp.upkeep > 0)
                    QVERIFY2(CombatTurn(*t->campaign).renew(t->id, sp.serial, true, &error), qPrintable(error));
            }
            QVERIFY(t->advanceTo(CombatPhase::Actions));
        }
        QVERIFY2(!works || real.gmLogText().contains(QLatin1String("spends 1 ST on Summon Bear")), qPrintable(real.gmLogText()));
        compareWhatPlayersGet(real, made);
        if (!works || QTest::currentTestFailed())
            return;
        // Turn 3: Ann lets the summons go. The players see the bear vanish, never the spell that ends.
        QVERIFY(real.advanceTo(CombatPhase::Initiative));
        QVERIFY(real.advanceTo(CombatPhase::RenewSpells));
        QString error;
        QVERIFY2(CombatTurn(*real.campaign).renew(real.id, real.encounter().state.spells.value(0).serial, false, &error), qPrintable(error));
        QVERIFY2(real.gmLogText().contains(QLatin1String("Summon Bear ends")), qPrintable(real.gmLogText()));
        const QString seen = real.playersLogLines().join(QLatin1Char('\n'));
        QVERIFY2(seen.contains(QLatin1String("Bear 1 vanishes.")) && !seen.contains(QLatin1String("Summon")), qPrintable(seen));
    }

    // Finding 5: W&W's initiative. The players' line and dice log are those of the same fight without the hidden
    // wolf: no DEX check shows, since one is rolled only on a tie. The GM's line has every check.
    void initiativeTellsNothingOfHiddenFigures_data()
    {
        QTest::addColumn<int>("visible");
        QTest::addColumn<QList<int>>("checks"); // one 3d6 check for each wolf in a tie, in order
        QTest::newRow("one wolf seen, one hidden") << 1 << QList<int>{3, 3, 3, 4, 4, 4};
        QTest::newRow("two wolves seen, one hidden") << 2 << QList<int>{3, 3, 3, 4, 4, 4, 2, 3, 5};
    }

    void initiativeTellsNothingOfHiddenFigures()
    {
        QFETCH(int, visible);
        QFETCH(QList<int>, checks);
        const Table withHidden = wwFight(visible + 1, 1, checks);
        const Table without = wwFight(visible, 0, checks);
        QVERIFY2(withHidden.gmLogText().contains(QLatin1String(", check ")), qPrintable(withHidden.gmLogText()));
        const auto initiativeLines = [](const Table& t) {
            QStringList out;
            for (const QString& line : t.playersLogLines()) {
                if (line.startsWith(QLatin1String("initiative|")))
                    out.append(line);
            }
            return out;
        };
        QVERIFY(!initiativeLines(without).isEmpty());
        QVERIFY2(initiativeLines(withHidden) == initiativeLines(without), qPrintable(firstDifference(initiativeLines(withHidden), initiativeLines(without))));
        QVERIFY2(withHidden.playersRolls() == without.playersRolls(), qPrintable(firstDifference(withHidden.playersRolls(), without.playersRolls())));
        for (const QString& line : initiativeLines(withHidden))
            QVERIFY2(!line.contains(QLatin1String("check")), qPrintable(line));
    }

    // Finding 5: the Wizard's next actor tied on DX with a hidden figure. The players read the same as without
    // a tie (no tie roll, no "won the tie roll"); with the foe in sight the tie shows.
    void nextActorTieTellsNothingOfHiddenFigures_data()
    {
        QTest::addColumn<bool>("hideBo");
        QTest::addColumn<QString>("expected");
        QTest::newRow("tied with a hidden figure") << true << QStringLiteral("Ann acts next (adjusted DX 12).");
        QTest::newRow("tied with a figure in sight") << false << QStringLiteral("Ann acts next (adjusted DX 12, won the tie roll).");
    }

    void nextActorTieTellsNothingOfHiddenFigures()
    {
        QFETCH(bool, hideBo);
        QFETCH(QString, expected);
        const Table t = wizardFight(QStringLiteral("tft-wizard-1978"), 12, 12, hideBo, {6, 1, /*tie: Ann, Bo*/ 6, 2});
        QCOMPARE(t.encounter().state.actor, QStringLiteral("ann"));
        QStringList next;
        for (const CombatLogEntry& l : t.playersLog()) {
            if (l.kind == QLatin1String("next"))
                next.append(l.message);
        }
        QCOMPARE(next, QStringList{expected});
        for (const QString& roll : t.playersRolls())
            QVERIFY2(!roll.contains(QLatin1String("who acts next")), qPrintable(roll));
    }

    // Finding 5: while a hidden figure acts the players read that the turn goes on, the same words as when
    // everyone has acted, and no name; the GM reads who acts.
    void aHiddenFigureActingLooksLikeTheTurnGoingOn()
    {
        Table t = wizardFight(QStringLiteral("tft-wizard-1978"), 13, 11, true, {6, 1});
        QCOMPARE(t.encounter().state.actor, QStringLiteral("ann"));
        QCOMPARE(CombatWords::actingText(t.playersState(), true), QStringLiteral("Ann acts next"));
        t.pass(QStringLiteral("ann"));
        QCOMPARE(t.encounter().state.actor, QStringLiteral("bo"));
        QCOMPARE(CombatWords::actingText(t.encounter().state, false), QStringLiteral("Bo acts next"));
        const QString whileHiddenActs = CombatWords::actingText(t.playersState(), true);
        QCOMPARE(CombatWords::nextText(t.playersState()), QString());
        t.pass(QStringLiteral("bo"));
        QCOMPARE(t.encounter().state.actor, QString());
        QCOMPARE(CombatWords::actingText(t.encounter().state, false), QStringLiteral("nobody is left to act"));
        QCOMPARE(whileHiddenActs, CombatWords::actingText(t.playersState(), true));
        QVERIFY2(!whileHiddenActs.contains(QLatin1String("nobody")), qPrintable(whileHiddenActs));
        QVERIFY2(!whileHiddenActs.contains(QLatin1String("Bo")), qPrintable(whileHiddenActs));
    }

    // Finding 5: a visible figure's action at a hidden one leaves nothing in the players' log or dice log — not
    // the change of option that comes before the blow; with the foe in sight the same action shows.
    void anActionAtAHiddenFigureIsTheGms_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<bool>("hideBo");
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<QString>("option"); // one that does not allow the action
        QTest::newRow("attack at a hidden figure") << QStringLiteral("attack") << true << QList<int>{3, 3, 3, 4} << QStringLiteral("cast-spell");
        QTest::newRow("attack in sight") << QStringLiteral("attack") << false << QList<int>{3, 3, 3, 4} << QStringLiteral("cast-spell");
        QTest::newRow("spell at a hidden figure") << QStringLiteral("cast") << true << QList<int>{3, 3, 3, 4, 4} << QStringLiteral("shift-attack");
        QTest::newRow("spell in sight") << QStringLiteral("cast") << false << QList<int>{3, 3, 3, 4, 4} << QStringLiteral("shift-attack");
    }

    void anActionAtAHiddenFigureIsTheGms()
    {
        QFETCH(QString, action);
        QFETCH(bool, hideBo);
        QFETCH(QList<int>, dice);
        QFETCH(QString, option);
        Table t = wizardFight(QStringLiteral("tft-wizard-1978"), 13, 11, hideBo, {6, 1});
        // Ann's option for the turn is one that does not allow the action: she changes it when she acts.
        QString error;
        QVERIFY2(CombatTurn(*t.campaign).chooseOption(t.id, QStringLiteral("ann"), option, &error), qPrintable(error));
        const QStringList logBefore = t.playersLogLines();
        const QStringList rollsBefore = t.playersRolls();
        const qsizetype gmBefore = t.gmLog().size();
        t.script(dice);
        if (action == QLatin1String("attack")) {
            QVERIFY2(CombatActions(*t.campaign).attack(t.id, AttackRequest(QStringLiteral("ann"), QStringLiteral("bo"), QStringLiteral("1d6")), &error),
                     qPrintable(error));
        } else {
            CastRequest r;
            r.caster = QStringLiteral("ann");
            r.spell = QStringLiteral("magic-fist");
            r.target = QStringLiteral("bo");
            r.st = 1;
            r.ignoreKnown = true;
            QVERIFY2(CombatActions(*t.campaign).cast(t.id, r, &error), qPrintable(error));
        }
        QStringList gmNew;
        for (const CombatLogEntry& l : t.gmLog().mid(gmBefore))
            gmNew.append(l.message);
        QVERIFY2(gmNew.join(QLatin1Char('\n')).contains(QLatin1String("Ann takes option")), qPrintable(gmNew.join(QLatin1Char('\n'))));
        const QStringList logAfter = t.playersLogLines();
        if (hideBo) {
            QVERIFY2(logAfter == logBefore, qPrintable(firstDifference(logAfter, logBefore)));
            QVERIFY2(t.playersRolls() == rollsBefore, qPrintable(firstDifference(t.playersRolls(), rollsBefore)));
        } else {
            QVERIFY2(logAfter.join(QLatin1Char('\n')).contains(QLatin1String("Ann takes option")), qPrintable(logAfter.join(QLatin1Char('\n'))));
            QVERIFY(t.playersRolls().size() > rollsBefore.size());
        }
    }

private:
    // The players' log and dice log, line by line, and the encounter's JSON, field by field, the caster's ST
    // included (players see hits, not ST spent).
    void compareWhatPlayersGet(const Table& real, const Table& made)
    {
        const QStringList realLog = real.playersLogLines();
        QVERIFY2(realLog == made.playersLogLines(), qPrintable(firstDifference(realLog, made.playersLogLines())));
        QVERIFY2(realLog.join(QLatin1Char('\n')).contains(QLatin1String("casts a creation spell")), qPrintable(realLog.join(QLatin1Char('\n'))));
        QVERIFY2(real.playersRolls() == made.playersRolls(), qPrintable(firstDifference(real.playersRolls(), made.playersRolls())));
        const QJsonObject a = real.playersJson();
        const QJsonObject b = made.playersJson();
        QCOMPARE(a.keys(), b.keys());
        for (const QString& key : a.keys()) {
            if (key == QLatin1String("figures"))
                continue;
            QVERIFY2(a.value(key) == b.value(key), qPrintable(key + QLatin1String(": ") + QString::fromUtf8(QJsonDocument(QJsonObject{{key, a.value(key)}}).toJson())
                                                            + QString::fromUtf8(QJsonDocument(QJsonObject{{key, b.value(key)}}).toJson())));
        }
        const QJsonArray fa = a.value(QLatin1String("figures")).toArray();
        const QJsonArray fb = b.value(QLatin1String("figures")).toArray();
        QCOMPARE(fa.size(), fb.size());
        for (qsizetype i = 0; i < fa.size(); ++i) {
            const QJsonObject x = fa.at(i).toObject();
            const QJsonObject y = fb.at(i).toObject();
            QCOMPARE(x.keys(), y.keys());
            for (const QString& key : x.keys())
                QVERIFY2(x.value(key) == y.value(key), qPrintable(x.value(QLatin1String("id")).toString() + QLatin1Char('.') + key));
        }
    }
};

QTEST_GUILESS_MAIN(TestPlayersCombatSecrets)
#include "tst_players_combat_secrets.moc"
