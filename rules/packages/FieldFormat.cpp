#include "packages/FieldFormat.h"
#include "i18n/Translate.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <cmath>
#include <limits>

namespace hk::FieldFormat {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn("hk::FieldFormat", text, disambiguation, n);
}

QString plain(const QJsonValue& v)
{
    switch (v.type()) {
    case QJsonValue::Null: return tr("—");
    case QJsonValue::Bool: return v.toBool() ? tr("yes") : tr("no");
    case QJsonValue::Double: {
        const double d = v.toDouble();
        return d == std::floor(d) ? QString::number(qint64(d)) : QString::number(d);
    }
    case QJsonValue::String: return v.toString();
    case QJsonValue::Array: {
        if (v.toArray().isEmpty())
            return tr("none");
        QStringList parts;
        for (const QJsonValue& item : v.toArray())
            parts.append(plain(item));
        return parts.join(QStringLiteral("; "));
    }
    case QJsonValue::Object: {
        const QJsonObject o = v.toObject();
        // Common shapes: {name, damage} attacks, {name, quantity, cost} ingredients.
        if (o.contains(QLatin1String("name"))) {
            QStringList parts{o.value(QLatin1String("name")).toString()};
            for (auto it = o.begin(); it != o.end(); ++it) {
                if (it.key() != QLatin1String("name") && !it.value().isObject() && !it.value().isArray())
                    parts.append(plain(it.value()));
            }
            return parts.join(QLatin1Char(' '));
        }
        QStringList parts;
        for (auto it = o.begin(); it != o.end(); ++it)
            parts.append(QStringLiteral("%1: %2").arg(it.key(), plain(it.value())));
        return parts.join(QStringLiteral(", "));
    }
    default: return {};
    }
}

QString unitName(const QString& unit)
{
    if (unit == QLatin1String("turn")) return tr("turn");
    if (unit == QLatin1String("minute")) return tr("minute");
    if (unit == QLatin1String("hour")) return tr("hour");
    if (unit == QLatin1String("day")) return tr("day");
    if (unit == QLatin1String("week")) return tr("week");
    return unit;
}

} // namespace

QString cost(const QJsonObject& c)
{
    const QString kind = c.value(QLatin1String("kind")).toString();
    QString text;
    if (kind == QLatin1String("fixed")) {
        text = c.value(QLatin1String("st")).isNull() ? tr("? ST") : tr("%1 ST").arg(c.value(QLatin1String("st")).toInt());
    } else if (kind == QLatin1String("perSt")) {
        if (c.contains(QLatin1String("damagePerSt")))
            text = tr("1 ST per die (%1 each)").arg(c.value(QLatin1String("damagePerSt")).toString());
        else
            text = tr("ST chosen: %1 per ST").arg(c.value(QLatin1String("effectPerSt")).toString());
    } else if (kind == QLatin1String("perUnit")) {
        text = tr("%1 ST per %2").arg(c.value(QLatin1String("st")).toInt()).arg(c.value(QLatin1String("unit")).toString());
        if (c.value(QLatin1String("base")).toInt() > 0)
            text = tr("%1 ST + %2").arg(c.value(QLatin1String("base")).toInt()).arg(text);
    } else if (kind == QLatin1String("variable")) {
        text = tr("varies: %1").arg(c.value(QLatin1String("rule")).toString());
    } else if (kind == QLatin1String("none")) {
        text = tr("none");
    }
    for (const QJsonValue& a : c.value(QLatin1String("alternatives")).toArray()) {
        const QJsonObject alt = a.toObject();
        text += tr("; %1 ST if %2").arg(alt.value(QLatin1String("st")).toInt()).arg(alt.value(QLatin1String("when")).toString());
    }
    return text;
}

QString upkeep(const QJsonObject& u)
{
    if (u.value(QLatin1String("st")).isNull())
        return tr("? ST/%1").arg(unitName(u.value(QLatin1String("per")).toString()));
    return tr("%1 ST/%2").arg(u.value(QLatin1String("st")).toInt()).arg(unitName(u.value(QLatin1String("per")).toString()));
}

QString duration(const QJsonObject& d)
{
    const QString kind = d.value(QLatin1String("kind")).toString();
    if (kind == QLatin1String("instant")) return tr("instant");
    if (kind == QLatin1String("turns")) return tr("%n turn(s)", nullptr, d.value(QLatin1String("turns")).toInt());
    if (kind == QLatin1String("dice"))
        return tr("%1 %2s").arg(d.value(QLatin1String("dice")).toString(), unitName(d.value(QLatin1String("unit")).toString()));
    if (kind == QLatin1String("continuing")) return tr("while maintained");
    if (kind == QLatin1String("fixedTime"))
        return tr("%1 %2(s)").arg(d.value(QLatin1String("amount")).toInt()).arg(unitName(d.value(QLatin1String("unit")).toString()));
    if (kind == QLatin1String("permanent")) return tr("permanent");
    if (kind == QLatin1String("variable")) return d.value(QLatin1String("rule")).toString();
    return kind;
}

QString value(const FieldSchema* field, const QJsonValue& v)
{
    if (v.isUndefined())
        return {};
    if (v.isNull())
        return tr("— (lost in the text)");
    const QString type = field ? field->type : QString();
    if (type == QLatin1String("cost") && v.isObject())
        return cost(v.toObject());
    if (type == QLatin1String("upkeep") && v.isObject())
        return upkeep(v.toObject());
    if (type == QLatin1String("duration") && v.isObject())
        return duration(v.toObject());
    return plain(v);
}

double sortNumber(const FieldSchema* field, const QJsonValue& v)
{
    if (v.isDouble())
        return v.toDouble();
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        if (o.value(QLatin1String("st")).isDouble())
            return o.value(QLatin1String("st")).toDouble() + o.value(QLatin1String("base")).toDouble();
    }
    return std::numeric_limits<double>::quiet_NaN();
}

} // namespace hk::FieldFormat
