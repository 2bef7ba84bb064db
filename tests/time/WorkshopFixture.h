#pragma once

// Shared by the workshop tests (tst_workshop, tst_workshop_limits): a campaign with three wizards who know the
// item-creation spells, each attuned to a lab of his own, an apprentice and money, plus the requests, items,
// dice and calendar steps the tests use.
#include "CampaignTestSupport.h"

#include "alchemy/PotionStockRepository.h"
#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "characters/CharacterRepository.h"
#include "dice/ScriptedDiceRoller.h"
#include "labs/LabRepository.h"
#include "time/AdvanceTime.h"
#include "treasury/Treasury.h"
#include "workshop/MagicItemRepository.h"
#include "workshop/WorkshopProjects.h"

#include <QJsonArray>

namespace hk::test {

struct Shop
{
    std::unique_ptr<Campaign> campaign;
    qint64 lead = 0;
    qint64 mate = 0;
    qint64 spare = 0;
    qint64 apprentice = 0;
    qint64 lab = 0;
};

inline qint64 addWizard(Campaign& c, const QString& name, int dx, qint64 labId)
{
    Character w;
    w.name = name;
    w.race = QStringLiteral("human");
    w.st = 12;
    w.dx = dx;
    w.iq = 20;
    w.spells = {QStringLiteral("lesser-magic-item-creation"), QStringLiteral("greater-magic-item-creation")};
    QString error;
    const qint64 id = CharacterRepository(c.database()).insert(w, &error);
    Lab lab;
    lab.name = name + QStringLiteral("'s lab");
    lab.sinceDay = 1;
    LabRepository labs(c.database());
    const qint64 lid = labId ? labId : labs.insert(lab, &error);
    labs.setAttuned(lid, id, 1, &error);
    return id;
}

inline Shop makeShop(test::CampaignFactory& factory, int money)
{
    Shop s;
    s.campaign = factory.create(1);
    Campaign& c = *s.campaign;
    QString error;
    s.lead = addWizard(c, QStringLiteral("Grymaug"), 13, 0);
    s.lab = LabRepository(c.database()).list(false, &error).first().id;
    s.mate = addWizard(c, QStringLiteral("Posthen"), 14, 0);
    s.spare = addWizard(c, QStringLiteral("Ilsa"), 12, 0);
    Character a = test::legalWizard(QStringLiteral("Tam"));
    a.role = QStringLiteral("apprentice");
    s.apprentice = CharacterRepository(c.database()).insert(a, &error);
    if (money > 0)
        Treasury(c).change(s.lead, money, QStringLiteral("deposit"), QStringLiteral("Commission"), &error);
    return s;
}

inline WorkshopRequest blurCloak(const Shop& s)
{
    WorkshopRequest r;
    r.lead = s.lead;
    r.lab = s.lab;
    r.options.recipe = QStringLiteral("blur"); // 5 weeks, 75 ST/day (2 apprentices), $15 a week
    r.itemName = QStringLiteral("Grey cloak");
    r.baseValue = 100;
    r.apprentices = {s.apprentice};
    r.hired = 1;
    r.hasBook = true;
    return r;
}

// Dark Vision: 3 weeks, 25 ST/day (no apprentices), $515 a week of which $500 is one Dark Vision potion.
inline WorkshopRequest darkVisionGoggles(const Shop& s, bool fromStock)
{
    WorkshopRequest r;
    r.lead = s.lead;
    r.lab = s.lab;
    r.options.recipe = QStringLiteral("dark-vision");
    r.itemName = QStringLiteral("Owl goggles");
    r.potionsFromStock = fromStock;
    r.hasBook = true;
    return r;
}

inline qint64 labNamed(Campaign& c, const QString& name)
{
    QString error;
    for (const Lab& l : LabRepository(c.database()).list(false, &error)) {
        if (l.name == name)
            return l.id;
    }
    return 0;
}

// A magic item already owned: "made" in the workshop with these spells in order, or "market" (bought, its
// spells not recorded).
inline qint64 insertItem(Campaign& c, const QString& origin, const QStringList& spells)
{
    MagicItem item;
    item.name = origin == QLatin1String("market") ? QStringLiteral("Bought ring") : QStringLiteral("Old ring");
    item.baseValue = 50;
    item.value = 2000;
    for (const QString& recipe : spells)
        item.spells.append(QJsonObject{{QStringLiteral("recipe"), recipe}, {QStringLiteral("position"), int(item.spells.size()) + 1}});
    if (origin == QLatin1String("market"))
        item.data = {{QStringLiteral("source"), QStringLiteral("market")}};
    QString error;
    return MagicItemRepository(c.database()).insert(item, &error);
}

// Posthen, in his own lab, starts a Blur on the item: a project under way there.
[[nodiscard]] inline bool startBlurByMate(Campaign& c, const Shop& s, qint64 itemId, QString* error)
{
    WorkshopRequest r;
    r.lead = s.mate;
    r.lab = labNamed(c, QStringLiteral("Posthen's lab"));
    r.options.recipe = QStringLiteral("blur");
    r.itemId = itemId;
    r.hired = 10;
    r.hasBook = true;
    return WorkshopProjects(c).start(r, nullptr, error);
}

inline qint64 addDoses(Campaign& c, qint64 holder, const QString& potion, int doses, bool knownFaulty = false)
{
    PotionStock p;
    p.characterId = holder;
    p.potion = potion;
    p.doses = doses;
    p.madeDay = 1;
    p.faulty = knownFaulty;
    p.faultyEffect = knownFaulty ? QStringLiteral("inactive") : QString();
    p.detected = knownFaulty;
    QString error;
    return PotionStockRepository(c.database()).insert(p, &error);
}

inline int dosesIn(Campaign& c, qint64 stockId)
{
    PotionStock p;
    QString error;
    return PotionStockRepository(c.database()).find(stockId, &p, &error) ? p.doses : -1;
}

// What one week of the plan costs, and the part of it the recipe's potions account for.
inline QPair<int, int> weekCost(Campaign& c, const WorkshopRequest& r)
{
    QString error;
    const WeeklyNeeds needs = WorkshopProjects(c).plan(r, &error).plan.workWeekNeeds.value(0);
    int potions = 0;
    for (const IngredientNeed& i : needs.ingredients)
        potions += i.potion.isEmpty() ? 0 : int(i.quantity * i.cost);
    return {needs.total(), potions};
}

inline void script(Campaign& c, QList<int> faces)
{
    c.dice().setOverride(std::make_shared<ScriptedDiceRoller>(std::move(faces)));
}

inline Activity project(Campaign& c, qint64 id)
{
    Activity a;
    QString error;
    WorkshopProjects(c).find(id, &a, &error);
    return a;
}

inline QJsonObject lastHistory(const Activity& a)
{
    return a.data.value(QLatin1String("history")).toArray().last().toObject();
}

[[nodiscard]] inline bool advanceWeeks(Campaign& c, int weeks, QString* error)
{
    AdvanceResult result;
    return AdvanceTime(c).advance(7 * weeks, &result, error);
}

} // namespace hk::test
