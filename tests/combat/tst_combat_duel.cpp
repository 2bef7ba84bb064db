// Golden test of the tracker: the Yzor–Krait duel of the Wizard text (l.548–558) played through the model
// services exactly as a GM would — encounter, placement, initiative, renewing the wolf, options, moves,
// spells, the illusion's bite, disbelief — with scripted dice, turn by turn, checking the ST the text
// gives after every turn, the secrets the players must not see, and that undo walks the whole fight back.
#include "CampaignTestSupport.h"

#include "campaign/CampaignDice.h"
#include "characters/Roster.h"
#include "combat/CombatActions.h"
#include "combat/CombatTurn.h"
#include "combat/CombatView.h"
#include "combat/Encounters.h"
#include "dice/ScriptedDiceRoller.h"

#include <QJsonArray>
#include <QJsonDocument>
#include "commands/ChangeHistory.h"
#include "StrictTest.h"

using namespace hk;

namespace {

constexpr int kYzorSide = 1;
constexpr int kKraitSide = 2;

HexCoord at(int column, int row)
{
    return HexMap::toAxial(column, row);
}

} // namespace

class TestCombatDuel : public hk::test::StrictTest
{
    Q_OBJECT

    test::CampaignFactory m_campaigns{QStringLiteral("Duel")};
    std::unique_ptr<Campaign> m_campaign;
    qint64 m_encounter = 0;
    QString m_yzor;
    QString m_krait;
    QString m_wolf;
    QString m_illusion;
    std::shared_ptr<ScriptedDiceRoller> m_dice;
    int m_undoAtStart = 0;

    void script(const QList<int>& faces)
    {
        m_dice = std::make_shared<ScriptedDiceRoller>(faces);
        m_campaign->dice().setOverride(m_dice);
    }

    Encounter encounter()
    {
        Encounter e;
        QString error;
        if (!Encounters(*m_campaign).find(m_encounter, &e, &error))
            hk::test::setupFailed(error);
        return e;
    }

    const EncounterFigure& fig(const Encounter& e, const QString& id)
    {
        static EncounterFigure none;
        const EncounterFigure* f = e.state.figure(id);
        return f ? *f : none;
    }

    int st(const QString& id) { return fig(encounter(), id).body.st; }

    QString findByKind(FigureKind kind)
    {
        for (const EncounterFigure& f : encounter().state.figures) {
            if (f.kind == kind)
                return f.body.id;
        }
        return {};
    }

    // Advances phases until the fight reaches `phase`.
    void advanceTo(CombatPhase phase)
    {
        CombatTurn turn(*m_campaign);
        QString error;
        for (int guard = 0; encounter().state.phase != phase && guard < 10; ++guard)
            QVERIFY2(turn.advance(m_encounter, &error), qPrintable(error));
        QCOMPARE(encounter().state.phase, phase);
    }

    void nextTurn()
    {
        advanceTo(CombatPhase::ForcedRetreats);
        QString error;
        QVERIFY2(CombatTurn(*m_campaign).advance(m_encounter, &error), qPrintable(error));
        QCOMPARE(encounter().state.phase, CombatPhase::Initiative);
    }

#define OK(call)                                                                                                       \
    do {                                                                                                               \
        QString error_;                                                                                                \
        QVERIFY2((call), qPrintable(error_));                                                                          \
    } while (0)

private Q_SLOTS:
    void initTestCase()
    {
        m_campaign = m_campaigns.create(1, {}, QStringLiteral("tft-wizard-1978"));
        QVERIFY(m_campaign);
        Roster roster(*m_campaign);
        // Yzor ST 9, DX 12, IQ 11; Krait ST 8, DX 15, IQ 9 (l.548).
        Character yzor = test::legalWizard(QStringLiteral("Yzor"));
        yzor.st = 9;
        yzor.dx = 12;
        yzor.iq = 11;
        yzor.spells = {QStringLiteral("staff"), QStringLiteral("dazzle"), QStringLiteral("illusion"), QStringLiteral("magic-fist")};
        Character krait = test::legalWizard(QStringLiteral("Krait"));
        krait.st = 8;
        krait.dx = 15;
        krait.iq = 9;
        krait.spells = {QStringLiteral("staff"), QStringLiteral("summon-wolf"), QStringLiteral("magic-fist")};
        qint64 yzorId = 0;
        qint64 kraitId = 0;
        OK(roster.add(krait, &kraitId, &error_));
        OK(roster.add(yzor, &yzorId, &error_));

        Encounters encounters(*m_campaign);
        OK(encounters.create(QStringLiteral("Yzor and Krait"), 20, 20, false, &m_encounter, &error_));
        OK(encounters.addCharacter(m_encounter, kraitId, kKraitSide, &m_krait, &error_));
        OK(encounters.addCharacter(m_encounter, yzorId, kYzorSide, &m_yzor, &error_));
        OK(encounters.place(m_encounter, m_krait, at(5, 5), 3, &error_));
        OK(encounters.place(m_encounter, m_yzor, at(5, 14), 0, &error_));
        OK(encounters.start(m_encounter, &error_));
        m_undoAtStart = m_campaign->undoStack()->index();
        QCOMPARE(st(m_yzor), 9);
        QCOMPARE(st(m_krait), 8);
    }

