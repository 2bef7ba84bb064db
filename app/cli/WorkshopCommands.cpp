#include "CliCommand.h"
#include "i18n/Translate.h"

#include "CharacterLookup.h"
#include "activities/PlanJson.h"
#include "activities/ActivityControl.h"
#include "campaign/Campaign.h"
#include "characters/Character.h"
#include "time/Calendar.h"
#include "treasury/Treasury.h"
#include "workshop/WorkshopProjectData.h"
#include "workshop/WorkshopProjects.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::cli", text);
}

// A recipe named by id or by its name in any case.
QString recipeId(const Campaign& campaign, const QString& text)
{
    if (campaign.rules().entry(QStringLiteral("magic-item-recipe"), text))
        return text;
    for (const LocatedEntry& e : campaign.rules().entries({QStringLiteral("magic-item-recipe")})) {
        if (e.entry->name().compare(text, Qt::CaseInsensitive) == 0)
            return e.entry->id();
    }
    return text;
}

// The item-creation options; false after a usage error (a number out of bounds). Only `project plan` takes the
// spell's position and the number of wizards: a started project knows them from its item and its team.
bool optionsFrom(CliContext& ctx, const Campaign& campaign, ItemCreationOptions* o, bool planOnlyOptions)
{
    o->recipe = recipeId(campaign, ctx.parser.value(QStringLiteral("recipe")));
    const bool recipe = ctx.intOption(QStringLiteral("strength"), &o->strength, 0)
                        && ctx.intOption(QStringLiteral("self-powered"), &o->selfPoweredStPerTurn, 0)
                        && ctx.intOption(QStringLiteral("hexes"), &o->itemHexes, 0);
    return recipe
           && (!planOnlyOptions
               || (ctx.intOption(QStringLiteral("position"), &o->position, 0) && ctx.intOption(QStringLiteral("wizards"), &o->teamWizards, 0)));
}

void printPlan(CliContext& ctx, const ItemCreationPlan& p)
{
    ctx.print(tr("%1 as spell %2 (%3)").arg(p.recipeName).arg(p.options.position).arg(p.creationSpellName));
    ctx.print(tr("  wizards: %1 required, %2 working; %3 weeks of work, %4 on the calendar (a roll every %5 week(s))")
                  .arg(p.wizardsRequired).arg(p.teamWizards).arg(p.workWeeks).arg(p.calendarWeeks).arg(p.rollEvery));
    ctx.print(tr("  ST/day per wizard: %1; apprentices: %2; per week up to %3; in all %4")
                  .arg(p.stPerDay).arg(p.apprentices).arg(Treasury::format(p.costPerWeek), Treasury::format(p.totalCost)));
    for (const IngredientNeed& i : p.workWeekNeeds.value(0).ingredients)
        ctx.print(tr("  each week: %1 × %2").arg(i.quantity).arg(i.name));
    if (p.needsBook)
        ctx.print(tr("  book of instructions: %1 pages (l.%2, l.%3)").arg(p.bookPages).arg(p.bookLine).arg(p.bookPagesLine));
    ctx.print(tr("  value added: %1%2").arg(Treasury::format(p.spellValue),
                                            p.surchargePercent ? tr(" (after +%1% on the item)").arg(p.surchargePercent) : QString()));
    for (const QString& n : p.notes)
        ctx.print(QStringLiteral("  %1").arg(n));
    for (const QString& n : p.problems)
        ctx.print(tr("  cannot: %1").arg(n));
}

int planCommand(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE")))
        return ExitUsage;
    if (!ctx.parser.isSet(QStringLiteral("recipe")))
        return ctx.usage(tr("--recipe is required"));
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    ItemCreationOptions options;
    if (!optionsFrom(ctx, *campaign, &options, true))
        return ExitUsage;
    const ItemCreationPlan p = ItemCreation(campaign->rules()).plan(options);
    if (ctx.json())
        ctx.printJson(PlanJson::itemCreation(p));
    else
        printPlan(ctx, p);
    return p.ok() ? ExitOk : ExitFailed;
}

