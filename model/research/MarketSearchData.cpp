#include "research/MarketSearchData.h"

#include "activities/ActivityFields.h"

namespace hk {

using namespace ActivityFields;

namespace {

std::optional<MarketOffer> readOffer(const QJsonObject& o)
{
    if (!o.contains(QLatin1String("offer")))
        return std::nullopt;
    const QJsonObject offer = o.value(QLatin1String("offer")).toObject();
    const auto num = [&offer](const char* key) { return offer.value(QLatin1String(key)).toInt(); };
    return MarketOffer{num("roll"), offer.value(QLatin1String("reaction")).toString(), num("priceNum"), num("priceDen"), num("price"),
                       offer.value(QLatin1String("mayRefuse")).toBool()};
}

// Changed in place, so that keys this struct does not name stay in the offer.
QJsonObject offerJson(QJsonObject o, const MarketOffer& offer)
{
    o.insert(QLatin1String("roll"), offer.roll);
    o.insert(QLatin1String("reaction"), offer.reaction);
    o.insert(QLatin1String("priceNum"), offer.priceNum);
    o.insert(QLatin1String("priceDen"), offer.priceDen);
    o.insert(QLatin1String("price"), offer.price);
    o.insert(QLatin1String("mayRefuse"), offer.mayRefuse);
    return o;
}

} // namespace

MarketSearchData MarketSearchData::read(const Activity& a)
{
    const QJsonObject& o = a.data;
    const auto num = [&o](const char* key) { return o.value(QLatin1String(key)).toInt(); };
    const auto flag = [&o](const char* key) { return o.value(QLatin1String(key)).toBool(); };
    MarketSearchData d;
    d.item = o.value(QLatin1String("item")).toString();
    d.value = num("value");
    d.settlement = o.value(QLatin1String("settlement")).toString();
    d.dice = num("dice");
    d.attribute = o.value(QLatin1String("attribute")).toString();
    d.fullTime = flag("fullTime");
    d.gmBonus = num("gmBonus");
    d.magic = flag("magic");
    d.merchant = flag("merchant");
    d.state = o.value(QLatin1String("state")).toString();
    d.nextRollDay = num("nextRollDay");
    d.history = o.value(QLatin1String("history")).toArray();
    d.offer = readOffer(o);
    d.boughtOn = optionalInt(o, "boughtOn");
    if (o.contains(QLatin1String("paidBy")))
        d.paidBy = id(o, "paidBy");
    d.magicItem = id(o, "magicItem");
    return d;
}

void MarketSearchData::write(Activity* a) const
{
    const MarketSearchData was = read(*a);
    QJsonObject& o = a->data;
    DataWriter w(o);
    w.put("item", item, was.item);
    w.put("value", value, was.value);
    w.put("settlement", settlement, was.settlement);
    w.put("dice", dice, was.dice);
    w.put("attribute", attribute, was.attribute);
    w.put("fullTime", fullTime, was.fullTime);
    w.put("gmBonus", gmBonus, was.gmBonus);
    w.put("magic", magic, was.magic);
    w.put("merchant", merchant, was.merchant);
    w.put("state", state, was.state);
    w.put("nextRollDay", nextRollDay, was.nextRollDay);
    w.put("history", history, was.history);
    if (offer != was.offer) {
        if (offer)
            o.insert(QLatin1String("offer"), offerJson(o.value(QLatin1String("offer")).toObject(), *offer));
        else
            o.remove(QLatin1String("offer"));
    }
    w.putOptional("boughtOn", boughtOn, was.boughtOn);
    w.putOptional("paidBy", paidBy, was.paidBy);
    w.putIfSet("magicItem", magicItem, was.magicItem);
}

} // namespace hk
