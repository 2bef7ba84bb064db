// The Advance Time dialog: the date preview follows the amount and unit, advancing lists the outcomes and
// moves the main window's date, and Edit → Undo gives the campaign back.
#include "TestSupport.h"

#include "campaign/Campaign.h"
#include "main/MainWindow.h"
#include "time/AdvanceTimeDialog.h"

#include <QApplication>
#include <QLabel>
#include <QMenuBar>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include "commands/ChangeHistory.h"

using namespace hk;

class TestAdvanceTimeDialog : public QObject
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

        campaign->undoStack()->undo();
        QCOMPARE(campaign->info().calendarDay, 1);
        campaign->undoStack()->redo();
        QCOMPARE(campaign->info().calendarDay, 57);
    }
};

QTEST_MAIN(TestAdvanceTimeDialog)
#include "tst_advance_time_dialog.moc"
