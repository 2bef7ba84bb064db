#pragma once

#include "packages/RulesetPackage.h"

#include <QSet>
#include <QStringList>

#include <functional>
#include <memory>

class QDir;

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

private:
    struct Kinds; // the kinds a package may use (PackageLoader.cpp)
    // Adds one problem, prefixed with the package id.
    using Fail = std::function<void(const QString& message)>;

    // The steps of load(), each adding every problem it finds:
    // package.json's own fields (false: a format this Hexkeeper cannot read, nothing more is checked);
    static bool checkManifest(const QJsonObject& manifest, const QString& pkg, const Fail& fail);
    // the shared kinds file, then the package's own kinds (false: the shared kinds cannot be read);
    static bool readKinds(const QDir& dir, const QJsonObject& manifest, const QString& sharedKindsFile, Kinds* kinds,
                          const Fail& fail, QStringList* errors);
    // every data file's entries, each validated against its kind; *usedKinds gets the kinds they use;
    static void readEntries(const QDir& dir, const QString& pkg, const QMap<QString, KindSchema>& kinds, RulesetPackage* package,
                            QSet<QString>* usedKinds, const Fail& fail);
    static void readSection(const QString& fileName, const QJsonObject& section, const QString& pkg,
                            const QMap<QString, KindSchema>& kinds, RulesetPackage* package, QSet<QString>* usedKinds,
                            const Fail& fail);
    // references name entries of the same package.
    static void checkReferences(const RulesetPackage& package, const QMap<QString, KindSchema>& kinds, const Fail& fail);
};

} // namespace hk
