#pragma once

#include "packages/KindSchema.h"

#include <QJsonValue>
#include <QString>

namespace hk {

// Turns entry values into the short text a GM reads in lists, details and the CLI: a cost object becomes
// "2 ST" or "1 ST per die (1d6-2 each)", an upkeep "1 ST/turn", a list "bite 1d6+1; claw 2d6". Knows the
// structured types of the package format; anything else is shown as compact JSON.
namespace FieldFormat {

QString value(const FieldSchema* field, const QJsonValue& value);
QString cost(const QJsonObject& cost);
QString upkeep(const QJsonObject& upkeep);
QString duration(const QJsonObject& duration);
// A numeric value for sorting (cost → its ST, int → itself), or NaN when there is none.
double sortNumber(const FieldSchema* field, const QJsonValue& value);

} // namespace FieldFormat
} // namespace hk
