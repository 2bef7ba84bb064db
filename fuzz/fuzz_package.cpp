// Fuzzes the ruleset package loader and validator. One input is a whole package of two files: its
// package.json, a line "%%", then data.json. They are written into a package folder made once per process
// (in /dev/shm when there is one) and PackageLoader::load reads the folder, with the embedded kinds.json
// as the shared kinds. A package it accepts is then shown as the library and `rules export` show it.
// HK_FUZZ_VERBOSE=1 prints why each input was refused (to check that the seeds are accepted).
#include "FuzzSupport.h"

#include "packages/FieldFormat.h"
#include "packages/PackageLoader.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdio>
#include <cstdint>

using namespace hk;

namespace {

QTemporaryDir& folder()
{
    static QTemporaryDir dir(QDir(QStringLiteral("/dev/shm")).exists() ? QStringLiteral("/dev/shm/hk-fuzz-package-XXXXXX")
                                                                         : QDir::tempPath() + QStringLiteral("/hk-fuzz-package-XXXXXX"));
    return dir;
}

void write(const QString& name, const QByteArray& bytes)
{
    QFile file(folder().filePath(name));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
        fuzz::fail("cannot write the package folder", file.fileName());
}

void show(const RulesetPackage& package)
{
    package.toJson();
    package.kindsWithEntries();
    for (const RuleEntry& e : package.entries()) {
        const KindSchema* kind = package.kind(e.kind);
        if (!kind)
            fuzz::fail("an accepted entry has no kind", e.kind);
        for (auto it = kind->fields.begin(); it != kind->fields.end(); ++it) {
            FieldFormat::value(&*it, e.data.value(it.key()));
            FieldFormat::sortNumber(&*it, e.data.value(it.key()));
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***)
{
    fuzz::startQt();
    if (!folder().isValid())
        fuzz::fail("cannot make a package folder", folder().errorString());
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray input = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    static const QByteArray separator("\n%%\n");
    const qsizetype split = input.indexOf(separator);
    write(QStringLiteral("package.json"), split < 0 ? input : input.left(split));
    write(QStringLiteral("data.json"), split < 0 ? QByteArray() : input.mid(split + separator.size()));

    QStringList errors;
    const auto package = PackageLoader::load(folder().path(), &errors, QStringLiteral(":/rules/kinds.json"));
    if (package && !errors.isEmpty())
        fuzz::fail("a package was accepted with errors", errors.join(QLatin1Char('\n')));
    if (!package && errors.isEmpty())
        fuzz::fail("a package was refused without a reason");
    if (qEnvironmentVariableIsSet("HK_FUZZ_VERBOSE"))
        std::fprintf(stderr, "%s\n", package ? "accepted" : qPrintable(errors.join(QLatin1Char('\n'))));
    if (package)
        show(*package);
    return 0;
}
