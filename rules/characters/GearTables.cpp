#include "characters/GearTables.h"

#include "packages/Ruleset.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>

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
    out.protects = true;
    out.row = e->name();
    out.line = e->source({}).line;
    out.hasDx = e->data.value(QLatin1String("dexPenalty")).isDouble();
    out.dx = e->intField(QStringLiteral("dexPenalty"));
    out.hasHitsStopped = e->data.value(QLatin1String("defense")).isDouble();
    out.hitsStopped = e->intField(QStringLiteral("defense"));
    return out;
}

// The row of the book's own dx-adjustments table (without the house rules) at an index.
QJsonObject bookRow(const Ruleset& rules, int index)
{
    const LocatedEntry book = rules.bookEntry(QStringLiteral("table"), QStringLiteral("dx-adjustments"));
    return book.entry ? book.entry->data.value(QLatin1String("rows")).toArray().at(index).toObject() : QJsonObject();
}

// Wizard: the armour rows of the DX adjustment table (fighter, wizard or anyone). The table prints no hits
// stopped; a row's "stops" is the GM's (a house rule), as is a DX the book lost and the GM supplied.
TableNumbers fromDxTable(const Ruleset& rules, const Gear& g, bool wizard)
{
    TableNumbers out;
    const RuleEntry* table = rules.entry(QStringLiteral("table"), QStringLiteral("dx-adjustments"));
    if (!table)
        return out;
    const QString wanted = wizard ? QStringLiteral("wizard") : QStringLiteral("fighter");
    const QJsonArray rows = table->data.value(QLatin1String("rows")).toArray();
    for (int i = 0; i < rows.size(); ++i) {
        const QJsonObject row = rows.at(i).toObject();
        if (row.value(QLatin1String("group")).toString() != QLatin1String("armor"))
            continue;
        const QString situation = row.value(QLatin1String("situation")).toString();
        const auto [base, variant] = splitRow(situation);
        if (!namesRow(g.name, base) || (variant != wanted && variant != QLatin1String("anyone")))
            continue;
        out.entry = table;
        out.protects = true;
        out.row = situation;
        out.rowIndex = i;
        out.line = row.value(QLatin1String("line")).toInt();
        out.hasDx = row.value(QLatin1String("dx")).isDouble();
        out.dx = row.value(QLatin1String("dx")).toInt();
        out.hasHitsStopped = row.value(QLatin1String("stops")).isDouble();
        out.hitsStopped = row.value(QLatin1String("stops")).toInt();
        out.metal = row.value(QLatin1String("metal")).toString();
        const QJsonObject book = bookRow(rules, i);
        out.gmNumbers = out.hasHitsStopped || (out.hasDx && !book.value(QLatin1String("dx")).isDouble());
        return out;
    }
    return out;
}

// The GM's own list: house-rule "gear" entries, for a book with no table (or a piece it lacks).
TableNumbers fromOwnList(const Ruleset& rules, const Gear& g)
{
    TableNumbers out;
    const RuleEntry* e = findEntry(rules, QStringLiteral("gear"), g.name);
    if (!e || e->stringField(QStringLiteral("slot")) != g.slot)
        return out;
    out.entry = e;
    out.row = e->name();
    out.gmList = true;
    out.protects = g.slot != QLatin1String("weapon");
    out.hasDx = true;
    out.dx = e->intField(QStringLiteral("dx"));
    out.hasHitsStopped = g.slot != QLatin1String("weapon");
    out.hitsStopped = e->intField(QStringLiteral("stops"));
    out.damage = e->stringField(QStringLiteral("damage"));
    out.metal = e->stringField(QStringLiteral("metal"));
    out.stMin = e->intField(QStringLiteral("st"));
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
        out.append({g.name, resolved(rules, g, wizard), {}});
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
                out.append({QString(), resolved(rules, g, wizard), {}});
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
            out.append({QString(), resolved(rules, g, wizard), {}});
        }
        if (out.isEmpty())
            out = dxTableChoices(rules, slot, wizard);
    }
    for (Choice& c : out) {
        c.label = numbersText(c.gear);
        c.table = lookUp(rules, c.gear, wizard);
    }
    return out + ownChoices(rules, slot);
}

QList<Choice> ownChoices(const Ruleset& rules, const QString& slot)
{
    QList<Choice> out;
    for (const LocatedEntry& e : rules.entries({QStringLiteral("gear")})) {
        if (e.entry->stringField(QStringLiteral("slot")) != slot)
            continue;
        Gear g;
        g.slot = slot;
        g.name = e.entry->name();
        g = resolved(rules, g, false);
        out.append({numbersText(g), g, fromOwnList(rules, g)});
    }
    return out;
}

bool hasTable(const Ruleset& rules, const QString& slot)
{
    QList<Choice> book = choices(rules, slot, false);
    book.erase(std::remove_if(book.begin(), book.end(), [](const Choice& c) { return c.table.gmList; }), book.end());
    return !book.isEmpty();
}

LostRow lostRow(const Ruleset& rules, const QString& name)
{
    LostRow out;
    const RuleEntry* table = rules.entry(QStringLiteral("table"), QStringLiteral("dx-adjustments"));
    const QJsonArray rows = table ? table->data.value(QLatin1String("rows")).toArray() : QJsonArray();
    bool lost = false;
    for (int i = 0; i < rows.size(); ++i) {
        const QJsonObject row = rows.at(i).toObject();
        const QString base = splitRow(row.value(QLatin1String("situation")).toString()).first;
        if (row.value(QLatin1String("group")).toString() != QLatin1String("armor") || !namesRow(name, base))
            continue;
        if (out.piece.isEmpty())
            out.piece = base.left(1).toUpper() + base.mid(1);
        out.rowIndexes.append(i);
        out.lines.append(row.value(QLatin1String("line")).toInt());
        lost = lost || !row.value(QLatin1String("dx")).isDouble() || !row.value(QLatin1String("stops")).isDouble();
    }
    if (!lost)
        return {};
    const QJsonValue times = rules.parameter(QStringLiteral("wizard-armor-dx-multiplier"));
    out.wizardMultiplier = times.isDouble() ? times.toInt() : 1;
    return out;
}

QJsonObject lostRowValues(const Ruleset& rules, const LostRow& lost, int fighterDx, int hitsStopped)
{
    QJsonObject values;
    for (int index : lost.rowIndexes) {
        const QJsonObject row = bookRow(rules, index);
        const QString prefix = QStringLiteral("rows.%1.").arg(index);
        if (!row.value(QLatin1String("dx")).isDouble()) {
            const bool doubled = row.contains(QLatin1String("doublesRow"));
            values.insert(prefix + QStringLiteral("dx"), doubled ? fighterDx * lost.wizardMultiplier : fighterDx);
        }
        values.insert(prefix + QStringLiteral("stops"), hitsStopped);
    }
    return values;
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
    if (gear.slot == QLatin1String("weapon")) {
        const TableNumbers weapon = fromWeaponEntries(rules, gear);
        return weapon.entry ? weapon : fromOwnList(rules, gear);
    }
    if (!isArmorOrShield(gear))
        return {};
    const TableNumbers entry = fromArmorEntries(rules, gear);
    if (entry.entry)
        return entry;
    const TableNumbers row = fromDxTable(rules, gear, wizard);
    return row.entry ? row : fromOwnList(rules, gear);
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
    if (t.gmList && t.entry)
        g.maLimit = t.entry->intField(QStringLiteral("ma"));
    return g;
}

} // namespace hk::GearTables
