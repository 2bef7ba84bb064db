// Warrior & Wizard experience beyond attributes (seed 004 l.2000–2021), priced from the package's
// parameters: new skills ((20 − INT + Min. INT) × slots, l.2001, DEX for INT on DEX-based non-magical skills,
// l.2003), new spells (20 − INT + Min. INT, ×3 for a first spell, Literacy needed, l.2005 and l.2011),
// skill bonuses (3 × slots, on the top version of a chain, at most +3, l.2014–2018) and spell bonuses (Min.
// INT, at most +3, l.2020); bought skills and spells stay outside the INT limits (l.2011).
#include "TestSupport.h"

#include "characters/CharacterRules.h"
#include "characters/Experience.h"
#include "characters/WwExperience.h"
#include "characters/XpPurchase.h"
#include "StrictTest.h"

#include <QTest>

using namespace hk;

namespace {

const Ruleset& ww()
{
    static const Ruleset rules = test::registry().ruleset(QStringLiteral("warrior-and-wizard-0.10"));
    return rules;
}

// Bren: STR 14, DEX 12, INT 10, a warrior who can read; Lys: the same numbers as a wizard.
Character bren(const QString& type = QStringLiteral("warrior"))
{
    Character c = test::wwWarrior(type == QLatin1String("wizard") ? QStringLiteral("Lys") : QStringLiteral("Bren"), 14, 12, 10,
                                  {QStringLiteral("literacy"), QStringLiteral("boating"), QStringLiteral("tough")});
    c.type = type;
    c.experience = 1000;
    return c;
}

XpPurchase buy(XpPurchaseKind kind, const char* id)
{
    return {kind, QString::fromLatin1(id)};
}

} // namespace

Q_DECLARE_METATYPE(hk::XpPurchase)

