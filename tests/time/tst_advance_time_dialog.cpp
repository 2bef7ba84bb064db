// The Advance Time dialog: the date preview follows the amount and unit, advancing lists the outcomes and
// moves the main window's date, and Edit → Undo gives the campaign back.
#include "TestSupport.h"

#include "campaign/Campaign.h"
#include "characters/Roster.h"
#include "labs/Labs.h"
#include "main/MainWindow.h"
#include "treasury/Treasury.h"
#include "time/AdvanceTimeDialog.h"

#include <QApplication>
#include <QLabel>
#include <QMenuBar>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include "commands/ChangeHistory.h"
#include "StrictTest.h"

using namespace hk;

class TestAdvanceTimeDialog : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void advancesAndUndoes()
    {
        MainWindow window(test::registry());
        window.setInteractive(false);
        QString error;
        auto created = Campaign::create(m_dir.filePath(QStringLiteral("d.hkc")),
                                        {QStringLiteral("Dialog"), QStringLiteral("tft-advanced-wizard-1980"), {}, 2, 1},
                                        test::registry(), &error);
        QVERIFY2(created, qPrintable(error));
        Campaign* campaign = created.get();
        window.setCampaign(std::move(created));

        AdvanceTimeDialog dialog(*campaign, &window);
        dialog.setAmount(3, true);
        auto* preview = dialog.findChild<QLabel*>(QStringLiteral("preview"));
        QVERIFY(preview->text().contains(QLatin1String("Day 22")));
        dialog.setAmount(2, false);
        QVERIFY(preview->text().contains(QLatin1String("Day 3")));
        dialog.setAmount(8, true);
        dialog.show();
        test::saveShot(&dialog, QStringLiteral("advance-before"));
        QVERIFY(dialog.advance());
        test::saveShot(&dialog, QStringLiteral("advance-after"));
        QCOMPARE(campaign->info().calendarDay, 57);
        QVERIFY(dialog.eventCount() >= 1);
        // The report names each event's kind in words ("Time"), as the journal does.
        for (const QTreeWidgetItem* item : dialog.findChild<QTreeWidget*>()->findItems(QString(), Qt::MatchContains)) {
            QVERIFY2(!item->text(1).isEmpty() && item->text(1).at(0).isUpper() && !item->text(1).contains(QLatin1Char('-')),
                     qPrintable(item->text(1)));
        }
        bool dateShown = false;
        for (QLabel* label : window.statusBar()->findChildren<QLabel*>())
            dateShown = dateShown || label->text().contains(QLatin1String("Day 57"));
        QVERIFY(dateShown);

        QVERIFY(campaign->undo());
        QCOMPARE(campaign->info().calendarDay, 1);
        QVERIFY(campaign->redo());
        QCOMPARE(campaign->info().calendarDay, 57);
    }

    // Rent and supplies taken during the advance are in its report, with the purse that paid and the amount
    // (issue 18: the treasury showed them, the report did not).
    void reportsTheMoneyPaid()
    {
        QString error;
        auto campaign = Campaign::create(m_dir.filePath(QStringLiteral("money.hkc")),
                                         {QStringLiteral("Money"), QStringLiteral("tft-advanced-wizard-1980"), {}, 2, 1},
                                         test::registry(), &error);
        QVERIFY2(campaign, qPrintable(error));
        qint64 mara = 0;
        QVERIFY2(Roster(*campaign).add(test::legalWizard(QStringLiteral("Mara")), &mara, &error), qPrintable(error));
        QVERIFY2(Treasury(*campaign).change(mara, 1000, {}, QStringLiteral("Savings"), &error), qPrintable(error));
        qint64 lab = 0;
        QVERIFY2(Labs(*campaign).rent(QStringLiteral("Guild lab"), QStringLiteral("wizard"), mara, &lab, &error), qPrintable(error));

        AdvanceTimeDialog dialog(*campaign);
        dialog.setAmount(1, true);
        QVERIFY(dialog.advance());
        auto* events = dialog.findChild<QTreeWidget*>(QStringLiteral("events"));
        QStringList paid;
        for (int i = 0; i < events->topLevelItemCount(); ++i) {
            if (events->topLevelItem(i)->text(3).startsWith(QLatin1String("Paid ")))
                paid.append(events->topLevelItem(i)->text(2) + QStringLiteral(": ") + events->topLevelItem(i)->text(3));
        }
        // $150 rent and $50 supplies a week (seed 002, the wizard's laboratory), the second week due on Day 8.
        QCOMPARE(paid, QStringList{QStringLiteral("Mara: Paid $200 (20 GP) from Mara's purse: Rent and supplies: Guild lab.")});
    }
};

QTEST_MAIN(TestAdvanceTimeDialog)
#include "tst_advance_time_dialog.moc"
