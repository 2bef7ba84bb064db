#include "packages/RulesetPackage.h"

#include <QJsonArray>

namespace hk {

QStringList RulesetPackage::appliesTo() const
{
    QStringList out;
    for (const QJsonValue& v : m_manifest.value(QLatin1String("appliesTo")).toArray())
        out.append(v.toString());
    return out;
}

const KindSchema* RulesetPackage::kind(const QString& name) const
{
    const auto it = m_kinds.constFind(name);
    return it == m_kinds.constEnd() ? nullptr : &*it;
}

QList<const RuleEntry*> RulesetPackage::entries(const QString& kind) const
{
    QList<const RuleEntry*> out;
    for (const RuleEntry& e : m_entries) {
        if (e.kind == kind)
            out.append(&e);
    }
    return out;
}

const RuleEntry* RulesetPackage::entry(const QString& kind, const QString& id) const
{
    const auto k = m_index.constFind(kind);
    if (k == m_index.constEnd())
        return nullptr;
    const auto i = k->constFind(id);
    return i == k->constEnd() ? nullptr : &m_entries.at(*i);
}

QStringList RulesetPackage::kindsWithEntries() const
{
    QStringList out;
    for (const RuleEntry& e : m_entries) {
        if (!out.contains(e.kind))
            out.append(e.kind);
    }
    return out;
}

std::shared_ptr<RulesetPackage> RulesetPackage::create(QJsonObject manifest, QMap<QString, KindSchema> kinds,
                                                       const QList<RuleEntry>& entries)
{
    auto p = std::make_shared<RulesetPackage>();
    p->m_manifest = std::move(manifest);
    p->m_kinds = std::move(kinds);
    for (const RuleEntry& e : entries) {
        p->m_index[e.kind].insert(e.id(), int(p->m_entries.size()));
        p->m_entries.append(e);
    }
    return p;
}

QJsonObject RulesetPackage::toJson() const
{
    QJsonObject kinds;
    for (auto it = m_kindJson.begin(); it != m_kindJson.end(); ++it)
        kinds.insert(it.key(), it.value());
    QJsonObject entries;
    for (const QString& kind : kindsWithEntries()) {
        QJsonArray list;
        for (const RuleEntry* e : this->entries(kind))
            list.append(e->data);
        entries.insert(kind, list);
    }
    QJsonObject out;
    out.insert(QStringLiteral("manifest"), m_manifest);
    out.insert(QStringLiteral("kinds"), kinds);
    out.insert(QStringLiteral("entries"), entries);
    return out;
}

} // namespace hk
