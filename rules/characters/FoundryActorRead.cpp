#include "characters/FoundryActor.h"
#include "characters/FoundryActorParts.h"
#include "i18n/Translate.h"

#include "characters/CharacterLimits.h"
#include "characters/CharacterRules.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

// The reading half of FoundryActor: checks an actor document field by field (each refusal names the field),
// then builds the character from the system's fields, with flags.hexkeeper filling in what the system lacks.
namespace hk::FoundryActor {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::FoundryActor", text);
}

// Reads a whole number in [0, max] at `path`; absent is `fallback`.
bool number(const QJsonObject& o, const QString& key, const QString& path, int max, int fallback, int* out, QString* error)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() || v.isNull()) {
        *out = fallback;
        return true;
    }
    const double d = v.toDouble(-1);
    if (!v.isDouble()) {
        *error = tr("%1: not a whole number.").arg(path);
        return false;
    }
    // The range first: converting 1e308 to an integer to see whether it is whole would overflow.
    if (d < 0 || d > max) {
        *error = tr("%1: %2 is beyond the limit of %3.").arg(path, QString::number(d, 'g', 12)).arg(max);
        return false;
    }
    if (d != double(int(d))) {
        *error = tr("%1: not a whole number.").arg(path);
        return false;
    }
    *out = int(d);
    return true;
}

bool attribute(const QJsonObject& system, const QString& name, int* out, QString* error)
{
    const QJsonObject a = system.value(name).toObject();
    if (!system.value(name).isObject() || !a.contains(QLatin1String("max"))) {
        *error = tr("system.%1.max: missing.").arg(name);
        return false;
    }
    return number(a, QStringLiteral("max"), QStringLiteral("system.%1.max").arg(name), CharacterLimits::MaxAttribute, 0,
                  out, error);
}

QString findByName(const Ruleset& rules, const QString& kind, const QString& name, const QString& flaggedId)
{
    if (!flaggedId.isEmpty() && rules.entry(kind, flaggedId))
        return flaggedId;
    for (const LocatedEntry& e : rules.entries({kind})) {
        if (e.entry->name().compare(name, Qt::CaseInsensitive) == 0 || e.entry->id().compare(name, Qt::CaseInsensitive) == 0)
            return e.entry->id();
    }
    return {};
}

// What the items gave, before it becomes the character.
struct Items
{
    QJsonArray spells, skills, gear, spellsBought, skillsBought;
    QJsonObject spellBonuses, skillBonuses;
    QStringList unknown, carried, abilities;
};

void learned(const QJsonObject& ours, const QString& id, QJsonArray* list, QJsonArray* bought, QJsonObject* bonuses)
{
    list->append(id);
    if (ours.value(QLatin1String("bought")).toBool())
        bought->append(id);
    if (ours.value(QLatin1String("bonus")).isDouble())
        bonuses->insert(id, ours.value(QLatin1String("bonus")));
}

QJsonObject gearOf(const QJsonObject& item, const QJsonObject& system, const QJsonObject& ours)
{
    QJsonObject g = ours;
    const QJsonObject attack = system.value(QLatin1String("attacks")).toArray().first().toObject();
    const QJsonObject defense = system.value(QLatin1String("defenses")).toArray().first().toObject();
    if (!g.value(QLatin1String("slot")).isString())
        g.insert(QStringLiteral("slot"), !attack.isEmpty() ? QStringLiteral("weapon")
                                         : defense.value(QLatin1String("action")).toString().contains(QLatin1String("shield"), Qt::CaseInsensitive)
                                             ? QStringLiteral("shield")
                                             : QStringLiteral("armor"));
    g.insert(QStringLiteral("name"), item.value(QLatin1String("name")).toString());
    if (attack.value(QLatin1String("baseDamage")).isString())
        g.insert(QStringLiteral("damage"), Parts::ourDice(attack.value(QLatin1String("baseDamage")).toString()));
    if (defense.value(QLatin1String("hitsStopped")).isDouble())
        g.insert(QStringLiteral("hitsStopped"), defense.value(QLatin1String("hitsStopped")));
    if (system.value(QLatin1String("location")).isString())
        g.insert(QStringLiteral("ready"), system.value(QLatin1String("location")).toString() == QLatin1String("readied"));
    return g;
}

