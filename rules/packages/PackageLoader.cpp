#include "packages/PackageLoader.h"
#include "i18n/Translate.h"

#include "packages/EntryValidator.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::PackageLoader", text);
}

// A file a package names is read from its own folder only: no absolute path, no way up with "..".
bool insideFolder(const QString& fileName)
{
    const QString cleaned = QDir::cleanPath(fileName);
    return !fileName.isEmpty() && !QDir::isAbsolutePath(fileName) && cleaned != QLatin1String("..")
           && !cleaned.startsWith(QLatin1String("../"));
}

bool readJson(const QString& path, QJsonObject* out, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("cannot read: %1").arg(file.errorString());
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = tr("not valid JSON at offset %1: %2").arg(parseError.offset).arg(parseError.errorString());
        return false;
    }
    if (!doc.isObject()) {
        *error = tr("expected a JSON object at the top");
        return false;
    }
    *out = doc.object();
    return true;
}

void collectRefs(const QString& path, const FieldSchema& field, const QJsonValue& value,
                 QList<std::tuple<QString, QString, QString>>* refs)
{
    if (value.isNull() || value.isUndefined())
        return;
    if (!field.ref.isEmpty()) {
        if (value.isArray()) {
            for (const QJsonValue& v : value.toArray()) {
                if (v.isString())
                    refs->append({path, field.ref, v.toString()});
            }
        } else if (value.isString()) {
            refs->append({path, field.ref, value.toString()});
        }
    }
    if (field.fields.isEmpty())
        return;
    auto visit = [&](const QJsonObject& o, const QString& base) {
        for (auto it = field.fields.begin(); it != field.fields.end(); ++it)
            collectRefs(base + QLatin1Char('.') + it.key(), *it, o.value(it.key()), refs);
    };
    if (value.isArray()) {
        const QJsonArray items = value.toArray();
        for (int i = 0; i < items.size(); ++i)
            visit(items.at(i).toObject(), QStringLiteral("%1.%2").arg(path).arg(i));
    } else if (value.isObject()) {
        visit(value.toObject(), path);
    }
}

} // namespace

bool PackageLoader::loadKinds(const QString& file, QMap<QString, KindSchema>* kinds, QMap<QString, QJsonObject>* json,
                              QStringList* errors)
{
    QJsonObject root;
    QString error;
    const QString name = QFileInfo(file).fileName();
    if (!readJson(file, &root, &error)) {
        errors->append(QStringLiteral("%1: %2").arg(name, error));
        return false;
    }
    if (root.value(QLatin1String("format")).toInt() != formatVersion) {
        errors->append(tr("%1: format %2 is not supported (this Hexkeeper reads format %3)")
                           .arg(name)
                           .arg(root.value(QLatin1String("format")).toInt())
                           .arg(formatVersion));
        return false;
    }
    bool ok = true;
    const QJsonObject list = root.value(QLatin1String("kinds")).toObject();
    for (auto it = list.begin(); it != list.end(); ++it) {
        KindSchema k;
        if (kinds->contains(it.key())) {
            errors->append(tr("%1: kind '%2' is already defined").arg(name, it.key()));
            ok = false;
        } else if (!KindSchema::parse(it.key(), it.value().toObject(), &k, &error)) {
            errors->append(QStringLiteral("%1: %2").arg(name, error));
            ok = false;
        } else {
            kinds->insert(it.key(), k);
            json->insert(it.key(), it.value().toObject());
        }
    }
    return ok;
}

// The kinds a package may use: the shared kinds file's, then its own (in package.json and its kind files).
struct PackageLoader::Kinds
{
    QMap<QString, KindSchema> shared;
    QMap<QString, QJsonObject> sharedJson;
    QMap<QString, KindSchema> all;     // shared and own
    QMap<QString, QJsonObject> allJson;
    QJsonObject own;                   // package.json's "kinds"
};

