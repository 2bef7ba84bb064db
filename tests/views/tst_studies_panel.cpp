// The learning panel and dialog: the dialog lists only spells the character could learn, shows the plan
// and what forbids it, and starts the study; the panel lists it, cancels it, and follows undo.
#include "TestSupport.h"

#include "campaign/Campaign.h"
#include "characters/LearnSpellDialog.h"
#include "characters/Roster.h"
#include "characters/StudiesPanel.h"
#include "treasury/Treasury.h"
#include "models/ActivityModel.h"

#include <QDialogButtonBox>
#include <QListWidget>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include "commands/ChangeHistory.h"
#include "StrictTest.h"

using namespace hk;

class TestStudiesPanel : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void learnAndCancel()
    {
        QString error;
        auto campaign = Campaign::create(m_dir.filePath(QStringLiteral("s.hkc")),
                                         {QStringLiteral("Studies"), QStringLiteral("tft-advanced-wizard-1980"), {}, 3, 1},
                                         test::registry(), &error);
        QVERIFY2(campaign, qPrintable(error));
        Character mara;
        mara.name = QStringLiteral("Mara");
        mara.race = QStringLiteral("human");
        mara.st = 8;
        mara.dx = 12;
        mara.iq = 12;
        mara.spells = {QStringLiteral("staff"), QStringLiteral("light")};
        qint64 id = 0;
        QVERIFY2(Roster(*campaign).add(mara, &id, &error), qPrintable(error));

        QVERIFY2(Treasury(*campaign).change(id, 5000, {}, QStringLiteral("Savings"), &error), qPrintable(error));
        StudiesPanel panel;
        panel.setCampaign(campaign.get());
        panel.setCharacter(id);
        QCOMPARE(panel.model()->rowCount(), 0);

        LearnSpellDialog dialog(*campaign, id);
        auto* spells = dialog.findChild<QListWidget*>(QStringLiteral("learnableSpells"));
        QVERIFY(spells->count() > 10);
        for (int i = 0; i < spells->count(); ++i) {
            const QString spell = spells->item(i)->data(Qt::UserRole).toString();
            QVERIFY(spell != QLatin1String("light"));            // already known
            QVERIFY(spell != QLatin1String("control-person"));   // IQ 14
        }
        dialog.choose(QStringLiteral("fireball"), QStringLiteral("apprenticeship"));
        QVERIFY(!dialog.canStart() || dialog.planText().contains(QLatin1String("112 day")));
        dialog.choose(QStringLiteral("fireball"), QStringLiteral("study"));
        QVERIFY2(dialog.planText().contains(QLatin1String("24 week")), qPrintable(dialog.planText()));
        QVERIFY(dialog.canStart());
        dialog.choose(QStringLiteral("fireball"), QStringLiteral("guild-instruction"));
        QVERIFY2(dialog.planText().contains(QLatin1String("360 GP")), qPrintable(dialog.planText()));
        test::saveShot(&dialog, QStringLiteral("learn-spell"));
        dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(panel.model()->rowCount(), 1);
        QVERIFY(panel.model()->index(0, ActivityModel::Title).data().toString().contains(QLatin1String("Fireball")));

        // A second full-time study is refused before it starts.
        LearnSpellDialog second(*campaign, id);
        second.choose(QStringLiteral("trip"), QStringLiteral("study"));
        QVERIFY(!second.canStart());
        QVERIFY(second.planText().contains(QLatin1String("full time")));

        auto* table = panel.findChild<QTableView*>(QStringLiteral("studies"));
        table->selectRow(0);
        auto* cancel = panel.findChild<QPushButton*>(QStringLiteral("cancelStudy"));
        QVERIFY(cancel->isEnabled());
        cancel->click();
        QCOMPARE(panel.model()->index(0, ActivityModel::Status).data().toString(), QStringLiteral("cancelled"));
        QVERIFY(campaign->undo());
        QCOMPARE(panel.model()->index(0, ActivityModel::Status).data().toString(), QStringLiteral("under way"));
        test::saveShot(&panel, QStringLiteral("studies"));
    }
};

QTEST_MAIN(TestStudiesPanel)
#include "tst_studies_panel.moc"