bool idsFrom(Campaign& campaign, const QString& text, QList<qint64>* out, QString* error)
{
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        Character c;
        if (!CharacterLookup::find(campaign, part.trimmed(), &c, error))
            return false;
        out->append(c.id);
    }
    return true;
}

QJsonObject projectJson(const Activity& a)
{
    QJsonObject o = ActivityControl::toJson(a, false);
    o.insert(QStringLiteral("progress"), WorkshopProjects::progressText(a));
    return o;
}

int startCommand(CliContext& ctx)
{
    if (!ctx.parser.isSet(QStringLiteral("recipe")) || !ctx.parser.isSet(QStringLiteral("lab")))
        return ctx.usage(tr("--recipe and --lab are required"));
    CharacterLookup::Opened opened = CharacterLookup::open(ctx);
    if (!opened)
        return opened.exitCode;
    Campaign& campaign = *opened.campaign;
    QString error;
    WorkshopRequest r;
    r.lead = opened.character.id;
    if (!optionsFrom(ctx, campaign, &r.options, false))
        return ExitUsage;
    r.lab = ctx.parser.value(QStringLiteral("lab")).toLongLong();
    if (!idsFrom(campaign, ctx.parser.value(QStringLiteral("team")), &r.team, &error)
        || !idsFrom(campaign, ctx.parser.value(QStringLiteral("apprentices")), &r.apprentices, &error))
        return ctx.fail(error);
    if (!ctx.intOption(QStringLiteral("hire"), &r.hired, 0) || !ctx.intOption(QStringLiteral("charm"), &r.charm, 0))
        return ExitUsage;
    r.itemId = ctx.parser.value(QStringLiteral("item")).toLongLong();
    r.itemName = ctx.parser.value(QStringLiteral("item-name"));
    if (!ctx.intOption(QStringLiteral("base-value"), &r.baseValue, 0, 100'000'000))
        return ExitUsage;
    const QString pay = ctx.parser.value(QStringLiteral("pay"));
    if (pay != QLatin1String("lead") && pay != QLatin1String("party"))
        return ctx.usage(tr("--pay must be party or lead"));
    r.partyPays = pay == QLatin1String("party");
    r.potionsFromStock = ctx.parser.isSet(QStringLiteral("potions-from-stock"));
    r.hasBook = ctx.parser.isSet(QStringLiteral("book"));
    if (r.itemId > 0 && !r.itemName.isEmpty())
        return ctx.usage(tr("give --item or --item-name, not both"));
    WorkshopProjects projects(campaign);
    qint64 id = 0;
    if (!projects.start(r, &id, &error))
        return ctx.fail(error);
    Activity a;
    if (!projects.find(id, &a, &error))
        return ctx.fail(error);
    if (ctx.json())
        ctx.printJson(projectJson(a));
    else
        ctx.print(tr("#%1 %2: %3 to %4, %5 a week").arg(a.id).arg(a.title, Calendar::formatShort(a.startDay), Calendar::formatShort(a.dueDay),
                                                          Treasury::format(WorkshopProjectData::read(a).costPerWeek)));
    return ExitOk;
}

int listCommand(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QString error;
    const QList<Activity> list = WorkshopProjects(*campaign).list(true, &error);
    if (!error.isEmpty())
        return ctx.fail(error);
    QJsonArray out;
    for (const Activity& a : list) {
        out.append(projectJson(a));
        if (!ctx.json())
            ctx.print(QStringLiteral("#%1  %2  %3  %4  %5").arg(a.id).arg(a.title, activityStatusKey(a.status), WorkshopProjects::progressText(a),
                                                                   Calendar::formatShort(a.dueDay)));
    }
    if (ctx.json())
        ctx.printJson(out);
    return ExitOk;
}

bool openProject(CliContext& ctx, std::unique_ptr<Campaign>* campaign, Activity* a, int* code)
{
    *code = ExitOk;
    if (!ctx.requireArgs(2, QStringLiteral("FILE ID"))) {
        *code = ExitUsage;
        return false;
    }
    *campaign = ctx.openCampaign(ctx.args.at(0));
    if (!*campaign) {
        *code = ExitFailed;
        return false;
    }
    QString error;
    qint64 id = 0;
    if (!ctx.idArgument(1, QStringLiteral("PROJECT"), &id)) {
        *code = ExitUsage;
        return false;
    }
    if (!WorkshopProjects(**campaign).find(id, a, &error)) {
        *code = ctx.fail(error);
        return false;
    }
    return true;
}

