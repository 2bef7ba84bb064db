#pragma once

#include "packages/RuleEntry.h"

#include <QHash>
#include <QList>
#include <QStringList>

namespace hk {

class RulesetPackage;
struct KindSchema;

// An entry together with the package it comes from (for its kind schema, seed file and title).
struct LocatedEntry
{
    const RulesetPackage* package = nullptr;
    const RuleEntry* entry = nullptr;
};

// The rules a campaign actually plays by: packages stacked in priority order — the base ruleset first,
// then the packages it extends (Advanced Wizard builds on Wizard), then option packs. Looking up a kind and
// id returns the highest-priority entry, so Advanced Wizard's Fireball replaces Wizard's while Wizard's
// combat tables still apply. Rule functions read their numbers through this class.
class Ruleset
{
public:
    Ruleset() = default;
    // layers: highest priority first. houseRules, when given, is the first layer and holds the campaign's
    // overrides and added entries.
    explicit Ruleset(QList<const RulesetPackage*> layers, const RulesetPackage* houseRules = nullptr);

    const QList<const RulesetPackage*>& layers() const { return m_layers; }
    bool isEmpty() const { return m_layers.isEmpty(); }

    const RuleEntry* entry(const QString& kind, const QString& id) const;
    LocatedEntry locate(const QString& kind, const QString& id) const;
    // Every effective entry of the given kinds (all kinds when empty), lower layers hidden where a higher
    // layer has the same kind and id.
    QList<LocatedEntry> entries(const QStringList& kinds = {}) const;
    const KindSchema* kind(const QString& name) const;

    const RulesetPackage* houseRules() const { return m_houseRules; }
    bool isHouseRule(const LocatedEntry& e) const { return e.package && e.package == m_houseRules; }
    // The entry as the books give it, ignoring house rules (nullptr for an entry the GM added).
    LocatedEntry bookEntry(const QString& kind, const QString& id) const;
    // The packages from the books, without the house-rules layer.
    QList<const RulesetPackage*> bookLayers() const;

    // Convenience for parameters: the value of parameter `id`, or fallback when absent.
    QJsonValue parameter(const QString& id, const QJsonValue& fallback = {}) const;

private:
    QList<const RulesetPackage*> m_layers;
    const RulesetPackage* m_houseRules = nullptr;
};

} // namespace hk
