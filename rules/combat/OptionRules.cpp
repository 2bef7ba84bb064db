#include "combat/OptionRules.h"

#include "packages/RuleToggles.h"
#include "packages/Ruleset.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace hk::OptionRules {

namespace {

const QLatin1String kState("option.state");
const QLatin1String kAction("option.action");

bool hasEffect(const RuleEntry* e, const QString& key)
{
    const QJsonValue v = RuleToggles::effect(e, key);
    return !v.isUndefined() && !v.isNull(); // RuleToggles::effect gives null for a missing key
}

// How far the option lets a figure move, as the tracker's move kinds (MovementRules::maxHexes).
bool readMove(const RuleEntry* e, MovementOption* o)
{
    const QJsonValue fraction = RuleToggles::effect(e, QStringLiteral("move.maxMaFraction"));
    const QJsonValue hexes = RuleToggles::effect(e, QStringLiteral("move.maxHexes"));
    if (fraction.isDouble()) {
        o->move = fraction.toDouble() >= 1 ? QStringLiteral("full-ma") : QStringLiteral("half-ma");
    } else if (hasEffect(e, QStringLiteral("move.maxShiftHexes"))) {
        o->move = QStringLiteral("shift");
    } else if (hexes.isDouble()) {
        // One hex is the spell move (doubled by Speed Movement, l.841); more is a fixed count.
        const int n = hexes.toInt();
        o->move = n == 0 ? QStringLiteral("none") : n == 1 ? QStringLiteral("one-hex") : QStringLiteral("hexes");
        o->hexes = n > 1 ? n : 0;
    } else {
        return false;
    }
    return true;
}

int seedLine(const RuleEntry* e)
{
    return e->data.value(QLatin1String("source")).toObject().value(QLatin1String("line")).toInt();
}

} // namespace

QString trackerKey(const QString& action, bool engaged)
{
    if (action == QLatin1String("defend"))
        return QStringLiteral("shift-defend");
    if (action == QLatin1String("attack") && engaged)
        return QStringLiteral("shift-attack");
    return action;
}

QStringList trackerActions(const QString& action)
{
    static const QStringList attacks{QStringLiteral("attack"), QStringLiteral("charge-attack"), QStringLiteral("throw-weapon"),
                                     QStringLiteral("missile-weapon-attack"), QStringLiteral("one-last-shot")};
    if (action == QLatin1String("move"))
        return {};
    if (attacks.contains(action))
        return {QStringLiteral("attack")};
    if (action == QLatin1String("cast-spell"))
        return {QStringLiteral("cast")};
    if (action == QLatin1String("pick-up-weapon"))
        return {QStringLiteral("pick-up")};
    if (action == QLatin1String("change-weapon"))
        return {QStringLiteral("ready")}; // the tracker's `combat ready`
    if (action == QLatin1String("attempt-hth"))
        return {QStringLiteral("hth")};   // the tracker's `combat attack --hth`
    return {action};
}

std::optional<QList<MovementOption>> read(const Ruleset& rules)
{
    QList<const RuleEntry*> entries;
    bool any = false;
    for (const LocatedEntry& located : rules.entries({QStringLiteral("rule")})) {
        if (!hasEffect(located.entry, kState))
            continue;
        any = true;
        if (RuleToggles::on(rules, located.entry->id()))
            entries.append(located.entry);
    }
    if (!any)
        return std::nullopt;
    std::stable_sort(entries.begin(), entries.end(), [](const RuleEntry* a, const RuleEntry* b) { return seedLine(a) < seedLine(b); });
    QList<MovementOption> out;
    for (const RuleEntry* e : std::as_const(entries)) {
        const QString state = RuleToggles::effect(e, kState).toString();
        if (state != QLatin1String("disengaged") && state != QLatin1String("engaged"))
            continue;
        const QString action = RuleToggles::effect(e, kAction).toString();
        MovementOption o;
        o.engaged = state == QLatin1String("engaged");
        o.key = trackerKey(action, o.engaged);
        o.name = e->name().isEmpty() ? o.key : e->name();
        o.actions = trackerActions(action);
        const bool known = std::any_of(out.cbegin(), out.cend(), [&](const MovementOption& x) {
            return x.key == o.key && x.engaged == o.engaged;
        });
        if (action.isEmpty() || known || !readMove(e, &o))
            continue;
        out.append(o);
    }
    return out;
}

} // namespace hk::OptionRules
