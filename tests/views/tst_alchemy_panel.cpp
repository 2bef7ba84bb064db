// The "Labs" and "Alchemy" tabs: a lab bought through its dialog (a purse too thin refused in red first),
// a batch started through the New batch dialog (red reasons for illegal input first), the calendar advanced
// with a secret 16, and the finished potions in stock marked faulty for the GM only; then a healing dose used
// from the panel.
#include "CampaignTestSupport.h"

#include "alchemy/Alchemy.h"
#include "campaign/CampaignDice.h"
#include "characters/Roster.h"
#include "dice/ScriptedDiceRoller.h"
#include "downtime/AlchemyPanel.h"
#include "downtime/DowntimePage.h"
#include "downtime/LabDialogs.h"
#include "downtime/LabsPanel.h"
#include "downtime/NewBatchDialog.h"
#include "labs/LabRepository.h"
#include "time/AdvanceTime.h"
#include "treasury/Treasury.h"
#include "StrictTest.h"

#include <QCheckBox>
#include <QComboBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>

using namespace hk;

class TestAlchemyPanel : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("AlchemyPanel")};

private Q_SLOTS:
    void labsBatchesAndStock()
    {
        std::unique_ptr<Campaign> campaign = m_campaigns.create(1);
        QString error;
        qint64 mara = 0;
        Character wizard = test::legalWizard(QStringLiteral("Mara"));
        wizard.wounds = 2;
        wizard.underCare = false; // no healing by the calendar in the way of the potion test
        QVERIFY2(Roster(*campaign).add(wizard, &mara, &error), qPrintable(error));
        QVERIFY(Treasury(*campaign).change(mara, 11000, {}, QStringLiteral("Savings"), &error));

        DowntimePage page;
        page.resize(1280, 800);
        page.setCampaign(campaign.get());
        QVERIFY(page.showPanel(QStringLiteral("labs")));
        auto* labsPanel = qobject_cast<LabsPanel*>(page.panel(QStringLiteral("labs")));
        QVERIFY(labsPanel);
        qint64 labId = 0;
        {
            AcquireLabDialog dialog(*campaign, QStringLiteral("buy"), labsPanel);
            dialog.setForm(QStringLiteral("Tower"), QStringLiteral("wizard"), 0); // the party purse is empty
            QVERIFY(!dialog.submit(&error));
            QVERIFY2(dialog.errorText().contains(QLatin1String("holds")), qPrintable(dialog.errorText()));
            test::saveShot(&dialog, QStringLiteral("lab-buy-refused"));
            dialog.setForm(QStringLiteral("Tower"), QStringLiteral("wizard"), mara);
            QVERIFY2(dialog.submit(&error), qPrintable(error));
            labId = dialog.createdId();
        }
        QCOMPARE(labsPanel->table()->rowCount(), 1);
        QVERIFY(LabRepository(campaign->database()).setAttuned(labId, mara, 1, &error));
        Q_EMIT campaign->downtimeChanged();
        QVERIFY(labsPanel->table()->item(0, 7)->text().contains(QLatin1String("Mara")));
        test::saveShot(&page, QStringLiteral("labs-panel"));

        QVERIFY(page.showPanel(QStringLiteral("alchemy")));
        auto* panel = qobject_cast<AlchemyPanel*>(page.panel(QStringLiteral("alchemy")));
        QVERIFY(panel);
        {
            NewBatchDialog dialog(*campaign, panel);
            BatchRequest r;
            r.makerId = mara;
            r.potion = QStringLiteral("healing");
            r.doses = 3;
            r.labId = labId;
            dialog.setRequest(r); // no book, not confirmed trained
            QVERIFY(!dialog.canStart());
            QVERIFY2(dialog.problemsText().contains(QLatin1String("book")), qPrintable(dialog.problemsText()));
            QVERIFY2(dialog.planText().contains(QLatin1String("$321")), qPrintable(dialog.planText()));
            // The potion list follows the craft: chemists' potions are not offered to an alchemist.
            QVERIFY(dialog.findChild<QComboBox*>(QStringLiteral("potion"))->findData(QStringLiteral("gunpowder")) < 0);
            test::saveShot(&dialog, QStringLiteral("new-batch-refused"));
            r.hasBook = true;
            r.trained = true;
            dialog.setRequest(r);
            QVERIFY2(dialog.canStart(), qPrintable(dialog.problemsText()));
            test::saveShot(&dialog, QStringLiteral("new-batch"));
            QVERIFY(dialog.start());
            QVERIFY(dialog.startedId() > 0);
        }
        QCOMPARE(panel->batchTable()->rowCount(), 1);
        QVERIFY(panel->batchTable()->item(0, 4)->text().contains(QLatin1String("8")));

        campaign->dice().setOverride(std::make_shared<ScriptedDiceRoller>(QList<int>{6, 6, 4, 1}));
        AdvanceResult result;
        QVERIFY2(AdvanceTime(*campaign).advance(7, &result, &error), qPrintable(error));
        QCOMPARE(panel->stockTable()->rowCount(), 1);
        QCOMPARE(panel->stockTable()->item(0, 2)->text(), QStringLiteral("3"));
        QVERIFY2(panel->stockTable()->item(0, 6)->text().contains(QLatin1String("GM only")),
                 qPrintable(panel->stockTable()->item(0, 6)->text()));
        panel->findChild<QCheckBox*>(QStringLiteral("showEnded"))->setChecked(true); // show ended batches
        QVERIFY(panel->batchTable()->item(0, 6)->text().contains(QLatin1String("GM only")));
        test::saveShot(&page, QStringLiteral("alchemy-panel"));

        // Using a faulty healing dose heals nothing.
        QVERIFY(panel->selectStock(1));
        panel->findChild<QComboBox*>(QStringLiteral("who"))->setCurrentIndex(1); // Mara
        panel->findChild<QPushButton*>(QStringLiteral("use"))->click();
        QVERIFY2(panel->lastOutcome().contains(QLatin1String("does not work")), qPrintable(panel->lastOutcome()));
        Character after;
        QVERIFY(Roster(*campaign).find(mara, &after, &error));
        QCOMPARE(after.wounds, 2);
        QCOMPARE(panel->stockTable()->item(0, 2)->text(), QStringLiteral("2"));
        QVERIFY(panel->stockTable()->item(0, 6)->text().contains(QLatin1String("found")));
    }
};

QTEST_MAIN(TestAlchemyPanel)
#include "tst_alchemy_panel.moc"
