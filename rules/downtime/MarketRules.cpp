#include "downtime/MarketRules.h"
#include "i18n/Translate.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::MarketRules", text);
}

QJsonArray rows(const Ruleset& rules, const QString& table)
{
    const RuleEntry* e = rules.entry(QStringLiteral("table"), table);
    return e ? e->data.value(QLatin1String("rows")).toArray() : QJsonArray();
}

QJsonObject rowForRoll(const Ruleset& rules, const QString& table, int roll)
{
    for (const QJsonValue& v : rows(rules, table)) {
        if (v.toObject().value(QLatin1String("roll")).toInt() == roll)
            return v.toObject();
    }
    return {};
}

// a × num / den, rounded to the nearest dollar.
int scaled(int amount, int num, int den)
{
    const qint64 n = qint64(amount) * num;
    return int((n + den / 2) / qMax(1, den));
}

} // namespace

QJsonValue MarketRules::effect(const QString& rule, const QString& key, const QJsonValue& fallback) const
{
    const RuleEntry* e = m_rules.entry(QStringLiteral("rule"), rule);
    if (!e)
        return fallback;
    for (const QJsonValue& v : e->data.value(QLatin1String("effects")).toArray()) {
        if (v.toObject().value(QLatin1String("key")).toString() == key)
            return v.toObject().value(QLatin1String("value"));
    }
    return fallback;
}

bool MarketRules::available() const
{
    return !rows(m_rules, QStringLiteral("item-search-dice")).isEmpty() && m_rules.entry(QStringLiteral("rule"), QStringLiteral("item-search"));
}

QStringList MarketRules::settlements() const
{
    QStringList out;
    for (const QJsonValue& v : rows(m_rules, QStringLiteral("item-search-settlement")))
        out.append(v.toObject().value(QLatin1String("settlement")).toString());
    return out;
}

int MarketRules::searchDice(int value, const QString& settlement, QString* error) const
{
    if (value <= 0) {
        *error = tr("The item's value must be more than $0.");
        return 0;
    }
    int mod = 0;
    bool known = false;
    for (const QJsonValue& v : rows(m_rules, QStringLiteral("item-search-settlement"))) {
        if (v.toObject().value(QLatin1String("settlement")).toString().compare(settlement, Qt::CaseInsensitive) == 0) {
            mod = v.toObject().value(QLatin1String("diceMod")).toInt();
            known = true;
        }
    }
    if (!known) {
        *error = tr("Unknown kind of place “%1”; choose one of: %2.").arg(settlement, settlements().join(QStringLiteral(", ")));
        return 0;
    }
    int dice = 0;
    qint64 lastOver = -1;
    for (const QJsonValue& v : rows(m_rules, QStringLiteral("item-search-dice"))) {
        const qint64 over = v.toObject().value(QLatin1String("overPrice")).toInteger();
        if (value > over && over >= lastOver) {
            dice = v.toObject().value(QLatin1String("dice")).toInt();
            lastOver = over;
        }
    }
    // Past the last row each further tenfold step in price adds dice ("and so on").
    const int perTenfold = effect(QStringLiteral("item-search"), QStringLiteral("extraDiePerTenfoldPrice"), 0).toInt();
    for (qint64 step = lastOver * 10; perTenfold > 0 && lastOver > 0 && value > step; step *= 10)
        dice += perTenfold;
    const int minDice = effect(QStringLiteral("item-search"), QStringLiteral("minDice"), 0).toInt();
    return qMax(minDice, dice + mod);
}

int MarketRules::fullTimeRollMod() const
{
    return effect(QStringLiteral("item-search"), QStringLiteral("fullTimeRollMod"), 0).toInt();
}

int MarketRules::maxSearchesAtOnce() const
{
    return effect(QStringLiteral("item-search"), QStringLiteral("maxItemsAtOnce"), 0).toInt();
}

QString MarketRules::attribute() const
{
    return effect(QStringLiteral("item-search"), QStringLiteral("attribute"), QStringLiteral("IQ")).toString();
}

bool MarketRules::searchSucceeds(int total, int iq, bool fullTime, int gmBonus, int* adjustedTotal) const
{
    const int adjusted = total + (fullTime ? fullTimeRollMod() : 0) - gmBonus;
    if (adjustedTotal)
        *adjustedTotal = adjusted;
    return adjusted <= iq;
}

SellerReaction MarketRules::seller(int roll, int standardPrice, bool merchant) const
{
    SellerReaction r;
    const QJsonObject row = rowForRoll(m_rules, QStringLiteral("seller-reaction"), roll);
    if (row.isEmpty())
        return r;
    r.valid = true;
    r.roll = roll;
    r.reaction = row.value(QLatin1String("reaction")).toString();
    r.priceNum = row.value(QLatin1String("priceNum")).toInt(1);
    r.priceDen = row.value(QLatin1String("priceDen")).toInt(1);
    r.mayRefuse = row.value(QLatin1String("mayRefuse")).toBool();
    r.price = scaled(standardPrice, r.priceNum, r.priceDen);
    if (merchant)
        r.price = scaled(r.price, 100 + effect(QStringLiteral("item-search"), QStringLiteral("merchantSurchargePercent"), 0).toInt(), 100);
    return r;
}

int MarketRules::keenBuyerDice() const
{
    return effect(QStringLiteral("selling-magic-items"), QStringLiteral("findKeenBuyerDice"), 0).toInt();
}

BuyerReaction MarketRules::buyer(int roll, int value) const
{
    BuyerReaction r;
    const QJsonObject row = rowForRoll(m_rules, QStringLiteral("buyer-reaction"), roll);
    if (row.isEmpty())
        return r;
    r.valid = true;
    r.roll = roll;
    r.reaction = row.value(QLatin1String("reaction")).toString();
    r.payNum = row.value(QLatin1String("payNum")).toInt(1);
    r.payDen = row.value(QLatin1String("payDen")).toInt(1);
    r.mayTryToTake = row.value(QLatin1String("mayTryToTake")).toBool();
    r.price = scaled(value, r.payNum, r.payDen);
    return r;
}

} // namespace hk
