// Foundry VTT actors of the fantasy-trip system (FoundryActor): every export keeps to the JSON Schema in this
// folder, a round trip through a fresh campaign is exact, and each malformed actor is refused naming the field.
#include "CampaignTestSupport.h"
#include "CharacterTestSupport.h"
#include "JsonSchemaCheck.h"

#include "characters/FoundryActor.h"
#include "characters/Roster.h"
#include "characters/RosterFilter.h"
#include "demo/DemoCampaign.h"
#include "StrictTest.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace hk;

namespace {

const test::JsonSchemaCheck& schema()
{
    static const test::JsonSchemaCheck check = [] {
        QFile file(QStringLiteral(HK_SOURCE_DIR "/tests/characters/foundry-actor.schema.json"));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("cannot read the Foundry actor schema");
        return test::JsonSchemaCheck(QJsonDocument::fromJson(file.readAll()).object());
    }();
    return check;
}

const Ruleset& ww()
{
    static const Ruleset rules = test::registry().ruleset(QStringLiteral("warrior-and-wizard-0.10"));
    return rules;
}

Character wwFighter()
{
    Character c;
    c.system = QStringLiteral("ww");
    c.name = QStringLiteral("Mara");
    c.type = QStringLiteral("hero");
    c.race.clear();
    c.st = 12;
    c.dx = 11;
    c.iq = 9;
    c.ma = 10;
    c.skills = {QStringLiteral("boating")};
    c.skillsBought = {QStringLiteral("boating")};
    c.skillBonuses.insert(QStringLiteral("boating"), 1);
    c.spells = {QStringLiteral("blur")};
    c.spellBonuses.insert(QStringLiteral("blur"), 2);
    Gear sword = test::gear(QStringLiteral("weapon"), QStringLiteral("Shortsword"), 0, 0, QStringLiteral("2d6-1"), QStringLiteral("steel"));
    Gear mail = test::gear(QStringLiteral("armor"), QStringLiteral("Chainmail"), -2, 3);
    mail.maLimit = 8;
    mail.custom = true;
    c.gear = {sword, mail};
    c.wounds = 2;
    c.fatigue = 1;
    c.experience = 120;
    c.notes = QStringLiteral("Owes the <ferryman> & his sister.\nSecond line.");
    return c;
}

// A document with the Hexkeeper-only parts dropped that a fresh campaign gives anew (the database id).
QJsonObject comparable(QJsonObject actor)
{
    QJsonObject flags = actor.value(QLatin1String("flags")).toObject();
    QJsonObject ours = flags.value(QLatin1String("hexkeeper")).toObject();
    ours.remove(QStringLiteral("id"));
    flags.insert(QStringLiteral("hexkeeper"), ours);
    actor.insert(QStringLiteral("flags"), flags);
    return actor;
}

QByteArray bytes(const QJsonObject& o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace

class TestFoundryActor : public hk::test::StrictTest
{
    Q_OBJECT

private Q_SLOTS:
    // The checker itself finds a broken document, so a passing export means something.
    void schemaFindsBrokenDocuments()
    {
        QJsonObject actor = FoundryActor::write(wwFighter(), ww());
        QVERIFY2(schema().problems(actor).isEmpty(), qPrintable(schema().problems(actor).join(QLatin1Char('\n'))));
        QJsonArray items = actor.value(QLatin1String("items")).toArray();
        QJsonObject first = items.at(0).toObject();
        first.insert(QStringLiteral("_id"), QStringLiteral("short"));
        items[0] = first;
        actor.insert(QStringLiteral("items"), items);
        actor.remove(QStringLiteral("_stats"));
        const QStringList problems = schema().problems(actor);
        QVERIFY2(problems.join(QLatin1Char(' ')).contains(QLatin1String("$.items[0]._id")), qPrintable(problems.join(' ')));
        QVERIFY(problems.join(QLatin1Char(' ')).contains(QLatin1String("$._stats: missing")));
    }

    void wwCharacterRoundTrip()
    {
        const Character c = wwFighter();
        const QJsonObject actor = FoundryActor::write(c, ww());
        QVERIFY2(schema().problems(actor).isEmpty(), qPrintable(schema().problems(actor).join(QLatin1Char('\n'))));
        QCOMPARE(actor.value(QLatin1String("system")).toObject().value(QLatin1String("st")).toObject().value(QLatin1String("max")).toInt(), 12);
        FoundryActor::ReadResult read;
        QString error;
        QVERIFY2(FoundryActor::read(bytes(actor), ww(), &read, &error), qPrintable(error));
        QVERIFY(read.unknown.isEmpty());
        QCOMPARE(read.character, c);
    }

    // Every character of the demo: the export keeps to the schema; imported into a fresh campaign and exported
    // again it is the same document.
    void demoRoundTrip()
    {
        QTemporaryDir dir;
        QString error;
        auto demo = DemoCampaign::create(dir.filePath(QStringLiteral("demo.hkc")), test::registry(), &error);
        QVERIFY2(demo, qPrintable(error));
        RosterFilter all;
        all.includeArchived = true;
        const QList<Character> characters = Roster(*demo).list(all, &error);
        QVERIFY2(error.isEmpty() && characters.size() >= 3, qPrintable(error));
        QList<Character> imported;
        for (const Character& c : characters) {
            const QJsonObject actor = FoundryActor::write(c, demo->rules());
            QVERIFY2(schema().problems(actor).isEmpty(), qPrintable(c.name + schema().problems(actor).join(QLatin1Char('\n'))));
            FoundryActor::ReadResult read;
            QVERIFY2(FoundryActor::read(bytes(actor), demo->rules(), &read, &error), qPrintable(c.name + error));
            QVERIFY2(read.unknown.isEmpty(), qPrintable(read.unknown.join(' ')));
            imported << read.character;
        }
        test::CampaignFactory factory(QStringLiteral("fresh"));
        auto fresh = factory.create(1, {}, demo->baseRuleset()->id());
        QVERIFY(fresh);
        QList<qint64> ids;
        QVERIFY2(Roster(*fresh).addAll(imported, &ids, &error), qPrintable(error));
        QCOMPARE(ids.size(), characters.size());
        for (qsizetype i = 0; i < ids.size(); ++i) {
            Character again;
            QVERIFY2(Roster(*fresh).find(ids.at(i), &again, &error), qPrintable(error));
            QCOMPARE(comparable(FoundryActor::write(again, fresh->rules())), comparable(FoundryActor::write(characters.at(i), demo->rules())));
        }
    }

    void malformed_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<QString>("field");
        QTest::newRow("no system") << "no system" << "system: missing";
        QTest::newRow("ST over the limit") << "st" << "system.st.max: 5000 is beyond the limit of 1000";
        QTest::newRow("item without a type") << "item type" << "items[0].type: missing";
        QTest::newRow("10 MB") << "huge" << "at most 10 MB";
        QTest::newRow("container nowhere") << "container" << "items[1].system.container";
        QTest::newRow("another system") << "dnd5e" << "_stats.systemId";
    }

    void malformed()
    {
        QFETCH(QString, what);
        QFETCH(QString, field);
        QJsonObject actor = FoundryActor::write(wwFighter(), ww());
        QJsonObject system = actor.value(QLatin1String("system")).toObject();
        QJsonArray items = actor.value(QLatin1String("items")).toArray();
        QByteArray json;
        if (what == QLatin1String("no system")) {
            actor.remove(QStringLiteral("system"));
        } else if (what == QLatin1String("st")) {
            system.insert(QStringLiteral("st"), QJsonObject{{QStringLiteral("max"), 5000}});
            actor.insert(QStringLiteral("system"), system);
        } else if (what == QLatin1String("item type")) {
            QJsonObject item = items.at(0).toObject();
            item.remove(QStringLiteral("type"));
            items[0] = item;
        } else if (what == QLatin1String("container")) {
            QJsonObject item = items.at(1).toObject();
            QJsonObject itemSystem = item.value(QLatin1String("system")).toObject();
            itemSystem.insert(QStringLiteral("container"), QStringLiteral("NoSuchItem000000"));
            item.insert(QStringLiteral("system"), itemSystem);
            items[1] = item;
        } else if (what == QLatin1String("dnd5e")) {
            actor.insert(QStringLiteral("_stats"), QJsonObject{{QStringLiteral("systemId"), QStringLiteral("dnd5e")}});
        }
        actor.insert(QStringLiteral("items"), items);
        json = bytes(actor);
        if (what == QLatin1String("huge"))
            json.insert(json.size() - 1, ",\"padding\":\"" + QByteArray(10 * 1024 * 1024, 'x') + "\"");
        FoundryActor::ReadResult read;
        QString error;
        QVERIFY(!FoundryActor::read(json, ww(), &read, &error));
        QVERIFY2(error.contains(field), qPrintable(error));
    }

    // Talents and spells are matched by name without case; the rest is named, and kept in the notes.
    void unknownNamesAreNamed()
    {
        Character c = test::figure(QStringLiteral("Krait"), QStringLiteral("human"), 9, 12, 11, {QStringLiteral("light")});
        QJsonObject actor = FoundryActor::write(c, test::advancedWizard());
        QJsonArray items = actor.value(QLatin1String("items")).toArray();
        QJsonObject spell = items.at(0).toObject();
        spell.remove(QStringLiteral("flags"));
        spell.insert(QStringLiteral("name"), QStringLiteral("LIGHT"));
        items[0] = spell;
        items.append(QJsonObject{{QStringLiteral("_id"), QStringLiteral("abcdefgh12345678")}, {QStringLiteral("name"), QStringLiteral("Firebal")},
                                 {QStringLiteral("type"), QStringLiteral("spell")}, {QStringLiteral("system"), QJsonObject()}});
        items.append(QJsonObject{{QStringLiteral("_id"), QStringLiteral("abcdefgh12345679")}, {QStringLiteral("name"), QStringLiteral("Alchemy")},
                                 {QStringLiteral("type"), QStringLiteral("talent")}, {QStringLiteral("system"), QJsonObject()}});
        actor.insert(QStringLiteral("items"), items);
        FoundryActor::ReadResult read;
        QString error;
        QVERIFY2(FoundryActor::read(bytes(actor), test::advancedWizard(), &read, &error), qPrintable(error));
        QCOMPARE(read.character.spells, QStringList{QStringLiteral("light")});
        QCOMPARE(read.unknown, (QStringList{QStringLiteral("spell “Firebal”"), QStringLiteral("talent “Alchemy”")}));
        QVERIFY(read.character.notes.contains(QLatin1String("Firebal")));
    }
};

QTEST_GUILESS_MAIN(TestFoundryActor)
#include "tst_foundry_actor.moc"
