// The journal page: filters by kind, subject and text; unticking "Show GM-only entries" hides secrets
// from the table and from the filter lists; the page follows new events and advances of time.
#include "CampaignTestSupport.h"

#include "campaign/Campaign.h"
#include "journal/JournalPage.h"
#include "models/EventLogModel.h"
#include "time/AdvanceTime.h"

#include <QComboBox>
#include <QTemporaryDir>
#include <QTest>

using namespace hk;

class TestJournalPage : public QObject
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
        QVERIFY(items(kinds).contains(QStringLiteral("secret")));
        // The campaign's own creation event is about the campaign ("Journal").
        QCOMPARE(items(subjects), (QStringList{QStringLiteral("Aldric"), QStringLiteral("Journal"), QStringLiteral("Mirelle"),
                                               QStringLiteral("Shadow")}));

        page.setKind(QStringLiteral("alchemy"));
        QCOMPARE(page.model()->rowCount(), 2);
        QVERIFY(page.model()->index(0, 0).data(EventLogModel::GmOnlyRole).toBool());
        page.setShowGmOnly(false);
        QCOMPARE(messages(page.model()), QStringList{QStringLiteral("Batch of healing brewed")});
        QVERIFY(!items(kinds).contains(QStringLiteral("secret")));
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
};

QTEST_MAIN(TestJournalPage)
#include "tst_journal_page.moc"
