// The mass-combat pack's building rules as campaign house rules (003): each acts while on and not while off
// — no talents for fighters (l.37), the battle-magic spell list (l.39), wizards and metal (l.85), great-ST
// two-handed weapons in one hand (l.220–222), one pole weapon per team (l.27, off in the book's default),
// and the small battlefield for new encounters (l.51–56).
#include "CampaignTestSupport.h"

#include "campaign/Campaign.h"
#include "characters/CharacterRules.h"
#include "characters/Roster.h"
#include "combat/Encounters.h"
#include "houserules/HouseRules.h"
#include "StrictTest.h"

#include <QTest>

using namespace hk;

namespace {

Gear item(const QString& slot, const QString& name, const QString& metal = {}, int dx = 0)
{
    Gear g;
    g.slot = slot;
    g.name = name;
    g.metal = metal;
    g.dx = dx;
    return g;
}

Character figure(const QString& name, const QString& type, int st, int dx, int iq, const QList<Gear>& gear = {})
{
    Character c;
    c.name = name;
    c.system = QStringLiteral("mc");
    c.race = QStringLiteral("men");
    c.type = type;
    c.st = st;
    c.dx = dx;
    c.iq = iq;
    c.gear = gear;
    c.party = QStringLiteral("Red");
    return c;
}

QString messages(const QList<CharacterProblem>& problems)
{
    QStringList out;
    for (const CharacterProblem& p : problems)
        out << p.message;
    return out.join(QLatin1Char('\n'));
}

} // namespace

Q_DECLARE_METATYPE(hk::Character)

class TestMassCombatHouseRules : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("Mass")};

    std::unique_ptr<Campaign> campaign(const QString& rule, bool on)
    {
        auto c = m_campaigns.create(1, {QStringLiteral("mass-combat-miller-2.0")});
        QString error;
        if (c && !HouseRules::switchRules(*c, {{rule, on}}, QStringLiteral("test"), &error))
            hk::test::setupFailed(error);
        return c;
    }

private Q_SLOTS:
    void figureRules_data()
    {
        QTest::addColumn<QString>("rule");
        QTest::addColumn<Character>("character");
        QTest::addColumn<QString>("whenOn"); // a problem while the rule is on; empty: none
        QTest::addColumn<QString>("whenOff");
        Character talented = figure(QStringLiteral("Ann"), QStringLiteral("hero"), 14, 14, 12);
        talented.talentsAndLanguages = 2;
        QTest::newRow("no talents for fighters") << "no-talents-for-fighters" << talented << "use no talents" << "";
        Character reader = figure(QStringLiteral("Wyn"), QStringLiteral("wizard"), 12, 14, 14);
        reader.spells = {QStringLiteral("detect-life")}; // the book's spell, not on the battle-magic list
        QTest::newRow("battle-magic list") << "battle-magic-spell-list" << reader << "battle spell" << "";
        // 2H Battle Axe (ST 15, l.154) and a ready shield: one hand from ST 25.
        Character strong = figure(QStringLiteral("Og"), QStringLiteral("hero"), 25, 9, 6,
                                  {item(QStringLiteral("weapon"), QStringLiteral("2H Battle Axe")), item(QStringLiteral("shield"), QStringLiteral("Small shield"))});
        QTest::newRow("great ST, one hand") << "great-st-2h-weapons" << strong << "" << "needs both hands";
        Character weak = strong;
        weak.st = 24;
        weak.dx = 10;
        QTest::newRow("great ST, not enough") << "great-st-2h-weapons" << weak << "from ST 25" << "needs both hands";
    }

    void figureRules()
    {
        QFETCH(QString, rule);
        QFETCH(Character, character);
        QFETCH(QString, whenOn);
        QFETCH(QString, whenOff);
        for (bool on : {true, false}) {
            auto c = campaign(rule, on);
            QVERIFY(c);
            const QString found = messages(CharacterRules(c->rules()).validate(character));
            const QString expected = on ? whenOn : whenOff;
            if (expected.isEmpty())
                QVERIFY2(!found.contains(QLatin1String("hands")) && !found.contains(QLatin1String("talents"))
                             && !found.contains(QLatin1String("battle spell")) && !found.contains(QLatin1String("book's list")),
                         qPrintable(QStringLiteral("%1: %2").arg(on).arg(found)));
            else
                QVERIFY2(found.contains(expected), qPrintable(QStringLiteral("%1: %2").arg(on).arg(found)));
        }
    }

    // l.85: −4 DX on spells with metal carried, only while the rule is on.
    void wizardsAndMetal()
    {
        const Character wizard = figure(QStringLiteral("Wyn"), QStringLiteral("wizard"), 12, 14, 14,
                                        {item(QStringLiteral("weapon"), QStringLiteral("Shortsword"), QStringLiteral("steel"))});
        for (bool on : {true, false}) {
            auto c = campaign(QStringLiteral("wizards-and-metal"), on);
            const DerivedValues d = CharacterRules(c->rules()).derive(wizard);
            QCOMPARE(d.castingDx, on ? d.numbers.bodyDx - 4 : d.numbers.bodyDx); // the sword's own -4 is to hit only
        }
    }

    // l.27: one pole weapon per team, when the GM switches it on (the book's default is off).
    void onePoleWeaponPerTeam()
    {
        for (bool on : {true, false}) {
            auto c = campaign(QStringLiteral("one-pole-weapon-per-team"), on);
            QString error;
            QVERIFY2(Roster(*c).addAll({figure(QStringLiteral("Ann"), QStringLiteral("hero"), 14, 14, 12, {item(QStringLiteral("weapon"), QStringLiteral("2H Spear"))}),
                                        figure(QStringLiteral("Bo"), QStringLiteral("hero"), 14, 14, 12, {item(QStringLiteral("weapon"), QStringLiteral("2H Halberd"))})},
                                       nullptr, &error),
                     qPrintable(error));
            const TeamReport report = Roster(*c).team(QStringLiteral("Red"), false, &error);
            QCOMPARE(messages(report.problems).contains(QLatin1String("pole weapon")), on);
        }
    }

    // l.51–56: new encounters start on the pack's 16 × 16 battlefield while the rule is on.
    void smallBattlefield()
    {
        QCOMPARE(Encounters::defaultMapSize(campaign(QStringLiteral("small-battlefield"), true)->rules()), QSize(16, 16));
        QCOMPARE(Encounters::defaultMapSize(campaign(QStringLiteral("small-battlefield"), false)->rules()), QSize(16, 12));
    }
};

QTEST_GUILESS_MAIN(TestMassCombatHouseRules)
#include "tst_mass_combat_house_rules.moc"
