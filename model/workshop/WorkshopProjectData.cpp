#include "workshop/WorkshopProjectData.h"

#include "activities/ActivityFields.h"

namespace hk {

using namespace ActivityFields;

namespace {

QList<WizardLab> readLabs(const QJsonValue& value)
{
    QList<WizardLab> out;
    for (const QJsonValue& v : value.toArray())
        out.append({id(v.toObject(), "wizard"), id(v.toObject(), "lab")});
    return out;
}

QJsonArray labsJson(const QList<WizardLab>& labs)
{
    QJsonArray out;
    for (const WizardLab& l : labs)
        out.append(QJsonObject{{QStringLiteral("wizard"), l.wizard}, {QStringLiteral("lab"), l.lab}});
    return out;
}

QMap<qint64, WizardAbsence> readAway(const QJsonValue& value)
{
    QMap<qint64, WizardAbsence> out;
    const QJsonObject away = value.toObject();
    for (auto it = away.begin(); it != away.end(); ++it) {
        const QJsonObject o = it.value().toObject();
        out.insert(it.key().toLongLong(), {o.value(QLatin1String("days")).toInt(), o.value(QLatin1String("inARow")).toBool()});
    }
    return out;
}

QJsonObject awayJson(const QMap<qint64, WizardAbsence>& away)
{
    QJsonObject out;
    for (auto it = away.begin(); it != away.end(); ++it)
        out.insert(QString::number(it.key()), QJsonObject{{QStringLiteral("days"), it->days}, {QStringLiteral("inARow"), it->inARow}});
    return out;
}

} // namespace

WorkshopProjectData WorkshopProjectData::read(const Activity& a)
{
    const QJsonObject& o = a.data;
    const auto num = [&o](const char* key, int fallback = 0) { return o.value(QLatin1String(key)).toInt(fallback); };
    WorkshopProjectData d;
    d.recipe = o.value(QLatin1String("recipe")).toString();
    d.recipeName = o.value(QLatin1String("recipeName")).toString();
    d.strength = num("strength");
    d.selfPowered = num("selfPowered");
    d.hexes = num("hexes", 1);
    d.position = num("position", 1);
    d.item = id(o, "item");
    d.itemName = o.value(QLatin1String("itemName")).toString();
    d.baseValue = num("baseValue");
    d.payer = id(o, "payer");
    d.team = ids(o.value(QLatin1String("team")));
    d.lab = id(o, "lab");
    d.labs = readLabs(o.value(QLatin1String("labs")));
    d.apprentices = ids(o.value(QLatin1String("apprentices")));
    d.hired = num("hired");
    d.charm = num("charm");
    d.potionsFromStock = o.value(QLatin1String("potionsFromStock")).toBool();
    d.dead = ids(o.value(QLatin1String("dead")));
    d.creationSpell = o.value(QLatin1String("creationSpell")).toString();
    d.wizardsRequired = num("wizardsRequired");
    d.teamWizards = num("teamWizards");
    d.rollEvery = num("rollEvery", 1);
    d.workWeeks = num("workWeeks");
    d.daysPerWeek = num("daysPerWeek", Calendar::daysPerWeek);
    d.costPerWeek = num("costPerWeek");
    d.spellValue = num("spellValue");
    d.surchargePercent = num("surchargePercent");
    d.valueAfter = num("valueAfter");
    d.weeksMade = num("weeksMade");
    d.subWeeks = num("subWeeks");
    d.weekNumber = num("weekNumber");
    d.nextWeekDay = num("nextWeekDay");
    d.lastWorkedDay = num("lastWorkedDay");
    d.needsFourDice = o.value(QLatin1String("needsFourDice")).toBool();
    d.away = readAway(o.value(QLatin1String("away")));
    d.haltedOn = optionalInt(o, "haltedOn");
    d.resumedOn = optionalInt(o, "resumedOn");
    d.history = o.value(QLatin1String("history")).toArray();
    return d;
}

void WorkshopProjectData::write(Activity* a) const
{
    const WorkshopProjectData was = read(*a);
    DataWriter w(a->data);
    w.put("recipe", recipe, was.recipe);
    w.put("recipeName", recipeName, was.recipeName);
    w.put("strength", strength, was.strength);
    w.put("selfPowered", selfPowered, was.selfPowered);
    w.put("hexes", hexes, was.hexes);
    w.put("position", position, was.position);
    w.put("item", item, was.item);
    w.put("itemName", itemName, was.itemName);
    w.put("baseValue", baseValue, was.baseValue);
    w.put("payer", payer, was.payer);
    w.put("team", team, was.team);
    w.put("lab", lab, was.lab);
    w.put("labs", labsJson(labs), labsJson(was.labs));
    w.put("apprentices", apprentices, was.apprentices);
    w.put("hired", hired, was.hired);
    w.put("charm", charm, was.charm);
    w.put("potionsFromStock", potionsFromStock, was.potionsFromStock);
    w.putIfSet("dead", dead, was.dead);
    w.put("creationSpell", creationSpell, was.creationSpell);
    w.put("wizardsRequired", wizardsRequired, was.wizardsRequired);
    w.put("teamWizards", teamWizards, was.teamWizards);
    w.put("rollEvery", rollEvery, was.rollEvery);
    w.put("workWeeks", workWeeks, was.workWeeks);
    w.put("daysPerWeek", daysPerWeek, was.daysPerWeek);
    w.put("costPerWeek", costPerWeek, was.costPerWeek);
    w.put("spellValue", spellValue, was.spellValue);
    w.put("surchargePercent", surchargePercent, was.surchargePercent);
    w.put("valueAfter", valueAfter, was.valueAfter);
    w.put("weeksMade", weeksMade, was.weeksMade);
    w.put("subWeeks", subWeeks, was.subWeeks);
    w.put("weekNumber", weekNumber, was.weekNumber);
    w.put("nextWeekDay", nextWeekDay, was.nextWeekDay);
    w.put("lastWorkedDay", lastWorkedDay, was.lastWorkedDay);
    w.put("needsFourDice", needsFourDice, was.needsFourDice);
    w.put("away", awayJson(away), awayJson(was.away));
    w.putOptional("haltedOn", haltedOn, was.haltedOn);
    w.putOptional("resumedOn", resumedOn, was.resumedOn);
    w.put("history", history, was.history);
}

QList<qint64> WorkshopProjectData::wizards(qint64 lead) const
{
    QList<qint64> all{lead};
    all += team;
    return all;
}

} // namespace hk
