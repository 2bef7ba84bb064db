#include "workshop/WorkshopResolver.h"
#include "i18n/Translate.h"

#include "activities/ActivityRepository.h"
#include "alchemy/PotionStockRepository.h"
#include "campaign/CampaignDice.h"
#include "characters/CharacterRepository.h"
#include "labs/LabRepository.h"
#include "magic/ItemCreation.h"
#include "time/AdvanceContext.h"
#include "time/Calendar.h"
#include "treasury/Treasury.h"
#include "workshop/MagicItemRepository.h"
#include "workshop/WorkshopProjectData.h"
#include "workshop/WorkshopProjects.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>

#include <cmath>

namespace hk {

bool WorkshopResolver::resolveDay(AdvanceContext& context, QString* error)
{
    const QList<Activity> projects = ActivityRepository(context.database()).activeDue(WorkshopProjects::Kind, context.day(), error);
    if (error && !error->isEmpty())
        return false;
    // The workshop's numbers are read from the rules once a day that has work, not for every project's week.
    std::optional<ItemCreation> creation;
    for (Activity a : projects) {
        WorkshopProjectData data = WorkshopProjectData::read(a);
        if (data.nextWeekDay > context.day())
            continue;
        if (!creation)
            creation.emplace(context.rules());
        if (!resolveWeek(context, *creation, a, data, error))
            return false;
    }
    return true;
}

bool WorkshopResolver::complete(AdvanceContext& ctx, Activity& a, WorkshopProjectData& d, QString* error)
{
    MagicItemRepository items(ctx.database());
    const qint64 itemId = d.item;
    MagicItem item;
    if (itemId > 0) {
        if (!items.find(itemId, &item, error))
            return false;
    } else {
        item.name = d.itemName;
        item.baseValue = d.baseValue;
        item.value = item.baseValue;
        item.ownerId = d.payer;
        item.madeDay = ctx.day();
        item.activityId = a.id;
    }
    const int position = int(item.spells.size()) + 1;
    const ItemValueStep step = ItemCreation::addSpell(item.value, position, d.surchargePercent, d.spellValue);
    if (mergeIntoEarlier(ctx, d, step, &item)) {
        item.value = step.total;
        if (!items.update(item, error))
            return false;
        return finish(ctx, a, d, item, error);
    }
    item.spells.append(QJsonObject{{QStringLiteral("recipe"), d.recipe},
                                   {QStringLiteral("label"), d.recipeName},
                                   {QStringLiteral("position"), position},
                                   {QStringLiteral("strength"), d.strength},
                                   {QStringLiteral("value"), step.spellValue},
                                   {QStringLiteral("surchargePercent"), step.surchargePercent},
                                   {QStringLiteral("day"), ctx.day()},
                                   {QStringLiteral("activity"), a.id}});
    item.value = step.total;
    if (itemId > 0) {
        if (!items.update(item, error))
            return false;
    } else {
        item.id = items.insert(item, error);
        if (!item.id)
            return false;
        d.item = item.id;
    }
    return finish(ctx, a, d, item, error);
}

// An enchantment of a kind that merges (l.1326: a lens's language, Curse, attribute raisers and lowerers,
// weapon/armour bonuses, ST batteries) joins the earlier one on the item: its strength grows and it takes no
// new spell slot. It was priced at the next place on the item, which is why adding later costs more.
bool WorkshopResolver::mergeIntoEarlier(AdvanceContext& ctx, const WorkshopProjectData& d, const ItemValueStep& step, MagicItem* item)
{
    const ItemCreation rules(ctx.rules());
    const QString group = rules.mergeGroup(d.recipe);
    if (group.isEmpty())
        return false;
    for (qsizetype i = 0; i < item->spells.size(); ++i) {
        QJsonObject earlier = item->spells.at(i).toObject();
        const QString recipe = earlier.value(QLatin1String("recipe")).toString();
        if (rules.mergeGroup(recipe) != group)
            continue;
        earlier.insert(QStringLiteral("strength"), rules.amountOf(recipe, earlier.value(QLatin1String("strength")).toInt())
                                                       + rules.amountOf(d.recipe, d.strength));
        earlier.insert(QStringLiteral("value"), earlier.value(QLatin1String("value")).toInt() + step.spellValue);
        QJsonArray merged = earlier.value(QLatin1String("merged")).toArray();
        merged.append(QJsonObject{{QStringLiteral("recipe"), d.recipe}, {QStringLiteral("strength"), d.strength},
                                  {QStringLiteral("day"), ctx.day()}});
        earlier.insert(QStringLiteral("merged"), merged);
        item->spells[i] = earlier;
        return true;
    }
    return false;
}

bool WorkshopResolver::finish(AdvanceContext& ctx, Activity& a, WorkshopProjectData& d, const MagicItem& item, QString* error)
{
    a.status = ActivityStatus::Done;
    a.endedDay = ctx.day();
    d.valueAfter = item.value;
    d.write(&a);
    return ActivityRepository(ctx.database()).update(a, error)
        && ctx.addEvent(QStringLiteral("workshop"), item.name,
                        QCoreApplication::translate("hk::WorkshopResolver", "%1 is finished: %2 now holds %n spell(s) and is worth %3.",
                                                    nullptr, int(item.spells.size()))
                            .arg(a.title, item.name, Treasury::format(item.value)),
                        {{QStringLiteral("activity"), a.id}, {QStringLiteral("item"), item.id}, {QStringLiteral("value"), item.value}}, false,
                        error);
}

} // namespace hk
