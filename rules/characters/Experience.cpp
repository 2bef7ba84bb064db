#include "characters/Experience.h"
#include "i18n/Translate.h"

#include "characters/WwExperience.h"
#include "characters/WwRulesData.h"
#include "text/EnumKeys.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::Experience", text);
}

bool isWw(const Character& c)
{
    return c.system == QLatin1String("ww");
}

bool isAttribute(const QString& a)
{
    return a == QLatin1String("st") || a == QLatin1String("dx") || a == QLatin1String("iq") || a == QLatin1String("ma");
}

int* field(Character* c, const QString& a)
{
    if (a == QLatin1String("st"))
        return &c->st;
    if (a == QLatin1String("dx"))
        return &c->dx;
    if (a == QLatin1String("iq"))
        return &c->iq;
    return &c->ma;
}

// The most EP an attribute point may cost; far past any real character, and a sum of a few still fits an int.
constexpr int MaxCost = 100'000'000;

QString tooDear(int newTotal)
{
    return tr("At a total of %1 an attribute point costs more experience than Hexkeeper can count.").arg(newTotal);
}

// EP for the attribute point that brings a W&W character's total to newTotal: the first row of the cost
// table whose band holds it; past the last row each further band doubles (the book's "and so on", l.2023).
int wwPointCost(const Ruleset& rules, int newTotal, QString* error)
{
    const RuleEntry* table = rules.entry(QStringLiteral("table"), QStringLiteral("attribute-point-costs"));
    const QJsonArray rows = table ? table->data.value(QLatin1String("rows")).toArray() : QJsonArray();
    if (rows.isEmpty()) {
        if (error)
            *error = tr("These rules have no table of attribute costs.");
        return -1;
    }
    for (const QJsonValue& row : rows) {
        if (newTotal <= row.toObject().value(QLatin1String("maxTotal")).toInt())
            return row.toObject().value(QLatin1String("ep")).toInt();
    }
    const QJsonObject last = rows.last().toObject();
    const QJsonObject doubling = rules.parameter(QStringLiteral("attribute-cost-doubling")).toObject();
    const int band = doubling.value(QLatin1String("bandSize")).toInt();
    const int factor = doubling.value(QLatin1String("multiplierPerBand")).toInt();
    if (band <= 0 || factor <= 0) {
        if (error)
            *error = tr("The attribute cost table ends at a total of %1; these rules do not say what a total of %2 costs.")
                         .arg(last.value(QLatin1String("maxTotal")).toInt()).arg(newTotal);
        return -1;
    }
    const int bands = (newTotal - last.value(QLatin1String("maxTotal")).toInt() + band - 1) / band;
    const double ep = last.value(QLatin1String("ep")).toInt() * std::pow(double(factor), bands);
    if (ep > MaxCost) {
        if (error)
            *error = tooDear(newTotal);
        return -1;
    }
    return int(ep);
}

// Whether a row's condition holds for the figure; a row without one always does. Superiority is the
// difference of average attribute totals, enemy minus own side.
bool conditionHolds(const QJsonObject& condition, const CombatAwardInput& in)
{
    if (condition.isEmpty())
        return true;
    const QString test = condition.value(QLatin1String("test")).toString();
    if (test == QLatin1String("ran-away-unhurt"))
        return in.ranAwayUnhurt;
    double lhs = 0;
    if (test == QLatin1String("enemy-average-attributes-above-own") || test == QLatin1String("own-side-average-attributes-below-enemy"))
        lhs = in.enemyAverage - in.ownAverage;
    else
        return false; // a test this code does not know never grants points
    const QString op = condition.value(QLatin1String("op")).toString();
    const double rhs = condition.value(QLatin1String("value")).toDouble();
    if (op == QLatin1String(">"))
        return lhs > rhs;
    if (op == QLatin1String(">="))
        return lhs >= rhs;
    if (op == QLatin1String("<"))
        return lhs < rhs;
    if (op == QLatin1String("<="))
        return lhs <= rhs;
    return op == QLatin1String("==") && lhs == rhs;
}

// A row naming an outcome ("winners", "defeated survivors") is only for figures with that outcome; rows
// naming none ("each survivor", "survivors of the weaker side") are for everybody in that combat.
bool recipientsMatch(const QString& recipients, const QString& outcome)
{
    for (const QString& known : {QStringLiteral("winner"), QStringLiteral("defeated")}) {
        if (recipients.contains(known, Qt::CaseInsensitive) && known != outcome)
            return false;
    }
    return true;
}

QString capitalised(QString text)
{
    if (!text.isEmpty())
        text[0] = text.at(0).toUpper();
    return text;
}

} // namespace

