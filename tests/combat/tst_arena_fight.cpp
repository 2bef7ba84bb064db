// The "done when" for the tracker, as a scenario on the demo campaign: the four-wizard arena bout
// (Yzor and Pell against Krait and Vessa) run entirely through the tracker's services with scripted dice —
// a summoned wolf, an illusion, a Rope and a continuing Blur — while after every step the players' view
// (state and log) is checked for secrets; afterwards the fatigue lands on the characters and the arena
// awards on the experience ledger, and undo takes the whole fight back.
#include "CampaignTestSupport.h"

#include "campaign/CampaignDice.h"
#include "characters/Roster.h"
#include "combat/CombatActions.h"
#include "combat/CombatTurn.h"
#include "combat/CombatView.h"
#include "combat/Encounters.h"
#include "demo/DemoCampaign.h"
#include "dice/ScriptedDiceRoller.h"

#include <QJsonArray>
#include <QJsonDocument>
#include "commands/ChangeHistory.h"
#include "StrictTest.h"

using namespace hk;

namespace {

HexCoord at(int column, int row)
{
    return HexMap::toAxial(column, row);
}

} // namespace

class TestArenaFight : public hk::test::StrictTest
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Campaign> m_campaign;
    qint64 m_id = 0;
    QString m_yzor, m_pell, m_krait, m_vessa, m_wolf, m_phantom;
    std::shared_ptr<ScriptedDiceRoller> m_dice;
    QMap<QString, Character> m_before;
    int m_undoAtStart = 0;
    qsizetype m_logAtStart = 0;

    void script(const QList<int>& faces)
    {
        m_dice = std::make_shared<ScriptedDiceRoller>(faces);
        m_campaign->dice().setOverride(m_dice);
    }
    Encounter encounter() const
    {
        Encounter e;
        QString error;
        Encounters(*m_campaign).find(m_id, &e, &error);
        return e;
    }
    EncounterFigure fig(const QString& id) const
    {
        const Encounter e = encounter();
        const EncounterFigure* f = e.state.figure(id);
        return f ? *f : EncounterFigure();
    }
    QString figureNamed(const QString& name) const
    {
        for (const EncounterFigure& f : encounter().state.figures) {
            if (f.body.name == name)
                return f.body.id;
        }
        return {};
    }
    // What the second window may show never tells the phantom from a real myrmidon.
    void checkPlayersSeeNoSecret()
    {
        const Encounter e = encounter();
        const QByteArray json = QJsonDocument(CombatView::toJson(e, *CombatParameters::load(m_campaign->rules(), nullptr), true)).toJson();
        QVERIFY2(!json.contains("illusion"), json.constData());
        QString error;
        for (const CombatLogEntry& l : Encounters(*m_campaign).log(m_id, true, &error)) {
            QVERIFY2(!l.message.contains(QLatin1String("illusion"), Qt::CaseInsensitive), qPrintable(l.message));
            QVERIFY2(!l.message.contains(QLatin1String("Illusion")), qPrintable(l.message));
        }
    }
    void advanceTo(CombatPhase phase)
    {
        QString error;
        for (int i = 0; i < 12 && encounter().state.phase != phase; ++i)
            QVERIFY2(CombatTurn(*m_campaign).advance(m_id, &error), qPrintable(error));
        QCOMPARE(encounter().state.phase, phase);
    }

