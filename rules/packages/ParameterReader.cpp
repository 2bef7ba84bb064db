#include "packages/ParameterReader.h"
#include "i18n/Translate.h"

#include "packages/Ruleset.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::ParameterReader", text);
}

} // namespace

QJsonValue ParameterReader::value(const QString& id)
{
    const QJsonValue v = m_rules.parameter(id);
    if (v.isUndefined() || v.isNull())
        addMissing(tr("parameter %1").arg(id));
    return v;
}

int ParameterReader::integer(const QString& id)
{
    const QJsonValue v = value(id);
    if (!v.isUndefined() && !v.isNull() && !v.isDouble())
        addMissing(tr("parameter %1 (a number)").arg(id));
    return v.toInt();
}

int ParameterReader::field(const QString& id, const QString& key)
{
    const QJsonValue v = value(id).toObject().value(key);
    if (!v.isDouble())
        addMissing(tr("parameter %1.%2").arg(id, key));
    return v.toInt();
}

QJsonArray ParameterReader::array(const QString& id)
{
    const QJsonValue v = value(id);
    if (!v.isUndefined() && !v.isNull() && !v.isArray())
        addMissing(tr("parameter %1 (a list)").arg(id));
    return v.toArray();
}

QJsonArray ParameterReader::rows(const QString& table)
{
    const RuleEntry* e = m_rules.entry(QStringLiteral("table"), table);
    if (!e) {
        addMissing(tr("table %1").arg(table));
        return {};
    }
    return e->data.value(QLatin1String("rows")).toArray();
}

QString ParameterReader::problem(const QString& what) const
{
    return tr("%1: %2").arg(what, m_missing.join(QStringLiteral(", ")));
}

} // namespace hk