    void turn1()
    {
        CombatTurn turn(*m_campaign);
        CombatActions act(*m_campaign);
        script({/*initiative: Yzor, Krait*/ 3, 4});
        OK(turn.rollInitiative(m_encounter, &error_));
        QCOMPARE(encounter().state.initiativeSide, kKraitSide);
        advanceTo(CombatPhase::Movement);
        OK(turn.chooseOption(m_encounter, m_krait, QStringLiteral("cast-spell"), &error_));
        advanceTo(CombatPhase::Actions);
        // Krait (DX 15) is proposed before Yzor (DX 12) without a roll.
        QCOMPARE(encounter().state.actor, m_krait);
        // Krait summons a wolf in the hex before him: 9 on 3 dice.
        script({3, 3, 3, /*Yzor's Dazzle*/ 4, 4, 3});
        CastRequest summon;
        summon.caster = m_krait;
        summon.spell = QStringLiteral("summon-wolf");
        summon.hex = at(5, 6);
        OK(act.cast(m_encounter, summon, &error_));
        m_wolf = findByKind(FigureKind::Summoned);
        QVERIFY(!m_wolf.isEmpty());
        QCOMPARE(encounter().state.actor, m_yzor); // the new wolf does not act the turn it appears
        // Yzor's Dazzle (no option chosen: casting is open to him) reaches Krait and the wolf.
        CastRequest dazzle;
        dazzle.caster = m_yzor;
        dazzle.spell = QStringLiteral("dazzle");
        OK(act.cast(m_encounter, dazzle, &error_));
        QCOMPARE(m_dice->remaining(), 0);
        const Encounter e = encounter();
        QVERIFY(fig(e, m_krait).body.hasCondition(QStringLiteral("dazzle")));
        QVERIFY(fig(e, m_wolf).body.hasCondition(QStringLiteral("dazzle")));
        QVERIFY(!fig(e, m_yzor).body.hasCondition(QStringLiteral("dazzle")));
        // "Both wizards now have ST = 6."
        QCOMPARE(st(m_krait), 6);
        QCOMPARE(st(m_yzor), 6);
        nextTurn();
    }

    void turn2()
    {
        CombatTurn turn(*m_campaign);
        CombatActions act(*m_campaign);
        script({/*Yzor, Krait*/ 2, 5});
        OK(turn.rollInitiative(m_encounter, &error_));
        QCOMPARE(encounter().state.initiativeSide, kKraitSide);
        advanceTo(CombatPhase::RenewSpells);
        // Krait keeps his wolf: 1 ST.
        QCOMPARE(encounter().state.spells.size(), 1);
        OK(turn.renew(m_encounter, encounter().state.spells.first().serial, true, &error_));
        QCOMPARE(st(m_krait), 5);
        // Krait dazzled: 15 − 3 = 12, the same as Yzor; a die each decides (Krait 2, Yzor 5).
        QCOMPARE(fig(encounter(), m_krait).body.adjustedDx(), 12);
        script({2, 5});
        advanceTo(CombatPhase::Actions);
        QCOMPARE(encounter().state.actor, m_yzor);
        // Yzor makes an illusion of a wolf: 10 on 3 dice.
        script({4, 3, 3});
        CastRequest illusion;
        illusion.caster = m_yzor;
        illusion.spell = QStringLiteral("illusion");
        illusion.hex = at(7, 14);
        illusion.appearance = QStringLiteral("wolf");
        OK(act.cast(m_encounter, illusion, &error_));
        m_illusion = findByKind(FigureKind::Illusion);
        QVERIFY(!m_illusion.isEmpty());
        QCOMPARE(st(m_yzor), 4);
        // The players see a wolf appear, never that it is an illusion.
        const QJsonObject player = CombatView::toJson(encounter(), *CombatParameters::load(m_campaign->rules(), nullptr), true);
        for (const QJsonValue& f : player.value(QLatin1String("figures")).toArray())
            QVERIFY(f.toObject().value(QLatin1String("kind")).toString() != QLatin1String("illusion"));
        QString error;
        for (const CombatLogEntry& l : Encounters(*m_campaign).log(m_encounter, true, &error))
            QVERIFY2(!l.message.contains(QLatin1String("illusion"), Qt::CaseInsensitive), qPrintable(l.message));
        // Krait pretends to cast a protective spell: nothing happens, nothing is paid (l.307).
        OK(turn.pass(m_encounter, m_krait, QStringLiteral("mutters a spell"), &error_));
        QCOMPARE(st(m_krait), 5);
        QCOMPARE(m_dice->remaining(), 0);
        nextTurn();
    }

