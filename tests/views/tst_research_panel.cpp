// The "Research & market" tab: starting research through the dialog (red reasons for illegal input first),
// advancing the calendar and seeing the progress with the GM's secret weeks marked GM-only, a market search
// started through its dialog, found, and bought from the chosen purse (and a purse too thin refused).
#include "CampaignTestSupport.h"

#include "campaign/CampaignDice.h"
#include "characters/Roster.h"
#include "dice/ScriptedDiceRoller.h"
#include "downtime/DowntimePage.h"
#include "downtime/NewResearchDialog.h"
#include "downtime/ResearchPanel.h"
#include "downtime/SearchMarketDialog.h"
#include "labs/LabRepository.h"
#include "time/AdvanceTime.h"
#include "treasury/Treasury.h"
#include "StrictTest.h"

#include <QPushButton>
#include <QTableWidget>

using namespace hk;

class TestResearchPanel : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("ResearchPanel")};

private Q_SLOTS:
    void researchAndMarket()
    {
        std::unique_ptr<Campaign> campaign = m_campaigns.create(1);
        QString error;
        Character mara = test::legalWizard(QStringLiteral("Mara"));
        mara.st = 8;
        mara.iq = 12;
        qint64 who = 0;
        QVERIFY2(Roster(*campaign).add(mara, &who, &error), qPrintable(error));
        QVERIFY(Treasury(*campaign).change(who, 8000, {}, QStringLiteral("Savings"), &error));
        Lab lab;
        lab.name = QStringLiteral("Tower laboratory");
        LabRepository labs(campaign->database());
        const qint64 labId = labs.insert(lab, &error);
        QVERIFY(labs.setAttuned(labId, who, 1, &error));

        DowntimePage page;
        page.resize(1280, 800);
        page.setCampaign(campaign.get());
        QVERIFY(page.showPanel(QStringLiteral("research")));
        auto* panel = qobject_cast<ResearchPanel*>(page.panel(QStringLiteral("research")));
        QVERIFY(panel);
        QCOMPARE(panel->tabTitle(), QStringLiteral("Research && market")); // one "&" on screen
        QVERIFY(panel->findChild<QPushButton*>(QStringLiteral("newResearch"))->isEnabled());

        {
            NewResearchDialog dialog(*campaign, panel);
            ResearchRequest r;
            r.kind = QStringLiteral("new-item");
            r.title = QStringLiteral("Skyhook");
            r.level = 20;
            r.dice = 4;
            r.labId = labId;
            dialog.setRequest(who, r); // no secret weeks yet
            QVERIFY(!dialog.canStart());
            QVERIFY2(dialog.problemsText().contains(QLatin1String("GM must set")), qPrintable(dialog.problemsText()));
            r.labId = 0;
            dialog.setRequest(who, r);
            QVERIFY2(dialog.problemsText().contains(QLatin1String("laboratory")), qPrintable(dialog.problemsText()));
            dialog.resize(560, dialog.sizeHint().height());
            test::saveShot(&dialog, QStringLiteral("research-dialog-refused"));
            r.labId = labId;
            r.gmWeeks = 3;
            dialog.setRequest(who, r);
            QVERIFY2(dialog.canStart(), qPrintable(dialog.problemsText()));
            QVERIFY2(dialog.planText().contains(QLatin1String("GM only")), qPrintable(dialog.planText()));
            dialog.resize(560, dialog.sizeHint().height());
            test::saveShot(&dialog, QStringLiteral("research-dialog"));
            dialog.start();
            QVERIFY(dialog.startedId() > 0);
        }
        QTableWidget* research = panel->researchTable();
        QCOMPARE(research->rowCount(), 1);
        QCOMPARE(research->item(0, 3)->text(), QStringLiteral("0 of 3 weeks — GM only"));

        {
            SearchMarketDialog dialog(*campaign, panel);
            SearchRequest s;
            s.item = QStringLiteral("Ring of Speed");
            s.value = 0;
            s.settlement = QStringLiteral("great city");
            dialog.setRequest(who, s);
            QVERIFY2(!dialog.problemsText().isEmpty(), "a value of $0 is refused");
            s.value = 5000;
            s.magic = true;
            dialog.setRequest(who, s);
            QVERIFY2(dialog.problemsText().isEmpty(), qPrintable(dialog.problemsText()));
            QVERIFY2(dialog.planText().contains(QLatin1String("5 dice")), qPrintable(dialog.planText()));
            dialog.start();
            QVERIFY(dialog.startedId() > 0);
        }
        QCOMPARE(panel->searchTable()->rowCount(), 1);

        // Week 1: research experiments die 1, a made 4-dice roll (1,2,3,4 = 10 against IQ 12); the search finds
        // the ring (1,1,2,2,2 = 8) and the seller is neutral (4): $5,500.
        campaign->dice().setOverride(std::make_shared<ScriptedDiceRoller>(QList<int>{1, 1, 2, 3, 4, 1, 1, 2, 2, 2, 4}));
        AdvanceResult result;
        QVERIFY2(AdvanceTime(*campaign).advance(7, &result, &error), qPrintable(error));
        Q_EMIT campaign->restored();
        QCOMPARE(research->item(0, 3)->text(), QStringLiteral("1 of 3 weeks — GM only"));
        QVERIFY(research->item(0, 4)->text().contains(QLatin1String("progress")));
        QTableWidget* searches = panel->searchTable();
        QCOMPARE(searches->rowCount(), 1);
        QCOMPARE(searches->item(0, 5)->text(), QStringLiteral("found"));
        QVERIFY2(searches->item(0, 6)->text().contains(QLatin1String("$5,500")), qPrintable(searches->item(0, 6)->text()));
        // The research moves to another laboratory (attuned); an item's research has nothing to reveal.
        Lab guild;
        guild.name = QStringLiteral("Guild laboratory");
        guild.tenure = LabTenure::Rented;
        const qint64 guildId = labs.insert(guild, &error);
        QVERIFY(labs.setAttuned(guildId, who, 8, &error));
        Q_EMIT campaign->downtimeChanged();
        QVERIFY(panel->selectResearch(1));
        QVERIFY(!panel->revealButton()->isEnabled());
        QVERIFY(panel->findChild<QPushButton*>(QStringLiteral("move"))->isEnabled());
        QVERIFY2(panel->moveSelectedTo(guildId), qPrintable(panel->errorText()));
        QCOMPARE(research->item(0, 2)->text(), QStringLiteral("Guild laboratory"));

        QVERIFY(panel->selectSearch(2)); // the research is activity 1, the search 2
        test::saveShot(&page, QStringLiteral("research-panel"));
        QVERIFY(panel->findChild<QPushButton*>(QStringLiteral("buy"))->isEnabled());
        QVERIFY(!panel->buySelected(0)); // the party purse is empty
        QVERIFY2(panel->errorText().contains(QLatin1String("$5,500")), qPrintable(panel->errorText()));
        QVERIFY(panel->selectSearch(2));
        QVERIFY2(panel->buySelected(who), qPrintable(panel->errorText()));
        QCOMPARE(Treasury(*campaign).balance(who, &error), 8000 - 200 - 100 - 200 - 5500);
        QCOMPARE(searches->rowCount(), 0); // bought: no longer waiting
    }
};

QTEST_MAIN(TestResearchPanel)
#include "tst_research_panel.moc"
