#pragma once

#include "packages/KindSchema.h"
#include "packages/RuleEntry.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QStringList>

#include <memory>

namespace hk {

// One validated ruleset package: its manifest, the kinds it uses and all its entries, indexed by kind and
// id. Immutable once loaded; campaign house rules are layered on top by the model, never written here.
class RulesetPackage
{
public:
    QString id() const { return m_manifest.value(QLatin1String("id")).toString(); }
    QString title() const { return m_manifest.value(QLatin1String("title")).toString(); }
    QString version() const { return m_manifest.value(QLatin1String("version")).toString(); }
    QString role() const { return m_manifest.value(QLatin1String("role")).toString(); }
    QString family() const { return m_manifest.value(QLatin1String("family")).toString(); }
    QStringList appliesTo() const;
    QString seed() const { return m_manifest.value(QLatin1String("seed")).toString(); }
    QString licence() const { return m_manifest.value(QLatin1String("licence")).toString(); }
    QString attribution() const { return m_manifest.value(QLatin1String("attribution")).toString(); }
    QString summary() const { return m_manifest.value(QLatin1String("summary")).toString(); }
    // The package this one builds on (Advanced Wizard extends Wizard), or empty.
    QString extends() const { return m_manifest.value(QLatin1String("extends")).toString(); }
    const QJsonObject& manifest() const { return m_manifest; }

    const QMap<QString, KindSchema>& kinds() const { return m_kinds; }
    const KindSchema* kind(const QString& name) const;
    const QList<RuleEntry>& entries() const { return m_entries; }
    QList<const RuleEntry*> entries(const QString& kind) const;
    const RuleEntry* entry(const QString& kind, const QString& id) const;
    // Kinds that actually have entries, in a stable order.
    QStringList kindsWithEntries() const;

    // The whole package as one JSON document (manifest, kinds, entries by kind) for `rules export`.
    QJsonObject toJson() const;

    // An in-memory package built from already-validated parts (the campaign's house rules layer).
    static std::shared_ptr<RulesetPackage> create(QJsonObject manifest, QMap<QString, KindSchema> kinds,
                                                  const QList<RuleEntry>& entries);

private:
    friend class PackageLoader;
    QJsonObject m_manifest;
    QMap<QString, KindSchema> m_kinds;
    QMap<QString, QJsonObject> m_kindJson;
    QList<RuleEntry> m_entries;
    QHash<QString, QHash<QString, int>> m_index;
};

} // namespace hk
