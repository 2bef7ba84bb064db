// The treasury page end to end: money is added to the party purse and moved to a character through the
// money dialog (the purse list and the ledger follow), a payment larger than the purse is refused inside
// the dialog with the treasury's words and changes nothing, and undo brings the balances back.
#include "TestSupport.h"

#include "campaign/Campaign.h"
#include "characters/Roster.h"
#include "models/MoneyLedgerModel.h"
#include "treasury/MoneyDialog.h"
#include "treasury/Treasury.h"
#include "treasury/TreasuryPage.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include "commands/ChangeHistory.h"
#include "StrictTest.h"

using namespace hk;

class TestTreasuryPage : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;

    template<typename T>
    static T* child(QObject* parent, const char* name)
    {
        T* w = parent->findChild<T*>(QLatin1String(name));
        if (!w)
            hk::test::setupFailed(QString::asprintf("no child %s", name));
        return w;
    }

    // Purse id → balance shown in the list (the list's own data, plus the text it shows).
    static QMap<qint64, QString> shownBalances(TreasuryPage& page)
    {
        QMap<qint64, QString> out;
        auto* list = child<QTreeWidget>(&page, "purses");
        for (int i = 0; i < list->topLevelItemCount(); ++i)
            out.insert(list->topLevelItem(i)->data(0, Qt::UserRole).toLongLong(), list->topLevelItem(i)->text(1));
        return out;
    }

    static QStringList ledgerRow(const MoneyLedgerModel* model, int row)
    {
        QStringList out;
        for (int c = 0; c < MoneyLedgerModel::ColumnCount; ++c)
            out.append(model->index(row, c).data().toString());
        return out;
    }

    static MoneyDialog* openDialog(TreasuryPage& page, const char* button)
    {
        child<QPushButton>(&page, button)->click();
        MoneyDialog* dialog = page.dialog();
        if (!dialog || !dialog->isVisible())
            hk::test::setupFailed(QString::asprintf("%s opened no dialog", button));
        return dialog;
    }

