#pragma once

#include "packages/Ruleset.h"
#include "packages/RulesetPackage.h"

#include <QStringList>

#include <memory>

namespace hk {

// The ruleset packages this build of Hexkeeper knows: every valid package embedded under :/rules, loaded
// once. Owned by whoever needs it (app, CLI, test) and passed down; there is no global instance.
class PackageRegistry
{
public:
    // Loads every embedded package; problems go to errors and the broken package is left out. With `only`
    // set, loads just those packages and the ones they extend (a program that opens one campaign needs no
    // more; reading the others is most of its start-up).
    static PackageRegistry loadEmbedded(QStringList* errors, const QStringList& only = {});

    void add(std::shared_ptr<const RulesetPackage> package);
    const RulesetPackage* find(const QString& id) const;
    QList<const RulesetPackage*> packages() const;
    QList<const RulesetPackage*> basePackages() const;
    // The base package followed by every package it extends, highest priority first; empty if any link is
    // missing.
    QList<const RulesetPackage*> chain(const QString& baseId) const;
    // The effective ruleset of a base package plus option packs (see Ruleset).
    Ruleset ruleset(const QString& baseId, const QStringList& optionIds = {}) const;
    // Option packs whose appliesTo names the family of the given base package.
    QList<const RulesetPackage*> optionsFor(const QString& baseId) const;

private:
    void dropBrokenChains(QStringList* errors);
    QList<std::shared_ptr<const RulesetPackage>> m_packages;
};

} // namespace hk
