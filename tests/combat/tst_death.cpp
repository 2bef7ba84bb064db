// Death as the books have it (issue 16): a character killed in a fight is dead in the roster once the fight
// ends — out of the active roster, never healed as the calendar moves — and only the GM brings one back, as an
// undoable step with a reason. Wizard l.57: at ST 1 a figure falls unconscious, at ST 0 it dies.
#include "CombatFightFixture.h"

#include "audience/CampaignView.h"
#include "combat/CombatOverrides.h"
#include "commands/ChangeHistory.h"
#include "time/AdvanceTime.h"
#include "StrictTest.h"

using namespace hk;
using test::Fight;

class TestDeath : public test::FightTests
{
    Q_OBJECT

public:
    TestDeath() : FightTests(QStringLiteral("Death")) {}

private:
    static Character character(const Fight& f, qint64 id)
    {
        Character c;
        QString error;
        if (!Roster(*f.campaign).find(id, &c, &error))
            hk::test::setupFailed(error);
        return c;
    }

private Q_SLOTS:
    void deadInTheFightDeadInTheRoster()
    {
        Fight f = fight();
        QString error;
        const qint64 bo = f.fig(f.bo).characterId;
        QVERIFY(bo > 0);
        // Bo (ST 11) takes 12 hits: ST −1, dead (l.57).
        QVERIFY2(CombatOverrides(*f.campaign).adjustSt(f.id, f.bo, 12, 0, &error), qPrintable(error));
        QCOMPARE(f.fig(f.bo).body.vitality, Vitality::Dead);
        QVERIFY2(Encounters(*f.campaign).end(f.id, {}, &error), qPrintable(error));
        Character c = character(f, bo);
        QVERIFY(c.dead);
        QVERIFY(c.archived);
        QCOMPARE(c.wounds, 12);
        // Four weeks later he is as dead as he was: no wounds healed.
        AdvanceResult result;
        QVERIFY2(AdvanceTime(*f.campaign).advance(28, &result, &error), qPrintable(error));
        QCOMPARE(character(f, bo).wounds, 12);
        // Taking him out of the archive is not how the dead come back; nor is a revival without a reason.
        QVERIFY(!Roster(*f.campaign).setArchived(bo, false, &error));
        QVERIFY2(error.contains(QLatin1String("dead")), qPrintable(error));
        QVERIFY(!Roster(*f.campaign).revive(bo, QStringLiteral("  "), &error));
        QVERIFY(character(f, bo).dead);
        // The GM's ruling brings him back, logged for everyone, and undo takes it back.
        QVERIFY2(Roster(*f.campaign).revive(bo, QStringLiteral("a wish"), &error), qPrintable(error));
        c = character(f, bo);
        QVERIFY(!c.dead);
        QVERIFY(!c.archived);
        EventFilter told;
        told.kind = QStringLiteral("character");
        const QList<CampaignEvent> events = CampaignView(*f.campaign, Audience::Players).events(told, &error);
        QVERIFY(!events.isEmpty());
        QVERIFY2(events.first().message.contains(QLatin1String("a wish")), qPrintable(events.first().message));
        QVERIFY(f.campaign->undo());
        QVERIFY(character(f, bo).dead);
        // Ann, alive, is written back as before: not dead.
        QVERIFY(!character(f, f.fig(f.ann).characterId).dead);
    }

    // A figure who is only unconscious (10 hits: ST 1, l.57) is not dead.
    void unconsciousIsNotDead()
    {
        Fight f = fight();
        QString error;
        const qint64 bo = f.fig(f.bo).characterId;
        QVERIFY2(CombatOverrides(*f.campaign).adjustSt(f.id, f.bo, 10, 0, &error), qPrintable(error));
        QCOMPARE(f.fig(f.bo).body.vitality, Vitality::Unconscious);
        QVERIFY2(Encounters(*f.campaign).end(f.id, {}, &error), qPrintable(error));
        QVERIFY(!character(f, bo).dead);
        QVERIFY(!character(f, bo).archived);
        // The aftermath says so, and a new fight gets him lying unconscious, not fighting (the roster derives
        // it from ST: Consciousness).
        bool said = false;
        for (const CombatLogEntry& line : Encounters(*f.campaign).log(f.id, false, &error))
            said = said || (line.kind == QLatin1String("aftermath") && line.message.contains(QLatin1String("Unconscious at ST 1")));
        QVERIFY2(said, "the aftermath does not say Bo is unconscious");
        qint64 next = 0;
        QString figure;
        Encounters e(*f.campaign);
        QVERIFY2(e.create(QStringLiteral("Next"), 12, 12, false, &next, &error), qPrintable(error));
        QVERIFY2(e.addCharacter(next, bo, 2, &figure, &error), qPrintable(error));
        Encounter state;
        QVERIFY2(e.find(next, &state, &error), qPrintable(error));
        const CombatState& s = state.state;
        QCOMPARE(s.figures.first().body.vitality, Vitality::Unconscious);
    }
};

QTEST_GUILESS_MAIN(TestDeath)
#include "tst_death.moc"
