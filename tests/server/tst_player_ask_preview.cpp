// The preview of a player's request (issue 32), in the model: for each kind with a planner, the preview's
// numbers are the planner's own (the very PlanJson the CLI prints), its weeks and costs follow from them, money is
// in words beside the numbers, and nothing is stored; another player's character, a revoked link and a kind
// without a planner are refused in words; research whose weeks the GM sets shows no number of weeks.
#include "PlayerRequestsTable.h"

#include "activities/PlanJson.h"
#include "activities/SpellStudies.h"
#include "alchemy/Alchemy.h"
#include "commands/ChangeHistory.h"
#include "players/PlayerRequests.h"
#include "research/MarketSearch.h"
#include "research/Research.h"
#include "workshop/WorkshopProjects.h"
#include "StrictTest.h"

#include <QJsonArray>

using namespace hk;
using namespace hk::test;

namespace {

// The planner's answer for the request, asked directly, as the CLI's plan commands ask it.
using Planner = QJsonObject (*)(Table&);

QJsonObject learnPlan(Table& t)
{
    QString e;
    return PlanJson::learning(SpellStudies(*t.campaign).plan(t.mara, QStringLiteral("instruction"), QStringLiteral("blur"), 40, &e));
}

QJsonObject brewPlan(Table& t)
{
    BatchRequest r;
    r.makerId = t.mara;
    r.potion = QStringLiteral("fear");
    r.doses = 2;
    r.labId = t.tower;
    r.hasBook = true;
    QString e;
    return PlanJson::batch(Alchemy(*t.campaign).plan(r, &e));
}

QJsonObject projectPlan(Table& t)
{
    WorkshopRequest r;
    r.lead = t.ilsa;
    r.lab = t.ilsasRoom;
    r.options.recipe = QStringLiteral("blur");
    r.itemName = QStringLiteral("Grey hood");
    r.baseValue = 100;
    r.hired = 2;
    r.hasBook = true;
    QString e;
    return PlanJson::workshop(WorkshopProjects(*t.campaign).plan(r, &e));
}

QJsonObject researchPlan(Table& t)
{
    QString e;
    return PlanJson::research(Research(*t.campaign).plan(t.mara, ResearchRequest{QStringLiteral("seen-spell"), {}, QStringLiteral("blur"), 0, 0, 0, t.tower}, &e),
                              true);
}

QJsonObject searchPlan(Table& t)
{
    SearchRequest r;
    r.item = QStringLiteral("Ring of Fire Immunity");
    r.value = 3000;
    r.settlement = QStringLiteral("sizeable town");
    r.fullTime = true;
    QString e;
    return PlanJson::search(MarketSearch(*t.campaign).plan(t.mara, r, &e));
}

} // namespace

Q_DECLARE_METATYPE(Planner)

class TestPlayerAskPreview : public hk::test::StrictTest
{
    Q_OBJECT
    CampaignFactory m_factory{QStringLiteral("preview")};

private Q_SLOTS:
    void thePreviewIsThePlannersOwn_data()
    {
        QTest::addColumn<QString>("request");
        QTest::addColumn<Planner>("planner");
        QTest::addColumn<QString>("weeksKey"); // the plan's key the preview's weeks come from
        QTest::addColumn<QString>("moneyKey"); // a plan's money the costs show, in numbers and words
        QTest::newRow("learn-spell") << R"({"kind":"learn-spell","character":"Mara","spell":"Blur","method":"Instruction","feePerWeek":40})"
                                     << Planner(learnPlan) << "weeks" << "fee";
        QTest::newRow("brew") << R"({"kind":"brew","character":"Mara","potion":"Fear","doses":2,"lab":1,"book":true})" << Planner(brewPlan)
                              << "weeks" << "payNow";
        QTest::newRow("item-project") << R"({"kind":"item-project","character":"Ilsa","recipe":"Blur","lab":3,"item":"Grey hood","value":100,"hire":2,"book":true})"
                                      << Planner(projectPlan) << "calendarWeeks" << "totalCost";
        QTest::newRow("research") << R"({"kind":"research","character":"Mara","project":"seen-spell","spell":"Blur","lab":1})" << Planner(researchPlan)
                                  << "weeksNeeded" << "materialsPerWeek";
        QTest::newRow("market-search") << R"({"kind":"market-search","character":"Mara","item":"Ring of Fire Immunity","value":3000,"settlement":"sizeable town","fullTime":true})"
                                       << Planner(searchPlan) << "" << "";
    }

