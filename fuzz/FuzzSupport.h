#pragma once

// Shared by the fuzz targets: a QCoreApplication and the embedded rulesets, made once per process (in
// LLVMFuzzerInitialize) so each input costs only the reader under test.
#include "packages/PackageRegistry.h"

#include <QCoreApplication>

#include <cstdio>
#include <cstdlib>

namespace hk::fuzz {

inline void startQt()
{
    static int argc = 1;
    static char name[] = "hk-fuzz";
    static char* argv[] = {name, nullptr};
    if (!QCoreApplication::instance())
        new QCoreApplication(argc, argv); // lives as long as the process
}

// The embedded packages; a fuzz run against a broken build of them would find nothing, so it stops.
inline const PackageRegistry& registry()
{
    static const PackageRegistry r = [] {
        QStringList errors;
        PackageRegistry loaded = PackageRegistry::loadEmbedded(&errors);
        if (!errors.isEmpty() || loaded.packages().isEmpty()) {
            std::fprintf(stderr, "embedded packages did not load:\n%s\n", qPrintable(errors.join(QLatin1Char('\n'))));
            std::abort();
        }
        return loaded;
    }();
    return r;
}

// The Advanced Wizard ruleset, which the character readers read against (as the CLI and the window do).
inline const Ruleset& advancedWizard()
{
    static const Ruleset r = registry().ruleset(QStringLiteral("tft-advanced-wizard-1980"));
    return r;
}

// A broken promise of the code under test (not just a refused input): report it and let libFuzzer keep the input.
[[noreturn]] inline void fail(const char* what, const QString& detail = {})
{
    std::fprintf(stderr, "fuzz check failed: %s\n%s\n", what, qPrintable(detail));
    std::abort();
}

} // namespace hk::fuzz
