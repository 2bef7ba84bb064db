// The typed details of each kind of activity (WorkshopProjectData, BatchData, ResearchData, MarketSearchData,
// SpellStudyData, AttunementData, and the keys every kind shares): a filled-in value written into an activity
// reads back the same, into a new activity and into one that already has data; write() keeps the keys it does
// not own and adds none that the data did not have when nothing changed; the GM's secrets stay under data.gm,
// which the players' view drops.
#include "activities/ActivityControl.h"
#include "activities/SharedActivityData.h"
#include "activities/SpellStudyData.h"
#include "alchemy/BatchData.h"
#include "labs/AttunementData.h"
#include "research/MarketSearchData.h"
#include "research/ResearchData.h"
#include "workshop/WorkshopProjectData.h"
#include "StrictTest.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <functional>

using namespace hk;

namespace {

// Writes a filled-in value into an activity whose data starts as given, and says whether it reads back the same.
using RoundTrip = std::function<bool(Activity* activity)>;

template <typename Data>
RoundTrip roundTrip(const Data& filled)
{
    return [filled](Activity* a) {
        filled.write(a);
        return Data::read(*a) == filled;
    };
}

// Reads whatever the data holds and writes it straight back.
template <typename Data>
RoundTrip rewrite()
{
    return [](Activity* a) {
        Data::read(*a).write(a);
        return true;
    };
}

QJsonArray weeks()
{
    return {QJsonObject{{QStringLiteral("day"), 8}, {QStringLiteral("week"), 1}, {QStringLiteral("outcome"), QStringLiteral("made")},
                        {QStringLiteral("roll"), QJsonArray{3, 4, 2}}, {QStringLiteral("gmOnly"), true}},
            QJsonObject{{QStringLiteral("day"), 8}, {QStringLiteral("week"), 1}, {QStringLiteral("outcome"), QStringLiteral("made")},
                        {QStringLiteral("playerOnly"), true}}};
}

WorkshopProjectData workshop()
{
    WorkshopProjectData d;
    d.recipe = QStringLiteral("ring-of-blur");
    d.recipeName = QStringLiteral("Ring of Blur");
    d.strength = 2;
    d.selfPowered = 1;
    d.hexes = 3;
    d.position = 2;
    d.item = 41;
    d.itemName = QStringLiteral("Silver ring");
    d.baseValue = 150;
    d.payer = 7;
    d.team = {8, 9};
    d.lab = 3;
    d.labs = {{7, 3}, {8, 4}, {9, 5}};
    d.apprentices = {12};
    d.hired = 2;
    d.charm = 1;
    d.potionsFromStock = true;
    d.dead = {10};
    d.creationSpell = QStringLiteral("lesser-magic-item-creation");
    d.wizardsRequired = 3;
    d.teamWizards = 3;
    d.rollEvery = 2;
    d.workWeeks = 6;
    d.daysPerWeek = 6;
    d.costPerWeek = 900;
    d.spellValue = 4000;
    d.surchargePercent = 20;
    d.valueAfter = 5000;
    d.weeksMade = 3;
    d.subWeeks = 1;
    d.weekNumber = 5;
    d.nextWeekDay = 43;
    d.lastWorkedDay = 37;
    d.needsFourDice = true;
    d.away = {{8, {2, true}}, {9, {1, false}}};
    d.haltedOn = 30;
    d.resumedOn = 33;
    d.history = weeks();
    return d;
}

BatchData batch()
{
    BatchData d;
    d.potion = QStringLiteral("healing");
    d.doses = 4;
    d.lab = 2;
    d.holder = 5;
    d.payer = 6;
    d.weeks = 3;
    d.weeksDone = 2;
    d.target = 13;
    d.nextRollDay = 22;
    d.fullTime = true;
    d.hasBook = true;
    d.specialCost = 300;
    d.commonCost = 40;
    d.suppliedSpecial = true;
    d.suppliedCommon = true;
    d.gmOverride = true;
    d.gm = {QStringLiteral("poison"), true};
    d.lastWorkedDay = 15;
    d.outcome = QStringLiteral("finished");
    d.stock = 17;
    d.haltedOn = 12;
    d.history = weeks();
    return d;
}

ResearchData research()
{
    ResearchData d;
    d.project = QStringLiteral("new-spell");
    d.subject = QStringLiteral("spell");
    d.researching = QStringLiteral("Skyhook");
    d.spell = QStringLiteral("skyhook");
    d.level = 14;
    d.dice = 4;
    d.attribute = QStringLiteral("IQ");
    d.fullTime = true;
    d.materialsPerWeek = 200;
    d.lab = 6;
    d.weeksNeeded = 12;
    d.secretWeeksNeeded = 20;
    d.weeksDone = 5;
    d.weeksWorked = 7;
    d.nextWeekDay = 57;
    d.lastWorkedDay = 50;
    d.materialsUnpaid = true;
    d.haltedOn = 44;
    d.resumedOn = 46;
    d.history = weeks();
    d.result = ResearchResult{QStringLiteral("Skyhook"), 14, true};
    d.recipe = ResearchRecipe{QStringLiteral("Skyhook"), 14, 57, QStringLiteral("Mara")};
    d.nextSecrecyRollDay = 87;
    d.secrecyRolls = 2;
    d.mustReveal = true;
    d.guild = ResearchGuild{90, 1000, 1, true};
    return d;
}

MarketSearchData search()
{
    MarketSearchData d;
    d.item = QStringLiteral("Ring of Fire Immunity");
    d.value = 8000;
    d.settlement = QStringLiteral("city");
    d.dice = 4;
    d.attribute = QStringLiteral("IQ");
    d.fullTime = true;
    d.gmBonus = -1;
    d.magic = true;
    d.merchant = true;
    d.state = QStringLiteral("bought");
    d.nextRollDay = 15;
    d.history = weeks();
    d.offer = MarketOffer{5, QStringLiteral("friendly"), 3, 2, 12000, true};
    d.boughtOn = 16;
    d.paidBy = 0;
    d.magicItem = 9;
    return d;
}

SpellStudyData study()
{
    SpellStudyData d;
    d.spell = QStringLiteral("fireball");
    d.method = QStringLiteral("instruction");
    d.feePerWeek = 20;
    d.nextChargeDay = 15;
    d.days = 28;
    d.weeks = 4;
    d.fullTime = true;
    d.dxAfter = -2;
    d.dxAfterDays = 30;
    d.notes = QStringLiteral("A teacher of IQ 14.");
    d.haltedOn = 10;
    d.resumedOn = 12;
    return d;
}

AttunementData attunement()
{
    AttunementData d;
    d.lab = 4;
    d.fullTime = true;
    d.stSpent = 50;
    d.dice = 3;
    d.attribute = QStringLiteral("DX");
    d.nextRollDay = 8;
    d.outcome = QStringLiteral("attuned");
    d.history = weeks();
    return d;
}

SharedActivityData shared()
{
    SharedActivityData d;
    d.fullTime = true;
    d.haltedOn = 3;
    d.resumedOn = 9;
    d.outcome = QStringLiteral("ruined");
    d.history = weeks();
    return d;
}

// An older file's activity: a key no struct names, and nothing else.
const QJsonObject Older{{QStringLiteral("keptKey"), QStringLiteral("written by an older version")}};

QString text(const QJsonObject& o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

} // namespace

Q_DECLARE_METATYPE(RoundTrip)

class TestActivityData : public hk::test::StrictTest
{
    Q_OBJECT

