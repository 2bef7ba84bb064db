// House rules: any value of any entry can be changed for a campaign, entries can be added; the packages
// never change; refused changes write nothing; everything is undoable and survives reopening; the rules
// the app applies (here: the dice's special results) use the campaign's values.
#include "CampaignTestSupport.h"

#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "dice/ScriptedDiceRoller.h"
#include "houserules/HouseRules.h"
#include "packages/JsonPath.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include "commands/ChangeHistory.h"
#include "StrictTest.h"

using namespace hk;

class TestHouseRules : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;
    int m_n = 0;

    std::unique_ptr<Campaign> make()
    {
        QString error;
        return Campaign::create(m_dir.filePath(QStringLiteral("h%1.hkc").arg(++m_n)),
                                {QStringLiteral("House"), QStringLiteral("tft-advanced-wizard-1980"), {}, 3, 1}, test::registry(), &error);
    }

    static int iqOf(const Campaign& c, const QString& id)
    {
        return c.rules().entry(QStringLiteral("spell"), id)->intField(QStringLiteral("iq"));
    }

private Q_SLOTS:
    void overrideAppliesWithoutTouchingThePackage()
    {
        auto c = make();
        QSignalSpy changed(c.get(), &Campaign::rulesChanged);
        QString error;
        QVERIFY2(HouseRules::setValue(*c, QStringLiteral("spell"), QStringLiteral("fireball"), QStringLiteral("iq"), 11,
                                      QStringLiteral("our table"), &error),
                 qPrintable(error));
        QCOMPARE(iqOf(*c, QStringLiteral("fireball")), 11);
        QVERIFY(changed.count() >= 1);
        const LocatedEntry e = c->rules().locate(QStringLiteral("spell"), QStringLiteral("fireball"));
        QVERIFY(c->rules().isHouseRule(e));
        QCOMPARE(c->rules().bookEntry(QStringLiteral("spell"), QStringLiteral("fireball")).entry->intField(QStringLiteral("iq")), 12);
        QCOMPARE(test::registry().find(QStringLiteral("tft-advanced-wizard-1980"))
                     ->entry(QStringLiteral("spell"), QStringLiteral("fireball"))->intField(QStringLiteral("iq")), 12);
        // The source still names the book line.
        QCOMPARE(e.entry->source({}).file, QStringLiteral("002_627be8fa3203b513.txt"));
        const QList<HouseRule> rows = HouseRules::list(*c, &error);
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.first().note, QStringLiteral("our table"));
    }

    void nestedValuesCanBeChanged()
    {
        auto c = make();
        QString error;
        QVERIFY(HouseRules::setValue(*c, QStringLiteral("spell"), QStringLiteral("fireball"), QStringLiteral("cost.damagePerSt"),
                                     QStringLiteral("1d6"), {}, &error));
        QCOMPARE(JsonPath::get(c->rules().entry(QStringLiteral("spell"), QStringLiteral("fireball"))->data,
                               QStringLiteral("cost.damagePerSt")).toString(),
                 QStringLiteral("1d6"));
        QVERIFY(HouseRules::setValue(*c, QStringLiteral("potion"), QStringLiteral("healing"), QStringLiteral("price"), 150, {}, &error));
        QCOMPARE(c->rules().entry(QStringLiteral("potion"), QStringLiteral("healing"))->intField(QStringLiteral("price")), 150);
    }

    void invalidChangesAreRefusedAndWriteNothing_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("text for a number") << "spell" << "fireball" << "iq" << QJsonValue(QStringLiteral("twelve")) << "expected int";
        QTest::newRow("bad enum") << "spell" << "fireball" << "type" << QJsonValue(QStringLiteral("sneaky")) << "sneaky";
        QTest::newRow("bad dice") << "spell" << "fireball" << "cost.damagePerSt" << QJsonValue(QStringLiteral("lots")) << "damagePerSt";
        QTest::newRow("no such field") << "spell" << "fireball" << "range.far" << QJsonValue(3) << "no field";
        QTest::newRow("no such entry") << "spell" << "fireballz" << "iq" << QJsonValue(3) << "fireballz";
        QTest::newRow("id is fixed") << "spell" << "fireball" << "id" << QJsonValue(QStringLiteral("x")) << "cannot be changed";
        QTest::newRow("source is fixed") << "spell" << "fireball" << "source.line" << QJsonValue(3) << "cannot be changed";
    }

    void invalidChangesAreRefusedAndWriteNothing()
    {
        QFETCH(QString, kind);
        QFETCH(QString, id);
        QFETCH(QString, path);
        QFETCH(QJsonValue, value);
        QFETCH(QString, message);
        auto c = make();
        QString error;
        QVERIFY(!HouseRules::setValue(*c, kind, id, path, value, {}, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
        QCOMPARE(HouseRules::list(*c, &error).size(), 0);
        QCOMPARE(c->undoStack()->count(), 0);
    }

    void revertAndUndo()
    {
        auto c = make();
        QString error;
        QVERIFY(HouseRules::setValue(*c, QStringLiteral("spell"), QStringLiteral("blur"), QStringLiteral("iq"), 9, {}, &error));
        QVERIFY(HouseRules::setValue(*c, QStringLiteral("spell"), QStringLiteral("blur"), QStringLiteral("cost.st"), 2, {}, &error));
        QCOMPARE(HouseRules::list(*c, &error).first().data.size(), 2);
        QVERIFY(HouseRules::revert(*c, QStringLiteral("spell"), QStringLiteral("blur"), QStringLiteral("iq"), &error));
        QCOMPARE(iqOf(*c, QStringLiteral("blur")), 8);
        QVERIFY(HouseRules::revert(*c, QStringLiteral("spell"), QStringLiteral("blur"), {}, &error));
        QVERIFY(!c->rules().isHouseRule(c->rules().locate(QStringLiteral("spell"), QStringLiteral("blur"))));
        QVERIFY(!HouseRules::revert(*c, QStringLiteral("spell"), QStringLiteral("blur"), {}, &error));
        QVERIFY(c->undo()); // back: both changes
        QCOMPARE(c->rules().entry(QStringLiteral("spell"), QStringLiteral("blur"))->data[QStringLiteral("cost")][QStringLiteral("st")].toInt(), 2);
        QVERIFY(c->undo()); // back: iq 9 and cost 2
        QCOMPARE(iqOf(*c, QStringLiteral("blur")), 9);
        QVERIFY(c->undo());
        QVERIFY(c->undo());
        QCOMPARE(iqOf(*c, QStringLiteral("blur")), 8);
        QCOMPARE(HouseRules::list(*c, &error).size(), 0);
        QVERIFY(c->redo());
        QCOMPARE(iqOf(*c, QStringLiteral("blur")), 9);
    }

    void settingTheBookValueRemovesTheOverride()
    {
        auto c = make();
        QString error;
        QVERIFY(HouseRules::setValue(*c, QStringLiteral("spell"), QStringLiteral("blur"), QStringLiteral("iq"), 9, {}, &error));
        QVERIFY(HouseRules::setValue(*c, QStringLiteral("spell"), QStringLiteral("blur"), QStringLiteral("iq"), 8, {}, &error));
        QCOMPARE(HouseRules::list(*c, &error).size(), 0);
    }

    void addedEntriesJoinTheRules()
    {
        auto c = make();
        QJsonObject spell = c->rules().entry(QStringLiteral("spell"), QStringLiteral("fireball"))->data;
        spell.remove(QStringLiteral("source"));
        spell[QStringLiteral("id")] = QStringLiteral("frost-bolt");
        spell[QStringLiteral("name")] = QStringLiteral("Frost Bolt");
        spell[QStringLiteral("iq")] = 13;
        QString error;
        QVERIFY2(HouseRules::addEntry(*c, QStringLiteral("spell"), spell, QStringLiteral("from our campaign"), &error), qPrintable(error));
        const LocatedEntry added = c->rules().locate(QStringLiteral("spell"), QStringLiteral("frost-bolt"));
        QVERIFY(added.entry);
        QVERIFY(c->rules().isHouseRule(added));
        QVERIFY(!c->rules().bookEntry(QStringLiteral("spell"), QStringLiteral("frost-bolt")).entry);
        int spells = 0;
        for (const LocatedEntry& e : c->rules().entries({QStringLiteral("spell")}))
            spells += e.entry->id() == QLatin1String("frost-bolt");
        QCOMPARE(spells, 1);
        // Its values can be changed later, and it can be removed.
        QVERIFY(HouseRules::setValue(*c, QStringLiteral("spell"), QStringLiteral("frost-bolt"), QStringLiteral("iq"), 14, {}, &error));
        QCOMPARE(iqOf(*c, QStringLiteral("frost-bolt")), 14);
        QVERIFY(HouseRules::removeEntry(*c, QStringLiteral("spell"), QStringLiteral("frost-bolt"), &error));
        QVERIFY(!c->rules().entry(QStringLiteral("spell"), QStringLiteral("frost-bolt")));
        QVERIFY(c->undo());
        QVERIFY(c->rules().entry(QStringLiteral("spell"), QStringLiteral("frost-bolt")));
    }

    void badAddedEntriesAreRefused()
    {
        auto c = make();
        QString error;
        QJsonObject clash = c->rules().entry(QStringLiteral("spell"), QStringLiteral("fireball"))->data;
        QVERIFY(!HouseRules::addEntry(*c, QStringLiteral("spell"), clash, {}, &error));
        QVERIFY(error.contains(QLatin1String("already exists")));
        QJsonObject broken{{QStringLiteral("id"), QStringLiteral("half-spell")}, {QStringLiteral("name"), QStringLiteral("Half")},
                           {QStringLiteral("summary"), QStringLiteral("x")}};
        QVERIFY(!HouseRules::addEntry(*c, QStringLiteral("spell"), broken, {}, &error));
        QVERIFY(error.contains(QLatin1String("required")));
        QVERIFY(!HouseRules::addEntry(*c, QStringLiteral("dragonkind"), broken, {}, &error));
        QCOMPARE(HouseRules::list(*c, &error).size(), 0);
    }

    void houseRulesSurviveReopening()
    {
        auto c = make();
        QString error;
        QVERIFY(HouseRules::setValue(*c, QStringLiteral("spell"), QStringLiteral("blur"), QStringLiteral("iq"), 10, {}, &error));
        const QString path = c->path();
        c.reset();
        auto reopened = Campaign::open(path, test::registry(), &error);
        QVERIFY(reopened);
        QCOMPARE(iqOf(*reopened, QStringLiteral("blur")), 10);
    }

    void theAppliedRulesUseTheCampaignValues()
    {
        // House rule: a roll of 5 is no longer an automatic hit (the Wizard to-hit table's third row).
        auto c = make();
        const RuleEntry* table = c->rules().entry(QStringLiteral("table"), QStringLiteral("to-hit-special-rolls"));
        int row = -1;
        const QJsonArray rows = table->data[QStringLiteral("rows")].toArray();
        for (int i = 0; i < rows.size(); ++i)
            row = rows.at(i)[QStringLiteral("from")].toInt() == 5 ? i : row;
        QVERIFY(row >= 0);
        QString error;
        QVERIFY2(HouseRules::setValue(*c, QStringLiteral("table"), QStringLiteral("to-hit-special-rolls"),
                                      QStringLiteral("rows.%1.forced").arg(row), QStringLiteral("none"), {}, &error),
                 qPrintable(error));
        c->dice().setOverride(std::make_shared<ScriptedDiceRoller>(QList<int>{1, 2, 2, 1, 2, 2}));
        QCOMPARE(*test::roll(*c, QStringLiteral("3d6"), {}, 4).success, false);
        QVERIFY(HouseRules::revert(*c, QStringLiteral("table"), QStringLiteral("to-hit-special-rolls"), {}, &error));
        QCOMPARE(*test::roll(*c, QStringLiteral("3d6"), {}, 4).success, true);
    }
};

QTEST_GUILESS_MAIN(TestHouseRules)
#include "tst_house_rules.moc"
