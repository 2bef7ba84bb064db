// The "Workshop" tab: a project started through StartProjectDialog (red reasons first: no lab, too many
// wizards, a spell not known), a week advanced with scripted dice, the progress and next roll shown in the
// projects table, and the finished item listed with its value; the "potions from stock" box, offered only for a
// recipe that uses potions, reaches the started project.
#include "CampaignTestSupport.h"

#include "campaign/CampaignDice.h"
#include "characters/CharacterRepository.h"
#include "characters/Roster.h"
#include "dice/ScriptedDiceRoller.h"
#include "downtime/DowntimePage.h"
#include "downtime/StartProjectDialog.h"
#include "downtime/WorkshopPanel.h"
#include "labs/LabRepository.h"
#include "time/AdvanceTime.h"
#include "treasury/Treasury.h"

#include "workshop/WorkshopProjects.h"
#include "StrictTest.h"

#include <QCheckBox>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>

using namespace hk;

class TestWorkshopPanel : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("WorkshopPanel")};

private Q_SLOTS:
    void startAdvanceShowProgress()
    {
        std::unique_ptr<Campaign> campaign = m_campaigns.create(1);
        QString error;
        Character w;
        w.name = QStringLiteral("Grymaug");
        w.race = QStringLiteral("human");
        w.st = 12;
        w.dx = 13;
        w.iq = 18;
        w.spells = {QStringLiteral("lesser-magic-item-creation")};
        const qint64 lead = CharacterRepository(campaign->database()).insert(w, &error);
        w.name = QStringLiteral("Posthen");
        w.spells = {};
        const qint64 mate = CharacterRepository(campaign->database()).insert(w, &error);
        Character tam = test::legalWizard(QStringLiteral("Tam"));
        tam.role = QStringLiteral("apprentice");
        const qint64 apprentice = CharacterRepository(campaign->database()).insert(tam, &error);
        QVERIFY(Treasury(*campaign).change(lead, 5000, {}, QStringLiteral("Commission"), &error));
        Lab lab;
        lab.name = QStringLiteral("Tower laboratory");
        LabRepository labs(campaign->database());
        const qint64 labId = labs.insert(lab, &error);
        QVERIFY(labs.setAttuned(labId, lead, 1, &error));

        DowntimePage page;
        page.resize(1280, 800);
        page.setCampaign(campaign.get());
        QVERIFY(page.showPanel(QStringLiteral("workshop")));
        auto* panel = qobject_cast<WorkshopPanel*>(page.panel(QStringLiteral("workshop")));
        QVERIFY(panel);
        QCOMPARE(panel->tabTitle(), QStringLiteral("Workshop"));

        {
            StartProjectDialog dialog(*campaign, panel);
            WorkshopRequest r;
            r.lead = lead;
            r.options.recipe = QStringLiteral("blur");
            r.itemName = QStringLiteral("Grey cloak");
            r.baseValue = 200;
            r.apprentices = {apprentice};
            r.team = {mate};
            dialog.setRequest(r);
            QVERIFY(!dialog.canStart());
            const QString problems = dialog.problemsText();
            QVERIFY2(problems.contains(QLatin1String("Choose a laboratory")), qPrintable(problems));
            QVERIFY2(problems.contains(QLatin1String("never shortens")), qPrintable(problems));
            QVERIFY2(problems.contains(QLatin1String("Posthen does not know")), qPrintable(problems));
            dialog.resize(900, dialog.sizeHint().height());
            test::saveShot(&dialog, QStringLiteral("workshop-dialog-refused"));
            r.team = {};
            r.lab = labId;
            r.hired = 1;
            dialog.setRequest(r);
            // Lesser Magic Item Creation works from the cloak's book of instructions: 5 weeks × 5 pages (l.1173, l.307).
            QVERIFY(!dialog.canStart());
            QVERIFY2(dialog.problemsText().contains(QLatin1String("l.1173")), qPrintable(dialog.problemsText()));
            auto* book = dialog.findChild<QCheckBox*>(QStringLiteral("hasBook"));
            QVERIFY(book && book->isEnabled());
            QCOMPARE(book->text(), QStringLiteral("We have the book of instructions (25 pages)"));
            book->setChecked(true);
            QVERIFY(dialog.request().hasBook);
            QVERIFY2(dialog.canStart(), qPrintable(dialog.problemsText()));
            QVERIFY2(dialog.planText().contains(QLatin1String("apprentices needed: 2")), qPrintable(dialog.planText()));
            QVERIFY2(dialog.planText().contains(QLatin1String("$3,200")), qPrintable(dialog.planText())); // $200 + Blur's $3,000
            test::saveShot(&dialog, QStringLiteral("workshop-dialog"));
            dialog.start();
            QVERIFY(dialog.startedId() > 0);
        }
        QTableWidget* projects = panel->projectTable();
        QCOMPARE(projects->rowCount(), 1);
        QCOMPARE(projects->item(0, 3)->text(), QStringLiteral("0/5 weeks"));

        campaign->dice().setOverride(std::make_shared<ScriptedDiceRoller>(QList<int>{2, 3, 4}));
        AdvanceResult result;
        QVERIFY2(AdvanceTime(*campaign).advance(7, &result, &error), qPrintable(error));
        QCOMPARE(projects->rowCount(), 1);
        QCOMPARE(projects->item(0, 3)->text(), QStringLiteral("1/5 weeks"));
        QVERIFY2(projects->item(0, 4)->text().contains(QLatin1String("Day 15")), qPrintable(projects->item(0, 4)->text()));
        QCOMPARE(projects->item(0, 5)->text(), Treasury::format(65));
        projects->selectRow(0);
        QVERIFY(page.findChild<QPushButton*>(QStringLiteral("recordAbsence"))->isEnabled());
        test::saveShot(&page, QStringLiteral("workshop-panel"));

        campaign->dice().setOverride(std::make_shared<ScriptedDiceRoller>(QList<int>{2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 4}));
        QVERIFY2(AdvanceTime(*campaign).advance(28, &result, &error), qPrintable(error));
        QCOMPARE(panel->itemTable()->rowCount(), 1);
        QCOMPARE(panel->itemTable()->item(0, 0)->text(), QStringLiteral("Grey cloak"));
        QCOMPARE(panel->itemTable()->item(0, 2)->text(), Treasury::format(3200));
        test::saveShot(&page, QStringLiteral("workshop-panel-done"));
    }

    void potionsFromStockBox()
    {
        std::unique_ptr<Campaign> campaign = m_campaigns.create(1);
        QString error;
        Character w;
        w.name = QStringLiteral("Grymaug");
        w.race = QStringLiteral("human");
        w.st = 12;
        w.dx = 13;
        w.iq = 18;
        w.spells = {QStringLiteral("lesser-magic-item-creation")};
        const qint64 lead = CharacterRepository(campaign->database()).insert(w, &error);
        Lab lab;
        lab.name = QStringLiteral("Tower laboratory");
        LabRepository labs(campaign->database());
        const qint64 labId = labs.insert(lab, &error);
        QVERIFY(labs.setAttuned(labId, lead, 1, &error));

        StartProjectDialog dialog(*campaign);
        auto* box = dialog.findChild<QCheckBox*>(QStringLiteral("potionsFromStock"));
        QVERIFY(box);
        WorkshopRequest r;
        r.lead = lead;
        r.lab = labId;
        r.options.recipe = QStringLiteral("blur"); // no potion among its ingredients
        r.itemName = QStringLiteral("Grey cloak");
        r.hired = 2;
        r.hasBook = true;
        dialog.setRequest(r);
        QVERIFY(!box->isEnabled());
        r.options.recipe = QStringLiteral("dark-vision");
        r.itemName = QStringLiteral("Owl goggles");
        r.hired = 0;
        r.potionsFromStock = true;
        dialog.setRequest(r);
        QVERIFY(box->isEnabled());
        QVERIFY(box->isChecked());
        QVERIFY(dialog.request().potionsFromStock);
        QVERIFY2(dialog.planText().contains(QLatin1String("potions, worth $500")), qPrintable(dialog.planText()));
        box->setChecked(false);
        QVERIFY(!dialog.request().potionsFromStock);
        QVERIFY(!dialog.planText().contains(QLatin1String("payer's stock")));
        box->setChecked(true);
        QVERIFY2(dialog.canStart(), qPrintable(dialog.problemsText()));
        dialog.resize(900, dialog.sizeHint().height());
        test::saveShot(&dialog, QStringLiteral("workshop-dialog-potions"));
        dialog.resize(1280, 800);
        test::saveShot(&dialog, QStringLiteral("workshop-dialog-potions-1280"));
        dialog.start();
        QVERIFY(dialog.startedId() > 0);
        Activity a;
        QVERIFY(WorkshopProjects(*campaign).find(dialog.startedId(), &a, &error));
        QVERIFY(a.data.value(QLatin1String("potionsFromStock")).toBool());
    }
};

QTEST_MAIN(TestWorkshopPanel)
#include "tst_workshop_panel.moc"