    static void rows(const char* kind, const RoundTrip& filled, const RoundTrip& unchanged)
    {
        QTest::newRow(QByteArray(kind).append(" new").constData()) << filled << QJsonObject() << RoundTrip();
        QTest::newRow(QByteArray(kind).append(" older").constData()) << filled << Older << unchanged;
    }

private Q_SLOTS:
    void readsBackWhatItWrote_data()
    {
        QTest::addColumn<RoundTrip>("filled");
        QTest::addColumn<QJsonObject>("start");
        QTest::addColumn<RoundTrip>("unchanged");
        rows("workshop", roundTrip(workshop()), rewrite<WorkshopProjectData>());
        rows("alchemy", roundTrip(batch()), rewrite<BatchData>());
        rows("research", roundTrip(research()), rewrite<ResearchData>());
        rows("item-search", roundTrip(search()), rewrite<MarketSearchData>());
        rows("learning", roundTrip(study()), rewrite<SpellStudyData>());
        rows("attunement", roundTrip(attunement()), rewrite<AttunementData>());
        rows("shared", roundTrip(shared()), rewrite<SharedActivityData>());
    }

    void readsBackWhatItWrote()
    {
        QFETCH(RoundTrip, filled);
        QFETCH(QJsonObject, start);
        QFETCH(RoundTrip, unchanged);
        Activity a;
        a.data = start;
        QVERIFY2(filled(&a), qPrintable(text(a.data)));
        // Keys it does not own stay as they were.
        for (auto it = start.begin(); it != start.end(); ++it)
            QCOMPARE(a.data.value(it.key()), it.value());
        // Reading and writing back what an older file holds adds nothing and changes nothing.
        if (unchanged) {
            Activity older;
            older.data = start;
            QVERIFY(unchanged(&older));
            QCOMPARE(text(older.data), text(start));
            // Nor does it change what it wrote itself.
            const QJsonObject written = a.data;
            QVERIFY(unchanged(&a));
            QCOMPARE(text(a.data), text(written));
        }
    }

