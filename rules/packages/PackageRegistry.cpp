#include "packages/PackageRegistry.h"

#include "packages/PackageLoader.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>

namespace hk {

namespace {

// Package id → folder and the package it extends, from each package.json alone.
QMap<QString, QPair<QString, QString>> manifests(const QDir& root)
{
    QMap<QString, QPair<QString, QString>> out;
    for (const QString& name : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        QFile file(root.filePath(name) + QStringLiteral("/package.json"));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject m = QJsonDocument::fromJson(file.readAll()).object();
        out.insert(m.value(QLatin1String("id")).toString(name), {root.filePath(name), m.value(QLatin1String("extends")).toString()});
    }
    return out;
}

} // namespace

PackageRegistry PackageRegistry::loadEmbedded(QStringList* errors, const QStringList& only)
{
    PackageRegistry registry;
    const QDir root(QStringLiteral(":/rules"));
    QStringList folders;
    if (only.isEmpty()) {
        for (const QString& name : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
            folders.append(root.filePath(name));
    } else {
        const auto known = manifests(root);
        QStringList wanted = only;
        for (qsizetype i = 0; i < wanted.size(); ++i) {
            const auto found = known.find(wanted.at(i));
            if (found == known.end())
                continue; // the caller finds out that it is missing
            if (!folders.contains(found->first))
                folders.append(found->first);
            const QString parent = found->second.section(QLatin1Char('.'), 0, 0);
            if (!parent.isEmpty() && !wanted.contains(parent))
                wanted.append(parent);
        }
        folders.sort();
    }
    for (const QString& folder : std::as_const(folders)) {
        if (auto package = PackageLoader::load(folder, errors, QStringLiteral(":/rules/kinds.json")))
            registry.add(std::move(package));
    }
    registry.dropBrokenChains(errors);
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

void PackageRegistry::dropBrokenChains(QStringList* errors)
{
    for (qsizetype i = m_packages.size() - 1; i >= 0; --i) {
        const RulesetPackage* p = m_packages.at(i).get();
        if (!p->extends().isEmpty() && chain(p->id()).isEmpty()) {
            errors->append(QStringLiteral("%1/package.json: extends '%2', which is not available").arg(p->id(), p->extends()));
            m_packages.removeAt(i);
        }
    }
}

QList<const RulesetPackage*> PackageRegistry::chain(const QString& baseId) const
{
    QList<const RulesetPackage*> out;
    QString id = baseId;
    while (!id.isEmpty()) {
        const RulesetPackage* p = find(id);
        if (!p || out.contains(p))
            return {};
        out.append(p);
        id = p->extends();
    }
    return out;
}

Ruleset PackageRegistry::ruleset(const QString& baseId, const QStringList& optionIds) const
{
    QList<const RulesetPackage*> layers = chain(baseId);
    for (const QString& id : optionIds) {
        if (const RulesetPackage* p = find(id))
            layers.append(p);
    }
    return Ruleset(layers);
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
