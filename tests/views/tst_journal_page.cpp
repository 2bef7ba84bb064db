// The journal page: filters by kind, subject and text; unticking "Show GM-only entries" hides secrets
// from the table and from the filter lists; the page follows new events and advances of time. A journal
// longer than a page is read a page at a time as the table scrolls, in order, with the filters applied.
#include "CampaignTestSupport.h"

#include "campaign/Campaign.h"
#include "campaign/EventKinds.h"
#include "journal/JournalPage.h"
#include "models/EventLogModel.h"
#include "time/AdvanceTime.h"
#include "StrictTest.h"

#include <QComboBox>
#include <QLabel>
#include <QStackedWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace hk;

class TestJournalPage : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;

    static QStringList items(QComboBox* box)
    {
        QStringList out;
        for (int i = 1; i < box->count(); ++i)
            out.append(box->itemText(i));
        return out;
    }

    static QStringList messages(const EventLogModel* model)
    {
        QStringList out;
        for (int r = 0; r < model->rowCount(); ++r)
            out.append(model->index(r, EventLogModel::Message).data().toString());
        return out;
    }

private Q_SLOTS:
    void filtersAndHidesSecrets()
    {
        QString error;
        auto campaign = Campaign::create(m_dir.filePath(QStringLiteral("j.hkc")),
                                         {QStringLiteral("Journal"), QStringLiteral("tft-advanced-wizard-1980"), {}, 3, 1},
                                         test::registry(), &error);
        QVERIFY2(campaign, qPrintable(error));
        JournalPage page;
        page.setCampaign(campaign.get());
        const int start = page.model()->rowCount();
        QVERIFY(test::logEvent(*campaign, QStringLiteral("workshop"), QStringLiteral("Aldric"), QStringLiteral("Week 2 of the wand made"), false, &error));
        QVERIFY(test::logEvent(*campaign, QStringLiteral("alchemy"), QStringLiteral("Mirelle"), QStringLiteral("Batch of healing brewed"), false, &error));
        QVERIFY(test::logEvent(*campaign, QStringLiteral("alchemy"), QStringLiteral("Mirelle"), QStringLiteral("The batch is faulty"), true, &error));
        QVERIFY(test::logEvent(*campaign, QStringLiteral("secret"), QStringLiteral("Shadow"), QStringLiteral("Hidden watcher"), true, &error));
        QCOMPARE(page.model()->rowCount(), start + 4);

        auto* kinds = page.findChild<QComboBox*>(QStringLiteral("kindFilter"));
        auto* subjects = page.findChild<QComboBox*>(QStringLiteral("subjectFilter"));
        // The kinds in words (one name for each, the journal's table the same), filtered by their keys.
        QVERIFY(items(kinds).contains(QStringLiteral("Secret")));
        QVERIFY(items(kinds).contains(QStringLiteral("Workshop")) && items(kinds).contains(QStringLiteral("Alchemy")));
        QCOMPARE(kinds->itemData(kinds->findText(QStringLiteral("Workshop"))).toString(), QStringLiteral("workshop"));
        QCOMPARE(page.model()->index(0, EventLogModel::Kind).data().toString(), QStringLiteral("Secret"));
        QCOMPARE(EventKinds::name(QStringLiteral("item-search")), QStringLiteral("Item search"));
        QCOMPARE(EventKinds::name(QStringLiteral("lab")), QStringLiteral("Laboratory"));
        // The campaign's own creation event is about the campaign ("Journal").
        QCOMPARE(items(subjects), (QStringList{QStringLiteral("Aldric"), QStringLiteral("Journal"), QStringLiteral("Mirelle"),
                                               QStringLiteral("Shadow")}));

        page.setKind(QStringLiteral("alchemy"));
        QCOMPARE(page.model()->rowCount(), 2);
        QVERIFY(page.model()->index(0, 0).data(EventLogModel::GmOnlyRole).toBool());
        page.setShowGmOnly(false);
        QCOMPARE(messages(page.model()), QStringList{QStringLiteral("Batch of healing brewed")});
        QVERIFY(!items(kinds).contains(QStringLiteral("Secret")));
        QVERIFY(!items(subjects).contains(QStringLiteral("Shadow")));
        QCOMPARE(kinds->currentData().toString(), QStringLiteral("alchemy")); // the choice survives

        page.setKind(QString());
        page.setSubject(QStringLiteral("Aldric"));
        QCOMPARE(messages(page.model()), QStringList{QStringLiteral("Week 2 of the wand made")});
        page.setSubject(QString());
        page.setSearchText(QStringLiteral("HEALING"));
        QCOMPARE(messages(page.model()), QStringList{QStringLiteral("Batch of healing brewed")});
        page.setSearchText(QString());
        page.setShowGmOnly(true);

        const int before = page.model()->rowCount();
        AdvanceResult result;
        QVERIFY2(AdvanceTime(*campaign).advance(7, &result, &error), qPrintable(error));
        QCOMPARE(page.model()->rowCount(), before + 1);
        test::saveShot(&page, QStringLiteral("journal"));
    }

    void readsAPageAtATimeAsItScrolls()
    {
        QString error;
        auto campaign = Campaign::create(m_dir.filePath(QStringLiteral("long.hkc")),
                                         {QStringLiteral("Long"), QStringLiteral("tft-advanced-wizard-1980"), {}, 3, 1},
                                         test::registry(), &error);
        QVERIFY2(campaign, qPrintable(error));
        // 35 entries, every third one a secret; newest first is Entry 35 down to Entry 1.
        QStringList all, open;
        for (int i = 1; i <= 35; ++i) {
            const QString message = QStringLiteral("Entry %1").arg(i);
            QVERIFY(test::logEvent(*campaign, QStringLiteral("note"), QStringLiteral("Scribe"), message, i % 3 == 0, &error));
            all.prepend(message);
            if (i % 3 != 0)
                open.prepend(message);
        }
        JournalPage page;
        page.model()->setPageSize(10);
        page.resize(900, 400);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.setCampaign(campaign.get());
        page.setKind(QStringLiteral("note"));
        EventLogModel* model = page.model();
        auto* table = page.findChild<QTableView*>(QStringLiteral("journal"));
        QVERIFY(table);
        const auto scrollToEnd = [&] {
            for (int i = 0; i < 20 && model->canFetchMore({}); ++i) {
                table->scrollToBottom();
                QCoreApplication::processEvents();
            }
        };

        // Only the first page is read at first, and the count still says how many there are.
        QCOMPARE(model->rowCount(), 10);
        QVERIFY(model->canFetchMore({}));
        QCOMPARE(messages(model), all.mid(0, 10));
        QVERIFY(page.findChildren<QLabel*>().last()->text().contains(QLatin1String("35")));

        // Scrolling to the end reads the rest, in order.
        scrollToEnd();
        QVERIFY(!model->canFetchMore({}));
        QCOMPARE(messages(model), all);

        // As the players may see it: no secret on any page.
        page.setShowGmOnly(false);
        QCOMPARE(model->rowCount(), 10);
        scrollToEnd();
        QCOMPARE(messages(model), open);
        for (int r = 0; r < model->rowCount(); ++r)
            QVERIFY(!model->index(r, 0).data(EventLogModel::GmOnlyRole).toBool());

        // A search narrows every page, not only the first.
        page.setSearchText(QStringLiteral("Entry 1"));
        scrollToEnd();
        QCOMPARE(messages(model), (QStringList{QStringLiteral("Entry 19"), QStringLiteral("Entry 17"), QStringLiteral("Entry 16"),
                                               QStringLiteral("Entry 14"), QStringLiteral("Entry 13"), QStringLiteral("Entry 11"),
                                               QStringLiteral("Entry 10"), QStringLiteral("Entry 1")}));

        // A new entry starts the list again from the newest.
        page.setSearchText(QString());
        scrollToEnd();
        QVERIFY(test::logEvent(*campaign, QStringLiteral("note"), QStringLiteral("Scribe"), QStringLiteral("Entry 36"), false, &error));
        QCOMPARE(model->rowCount(), 10);
        QCOMPARE(model->index(0, EventLogModel::Message).data().toString(), QStringLiteral("Entry 36"));
        scrollToEnd();
        QCOMPARE(model->rowCount(), int(open.size()) + 1);
    }

    // A journal page put away behind another page reads its kind and subject lists when it is shown again.
    void hiddenPageReadsItsListsWhenShown()
    {
        QString error;
        auto campaign = Campaign::create(m_dir.filePath(QStringLiteral("hidden.hkc")),
                                         {QStringLiteral("Hidden"), QStringLiteral("tft-advanced-wizard-1980"), {}, 3, 1},
                                         test::registry(), &error);
        QVERIFY2(campaign, qPrintable(error));
        QStackedWidget stack;
        auto* other = new QWidget(&stack);
        auto* page = new JournalPage(&stack);
        stack.addWidget(other);
        stack.addWidget(page);
        stack.resize(900, 400);
        stack.show();
        QVERIFY(QTest::qWaitForWindowExposed(&stack));
        page->setCampaign(campaign.get());
        auto* kinds = page->findChild<QComboBox*>(QStringLiteral("kindFilter"));
        QVERIFY(!items(kinds).contains(QStringLiteral("Brewing")));
        QVERIFY(test::logEvent(*campaign, QStringLiteral("brewing"), QStringLiteral("Sefa"), QStringLiteral("A batch begun"), false, &error));
        QVERIFY(!items(kinds).contains(QStringLiteral("Brewing"))); // put away: not read yet
        QCOMPARE(page->model()->index(0, EventLogModel::Message).data().toString(), QStringLiteral("A batch begun"));
        stack.setCurrentWidget(page);
        QVERIFY(items(kinds).contains(QStringLiteral("Brewing")));
        page->setKind(QStringLiteral("brewing"));
        QCOMPARE(messages(page->model()), QStringList{QStringLiteral("A batch begun")});
    }
};

QTEST_MAIN(TestJournalPage)
#include "tst_journal_page.moc"
