#include "downtime/DowntimeParameters.h"

#include "packages/ParameterReader.h"

#include <QCoreApplication>

namespace hk {

std::optional<DowntimeParameters> DowntimeParameters::load(const Ruleset& rules, QString* error)
{
    ParameterReader r(rules);
    DowntimeParameters p;
    p.daysPerMonth = r.integer(QStringLiteral("days-per-month"));
    p.goldPieceValue = r.integer(QStringLiteral("gold-piece-value"));
    p.silverPieceValue = r.integer(QStringLiteral("silver-piece-value"));
    if (!r.complete()) {
        if (error)
            *error = r.problem(QCoreApplication::translate("hk::DowntimeParameters", "these rules lack the calendar and money units of downtime"));
        return std::nullopt;
    }
    return p;
}

int DowntimeParameters::dollarsPer(const QString& currency) const
{
    if (currency == QLatin1String("silver"))
        return silverPieceValue;
    if (currency == QLatin1String("gp"))
        return goldPieceValue;
    return 1;
}

} // namespace hk