std::shared_ptr<const RulesetPackage> PackageLoader::load(const QString& folder, QStringList* errors,
                                                          const QString& sharedKindsFile)
{
    const qsizetype errorsBefore = errors->size();
    const QDir dir(folder);
    auto package = std::make_shared<RulesetPackage>();
    QString error;
    if (!readJson(dir.filePath(QStringLiteral("package.json")), &package->m_manifest, &error)) {
        errors->append(QStringLiteral("%1/package.json: %2").arg(folder, error));
        return nullptr;
    }
    const QJsonObject& manifest = package->m_manifest;
    const QString pkg = manifest.value(QLatin1String("id")).toString(dir.dirName());
    const Fail fail = [&](const QString& message) { errors->append(QStringLiteral("%1/%2").arg(pkg, message)); };
    if (!checkManifest(manifest, pkg, fail))
        return nullptr;
    Kinds kinds;
    if (!readKinds(dir, manifest, sharedKindsFile, &kinds, fail, errors) || errors->size() > errorsBefore)
        return nullptr;
    QSet<QString> usedKinds;
    readEntries(dir, pkg, kinds.all, package.get(), &usedKinds, fail);
    checkReferences(*package, kinds.all, fail);
    if (errors->size() > errorsBefore)
        return nullptr;
    for (auto it = kinds.all.begin(); it != kinds.all.end(); ++it) {
        if (usedKinds.contains(it.key()) || kinds.own.contains(it.key()) || !kinds.shared.contains(it.key())) {
            package->m_kinds.insert(it.key(), *it);
            package->m_kindJson.insert(it.key(), kinds.allJson.value(it.key()));
        }
    }
    return package;
}

bool PackageLoader::checkManifest(const QJsonObject& manifest, const QString& pkg, const Fail& fail)
{
    if (manifest.value(QLatin1String("format")).toInt() != formatVersion) {
        fail(tr("package.json: format %1 is not supported (this Hexkeeper reads format %2)")
                 .arg(manifest.value(QLatin1String("format")).toInt())
                 .arg(formatVersion));
        return false;
    }
    for (const char* key : {"id", "version", "title", "role", "family", "seed", "licence", "attribution", "summary"}) {
        if (manifest.value(QLatin1String(key)).toString().isEmpty())
            fail(tr("package.json: '%1' is required").arg(QLatin1String(key)));
    }
    if (!EntryValidator::isSlug(pkg.section(QLatin1Char('.'), 0, 0)))
        fail(tr("package.json: id '%1' is not a package id").arg(pkg));
    if (manifest.contains(QLatin1String("extends")) && !EntryValidator::isSlug(manifest.value(QLatin1String("extends")).toString().section(QLatin1Char('.'), 0, 0)))
        fail(tr("package.json: 'extends' must name a package id"));
    const QString role = manifest.value(QLatin1String("role")).toString();
    if (role != QLatin1String("base") && role != QLatin1String("option"))
        fail(tr("package.json: role must be 'base' or 'option', not '%1'").arg(role));
    if (role == QLatin1String("option") && manifest.value(QLatin1String("appliesTo")).toArray().isEmpty())
        fail(tr("package.json: an option pack must say which families it appliesTo"));
    return true;
}

bool PackageLoader::readKinds(const QDir& dir, const QJsonObject& manifest, const QString& sharedKindsFile, Kinds* kinds, const Fail& fail,
                              QStringList* errors)
{
    QString kindsFile = sharedKindsFile;
    if (kindsFile.isEmpty()) {
        const QString sibling = QDir(dir.absolutePath() + QStringLiteral("/..")).filePath(QStringLiteral("kinds.json"));
        kindsFile = QFileInfo::exists(sibling) ? sibling : QStringLiteral(":/rules/kinds.json");
    }
    if (!loadKinds(kindsFile, &kinds->shared, &kinds->sharedJson, errors))
        return false;
    kinds->all = kinds->shared;
    kinds->allJson = kinds->sharedJson;
    kinds->own = manifest.value(QLatin1String("kinds")).toObject();
    QString error;
    for (auto it = kinds->own.begin(); it != kinds->own.end(); ++it) {
        KindSchema k;
        if (kinds->all.contains(it.key()))
            fail(tr("package.json: kind '%1' is already defined (shared kinds cannot be redefined)").arg(it.key()));
        else if (!KindSchema::parse(it.key(), it.value().toObject(), &k, &error))
            fail(QStringLiteral("package.json: %1").arg(error));
        else {
            kinds->all.insert(it.key(), k);
            kinds->allJson.insert(it.key(), it.value().toObject());
        }
    }
    for (const QJsonValue& v : manifest.value(QLatin1String("kindFiles")).toArray()) {
        if (!insideFolder(v.toString())) {
            fail(tr("package.json: the kind file '%1' is not inside the package folder").arg(v.toString()));
            continue;
        }
        QStringList kindErrors;
        loadKinds(dir.filePath(v.toString()), &kinds->all, &kinds->allJson, &kindErrors);
        for (const QString& e : std::as_const(kindErrors))
            fail(e);
    }
    return true;
}

