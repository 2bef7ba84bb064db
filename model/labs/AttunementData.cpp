#include "labs/AttunementData.h"

#include "activities/ActivityFields.h"

namespace hk {

using namespace ActivityFields;

AttunementData AttunementData::read(const Activity& a)
{
    const QJsonObject& o = a.data;
    AttunementData d;
    d.lab = o.value(QLatin1String("lab")).toInteger();
    d.fullTime = o.value(QLatin1String("fullTime")).toBool();
    d.stSpent = o.value(QLatin1String("stSpent")).toInt();
    d.dice = o.value(QLatin1String("dice")).toInt();
    d.attribute = o.value(QLatin1String("attribute")).toString();
    d.nextRollDay = o.value(QLatin1String("nextRollDay")).toInt();
    d.outcome = o.value(QLatin1String("outcome")).toString();
    d.history = o.value(QLatin1String("history")).toArray();
    return d;
}

void AttunementData::write(Activity* a) const
{
    const AttunementData was = read(*a);
    DataWriter w(a->data);
    w.put("lab", lab, was.lab);
    w.put("fullTime", fullTime, was.fullTime);
    w.put("stSpent", stSpent, was.stSpent);
    w.put("dice", dice, was.dice);
    w.put("attribute", attribute, was.attribute);
    w.put("nextRollDay", nextRollDay, was.nextRollDay);
    w.putIfSet("outcome", outcome, was.outcome);
    w.putIfSet("history", history, was.history);
}

} // namespace hk