#define OK(call)                                                                                                       \
    do {                                                                                                               \
        QString error_;                                                                                                \
        QVERIFY2((call), qPrintable(error_));                                                                          \
        checkPlayersSeeNoSecret();                                                                                     \
    } while (0)

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        m_campaign = DemoCampaign::create(m_dir.filePath(QStringLiteral("demo.hkc")), test::registry(), &error);
        QVERIFY2(m_campaign, qPrintable(error));
        const QList<Encounter> all = Encounters(*m_campaign).list(&error);
        QCOMPARE(all.size(), 1);
        m_id = all.first().id;
        QCOMPARE(encounter().state.phase, CombatPhase::Initiative);
        m_yzor = figureNamed(QStringLiteral("Yzor"));
        m_pell = figureNamed(QStringLiteral("Pell"));
        m_krait = figureNamed(QStringLiteral("Krait"));
        m_vessa = figureNamed(QStringLiteral("Vessa"));
        QVERIFY(!m_yzor.isEmpty() && !m_pell.isEmpty() && !m_krait.isEmpty() && !m_vessa.isEmpty());
        // Krait came in with his old wounds and fatigue: ST 11 − 3 − 2.
        QCOMPARE(fig(m_krait).body.st, 6);
        for (const Character& c : Roster(*m_campaign).list({}, &error))
            m_before.insert(c.name, c);
        m_undoAtStart = m_campaign->undoStack()->index();
        m_logAtStart = Encounters(*m_campaign).log(m_id, false, &error).size();
        QVERIFY(m_logAtStart > 0);
    }

    void turn1SummonsAndAnIllusion()
    {
        CombatTurn turn(*m_campaign);
        CombatActions act(*m_campaign);
        script({5, 2});
        OK(turn.rollInitiative(m_id, &error_));
        QCOMPARE(encounter().state.initiativeSide, 1);
        // Yzor, Pell and Vessa tie at DX 12: a die each (6, 2, 1).
        script({6, 2, 1});
        advanceTo(CombatPhase::Actions);
        QCOMPARE(encounter().state.actor, m_yzor);
        script({3, 3, 3, /*Pell, Vessa*/ 2, 5});
        CastRequest wolf;
        wolf.caster = m_yzor;
        wolf.spell = QStringLiteral("summon-wolf");
        wolf.hex = at(5, 6);
        OK(act.cast(m_id, wolf, &error_));
        m_wolf = figureNamed(QStringLiteral("Wolf 1"));
        QVERIFY(!m_wolf.isEmpty());
        QCOMPARE(fig(m_yzor).body.st, 8);
        QCOMPARE(encounter().state.actor, m_vessa);
        script({4, 3, 3});
        CastRequest phantom;
        phantom.caster = m_vessa;
        phantom.spell = QStringLiteral("illusion");
        phantom.hex = at(7, 4);
        phantom.appearance = QStringLiteral("myrmidon");
        OK(act.cast(m_id, phantom, &error_));
        m_phantom = figureNamed(QStringLiteral("Myrmidon 1"));
        QVERIFY(!m_phantom.isEmpty());
        QCOMPARE(fig(m_phantom).kind, FigureKind::Illusion);
        QCOMPARE(m_dice->remaining(), 0);
        OK(turn.pass(m_id, m_pell, QString(), &error_));
        OK(turn.pass(m_id, m_krait, QString(), &error_));
        advanceTo(CombatPhase::Initiative);
    }

    void turn2BlurRopeAndDisbelief()
    {
        CombatTurn turn(*m_campaign);
        CombatActions act(*m_campaign);
        script({3, 4});
        OK(turn.rollInitiative(m_id, &error_));
        QCOMPARE(encounter().state.initiativeSide, 2);
        advanceTo(CombatPhase::RenewSpells);
        // Only the wolf asks for upkeep (the illusion lasts its twelve turns unpaid).
        QCOMPARE(encounter().state.spells.size(), 2);
        for (const ActiveSpell& sp : encounter().state.spells) {
            if (sp.upkeep > 0)
                OK(turn.renew(m_id, sp.serial, true, &error_));
        }
        QCOMPARE(fig(m_yzor).body.st, 7);
        advanceTo(CombatPhase::Movement);
        // Krait's side moves first: the phantom comes up against the wolf.
        QCOMPARE(encounter().state.movingSide, 2);
        OK(turn.chooseOption(m_id, m_phantom, QStringLiteral("charge-attack"), &error_));
        OK(turn.move(m_id, m_phantom, at(5, 5), 3, &error_));
        // Actions: the wolf (DX 14) first; it bites the "myrmidon" for 5.
        script({});
        advanceTo(CombatPhase::Actions);
        QCOMPARE(encounter().state.actor, m_wolf);
        script({3, 3, 3, 4, /*tie Yzor, Pell, Vessa, phantom*/ 6, 1, 2, 3});
        OK(act.attack(m_id, {m_wolf, m_phantom, QString(), 0}, &error_));
        QCOMPARE(fig(m_phantom).body.st, 12 - 5);
        QCOMPARE(encounter().state.actor, m_yzor);
        // Yzor's Blur on himself: 1 ST now and every turn after.
        script({3, 3, 3, /*tie Pell, Vessa, phantom*/ 1, 6, 2});
        CastRequest blur;
        blur.caster = m_yzor;
        blur.spell = QStringLiteral("blur");
        blur.target = m_yzor;
        OK(act.cast(m_id, blur, &error_));
        QCOMPARE(fig(m_yzor).body.st, 6);
        QCOMPARE(encounter().state.actor, m_vessa);
        // Vessa's Rope on Pell: −2 DX at once, MA halved.
        script({3, 3, 3, /*tie Pell, phantom*/ 1, 5});
        CastRequest rope;
        rope.caster = m_vessa;
        rope.spell = QStringLiteral("rope");
        rope.target = m_pell;
        OK(act.cast(m_id, rope, &error_));
        QCOMPARE(fig(m_pell).body.adjustedDx(), 10);
        QCOMPARE(fig(m_vessa).body.st, 9 - 2 - 2);
        // The phantom (DX 12) strikes the wolf with its broadsword for 6; the wolf's fur stops 1 (Advanced
        // Wizard prints none for its wolf and refers back to the Wizard's entry, 000 l.449).
        QCOMPARE(encounter().state.actor, m_phantom);
        script({4, 4, 4, 3, 3});
        OK(act.attack(m_id, {m_phantom, m_wolf, QString(), 0}, &error_));
        QCOMPARE(fig(m_wolf).body.st, 10 - 5);
        // Krait waits; the roped Pell disbelieves the myrmidon (6 against IQ 11) and it vanishes.
        QCOMPARE(encounter().state.actor, m_krait);
        OK(turn.pass(m_id, m_krait, QString(), &error_));
        script({2, 2, 2});
        OK(act.disbelieve(m_id, m_pell, m_phantom, &error_));
        QVERIFY(!encounter().state.figure(m_phantom));
        QCOMPARE(m_dice->remaining(), 0);
        advanceTo(CombatPhase::Initiative);
        // The Rope tightens; Blur and the wolf go on while paid.
        QCOMPARE(fig(m_pell).body.adjustedDx(), 9);
        QVERIFY(fig(m_yzor).body.hasCondition(QStringLiteral("blur")));
    }

    void aftermath()
    {
        Encounters encounters(*m_campaign);
        m_campaign->dice().setOverride(nullptr);
        OK(encounters.end(m_id, {}, &error_));
        QString error;
        QMap<QString, Character> after;
        for (const Character& c : Roster(*m_campaign).list({}, &error))
            after.insert(c.name, c);
        // Summon 2, upkeep 1, Blur 1 — Yzor's fatigue; Vessa's Illusion 2 and Rope 2.
        QCOMPARE(after.value(QStringLiteral("Yzor")).fatigue - m_before.value(QStringLiteral("Yzor")).fatigue, 4);
        QCOMPARE(after.value(QStringLiteral("Vessa")).fatigue - m_before.value(QStringLiteral("Vessa")).fatigue, 4);
        QCOMPARE(after.value(QStringLiteral("Krait")).wounds, m_before.value(QStringLiteral("Krait")).wounds);
        // Arena awards proposed for every surviving character, and put on the ledger.
        const QList<XpProposal> xp = encounters.proposeXp(m_id, CombatKind::Arena, 1, &error);
        QCOMPARE(xp.size(), 4);
        for (const XpProposal& p : xp)
            QVERIFY2(p.amount > 0, qPrintable(p.name + QLatin1Char(' ') + p.explanation));
        OK(encounters.awardXp(xp, encounter().name, &error_));
        for (const Character& c : Roster(*m_campaign).list({}, &error)) {
            for (const XpProposal& p : xp) {
                if (p.characterId == c.id)
                    QCOMPARE(c.experience, m_before.value(c.name).experience + p.amount);
            }
        }
    }

    void undoTakesTheFightBack()
    {
        const ChangeHistory* undo = m_campaign->undoStack();
        while (undo->index() > m_undoAtStart)
            QVERIFY(m_campaign->undo());
        QString error;
        for (const Character& c : Roster(*m_campaign).list({}, &error)) {
            QCOMPARE(c.fatigue, m_before.value(c.name).fatigue);
            QCOMPARE(c.experience, m_before.value(c.name).experience);
        }
        QCOMPARE(encounter().state.phase, CombatPhase::Initiative);
        QCOMPARE(encounter().state.turn, 1);
        QCOMPARE(encounter().state.figures.size(), 4);
        QCOMPARE(Encounters(*m_campaign).log(m_id, false, &error).size(), m_logAtStart);
    }
};

QTEST_GUILESS_MAIN(TestArenaFight)
#include "tst_arena_fight.moc"
