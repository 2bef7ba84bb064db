#include "characters/Character.h"
#include "i18n/Translate.h"

#include "json/JsonWriter.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>
#include <limits>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::Character", text);
}

bool readStrings(const QJsonObject& o, const QString& key, QStringList* out, QString* error)
{
    out->clear();
    const QJsonValue v = o.value(key);
    if (v.isUndefined() || v.isNull())
        return true;
    if (!v.isArray()) {
        *error = tr("“%1” must be a list of names.").arg(key);
        return false;
    }
    for (const QJsonValue& item : v.toArray()) {
        if (!item.isString() || item.toString().trimmed().isEmpty()) {
            *error = tr("“%1” may hold only non-empty names.").arg(key);
            return false;
        }
        out->append(item.toString());
    }
    return true;
}

// An object of id → bonus, each a whole number from 1 to 9 (the rules allow +3; a house rule may allow more).
bool readBonuses(const QJsonObject& o, const QString& key, QMap<QString, int>* out, QString* error)
{
    out->clear();
    const QJsonValue v = o.value(key);
    if (v.isUndefined() || v.isNull())
        return true;
    if (!v.isObject()) {
        *error = tr("“%1” must map names to bonuses.").arg(key);
        return false;
    }
    const QJsonObject bonuses = v.toObject();
    for (auto it = bonuses.begin(); it != bonuses.end(); ++it) {
        const double d = it.value().toDouble();
        if (!it.value().isDouble() || d != std::trunc(d) || d < 1 || d > 9 || it.key().trimmed().isEmpty()) {
            *error = tr("“%1” must give each name a bonus from 1 to 9.").arg(key);
            return false;
        }
        out->insert(it.key(), int(d));
    }
    return true;
}

void writeBonuses(JsonWriter& out, const QString& key, const QMap<QString, int>& bonuses)
{
    if (bonuses.isEmpty())
        return;
    out.key(key);
    out.beginObject();
    for (auto it = bonuses.begin(); it != bonuses.end(); ++it)
        out.member(it.key(), it.value());
    out.endObject();
}

bool readInt(const QJsonObject& o, const QString& key, int* out, QString* error)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() || v.isNull())
        return true;
    const double d = v.toDouble();
    if (!v.isDouble() || d != std::trunc(d)) {
        *error = tr("“%1” must be a whole number.").arg(key);
        return false;
    }
    if (d < std::numeric_limits<int>::min() || d > std::numeric_limits<int>::max()) {
        *error = tr("“%1” is far too large (%2).").arg(key).arg(d, 0, 'f', 0);
        return false;
    }
    *out = int(d);
    return true;
}

} // namespace

void Gear::writeJson(JsonWriter& out) const
{
    out.beginObject();
    out.member(QStringLiteral("slot"), slot);
    out.member(QStringLiteral("name"), name);
    out.member(QStringLiteral("dx"), dx);
    if (hitsStopped)
        out.member(QStringLiteral("hitsStopped"), hitsStopped);
    if (maLimit)
        out.member(QStringLiteral("maLimit"), maLimit);
    if (!damage.isEmpty())
        out.member(QStringLiteral("damage"), damage);
    if (!metal.isEmpty())
        out.member(QStringLiteral("metal"), metal);
    if (!ready)
        out.member(QStringLiteral("ready"), false);
    if (custom)
        out.member(QStringLiteral("custom"), true);
    out.endObject();
}

QJsonObject Gear::toJson() const
{
    JsonWriter out;
    writeJson(out);
    return QJsonDocument::fromJson(out.finish()).object();
}

Gear Gear::fromJson(const QJsonObject& o)
{
    Gear g;
    g.slot = o.value(QLatin1String("slot")).toString();
    g.name = o.value(QLatin1String("name")).toString();
    g.dx = o.value(QLatin1String("dx")).toInt();
    g.hitsStopped = o.value(QLatin1String("hitsStopped")).toInt();
    g.maLimit = o.value(QLatin1String("maLimit")).toInt();
    g.damage = o.value(QLatin1String("damage")).toString();
    g.metal = o.value(QLatin1String("metal")).toString();
    g.ready = o.value(QLatin1String("ready")).toBool(true);
    g.custom = o.value(QLatin1String("custom")).toBool();
    return g;
}

void Character::writeJsonMembers(JsonWriter& out) const
{
    out.member(QStringLiteral("format"), JsonFormat);
    if (id)
        out.member(QStringLiteral("id"), id);
    out.member(QStringLiteral("name"), name);
    out.member(QStringLiteral("role"), role);
    out.member(QStringLiteral("player"), player);
    out.member(QStringLiteral("party"), party);
    out.member(QStringLiteral("system"), system);
    out.member(QStringLiteral("race"), race);
    out.member(QStringLiteral("type"), type);
    if (!creature.isEmpty())
        out.member(QStringLiteral("creature"), creature);
    out.member(QStringLiteral("st"), st);
    out.member(QStringLiteral("dx"), dx);
    out.member(QStringLiteral("iq"), iq);
    out.member(QStringLiteral("ma"), ma);
    out.member(QStringLiteral("pointTotal"), pointTotal);
    out.member(QStringLiteral("pointsBought"), pointsBought);
    out.member(QStringLiteral("talentsAndLanguages"), talentsAndLanguages);
    out.member(QStringLiteral("spells"), spells);
    out.member(QStringLiteral("skills"), skills);
    if (!skillsBought.isEmpty())
        out.member(QStringLiteral("skillsBought"), skillsBought);
    if (!spellsBought.isEmpty())
        out.member(QStringLiteral("spellsBought"), spellsBought);
    writeBonuses(out, QStringLiteral("skillBonuses"), skillBonuses);
    writeBonuses(out, QStringLiteral("spellBonuses"), spellBonuses);
    out.key(QStringLiteral("gear"));
    out.beginArray();
    for (const Gear& item : gear)
        item.writeJson(out);
    out.endArray();
    out.member(QStringLiteral("wounds"), wounds);
    out.member(QStringLiteral("fatigue"), fatigue);
    if (!underCare)
        out.member(QStringLiteral("underCare"), false);
    out.member(QStringLiteral("experience"), experience);
    out.member(QStringLiteral("notes"), notes);
    out.member(QStringLiteral("archived"), archived);
    if (dead)
        out.member(QStringLiteral("dead"), true);
}

