// A five-against-five mass-combat battle played through the model with scripted dice (seed 003, David O.
// Miller's mass combat house rules on the Wizard rules). Two legal teams (003 l.77–83: five figures, 200
// points) join the fight whole (Encounters::addTeam); the tracker offers the pack's options sheet (l.290–
// 350); a halberd's charge rolls one extra die (l.27–35, l.140, l.438); a wizard pays a battle-magic Magic
// Fist from his magical ST (l.23, l.818) and its 8 points knock the target down (l.41); rolls of 3 and 4
// triple and double damage (l.280); and the battle is scored as the pack scores it — a fight to the death
// (l.64) that the last team standing wins. Each check names the seed line its number comes from.
#include "CampaignTestSupport.h"

#include "campaign/CampaignDice.h"
#include "characters/Roster.h"
#include "combat/CombatActions.h"
#include "combat/CombatParameters.h"
#include "combat/CombatTurn.h"
#include "combat/Encounters.h"
#include "dice/ScriptedDiceRoller.h"
#include "houserules/HouseRules.h"
#include "StrictTest.h"

#include <QTest>

using namespace hk;
using namespace hk::test;

namespace {

Gear weapon(const QString& name, const QString& damage)
{
    Gear g;
    g.slot = QStringLiteral("weapon");
    g.name = name;
    g.damage = damage;
    return g;
}

// A team figure: ST + DX + IQ = 40, the race's 32 plus 8 extra points (l.87–96), no bonus points left over.
Character member(const QString& name, const QString& party, const QString& race, int st, int dx, int iq,
                 const QList<Gear>& gear, const QString& type = QStringLiteral("hero"))
{
    Character c;
    c.name = name;
    c.system = QStringLiteral("mc");
    c.party = party;
    c.race = race;
    c.type = type;
    c.st = st;
    c.dx = dx;
    c.iq = iq;
    c.gear = gear;
    return c;
}

const QString kRed = QStringLiteral("Red Company");
const QString kBlue = QStringLiteral("Blue Band");

// Adjusted DX all different, so the tracker never rolls to break a tie in the action order.
QList<Character> redCompany()
{
    Character wyn = member(QStringLiteral("Wyn"), kRed, QStringLiteral("men"), 10, 15, 15, {}, QStringLiteral("wizard"));
    wyn.spells = {QStringLiteral("magic-fist"), QStringLiteral("blur")};
    return {member(QStringLiteral("Ann"), kRed, QStringLiteral("men"), 14, 14, 12, {weapon(QStringLiteral("2H Halberd"), QStringLiteral("2d6"))}),
            wyn,
            member(QStringLiteral("Bert"), kRed, QStringLiteral("men"), 14, 13, 13, {weapon(QStringLiteral("Broadsword"), QStringLiteral("2d6"))}),
            member(QStringLiteral("Dorn"), kRed, QStringLiteral("dwarves"), 16, 12, 12, {weapon(QStringLiteral("Broadsword"), QStringLiteral("2d6"))}),
            member(QStringLiteral("Eik"), kRed, QStringLiteral("dwarves"), 16, 11, 13, {weapon(QStringLiteral("Broadsword"), QStringLiteral("2d6"))})};
}

QList<Character> blueBand()
{
    return {member(QStringLiteral("Cal"), kBlue, QStringLiteral("men"), 14, 10, 16, {weapon(QStringLiteral("Broadsword"), QStringLiteral("2d6"))}),
            member(QStringLiteral("Dag"), kBlue, QStringLiteral("men"), 14, 9, 17, {weapon(QStringLiteral("Broadsword"), QStringLiteral("2d6"))}),
            member(QStringLiteral("Eli"), kBlue, QStringLiteral("dwarves"), 16, 8, 16, {weapon(QStringLiteral("Broadsword"), QStringLiteral("2d6"))}),
            member(QStringLiteral("Fay"), kBlue, QStringLiteral("men"), 11, 17, 12, {weapon(QStringLiteral("Shortsword"), QStringLiteral("2d6-1"))}),
            member(QStringLiteral("Gus"), kBlue, QStringLiteral("dwarves"), 16, 7, 17, {weapon(QStringLiteral("Broadsword"), QStringLiteral("2d6"))})};
}

HexCoord at(int column, int row)
{
    return HexMap::toAxial(column, row);
}

HexCoord step(const HexCoord& from, int direction, int times = 1)
{
    HexCoord h = from;
    for (int i = 0; i < times; ++i)
        h = h.neighbour(direction);
    return h;
}

enum Dir { N = 0, NE = 1, SE = 2, S = 3, SW = 4, NW = 5 };

} // namespace

