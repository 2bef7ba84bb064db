// JsonWriter writes what QJsonDocument writes: the same bytes for the same document, in both formats, with
// keys given in any order, for any text (escapes, non-ASCII, lone surrogates), and for characters.
#include "characters/Character.h"
#include "json/JsonWriter.h"
#include "StrictTest.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTest>

using namespace hk;

namespace {

// Writes a QJsonValue with the writer; object keys are given in reverse order, so the writer must sort them.
void write(JsonWriter& out, const QJsonValue& v)
{
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        QStringList keys = o.keys();
        std::reverse(keys.begin(), keys.end());
        out.beginObject();
        for (const QString& k : std::as_const(keys)) {
            out.key(k);
            write(out, o.value(k));
        }
        out.endObject();
    } else if (v.isArray()) {
        out.beginArray();
        for (const QJsonValue& e : v.toArray())
            write(out, e);
        out.endArray();
    } else if (v.isBool()) {
        out.value(v.toBool());
    } else if (v.isString()) {
        out.value(v.toString());
    } else {
        out.value(v.toInteger());
    }
}

QByteArray viaWriter(const QJsonValue& v, JsonWriter::Format format)
{
    JsonWriter out(format);
    write(out, v);
    return out.finish();
}

QByteArray viaQt(const QJsonValue& v, QJsonDocument::JsonFormat format)
{
    return (v.isArray() ? QJsonDocument(v.toArray()) : QJsonDocument(v.toObject())).toJson(format);
}

QString randomText(QRandomGenerator& random)
{
    static const char16_t pool[] = {u'a', u'"', u'\\', u'/', u'\n', u'\t', u'\b', u'\f', u'\r', 0x01, 0x1f, 0x7f,
                                    0xe9, 0x7ff, 0x800, 0x20ac, 0xfffe, 0xffff, 0xd83d, 0xde00, 0xdbff, 0xdc00};
    QString s;
    const int length = random.bounded(12);
    for (int i = 0; i < length; ++i)
        s.append(QChar(pool[random.bounded(int(std::size(pool)))]));
    return s;
}

} // namespace

class TestJsonWriter : public hk::test::StrictTest
{
    Q_OBJECT
private Q_SLOTS:
    void sameAsQt_data()
    {
        QTest::addColumn<QJsonValue>("document");
        QTest::newRow("empty object") << QJsonValue(QJsonObject{});
        QTest::newRow("empty array") << QJsonValue(QJsonArray{});
        QTest::newRow("numbers") << QJsonValue(QJsonObject{{"a", 0}, {"b", -5}, {"c", 1000000}, {"d", qint64(1) << 40},
                                                           {"e", 123456789}});
        QTest::newRow("flags") << QJsonValue(QJsonArray{true, false});
        QTest::newRow("escapes") << QJsonValue(QJsonObject{{"t", QString::fromUtf8("x\x01\"\\/\t\xc3\xa9\xf0\x9f\x98\x80")}});
        QTest::newRow("lone surrogates") << QJsonValue(QJsonArray{QString(QChar(0xd800)), QString(QChar(0xdc00)) + "x"});
        QTest::newRow("nested, keys out of order")
            << QJsonValue(QJsonArray{QJsonObject{{"zeta", QJsonArray{}}, {"alpha", QJsonObject{}},
                                                 {"mid", QJsonObject{{"y", 1}, {"b", QJsonArray{1, QJsonObject{{"q", true}, {"p", false}}}}}}},
                                     QJsonArray{QJsonArray{}, 3}});
        QTest::newRow("keys by code unit") << QJsonValue(QJsonObject{{"B", 1}, {"a", 2}, {"_", 3}, {QString::fromUtf8("é"), 4}});
    }

    void sameAsQt()
    {
        QFETCH(QJsonValue, document);
        QCOMPARE(viaWriter(document, JsonWriter::Format::Compact), viaQt(document, QJsonDocument::Compact));
        QCOMPARE(viaWriter(document, JsonWriter::Format::Indented), viaQt(document, QJsonDocument::Indented));
    }

    void randomTextSameAsQt()
    {
        QRandomGenerator random(20261126);
        for (int i = 0; i < 2000; ++i) {
            const QJsonValue document = QJsonObject{{randomText(random), randomText(random)}, {"k", randomText(random)}};
            QCOMPARE(viaWriter(document, JsonWriter::Format::Compact), viaQt(document, QJsonDocument::Compact));
        }
    }

    // With a sink, a long array goes out in pieces; the pieces and the rest make the same document.
    void sinkGetsTheSameDocumentInPieces()
    {
        QJsonArray list;
        for (int i = 0; i < 3000; ++i)
            list.append(QJsonObject{{"name", QStringLiteral("Figure %1").arg(i)}, {"id", i}, {"tags", QJsonArray{"a", "b"}}});
        QByteArray streamed;
        int pieces = 0;
        JsonWriter out(JsonWriter::Format::Indented, [&](const QByteArray& piece) {
            streamed += piece;
            ++pieces;
        });
        write(out, list);
        streamed += out.finish();
        QVERIFY2(pieces > 1, qPrintable(QString::number(pieces)));
        QCOMPARE(streamed, viaQt(list, QJsonDocument::Indented));
    }

    // A character's exchange object: the members streamed equal the object toJson gives, and read back whole.
    void characterRoundTrip()
    {
        Character c;
        c.id = 42;
        c.name = QString::fromUtf8("Zoë \"the Quick\"");
        c.role = QStringLiteral("monster");
        c.creature = QStringLiteral("bear");
        c.spells = {QStringLiteral("blur"), QStringLiteral("aid")};
        c.gear = {Gear{QStringLiteral("armor"), QStringLiteral("Leather"), -2, 2, {}, {}, true, 0},
                  Gear{QStringLiteral("weapon"), QStringLiteral("Dagger"), 0, 0, QStringLiteral("1d6-1"),
                       QStringLiteral("steel"), false, 0}};
        c.underCare = false;
        c.notes = QStringLiteral("line one\nline two");
        JsonWriter out(JsonWriter::Format::Indented);
        out.beginObject();
        c.writeJsonMembers(out);
        out.endObject();
        QCOMPARE(out.finish(), QJsonDocument(c.toJson()).toJson(QJsonDocument::Indented));
        Character back;
        QString error;
        QVERIFY2(Character::fromJson(c.toJson(), &back, &error), qPrintable(error));
        QCOMPARE(back, c);
    }
};

QTEST_APPLESS_MAIN(TestJsonWriter)
#include "tst_json_writer.moc"
