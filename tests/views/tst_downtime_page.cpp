// The Downtime page in a campaign whose rules have no downtime work (Wizard, 1978, alone): every tab says
// in words why it is empty and which ruleset would bring it, instead of offering buttons that fail. In an
// Advanced Wizard campaign the panels are there, and the Rent dialog offers only what can be rented, saying
// what each lab is for. The Team tab of the characters page shows only with the mass-combat option pack.
#include "TestSupport.h"

#include "campaign/Campaign.h"
#include "characters/CharactersPage.h"
#include "characters/TeamPanel.h"
#include "downtime/DowntimePage.h"
#include "downtime/DowntimePanel.h"
#include "downtime/LabDialogs.h"
#include "StrictTest.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace hk;

class TestDowntimePage : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;

    std::unique_ptr<Campaign> campaign(const QString& name, const QString& ruleset, const QStringList& options = {})
    {
        QString error;
        auto c = Campaign::create(m_dir.filePath(name + QStringLiteral(".hkc")), {name, ruleset, options, 3, 1},
                                  test::registry(), &error);
        if (!c)
            hk::test::setupFailed(error);
        return c;
    }

    static QLabel* noticeOf(DowntimePage& page, const QString& panelId)
    {
        auto* tab = qobject_cast<QStackedWidget*>(page.panel(panelId)->parentWidget());
        return tab ? tab->findChild<QLabel*>(QStringLiteral("unsupported")) : nullptr;
    }

private Q_SLOTS:
    void wizardOnlyCampaignSaysWhy()
    {
        auto wizard = campaign(QStringLiteral("wizard"), QStringLiteral("tft-wizard-1978"));
        QVERIFY(wizard);
        DowntimePage page;
        page.resize(1000, 700);
        page.setCampaign(wizard.get());
        page.show();
        for (const char* id : {"timeline", "labs", "workshop", "alchemy", "research"}) {
            QVERIFY2(page.showPanel(QLatin1String(id)), id);
            QApplication::processEvents();
            QLabel* notice = noticeOf(page, QLatin1String(id));
            QVERIFY2(notice && notice->isVisible(), id);
            QVERIFY2(!page.panel(QLatin1String(id))->isVisible(), id);
            QVERIFY2(notice->text().contains(QLatin1String("is not part of Wizard (The Fantasy Trip, 1978)")), qPrintable(notice->text()));
            QVERIFY2(notice->text().contains(QLatin1String("It comes with Advanced Wizard (The Fantasy Trip, 1980)")), qPrintable(notice->text()));
        }
        auto* tabs = page.findChild<QTabWidget*>(QStringLiteral("downtimeTabs"));
        QVERIFY(tabs->tabToolTip(1).contains(QLatin1String("Advanced Wizard")));
        test::saveShot(&page, QStringLiteral("downtime-wizard-only"));
    }

    void advancedWizardCampaignHasThePanels()
    {
        auto aw = campaign(QStringLiteral("aw"), QStringLiteral("tft-advanced-wizard-1980"));
        QVERIFY(aw);
        DowntimePage page;
        page.setCampaign(aw.get());
        page.show();
        QVERIFY(page.showPanel(QStringLiteral("labs")));
        QApplication::processEvents();
        QVERIFY(page.panel(QStringLiteral("labs"))->isVisible());
        QVERIFY(!noticeOf(page, QStringLiteral("labs"))->isVisible());
    }

    void rentOffersOnlyWhatCanBeRented()
    {
        auto aw = campaign(QStringLiteral("rent"), QStringLiteral("tft-advanced-wizard-1980"));
        QVERIFY(aw);
        AcquireLabDialog rent(*aw, QStringLiteral("rent"));
        auto* type = rent.findChild<QComboBox*>(QStringLiteral("type"));
        QStringList offered;
        for (int i = 0; i < type->count(); ++i)
            offered.append(type->itemData(i).toString());
        // Seed 002: the chest has a price and upkeep but no rent; both labs rent for $150 a week.
        QCOMPARE(offered, (QStringList{QStringLiteral("wizard"), QStringLiteral("chemist")}));
        auto* facts = rent.findChild<QLabel*>(QStringLiteral("facts"));
        QVERIFY2(facts->text().contains(QLatin1String("Good for: casting spells from a book, alchemy, making magic items")), qPrintable(facts->text()));
        type->setCurrentIndex(1);
        QVERIFY2(facts->text().contains(QLatin1String("cannot brew alchemists' (magic) potions")), qPrintable(facts->text()));
        AcquireLabDialog buy(*aw, QStringLiteral("buy"));
        QCOMPARE(buy.findChild<QComboBox*>(QStringLiteral("type"))->count(), 3);
    }

    void teamTabOnlyWithMassCombat()
    {
        auto plain = campaign(QStringLiteral("plain"), QStringLiteral("tft-advanced-wizard-1980"));
        auto mass = campaign(QStringLiteral("mass"), QStringLiteral("tft-advanced-wizard-1980"), {QStringLiteral("mass-combat-miller-2.0")});
        QVERIFY(plain && mass);
        CharactersPage page;
        auto* tabs = page.findChild<QTabWidget*>(QStringLiteral("characterTabs"));
        const int team = tabs->indexOf(page.teamPanel());
        page.setCampaign(plain.get());
        QVERIFY(!tabs->isTabVisible(team));
        page.setCampaign(mass.get());
        QVERIFY(tabs->isTabVisible(team));
        page.setCampaign(nullptr);
    }
};

QTEST_MAIN(TestDowntimePage)
#include "tst_downtime_page.moc"