class TestMassCombatBattle : public hk::test::StrictTest
{
    Q_OBJECT
    CampaignFactory m_campaigns{QStringLiteral("MassBattle")};
    std::unique_ptr<Campaign> m_campaign;
    qint64 m_id = 0;
    QMap<QString, QString> m_fig; // name → figure id
    std::shared_ptr<ScriptedDiceRoller> m_dice;

    void script(const QList<int>& faces)
    {
        m_dice = std::make_shared<ScriptedDiceRoller>(faces);
        m_campaign->dice().setOverride(m_dice);
    }
    // Every scripted die was rolled, and no other: the step did what the seed says and nothing more.
    void allDiceUsed(const char* what)
    {
        if (m_dice->remaining() != 0)
            QFAIL(qPrintable(QStringLiteral("%1: %2 scripted dice left unrolled").arg(QLatin1String(what)).arg(m_dice->remaining())));
    }
    Encounter encounter() const
    {
        Encounter e;
        QString error;
        Encounters(*m_campaign).find(m_id, &e, &error);
        return e;
    }
    EncounterFigure fig(const QString& name) const
    {
        const EncounterFigure* f = encounter().state.figure(m_fig.value(name));
        return f ? *f : EncounterFigure();
    }
    bool advanceTo(CombatPhase phase)
    {
        QString error;
        for (int i = 0; i < 30 && encounter().state.phase != phase; ++i) {
            if (!CombatTurn(*m_campaign).advance(m_id, &error)) {
                hk::test::setupFailed(error);
                return false;
            }
        }
        return encounter().state.phase == phase;
    }
    bool attack(const QString& attacker, const QString& target, QString* error)
    {
        return CombatActions(*m_campaign).attack(m_id, {m_fig.value(attacker), m_fig.value(target), QString(), 0}, error);
    }
    void place(const QString& name, const HexCoord& hex, int facing)
    {
        QString error;
        if (!Encounters(*m_campaign).place(m_id, m_fig.value(name), hex, facing, &error))
            QFAIL(qPrintable(name + QStringLiteral(": ") + error));
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_campaign = m_campaigns.create(1, {QStringLiteral("mass-combat-miller-2.0")}, QStringLiteral("tft-wizard-1978"));
        QVERIFY(m_campaign);
        QString error;
        QList<qint64> ids;
        QList<Character> rabble = blueBand().mid(0, 4);
        for (Character& c : rabble) {
            c.name += QStringLiteral(" the Younger");
            c.party = QStringLiteral("Rabble");
        }
        QVERIFY2(Roster(*m_campaign).addAll(redCompany() + blueBand() + rabble, &ids, &error), qPrintable(error));
        // Wizard's courtesy rule (000 l.524) keeps experienced wizards from opening with a missile spell; the
        // mass-combat pack does not play it, so the GM switches it off for this battle.
        QVERIFY2(HouseRules::switchRules(*m_campaign, {{QStringLiteral("courtesy-rule"), false}}, QString(), &error), qPrintable(error));
        QVERIFY2(Encounters(*m_campaign).create(QStringLiteral("Field of Reeds"), 16, 16, false, &m_id, &error), qPrintable(error));
    }

