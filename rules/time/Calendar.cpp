#include "time/Calendar.h"

#include <QCoreApplication>

namespace hk::Calendar {

QString format(int day)
{
    return QCoreApplication::translate("hk::Calendar", "Day %1 · week %2, day %3")
        .arg(day)
        .arg(weekOf(day))
        .arg(dayOfWeek(day));
}

QString formatShort(int day)
{
    return QCoreApplication::translate("hk::Calendar", "Day %1").arg(day);
}

} // namespace hk::Calendar
