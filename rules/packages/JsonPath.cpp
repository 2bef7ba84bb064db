#include "packages/JsonPath.h"

#include <QJsonArray>

namespace hk::JsonPath {

QJsonValue get(const QJsonValue& root, const QString& path)
{
    QJsonValue value = root;
    for (const QString& part : path.split(QLatin1Char('.'))) {
        bool isIndex = false;
        const int index = part.toInt(&isIndex);
        if (value.isArray() && isIndex) {
            const QJsonArray a = value.toArray();
            if (index < 0 || index >= a.size())
                return QJsonValue(QJsonValue::Undefined);
            value = a.at(index);
        } else if (value.isObject()) {
            value = value.toObject().value(part);
        } else {
            return QJsonValue(QJsonValue::Undefined);
        }
    }
    return value;
}

namespace {

bool setIn(QJsonValue& node, const QStringList& parts, int at, const QJsonValue& value)
{
    const QString& part = parts.at(at);
    const bool last = at == parts.size() - 1;
    if (node.isObject()) {
        QJsonObject o = node.toObject();
        if (last) {
            o.insert(part, value);
        } else {
            if (!o.contains(part))
                return false;
            QJsonValue child = o.value(part);
            if (!setIn(child, parts, at + 1, value))
                return false;
            o.insert(part, child);
        }
        node = o;
        return true;
    }
    if (node.isArray()) {
        bool isIndex = false;
        const int index = part.toInt(&isIndex);
        QJsonArray a = node.toArray();
        if (!isIndex || index < 0 || index >= a.size())
            return false;
        QJsonValue child = a.at(index);
        if (last)
            child = value;
        else if (!setIn(child, parts, at + 1, value))
            return false;
        a.replace(index, child);
        node = a;
        return true;
    }
    return false;
}

void collect(const QJsonValue& value, const QString& path, QList<Leaf>* out)
{
    if (value.isObject()) {
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            collect(it.value(), path.isEmpty() ? it.key() : path + QLatin1Char('.') + it.key(), out);
    } else if (value.isArray()) {
        const QJsonArray a = value.toArray();
        for (int i = 0; i < a.size(); ++i)
            collect(a.at(i), QStringLiteral("%1.%2").arg(path).arg(i), out);
    } else {
        out->append({path, value});
    }
}

} // namespace

bool set(QJsonObject& root, const QString& path, const QJsonValue& value)
{
    QJsonValue node = root;
    if (path.isEmpty() || !setIn(node, path.split(QLatin1Char('.')), 0, value))
        return false;
    root = node.toObject();
    return true;
}

QList<Leaf> leaves(const QJsonObject& root, const QStringList& skipTopLevel)
{
    QList<Leaf> out;
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (!skipTopLevel.contains(it.key()))
            collect(it.value(), it.key(), &out);
    }
    return out;
}

} // namespace hk::JsonPath
