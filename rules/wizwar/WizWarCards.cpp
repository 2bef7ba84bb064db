#include "wizwar/WizWarCards.h"
#include "text/EnumKeys.h"

#include "packages/RuleToggles.h"
#include "packages/Ruleset.h"

#include <QJsonArray>
#include <QSet>

namespace hk::wizwar {

namespace {

constexpr auto kTypes = enumKeys<CardType>({{CardType::Attack, "attack-spell"},
                                            {CardType::Counter, "counter-spell"},
                                            {CardType::Energy, "energy"},
                                            {CardType::Item, "item"},
                                            {CardType::Neutral, "neutral-spell"}});
static_assert(kTypes.distinct());
constexpr auto kRanges = enumKeys<CardRange>({{CardRange::Anywhere, "anywhere"},
                                              {CardRange::Caster, "caster"},
                                              {CardRange::Adjacent, "adjacent"},
                                              {CardRange::LineOfSight, "los"}});
static_assert(kRanges.distinct());
constexpr auto kDurations = enumKeys<CardDuration>(
    {{CardDuration::Instant, "instant"}, {CardDuration::Temporary, "temporary"}, {CardDuration::Permanent, "permanent"}});
static_assert(kDurations.distinct());

QList<int> ints(const QJsonValue& v)
{
    QList<int> out;
    for (const QJsonValue& x : v.toArray())
        out.append(x.toInt());
    return out;
}

} // namespace

QString cardTypeKey(CardType t) { return kTypes.toKey(t); }
CardType cardTypeFromKey(const QString& key) { return kTypes.fromKey(key, CardType::Unknown); }
QString cardRangeKey(CardRange r) { return kRanges.toKey(r); }
CardRange cardRangeFromKey(const QString& key) { return kRanges.fromKey(key, CardRange::Anywhere); }
QString cardDurationKey(CardDuration d) { return kDurations.toKey(d); }
CardDuration cardDurationFromKey(const QString& key) { return kDurations.fromKey(key, CardDuration::Instant); }

namespace {

// The entry's fields with the starter deck's fill-ins under them: the book and the house rules win.
QJsonObject withStarter(const QJsonObject& data, bool* completed)
{
    QJsonObject d = data;
    const QJsonObject starter = data.value(QLatin1String("starter")).toObject();
    for (auto it = starter.begin(); it != starter.end(); ++it)
        if (it.key() != QLatin1String("note") && !d.contains(it.key())) {
            d.insert(it.key(), it.value());
            *completed = true;
        }
    return d;
}

} // namespace

CardLibrary CardLibrary::fromRules(const Ruleset& rules)
{
    CardLibrary library;
    library.m_starter = RuleToggles::on(rules, starterSwitch()) != nullptr;
    for (const LocatedEntry& located : rules.entries({QStringLiteral("card")})) {
        const bool ours = located.entry->data.value(QLatin1String("ours")).toBool();
        if (ours && !library.m_starter)
            continue;
        bool completed = false;
        const QJsonObject d = library.m_starter ? withStarter(located.entry->data, &completed) : located.entry->data;
        CardDef c;
        c.id = located.entry->id();
        c.name = located.entry->name();
        c.summary = located.entry->summary();
        const bool fromBook = rules.bookEntry(QStringLiteral("card"), c.id).entry != nullptr;
        c.origin = !fromBook ? CardOrigin::Campaign : ours ? CardOrigin::Ours : completed ? CardOrigin::BookCompleted : CardOrigin::Book;
        c.changed = fromBook && rules.isHouseRule(located);
        if (completed)
            c.starterNote = d.value(QLatin1String("starter")).toObject().value(QLatin1String("note")).toString();
        c.school = d.value(QLatin1String("school")).toString();
        c.type = cardTypeFromKey(d.value(QLatin1String("cardType")).toString());
        c.range = cardRangeFromKey(d.value(QLatin1String("range")).toString());
        c.duration = cardDurationFromKey(d.value(QLatin1String("cardDuration")).toString());
        for (const QJsonValue& t : d.value(QLatin1String("traits")).toArray())
            c.traits.append(t.toString());
        c.energyValue = d.value(QLatin1String("energyValue")).toInt();
        c.damage = d.value(QLatin1String("damage")).toInt();
        c.damageFromEnergy = d.value(QLatin1String("damageFromEnergy")).toBool();
        c.damagePerTurn = d.value(QLatin1String("damagePerTurn")).toInt();
        c.damageReduction = d.value(QLatin1String("damageReduction")).toInt();
        c.cancelsAttack = d.value(QLatin1String("cancelsAttack")).toBool();
        c.evadeOn = ints(d.value(QLatin1String("evadeOn")));
        c.baseSpeed = d.value(QLatin1String("baseSpeed")).toInt();
        c.createsObject = d.value(QLatin1String("createsObject")).toBool();
        c.blocksLos = d.value(QLatin1String("blocksLos")).toBool();
        c.blocksMovement = d.value(QLatin1String("blocksMovement")).toBool();
        c.copies = d.value(QLatin1String("copies")).toInt(1);
        library.m_cards.append(c);
    }
    // A card the players typed in hides Hexkeeper's own card of the same name.
    QSet<QString> typed;
    for (const CardDef& c : std::as_const(library.m_cards))
        if (c.origin == CardOrigin::Campaign)
            typed.insert(c.name.toCaseFolded());
    library.m_cards.removeIf([&typed](const CardDef& c) { return c.origin == CardOrigin::Ours && typed.contains(c.name.toCaseFolded()); });
    for (const LocatedEntry& school : rules.entries({QStringLiteral("school")}))
        library.m_schoolNames.insert(school.entry->id(), school.entry->name());
    std::sort(library.m_cards.begin(), library.m_cards.end(),
              [](const CardDef& a, const CardDef& b) { return a.name.localeAwareCompare(b.name) < 0; });
    return library;
}

const CardDef* CardLibrary::find(const QString& idOrName) const
{
    const QString wanted = idOrName.trimmed();
    for (const CardDef& c : m_cards)
        if (c.id == wanted)
            return &c;
    for (const CardDef& c : m_cards)
        if (c.name.compare(wanted, Qt::CaseInsensitive) == 0)
            return &c;
    return nullptr;
}

QList<CardDef> CardLibrary::ofSchool(const QString& school) const
{
    QList<CardDef> out;
    for (const CardDef& c : m_cards)
        if (c.school == school)
            out.append(c);
    return out;
}

} // namespace hk::wizwar