bool readItem(const QJsonObject& item, const QString& path, const Character& probe, const Ruleset& rules, Items* out,
              QString* error)
{
    const QString type = item.value(QLatin1String("type")).toString();
    const QString name = item.value(QLatin1String("name")).toString().trimmed();
    const QJsonObject system = item.value(QLatin1String("system")).toObject();
    const QJsonObject ours = item.value(QLatin1String("flags")).toObject().value(QLatin1String("hexkeeper")).toObject();
    const QString flaggedId = ours.value(QLatin1String("id")).toString();
    if (type == QLatin1String("spell")) {
        const QString id = findByName(rules, Parts::spellKind(probe), name, flaggedId);
        if (id.isEmpty())
            out->unknown << tr("spell “%1”").arg(name);
        else
            learned(ours, id, &out->spells, &out->spellsBought, &out->spellBonuses);
    } else if (type == QLatin1String("talent")) {
        const QString id = probe.system == QLatin1String("ww") ? findByName(rules, QStringLiteral("skill"), name, flaggedId)
                                                               : QString();
        if (id.isEmpty())
            out->unknown << tr("talent “%1”").arg(name);
        else
            learned(ours, id, &out->skills, &out->skillsBought, &out->skillBonuses);
    } else if (type == QLatin1String("equipment")) {
        const bool fights = !system.value(QLatin1String("attacks")).toArray().isEmpty()
                            || !system.value(QLatin1String("defenses")).toArray().isEmpty() || ours.contains(QLatin1String("slot"));
        const int qty = system.value(QLatin1String("qty")).toInt(1);
        if (fights)
            out->gear.append(gearOf(item, system, ours));
        else
            out->carried << (qty > 1 ? QStringLiteral("%1 (%2)").arg(name).arg(qty) : name);
    } else if (type == QLatin1String("ability")) {
        out->abilities << name;
    } else {
        *error = tr("%1.type: “%2” is not an item type of the Fantasy Trip system.").arg(path, type);
        return false;
    }
    return true;
}

// Every item has a type and a name, and a container that is one of the actor's items.
bool checkItems(const QJsonArray& items, QString* error)
{
    if (items.size() > MaxItems) {
        *error = tr("items: %1 items; at most %2 are read.").arg(items.size()).arg(MaxItems);
        return false;
    }
    QSet<QString> ids;
    for (const QJsonValue& v : items)
        ids.insert(v.toObject().value(QLatin1String("_id")).toString());
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QString path = QStringLiteral("items[%1]").arg(i);
        const QJsonObject item = items.at(i).toObject();
        if (!items.at(i).isObject()) {
            *error = tr("%1: not an object.").arg(path);
            return false;
        }
        if (!item.value(QLatin1String("type")).isString() || item.value(QLatin1String("type")).toString().isEmpty()) {
            *error = tr("%1.type: missing.").arg(path);
            return false;
        }
        if (!item.value(QLatin1String("name")).isString()) {
            *error = tr("%1.name: missing.").arg(path);
            return false;
        }
        const QJsonValue container = item.value(QLatin1String("system")).toObject().value(QLatin1String("container"));
        if (!container.isNull() && !container.isUndefined() && !ids.contains(container.toString())) {
            *error = tr("%1.system.container: points to no item of this actor.").arg(path);
            return false;
        }
    }
    return true;
}

// The character's own fields as Character::fromJson reads them: flags.hexkeeper first, the system's on top.
bool baseObject(const QJsonObject& doc, const QJsonObject& system, const Ruleset& rules, QJsonObject* out, QString* error)
{
    QJsonObject o = doc.value(QLatin1String("flags")).toObject().value(QLatin1String("hexkeeper")).toObject();
    o.remove(QStringLiteral("ruleset"));
    o.remove(QStringLiteral("id"));
    o.insert(QStringLiteral("format"), Character::JsonFormat);
    if (!doc.value(QLatin1String("name")).isString()) {
        *error = tr("name: missing.");
        return false;
    }
    o.insert(QStringLiteral("name"), doc.value(QLatin1String("name")).toString().trimmed());
    if (!o.contains(QLatin1String("role")))
        o.insert(QStringLiteral("role"), doc.value(QLatin1String("type")).toString() == QLatin1String("character")
                                             ? QStringLiteral("pc") : QStringLiteral("npc"));
    const QString type = system.value(QLatin1String("type")).toString();
    if (type == QLatin1String("wizard") || type == QLatin1String("hero"))
        o.insert(QStringLiteral("type"), type);
    if (!o.contains(QLatin1String("race"))) {
        const QString race = findByName(rules, QStringLiteral("race"), system.value(QLatin1String("race")).toString(), {});
        o.insert(QStringLiteral("race"), race.isEmpty() ? QStringLiteral("human") : race);
    }
    int st = 0, dx = 0, iq = 0, wounds = 0, fatigue = 0, xp = 0;
    if (!attribute(system, QStringLiteral("st"), &st, error) || !attribute(system, QStringLiteral("dx"), &dx, error)
        || !attribute(system, QStringLiteral("iq"), &iq, error)
        || !number(system, QStringLiteral("damage"), QStringLiteral("system.damage"), CharacterLimits::MaxTally, 0, &wounds, error)
        || !number(system, QStringLiteral("fatigue"), QStringLiteral("system.fatigue"), CharacterLimits::MaxTally, 0, &fatigue, error)
        || !number(system, QStringLiteral("xp"), QStringLiteral("system.xp"), CharacterLimits::MaxExperience, 0, &xp, error))
        return false;
    o.insert(QStringLiteral("st"), st);
    o.insert(QStringLiteral("dx"), dx);
    o.insert(QStringLiteral("iq"), iq);
    o.insert(QStringLiteral("wounds"), wounds);
    o.insert(QStringLiteral("fatigue"), fatigue);
    o.insert(QStringLiteral("experience"), xp);
    *out = o;
    return true;
}

