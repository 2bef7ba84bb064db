#include "dice/SeededDiceRoller.h"

namespace hk {

namespace {

quint64 splitmix64(quint64 x)
{
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

} // namespace

int SeededDiceRoller::faceAt(quint64 seed, quint64 index, int sides)
{
    // Mix the seed first so that neighbouring seeds give unrelated sequences, then the position.
    // Rejection keeps every face exactly equally likely.
    const quint64 limit = UINT64_MAX - (UINT64_MAX % quint64(sides));
    quint64 attempt = 0;
    for (;;) {
        const quint64 value = splitmix64(splitmix64(seed) ^ (index * 0xD1B54A32D192ED03ULL + attempt));
        if (value < limit)
            return int(value % quint64(sides)) + 1;
        ++attempt;
    }
}

void SeededDiceRoller::check(const DiceRequest& request)
{
    if (request.count < 0 || request.sides < 2)
        throw DiceError(QStringLiteral("cannot roll %1 dice of %2 sides").arg(request.count).arg(request.sides));
}

QList<int> SeededDiceRoller::roll(const DiceRequest& request)
{
    check(request);
    QList<int> faces;
    faces.reserve(request.count);
    for (int i = 0; i < request.count; ++i)
        faces.append(faceAt(m_seed, m_drawn++, request.sides));
    return faces;
}

} // namespace hk