    // l.77–81: five figures and 200 points; men and dwarves begin with 32 points each (l.87, l.95).
    void teamsAreLegal_data()
    {
        QTest::addColumn<QString>("party");
        QTest::newRow("Red Company: 3 men, 2 dwarves (l.77, l.81)") << kRed;
        QTest::newRow("Blue Band: 3 men, 2 dwarves (l.77, l.81)") << kBlue;
    }
    void teamsAreLegal()
    {
        QFETCH(QString, party);
        QString error;
        const TeamReport r = Roster(*m_campaign).team(party, false, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QStringList problems;
        for (const CharacterProblem& p : r.problems)
            problems.append(p.message);
        QVERIFY2(r.legal(), qPrintable(problems.join(QLatin1Char('\n'))));
        QCOMPARE(r.expectedFigures, 5);   // l.77 "Pick 5 characters"
        QCOMPARE(r.teamPoints, 200);      // l.81 "subtract from 200"
        QCOMPARE(r.beginningPoints, 5 * 32); // l.87, l.95: 32 each
        QCOMPARE(r.bonusSpent, 200 - 5 * 32);
    }

    // A party of four is no team (l.77): refused whole, nothing joins the encounter.
    void illegalTeamIsRefused()
    {
        QString error;
        QStringList ids;
        QVERIFY(!Encounters(*m_campaign).addTeam(m_id, QStringLiteral("Rabble"), 3, false, &ids, &error));
        QVERIFY2(error.contains(QLatin1String("not a legal team")), qPrintable(error));
        QVERIFY(ids.isEmpty());
        QCOMPARE(encounter().state.figures.size(), 0);
    }

    void teamsJoin()
    {
        QString error;
        QStringList red;
        QStringList blue;
        QVERIFY2(Encounters(*m_campaign).addTeam(m_id, kRed, 1, false, &red, &error), qPrintable(error));
        QVERIFY2(Encounters(*m_campaign).addTeam(m_id, kBlue, 2, false, &blue, &error), qPrintable(error));
        QCOMPARE(red.size(), 5);
        QCOMPARE(blue.size(), 5);
        for (const EncounterFigure& f : encounter().state.figures)
            m_fig.insert(f.body.name, f.body.id);
        QCOMPARE(m_fig.size(), 10);
        // One step each: undo takes the whole team out again, redo brings it back.
        QVERIFY(m_campaign->undo(&error));
        QCOMPARE(encounter().state.figures.size(), 5);
        QVERIFY(m_campaign->redo(&error));
        QCOMPARE(encounter().state.figures.size(), 10);
        // A member already in the fight cannot join twice: the whole team is refused.
        QVERIFY(!Encounters(*m_campaign).addTeam(m_id, kRed, 3, false, nullptr, &error));
        QCOMPARE(encounter().state.figures.size(), 10);
    }

    // The pack's options sheet replaces Wizard's (a)–(n): a disengaged figure may defend (l.306) and throw
    // (l.298); a charge moves half MA (l.296); the keys the tracker knows stay.
    void packOptionsOffered()
    {
        QString error;
        const CombatParameters p = *CombatParameters::load(m_campaign->rules(), &error);
        const MovementOption* defend = p.option(QStringLiteral("shift-defend"), false);
        QVERIFY2(defend, "l.306: Defend is open to a disengaged figure");
        QCOMPARE(defend->move, QStringLiteral("half-ma"));
        QVERIFY(p.option(QStringLiteral("throw-weapon"), false));
        QCOMPARE(p.option(QStringLiteral("charge-attack"), false)->move, QStringLiteral("half-ma")); // l.296
        QCOMPARE(p.option(QStringLiteral("load-crossbow"), false)->hexes, 2);                         // l.300
        QCOMPARE(p.option(QStringLiteral("disengage"), true)->move, QStringLiteral("shift"));         // l.336
        QVERIFY(p.option(QStringLiteral("dodge"), false) && p.option(QStringLiteral("stand-up"), true));
        QVERIFY(!p.option(QStringLiteral("dodge"), true)); // l.304: not if engaged
        for (const MovementOption& o : p.options)
            QVERIFY2(o.letter.isEmpty(), qPrintable(o.key)); // the sheet has no letters
    }

    // Each option is a switch of the pack: one the GM turns off is no longer offered; without the pack the
    // Wizard's lettered table stands.
    void optionsFollowTheSwitches()
    {
        auto campaign = m_campaigns.create(1, {QStringLiteral("mass-combat-miller-2.0")}, QStringLiteral("tft-wizard-1978"));
        QString error;
        QVERIFY2(HouseRules::switchRules(*campaign, {{QStringLiteral("disengaged-defend"), false}}, QString(), &error), qPrintable(error));
        const CombatParameters p = *CombatParameters::load(campaign->rules(), &error);
        QVERIFY(!p.option(QStringLiteral("shift-defend"), false));
        QVERIFY(p.option(QStringLiteral("shift-defend"), true)); // l.330 stays on
        auto wizard = m_campaigns.create(1, {}, QStringLiteral("tft-wizard-1978"));
        const CombatParameters w = *CombatParameters::load(wizard->rules(), &error);
        QCOMPARE(w.option(QStringLiteral("charge-attack"), false)->letter, QStringLiteral("b"));
        QVERIFY(!w.option(QStringLiteral("shift-defend"), false));
    }

    void battle()
    {
        QString error;
        // Ann's halberd is two hexes short of Cal: she charges in and ends with Cal (S) and Fay (NE) in front.
        const HexCoord x = at(12, 6);
        place(QStringLiteral("Ann"), step(x, N, 2), S);
        place(QStringLiteral("Cal"), step(x, S), N);
        place(QStringLiteral("Fay"), step(x, NE), NE);
        place(QStringLiteral("Eik"), step(x, NE, 2), SW);
        const HexCoord bert = at(2, 3);
        place(QStringLiteral("Bert"), bert, S);
        place(QStringLiteral("Dag"), step(bert, S), N);
        place(QStringLiteral("Wyn"), step(bert, S, 4), N); // three hexes behind Dag: no range penalty (l.60)
        const HexCoord dorn = at(6, 4);
        place(QStringLiteral("Dorn"), dorn, S);
        place(QStringLiteral("Eli"), step(dorn, S), N);
        place(QStringLiteral("Gus"), step(dorn, SE), NW);
        QVERIFY2(Encounters(*m_campaign).start(m_id, &error), qPrintable(error));
        QCOMPARE(fig(QStringLiteral("Wyn")).magicalSt, 10); // l.23: magical ST beside normal ST

        // Turn 1. Side 1 wins the initiative (a die per side) and moves first.
        script({6, 1});
        QVERIFY(advanceTo(CombatPhase::Movement));
        QVERIFY2(CombatTurn(*m_campaign).chooseOption(m_id, m_fig.value(QStringLiteral("Ann")), QStringLiteral("charge-attack"), &error),
                 qPrintable(error));
        QVERIFY2(CombatTurn(*m_campaign).move(m_id, m_fig.value(QStringLiteral("Ann")), x, SE, &error), qPrintable(error));
        QCOMPARE(fig(QStringLiteral("Ann")).hexesMoved, 2);
        QVERIFY(advanceTo(CombatPhase::Actions));
        allDiceUsed("initiative");

        // The pole charge: to hit 3+3+3 = 9 on DX 14, then the 2H Halberd's 2 dice (l.140) and one more for the
        // charge (l.27–35, l.438) — 6+6+6 = 18 hits; Cal (ST 14) dies.
        script({3, 3, 3, 6, 6, 6});
        QVERIFY2(attack(QStringLiteral("Ann"), QStringLiteral("Cal"), &error), qPrintable(error));
        allDiceUsed("pole charge");
        QCOMPARE(fig(QStringLiteral("Cal")).body.st, 14 - 18);
        QCOMPARE(fig(QStringLiteral("Cal")).body.vitality, Vitality::Dead);

        // Battle magic: Magic Fist, 1-2 damage per ST (l.818), with 2 ST: 6+6-4 = 8. Paid from Wyn's magical ST,
        // not his ST (l.23); 8 points in one blow knock Dag down (l.41).
        script({3, 3, 3, 6, 6});
        CastRequest fist;
        fist.caster = m_fig.value(QStringLiteral("Wyn"));
        fist.spell = QStringLiteral("magic-fist");
        fist.target = m_fig.value(QStringLiteral("Dag"));
        fist.st = 2;
        QVERIFY2(CombatActions(*m_campaign).cast(m_id, fist, &error), qPrintable(error));
        allDiceUsed("magic fist");
        QCOMPARE(fig(QStringLiteral("Dag")).body.st, 14 - 8);
        QCOMPARE(fig(QStringLiteral("Dag")).body.posture, Posture::Fallen);
        QCOMPARE(fig(QStringLiteral("Wyn")).magicalSt, 10 - 2);
        QCOMPARE(fig(QStringLiteral("Wyn")).body.st, 10);

        // Bert finishes Dag: Broadsword 2 dice (l.151), 4+3 = 7 against ST 6. No unconsciousness (l.64): dead.
        script({3, 3, 3, 4, 3});
        QVERIFY2(attack(QStringLiteral("Bert"), QStringLiteral("Dag"), &error), qPrintable(error));
        allDiceUsed("Bert");
        QCOMPARE(fig(QStringLiteral("Dag")).body.st, 6 - 7);
        QCOMPARE(fig(QStringLiteral("Dag")).body.vitality, Vitality::Dead);

        // A to-hit roll of 4 on 3 dice is a double-damage hit (l.280): (5+5) × 2 = 20 against Eli's ST 16.
        script({1, 1, 2, 5, 5});
        QVERIFY2(attack(QStringLiteral("Dorn"), QStringLiteral("Eli"), &error), qPrintable(error));
        allDiceUsed("Dorn");
        QCOMPARE(fig(QStringLiteral("Eli")).body.st, 16 - 20);

        // Blue strikes back: a roll of 3 is triple damage (l.280); Shortsword 2-1 (l.150): (4+4-1) × 3 = 21.
        script({1, 1, 1, 4, 4});
        QVERIFY2(attack(QStringLiteral("Fay"), QStringLiteral("Eik"), &error), qPrintable(error));
        allDiceUsed("Fay");
        QCOMPARE(fig(QStringLiteral("Eik")).body.st, 16 - 21);
        QCOMPARE(fig(QStringLiteral("Eik")).body.vitality, Vitality::Dead);

        // Two teams still stand: no winner yet (l.56, l.64).
        BattleResult midway = Encounters(*m_campaign).battleResult(encounter().state, &error);
        QVERIFY(!midway.decided());

        // Turn 2: the others pass, the turn ends, side 1 wins the initiative again.
        script({6, 1});
        QVERIFY(advanceTo(CombatPhase::Movement));
        QCOMPARE(encounter().state.turn, 2);
        QVERIFY(advanceTo(CombatPhase::Actions));
        allDiceUsed("turn 2 initiative");

        // Standing still, Ann's halberd has no charge: only its 2 dice (l.438 "You must move at least one hex"):
        // 6+6 = 12 against Fay's ST 11.
        script({3, 3, 3, 6, 6});
        QVERIFY2(attack(QStringLiteral("Ann"), QStringLiteral("Fay"), &error), qPrintable(error));
        allDiceUsed("Ann, turn 2");
        QCOMPARE(fig(QStringLiteral("Fay")).body.st, 11 - 12);

        script({1, 1, 2, 5, 5}); // double damage again (l.280): 20 against Gus's ST 16
        QVERIFY2(attack(QStringLiteral("Dorn"), QStringLiteral("Gus"), &error), qPrintable(error));
        allDiceUsed("Dorn, turn 2");
        QCOMPARE(fig(QStringLiteral("Gus")).body.vitality, Vitality::Dead);
    }

    // The pack scores a battle only as a fight to the death (l.64): the last team standing wins.
    void scoring()
    {
        QString error;
        const BattleResult r = Encounters(*m_campaign).battleResult(encounter().state, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(r.sides.size(), 2);
        QCOMPARE(r.sides.at(0).team, kRed);
        QCOMPARE(r.sides.at(0).figures, 5);
        QCOMPARE(r.sides.at(0).standing, 4); // Eik fell
        QCOMPARE(r.sides.at(1).team, kBlue);
        QCOMPARE(r.sides.at(1).standing, 0);
        QCOMPARE(r.winnerSide, 1);
        QVERIFY2(r.text().contains(QLatin1String("Side 1 (Red Company) wins")), qPrintable(r.text()));

        QVERIFY2(Encounters(*m_campaign).end(m_id, {}, &error), qPrintable(error));
        const QList<CombatLogEntry> log = Encounters(*m_campaign).log(m_id, false, &error);
        const auto result = std::find_if(log.begin(), log.end(), [](const CombatLogEntry& l) { return l.kind == QLatin1String("result"); });
        QVERIFY2(result != log.end(), "ending the battle logs its result");
        QCOMPARE(result->message, r.text());
        // The dead are dead in the roster too (l.64: a fight to the death).
        Character eik;
        const qint64 eikId = fig(QStringLiteral("Eik")).characterId;
        QVERIFY(Roster(*m_campaign).find(eikId, &eik, &error));
        QVERIFY(eik.dead);
    }
};

QTEST_GUILESS_MAIN(TestMassCombatBattle)
#include "tst_mass_combat_battle.moc"