    void turn3()
    {
        CombatTurn turn(*m_campaign);
        CombatActions act(*m_campaign);
        script({1, 6});
        OK(turn.rollInitiative(m_encounter, &error_));
        QCOMPARE(encounter().state.initiativeSide, kKraitSide);
        advanceTo(CombatPhase::RenewSpells);
        OK(turn.renew(m_encounter, encounter().state.spells.first().serial, true, &error_));
        QCOMPARE(st(m_krait), 4);
        advanceTo(CombatPhase::Movement);
        // Krait's side moves first: the wolf runs up to Yzor and faces him.
        QCOMPARE(encounter().state.movingSide, kKraitSide);
        OK(turn.chooseOption(m_encounter, m_wolf, QStringLiteral("move"), &error_));
        OK(turn.move(m_encounter, m_wolf, at(5, 13), 3, &error_));
        OK(turn.advance(m_encounter, &error_));
        // Yzor now starts his movement engaged: he disengages one hex back; his illusion gets behind the wolf.
        QVERIFY(fig(encounter(), m_yzor).engagedAtStart);
        OK(turn.chooseOption(m_encounter, m_yzor, QStringLiteral("disengage"), &error_));
        OK(turn.move(m_encounter, m_yzor, at(5, 15), 0, &error_));
        // Round the wolf's flank, not across its front, or it would have to stop there (l.162).
        QString blocked;
        QVERIFY(!turn.move(m_encounter, m_illusion, at(5, 12), 3, &blocked));
        QVERIFY2(blocked.contains(QLatin1String("must stop")), qPrintable(blocked));
        OK(turn.move(m_encounter, m_illusion, at(6, 12), 3, &error_));
        OK(turn.move(m_encounter, m_illusion, at(5, 12), 3, &error_));
        // Actions: the undazzled illusion (DX 14) first; Krait and Yzor tie at 12.
        advanceTo(CombatPhase::Actions);
        QCOMPARE(encounter().state.actor, m_illusion);
        // The illusion bites the wolf from behind (+4, DX 18) and rolls 16: a miss whatever the DX.
        script({6, 5, 5, /*tie: Krait, Yzor*/ 3, 6});
        AttackRequest bite{m_illusion, m_wolf, QString(), 0};
        OK(act.attack(m_encounter, bite, &error_));
        QCOMPARE(encounter().state.actor, m_yzor);
        OK(turn.pass(m_encounter, m_yzor, QString(), &error_));
        // Krait tries to disbelieve: 11 against IQ 9, and the "wolf" stays.
        QCOMPARE(encounter().state.actor, m_krait);
        script({5, 4, 2});
        OK(act.disbelieve(m_encounter, m_krait, m_illusion, &error_));
        QVERIFY(encounter().state.figure(m_illusion));
        QCOMPARE(m_dice->remaining(), 0);
        QCOMPARE(st(m_krait), 4);
        QCOMPARE(st(m_yzor), 4);
        nextTurn();
        // Dazzle is over after three turns counting the first (l.103).
        QCOMPARE(fig(encounter(), m_krait).body.adjustedDx(), 15);
    }

    void turn4()
    {
        CombatTurn turn(*m_campaign);
        CombatActions act(*m_campaign);
        script({5, 3});
        OK(turn.rollInitiative(m_encounter, &error_));
        QCOMPARE(encounter().state.initiativeSide, kYzorSide);
        advanceTo(CombatPhase::RenewSpells);
        // Krait lets the wolf go; it vanishes before movement.
        int wolfSpell = 0;
        for (const ActiveSpell& sp : encounter().state.spells)
            wolfSpell = sp.target == m_wolf ? sp.serial : wolfSpell;
        OK(turn.renew(m_encounter, wolfSpell, false, &error_));
        QVERIFY(!encounter().state.figure(m_wolf));
        advanceTo(CombatPhase::Movement);
        // Yzor's side moves first (he won); the illusion leaves the line of fire for Krait.
        OK(turn.move(m_encounter, m_illusion, at(7, 8), 3, &error_));
        advanceTo(CombatPhase::Actions);
        QCOMPARE(encounter().state.actor, m_krait);
        // A 2-ST Magic Fist at Yzor ten hexes away: 9 hits, 6 on two dice less 4 = 2 hits.
        script({3, 3, 3, 3, 3});
        CastRequest fist;
        fist.caster = m_krait;
        fist.spell = QStringLiteral("magic-fist");
        fist.target = m_yzor;
        fist.st = 2;
        OK(act.cast(m_encounter, fist, &error_));
        QCOMPARE(m_dice->remaining(), 0);
        // "Both wizards' ST now = 2."
        QCOMPARE(st(m_krait), 2);
        QCOMPARE(st(m_yzor), 2);
        nextTurn();
    }

