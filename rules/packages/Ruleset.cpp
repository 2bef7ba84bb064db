#include "packages/Ruleset.h"

#include "packages/RulesetPackage.h"

#include <QSet>

namespace hk {

Ruleset::Ruleset(QList<const RulesetPackage*> layers, const RulesetPackage* houseRules)
    : m_layers(std::move(layers)), m_houseRules(houseRules)
{
    if (m_houseRules)
        m_layers.prepend(m_houseRules);
}

LocatedEntry Ruleset::bookEntry(const QString& kind, const QString& id) const
{
    for (const RulesetPackage* p : m_layers) {
        if (p == m_houseRules)
            continue;
        if (const RuleEntry* e = p->entry(kind, id))
            return {p, e};
    }
    return {};
}

QList<const RulesetPackage*> Ruleset::bookLayers() const
{
    QList<const RulesetPackage*> out = m_layers;
    out.removeAll(m_houseRules);
    return out;
}

const RuleEntry* Ruleset::entry(const QString& kind, const QString& id) const
{
    return locate(kind, id).entry;
}

LocatedEntry Ruleset::locate(const QString& kind, const QString& id) const
{
    for (const RulesetPackage* p : m_layers) {
        if (const RuleEntry* e = p->entry(kind, id))
            return {p, e};
    }
    return {};
}

QList<LocatedEntry> Ruleset::entries(const QStringList& kinds) const
{
    QList<LocatedEntry> out;
    QSet<QString> seen;
    for (const RulesetPackage* p : m_layers) {
        for (const RuleEntry& e : p->entries()) {
            if (!kinds.isEmpty() && !kinds.contains(e.kind))
                continue;
            const QString key = e.kind + QLatin1Char('/') + e.id();
            if (seen.contains(key))
                continue;
            seen.insert(key);
            out.append({p, &e});
        }
    }
    return out;
}

const KindSchema* Ruleset::kind(const QString& name) const
{
    for (const RulesetPackage* p : m_layers) {
        if (const KindSchema* k = p->kind(name))
            return k;
    }
    return nullptr;
}

QJsonValue Ruleset::parameter(const QString& id, const QJsonValue& fallback) const
{
    const RuleEntry* e = entry(QStringLiteral("parameter"), id);
    return e ? e->data.value(QLatin1String("value")) : fallback;
}

} // namespace hk
