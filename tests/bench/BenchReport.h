#pragma once

#include <QString>

#include <sys/resource.h>

#include <cstdio>

// How the campaign-scale benchmarks print a goal (measured value, what it is compared with, the ratio and the
// verdict) and read their peak memory, so every figure of `make bench` reads the same way.
namespace hk::bench {

inline double peakMiB()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024.0;
}

// goalValue 0 = a figure without a goal; base 0 = nothing to compare it with.
inline void goal(const char* what, double value, const char* unit, double goalValue, const QString& against = {},
                 double base = 0)
{
    std::printf("%-52s %10.3f %-3s", what, value, unit);
    if (base > 0)
        std::printf("  vs %s %.3f, ratio %.2fx", qPrintable(against), base, value / base);
    if (goalValue > 0)
        std::printf("  goal <= %g: %s", goalValue, value <= goalValue ? "met" : "NOT MET");
    std::printf("\n");
    std::fflush(stdout);
}

} // namespace hk::bench
