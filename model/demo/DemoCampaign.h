#pragma once

#include <QString>

#include <memory>

namespace hk {

class Campaign;
class PackageRegistry;

// Builds the demo campaign that `make run` opens: a small Advanced Wizard campaign with some history,
// made through the same model services a GM uses, so the demo always matches the current schema.
class DemoCampaign
{
public:
    // Creates the demo at path (replacing an older demo file there) and returns it open.
    static std::unique_ptr<Campaign> create(const QString& path, const PackageRegistry& registry, QString* error);
    // Where the demo lives for this user (the app data folder).
    static QString defaultPath();
};

} // namespace hk