private Q_SLOTS:
    void addTransferRefuseUndo()
    {
        QString error;
        auto campaign = Campaign::create(m_dir.filePath(QStringLiteral("t.hkc")),
                                         {QStringLiteral("Treasury"), QStringLiteral("tft-advanced-wizard-1980"), {}, 3, 1},
                                         test::registry(), &error);
        QVERIFY2(campaign, qPrintable(error));
        TreasuryPage page;
        page.resize(1090, 700);
        page.setCampaign(campaign.get());
        page.show();

        Character mara;
        mara.name = QStringLiteral("Mara");
        mara.race = QStringLiteral("human");
        mara.st = 10;
        mara.dx = 12;
        mara.iq = 10;
        mara.spells = {QStringLiteral("staff"), QStringLiteral("light")};
        qint64 id = 0;
        QVERIFY2(Roster(*campaign).add(mara, &id, &error), qPrintable(error));
        QCOMPARE(shownBalances(page).keys(), (QList<qint64>{0, id})); // the new character's purse appears
        QCOMPARE(page.currentPurse(), qint64(0));
        QCOMPARE(page.model()->rowCount(), 0);
        QVERIFY(child<QLabel>(&page, "emptyLedger")->isVisible());
        QVERIFY(!child<QPushButton>(&page, "payOut")->isEnabled()); // nothing to pay out of yet

        // $500 into the party purse; the reason is required.
        MoneyDialog* add = openDialog(page, "addMoney");
        QVERIFY(add);
        QCOMPARE(add->mode(), MoneyDialog::AddMoney);
        auto* ok = child<QPushButton>(add, "ok");
        child<QSpinBox>(add, "dollars")->setValue(500);
        QCOMPARE(child<QDoubleSpinBox>(add, "gold")->value(), 50.0);
        QVERIFY(!ok->isEnabled());
        child<QLineEdit>(add, "reason")->setText(QStringLiteral("Loot from the barrow"));
        QVERIFY(ok->isEnabled());
        ok->click();
        QVERIFY(!add->isVisible());
        QCOMPARE(shownBalances(page).value(0), Treasury::format(500));
        QCOMPARE(child<QLabel>(&page, "balance")->text(), Treasury::format(500));
        QCOMPARE(page.model()->rowCount(), 1);
        QVERIFY(!child<QLabel>(&page, "emptyLedger")->isVisible());
        QCOMPARE(ledgerRow(page.model(), 0).mid(1),
                 (QStringList{QStringLiteral("Deposit"), QStringLiteral("+$500"), QStringLiteral("Loot from the barrow"),
                              Treasury::format(500)}));

        // $200 to Mara, typed as 20 GP.
        MoneyDialog* transfer = openDialog(page, "transfer");
        QVERIFY(transfer);
        QCOMPARE(transfer->mode(), MoneyDialog::Transfer);
        child<QDoubleSpinBox>(transfer, "gold")->setValue(20);
        QCOMPARE(transfer->amount(), 200);
        QVERIFY(transfer->setTarget(id));
        transfer->setReason(QStringLiteral("Her share"));
        child<QPushButton>(transfer, "ok")->click();
        QVERIFY2(!transfer->isVisible(), qPrintable(transfer->errorText()));
        QCOMPARE(shownBalances(page), (QMap<qint64, QString>{{0, Treasury::format(300)}, {id, Treasury::format(200)}}));
        QCOMPARE(page.currentPurse(), qint64(0)); // the selection stays on the party purse
        QCOMPARE(page.model()->rowCount(), 2);
        const QStringList out = ledgerRow(page.model(), 1);
        QCOMPARE(out.mid(1, 2), (QStringList{QStringLiteral("Transfer out"), QStringLiteral("−$200")}));
        QVERIFY2(out.at(MoneyLedgerModel::Reason).startsWith(QStringLiteral("Her share")), qPrintable(out.join(u'|')));
        QCOMPARE(out.at(MoneyLedgerModel::Balance), Treasury::format(300));

        // Mara cannot pay $1,000 out of $200: the dialog says why, stays open, and nothing changes.
        QVERIFY(page.selectPurse(id));
        QCOMPARE(page.model()->rowCount(), 1);
        QCOMPARE(ledgerRow(page.model(), 0).mid(1, 2), (QStringList{QStringLiteral("Transfer in"), QStringLiteral("+$200")}));
        const int steps = campaign->undoStack()->count();
        MoneyDialog* pay = openDialog(page, "payOut");
        QVERIFY(pay);
        pay->setAmount(1000);
        pay->setReason(QStringLiteral("A warhorse"));
        child<QComboBox>(pay, "kind")->setCurrentIndex(1); // purchase
        QCOMPARE(pay->kind(), QStringLiteral("purchase"));
        child<QPushButton>(pay, "ok")->click();
        QVERIFY(pay->isVisible());
        QVERIFY(!pay->errorText().isEmpty());
        QVERIFY(child<QLabel>(pay, "error")->isVisibleTo(pay));
        QCOMPARE(campaign->undoStack()->count(), steps);
        QCOMPARE(Treasury(*campaign).balance(id, &error), 200);
        QCOMPARE(shownBalances(page), (QMap<qint64, QString>{{0, Treasury::format(300)}, {id, Treasury::format(200)}}));
        test::saveShot(pay, QStringLiteral("treasury-refused"));
        pay->reject();

        // Undo the transfer: both purses return, the selection stays on Mara.
        QVERIFY(campaign->undo());
        QCOMPARE(shownBalances(page), (QMap<qint64, QString>{{0, Treasury::format(500)}, {id, Treasury::format(0)}}));
        QCOMPARE(page.currentPurse(), id);
        QCOMPARE(page.model()->rowCount(), 0);
        QCOMPARE(child<QLabel>(&page, "balance")->text(), Treasury::format(0));
        QVERIFY(campaign->redo());
        QCOMPARE(shownBalances(page).value(id), Treasury::format(200));
        QCOMPARE(page.model()->rowCount(), 1);
        test::saveShot(&page, QStringLiteral("treasury"));
    }
};

QTEST_MAIN(TestTreasuryPage)
#include "tst_treasury_page.moc"
