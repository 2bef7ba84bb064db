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
        out.metal = row.value(QLatin1String("metal")).toString();
        return out;
    }
    return out;
}

// A weapon: Warrior & Wizard's list, or the mass-combat chart.
TableNumbers fromWeaponEntries(const Ruleset& rules, const Gear& g)
{
    TableNumbers out;
    for (const char* kind : {"weapon", "mc-weapon"}) {
        const RuleEntry* e = findEntry(rules, QLatin1String(kind), g.name);
        if (!e)
            continue;
        out.entry = e;
        out.row = e->name();
        out.line = e->source({}).line;
        out.damage = e->stringField(QStringLiteral("damage"));
        return out;
    }
    return out;
}

// The armour and shield rows of the Wizard DX table, once each by name (the wizard or fighter variant).
QList<Choice> dxTableChoices(const Ruleset& rules, const QString& slot, bool wizard)
{
    QList<Choice> out;
    const RuleEntry* table = rules.entry(QStringLiteral("table"), QStringLiteral("dx-adjustments"));
    QStringList seen;
    for (const QJsonValue& v : table ? table->data.value(QLatin1String("rows")).toArray() : QJsonArray()) {
        const QJsonObject row = v.toObject();
        if (row.value(QLatin1String("group")).toString() != QLatin1String("armor"))
            continue;
        QString base = splitRow(row.value(QLatin1String("situation")).toString()).first;
        const bool shield = base.contains(QLatin1String("shield"));
        if (base.startsWith(QLatin1String("main-gauche")) || shield != (slot == QLatin1String("shield")) || seen.contains(base))
            continue;
        seen << base;
        Gear g;
        g.slot = slot;
        g.name = base.left(1).toUpper() + base.mid(1);
        out.append({g.name, resolved(rules, g, wizard)});
    }
    return out;
}

QString numbersText(const Gear& g)
{
    QStringList parts;
    if (g.dx)
        parts << QStringLiteral("DX %1").arg(g.dx > 0 ? QStringLiteral("+%1").arg(g.dx) : QString::number(g.dx));
    if (g.hitsStopped)
        parts << QStringLiteral("stops %1").arg(g.hitsStopped);
    if (!g.damage.isEmpty())
        parts << g.damage;
    if (!g.metal.isEmpty())
        parts << g.metal;
    return parts.isEmpty() ? g.name : QStringLiteral("%1 (%2)").arg(g.name, parts.join(QStringLiteral(", ")));
}

} // namespace

QList<Choice> choices(const Ruleset& rules, const QString& slot, bool wizard)
{
    QList<Choice> out;
    if (slot == QLatin1String("weapon")) {
        for (const char* kind : {"weapon", "mc-weapon"}) {
            for (const LocatedEntry& e : rules.entries({QLatin1String(kind)})) {
                if (e.entry->stringField(QStringLiteral("damage")).isEmpty())
                    continue;
                Gear g;
                g.slot = slot;
                g.name = e.entry->name();
                out.append({QString(), resolved(rules, g, wizard)});
            }
        }
    } else {
        // Warrior & Wizard's armor entries say which are worn and which are shields.
        const QString wwSlot = slot == QLatin1String("shield") ? QStringLiteral("shield") : QStringLiteral("body");
        for (const LocatedEntry& e : rules.entries({QStringLiteral("armor")})) {
            if (e.entry->stringField(QStringLiteral("slot")) != wwSlot)
                continue;
            Gear g;
            g.slot = slot;
            g.name = e.entry->name();
            out.append({QString(), resolved(rules, g, wizard)});
        }
        if (out.isEmpty())
            out = dxTableChoices(rules, slot, wizard);
    }
    for (Choice& c : out)
        c.label = numbersText(c.gear);
    return out;
}

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
    if (gear.slot == QLatin1String("weapon"))
        return fromWeaponEntries(rules, gear);
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
    if (g.damage.isEmpty())
        g.damage = t.damage;
    if (g.metal.isEmpty())
        g.metal = t.metal;
    return g;
}

} // namespace hk::GearTables
