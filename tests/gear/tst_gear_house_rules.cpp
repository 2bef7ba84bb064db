// The GM's gear as house rules (issue 33, item 4). The Wizard's DX table lost the numbers of its armour and
// shield rows (seed 000_0ab6afd9701cf3ee.txt l.751-774; only l.543 survives: leather -2 and a small shield
// -1 for a wizard, every other piece double a fighter's), and it prints no weapon list at all. So a piece
// chosen from it stopped 0 hits with no warning. Here: the sheet says the numbers are lost, the GM gives them
// once (a house-rule override of the rows, one undoable step, the rows' lines kept), and then the character's
// derived armour and the same figure in the tracker stop those hits; and the GM's own weapon, added once, is
// read by every character and listed by the CLI's house-rules list.
#include "CampaignTestSupport.h"
#include "combat/CombatFightFixture.h"

#include "characters/CharacterRules.h"
#include "characters/GearTables.h"
#include "gear/GearHouseRules.h"
#include "houserules/HouseRules.h"
#include "StrictTest.h"

#include <QTest>

using namespace hk;
using namespace hk::test;

namespace {

Gear piece(const QString& slot, const QString& name)
{
    Gear g;
    g.slot = slot;
    g.name = name;
    return g;
}

Character fighter(const QString& name, const QList<Gear>& gear)
{
    Character c = legalWizard(name);
    c.type = QStringLiteral("hero");
    c.spells.clear();
    c.st = 12;
    c.dx = 12;
    c.iq = 8;
    c.gear = gear;
    return c;
}

} // namespace

class TestGearHouseRules : public hk::test::StrictTest
{
    Q_OBJECT
    CampaignFactory m_campaigns{QStringLiteral("gear")};

