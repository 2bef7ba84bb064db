// Advancing time reads only what falls due, through indexes: every statement an advance of the demo campaign
// runs is traced, and SQLite's EXPLAIN QUERY PLAN of each must not scan a whole table that grows with the
// campaign (activities, labs, purses, logs, characters, potions, items). A query that loses its index, or
// a new one written without one, fails here with its plan.
#include "CampaignTestSupport.h"

#include "db/SqliteHandle.h"
#include "demo/DemoCampaign.h"
#include "time/AdvanceTime.h"
#include "StrictTest.h"

#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>

#include <sqlite3.h>

using namespace hk;

namespace {

int collect(unsigned type, void* context, void* statement, void*)
{
    if (type == SQLITE_TRACE_STMT) {
        const char* sql = sqlite3_sql(static_cast<sqlite3_stmt*>(statement));
        if (sql)
            static_cast<QSet<QString>*>(context)->insert(QString::fromUtf8(sql).simplified());
    }
    return 0;
}

// Tables whose rows grow with the campaign's life or size; the few others (campaign, house_rule, the
// journal's newest rows) are small.
const QSet<QString>& growingTables()
{
    static const QSet<QString> tables{
        QStringLiteral("activity"),     QStringLiteral("activity_lab"),   QStringLiteral("lab"),
        QStringLiteral("lab_attunement"), QStringLiteral("money_ledger"), QStringLiteral("event_log"),
        QStringLiteral("dice_log"),     QStringLiteral("character"),      QStringLiteral("potion_stock"),
        QStringLiteral("magic_item"),   QStringLiteral("xp_ledger"),      QStringLiteral("combat_log"),
        QStringLiteral("encounter"),    QStringLiteral("change_journal_changes"), QStringLiteral("event_words")};
    return tables;
}

bool isQuery(const QString& sql)
{
    static const QRegularExpression reads(QStringLiteral("^(SELECT|UPDATE|DELETE|WITH)\\b"),
                                          QRegularExpression::CaseInsensitiveOption);
    return reads.match(sql).hasMatch() && sql.contains(QLatin1String(" WHERE "), Qt::CaseInsensitive);
}

} // namespace

class TestAdvanceQueryPlans : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void anAdvanceScansNoGrowingTable()
    {
        QString error;
        std::unique_ptr<Campaign> campaign =
            DemoCampaign::create(m_dir.filePath(QStringLiteral("demo.hkc")), test::registry(), &error);
        QVERIFY2(campaign, qPrintable(error));
        QSet<QString> statements;
        sqlite3* db = sqliteHandle(campaign->database());
        QVERIFY(db);
        sqlite3_trace_v2(db, SQLITE_TRACE_STMT, collect, &statements);
        AdvanceResult result;
        const bool advanced = AdvanceTime(*campaign).advance(8 * 7, &result, &error);
        sqlite3_trace_v2(db, 0, nullptr, nullptr);
        QVERIFY2(advanced, qPrintable(error));

        int checked = 0;
        QStringList scans;
        static const QRegularExpression scan(QStringLiteral("^SCAN (\\w+)"));
        for (const QString& sql : std::as_const(statements)) {
            if (!isQuery(sql))
                continue;
            // SQLite's own API: the statements keep their parameters, which Qt would insist on binding.
            sqlite3_stmt* plan = nullptr;
            const QByteArray explain = "EXPLAIN QUERY PLAN " + sql.toUtf8();
            QVERIFY2(sqlite3_prepare_v2(db, explain.constData(), -1, &plan, nullptr) == SQLITE_OK, qPrintable(sql));
            ++checked;
            while (sqlite3_step(plan) == SQLITE_ROW) {
                const QString detail = QString::fromUtf8(reinterpret_cast<const char*>(sqlite3_column_text(plan, 3)));
                const QRegularExpressionMatch m = scan.match(detail);
                if (m.hasMatch() && growingTables().contains(m.captured(1)))
                    scans.append(detail + QStringLiteral("  in  ") + sql);
            }
            sqlite3_finalize(plan);
        }
        QVERIFY2(checked >= 10, qPrintable(QString::number(checked))); // the trace saw the advance's reads
        QVERIFY2(scans.isEmpty(), qPrintable(scans.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestAdvanceQueryPlans)
#include "tst_advance_query_plans.moc"
