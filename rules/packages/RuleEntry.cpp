#include "packages/RuleEntry.h"

#include <QCoreApplication>

namespace hk {

SourceRef SourceRef::fromJson(const QJsonObject& source, const QString& defaultFile)
{
    SourceRef s;
    s.file = source.value(QLatin1String("file")).toString(defaultFile);
    s.line = source.value(QLatin1String("line")).toInt();
    s.endLine = source.value(QLatin1String("endLine")).toInt(s.line);
    s.section = source.value(QLatin1String("section")).toString();
    return s;
}

QString SourceRef::toString() const
{
    if (line == 0)
        return QCoreApplication::translate("hk::SourceRef", "house rule (no book line)");
    QString lines = endLine > line ? QStringLiteral("l.%1–%2").arg(line).arg(endLine) : QStringLiteral("l.%1").arg(line);
    QString s = QStringLiteral("%1 %2").arg(file, lines);
    if (!section.isEmpty())
        s += QStringLiteral(" (%1)").arg(section);
    return s;
}

} // namespace hk