    std::unique_ptr<Campaign> wizardCampaign()
    {
        auto c = m_campaigns.create(1, {}, QStringLiteral("tft-wizard-1978"));
        if (!c)
            hk::test::setupFailed(QString::asprintf("no campaign"));
        return c;
    }

private Q_SLOTS:
    // Each lost row, named with its seed line: the sheet says so, the GM's numbers fill it (a wizard's DX by
    // the l.543 multiplier where that row is lost too), and the piece stops the GM's hits from then on.
    void lostRowAskedOnceThenStops_data()
    {
        QTest::addColumn<QString>("slot");
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("wizard");
        QTest::addColumn<int>("givenDx");
        QTest::addColumn<int>("givenStops");
        QTest::addColumn<int>("dx");  // the DX change the character gets
        QTest::addColumn<int>("line"); // the seed line of the row the character reads
        QTest::newRow("000 l.765 chainmail (fighter)") << "armor" << "Chainmail" << false << -2 << 3 << -2 << 765;
        QTest::newRow("000 l.768 chainmail (wizard), double by l.543") << "armor" << "Chainmail" << true << -2 << 3 << -4 << 768;
        QTest::newRow("000 l.771 plate armor (fighter)") << "armor" << "Plate armor" << false << -4 << 5 << -4 << 771;
        QTest::newRow("000 l.751 small shield (fighter)") << "shield" << "Small shield" << false << 0 << 1 << 0 << 751;
        QTest::newRow("000 l.753 small shield (wizard) keeps the printed -1 of l.543") << "shield" << "Small shield" << true << 0 << 1 << -1 << 753;
        QTest::newRow("000 l.759 large shield (wizard), double by l.543") << "shield" << "Large shield" << true << -1 << 2 << -2 << 759;
        QTest::newRow("000 l.762 leather keeps the printed -2 of l.543") << "armor" << "Leather armor" << false << -1 << 2 << -2 << 762;
    }
    void lostRowAskedOnceThenStops()
    {
        QFETCH(QString, slot);
        QFETCH(QString, name);
        QFETCH(bool, wizard);
        QFETCH(int, givenDx);
        QFETCH(int, givenStops);
        QFETCH(int, dx);
        QFETCH(int, line);
        auto campaign = wizardCampaign();
        if (!campaign)
            QFAIL("no campaign");
        Character c = fighter(QStringLiteral("Krait"), {piece(slot, name)});
        if (wizard)
            c.type = QStringLiteral("wizard");
        const GearTables::TableNumbers before = GearTables::lookUp(campaign->rules(), c.gear.first(), wizard);
        QVERIFY(before.numbersLost());
        QCOMPARE(before.line, line);
        const DerivedValues lost = CharacterRules(campaign->rules()).derive(c);
        QCOMPARE(lost.hitsStopped, 0);
        QVERIFY2(lost.notes.join(QLatin1Char('|')).contains(QStringLiteral("is lost (l.%1)").arg(line)), qPrintable(lost.notes.join(QLatin1Char('|'))));

        QString error;
        QVERIFY2(GearHouseRules(*campaign).supplyLostNumbers(name, givenDx, givenStops, &error), qPrintable(error));
        const GearTables::TableNumbers after = GearTables::lookUp(campaign->rules(), c.gear.first(), wizard);
        QVERIFY(!after.numbersLost());
        QVERIFY(after.gmNumbers);
        QCOMPARE(after.line, line); // the row's source is still the book's line
        QVERIFY(GearTables::lostRow(campaign->rules(), name).rowIndexes.isEmpty()); // asked once: nothing left to ask
        QVERIFY(!GearHouseRules(*campaign).supplyLostNumbers(name, givenDx, givenStops, &error));
        const DerivedValues given = CharacterRules(campaign->rules()).derive(c);
        QCOMPARE(given.hitsStopped, givenStops);
        QCOMPARE(given.adjustedDx, c.dx + dx);
        // The house rule says whose numbers they are.
        const QList<HouseRule> rules = HouseRules::list(*campaign, &error);
        QCOMPARE(rules.size(), 1);
        QCOMPARE(rules.first().entryId, QStringLiteral("dx-adjustments"));
        QVERIFY2(rules.first().note.contains(QStringLiteral("GM's numbers")), qPrintable(rules.first().note));
        QVERIFY(rules.first().note.contains(QStringLiteral("l.%1").arg(line)));
        // One undoable step.
        QVERIFY(campaign->undo(&error));
        QVERIFY(GearTables::lookUp(campaign->rules(), c.gear.first(), wizard).numbersLost());
        QVERIFY(campaign->redo(&error));
        QCOMPARE(CharacterRules(campaign->rules()).derive(c).hitsStopped, givenStops);
    }

    // The same figure in the tracker: a scripted blow of 8 (3 dice to hit: 9, then 2d6: 6+2) on Bo in the
    // chainmail the GM gave 3 hits stopped takes him from ST 12 to 7, not 4.
    void trackerStopsTheGmsHits()
    {
        auto campaign = wizardCampaign();
        if (!campaign)
            QFAIL("no campaign");
        QString error;
        QVERIFY2(GearHouseRules(*campaign).supplyLostNumbers(QStringLiteral("Chainmail"), -2, 3, &error), qPrintable(error));
        Roster roster(*campaign);
        Character ann = legalWizard(QStringLiteral("Ann"));
        ann.dx = 13;
        ann.iq = 9;
        ann.spells = {QStringLiteral("staff"), QStringLiteral("blur")};
        qint64 annId = 0;
        qint64 boId = 0;
        QVERIFY2(roster.add(ann, &annId, &error), qPrintable(error));
        QVERIFY2(roster.add(fighter(QStringLiteral("Bo"), {piece(QStringLiteral("armor"), QStringLiteral("Chainmail"))}), &boId, &error),
                 qPrintable(error));
        Fight f;
        f.campaign = std::move(campaign);
        Encounters e(*f.campaign);
        QVERIFY2(e.create(QStringLiteral("Arena"), 12, 12, false, &f.id, &error), qPrintable(error));
        QVERIFY2(e.addCharacter(f.id, annId, 1, &f.ann, &error), qPrintable(error));
        QVERIFY2(e.addCharacter(f.id, boId, 2, &f.bo, &error), qPrintable(error));
        QVERIFY2(e.place(f.id, f.ann, at(5, 5), 3, &error), qPrintable(error));
        QVERIFY2(e.place(f.id, f.bo, at(5, 6), 0, &error), qPrintable(error));
        QVERIFY2(e.start(f.id, &error), qPrintable(error));
        f.script({6, 1});
        QVERIFY(f.advanceTo(CombatPhase::Actions));
        QCOMPARE(f.fig(f.bo).body.armor, 3); // the sheet's hits stopped, in the tracker
        f.script({3, 3, 3, 6, 2});
        QVERIFY2(CombatActions(*f.campaign).attack(f.id, {f.ann, f.bo, QStringLiteral("2d6"), 0}, &error), qPrintable(error));
        QCOMPARE(f.fig(f.bo).body.st, 12 - (8 - 3));
    }

