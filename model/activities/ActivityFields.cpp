#include "activities/ActivityFields.h"

#include <QVariant>

namespace hk::ActivityFields {

QJsonValue json(const QList<qint64>& ids)
{
    QJsonArray out;
    for (qint64 id : ids)
        out.append(id);
    return out;
}

QList<qint64> ids(const QJsonValue& value)
{
    QList<qint64> out;
    for (const QJsonValue& v : value.toArray())
        out.append(v.toVariant().toLongLong());
    return out;
}

qint64 id(const QJsonObject& o, const char* key)
{
    return o.value(QLatin1String(key)).toVariant().toLongLong();
}

std::optional<int> optionalInt(const QJsonObject& o, const char* key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return std::nullopt;
    return v.toInt();
}

} // namespace hk::ActivityFields
