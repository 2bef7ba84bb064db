// Words for every table (issue 36): a refused undo or redo names what changed in a GM's words ("a players'
// link has been changed since…"), never a raw table name. Every table of a fresh campaign at the latest schema
// has words, and a refusal on one of the newer tables shows them.
#include "CampaignTestSupport.h"

#include "campaign/TableWords.h"
#include "players/PlayerLinks.h"
#include "StrictTest.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

using namespace hk;

class TestTableWords : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("words")};

    // The campaign's own tables, SQLite's internal ones left out.
    static bool tablesOf(Campaign& campaign, QStringList* tables, QString* error)
    {
        QSqlQuery q(campaign.database());
        if (!q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' "
                                   "ORDER BY name"))) {
            *error = q.lastError().text();
            return false;
        }
        while (q.next())
            tables->append(q.value(0).toString());
        return true;
    }

private Q_SLOTS:
    void everyTableHasWords()
    {
        auto campaign = m_campaigns.create(1);
        if (!campaign)
            QFAIL("the campaign could not be created");
        QStringList tables;
        QString error;
        if (!tablesOf(*campaign, &tables, &error))
            QFAIL(qPrintable(error));
        QVERIFY2(tables.size() > 20, qPrintable(tables.join(QStringLiteral(", "))));
        QStringList missing, raw;
        for (const QString& table : std::as_const(tables)) {
            const QString words = TableWords::of(table);
            if (words.isEmpty())
                missing << table;
            else if (words.contains(QLatin1Char('_')) || words == table)
                raw << table + QStringLiteral(": ") + words;
        }
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("tables without words: ") + missing.join(QStringLiteral(", "))));
        QVERIFY2(raw.isEmpty(), qPrintable(QStringLiteral("words that look like a table name: ") + raw.join(QStringLiteral(", "))));
        // And no words for a table that is no longer there (a list that only grows hides a rename).
        QStringList gone;
        for (const QString& table : TableWords::tables()) {
            if (!tables.contains(table))
                gone << table;
        }
        QVERIFY2(gone.isEmpty(), qPrintable(QStringLiteral("words for tables not in the schema: ") + gone.join(QStringLiteral(", "))));
    }

    // A players' link revoked by another program (the CLI) on the same file: the window's undo of making it is
    // refused in words.
    void refusalUsesTheWords()
    {
        auto window = m_campaigns.create(1);
        if (!window)
            QFAIL("the campaign could not be created");
        QString error;
        PlayerLink link;
        if (!PlayerLinks(*window).create(QStringLiteral("Mara"), {}, &link, &error))
            QFAIL(qPrintable(error));
        auto script = Campaign::open(window->path(), test::registry(), &error);
        if (!script)
            QFAIL(qPrintable(error));
        QVERIFY2(PlayerLinks(*script).revoke(link.id, &error), qPrintable(error));
        QVERIFY(!window->undo(&error));
        QVERIFY2(error.contains(TableWords::of(QStringLiteral("player_link"))), qPrintable(error));
        QVERIFY2(!error.contains(QLatin1String("player_link")), qPrintable(error));
    }
};

QTEST_MAIN(TestTableWords)
#include "tst_table_words.moc"