QString joinedNotes(const QJsonObject& system, const Items& items)
{
    QStringList parts;
    const QString notes = Parts::htmlToNotes(system.value(QLatin1String("notes")).toString());
    if (!notes.isEmpty())
        parts << notes;
    if (!items.carried.isEmpty())
        parts << tr("Carries: %1.").arg(items.carried.join(QStringLiteral(", ")));
    if (!items.abilities.isEmpty())
        parts << tr("Abilities: %1.").arg(items.abilities.join(QStringLiteral(", ")));
    if (!items.unknown.isEmpty())
        parts << tr("From Foundry, not in the rules: %1.").arg(items.unknown.join(QStringLiteral(", ")));
    return parts.join(QLatin1Char('\n'));
}

// MA is stored only where it differs from what the race gives (as the stat-block reader does); the system's
// walking MA wins over flags.hexkeeper's, so a GM's change in Foundry comes back.
bool readMovement(const QJsonObject& system, const Ruleset& rules, Character* c, QString* error)
{
    const QJsonObject walk = system.value(QLatin1String("ma")).toObject().value(QLatin1String("walk")).toObject();
    if (!walk.contains(QLatin1String("max")))
        return true;
    int ma = 0;
    if (!number(walk, QStringLiteral("max"), QStringLiteral("system.ma.walk.max"), CharacterLimits::MaxAttribute, 0, &ma, error))
        return false;
    // flags.hexkeeper's MA stays when it still gives the same MA (W&W stores it even when it is the usual 10).
    const CharacterRules characterRules(rules);
    Character probe = *c;
    probe.gear.clear();
    if (characterRules.derive(probe).ma == ma)
        return true;
    probe.ma = 0;
    c->ma = characterRules.derive(probe).ma == ma ? 0 : ma;
    return true;
}

} // namespace

bool read(const QByteArray& json, const Ruleset& rules, ReadResult* out, QString* error)
{
    if (json.size() > MaxBytes) {
        *error = tr("the file: %1 bytes; a Foundry actor may be at most %2 MB.").arg(json.size()).arg(MaxBytes / (1024 * 1024));
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        *error = tr("not a Foundry actor (JSON object): %1").arg(parseError.errorString());
        return false;
    }
    const QJsonObject doc = document.object();
    const QString systemId = doc.value(QLatin1String("_stats")).toObject().value(QLatin1String("systemId")).toString();
    if (systemId != QLatin1String(SystemId)) {
        *error = systemId.isEmpty()
                     ? tr("_stats.systemId: missing, so this is not an actor of Foundry's Fantasy Trip system (fantasy-trip).")
                     : tr("_stats.systemId: this actor belongs to the Foundry system “%1”, not to Fantasy Trip (fantasy-trip).")
                           .arg(systemId.left(64));
        return false;
    }
    if (!doc.value(QLatin1String("system")).isObject()) {
        *error = tr("system: missing; an actor keeps its attributes there.");
        return false;
    }
    const QJsonObject system = doc.value(QLatin1String("system")).toObject();
    const QJsonArray itemList = doc.value(QLatin1String("items")).toArray();
    QJsonObject o;
    if (!checkItems(itemList, error) || !baseObject(doc, system, rules, &o, error))
        return false;
    Character probe;
    probe.system = o.value(QLatin1String("system")).toString(probe.system);
    Items items;
    for (qsizetype i = 0; i < itemList.size(); ++i) {
        if (!readItem(itemList.at(i).toObject(), QStringLiteral("items[%1]").arg(i), probe, rules, &items, error))
            return false;
    }
    o.insert(QStringLiteral("spells"), items.spells);
    o.insert(QStringLiteral("skills"), items.skills);
    o.insert(QStringLiteral("spellsBought"), items.spellsBought);
    o.insert(QStringLiteral("skillsBought"), items.skillsBought);
    o.insert(QStringLiteral("spellBonuses"), items.spellBonuses);
    o.insert(QStringLiteral("skillBonuses"), items.skillBonuses);
    o.insert(QStringLiteral("gear"), items.gear);
    o.insert(QStringLiteral("notes"), joinedNotes(system, items));
    Character c;
    QString why;
    if (!Character::fromJson(o, &c, &why)) {
        *error = tr("the actor: %1").arg(why);
        return false;
    }
    if (!readMovement(system, rules, &c, error))
        return false;
    out->character = c;
    out->unknown = items.unknown;
    return true;
}

} // namespace hk::FoundryActor