    void valueTypesStayAsTheyWere()
    {
        Activity a;
        workshop().write(&a);
        QVERIFY(a.data.value(QLatin1String("team")).isArray());
        QCOMPARE(a.data.value(QLatin1String("team")).toArray().first().toInteger(), qint64(8));
        QCOMPARE(a.data.value(QLatin1String("labs")).toArray().first().toObject().value(QLatin1String("lab")).toInteger(), qint64(3));
        QCOMPARE(a.data.value(QLatin1String("away")).toObject().value(QLatin1String("8")).toObject().value(QLatin1String("days")).toInt(), 2);
        QVERIFY(a.data.value(QLatin1String("item")).isDouble());
        QVERIFY(a.data.value(QLatin1String("needsFourDice")).isBool());
        Activity s;
        search().write(&s);
        QVERIFY(s.data.value(QLatin1String("paidBy")).isDouble()); // the party purse (0) is written too
        QCOMPARE(s.data.value(QLatin1String("offer")).toObject().value(QLatin1String("price")).toInt(), 12000);
    }

    void keysOnlySomeActivitiesHaveStayMissing()
    {
        // A new research without a lab, public weeks and no spell: no lab, spell or gm keys, as before.
        ResearchData r;
        r.project = QStringLiteral("new-item");
        r.weeksNeeded = 6;
        Activity a;
        r.write(&a);
        for (const char* key : {"lab", "spell", "gm", "guild", "mustReveal", "materialsUnpaid", "nextSecrecyRollDay", "result"})
            QVERIFY2(!a.data.contains(QLatin1String(key)), key);
        QCOMPARE(a.data.value(QLatin1String("weeksNeeded")).toInt(), 6);
        // Flags and optional keys are removed when they go.
        r = ResearchData::read(a);
        r.mustReveal = true;
        r.nextSecrecyRollDay = 40;
        r.write(&a);
        QVERIFY(a.data.value(QLatin1String("mustReveal")).toBool());
        r.mustReveal = false;
        r.nextSecrecyRollDay.reset();
        r.write(&a);
        QVERIFY(!a.data.contains(QLatin1String("mustReveal")));
        QVERIFY(!a.data.contains(QLatin1String("nextSecrecyRollDay")));
    }

    void secretsStayUnderGmForPlayers()
    {
        Activity brew;
        brew.kind = QStringLiteral("alchemy");
        BatchData b = batch();
        b.write(&brew);
        QVERIFY(brew.data.value(QLatin1String("gm")).toObject().value(QLatin1String("faulty")).toBool());
        const QJsonObject players = ActivityControl::toJson(brew, true).value(QLatin1String("data")).toObject();
        QVERIFY(!players.contains(QLatin1String("gm")));
        QCOMPARE(players.value(QLatin1String("history")).toArray().size(), 1); // the players' twin entry only
        QVERIFY(players.value(QLatin1String("history")).toArray().first().toObject().value(QLatin1String("playerOnly")).toBool());

        Activity secret;
        ResearchData r = research();
        r.weeksNeeded.reset();
        r.write(&secret);
        QVERIFY(!secret.data.contains(QLatin1String("weeksNeeded")));
        QCOMPARE(secret.data.value(QLatin1String("gm")).toObject().value(QLatin1String("weeksNeeded")).toInt(), 20);
        QCOMPARE(ResearchData::read(secret).weeksNeededFor(true), -1);
        QCOMPARE(ResearchData::read(secret).weeksNeededFor(false), 20);
        QVERIFY(!ActivityControl::toJson(secret, true).value(QLatin1String("data")).toObject().contains(QLatin1String("gm")));
    }
};

QTEST_GUILESS_MAIN(TestActivityData)
#include "tst_activity_data.moc"
