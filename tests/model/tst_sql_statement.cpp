// SqlStatement runs a kept statement that only writes on SQLite's own API (issue 36: Qt SQL's binding cost more
// than SQLite's writing). It must store every value exactly as Qt's SQLite driver does (the rest of the model
// reads them back through Qt), clean texts as every write does, give the new row's id, and report a refused
// write with SQLite's reason while the statement stays usable.
#include "CampaignTestSupport.h"

#include "db/SqlQueries.h"
#include "db/SqlStatement.h"

#include <QDateTime>
#include <QSqlQuery>

#include "StrictTest.h"

using namespace hk;
using namespace Qt::StringLiterals;

class TestSqlStatement : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{u"Statements"_s};

    // A campaign (its connection keeps statements) with a scratch table of one untyped column.
    std::unique_ptr<Campaign> withScratch()
    {
        auto c = m_campaigns.create(1);
        QSqlQuery q(c->database());
        if (!q.exec(u"CREATE TABLE scratch (id INTEGER PRIMARY KEY, v, n INTEGER CHECK (n IS NULL OR n >= 0))"_s))
            hk::test::setupFailed(u"cannot create the scratch table"_s);
        return c;
    }

    // How SQLite holds the row's value: its type and its SQL literal.
    static QString storedAs(const QSqlDatabase& db, qint64 id)
    {
        QSqlQuery q(db);
        if (!q.exec(u"SELECT typeof(v) || ' ' || quote(v) FROM scratch WHERE id = %1"_s.arg(id)) || !q.next())
            hk::test::setupFailed(u"no scratch row %1"_s.arg(id));
        return q.value(0).toString();
    }

private Q_SLOTS:
    void bindsAsQtsDriver_data()
    {
        QTest::addColumn<QVariant>("value");
        QTest::addColumn<QString>("stored");
        QTest::newRow("text") << QVariant(u"Grüße, Tam"_s) << u"text 'Grüße, Tam'"_s;
        QTest::newRow("text cleaned of a direction control") << QVariant(u"a\u202Eb"_s) << u"text 'ab'"_s;
        QTest::newRow("empty text") << QVariant(u""_s) << u"text ''"_s;
        QTest::newRow("null text") << QVariant(QString()) << u"null NULL"_s;
        QTest::newRow("no value") << QVariant() << u"null NULL"_s;
        QTest::newRow("null integer") << QVariant(QMetaType(QMetaType::Int)) << u"null NULL"_s;
        QTest::newRow("integer") << QVariant(-5) << u"integer -5"_s;
        QTest::newRow("bool") << QVariant(true) << u"integer 1"_s;
        QTest::newRow("64-bit") << QVariant(qint64(1) << 40) << u"integer 1099511627776"_s;
        QTest::newRow("unsigned") << QVariant(7u) << u"integer 7"_s;
        QTest::newRow("double") << QVariant(2.5) << u"real 2.5"_s;
        QTest::newRow("bytes") << QVariant(QByteArray("\x01\x02", 2)) << u"blob X'0102'"_s;
        QTest::newRow("null bytes") << QVariant(QByteArray()) << u"null NULL"_s;
        QTest::newRow("date and time")
            << QVariant(QDateTime(QDate(2026, 11, 29), QTime(14, 5, 6, 7), Qt::UTC)) << u"text '2026-11-29T14:05:06.007Z'"_s;
    }

    // Each value as the kept statement stores it, and the same as Qt's driver stores it.
    void bindsAsQtsDriver()
    {
        QFETCH(QVariant, value);
        QFETCH(QString, stored);
        auto c = withScratch();
        const QSqlDatabase db = c->database();
        QString error;
        SqlStatement kept(db, u"INSERT INTO scratch (v) VALUES (?)"_s);
        QVERIFY2(kept.exec({value}, &error), qPrintable(error));
        const qint64 keptId = kept.lastInsertId();
        QVERIFY(keptId > 0);
        QCOMPARE(storedAs(db, keptId), stored);

        QSqlQuery throughQt(db);
        QVERIFY2(Sql::exec(throughQt, u"INSERT INTO scratch (v) VALUES (?)"_s, {value}, &error), qPrintable(error));
        QCOMPARE(storedAs(db, throughQt.lastInsertId().toLongLong()), stored);
    }

    // Refused, with SQLite's reason and nothing written; the statement runs again afterwards; an UPDATE and a
    // DELETE change what they should.
    void refusalsAndOtherWrites()
    {
        auto c = withScratch();
        const QSqlDatabase db = c->database();
        QString error;
        SqlStatement insert(db, u"INSERT INTO scratch (v, n) VALUES (?, ?)"_s);
        QVERIFY(!insert.exec({u"bad"_s, -1}, &error));
        QVERIFY2(error.contains(u"CHECK constraint failed"_s), qPrintable(error));
        QCOMPARE(Sql::scalar(db, u"SELECT count(*) FROM scratch"_s, {}, &error).toInt(), 0);

        error.clear();
        QVERIFY2(insert.exec({u"good"_s, 1}, &error), qPrintable(error));
        const qint64 id = insert.lastInsertId();
        QVERIFY2(Sql::exec(db, u"UPDATE scratch SET n = ? WHERE id = ?"_s, {4, id}, &error), qPrintable(error));
        QCOMPARE(Sql::scalar(db, u"SELECT n FROM scratch WHERE id = ?"_s, {id}, &error).toInt(), 4);
        QVERIFY2(Sql::exec(db, u"DELETE FROM scratch WHERE id = ?"_s, {id}, &error), qPrintable(error));
        QCOMPARE(Sql::scalar(db, u"SELECT count(*) FROM scratch"_s, {}, &error).toInt(), 0);
    }

    // A statement already running further up the stack gets a query of its own (through Qt); both write.
    void nestedUseOfTheSameStatement()
    {
        auto c = withScratch();
        const QSqlDatabase db = c->database();
        QString error;
        const QString sql = u"INSERT INTO scratch (v) VALUES (?)"_s;
        SqlStatement outer(db, sql);
        SqlStatement inner(db, sql);
        QVERIFY2(outer.exec({u"outer"_s}, &error) && inner.exec({u"inner"_s}, &error), qPrintable(error));
        QCOMPARE(storedAs(db, outer.lastInsertId()), u"text 'outer'"_s);
        QCOMPARE(storedAs(db, inner.lastInsertId()), u"text 'inner'"_s);
    }
};

QTEST_GUILESS_MAIN(TestSqlStatement)
#include "tst_sql_statement.moc"
