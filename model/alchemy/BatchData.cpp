#include "alchemy/BatchData.h"

#include "activities/ActivityFields.h"

namespace hk {

using namespace ActivityFields;

BatchData BatchData::read(const Activity& a)
{
    const QJsonObject& o = a.data;
    const auto num = [&o](const char* key) { return o.value(QLatin1String(key)).toInt(); };
    const auto flag = [&o](const char* key) { return o.value(QLatin1String(key)).toBool(); };
    BatchData d;
    d.potion = o.value(QLatin1String("potion")).toString();
    d.doses = num("doses");
    d.lab = o.value(QLatin1String("lab")).toInteger();
    d.holder = o.value(QLatin1String("holder")).toInteger();
    d.payer = o.value(QLatin1String("payer")).toInteger();
    d.weeks = num("weeks");
    d.weeksDone = num("weeksDone");
    d.target = num("target");
    d.nextRollDay = num("nextRollDay");
    d.fullTime = flag("fullTime");
    d.hasBook = flag("hasBook");
    d.specialCost = num("specialCost");
    d.commonCost = num("commonCost");
    d.suppliedSpecial = flag("suppliedSpecial");
    d.suppliedCommon = flag("suppliedCommon");
    d.gmOverride = flag("gmOverride");
    const QJsonObject gm = o.value(QLatin1String("gm")).toObject();
    d.gm.faultyEffect = gm.value(QLatin1String("faultyEffect")).toString();
    d.gm.faulty = gm.value(QLatin1String("faulty")).toBool();
    d.lastWorkedDay = num("lastWorkedDay");
    d.outcome = o.value(QLatin1String("outcome")).toString();
    d.stock = o.value(QLatin1String("stock")).toInteger();
    d.haltedOn = optionalInt(o, "haltedOn");
    d.history = o.value(QLatin1String("history")).toArray();
    return d;
}

void BatchData::write(Activity* a) const
{
    const BatchData was = read(*a);
    QJsonObject& o = a->data;
    DataWriter w(o);
    w.put("potion", potion, was.potion);
    w.put("doses", doses, was.doses);
    w.put("lab", lab, was.lab);
    w.put("holder", holder, was.holder);
    w.put("payer", payer, was.payer);
    w.put("weeks", weeks, was.weeks);
    w.put("weeksDone", weeksDone, was.weeksDone);
    w.put("target", target, was.target);
    w.put("nextRollDay", nextRollDay, was.nextRollDay);
    w.put("fullTime", fullTime, was.fullTime);
    w.put("hasBook", hasBook, was.hasBook);
    w.put("specialCost", specialCost, was.specialCost);
    w.put("commonCost", commonCost, was.commonCost);
    w.put("suppliedSpecial", suppliedSpecial, was.suppliedSpecial);
    w.put("suppliedCommon", suppliedCommon, was.suppliedCommon);
    w.put("gmOverride", gmOverride, was.gmOverride);
    if (w.isNew() || gm != was.gm) {
        // Only the changed secrets: other keys a GM's file keeps under gm stay.
        QJsonObject secret = o.value(QLatin1String("gm")).toObject();
        DataWriter s(secret);
        s.putIfSet("faultyEffect", gm.faultyEffect, was.gm.faultyEffect);
        s.putIfSet("faulty", gm.faulty, was.gm.faulty);
        o.insert(QLatin1String("gm"), secret);
    }
    w.putIfSet("lastWorkedDay", lastWorkedDay, was.lastWorkedDay);
    w.putIfSet("outcome", outcome, was.outcome);
    w.putIfSet("stock", stock, was.stock);
    w.putOptional("haltedOn", haltedOn, was.haltedOn);
    w.putIfSet("history", history, was.history);
}

} // namespace hk