int showCommand(CliContext& ctx)
{
    std::unique_ptr<Campaign> campaign;
    Activity a;
    int code = ExitOk;
    if (!openProject(ctx, &campaign, &a, &code))
        return code;
    if (ctx.json()) {
        ctx.printJson(projectJson(a));
        return ExitOk;
    }
    ctx.print(tr("#%1 %2 — %3, %4, due %5").arg(a.id).arg(a.title, activityStatusKey(a.status), WorkshopProjects::progressText(a), Calendar::formatShort(a.dueDay)));
    for (const QJsonValue& v : ActivityControl::history(a, false)) {
        const QJsonObject h = v.toObject();
        QStringList faces;
        for (const QJsonValue& f : h.value(QLatin1String("roll")).toArray())
            faces.append(QString::number(f.toInt()));
        ctx.print(tr("  %1 week %2: %3 %4 %5").arg(Calendar::formatShort(h.value(QLatin1String("day")).toInt()))
                      .arg(h.value(QLatin1String("week")).toInt())
                      .arg(h.value(QLatin1String("outcome")).toString(),
                           faces.isEmpty() ? QString() : QStringLiteral("[%1]").arg(faces.join(QLatin1Char(','))),
                           h.value(QLatin1String("note")).toString()));
    }
    return ExitOk;
}

int awayCommand(CliContext& ctx)
{
    if (!ctx.parser.isSet(QStringLiteral("wizard")) || !ctx.parser.isSet(QStringLiteral("days")))
        return ctx.usage(tr("--wizard and --days are required"));
    int days = 0;
    if (!ctx.intOption(QStringLiteral("days"), &days, 1, Calendar::daysPerWeek))
        return ExitUsage;
    std::unique_ptr<Campaign> campaign;
    Activity a;
    int code = ExitOk;
    if (!openProject(ctx, &campaign, &a, &code))
        return code;
    Character w;
    QString error;
    if (!CharacterLookup::find(*campaign, ctx.parser.value(QStringLiteral("wizard")), &w, &error))
        return ctx.fail(error);
    if (!WorkshopProjects(*campaign).recordAbsence(a.id, w.id, days,
                                                ctx.parser.isSet(QStringLiteral("in-a-row")), &error))
        return ctx.fail(error);
    ctx.print(tr("#%1: %2 away %3 day(s) this week").arg(a.id).arg(w.name).arg(ctx.parser.value(QStringLiteral("days"))));
    return ExitOk;
}

int replaceCommand(CliContext& ctx)
{
    std::unique_ptr<Campaign> campaign;
    Activity a;
    int code = ExitOk;
    if (!openProject(ctx, &campaign, &a, &code))
        return code;
    if (!ctx.parser.isSet(QStringLiteral("dead")) || !ctx.parser.isSet(QStringLiteral("by")))
        return ctx.usage(tr("--dead and --by are required"));
    Character dead, by;
    QString error;
    if (!CharacterLookup::find(*campaign, ctx.parser.value(QStringLiteral("dead")), &dead, &error)
        || !CharacterLookup::find(*campaign, ctx.parser.value(QStringLiteral("by")), &by, &error))
        return ctx.fail(error);
    bool made = false;
    if (!WorkshopProjects(*campaign).replace(a.id, dead.id, by.id, &made, &error))
        return ctx.fail(error);
    ctx.print(made ? tr("#%1: %2 takes %3's place").arg(a.id).arg(by.name, dead.name)
                   : tr("#%1: %2 failed the roll; the spell starts over").arg(a.id).arg(by.name));
    return ExitOk;
}

QJsonObject itemJson(const MagicItem& m)
{
    return {{QStringLiteral("id"), m.id},           {QStringLiteral("owner"), m.ownerId},
            {QStringLiteral("name"), m.name},       {QStringLiteral("baseValue"), m.baseValue},
            {QStringLiteral("value"), m.value},     {QStringLiteral("spells"), m.spells},
            {QStringLiteral("madeDay"), m.madeDay}, {QStringLiteral("activity"), m.activityId}};
}