    void thePreviewIsThePlannersOwn()
    {
        QFETCH(QString, request);
        QFETCH(Planner, planner);
        QFETCH(QString, weeksKey);
        QFETCH(QString, moneyKey);
        Table t;
        QCOMPARE(t.build(m_factory), QString());
        Campaign& c = *t.campaign;
        const QString before = test::digestOf(c);
        const int steps = c.undoStack()->count();
        QJsonObject preview;
        QString error;
        QVERIFY2(PlayerRequests(c).preview(t.ann, ask(request), &preview, &error), qPrintable(error));
        const QJsonObject plan = planner(t);
        QCOMPARE(preview.value(QLatin1String("plan")).toObject(), plan);
        QCOMPARE(preview.value(QLatin1String("problems")).toArray(), plan.value(QLatin1String("problems")).toArray());
        QCOMPARE(preview.value(QLatin1String("ok")).toBool(), plan.value(QLatin1String("problems")).toArray().isEmpty());
        QVERIFY(!preview.value(QLatin1String("text")).toString().isEmpty());
        QVERIFY(!preview.value(QLatin1String("details")).toArray().isEmpty());
        if (!weeksKey.isEmpty()) {
            QVERIFY(plan.value(weeksKey).toInt() > 0);
            QCOMPARE(preview.value(QLatin1String("weeks")).toInt(), plan.value(weeksKey).toInt());
        } else {
            QVERIFY(!preview.contains(QLatin1String("weeks"))); // a search lasts until something is found
        }
        bool shown = moneyKey.isEmpty();
        for (const QJsonValue& v : preview.value(QLatin1String("costs")).toArray()) {
            const QJsonObject cost = v.toObject();
            QCOMPARE(cost.value(QLatin1String("text")).toString(), Treasury::format(cost.value(QLatin1String("dollars")).toInt()));
            shown = shown || (cost.value(QLatin1String("dollars")).toInt() == plan.value(moneyKey).toInt() && plan.value(moneyKey).toInt() > 0);
        }
        QVERIFY2(shown, qPrintable(QJsonDocument(preview).toJson()));
        QCOMPARE(test::digestOf(c), before);
        QCOMPARE(c.undoStack()->count(), steps);
    }

    // What the rules refuse shows as problems in their words: the preview answers, the request would be refused.
    void problemsAreTheRulesWords()
    {
        Table t;
        QCOMPARE(t.build(m_factory), QString());
        QJsonObject preview;
        QString error;
        QVERIFY2(PlayerRequests(*t.campaign).preview(t.ann, ask(R"({"kind":"brew","character":"Mara","potion":"fear","doses":2,"lab":2,"book":true,"trained":true})"),
                                                     &preview, &error),
                 qPrintable(error));
        QVERIFY(!preview.value(QLatin1String("ok")).toBool());
        const QStringList problems = preview.value(QLatin1String("problems")).toVariant().toStringList();
        QVERIFY2(problems.join(QLatin1Char('\n')).contains(QLatin1String("Vessa's workroom is not attuned to the maker")), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // The GM's secret count of weeks (new items and potions) is no number in the preview.
    void secretWeeksStayTheGms()
    {
        Table t;
        QCOMPARE(t.build(m_factory), QString());
        QJsonObject preview;
        QString error;
        QVERIFY2(PlayerRequests(*t.campaign).preview(t.ann, ask(R"({"kind":"research","character":"Mara","project":"new-item","title":"Skyhook","level":12,"lab":1})"),
                                                     &preview, &error),
                 qPrintable(error));
        QVERIFY(!preview.contains(QLatin1String("weeks")));
        QVERIFY(!preview.value(QLatin1String("plan")).toObject().contains(QLatin1String("weeksNeeded")));
        QVERIFY(preview.value(QLatin1String("plan")).toObject().value(QLatin1String("secretWeeks")).toBool());
    }

    void refused_data()
    {
        QTest::addColumn<QString>("request");
        QTest::addColumn<bool>("revoke");
        QTest::addColumn<QString>("problem");
        QTest::newRow("another player's character (id)") << R"({"kind":"brew","character":3,"potion":"fear","lab":2})" << false
                                                         << "not one of your characters";
        QTest::newRow("another player's character (name)") << R"({"kind":"learn-spell","character":"Vessa","spell":"Blur","method":"study"})" << false
                                                           << "None of your characters";
        QTest::newRow("another player's wizard in the team")
            << R"({"kind":"item-project","character":"Ilsa","recipe":"blur","lab":3,"item":"Hood","team":[3]})" << false << "Only your own characters";
        QTest::newRow("a revoked link") << R"({"kind":"brew","character":"Mara","potion":"fear","lab":1})" << true << "revoked";
        QTest::newRow("spend-xp") << R"({"kind":"spend-xp","character":"Yzor","attribute":"ST"})" << false << "no preview";
        QTest::newRow("notes") << R"({"kind":"notes","character":"Yzor","text":"x"})" << false << "no preview";
        QTest::newRow("new-character") << R"({"kind":"new-character","character":{"name":"Bran","st":12,"dx":12,"iq":8}})" << false << "no preview";
    }

    void refused()
    {
        QFETCH(QString, request);
        QFETCH(bool, revoke);
        QFETCH(QString, problem);
        Table t;
        QCOMPARE(t.build(m_factory), QString());
        QString error;
        if (revoke)
            QVERIFY2(PlayerLinks(*t.campaign).revoke(t.ann.id, &error), qPrintable(error));
        const QString before = test::digestOf(*t.campaign);
        QJsonObject preview;
        QVERIFY(!PlayerRequests(*t.campaign).preview(t.ann, ask(request), &preview, &error));
        QVERIFY2(error.contains(problem), qPrintable(error));
        QVERIFY(preview.isEmpty());
        QCOMPARE(test::digestOf(*t.campaign), before);
    }
};

QTEST_GUILESS_MAIN(TestPlayerAskPreview)
#include "tst_player_ask_preview.moc"