int Experience::attributeCost(const Character& character, const QString& attribute, QString* error) const
{
    if (!isAttribute(attribute)) {
        if (error)
            *error = tr("“%1” is not an attribute that experience can raise.").arg(attribute);
        return -1;
    }
    if (isWw(character)) {
        // Total after the purchase decides the price (l.2023); MOV counts by its creation-point cost.
        const WwRulesData data(m_rules);
        const int steps = attribute == QLatin1String("ma") ? data.movementPointCost() : 1;
        int cost = 0;
        for (int k = 1; k <= steps; ++k) {
            const int ep = wwPointCost(m_rules, data.pointsSpent(character) + k, error);
            if (ep < 0)
                return -1;
            if (cost > MaxCost - ep) {
                if (error)
                    *error = tooDear(data.pointsSpent(character) + k);
                return -1;
            }
            cost += ep;
        }
        return cost;
    }
    // Wizard trades EP for basic ST, DX or IQ only (l.507); MA is not on the list.
    if (attribute == QLatin1String("ma")) {
        if (error)
            *error = tr("In these rules experience raises ST, DX or IQ; MA cannot be bought.");
        return -1;
    }
    const QJsonValue cost = m_rules.parameter(QStringLiteral("ep-per-attribute-point"));
    if (!cost.isDouble()) {
        if (error)
            *error = tr("These rules do not say what an attribute point costs in experience.");
        return -1;
    }
    return cost.toInt();
}

bool Experience::spendOnAttribute(Character* character, const QString& attribute, QString* error) const
{
    const int cost = attributeCost(*character, attribute, error);
    if (cost < 0)
        return false;
    const QString label = isWw(*character) ? WwRulesData(m_rules).attributeAbbreviation(attribute) : attribute.toUpper();
    if (character->experience < cost) {
        if (error)
            *error = tr("Raising %1 costs %2 EP; %3 has %4 EP.")
                         .arg(label).arg(cost).arg(WwRulesData::displayName(*character)).arg(character->experience);
        return false;
    }
    int points = 1;
    if (isWw(*character) && attribute == QLatin1String("ma")) {
        const WwRulesData data(m_rules);
        character->ma = data.movement(*character); // 0 meant "the base"; make it explicit before raising
        points = data.movementPointCost();
    }
    *field(character, attribute) += 1;
    character->experience -= cost;
    character->pointsBought += points;
    return true;
}

int Experience::cost(const Character& character, const XpPurchase& purchase, QString* error) const
{
    if (purchase.kind == XpPurchaseKind::Attribute)
        return attributeCost(character, purchase.id, error);
    if (!isWw(character)) {
        if (error)
            *error = tr("In these rules experience buys attribute points only; new spells are learned (spell learning).");
        return -1;
    }
    return WwExperience(m_rules).cost(character, purchase, error);
}

bool Experience::spend(Character* character, const XpPurchase& purchase, int* paid, QString* error) const
{
    const int price = cost(*character, purchase, error);
    if (price < 0)
        return false;
    if (purchase.kind == XpPurchaseKind::Attribute) {
        if (!spendOnAttribute(character, purchase.id, error))
            return false;
    } else {
        if (character->experience < price) {
            if (error)
                *error = tr("%1 costs %2 EP; %3 has %4 EP.")
                             .arg(describe(*character, purchase)).arg(price).arg(WwRulesData::displayName(*character))
                             .arg(character->experience);
            return false;
        }
        WwExperience(m_rules).apply(character, purchase);
        character->experience -= price;
    }
    if (paid)
        *paid = price;
    return true;
}

QList<XpOffer> Experience::offers(const Character& character) const
{
    QList<XpOffer> list;
    for (const char* attribute : {"st", "dx", "iq", "ma"}) {
        XpOffer offer{{XpPurchaseKind::Attribute, QLatin1String(attribute)}, {}, -1, {}};
        offer.label = describe(character, offer.purchase);
        offer.cost = cost(character, offer.purchase, &offer.blocker);
        list.append(offer);
    }
    if (character.system == QLatin1String("ww"))
        list += WwExperience(m_rules).offers(character);
    return list;
}

QString Experience::describe(const Character& character, const XpPurchase& purchase) const
{
    if (purchase.kind != XpPurchaseKind::Attribute)
        return WwExperience(m_rules).describe(purchase);
    return isWw(character) ? WwRulesData(m_rules).attributeAbbreviation(purchase.id) : purchase.id.toUpper();
}

