// `hexkeeper-cli project …` and `item …` end to end with scripted dice: the planner's worked numbers, a
// project refused without a lab and started with one, advanced week by week (a miss, then made weeks),
// its history shown, an absence recorded, and the finished magic item listed with its value; with
// --potions-from-stock the recipe's potion comes out of the lead's stock until it runs out and the work halts;
// a --charm past the book's +2 is refused.
#include "CliRunner.h"
#include "TestSupport.h"

#include "alchemy/PotionStockRepository.h"
#include "campaign/Campaign.h"
#include "characters/CharacterRepository.h"
#include "labs/LabRepository.h"
#include "treasury/Treasury.h"
#include "StrictTest.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace hk;

class TestCliWorkshop : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;

    // A campaign with a wizard who knows Lesser Magic Item Creation, his attuned lab, and $1,000.
    QString newShop(const QString& name, qint64* lab, qint64* wizard = nullptr)
    {
        const QString path = m_dir.filePath(name);
        const CliResult r = runCli({QStringLiteral("campaign"), QStringLiteral("new"), path, QStringLiteral("--ruleset"),
                                    QStringLiteral("tft-advanced-wizard-1980"), QStringLiteral("--seed"), QStringLiteral("5")});
        if (r.exitCode != 0)
            hk::test::setupFailed(r.err);
        QString error;
        auto campaign = Campaign::open(path, test::registry(), &error);
        Character w;
        w.name = QStringLiteral("Grymaug");
        w.race = QStringLiteral("human");
        w.st = 12;
        w.dx = 13;
        w.iq = 18;
        w.spells = {QStringLiteral("lesser-magic-item-creation")};
        const qint64 id = CharacterRepository(campaign->database()).insert(w, &error);
        Lab l;
        l.name = QStringLiteral("Tower lab");
        l.sinceDay = 1;
        *lab = LabRepository(campaign->database()).insert(l, &error);
        LabRepository(campaign->database()).setAttuned(*lab, id, 1, &error);
        Treasury(*campaign).change(id, 1000, QStringLiteral("deposit"), QStringLiteral("Commission"), &error);
        if (wizard)
            *wizard = id;
        return path;
    }

