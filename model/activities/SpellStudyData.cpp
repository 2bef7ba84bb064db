#include "activities/SpellStudyData.h"

#include "activities/ActivityFields.h"

namespace hk {

using namespace ActivityFields;

SpellStudyData SpellStudyData::read(const Activity& a)
{
    const QJsonObject& o = a.data;
    const auto num = [&o](const char* key) { return o.value(QLatin1String(key)).toInt(); };
    SpellStudyData d;
    d.spell = o.value(QLatin1String("spell")).toString();
    d.method = o.value(QLatin1String("method")).toString();
    d.feePerWeek = num("feePerWeek");
    d.nextChargeDay = num("nextChargeDay");
    d.days = num("days");
    d.weeks = num("weeks");
    d.fullTime = o.value(QLatin1String("fullTime")).toBool();
    d.dxAfter = num("dxAfter");
    d.dxAfterDays = num("dxAfterDays");
    d.notes = o.value(QLatin1String("notes")).toString();
    d.haltedOn = optionalInt(o, "haltedOn");
    d.resumedOn = optionalInt(o, "resumedOn");
    return d;
}

void SpellStudyData::write(Activity* a) const
{
    const SpellStudyData was = read(*a);
    DataWriter w(a->data);
    w.put("spell", spell, was.spell);
    w.put("method", method, was.method);
    w.put("feePerWeek", feePerWeek, was.feePerWeek);
    w.put("nextChargeDay", nextChargeDay, was.nextChargeDay);
    w.put("days", days, was.days);
    w.put("weeks", weeks, was.weeks);
    w.put("fullTime", fullTime, was.fullTime);
    w.put("dxAfter", dxAfter, was.dxAfter);
    w.put("dxAfterDays", dxAfterDays, was.dxAfterDays);
    w.put("notes", notes, was.notes);
    w.putOptional("haltedOn", haltedOn, was.haltedOn);
    w.putOptional("resumedOn", resumedOn, was.resumedOn);
}

} // namespace hk