QList<EventAward> Experience::eventAwards() const
{
    QList<EventAward> out;
    const RuleEntry* table = m_rules.entry(QStringLiteral("table"), QStringLiteral("experience-awards"));
    for (const QJsonValue& v : table ? table->data.value(QLatin1String("rows")).toArray() : QJsonArray()) {
        const QJsonObject row = v.toObject();
        if (row.value(QLatin1String("key")).isString() && row.value(QLatin1String("event")).isString())
            out.append({row.value(QLatin1String("key")).toString(), row.value(QLatin1String("event")).toString(),
                        row.value(QLatin1String("points")).toInt(), row.value(QLatin1String("line")).toInt()});
    }
    return out;
}

int Experience::eventAward(const QStringList& keys, QString* explanation, QString* error) const
{
    const QList<EventAward> rows = eventAwards();
    int total = 0;
    QStringList said;
    for (const QString& key : keys) {
        const auto row = std::find_if(rows.begin(), rows.end(), [&](const EventAward& a) { return a.key == key.trimmed(); });
        if (row == rows.end()) {
            QStringList known;
            for (const EventAward& a : rows)
                known << a.key;
            if (error)
                *error = known.isEmpty() ? tr("These rules award experience by kind of fight, not by event.")
                                         : tr("“%1” is not an event of the award table; it has %2.").arg(key, known.join(QStringLiteral(", ")));
            return -1;
        }
        total += row->points;
        said << tr("%1 (%2)").arg(row->event).arg(row->points);
    }
    if (explanation)
        *explanation = said.join(QStringLiteral("; "));
    return total;
}

namespace {
constexpr auto kCombatKinds = enumKeys<CombatKind>(
    {{CombatKind::ToTheDeath, "to-the-death"}, {CombatKind::Arena, "arena"}, {CombatKind::Practice, "practice"}});
static_assert(kCombatKinds.distinct());
constexpr auto kFightOutcomes = enumKeys<FightOutcome>(
    {{FightOutcome::None, ""}, {FightOutcome::Winner, "winner"}, {FightOutcome::Defeated, "defeated"}});
static_assert(kFightOutcomes.distinct());
} // namespace

QString combatKindKey(CombatKind kind)
{
    return kCombatKinds.toKey(kind);
}

bool combatKindFromKey(const QString& key, CombatKind* kind)
{
    const std::optional<CombatKind> k = kCombatKinds.fromKey(key);
    if (k)
        *kind = *k;
    return k.has_value();
}

QString fightOutcomeKey(FightOutcome outcome)
{
    return kFightOutcomes.toKey(outcome);
}

FightOutcome fightOutcomeFromKey(const QString& key)
{
    return kFightOutcomes.fromKey(key, FightOutcome::None);
}

int Experience::combatAward(const CombatAwardInput& input, QString* explanation) const
{
    const RuleEntry* table = m_rules.entry(QStringLiteral("table"), QStringLiteral("experience-awards"));
    const QJsonArray rows = table ? table->data.value(QLatin1String("rows")).toArray() : QJsonArray();

    // The base award: of the rows that apply, one with a condition replaces the plain one (100 instead
    // of 50, −10 instead of 20). Rows marked extra come on top.
    QJsonObject base;
    QList<QJsonObject> extras;
    for (const QJsonValue& v : rows) {
        const QJsonObject row = v.toObject();
        if (row.value(QLatin1String("combat")).toString() != combatKindKey(input.combat)
            || !recipientsMatch(row.value(QLatin1String("recipients")).toString(), fightOutcomeKey(input.outcome)))
            continue;
        const QJsonObject condition = row.value(QLatin1String("condition")).toObject();
        if (!conditionHolds(condition, input))
            continue;
        if (row.value(QLatin1String("extra")).toBool())
            extras.append(row);
        else if (base.isEmpty() || (!condition.isEmpty() && base.value(QLatin1String("condition")).toObject().isEmpty()))
            base = row;
    }

    int total = 0;
    QStringList said;
    QString combat = combatKindKey(input.combat);
    combat.replace(QLatin1Char('-'), QLatin1Char(' '));
    if (!base.isEmpty()) {
        total += base.value(QLatin1String("ep")).toInt();
        said << tr("%1 (%2 combat): %3 EP.").arg(capitalised(base.value(QLatin1String("recipients")).toString()), combat)
                    .arg(base.value(QLatin1String("ep")).toInt());
    }
    for (const QJsonObject& row : extras) {
        total += row.value(QLatin1String("ep")).toInt();
        said << tr("%1: %2 EP more.").arg(capitalised(row.value(QLatin1String("recipients")).toString()))
                    .arg(row.value(QLatin1String("ep")).toInt());
    }
    if (explanation)
        *explanation = said.isEmpty() ? tr("No experience award is listed for “%1” combat.").arg(combatKindKey(input.combat))
                                      : said.join(QLatin1Char(' '));
    return total;
}

} // namespace hk
