#include "characters/GearTables.h"

#include "packages/Ruleset.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

namespace hk::GearTables {

namespace {

bool isArmorOrShield(const Gear& g)
{
    return g.slot == QLatin1String("armor") || g.slot == QLatin1String("shield");
}

// "Leather armor (anyone)" → {"leather armor", "anyone"}.
std::pair<QString, QString> splitRow(const QString& situation)
{
    static const QRegularExpression variant(QStringLiteral("^(.*?)\\s*\\(([^)]*)\\)\\s*$"));
    const QRegularExpressionMatch m = variant.match(situation);
    if (!m.hasMatch())
        return {situation.trimmed().toLower(), QString()};
    return {m.captured(1).trimmed().toLower(), m.captured(2).trimmed().toLower()};
}

// "Leather", "leather armour" and "Leather armor" all name the row "Leather armor".
bool namesRow(const QString& gearName, const QString& rowBase)
{
    QString name = gearName.trimmed().toLower();
    name.replace(QLatin1String("armour"), QLatin1String("armor"));
    return name == rowBase || (rowBase.startsWith(name) && rowBase.mid(name.size()).trimmed() == QLatin1String("armor"));
}

// Warrior & Wizard: the armor kind's entry.
TableNumbers fromArmorEntries(const Ruleset& rules, const Gear& g)
{
    TableNumbers out;
    const RuleEntry* e = findEntry(rules, QStringLiteral("armor"), g.name);
    if (!e)
        return out;
    out.entry = e;
    out.row = e->name();
    out.line = e->source({}).line;
    out.hasDx = e->data.value(QLatin1String("dexPenalty")).isDouble();
    out.dx = e->intField(QStringLiteral("dexPenalty"));
    out.hasHitsStopped = e->data.value(QLatin1String("defense")).isDouble();
    out.hitsStopped = e->intField(QStringLiteral("defense"));
    return out;
}

// Wizard: the armour rows of the DX adjustment table (fighter, wizard or anyone).
TableNumbers fromDxTable(const Ruleset& rules, const Gear& g, bool wizard)
{
    TableNumbers out;
    const RuleEntry* table = rules.entry(QStringLiteral("table"), QStringLiteral("dx-adjustments"));
    if (!table)
        return out;
    const QString wanted = wizard ? QStringLiteral("wizard") : QStringLiteral("fighter");
    for (const QJsonValue& v : table->data.value(QLatin1String("rows")).toArray()) {
        const QJsonObject row = v.toObject();
        if (row.value(QLatin1String("group")).toString() != QLatin1String("armor"))
            continue;
        const QString situation = row.value(QLatin1String("situation")).toString();
        const auto [base, variant] = splitRow(situation);
        if (!namesRow(g.name, base) || (variant != wanted && variant != QLatin1String("anyone")))
            continue;
        out.entry = table;
        out.row = situation;
        out.line = row.value(QLatin1String("line")).toInt();
        out.hasDx = row.value(QLatin1String("dx")).isDouble();
        out.dx = row.value(QLatin1String("dx")).toInt();
        return out;
    }
    return out;
}

} // namespace

const RuleEntry* findEntry(const Ruleset& rules, const QString& kind, const QString& name)
{
    const QString wanted = name.trimmed();
    if (wanted.isEmpty())
        return nullptr;
    if (const RuleEntry* e = rules.entry(kind, wanted))
        return e;
    for (const LocatedEntry& e : rules.entries({kind})) {
        for (const char* key : {"id", "name", "printedAs"}) {
            if (e.entry->data.value(QLatin1String(key)).toString().compare(wanted, Qt::CaseInsensitive) == 0)
                return e.entry;
        }
    }
    return nullptr;
}

TableNumbers lookUp(const Ruleset& rules, const Gear& gear, bool wizard)
{
    if (!isArmorOrShield(gear))
        return {};
    const TableNumbers entry = fromArmorEntries(rules, gear);
    return entry.entry ? entry : fromDxTable(rules, gear, wizard);
}

Gear resolved(const Ruleset& rules, const Gear& gear, bool wizard)
{
    if (gear.custom)
        return gear;
    const TableNumbers t = lookUp(rules, gear, wizard);
    Gear g = gear;
    if (t.hasDx)
        g.dx = t.dx;
    if (t.hasHitsStopped)
        g.hitsStopped = t.hitsStopped;
    return g;
}

} // namespace hk::GearTables