QString spellsText(const MagicItem& m)
{
    QStringList labels;
    for (const QJsonValue& v : m.spells)
        labels.append(v.toObject().value(QLatin1String("label")).toString(v.toObject().value(QLatin1String("recipe")).toString()));
    return labels.join(QStringLiteral(", "));
}

int itemListCommand(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QString error;
    qint64 owner = -1;
    if (ctx.parser.isSet(QStringLiteral("owner"))) {
        const QString o = ctx.parser.value(QStringLiteral("owner"));
        owner = 0;
        if (o != QLatin1String("party") && o != QLatin1String("0")) {
            Character c;
            if (!CharacterLookup::find(*campaign, o, &c, &error))
                return ctx.fail(error);
            owner = c.id;
        }
    }
    const QList<MagicItem> items = WorkshopProjects(*campaign).items(owner, &error);
    if (!error.isEmpty())
        return ctx.fail(error);
    QJsonArray out;
    for (const MagicItem& m : items) {
        out.append(itemJson(m));
        if (!ctx.json())
            ctx.print(QStringLiteral("#%1  %2  %3  [%4]").arg(m.id).arg(m.name, Treasury::format(m.value), spellsText(m)));
    }
    if (ctx.json())
        ctx.printJson(out);
    return ExitOk;
}