class TestWwExperience : public hk::test::StrictTest
{
    Q_OBJECT
private Q_SLOTS:
    void prices_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QStringList>("spells");
        QTest::addColumn<XpPurchase>("purchase");
        QTest::addColumn<int>("cost");
        QTest::addColumn<QString>("refusal");
        const QStringList none;
        const QStringList blur{QStringLiteral("blur")};
        // l.2001: Will (Min. INT 8, 2 slots, l.156), read with INT: (20 − 10 + 8) × 2.
        QTest::newRow("skill by INT") << "warrior" << none << buy(XpPurchaseKind::Skill, "will") << 36 << "";
        // Acrobatics asks for DEX rolls (l.204) and DEX 12 is above its Min. INT 10: (20 − 12 + 10) × 3.
        QTest::newRow("DEX-checked skill by DEX") << "warrior" << none << buy(XpPurchaseKind::Skill, "acrobatics") << 54 << "";
        // l.2003: Swords is a weapon skill (Min. INT 7, 2 slots, l.428): DEX 12 stands in for INT 10.
        QTest::newRow("weapon skill by DEX") << "warrior" << none << buy(XpPurchaseKind::Skill, "swords") << 30 << "";
        // A wizard pays his own slot column for Swords (4): (20 − 12 + 7) × 4.
        QTest::newRow("wizard's slots") << "wizard" << none << buy(XpPurchaseKind::Skill, "swords") << 60 << "";
        // Missile Spells is magical (l.368): no DEX for INT, (20 − 10 + 8) × 1.
        QTest::newRow("magical skill by INT") << "warrior" << none << buy(XpPurchaseKind::Skill, "missile-spells") << 18 << "";
        QTest::newRow("owned skill") << "warrior" << none << buy(XpPurchaseKind::Skill, "boating") << -1 << "already has";
        // Very Tough needs STR 16 (l.202): the builder's own check refuses it.
        QTest::newRow("prerequisite") << "warrior" << none << buy(XpPurchaseKind::Skill, "very-tough") << -1 << "STR 16";
        // l.2005: Blur (Min. INT 8, l.1308): 20 − 10 + 8 = 18, three times for a first spell.
        QTest::newRow("first spell") << "warrior" << none << buy(XpPurchaseKind::Spell, "blur") << 54 << "";
        QTest::newRow("second spell") << "wizard" << blur << buy(XpPurchaseKind::Spell, "detect-magic") << 18 << "";
        // l.2014: +1 to Boating (1 slot for a warrior) costs 3 × 1; a wizard's Boating takes 2 slots.
        QTest::newRow("skill bonus") << "warrior" << none << buy(XpPurchaseKind::SkillBonus, "boating") << 3 << "";
        QTest::newRow("wizard's skill bonus") << "wizard" << none << buy(XpPurchaseKind::SkillBonus, "boating") << 6 << "";
        // l.2014: Tough has a higher version, Very Tough: its bonus goes on that version.
        QTest::newRow("bonus below the top of a chain") << "warrior" << none << buy(XpPurchaseKind::SkillBonus, "tough") << -1 << "Very Tough";
        QTest::newRow("bonus on a skill not had") << "warrior" << none << buy(XpPurchaseKind::SkillBonus, "swords") << -1 << "does not have";
        // l.2020: +1 to casting Blur costs its Min. INT.
        QTest::newRow("spell bonus") << "wizard" << blur << buy(XpPurchaseKind::SpellBonus, "blur") << 8 << "";
        QTest::newRow("spell bonus, spell not known") << "wizard" << none << buy(XpPurchaseKind::SpellBonus, "blur") << -1 << "does not know";
        QTest::newRow("unknown spell") << "wizard" << none << buy(XpPurchaseKind::Spell, "no-such-spell") << -1 << "not a spell";
    }

    void prices()
    {
        QFETCH(QString, type);
        QFETCH(QStringList, spells);
        QFETCH(XpPurchase, purchase);
        QFETCH(int, cost);
        QFETCH(QString, refusal);
        Character c = bren(type);
        c.spells = spells;
        QString why;
        QCOMPARE(Experience(ww()).cost(c, purchase, &why), cost);
        if (cost < 0)
            QVERIFY2(why.contains(refusal), qPrintable(why));
    }

    // l.2011: a spell needs Literacy.
    void spellsNeedLiteracy()
    {
        Character c = bren();
        c.skills.removeAll(QStringLiteral("literacy"));
        QString why;
        QCOMPARE(Experience(ww()).cost(c, buy(XpPurchaseKind::Spell, "blur"), &why), -1);
        QVERIFY2(why.contains(QStringLiteral("Literacy")), qPrintable(why));
    }

    // Spending takes the EP, adds the skill as bought, and the character stays legal although its slots were
    // all used (l.2011); +3 is the most a bonus goes (l.2014).
    void spendingKeepsTheCharacterLegal()
    {
        Character c = bren();
        const CharacterRules rules(ww());
        const int slots = c.iq; // W&W: INT slots
        c.skills = {QStringLiteral("literacy"), QStringLiteral("boating"), QStringLiteral("tough"), QStringLiteral("swords"),
                    QStringLiteral("shield")};
        QVERIFY2(rules.validate(c).isEmpty() || rules.validate(c).first().field != QLatin1String("skills"),
                 qPrintable(rules.validate(c).first().message));
        const Experience xp(ww());
        QString error;
        int paid = 0;
        QVERIFY2(xp.spend(&c, buy(XpPurchaseKind::Skill, "acrobatics"), &paid, &error), qPrintable(error));
        QCOMPARE(paid, 54);
        QCOMPARE(c.experience, 1000 - 54);
        QVERIFY(c.skills.contains(QStringLiteral("acrobatics")));
        QCOMPARE(c.skillsBought, QStringList{QStringLiteral("acrobatics")});
        for (const CharacterProblem& p : rules.validate(c))
            QVERIFY2(p.field != QLatin1String("skills"), qPrintable(p.message));
        Q_UNUSED(slots);

        for (int i = 1; i <= 3; ++i) {
            QVERIFY2(xp.spend(&c, buy(XpPurchaseKind::SkillBonus, "boating"), &paid, &error), qPrintable(error));
            QCOMPARE(c.skillBonuses.value(QStringLiteral("boating")), i);
        }
        QVERIFY(!xp.spend(&c, buy(XpPurchaseKind::SkillBonus, "boating"), &paid, &error));
        QVERIFY2(error.contains(QStringLiteral("+3")), qPrintable(error));

        // The record survives the exchange format.
        Character back;
        QVERIFY2(Character::fromJson(c.toJson(), &back, &error), qPrintable(error));
        QCOMPARE(back.skillsBought, c.skillsBought);
        QCOMPARE(back.skillBonuses, c.skillBonuses);
    }

    void shortOfExperience()
    {
        Character c = bren();
        c.experience = 20;
        QString error;
        int paid = 0;
        QVERIFY(!Experience(ww()).spend(&c, buy(XpPurchaseKind::Skill, "swords"), &paid, &error));
        QVERIFY2(error.contains(QStringLiteral("30 EP")), qPrintable(error));
        QCOMPARE(c.experience, 20);
        QVERIFY(!c.skills.contains(QStringLiteral("swords")));
    }

    // The Wizard's experience buys attribute points only (000 l.507): no skills or spells.
    void fantasyTripBuysAttributesOnly()
    {
        const Ruleset tft = test::registry().ruleset(QStringLiteral("tft-wizard-1978"));
        Character c;
        c.name = QStringLiteral("Mara");
        c.experience = 1000;
        QString error;
        QCOMPARE(Experience(tft).cost(c, buy(XpPurchaseKind::Spell, "blur"), &error), -1);
        QVERIFY(!error.isEmpty());
    }

    // l.1986–1999: the award table's events, summed.
    void eventAwards()
    {
        const Experience xp(ww());
        QCOMPARE(xp.eventAwards().size(), 9);
        QString explanation, error;
        QCOMPARE(xp.eventAward({QStringLiteral("fought"), QStringLiteral("several-hits"), QStringLiteral("won")}, &explanation, &error), 3);
        QVERIFY2(explanation.contains(QStringLiteral("Won the fight")), qPrintable(explanation));
        QCOMPARE(xp.eventAward({QStringLiteral("fought"), QStringLiteral("looted")}, &explanation, &error), -1);
        QVERIFY2(error.contains(QStringLiteral("looted")), qPrintable(error));
    }

    void purchaseKeys_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<bool>("valid");
        QTest::newRow("attribute") << "st" << true;
        QTest::newRow("upper case attribute") << "DX" << true;
        QTest::newRow("skill") << "skill:swords" << true;
        QTest::newRow("spell bonus") << "spell-bonus:blur" << true;
        QTest::newRow("empty id") << "skill:" << false;
        QTest::newRow("nonsense") << "luck" << false;
    }

    void purchaseKeys()
    {
        QFETCH(QString, key);
        QFETCH(bool, valid);
        XpPurchase p;
        QCOMPARE(XpPurchase::fromKey(key, &p), valid);
        if (valid)
            QCOMPARE(p.key(), key.toLower());
    }
};

QTEST_APPLESS_MAIN(TestWwExperience)
#include "tst_ww_experience.moc"
