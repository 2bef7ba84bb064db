#include "packages/PackageRegistry.h"

#include "packages/PackageLoader.h"

#include <QDir>

namespace hk {

PackageRegistry PackageRegistry::loadEmbedded(QStringList* errors)
{
    PackageRegistry registry;
    const QDir root(QStringLiteral(":/rules"));
    for (const QString& name : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        if (auto package = PackageLoader::load(root.filePath(name), errors, QStringLiteral(":/rules/kinds.json")))
            registry.add(std::move(package));
    }
    return registry;
}

void PackageRegistry::add(std::shared_ptr<const RulesetPackage> package)
{
    for (auto& existing : m_packages) {
        if (existing->id() == package->id()) {
            existing = std::move(package);
            return;
        }
    }
    m_packages.append(std::move(package));
}

const RulesetPackage* PackageRegistry::find(const QString& id) const
{
    for (const auto& p : m_packages) {
        if (p->id() == id)
            return p.get();
    }
    return nullptr;
}

QList<const RulesetPackage*> PackageRegistry::packages() const
{
    QList<const RulesetPackage*> out;
    for (const auto& p : m_packages)
        out.append(p.get());
    return out;
}

QList<const RulesetPackage*> PackageRegistry::basePackages() const
{
    QList<const RulesetPackage*> out;
    for (const auto& p : m_packages) {
        if (p->role() == QLatin1String("base"))
            out.append(p.get());
    }
    return out;
}

QList<const RulesetPackage*> PackageRegistry::optionsFor(const QString& baseId) const
{
    QList<const RulesetPackage*> out;
    const RulesetPackage* base = find(baseId);
    if (!base)
        return out;
    for (const auto& p : m_packages) {
        if (p->role() == QLatin1String("option") && p->appliesTo().contains(base->family()))
            out.append(p.get());
    }
    return out;
}

} // namespace hk
