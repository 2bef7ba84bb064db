#include "packages/KindSchema.h"
#include "i18n/Translate.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>

namespace hk {

namespace {

const QSet<QString>& knownTypes()
{
    static const QSet<QString> types = {
        QStringLiteral("int"),    QStringLiteral("number"), QStringLiteral("string"), QStringLiteral("bool"),
        QStringLiteral("array"),  QStringLiteral("object"), QStringLiteral("any"),    QStringLiteral("dice"),
        QStringLiteral("enum"),   QStringLiteral("cost"),   QStringLiteral("upkeep"), QStringLiteral("duration"),
        QStringLiteral("source")};
    return types;
}

QString tr(const char* text)
{
    return hk::translateIn("hk::KindSchema", text);
}

} // namespace

bool KindSchema::parseField(const QString& name, const QJsonObject& json, FieldSchema* out, QString* error)
{
    static const QSet<QString> keys = {QStringLiteral("type"),  QStringLiteral("required"), QStringLiteral("min"),
                                       QStringLiteral("max"),   QStringLiteral("values"),   QStringLiteral("label"),
                                       QStringLiteral("ref"),   QStringLiteral("fields"),   QStringLiteral("note")};
    for (auto it = json.begin(); it != json.end(); ++it) {
        if (!keys.contains(it.key())) {
            *error = tr("field '%1': unknown schema key '%2'").arg(name, it.key());
            return false;
        }
    }
    FieldSchema f;
    QString type = json.value(QLatin1String("type")).toString();
    if (type.endsWith(QLatin1Char('?'))) {
        f.nullable = true;
        type.chop(1);
    }
    f.type = type;
    QString base = f.isList() ? f.elementType() : type;
    if (base.endsWith(QLatin1Char('?')))
        base.chop(1);
    if (!knownTypes().contains(base)) {
        *error = tr("field '%1': unknown type '%2'").arg(name, json.value(QLatin1String("type")).toString());
        return false;
    }
    f.required = json.value(QLatin1String("required")).toBool(false);
    if (json.contains(QLatin1String("min")))
        f.min = json.value(QLatin1String("min")).toDouble();
    if (json.contains(QLatin1String("max")))
        f.max = json.value(QLatin1String("max")).toDouble();
    for (const QJsonValue& v : json.value(QLatin1String("values")).toArray())
        f.values.append(v.toString());
    if (base == QLatin1String("enum") && f.values.isEmpty()) {
        *error = tr("field '%1': an enum needs 'values'").arg(name);
        return false;
    }
    f.label = json.value(QLatin1String("label")).toString(name);
    f.ref = json.value(QLatin1String("ref")).toString();
    const QJsonObject nested = json.value(QLatin1String("fields")).toObject();
    for (auto it = nested.begin(); it != nested.end(); ++it) {
        FieldSchema child;
        if (!parseField(name + QLatin1Char('.') + it.key(), it.value().toObject(), &child, error))
            return false;
        f.fields.insert(it.key(), child);
    }
    *out = f;
    return true;
}

bool KindSchema::parse(const QString& name, const QJsonObject& json, KindSchema* out, QString* error)
{
    KindSchema k;
    k.name = name;
    k.label = json.value(QLatin1String("label")).toString(name);
    k.plural = json.value(QLatin1String("plural")).toString(k.label);
    k.category = json.value(QLatin1String("category")).toString(QStringLiteral("other"));
    for (const QJsonValue& v : json.value(QLatin1String("columns")).toArray())
        k.columns.append(v.toString());
    k.level = json.value(QLatin1String("level")).toString();
    const QJsonObject fields = json.value(QLatin1String("fields")).toObject();
    for (auto it = fields.begin(); it != fields.end(); ++it) {
        FieldSchema f;
        if (!KindSchema::parseField(it.key(), it.value().toObject(), &f, error)) {
            *error = tr("kind '%1': %2").arg(name, *error);
            return false;
        }
        k.fields.insert(it.key(), f);
    }
    for (const QString& column : std::as_const(k.columns)) {
        if (!k.fields.contains(column)) {
            *error = tr("kind '%1': column '%2' is not one of its fields").arg(name, column);
            return false;
        }
    }
    if (!k.level.isEmpty() && !k.fields.contains(k.level)) {
        *error = tr("kind '%1': level field '%2' is not one of its fields").arg(name, k.level);
        return false;
    }
    *out = k;
    return true;
}

} // namespace hk
