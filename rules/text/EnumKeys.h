#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace hk {

// Why this exists: an enum is stored in files, JSON and the database, and typed on the CLI, as a short
// lowercase key ("kneeling", "to-the-death", "rented"). Each such enum has one table of {value, key} pairs,
// made with enumKeys(), and every way between the two goes through it: toKey, fromKey (refused: nullopt, or a
// fallback the caller names), values and keys (for a CLI's list of choices). The table is checked at compile
// time: static_assert(kTable.distinct()) refuses a key or a value written twice.
template <typename E>
struct EnumKey
{
    E value;
    const char* key;
};

template <typename E, std::size_t N>
struct EnumKeys
{
    std::array<EnumKey<E>, N> pairs;

    // The value's key; empty for a value the table does not list.
    QString toKey(E value) const
    {
        for (const EnumKey<E>& p : pairs) {
            if (p.value == value)
                return QString::fromLatin1(p.key);
        }
        return {};
    }

    // The value of a key; nullopt for a key the table does not list (exact, case-sensitive).
    std::optional<E> fromKey(QStringView key) const
    {
        for (const EnumKey<E>& p : pairs) {
            if (key == QLatin1String(p.key))
                return p.value;
        }
        return std::nullopt;
    }

    // The value of a key, or the fallback for a key the table does not list.
    E fromKey(QStringView key, E fallback) const { return fromKey(key).value_or(fallback); }

    QList<E> values() const
    {
        QList<E> out;
        for (const EnumKey<E>& p : pairs)
            out.append(p.value);
        return out;
    }

    QStringList keys() const
    {
        QStringList out;
        for (const EnumKey<E>& p : pairs)
            out.append(QString::fromLatin1(p.key));
        return out;
    }

    // No key and no value twice (for static_assert).
    constexpr bool distinct() const
    {
        for (std::size_t i = 0; i < N; ++i) {
            for (std::size_t j = i + 1; j < N; ++j) {
                if (pairs[i].value == pairs[j].value || std::string_view(pairs[i].key) == std::string_view(pairs[j].key))
                    return false;
            }
        }
        return true;
    }
};

// constexpr auto kPostureKeys = enumKeys<Posture>({{Posture::Standing, "standing"}, …});
template <typename E, std::size_t N>
constexpr EnumKeys<E, N> enumKeys(const EnumKey<E> (&pairs)[N])
{
    EnumKeys<E, N> table{};
    for (std::size_t i = 0; i < N; ++i)
        table.pairs[i] = pairs[i];
    return table;
}

} // namespace hk
