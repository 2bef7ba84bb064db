#include "combat/CreatureStats.h"

#include "packages/Ruleset.h"
#include "packages/RulesetPackage.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace hk {

namespace {

struct Spelling
{
    const char* kind;
    const char* st;
    const char* dx;
    const char* iq;
    const char* ma;
    const char* armor;
};

constexpr Spelling spellings[] = {{"creature", "st", "dx", "iq", "ma", "armor"},
                                  {"ww-creature", "st", "dex", "int", "mov", "defense"}};

const Spelling* spellingOf(const RuleEntry& e)
{
    for (const Spelling& s : spellings) {
        if (e.kind == QLatin1String(s.kind))
            return &s;
    }
    return nullptr;
}

// Advanced Wizard's summoning spells print no armour and send the reader to the Wizard's beasts ("See
// SUMMONED CREATURES", "See DRAGONS"): a wolf's fur stops 1 (000 l.449), dragon scales 3 and 5 (000 l.494).
// A creature whose armour is null takes it from the same creature in a layer below its own (the book its
// package extends); none there is no armour.
int armorBelow(const Ruleset& rules, const RuleEntry& e, const Spelling& s)
{
    bool below = false;
    for (const RulesetPackage* layer : rules.layers()) {
        const RuleEntry* other = layer ? layer->entry(e.kind, e.id()) : nullptr;
        if (other == &e) {
            below = true;
        } else if (below && other) {
            const QJsonValue v = other->data.value(QLatin1String(s.armor));
            if (v.isDouble())
                return v.toInt();
        }
    }
    return 0;
}

// The creature's numbers in this ruleset: its entry's own, armour from the book below when it gives none.
std::optional<CreatureStats> statsIn(const Ruleset& rules, const RuleEntry& e, QString* error)
{
    std::optional<CreatureStats> c = CreatureStats::fromEntry(e, error);
    const Spelling* s = spellingOf(e);
    if (c && s && !e.data.value(QLatin1String(s->armor)).isDouble())
        c->armor = armorBelow(rules, e, *s);
    return c;
}

} // namespace

QStringList CreatureStats::kinds()
{
    QStringList out;
    for (const Spelling& s : spellings)
        out.append(QLatin1String(s.kind));
    return out;
}

const RuleEntry* CreatureStats::entry(const Ruleset& rules, const QString& id)
{
    for (const Spelling& s : spellings) {
        if (const RuleEntry* e = rules.entry(QLatin1String(s.kind), id))
            return e;
    }
    return nullptr;
}

std::optional<CreatureStats> CreatureStats::fromEntry(const RuleEntry& e, QString* error)
{
    const Spelling* s = spellingOf(e);
    if (!s)
        return std::nullopt;
    CreatureStats c;
    c.id = e.id();
    c.name = e.name();
    const auto number = [&](const char* key, const char* label, int* out) {
        QJsonValue v = e.data.value(QLatin1String(key));
        // A flyer with no ground move moves by flight (Warrior & Wizard's demons, 004 l.1877).
        if (!v.isDouble() && out == &c.ma)
            v = e.data.value(QLatin1String("movFlying"));
        if (v.isDouble()) {
            *out = v.toInt();
            return true;
        }
        if (error)
            *error = QCoreApplication::translate("hk::CreatureStats",
                                                 "%1 cannot fight here: its %2 was lost from the book; add it to the "
                                                 "roster with the GM's numbers instead.")
                         .arg(e.name(), QString::fromLatin1(label).toUpper());
        return false;
    };
    if (!number(s->st, s->st, &c.st) || !number(s->dx, s->dx, &c.dx) || !number(s->iq, s->iq, &c.iq)
        || !number(s->ma, s->ma, &c.ma))
        return std::nullopt;
    c.armor = e.data.value(QLatin1String(s->armor)).toInt();
    c.hexes = e.data.value(QLatin1String("hexes")).toInt(1);
    const QJsonArray attacks = e.data.value(QLatin1String("attacks")).toArray();
    if (!attacks.isEmpty()) {
        c.damage = attacks.first().toObject().value(QLatin1String("damage")).toString();
        c.weaponInHand = attacks.first().toObject().value(QLatin1String("held")).toBool();
    }
    return c;
}

std::optional<CreatureStats> CreatureStats::read(const Ruleset& rules, const QString& id, QString* error)
{
    const RuleEntry* e = entry(rules, id);
    if (!e) {
        if (error)
            *error = QCoreApplication::translate("hk::CreatureStats", "The bestiary has no creature “%1”.").arg(id);
        return std::nullopt;
    }
    return statsIn(rules, *e, error);
}

QList<CreatureStats> CreatureStats::all(const Ruleset& rules)
{
    QList<CreatureStats> out;
    for (const LocatedEntry& e : rules.entries(kinds())) {
        if (const std::optional<CreatureStats> c = statsIn(rules, *e.entry, nullptr))
            out.append(*c);
    }
    std::sort(out.begin(), out.end(), [](const CreatureStats& a, const CreatureStats& b) {
        return a.name.localeAwareCompare(b.name) < 0;
    });
    return out;
}

} // namespace hk