void PackageLoader::readEntries(const QDir& dir, const QString& pkg, const QMap<QString, KindSchema>& kinds, RulesetPackage* package,
                                QSet<QString>* usedKinds, const Fail& fail)
{
    const QJsonArray files = package->m_manifest.value(QLatin1String("files")).toArray();
    if (files.isEmpty())
        fail(tr("package.json: 'files' lists no data files"));
    for (const QJsonValue& f : files) {
        const QString fileName = f.toString();
        if (!insideFolder(fileName)) {
            fail(tr("package.json: the data file '%1' is not inside the package folder").arg(fileName));
            continue;
        }
        QJsonObject root;
        QString error;
        if (!readJson(dir.filePath(fileName), &root, &error)) {
            fail(QStringLiteral("%1: %2").arg(fileName, error));
            continue;
        }
        QJsonArray sections = root.value(QLatin1String("sections")).toArray();
        if (sections.isEmpty())
            sections.append(root);
        for (const QJsonValue& s : std::as_const(sections))
            readSection(fileName, s.toObject(), pkg, kinds, package, usedKinds, fail);
    }
}

void PackageLoader::readSection(const QString& fileName, const QJsonObject& section, const QString& pkg, const QMap<QString, KindSchema>& kinds,
                                RulesetPackage* package, QSet<QString>* usedKinds, const Fail& fail)
{
    const QString kindName = section.value(QLatin1String("kind")).toString();
    const auto kind = kinds.constFind(kindName);
    if (kind == kinds.constEnd()) {
        fail(tr("%1: unknown kind '%2'").arg(fileName, kindName));
        return;
    }
    usedKinds->insert(kindName);
    const QJsonValue entryList = section.value(QLatin1String("entries"));
    if (!entryList.isArray()) {
        fail(tr("%1: the entries of kind '%2' must be a list").arg(fileName, kindName));
        return;
    }
    const QJsonArray entries = entryList.toArray();
    for (int i = 0; i < entries.size(); ++i) {
        const QJsonObject data = entries.at(i).toObject();
        const QString id = data.value(QLatin1String("id")).toString();
        QStringList entryErrors;
        EntryValidator::validateEntry(*kind, data, &entryErrors);
        if (package->m_index.value(kindName).contains(id))
            entryErrors.append(tr("id '%1' is used twice").arg(id));
        for (const QString& e : std::as_const(entryErrors))
            fail(tr("%1: %2 '%3' (entry %4): %5").arg(fileName, kindName, id).arg(i + 1).arg(e));
        if (!entryErrors.isEmpty())
            continue;
        package->m_index[kindName].insert(id, int(package->m_entries.size()));
        package->m_entries.append(RuleEntry{pkg, kindName, data});
    }
}

void PackageLoader::checkReferences(const RulesetPackage& package, const QMap<QString, KindSchema>& kinds, const Fail& fail)
{
    // References name entries of the same package.
    for (const RuleEntry& e : std::as_const(package.m_entries)) {
        const KindSchema& kind = kinds[e.kind];
        QList<std::tuple<QString, QString, QString>> refs;
        for (auto it = kind.fields.begin(); it != kind.fields.end(); ++it)
            collectRefs(it.key(), *it, e.data.value(it.key()), &refs);
        for (const auto& [path, refKind, refId] : refs) {
            if (!package.entry(refKind, refId))
                fail(tr("%1 '%2': field '%3' names %4 '%5', which is not in the package")
                         .arg(e.kind, e.id(), path, refKind, refId));
        }
    }
}

} // namespace hk