QJsonObject Character::toJson() const
{
    JsonWriter out;
    out.beginObject();
    writeJsonMembers(out);
    out.endObject();
    return QJsonDocument::fromJson(out.finish()).object();
}

bool Character::fromJson(const QJsonObject& o, Character* out, QString* error)
{
    QString dummy;
    QString& err = error ? *error : dummy;
    const qint64 format = o.value(QLatin1String("format")).toInteger(JsonFormat); // 64-bit: 99999999999 is not 1
    if (format > JsonFormat) {
        err = tr("This character was written by a newer Hexkeeper (format %1; this version reads up to %2).")
                  .arg(format)
                  .arg(JsonFormat);
        return false;
    }
    Character c;
    c.id = o.value(QLatin1String("id")).toInteger();
    c.name = o.value(QLatin1String("name")).toString().trimmed();
    if (c.name.isEmpty()) {
        err = tr("A character needs a name.");
        return false;
    }
    const auto text = [&o](const char* key, const QString& fallback) {
        const QString v = o.value(QLatin1String(key)).toString();
        return v.isEmpty() ? fallback : v;
    };
    c.role = text("role", c.role);
    c.player = text("player", {});
    c.party = text("party", {});
    c.system = text("system", c.system);
    c.race = text("race", {});
    c.type = text("type", c.type);
    c.creature = text("creature", {});
    c.notes = text("notes", {});
    c.archived = o.value(QLatin1String("archived")).toBool();
    c.dead = o.value(QLatin1String("dead")).toBool();
    c.underCare = o.value(QLatin1String("underCare")).toBool(true);
    static const QStringList roles{QStringLiteral("pc"), QStringLiteral("npc"), QStringLiteral("apprentice"),
                                   QStringLiteral("pet"), QStringLiteral("monster")};
    if (!roles.contains(c.role)) {
        err = tr("Unknown role “%1” (expected one of %2).").arg(c.role, roles.join(QStringLiteral(", ")));
        return false;
    }
    if (c.system != QLatin1String("tft") && c.system != QLatin1String("ww") && c.system != QLatin1String("mc")) {
        err = tr("Unknown rule system “%1” (expected tft, ww or mc).").arg(c.system);
        return false;
    }
    if (c.type != QLatin1String("wizard") && c.type != QLatin1String("hero") && c.type != QLatin1String("warrior")) {
        err = tr("Unknown character type “%1” (expected wizard, hero or warrior).").arg(c.type);
        return false;
    }
    const std::pair<const char*, int*> ints[] = {
        {"st", &c.st},         {"dx", &c.dx},           {"iq", &c.iq},
        {"ma", &c.ma},         {"pointTotal", &c.pointTotal}, {"pointsBought", &c.pointsBought},
        {"talentsAndLanguages", &c.talentsAndLanguages}, {"wounds", &c.wounds},
        {"fatigue", &c.fatigue}, {"experience", &c.experience}};
    for (const auto& [key, field] : ints) {
        if (!readInt(o, QLatin1String(key), field, &err))
            return false;
    }
    if (!readStrings(o, QStringLiteral("spells"), &c.spells, &err)
        || !readStrings(o, QStringLiteral("skills"), &c.skills, &err)
        || !readStrings(o, QStringLiteral("skillsBought"), &c.skillsBought, &err)
        || !readStrings(o, QStringLiteral("spellsBought"), &c.spellsBought, &err)
        || !readBonuses(o, QStringLiteral("skillBonuses"), &c.skillBonuses, &err)
        || !readBonuses(o, QStringLiteral("spellBonuses"), &c.spellBonuses, &err))
        return false;
    for (const QString& id : c.skillsBought) {
        if (!c.skills.contains(id)) {
            err = tr("“skillsBought” names “%1”, which is not among the skills.").arg(id);
            return false;
        }
    }
    for (const QString& id : c.spellsBought) {
        if (!c.spells.contains(id)) {
            err = tr("“spellsBought” names “%1”, which is not among the spells.").arg(id);
            return false;
        }
    }
    const QJsonValue gear = o.value(QLatin1String("gear"));
    // null reads as an empty list, as it does for spells and skills.
    if (!gear.isUndefined() && !gear.isNull() && !gear.isArray()) {
        err = tr("“gear” must be a list.");
        return false;
    }
    for (const QJsonValue& g : gear.toArray()) {
        const Gear item = Gear::fromJson(g.toObject());
        if (item.name.isEmpty()
            || !QStringList{QStringLiteral("armor"), QStringLiteral("shield"), QStringLiteral("weapon")}.contains(item.slot)) {
            err = tr("Each piece of gear needs a name and a slot (armor, shield or weapon).");
            return false;
        }
        c.gear.append(item);
    }
    *out = c;
    return true;
}

} // namespace hk