    // The Wizard prints no weapon list: the GM's "Broadsword, 2d6, ST 14" is one undoable house rule that
    // every character reads (its damage in the tracker's gear, its ST on the sheet), listed as the CLI lists it.
    void ownWeaponForEveryCharacter()
    {
        auto campaign = wizardCampaign();
        if (!campaign)
            QFAIL("no campaign");
        QVERIFY(!GearTables::hasTable(campaign->rules(), QStringLiteral("weapon")));
        QVERIFY(GearTables::choices(campaign->rules(), QStringLiteral("weapon"), false).isEmpty());
        QString error;
        QString id;
        OwnGear sword{QStringLiteral("weapon"), QStringLiteral("Broadsword"), QStringLiteral("2d6"), 14, 0, 0, 0, QStringLiteral("iron")};
        QVERIFY2(GearHouseRules(*campaign).addOwn(sword, &id, &error), qPrintable(error));
        QCOMPARE(id, QStringLiteral("broadsword"));
        QVERIFY(!GearHouseRules(*campaign).addOwn(sword, nullptr, &error)); // once is enough
        const QList<GearTables::Choice> offered = GearTables::choices(campaign->rules(), QStringLiteral("weapon"), false);
        QCOMPARE(offered.size(), 1);
        QVERIFY(offered.first().table.gmList);
        QCOMPARE(offered.first().gear.damage, QStringLiteral("2d6"));
        QVERIFY(!GearTables::hasTable(campaign->rules(), QStringLiteral("weapon"))); // still no book table
        // The entry the CLI's house-rules list prints.
        const QList<HouseRule> rules = HouseRules::list(*campaign, &error);
        QCOMPARE(rules.size(), 1);
        QCOMPARE(rules.first().kind, QStringLiteral("gear"));
        QCOMPARE(rules.first().action, HouseRule::Add);
        QCOMPARE(rules.first().data.value(QLatin1String("damage")).toString(), QStringLiteral("2d6"));
        QCOMPARE(rules.first().data.value(QLatin1String("st")).toInt(), 14);
        // Two characters read it; the weaker one is told what ST it needs.
        const CharacterRules check(campaign->rules());
        Character strong = fighter(QStringLiteral("Hugo"), {piece(QStringLiteral("weapon"), QStringLiteral("broadsword"))});
        strong.st = 14;
        strong.dx = 10;
        Character weak = fighter(QStringLiteral("Pim"), {piece(QStringLiteral("weapon"), QStringLiteral("Broadsword"))});
        QCOMPARE(GearTables::resolved(campaign->rules(), strong.gear.first(), false).damage, QStringLiteral("2d6"));
        QCOMPARE(GearTables::resolved(campaign->rules(), weak.gear.first(), false).damage, QStringLiteral("2d6"));
        QString problems;
        for (const CharacterProblem& p : check.validate(weak))
            problems += p.message;
        QVERIFY2(problems.contains(QStringLiteral("needs ST 14")), qPrintable(problems));
        for (const CharacterProblem& p : check.validate(strong))
            QVERIFY2(!p.message.contains(QStringLiteral("needs ST")), qPrintable(p.message));
        QVERIFY(campaign->undo(&error));
        QVERIFY(GearTables::choices(campaign->rules(), QStringLiteral("weapon"), false).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestGearHouseRules)
#include "tst_gear_house_rules.moc"