    void turn5()
    {
        CombatTurn turn(*m_campaign);
        CombatActions act(*m_campaign);
        script({2, 4});
        OK(turn.rollInitiative(m_encounter, &error_));
        QCOMPARE(encounter().state.initiativeSide, kKraitSide);
        advanceTo(CombatPhase::Movement);
        // Krait's side moves first and stays; then the illusion comes up behind Krait.
        QCOMPARE(encounter().state.movingSide, kKraitSide);
        OK(turn.advance(m_encounter, &error_));
        QCOMPARE(encounter().state.movingSide, kYzorSide);
        OK(turn.move(m_encounter, m_illusion, at(7, 4), 3, &error_)); // round Krait's flank
        OK(turn.move(m_encounter, m_illusion, at(5, 4), 3, &error_));
        advanceTo(CombatPhase::Actions);
        QCOMPARE(encounter().state.actor, m_krait);
        // 3 ST would leave him too little; a 1-die Fist is allowed and knocks him out.
        CastRequest fist;
        fist.caster = m_krait;
        fist.spell = QStringLiteral("magic-fist");
        fist.target = m_yzor;
        fist.st = 2;
        QString refused;
        QVERIFY(!act.cast(m_encounter, fist, &refused));
        QVERIFY(refused.contains(QLatin1String("ST")));
        fist.st = 1;
        script({2, 2, 2, 2});
        OK(act.cast(m_encounter, fist, &error_));
        QCOMPARE(fig(encounter(), m_krait).body.vitality, Vitality::Unconscious);
        QCOMPARE(st(m_yzor), 2); // hit for 2 − 2 = 0
        // The illusion bites the fallen wizard (no front: +4, DX 18) for 3, and Krait dies.
        QCOMPARE(encounter().state.actor, m_illusion);
        script({3, 4, 4, 2});
        OK(act.attack(m_encounter, AttackRequest{m_illusion, m_krait, QString(), 0}, &error_));
        QCOMPARE(fig(encounter(), m_krait).body.vitality, Vitality::Dead);
        QCOMPARE(m_dice->remaining(), 0);
        QCOMPARE(fig(encounter(), m_yzor).body.vitality, Vitality::Active);
    }

    void aftermathAndUndo()
    {
        Encounters encounters(*m_campaign);
        m_campaign->dice().setOverride(nullptr);
        OK(encounters.end(m_encounter, {}, &error_));
        QString error;
        Roster roster(*m_campaign);
        const QList<Character> all = roster.list({}, &error);
        for (const Character& c : all) {
            if (c.name == QLatin1String("Yzor")) {
                QCOMPARE(c.wounds, 2);   // the Magic Fist
                QCOMPARE(c.fatigue, 5);  // Dazzle 3, Illusion 2
            }
            if (c.name == QLatin1String("Krait"))
                QVERIFY(c.currentSt() <= 0);
        }
        const QList<XpProposal> xp = encounters.proposeXp(m_encounter, CombatKind::ToTheDeath, kYzorSide, &error);
        QCOMPARE(xp.size(), 1);
        QCOMPARE(xp.first().name, QStringLiteral("Yzor"));
        // Undo walks the whole fight back to its start, and redo replays it.
        const QJsonObject ended = encounter().state.toJson();
        // The stored text, written with the figures' kept texts, is QJsonDocument's own compact text.
        QCOMPARE(encounter().state.toCompactJson(), QJsonDocument(ended).toJson(QJsonDocument::Compact));
        const ChangeHistory* undo = m_campaign->undoStack();
        const int end = undo->index();
        while (undo->index() > m_undoAtStart)
            QVERIFY(m_campaign->undo());
        QCOMPARE(encounter().state.turn, 1);
        QCOMPARE(st(m_yzor), 9);
        QCOMPARE(encounter().state.figures.size(), 2);
        for (const Character& c : roster.list({}, &error))
            QCOMPARE(c.wounds, 0);
        while (undo->index() < end)
            QVERIFY(m_campaign->redo());
        QCOMPARE(encounter().state.toJson(), ended);
    }
};

QTEST_GUILESS_MAIN(TestCombatDuel)
#include "tst_combat_duel.moc"
