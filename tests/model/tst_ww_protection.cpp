// What stops hits on a Warrior & Wizard fighter besides worn armour (seed 004): a ready shield covers the
// three front hexes and a slung one the rear hex (l.1130, the armour rule's readyShieldCovers/slungShieldCovers),
// with the armour table's defence (Small 1, Large 2, Tower 3; l.1190–1214); Tough takes 1 off every hit and
// Very Tough 2 (l.200–202), the better one alone. Checked on the figure a character becomes in a fight and
// on hits landed from the front, the side and behind.
#include "CampaignTestSupport.h"

#include "campaign/Campaign.h"
#include "characters/Roster.h"
#include "combat/CombatEffects.h"
#include "combat/CombatStep.h"
#include "combat/Encounters.h"
#include "combat/FigureProtection.h"
#include "StrictTest.h"

#include <QTest>

using namespace hk;

namespace {

Gear piece(const QString& slot, const QString& name, bool ready)
{
    Gear g;
    g.slot = slot;
    g.name = name;
    g.ready = ready;
    return g;
}

const QString ww = QStringLiteral("warrior-and-wizard-0.10");

} // namespace

class TestWwProtection : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("Protection")};

private Q_SLOTS:
    void shields_data()
    {
        QTest::addColumn<QString>("shield");
        QTest::addColumn<bool>("ready");
        QTest::addColumn<int>("front");
        QTest::addColumn<int>("rear");
        QTest::newRow("l.1206 small, ready: the front") << "Small Shield" << true << 1 << 0;
        QTest::newRow("l.1198 large, ready: the front") << "Large Shield" << true << 2 << 0;
        QTest::newRow("l.1190 tower, slung: the rear") << "Tower Shield" << false << 0 << 3;
    }
    void shields()
    {
        QFETCH(QString, shield);
        QFETCH(bool, ready);
        QFETCH(int, front);
        QFETCH(int, rear);
        Character c = test::wwWarrior(QStringLiteral("Brand"), 13, 11, 8);
        c.gear = {piece(QStringLiteral("shield"), shield, ready)};
        const FigureProtection::ShieldCover cover = FigureProtection::shields(c, test::registry().ruleset(ww));
        QCOMPARE(cover.front, front);
        QCOMPARE(cover.rear, rear);
    }

    // The Wizard's rules give shields no arcs: the shield stays part of the figure's armour.
    void noArcsInTheWizard()
    {
        Character c = test::wwWarrior(QStringLiteral("Brand"), 13, 11, 8);
        c.gear = {piece(QStringLiteral("shield"), QStringLiteral("Large Shield"), true)};
        const FigureProtection::ShieldCover cover
            = FigureProtection::shields(c, test::registry().ruleset(QStringLiteral("tft-advanced-wizard-1980")));
        QCOMPARE(cover.front, 0);
        QCOMPARE(cover.rear, 0);
    }

    void toughness_data()
    {
        QTest::addColumn<QStringList>("skills");
        QTest::addColumn<int>("reduction");
        QTest::newRow("none") << QStringList{} << 0;
        QTest::newRow("l.200 Tough") << QStringList{"tough"} << 1;
        QTest::newRow("l.202 Very Tough, not added to Tough") << QStringList{"tough", "very-tough"} << 2;
        QTest::newRow("another skill") << QStringList{"acrobatics"} << 0;
    }
    void toughness()
    {
        QFETCH(QStringList, skills);
        QFETCH(int, reduction);
        QCOMPARE(FigureProtection::damageReduction(skills, test::registry().ruleset(ww)), reduction);
    }

    // A Tough fighter in Leather (defence 2, l.1175) with a ready Large Shield, struck for 8 from each arc:
    // the front stops 2 + 1 + 2, the side and the rear 2 + 1.
    void hitsByArc_data()
    {
        QTest::addColumn<int>("arc");
        QTest::addColumn<int>("taken");
        QTest::newRow("front") << int(Arc::Front) << 3;
        QTest::newRow("side") << int(Arc::Side) << 5;
        QTest::newRow("rear") << int(Arc::Rear) << 5;
        QTest::newRow("no direction (a spell)") << -1 << 5;
    }
    void hitsByArc()
    {
        QFETCH(int, arc);
        QFETCH(int, taken);
        std::unique_ptr<Campaign> campaign = m_campaigns.create(1, {}, ww);
        QVERIFY(campaign);
        Character c = test::wwWarrior(QStringLiteral("Brand"), 14, 9, 9, {QStringLiteral("tough")});
        c.gear = {piece(QStringLiteral("armor"), QStringLiteral("Leather"), true),
                  piece(QStringLiteral("shield"), QStringLiteral("Large Shield"), true)};
        QString error;
        qint64 id = 0;
        QVERIFY2(Roster(*campaign).add(c, &id, &error), qPrintable(error));
        Encounters encounters(*campaign);
        qint64 encounter = 0;
        QString figure;
        QVERIFY2(encounters.create(QStringLiteral("Shields"), 8, 8, false, &encounter, &error), qPrintable(error));
        QVERIFY2(encounters.addCharacter(encounter, id, 1, &figure, &error), qPrintable(error));
        Encounter e;
        QVERIFY2(encounters.find(encounter, &e, &error), qPrintable(error));
        const EncounterFigure* f = e.state.figure(figure);
        QVERIFY(f);
        QCOMPARE(f->shieldFront, 2);
        QCOMPARE(f->body.armor, 3); // Leather's 2 and Tough's 1
        int landed = -1;
        QVERIFY2(CombatStep::run(*campaign, encounter, QStringLiteral("a blow"), [&](CombatStep& step, QString*) {
            EncounterFigure* target = step.state().figure(figure);
            const std::optional<Arc> from = arc < 0 ? std::nullopt : std::optional<Arc>(Arc(arc));
            landed = CombatEffects::applyHits(step, *target, 8, QStringLiteral("a test blow"), from);
            return true;
        }, &error), qPrintable(error));
        QCOMPARE(landed, taken);
        QVERIFY2(encounters.find(encounter, &e, &error), qPrintable(error));
        QCOMPARE(e.state.figure(figure)->body.armor, 3); // the shield's part is not left on the armour
    }
};

QTEST_GUILESS_MAIN(TestWwProtection)
#include "tst_ww_protection.moc"
