#include "activities/SharedActivityData.h"

#include "activities/ActivityFields.h"

namespace hk {

using namespace ActivityFields;

namespace {

bool isScheduleKey(const QString& key)
{
    return key.startsWith(QLatin1String("next")) && key.endsWith(QLatin1String("Day"));
}

} // namespace

SharedActivityData SharedActivityData::read(const Activity& a)
{
    const QJsonObject& o = a.data;
    SharedActivityData d;
    d.fullTime = o.value(QLatin1String("fullTime")).toBool();
    d.haltedOn = optionalInt(o, "haltedOn");
    d.resumedOn = optionalInt(o, "resumedOn");
    d.repairedIn = optionalInt(o, "repairedIn");
    d.outcome = o.value(QLatin1String("outcome")).toString();
    d.history = o.value(QLatin1String("history")).toArray();
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (isScheduleKey(it.key()))
            d.schedule.insert(it.key(), it.value().toInt());
    }
    return d;
}

void SharedActivityData::write(Activity* a) const
{
    const SharedActivityData was = read(*a);
    QJsonObject& o = a->data;
    DataWriter w(o);
    w.putIfSet("fullTime", fullTime, was.fullTime);
    w.putOptional("haltedOn", haltedOn, was.haltedOn);
    w.putOptional("resumedOn", resumedOn, was.resumedOn);
    w.putOptional("repairedIn", repairedIn, was.repairedIn);
    w.putIfSet("outcome", outcome, was.outcome);
    w.putIfSet("history", history, was.history);
    for (auto it = schedule.begin(); it != schedule.end(); ++it) {
        if (!was.schedule.contains(it.key()) || was.schedule.value(it.key()) != it.value())
            o.insert(it.key(), it.value());
    }
    for (auto it = was.schedule.begin(); it != was.schedule.end(); ++it) {
        if (!schedule.contains(it.key()))
            o.remove(it.key());
    }
}

} // namespace hk