int itemShowCommand(CliContext& ctx)
{
    if (!ctx.requireArgs(2, QStringLiteral("FILE ID")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QString error;
    qint64 id = 0;
    if (!ctx.idArgument(1, QStringLiteral("ID"), &id))
        return ExitUsage;
    for (const MagicItem& m : WorkshopProjects(*campaign).items(-1, &error)) {
        if (m.id != id)
            continue;
        if (ctx.json()) {
            ctx.printJson(itemJson(m));
            return ExitOk;
        }
        ctx.print(tr("#%1 %2, worth %3 (the object itself %4)").arg(m.id).arg(m.name, Treasury::format(m.value), Treasury::format(m.baseValue)));
        for (const QJsonValue& v : m.spells) {
            const QJsonObject s = v.toObject();
            ctx.print(tr("  %1. %2: %3").arg(s.value(QLatin1String("position")).toInt())
                          .arg(s.value(QLatin1String("label")).toString(s.value(QLatin1String("recipe")).toString()),
                               Treasury::format(s.value(QLatin1String("value")).toInt())));
        }
        return ExitOk;
    }
    return ctx.fail(error.isEmpty() ? tr("There is no magic item with id %1.").arg(ctx.args.at(1)) : error);
}

} // namespace

QList<CliCommand> workshopCommands()
{
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    const auto recipeOptions = [](QCommandLineParser& p) {
        p.addOption({QStringLiteral("recipe"), tr("The magic-item recipe (id or name)."), tr("ID")});
        p.addOption({QStringLiteral("strength"), tr("Notes A/B: the strength wanted; Note C: the version."), tr("N"), QStringLiteral("0")});
        p.addOption({QStringLiteral("self-powered"), tr("ST per turn the item powers itself."), tr("N"), QStringLiteral("0")});
        p.addOption({QStringLiteral("hexes"), tr("Size of a large, massive item in hexes."), tr("N"), QStringLiteral("1")});
    };
    return {
        {{QStringLiteral("project"), QStringLiteral("plan")},
         QStringLiteral("FILE --recipe ID [--strength N] [--self-powered N] [--hexes N] [--position N] [--wizards N] [--json]"),
         tr("Work out an enchantment: wizards, weeks, ST/day, apprentices, weekly cost and the value it adds."),
         [json, recipeOptions](QCommandLineParser& p) {
             recipeOptions(p);
             p.addOption({QStringLiteral("position"), tr("The spell's place on the item (1–5)."), tr("N"), QStringLiteral("1")});
             p.addOption({QStringLiteral("wizards"), tr("Wizards actually working (fewer take longer)."), tr("N"), QStringLiteral("0")});
             p.addOption(json);
         },
         planCommand},
        {{QStringLiteral("project"), QStringLiteral("start")},
         QStringLiteral("FILE LEAD --recipe ID --lab LABID [--team ID,ID] [--apprentices ID,ID] [--hire N] "
                        "[--item ITEMID | --item-name NAME --base-value N] [--pay party|lead] [--charm N] [--potions-from-stock] [--book] [--json]"),
         tr("Start a workshop project; advancing the calendar works it week by week."),
         [json, recipeOptions](QCommandLineParser& p) {
             recipeOptions(p);
             p.addOption({QStringLiteral("lab"), tr("The lead's laboratory id."), tr("LABID")});
             p.addOption({QStringLiteral("team"), tr("The other wizards."), tr("IDS")});
             p.addOption({QStringLiteral("apprentices"), tr("Roster apprentices helping."), tr("IDS")});
             p.addOption({QStringLiteral("hire"), tr("Apprentices hired at the Guild wage."), tr("N"), QStringLiteral("0")});
             p.addOption({QStringLiteral("item"), tr("An existing magic item getting its next spell."), tr("ITEMID")});
             p.addOption({QStringLiteral("item-name"), tr("Name of a new item."), tr("NAME")});
             p.addOption({QStringLiteral("base-value"), tr("A new item's own worth in dollars."), tr("N"), QStringLiteral("0")});
             p.addOption({QStringLiteral("pay"), tr("Who pays: party or lead."), tr("WHO"), QStringLiteral("lead")});
             p.addOption({QStringLiteral("charm"), tr("A Charm's bonus on the weekly roll."), tr("N"), QStringLiteral("0")});
             p.addOption({QStringLiteral("potions-from-stock"),
                          tr("Take the potions the recipe uses each week from the payer's potion stock instead of buying them.")});
             p.addOption({QStringLiteral("book"),
                          tr("The GM confirms the team has the item's book of instructions (Lesser and Greater Magic Item Creation).")});
             p.addOption(json);
         },
         startCommand},
        {{QStringLiteral("project"), QStringLiteral("list")}, QStringLiteral("FILE [--json]"), tr("Workshop projects, ended ones too."),
         [json](QCommandLineParser& p) { p.addOption(json); }, listCommand},
        {{QStringLiteral("project"), QStringLiteral("show")}, QStringLiteral("FILE ID [--json]"), tr("A workshop project with its week-by-week history."),
         [json](QCommandLineParser& p) { p.addOption(json); }, showCommand},
        {{QStringLiteral("project"), QStringLiteral("away")}, QStringLiteral("FILE ID --wizard CHARID --days N [--in-a-row]"),
         tr("Record a team wizard's days away from his lab this week (over two, or two in a row, loses the week)."),
         [](QCommandLineParser& p) {
             p.addOption({QStringLiteral("wizard"), tr("The wizard away."), tr("CHARID")});
             p.addOption({QStringLiteral("days"), tr("Days away this week."), tr("N")});
             p.addOption({QStringLiteral("in-a-row"), tr("The days away ran together (two in a row lose the week).")});
         },
         awayCommand},
        {{QStringLiteral("project"), QStringLiteral("replace")}, QStringLiteral("FILE ID --dead CHARID --by CHARID"),
         tr("Replace a dead team wizard; the newcomer rolls 5 dice on basic DX or the spell starts over."),
         [](QCommandLineParser& p) {
             p.addOption({QStringLiteral("dead"), tr("The wizard who died."), tr("CHARID")});
             p.addOption({QStringLiteral("by"), tr("The wizard stepping in."), tr("CHARID")});
         },
         replaceCommand},
        {{QStringLiteral("item"), QStringLiteral("list")}, QStringLiteral("FILE [--owner ID|party] [--json]"), tr("Magic items and their value."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("owner"), tr("Only this owner's items (party for the party's)."), tr("ID")});
             p.addOption(json);
         },
         itemListCommand},
        {{QStringLiteral("item"), QStringLiteral("show")}, QStringLiteral("FILE ID [--json]"), tr("A magic item with its spells, in order."),
         [json](QCommandLineParser& p) { p.addOption(json); }, itemShowCommand},
    };
}

} // namespace hk
