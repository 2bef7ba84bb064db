#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QRegularExpression>
#include <QStringList>

// A small JSON Schema (draft-07) checker for the tests: the keywords tests/characters/foundry-actor.schema.json
// uses (type, enum, const, required, properties, items, pattern, minimum, maximum, minLength, $ref to
// #/definitions/…, allOf, anyOf). Neither Qt nor Python's standard library has one; each problem names its path.
namespace hk::test {

class JsonSchemaCheck
{
public:
    explicit JsonSchemaCheck(QJsonObject root) : m_root(std::move(root)) {}

    QStringList problems(const QJsonValue& value) const
    {
        QStringList out;
        check(value, m_root, QStringLiteral("$"), &out);
        return out;
    }

private:
    static bool hasType(const QJsonValue& v, const QString& type)
    {
        if (type == QLatin1String("integer"))
            return v.isDouble() && v.toDouble() == double(qint64(v.toDouble()));
        if (type == QLatin1String("number"))
            return v.isDouble();
        if (type == QLatin1String("string"))
            return v.isString();
        if (type == QLatin1String("object"))
            return v.isObject();
        if (type == QLatin1String("array"))
            return v.isArray();
        if (type == QLatin1String("boolean"))
            return v.isBool();
        return type == QLatin1String("null") && v.isNull();
    }

    void check(const QJsonValue& v, QJsonObject schema, const QString& path, QStringList* out) const
    {
        if (schema.contains(QLatin1String("$ref"))) {
            const QString name = schema.value(QLatin1String("$ref")).toString().section(QLatin1Char('/'), -1);
            schema = m_root.value(QLatin1String("definitions")).toObject().value(name).toObject();
        }
        checkType(v, schema, path, out);
        checkValue(v, schema, path, out);
        for (const QJsonValue& sub : schema.value(QLatin1String("allOf")).toArray())
            check(v, sub.toObject(), path, out);
        if (schema.contains(QLatin1String("anyOf"))) {
            bool any = false;
            for (const QJsonValue& sub : schema.value(QLatin1String("anyOf")).toArray()) {
                QStringList mine;
                check(v, sub.toObject(), path, &mine);
                any = any || mine.isEmpty();
            }
            if (!any)
                out->append(path + QStringLiteral(": matches none of anyOf"));
        }
        if (v.isObject())
            checkObject(v.toObject(), schema, path, out);
        if (v.isArray() && schema.contains(QLatin1String("items"))) {
            const QJsonArray a = v.toArray();
            for (qsizetype i = 0; i < a.size(); ++i)
                check(a.at(i), schema.value(QLatin1String("items")).toObject(), QStringLiteral("%1[%2]").arg(path).arg(i), out);
        }
    }

    static void checkType(const QJsonValue& v, const QJsonObject& schema, const QString& path, QStringList* out)
    {
        const QJsonValue type = schema.value(QLatin1String("type"));
        if (type.isUndefined())
            return;
        const QJsonArray types = type.isArray() ? type.toArray() : QJsonArray{type};
        for (const QJsonValue& t : types) {
            if (hasType(v, t.toString()))
                return;
        }
        out->append(path + QStringLiteral(": not of type ") + QJsonValue(types).toVariant().toStringList().join(QLatin1Char('|')));
    }

    static void checkValue(const QJsonValue& v, const QJsonObject& schema, const QString& path, QStringList* out)
    {
        if (schema.contains(QLatin1String("const")) && v != schema.value(QLatin1String("const")))
            out->append(path + QStringLiteral(": not the constant"));
        if (schema.contains(QLatin1String("enum")) && !schema.value(QLatin1String("enum")).toArray().contains(v))
            out->append(path + QStringLiteral(": not one of the enum"));
        if (v.isDouble() && schema.contains(QLatin1String("minimum")) && v.toDouble() < schema.value(QLatin1String("minimum")).toDouble())
            out->append(path + QStringLiteral(": below the minimum"));
        if (v.isDouble() && schema.contains(QLatin1String("maximum")) && v.toDouble() > schema.value(QLatin1String("maximum")).toDouble())
            out->append(path + QStringLiteral(": above the maximum"));
        if (v.isString() && v.toString().size() < schema.value(QLatin1String("minLength")).toInt(0))
            out->append(path + QStringLiteral(": too short"));
        if (v.isString() && schema.contains(QLatin1String("pattern"))
            && !QRegularExpression(schema.value(QLatin1String("pattern")).toString()).match(v.toString()).hasMatch())
            out->append(path + QStringLiteral(": does not match ") + schema.value(QLatin1String("pattern")).toString());
    }

    void checkObject(const QJsonObject& o, const QJsonObject& schema, const QString& path, QStringList* out) const
    {
        for (const QJsonValue& r : schema.value(QLatin1String("required")).toArray()) {
            if (!o.contains(r.toString()))
                out->append(path + QLatin1Char('.') + r.toString() + QStringLiteral(": missing"));
        }
        const QJsonObject properties = schema.value(QLatin1String("properties")).toObject();
        for (auto it = properties.begin(); it != properties.end(); ++it) {
            if (o.contains(it.key()))
                check(o.value(it.key()), it.value().toObject(), path + QLatin1Char('.') + it.key(), out);
        }
    }

    QJsonObject m_root;
};

} // namespace hk::test
