// Foundation figures: loading every ruleset package, rolling dice, exact odds, filling the library model,
// and writing the dice log. Prints timings; asserts nothing.
#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "dice/DiceOdds.h"
#include "dice/SeededDiceRoller.h"
#include "models/RuleEntryModel.h"
#include "models/RuleFilterProxyModel.h"
#include "packages/PackageRegistry.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <cstdio>

using namespace hk;

namespace {
void report(const char* what, qint64 ns, long long count = 1)
{
    std::printf("%-44s %10.3f ms", what, ns / 1e6);
    if (count > 1)
        std::printf("   (%.1f ns each, %lld)", double(ns) / count, count);
    std::printf("\n");
}
} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QElapsedTimer t;

    t.start();
    QStringList errors;
    const PackageRegistry registry = PackageRegistry::loadEmbedded(&errors);
    report("load and validate all packages", t.nsecsElapsed());
    int entries = 0;
    for (const RulesetPackage* p : registry.packages())
        entries += int(p->entries().size());
    std::printf("    %lld packages, %d entries, %lld errors\n", static_cast<long long>(registry.packages().size()), entries,
                static_cast<long long>(errors.size()));

    SeededDiceRoller dice(1978);
    const int n = 1000000;
    t.restart();
    dice.roll({n, 6, {}});
    report("seeded dice", t.nsecsElapsed(), n);

    t.restart();
    double sum = 0;
    for (int target = 0; target < 1000; ++target)
        sum += DiceOdds::atMost(4, target % 25);
    report("exact odds, 4 dice", t.nsecsElapsed(), 1000);

    const Ruleset rules = registry.ruleset(QStringLiteral("tft-advanced-wizard-1980"));
    RuleEntryModel model;
    RuleFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    t.restart();
    model.setEntries(rules.entries());
    proxy.sort(0);
    report("library model: all entries, sorted", t.nsecsElapsed());
    t.restart();
    for (const char* text : {"f", "fi", "fir", "fire", "fireb", "fireba", "fireball"})
        proxy.setText(QLatin1String(text));
    report("library type-ahead, 7 keystrokes", t.nsecsElapsed(), 7);

    QTemporaryDir dir;
    QString error;
    auto campaign = Campaign::create(dir.filePath(QStringLiteral("bench.hkc")),
                                     {QStringLiteral("Bench"), QStringLiteral("tft-wizard-1978"), {}, 7, 1}, registry, &error);
    if (!campaign) {
        std::printf("cannot create campaign: %s\n", qPrintable(error));
        return 1;
    }
    t.restart();
    campaign->change(QStringLiteral("bench"), [&](QString*, QString*) {
        for (int i = 0; i < 2000; ++i)
            campaign->dice().rollAgainst(3, 12, {QStringLiteral("bench"), QStringLiteral("roll"), false});
        return true;
    });
    report("campaign rolls with dice log (one change)", t.nsecsElapsed(), 2000);
    return sum > 0 ? 0 : 1;
}
