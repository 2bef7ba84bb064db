#include "research/ResearchData.h"

#include "activities/ActivityFields.h"

namespace hk {

using namespace ActivityFields;

namespace {

int number(const QJsonObject& o, const char* key)
{
    return o.value(QLatin1String(key)).toInt();
}

QString text(const QJsonObject& o, const char* key)
{
    return o.value(QLatin1String(key)).toString();
}

QJsonObject nested(const QJsonObject& o, const char* key)
{
    return o.value(QLatin1String(key)).toObject();
}

std::optional<ResearchGuild> readGuild(const QJsonObject& o)
{
    if (!o.contains(QLatin1String("guild")))
        return std::nullopt;
    const QJsonObject g = nested(o, "guild");
    return ResearchGuild{number(g, "revealedOn"), number(g, "reward"), number(g, "wishes"), g.value(QLatin1String("forced")).toBool()};
}

std::optional<ResearchResult> readResult(const QJsonObject& o)
{
    if (!o.contains(QLatin1String("result")))
        return std::nullopt;
    const QJsonObject r = nested(o, "result");
    return ResearchResult{text(r, "spell"), number(r, "level"), r.value(QLatin1String("addedToSpells")).toBool()};
}

std::optional<ResearchRecipe> readRecipe(const QJsonObject& o)
{
    if (!o.contains(QLatin1String("recipe")))
        return std::nullopt;
    const QJsonObject r = nested(o, "recipe");
    return ResearchRecipe{text(r, "name"), number(r, "level"), number(r, "day"), text(r, "by")};
}

// The nested objects, changed in place so that keys these structs do not name stay in them.
QJsonObject guildJson(QJsonObject g, const ResearchGuild& guild)
{
    g.insert(QLatin1String("revealedOn"), guild.revealedOn);
    g.insert(QLatin1String("reward"), guild.reward);
    g.insert(QLatin1String("wishes"), guild.wishes);
    if (guild.forced || g.contains(QLatin1String("forced")))
        g.insert(QLatin1String("forced"), guild.forced);
    return g;
}

QJsonObject resultJson(QJsonObject r, const ResearchResult& result)
{
    r.insert(QLatin1String("spell"), result.spell);
    r.insert(QLatin1String("level"), result.level);
    r.insert(QLatin1String("addedToSpells"), result.addedToSpells);
    return r;
}

QJsonObject recipeJson(QJsonObject r, const ResearchRecipe& recipe)
{
    r.insert(QLatin1String("name"), recipe.name);
    r.insert(QLatin1String("level"), recipe.level);
    r.insert(QLatin1String("day"), recipe.day);
    r.insert(QLatin1String("by"), recipe.by);
    return r;
}

void putNested(QJsonObject& o, const char* key, const std::optional<QJsonObject>& value)
{
    if (value)
        o.insert(QLatin1String(key), *value);
    else
        o.remove(QLatin1String(key));
}

} // namespace

ResearchData ResearchData::read(const Activity& a)
{
    const QJsonObject& o = a.data;
    ResearchData d;
    d.project = text(o, "project");
    d.subject = text(o, "subject");
    d.researching = text(o, "researching");
    d.spell = text(o, "spell");
    d.level = number(o, "level");
    d.dice = optionalInt(o, "dice");
    d.attribute = text(o, "attribute");
    d.fullTime = o.value(QLatin1String("fullTime")).toBool();
    d.materialsPerWeek = number(o, "materialsPerWeek");
    if (o.contains(QLatin1String("lab")))
        d.lab = o.value(QLatin1String("lab")).toInteger();
    d.weeksNeeded = optionalInt(o, "weeksNeeded");
    d.secretWeeksNeeded = optionalInt(nested(o, "gm"), "weeksNeeded");
    d.weeksDone = number(o, "weeksDone");
    d.weeksWorked = number(o, "weeksWorked");
    d.nextWeekDay = number(o, "nextWeekDay");
    d.lastWorkedDay = optionalInt(o, "lastWorkedDay");
    d.materialsUnpaid = o.value(QLatin1String("materialsUnpaid")).toBool();
    d.haltedOn = optionalInt(o, "haltedOn");
    d.resumedOn = optionalInt(o, "resumedOn");
    d.history = o.value(QLatin1String("history")).toArray();
    d.result = readResult(o);
    d.recipe = readRecipe(o);
    d.nextSecrecyRollDay = optionalInt(o, "nextSecrecyRollDay");
    d.secrecyRolls = number(o, "secrecyRolls");
    d.mustReveal = o.value(QLatin1String("mustReveal")).toBool();
    d.guild = readGuild(o);
    return d;
}

void ResearchData::write(Activity* a) const
{
    const ResearchData was = read(*a);
    QJsonObject& o = a->data;
    DataWriter w(o);
    w.put("project", project, was.project);
    w.put("subject", subject, was.subject);
    w.put("researching", researching, was.researching);
    w.putIfSet("spell", spell, was.spell);
    w.put("level", level, was.level);
    w.putOptional("dice", dice, was.dice);
    w.put("attribute", attribute, was.attribute);
    w.put("fullTime", fullTime, was.fullTime);
    w.put("materialsPerWeek", materialsPerWeek, was.materialsPerWeek);
    w.putOptional("lab", lab, was.lab);
    w.putOptional("weeksNeeded", weeksNeeded, was.weeksNeeded);
    if (secretWeeksNeeded != was.secretWeeksNeeded) {
        QJsonObject gm = nested(o, "gm");
        DataWriter(gm).putOptional("weeksNeeded", secretWeeksNeeded, was.secretWeeksNeeded);
        o.insert(QLatin1String("gm"), gm);
    }
    w.put("weeksDone", weeksDone, was.weeksDone);
    w.put("weeksWorked", weeksWorked, was.weeksWorked);
    w.put("nextWeekDay", nextWeekDay, was.nextWeekDay);
    w.putOptional("lastWorkedDay", lastWorkedDay, was.lastWorkedDay);
    w.putFlag("materialsUnpaid", materialsUnpaid, was.materialsUnpaid);
    w.putOptional("haltedOn", haltedOn, was.haltedOn);
    w.putOptional("resumedOn", resumedOn, was.resumedOn);
    w.put("history", history, was.history);
    if (result != was.result)
        putNested(o, "result", result ? resultJson(nested(o, "result"), *result) : std::optional<QJsonObject>());
    if (recipe != was.recipe)
        putNested(o, "recipe", recipe ? recipeJson(nested(o, "recipe"), *recipe) : std::optional<QJsonObject>());
    w.putOptional("nextSecrecyRollDay", nextSecrecyRollDay, was.nextSecrecyRollDay);
    w.putIfSet("secrecyRolls", secrecyRolls, was.secrecyRolls);
    w.putFlag("mustReveal", mustReveal, was.mustReveal);
    if (guild != was.guild)
        putNested(o, "guild", guild ? guildJson(nested(o, "guild"), *guild) : std::optional<QJsonObject>());
}

int ResearchData::weeksNeededFor(bool player) const
{
    if (weeksNeeded)
        return *weeksNeeded;
    return player ? -1 : secretWeeksNeeded.value_or(-1);
}

} // namespace hk