private Q_SLOTS:
    void planNumbers()
    {
        qint64 lab = 0;
        const QString path = newShop(QStringLiteral("plan.hkc"), &lab);
        CliResult r = runCli({QStringLiteral("project"), QStringLiteral("plan"), path, QStringLiteral("--recipe"),
                              QStringLiteral("weapon-armor-enchantment-1"), QStringLiteral("--strength"), QStringLiteral("5"),
                              QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonObject p = r.json().object();
        QCOMPARE(p.value(QLatin1String("wizardsRequired")).toInt(), 16);
        QCOMPARE(p.value(QLatin1String("apprentices")).toInt(), 32);
        QCOMPARE(p.value(QLatin1String("weeks")).toArray().at(0).toObject().value(QLatin1String("ingredientCost")).toInt(), 640);
        r = runCli({QStringLiteral("project"), QStringLiteral("plan"), path, QStringLiteral("--recipe"), QStringLiteral("Spell Shield"),
                    QStringLiteral("--self-powered"), QStringLiteral("1"), QStringLiteral("--hexes"), QStringLiteral("3"),
                    QStringLiteral("--position"), QStringLiteral("3")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("120 required")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("$720,000")), qPrintable(r.out));
        r = runCli({QStringLiteral("project"), QStringLiteral("plan"), path, QStringLiteral("--recipe"), QStringLiteral("blur"),
                    QStringLiteral("--wizards"), QStringLiteral("2")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.contains(QLatin1String("never shortens")));
    }

    // A Charm helps the weekly roll by +2 at most (Advanced Wizard l.1704): a larger --charm is refused, citing it.
    void charmPastTheBookRefused()
    {
        qint64 lab = 0;
        const QString path = newShop(QStringLiteral("charm.hkc"), &lab);
        const QStringList start{QStringLiteral("project"), QStringLiteral("start"), path, QStringLiteral("Grymaug"),
                                QStringLiteral("--recipe"), QStringLiteral("knock"), QStringLiteral("--lab"), QString::number(lab),
                                QStringLiteral("--item-name"), QStringLiteral("Iron key"), QStringLiteral("--book"), QStringLiteral("--charm")};
        CliResult r = runCli(start + QStringList{QStringLiteral("3")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("l.1704")), qPrintable(r.err));
        r = runCli(start + QStringList{QStringLiteral("2")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }

    // Lesser Magic Item Creation works from the item's book of instructions, 5 pages a week of work (Advanced
    // Wizard l.1173, l.307): plan prints the pages; start refuses without --book and starts with it.
    void bookOfInstructions()
    {
        qint64 lab = 0;
        const QString path = newShop(QStringLiteral("book.hkc"), &lab);
        CliResult r = runCli({QStringLiteral("project"), QStringLiteral("plan"), path, QStringLiteral("--recipe"), QStringLiteral("knock")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("book of instructions: 10 pages")), qPrintable(r.out)); // 2 weeks
        const QStringList start{QStringLiteral("project"), QStringLiteral("start"), path, QStringLiteral("Grymaug"),
                                QStringLiteral("--recipe"), QStringLiteral("knock"), QStringLiteral("--lab"), QString::number(lab),
                                QStringLiteral("--item-name"), QStringLiteral("Iron key")};
        r = runCli(start);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("l.1173")) && r.err.contains(QLatin1String("10 pages")), qPrintable(r.err));
        r = runCli(start + QStringList{QStringLiteral("--book")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }

    void startAdvanceShowList()
    {
        qint64 lab = 0;
        const QString path = newShop(QStringLiteral("shop.hkc"), &lab);
        // Knock: 2 weeks, 15 ST/day (no apprentices), $40 of ingredients a week.
        const QStringList start{QStringLiteral("project"), QStringLiteral("start"), path, QStringLiteral("Grymaug"),
                                QStringLiteral("--recipe"), QStringLiteral("knock"), QStringLiteral("--item-name"),
                                QStringLiteral("Iron key"), QStringLiteral("--base-value"), QStringLiteral("5"), QStringLiteral("--book"),
                                QStringLiteral("--json")};
        CliResult r = runCli(start + QStringList{QStringLiteral("--lab"), QStringLiteral("999")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("Laboratory 999")), qPrintable(r.err));
        r = runCli(start + QStringList{QStringLiteral("--lab"), QString::number(lab)});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString id = QString::number(r.json().object().value(QLatin1String("id")).toInteger());

        r = runCli({QStringLiteral("--dice-script"), QStringLiteral("6,5,6"), QStringLiteral("advance"), path, QStringLiteral("--weeks"),
                    QStringLiteral("1")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = runCli({QStringLiteral("project"), QStringLiteral("away"), path, id, QStringLiteral("--wizard"), QStringLiteral("Grymaug"),
                    QStringLiteral("--days"), QStringLiteral("1")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = runCli({QStringLiteral("--dice-script"), QStringLiteral("1,2,3,2,2,2"), QStringLiteral("advance"), path, QStringLiteral("--weeks"),
                    QStringLiteral("2")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));

        r = runCli({QStringLiteral("project"), QStringLiteral("show"), path, id});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("missed [6,5,6]")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("made [1,2,3]")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("done")), qPrintable(r.out));
        r = runCli({QStringLiteral("project"), QStringLiteral("list"), path, QStringLiteral("--json")});
        QCOMPARE(r.json().array().size(), 1);
        QCOMPARE(r.json().array().at(0).toObject().value(QLatin1String("progress")).toString(), QStringLiteral("2/2 weeks"));
        QCOMPARE(r.json().array().at(0).toObject().value(QLatin1String("data")).toObject().value(QLatin1String("history")).toArray().size(), 3);

        r = runCli({QStringLiteral("item"), QStringLiteral("list"), path, QStringLiteral("--owner"), QStringLiteral("Grymaug"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject item = r.json().array().at(0).toObject();
        QCOMPARE(item.value(QLatin1String("name")).toString(), QStringLiteral("Iron key"));
        QCOMPARE(item.value(QLatin1String("value")).toInt(), 5 + 1000);
        r = runCli({QStringLiteral("item"), QStringLiteral("show"), path, QString::number(item.value(QLatin1String("id")).toInteger())});
        QVERIFY2(r.out.contains(QLatin1String("1. Knock")), qPrintable(r.out));
        // Three weeks of $40 ingredients.
        r = runCli({QStringLiteral("money"), QStringLiteral("balance"), path, QStringLiteral("Grymaug"), QStringLiteral("--json")});
        QVERIFY2(r.out.contains(QLatin1String("880")), qPrintable(r.out + r.err));
    }

    void potionsFromStock()
    {
        qint64 lab = 0;
        qint64 wizard = 0;
        const QString path = newShop(QStringLiteral("potions.hkc"), &lab, &wizard);
        {
            QString error;
            auto campaign = Campaign::open(path, test::registry(), &error);
            QVERIFY2(campaign, qPrintable(error));
            PotionStock dose;
            dose.characterId = wizard;
            dose.potion = QStringLiteral("dark-vision");
            dose.doses = 1;
            dose.madeDay = 1;
            QVERIFY2(PotionStockRepository(campaign->database()).insert(dose, &error), qPrintable(error));
        }
        // Dark Vision: $515 a week, $500 of it one Dark Vision potion.
        CliResult r = runCli({QStringLiteral("project"), QStringLiteral("start"), path, QStringLiteral("Grymaug"), QStringLiteral("--recipe"),
                              QStringLiteral("dark-vision"), QStringLiteral("--lab"), QString::number(lab), QStringLiteral("--item-name"),
                              QStringLiteral("Owl goggles"), QStringLiteral("--potions-from-stock"), QStringLiteral("--book"),
                              QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString id = QString::number(r.json().object().value(QLatin1String("id")).toInteger());
        QVERIFY(r.json().object().value(QLatin1String("data")).toObject().value(QLatin1String("potionsFromStock")).toBool());

        r = runCli({QStringLiteral("--dice-script"), QStringLiteral("1,2,3"), QStringLiteral("advance"), path, QStringLiteral("--weeks"),
                    QStringLiteral("2")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QLatin1String("run out of Dark Vision potion")), qPrintable(r.out));
        r = runCli({QStringLiteral("project"), QStringLiteral("show"), path, id, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.json().object().value(QLatin1String("status")).toString(), QStringLiteral("halted"));
        QCOMPARE(r.json().object().value(QLatin1String("data")).toObject().value(QLatin1String("haltReason")).toString(),
                 QStringLiteral("ingredients"));
        r = runCli({QStringLiteral("potion"), QStringLiteral("list"), path, QStringLiteral("--holder"), QStringLiteral("Grymaug"),
                    QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.json().array().size(), 0); // the one dose went into the first week
        r = runCli({QStringLiteral("money"), QStringLiteral("balance"), path, QStringLiteral("Grymaug"), QStringLiteral("--json")});
        QVERIFY2(r.out.contains(QLatin1String("985")), qPrintable(r.out + r.err)); // only the $15 of common ingredients
    }
};

QTEST_GUILESS_MAIN(TestCliWorkshop)
#include "tst_cli_workshop.moc"
