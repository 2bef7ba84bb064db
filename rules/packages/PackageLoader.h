#pragma once

#include "packages/RulesetPackage.h"

#include <QStringList>

#include <memory>

namespace hk {

// Reads a package folder (on disk or in the embedded resources), validates every file and entry against
// the kind schemas, and either returns the whole package or refuses it with every problem found, each
// naming the file and the entry. Never returns a partly valid package.
class PackageLoader
{
public:
    // sharedKindsFile: path of kinds.json; empty → the folder's parent kinds.json if present, else the
    // embedded one.
    static std::shared_ptr<const RulesetPackage> load(const QString& folder, QStringList* errors,
                                                      const QString& sharedKindsFile = {});

    // Parses a kinds file ({"format":1, "kinds": {...}}) into schemas plus their JSON.
    static bool loadKinds(const QString& file, QMap<QString, KindSchema>* kinds, QMap<QString, QJsonObject>* json,
                          QStringList* errors);

    static constexpr int formatVersion = 1;
};

} // namespace hk
