// New Campaign on a fresh profile (issue 33): the suggested file lies in a folder the profile may not have yet
// (no Documents); OK makes it and creates the campaign there. When the folder cannot be made, the dialog stays
// open with everything typed and says what to do in words. The window opens what the dialog created.
#include "TestSupport.h"
#include "Unprivileged.h"
#include "../views/DialogAnswer.h"

#include "campaign/Campaign.h"
#include "main/MainWindow.h"
#include "main/NewCampaignDialog.h"
#include "main/Preferences.h"
#include "StrictTest.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace hk;

class TestNewCampaignDialog : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_root;
    QString m_home; // this test function's fresh profile

    static void clickOk(NewCampaignDialog& dialog)
    {
        QPushButton* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QVERIFY(ok->isEnabled());
        QTest::mouseClick(ok, Qt::LeftButton);
    }
    QString documents() const { return m_home + QStringLiteral("/Documents"); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_root.isValid());
        // Settings in a folder of this run's own (QSettings reads it on first use, so before any).
        qputenv("XDG_CONFIG_HOME", m_root.filePath(QStringLiteral("config")).toUtf8());
    }

    void init()
    {
        StrictTest::init();
        QSettings().clear();
        static int n = 0;
        m_home = m_root.filePath(QStringLiteral("home%1").arg(++n));
        QVERIFY(QDir().mkpath(m_home));
        qputenv("HOME", m_home.toUtf8()); // a fresh profile: no Documents folder
    }

    void freshProfileCreatesAtTheDefaultLocation()
    {
        QVERIFY(!QFileInfo::exists(documents()));
        NewCampaignDialog dialog(test::registry());
        const QString expected = documents() + QStringLiteral("/Hexkeeper/my-campaign.hkc");
        QCOMPARE(dialog.path(), expected);
        dialog.show();
        clickOk(dialog);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        std::unique_ptr<Campaign> campaign = dialog.takeCampaign();
        QVERIFY(campaign);
        QCOMPARE(campaign->path(), expected);
        QVERIFY(QFileInfo(expected).isFile());
        QCOMPARE(campaign->info().name, QStringLiteral("My Campaign"));
        QCOMPARE(campaign->info().diceMode, DiceMode::Seeded);
        // The next one is suggested beside it, not over it.
        NewCampaignDialog next(test::registry());
        QCOMPARE(next.path(), documents() + QStringLiteral("/Hexkeeper/my-campaign-2.hkc"));
    }

    void failureKeepsWhatWasTyped_data()
    {
        QTest::addColumn<QString>("blocker");  // a file made where a folder must go; empty: a read-only home
        QTest::addColumn<QString>("expected"); // the start of the message
        QTest::newRow("a file named Documents") << QStringLiteral("Documents")
                                               << QStringLiteral("Hexkeeper could not make the folder");
        QTest::newRow("a file named Hexkeeper") << QStringLiteral("Documents/Hexkeeper")
                                               << QStringLiteral("Hexkeeper could not make the folder");
        QTest::newRow("a read-only home") << QString() << QStringLiteral("Hexkeeper could not make the folder");
    }

    void failureKeepsWhatWasTyped()
    {
        QFETCH(QString, blocker);
        QFETCH(QString, expected);
        const QString blockerPath = blocker.isEmpty() ? QString() : QDir(m_home).filePath(blocker);
        if (blocker.isEmpty()) {
            if (test::runningAsRoot())
                QSKIP("root writes in a read-only folder; the rows with a file in the way cover the failure");
            QVERIFY(QFile::setPermissions(m_home, QFile::ReadOwner | QFile::ExeOwner));
        } else {
            QVERIFY(QDir().mkpath(QFileInfo(blockerPath).absolutePath()));
            QFile file(blockerPath);
            QVERIFY(file.open(QIODevice::WriteOnly));
        }
        NewCampaignDialog dialog(test::registry());
        dialog.show();
        auto* name = dialog.findChild<QLineEdit*>(QStringLiteral("campaignName"));
        auto* dice = dialog.findChild<QComboBox*>(QStringLiteral("diceMode"));
        QVERIFY(name && dice);
        name->setText(QStringLiteral("Vale of Mists"));
        dice->setCurrentIndex(dice->findData(QStringLiteral("table")));
        const QString path = dialog.path();
        clickOk(dialog);

        QVERIFY(dialog.isVisible());
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QVERIFY(!dialog.takeCampaign());
        auto* problemLabel = dialog.findChild<QLabel*>(QStringLiteral("problem"));
        const QString problem = problemLabel->text();
        // As tall as its layout needs at its width, so no line of the message is cut off.
        QVERIFY2(dialog.height() >= dialog.layout()->totalHeightForWidth(dialog.width()),
                 qPrintable(QStringLiteral("the message is cut off: %1 high, %2 needed")
                                .arg(dialog.height()).arg(dialog.layout()->totalHeightForWidth(dialog.width()))));
        QVERIFY2(problem.startsWith(expected), qPrintable(problem));
        QVERIFY2(problem.contains(QStringLiteral("Browse")), qPrintable(problem)); // says what to do
        QVERIFY2(!problem.contains(QStringLiteral("unable to open database")), qPrintable(problem));
        QCOMPARE(name->text(), QStringLiteral("Vale of Mists"));
        QCOMPARE(dice->currentData().toString(), QStringLiteral("table"));
        QCOMPARE(dialog.path(), path);
        // For a human to look at: the message as the GM reads it.
        QVERIFY(dialog.grab().save(QStringLiteral(HK_BINARY_DIR "/screenshot-new-campaign-failure.png")));

        // Once the way is clear, the same OK creates the campaign as typed.
        if (blocker.isEmpty())
            QVERIFY(QFile::setPermissions(m_home, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
        else
            QVERIFY(QFile::remove(blockerPath));
        clickOk(dialog);
        std::unique_ptr<Campaign> campaign = dialog.takeCampaign();
        QVERIFY(campaign);
        QCOMPARE(campaign->info().name, QStringLiteral("Vale of Mists"));
        QCOMPARE(campaign->info().diceMode, DiceMode::Table);
    }

    void preferencesChooseFolderAndDice()
    {
        Preferences preferences;
        preferences.campaignFolder = m_home + QStringLiteral("/Games/Campaigns");
        preferences.diceMode = Preferences::DiceMode::Table;
        preferences.save();
        NewCampaignDialog dialog(test::registry());
        QCOMPARE(dialog.path(), m_home + QStringLiteral("/Games/Campaigns/my-campaign.hkc"));
        QCOMPARE(dialog.spec().diceMode, DiceMode::Table);
        dialog.show();
        clickOk(dialog);
        std::unique_ptr<Campaign> campaign = dialog.takeCampaign();
        QVERIFY(campaign);
        QCOMPARE(campaign->info().diceMode, DiceMode::Table);
    }

    // What a new GM does: File > New Campaign…, OK, and the window is on the new campaign.
    void windowOpensTheNewCampaign()
    {
        MainWindow window(test::registry());
        window.setInteractive(false);
        window.show();
        QAction* action = nullptr;
        for (QAction* menu : window.menuBar()->actions()) {
            for (QAction* a : menu->menu()->actions()) {
                if (a->text().remove(QLatin1Char('&')) == QStringLiteral("New Campaign…"))
                    action = a;
            }
        }
        QVERIFY(action);
        bool answered = false;
        test::whenDialogOpens<NewCampaignDialog>([](NewCampaignDialog* d) { clickOk(*d); }, &answered);
        action->trigger();
        QVERIFY(answered);
        QVERIFY(window.campaign());
        QCOMPARE(window.campaign()->path(), documents() + QStringLiteral("/Hexkeeper/my-campaign.hkc"));
    }
};

QTEST_MAIN(TestNewCampaignDialog)
#include "tst_new_campaign_dialog.moc"
