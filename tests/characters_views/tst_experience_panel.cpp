// The experience panel and the award dialog: raise buttons follow the unspent EP (disabled with the reason
// when short), a raise is one undoable step that the ledger and the chart show at once; the award dialog
// ticks characters and parties, proposes the Wizard combat award, and awards all ticked in one step.
#include "CampaignTestSupport.h"

#include "campaign/Campaign.h"
#include "characters/AwardXpDialog.h"
#include "characters/BuyWithXpDialog.h"
#include <QCheckBox>
#include <QSortFilterProxyModel>
#include "characters/Experience.h"
#include "characters/ExperiencePanel.h"
#include "characters/Roster.h"
#include "time/AdvanceTime.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QStackedWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>
#include "commands/ChangeHistory.h"
#include "StrictTest.h"

using namespace hk;

namespace {


Character fetch(Campaign& campaign, qint64 id)
{
    Character c;
    QString error;
    if (!Roster(campaign).find(id, &c, &error))
        hk::test::setupFailed(error);
    return c;
}

} // namespace

class TestExperiencePanel : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("Experience")};

    std::unique_ptr<Campaign> newCampaign() { return m_campaigns.create(10); }

private Q_SLOTS:
    void emptyStateSaysSo()
    {
        ExperiencePanel panel;
        auto* stack = panel.findChild<QStackedWidget*>();
        QVERIFY(stack);
        QCOMPARE(stack->currentWidget()->objectName(), QStringLiteral("emptyState"));
        QVERIFY(!qobject_cast<QLabel*>(stack->currentWidget())->text().isEmpty());
    }

    void raiseSpendsAndUndoes()
    {
        auto campaign = newCampaign();
        QVERIFY(campaign);
        Roster roster(*campaign);
        qint64 id = 0;
        QString error;
        QVERIFY2(roster.add(test::legalWizard(QStringLiteral("Krait")), &id, &error), qPrintable(error));

        ExperiencePanel panel;
        panel.resize(1100, 760);
        panel.setCampaign(campaign.get());
        panel.setCharacter(id);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));

        auto* raiseSt = panel.findChild<QPushButton*>(QStringLiteral("raiseSt"));
        auto* raiseIq = panel.findChild<QPushButton*>(QStringLiteral("raiseIq"));
        auto* ledger = panel.findChild<QTableView*>(QStringLiteral("ledger"));
        auto* chart = panel.findChild<QChartView*>(QStringLiteral("chart"));
        auto* unspent = panel.findChild<QLabel*>(QStringLiteral("unspent"));
        QVERIFY(raiseSt && raiseIq && ledger && chart && unspent);
        QVERIFY(!raiseSt->isEnabled());
        QVERIFY(raiseSt->text().contains(QStringLiteral("100")));
        QVERIFY2(raiseSt->toolTip().contains(QStringLiteral("100 EP")), qPrintable(raiseSt->toolTip()));
        QCOMPARE(ledger->model()->rowCount(), 1);

        QVERIFY2(roster.awardXp({id}, 150, QStringLiteral("Goblins at the ford"), &error), qPrintable(error));
        QVERIFY(raiseSt->isEnabled());
        QVERIFY(raiseIq->isEnabled());
        QVERIFY(unspent->text().contains(QStringLiteral("150")));
        QCOMPARE(ledger->model()->rowCount(), 2);
        // A week passes before the raise, so the chart spans campaign days 10 to 17.
        AdvanceResult advanced;
        QVERIFY2(AdvanceTime(*campaign).advance(7, &advanced, &error), qPrintable(error));
        QVERIFY(raiseSt->isEnabled());

        const int steps = campaign->undoStack()->count();
        QTest::mouseClick(raiseSt, Qt::LeftButton);
        Character after = fetch(*campaign, id);
        QCOMPARE(after.st, 11);
        QCOMPARE(after.experience, 50);
        QCOMPARE(campaign->undoStack()->count(), steps + 1);
        QCOMPARE(ledger->model()->rowCount(), 3);
        QVERIFY(unspent->text().contains(QStringLiteral("50")));
        QVERIFY(!raiseSt->isEnabled()); // 50 EP left: not enough for another point
        QVERIFY(!raiseIq->toolTip().isEmpty());

        // Attributes and EP on separate panels over the same days (a shared pair of axes put EP under ST).
        const QList<QAbstractSeries*> series = chart->chart()->series();
        QCOMPARE(series.size(), 3);
        auto* epChart = panel.findChild<QChartView*>(QStringLiteral("epChart"));
        QVERIFY(epChart);
        QCOMPARE(epChart->chart()->series().size(), 1);
        for (QAbstractSeries* s : series + epChart->chart()->series()) {
            auto* line = qobject_cast<QLineSeries*>(s);
            QVERIFY(line);
            QVERIFY(line->count() >= 1);
            QCOMPARE(line->attachedAxes().size(), 2);
        }
        auto* st = qobject_cast<QLineSeries*>(series.at(0));
        QCOMPARE(st->at(st->count() - 1).y(), 11.0);
        auto* ep = qobject_cast<QLineSeries*>(epChart->chart()->series().at(0));
        QCOMPARE(ep->at(ep->count() - 1).y(), 50.0);
        // Days 10 to 17 span at least four weeks on screen, and the panels share them.
        auto* days = qobject_cast<QValueAxis*>(chart->chart()->axes(Qt::Horizontal).value(0));
        auto* epDays = qobject_cast<QValueAxis*>(epChart->chart()->axes(Qt::Horizontal).value(0));
        QVERIFY(days->max() - days->min() >= 28);
        QCOMPARE(epDays->max(), days->max());
        // In the window's colours.
        QCOMPARE(chart->chart()->backgroundBrush().color(), panel.palette().color(QPalette::Base));
        QCOMPARE(st->at(st->count() - 1).x(), 17.0);
        QTest::qWait(50); // let the layouts settle before the picture
        test::saveShot(&panel, QStringLiteral("experience-panel"));

        QVERIFY(campaign->undo());
        Character back = fetch(*campaign, id);
        QCOMPARE(back.st, 10);
        QCOMPARE(back.experience, 150);
        QCOMPARE(ledger->model()->rowCount(), 2);
        QVERIFY(raiseSt->isEnabled());
        QCOMPARE(qobject_cast<QLineSeries*>(chart->chart()->series().at(0))->at(0).y(), 10.0);

        panel.setCharacter(0);
        QCOMPARE(panel.findChild<QStackedWidget*>()->currentWidget()->objectName(), QStringLiteral("emptyState"));
    }

    // Warrior & Wizard (004 l.1986–2021): the award dialog offers the award table's events, and the panel's
    // Buy dialog prices skills, spells and bonuses and buys one in an undoable step.
    void warriorAndWizardAwardsAndPurchases()
    {
        auto campaign = m_campaigns.create(10, {}, QStringLiteral("warrior-and-wizard-0.10"));
        QVERIFY(campaign);
        const Character bren = test::wwWarrior(QStringLiteral("Bren"), 10, 12, 10,
                                               {QStringLiteral("literacy"), QStringLiteral("boating"), QStringLiteral("will"),
                                                QStringLiteral("swords"), QStringLiteral("running"), QStringLiteral("farming"),
                                                QStringLiteral("sailor")});
        qint64 id = 0;
        QString error;
        QVERIFY2(Roster(*campaign).add(bren, &id, &error), qPrintable(error));

        AwardXpDialog award(*campaign, {id});
        auto* eventsMode = award.findChild<QRadioButton*>(QStringLiteral("eventsMode"));
        auto* combatMode = award.findChild<QRadioButton*>(QStringLiteral("combatMode"));
        auto* fought = award.findChild<QCheckBox*>(QStringLiteral("event-fought"));
        auto* won = award.findChild<QCheckBox*>(QStringLiteral("event-won"));
        QVERIFY(eventsMode && combatMode && fought && won);
        QVERIFY(!eventsMode->isHidden());
        QVERIFY(combatMode->isHidden()); // W&W awards by event, not by kind of fight
        eventsMode->setChecked(true);
        fought->setChecked(true);
        won->setChecked(true);
        QCOMPARE(award.amount(), 2);
        QVERIFY(award.findChild<QLineEdit*>(QStringLiteral("reason"))->text().contains(QStringLiteral("Won the fight")));
        award.resize(award.sizeHint());
        award.show();
        QVERIFY(QTest::qWaitForWindowExposed(&award));
        test::saveShot(&award, QStringLiteral("award-xp-dialog-ww"));
        award.accept();
        QCOMPARE(fetch(*campaign, id).experience, 2);
        QVERIFY2(Roster(*campaign).awardXp({id}, 98, QStringLiteral("Training"), &error), qPrintable(error));

        ExperiencePanel panel;
        panel.setCampaign(campaign.get());
        panel.setCharacter(id);
        QVERIFY(!panel.findChild<QPushButton*>(QStringLiteral("buyWithXp"))->isHidden());

        BuyWithXpDialog buy(*campaign, id);
        auto* search = buy.findChild<QLineEdit*>(QStringLiteral("search"));
        auto* table = buy.findChild<QTableView*>(QStringLiteral("offers"));
        auto* button = buy.findChild<QPushButton*>(QStringLiteral("buy"));
        QVERIFY(search && table && button);
        QVERIFY(!button->isEnabled()); // nothing chosen
        search->setText(QStringLiteral("Acrobatics"));
        QCOMPARE(table->model()->rowCount(), 1);
        table->selectRow(0);
        QVERIFY(button->isEnabled());
        QCOMPARE(table->model()->index(0, 2).data().toString(), QStringLiteral("54")); // (20 − DEX 12 + 10) × 3
        buy.resize(760, 480);
        buy.show();
        QVERIFY(QTest::qWaitForWindowExposed(&buy));
        test::saveShot(&buy, QStringLiteral("buy-with-xp-dialog"));
        const int steps = campaign->undoStack()->count();
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(campaign->undoStack()->count(), steps + 1);
        QCOMPARE(fetch(*campaign, id).experience, 100 - 54);
        QVERIFY(fetch(*campaign, id).skillsBought.contains(QStringLiteral("acrobatics")));
        // A spell now costs more than is left: the row says so and Buy stays off.
        search->setText(QStringLiteral("Blur"));
        table->selectRow(0);
        QVERIFY(!button->isEnabled());
        QVERIFY(campaign->undo());
        QVERIFY(!fetch(*campaign, id).skills.contains(QStringLiteral("acrobatics")));
    }

    void awardDialogCombatAwardInOneStep()
    {
        auto campaign = newCampaign();
        QVERIFY(campaign);
        Roster roster(*campaign);
        QList<qint64> ids;
        QString error;
        QVERIFY2(roster.addAll({test::legalWizard(QStringLiteral("Aldric"), QStringLiteral("Ford")),
                                test::legalWizard(QStringLiteral("Mirelle"), QStringLiteral("Ford")), test::legalWizard(QStringLiteral("Yzor"))},
                               &ids, &error),
                 qPrintable(error));

        AwardXpDialog dialog(*campaign, {ids.at(0)});
        auto* list = dialog.findChild<QListWidget*>(QStringLiteral("characters"));
        auto* party = dialog.findChild<QComboBox*>(QStringLiteral("party"));
        auto* combatMode = dialog.findChild<QRadioButton*>(QStringLiteral("combatMode"));
        auto* kind = dialog.findChild<QComboBox*>(QStringLiteral("combatKind"));
        auto* outcome = dialog.findChild<QComboBox*>(QStringLiteral("outcome"));
        auto* proposed = dialog.findChild<QLabel*>(QStringLiteral("proposed"));
        auto* explanation = dialog.findChild<QLabel*>(QStringLiteral("explanation"));
        auto* reason = dialog.findChild<QLineEdit*>(QStringLiteral("reason"));
        auto* buttons = dialog.findChild<QDialogButtonBox*>();
        QVERIFY(list && party && combatMode && kind && outcome && proposed && explanation && reason && buttons);
        QPushButton* ok = buttons->button(QDialogButtonBox::Ok);
        QCOMPARE(list->count(), 3);
        QCOMPARE(dialog.checkedIds(), QList<qint64>{ids.at(0)});

        // The party shortcut ticks both members of "Ford" and leaves Yzor alone.
        const int ford = party->findData(QStringLiteral("Ford"));
        QVERIFY(ford > 0);
        Q_EMIT party->activated(ford);
        QCOMPARE(dialog.checkedIds(), (QList<qint64>{ids.at(0), ids.at(1)}));

        combatMode->setChecked(true);
        kind->setCurrentIndex(kind->findData(int(CombatKind::Arena)));
        outcome->setCurrentIndex(outcome->findData(int(FightOutcome::Winner)));
        QCOMPARE(dialog.amount(), 30);
        QVERIFY(proposed->text().contains(QStringLiteral("30")));
        QVERIFY(!explanation->text().isEmpty());
        QVERIFY(!ok->isEnabled()); // no reason yet
        QVERIFY(!ok->toolTip().isEmpty());
        reason->setText(QStringLiteral("Won the arena bout"));
        QVERIFY(ok->isEnabled());
        dialog.resize(dialog.sizeHint());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTest::qWait(50);
        test::saveShot(&dialog, QStringLiteral("award-xp-dialog"));

        const int steps = campaign->undoStack()->count();
        QTest::mouseClick(ok, Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(campaign->undoStack()->count(), steps + 1);
        QCOMPARE(fetch(*campaign, ids.at(0)).experience, 30);
        QCOMPARE(fetch(*campaign, ids.at(1)).experience, 30);
        QCOMPARE(fetch(*campaign, ids.at(2)).experience, 0);
        QVERIFY(campaign->undo());
        QCOMPARE(fetch(*campaign, ids.at(0)).experience, 0);
        QCOMPARE(fetch(*campaign, ids.at(1)).experience, 0);
    }
};

QTEST_MAIN(TestExperiencePanel)
#include "tst_experience_panel.moc"
