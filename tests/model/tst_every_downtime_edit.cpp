// The issue's "one generic test walks every command type: do, undo, redo, comparing a digest of the whole
// database with the states before and after" (see tst_every_edit), for downtime work: laboratories, brewing
// and potions, research, the market and workshop projects — and an advance of time with all of them under way.
// Where a state takes weeks of play (a finished research, an offer found on the market) the setup writes it
// white-box; the edit under test always goes through its service.
#include "EveryEdit.h"

#include "alchemy/Alchemy.h"
#include "alchemy/PotionStockRepository.h"
#include "alchemy/Potions.h"
#include "research/MarketSearch.h"
#include "research/Research.h"
#include "workshop/MagicItemRepository.h"
#include "workshop/WorkshopProjects.h"
#include "StrictTest.h"

using namespace hk;
using namespace hk::test;
using namespace Qt::StringLiterals;

namespace {

// A wizard lab owned by `owner` and attuned to him (white-box: attuning is a week's roll otherwise); its id
// is kept under the lab's name.
bool addAttunedLab(Demo& d, const QString& name, const QString& owner, QString* e)
{
    qint64 lab = 0;
    if (!Labs(d.c()).add(name, u"wizard"_s, d.who(owner), &lab, e))
        return false;
    d.ids.insert(name, lab);
    return LabRepository(d.db()).setAttuned(lab, d.who(owner), d.c().info().calendarDay, e);
}

// Mara, a scholar of IQ 12 with $5,000 and a tower of her own: free for research or a batch.
bool addScholar(Demo& d, QString* e)
{
    Character c;
    c.name = u"Mara"_s;
    c.race = u"human"_s;
    c.st = 8;
    c.dx = 12;
    c.iq = 12;
    c.spells = {u"staff"_s, u"light"_s};
    qint64 id = 0;
    return Roster(d.c()).add(c, &id, e) && Treasury(d.c()).change(id, 5000, u"deposit"_s, u"Savings"_s, e)
        && addAttunedLab(d, u"Mara's tower"_s, u"Mara"_s, e);
}

// A seasoned enchanter (the GM's own point total) with $5,000 and his own attuned workroom.
bool addEnchanter(Demo& d, const QString& name, QString* e)
{
    Character c;
    c.name = name;
    c.role = u"npc"_s;
    c.race = u"human"_s;
    c.st = 12;
    c.dx = 12;
    c.iq = 18;
    c.pointTotal = 42;
    c.spells = {u"staff"_s, u"light"_s, u"lesser-magic-item-creation"_s};
    qint64 id = 0;
    return Roster(d.c()).add(c, &id, e) && Treasury(d.c()).change(id, 5000, u"deposit"_s, u"Commission"_s, e)
        && addAttunedLab(d, name + u"'s workroom"_s, name, e);
}

ResearchRequest seenBlur(qint64 lab)
{
    ResearchRequest r;
    r.kind = u"seen-spell"_s;
    r.spell = u"blur"_s; // IQ 8: eight weeks at $80 of materials
    r.labId = lab;
    return r;
}

bool startResearch(Demo& d, QString* e)
{
    qint64 id = 0;
    if (!addScholar(d, e) || !Research(d.c()).start(d.who(u"Mara"_s), seenBlur(d.ids.value(u"Mara's tower"_s)), &id, e))
        return false;
    d.ids.insert(u"research"_s, id);
    return true;
}

SearchRequest ring()
{
    SearchRequest r;
    r.item = u"Ring of Fire Immunity"_s;
    r.value = 1200;
    r.settlement = u"sizeable town"_s;
    r.magic = true;
    return r;
}

// Krait's search, with the seller found (white-box: the weekly rolls of MarketResolver).
bool foundOffer(Demo& d, QString* e)
{
    qint64 id = 0;
    if (!MarketSearch(d.c()).start(d.who(u"Krait"_s), ring(), &id, e))
        return false;
    d.ids.insert(u"search"_s, id);
    return editActivity(d, id, [](Activity& a) {
        a.data.insert(u"state"_s, u"found"_s);
        a.data.insert(u"offer"_s, QJsonObject{{u"price"_s, 1500}, {u"reaction"_s, u"neutral"_s}});
    }, e);
}

// Doses held by `holder` (empty: the party), brewed by Sefa; the stock's id is kept as "stock".
bool addStock(Demo& d, const QString& holder, const QString& potion, int doses, bool faulty, QString* e)
{
    PotionStock p;
    p.characterId = holder.isEmpty() ? 0 : d.who(holder);
    p.potion = potion;
    p.doses = doses;
    p.madeDay = d.c().info().calendarDay;
    p.makerId = d.who(u"Sefa"_s);
    p.faulty = faulty;
    p.faultyEffect = faulty ? u"inactive"_s : QString();
    const qint64 id = PotionStockRepository(d.db()).insert(p, e);
    d.ids.insert(u"stock"_s, id);
    return id > 0;
}

WorkshopRequest cloak(Demo& d, const QString& lead)
{
    WorkshopRequest r;
    r.lead = d.who(lead);
    r.lab = d.ids.value(lead + u"'s workroom"_s);
    r.options.recipe = u"blur"_s;
    r.itemName = u"Grey hood"_s;
    r.baseValue = 100;
    r.hired = 2;
    r.hasBook = true;
    return r;
}

// Three enchanters, and Ilsa's staff with one spell on it already (white-box: made long ago).
bool addTeam(Demo& d, QString* e)
{
    if (!addEnchanter(d, u"Ilsa"_s, e) || !addEnchanter(d, u"Posthen"_s, e) || !addEnchanter(d, u"Grymaug"_s, e))
        return false;
    MagicItem staff;
    staff.ownerId = d.who(u"Ilsa"_s);
    staff.name = u"Ilsa's staff"_s;
    staff.value = 500;
    staff.spells = {QJsonObject{{u"recipe"_s, u"light"_s}, {u"position"_s, 1}}};
    const qint64 id = MagicItemRepository(d.db()).insert(staff, e);
    d.ids.insert(u"staff"_s, id);
    return id > 0;
}

// The staff's second spell by Ilsa with Posthen on the team (a second spell takes two wizards).
bool startTeamProject(Demo& d, QString* e)
{
    WorkshopRequest r = cloak(d, u"Ilsa"_s);
    r.itemId = d.ids.value(u"staff"_s);
    r.itemName.clear();
    r.team = {d.who(u"Posthen"_s)};
    r.hired = 4;
    qint64 id = 0;
    if (!WorkshopProjects(d.c()).start(r, &id, e))
        return false;
    d.ids.insert(u"project"_s, id);
    return true;
}

bool teamProject(Demo& d, QString* e)
{
    return addTeam(d, e) && startTeamProject(d, e);
}

bool partyFunds(Demo& d, QString* e)
{
    return Treasury(d.c()).change(0, 20000, u"deposit"_s, u"The duke's reward"_s, e);
}

void labRows()
{
    row("Labs::buy", partyFunds, [](Demo& d, QString* e) {
        qint64 id = 0;
        return Labs(d.c()).buy(u"Cellar laboratory"_s, u"wizard"_s, 0, &id, e);
    });
    row("Labs::build", partyFunds, [](Demo& d, QString* e) {
        qint64 id = 0;
        return Labs(d.c()).build(u"Garden shed"_s, u"chemist"_s, 0, &id, e);
    });
    row("Labs::rent", {}, [](Demo& d, QString* e) {
        qint64 id = 0;
        return Labs(d.c()).rent(u"Guild laboratory, north hall"_s, u"wizard"_s, 0, &id, e);
    });
    row("Labs::add", {}, [](Demo& d, QString* e) {
        qint64 id = 0;
        return Labs(d.c()).add(u"Ruined observatory"_s, u"wizard"_s, d.who(u"Krait"_s), &id, e);
    });
    row("Labs::close", [](Demo& d, QString* e) { return addAttunedLab(d, u"Old tower"_s, u"Yzor"_s, e); },
        [](Demo& d, QString* e) { return Labs(d.c()).close(d.ids.value(u"Old tower"_s), e); });
    // The damage of an explosion (white-box: a research or brewing disaster otherwise).
    row("Labs::repair",
        [](Demo& d, QString* e) {
            Lab l;
            if (!addAttunedLab(d, u"Burnt tower"_s, u"Yzor"_s, e) || !LabRepository(d.db()).find(d.lab(u"Burnt tower"_s), &l, e))
                return false;
            l.damage = 300;
            return LabRepository(d.db()).update(l, e);
        },
        [](Demo& d, QString* e) { return Labs(d.c()).repair(d.ids.value(u"Burnt tower"_s), 0, e); });
    row("Labs::attune", [](Demo& d, QString* e) { return Labs(d.c()).add(u"Krait's den"_s, u"wizard"_s, 0, nullptr, e); },
        [](Demo& d, QString* e) {
            qint64 id = 0;
            return Labs(d.c()).attune(d.lab(u"Krait's den"_s), d.who(u"Krait"_s), &id, e);
        });
}

void potionRows()
{
    row("Alchemy::start", addScholar, [](Demo& d, QString* e) {
        BatchRequest r;
        r.makerId = d.who(u"Mara"_s);
        r.potion = u"fear"_s;
        r.doses = 2;
        r.labId = d.ids.value(u"Mara's tower"_s);
        r.hasBook = true;
        r.trained = true;
        qint64 id = 0;
        return Alchemy(d.c()).start(r, &id, e);
    });
    row("Potions::use (healing Krait's wounds)",
        [](Demo& d, QString* e) { return addStock(d, u"Krait"_s, u"healing"_s, 4, false, e); },
        [](Demo& d, QString* e) {
            QString outcome;
            return Potions(d.c()).use(d.ids.value(u"stock"_s), 2, 0, &outcome, e);
        });
    row("Potions::use (a faulty dose gives itself away)",
        [](Demo& d, QString* e) { return addStock(d, u"Krait"_s, u"healing"_s, 2, true, e); },
        [](Demo& d, QString* e) {
            QString outcome;
            return Potions(d.c()).use(d.ids.value(u"stock"_s), 1, 0, &outcome, e);
        });
    row("Potions::give (a share to the party)",
        [](Demo& d, QString* e) { return addStock(d, u"Yzor"_s, u"healing"_s, 4, false, e); },
        [](Demo& d, QString* e) { return Potions(d.c()).give(d.ids.value(u"stock"_s), 2, 0, e); });
    row("Potions::detect (the fault found)",
        [](Demo& d, QString* e) { return addStock(d, {}, u"fear"_s, 3, true, e); },
        [](Demo& d, QString* e) {
            d.script({1, 2, 2, 2});
            bool found = false;
            QString outcome;
            return Potions(d.c()).detect(d.ids.value(u"stock"_s), d.who(u"Yzor"_s), true, &found, &outcome, e);
        });
    row("Potions::bomb",
        [](Demo& d, QString* e) { return addStock(d, u"Yzor"_s, u"fear"_s, 6, false, e); },
        [](Demo& d, QString* e) {
            qint64 bomb = 0;
            return Potions(d.c()).bomb(d.ids.value(u"stock"_s), 1, -1, &bomb, e);
        });
}

void researchRows()
{
    row("Research::start", addScholar, [](Demo& d, QString* e) {
        qint64 id = 0;
        return Research(d.c()).start(d.who(u"Mara"_s), seenBlur(d.ids.value(u"Mara's tower"_s)), &id, e);
    });
    row("Research::moveToLab",
        [](Demo& d, QString* e) { return startResearch(d, e) && addAttunedLab(d, u"Mara's cellar"_s, u"Mara"_s, e); },
        [](Demo& d, QString* e) { return Research(d.c()).moveToLab(d.ids.value(u"research"_s), d.ids.value(u"Mara's cellar"_s), e); });
    row("Research::reveal (a finished spell to the Guild)",
        [](Demo& d, QString* e) {
            const int today = d.c().info().calendarDay;
            return startResearch(d, e) && editActivity(d, d.ids.value(u"research"_s), [today](Activity& a) {
                a.status = ActivityStatus::Done;
                a.endedDay = today;
            }, e);
        },
        [](Demo& d, QString* e) { return Research(d.c()).reveal(d.ids.value(u"research"_s), e); });
    row("MarketSearch::start", {}, [](Demo& d, QString* e) {
        qint64 id = 0;
        return MarketSearch(d.c()).start(d.who(u"Krait"_s), ring(), &id, e);
    });
    row("MarketSearch::buy (a magic item, from the party purse)", foundOffer,
        [](Demo& d, QString* e) { return MarketSearch(d.c()).buy(d.ids.value(u"search"_s), 0, e); });
    row("MarketSearch::letGo", foundOffer, [](Demo& d, QString* e) { return MarketSearch(d.c()).letGo(d.ids.value(u"search"_s), e); });
    row("MarketSearch::offerForSale (a keen buyer)", {}, [](Demo& d, QString* e) {
        d.script({2, 2, 2, 2, 2, 6});
        SaleOffer offer;
        return MarketSearch(d.c()).offerForSale(d.who(u"Yzor"_s), u"Wand of light"_s, 300, true, &offer, e);
    });
}

void workshopRows()
{
    row("WorkshopProjects::start", [](Demo& d, QString* e) { return addEnchanter(d, u"Ilsa"_s, e); }, [](Demo& d, QString* e) {
        qint64 id = 0;
        return WorkshopProjects(d.c()).start(cloak(d, u"Ilsa"_s), &id, e);
    });
    row("WorkshopProjects::start (a second spell, a team of two)", addTeam, startTeamProject);
    row("WorkshopProjects::recordAbsence", {}, [](Demo& d, QString* e) {
        return WorkshopProjects(d.c()).recordAbsence(d.activity(u"Master Orlan"_s, u"workshop"_s), d.who(u"Master Orlan"_s), 3, false, e);
    });
    row("WorkshopProjects::replace", teamProject, [](Demo& d, QString* e) {
        d.script({2, 2, 2, 2, 2});
        bool made = false;
        return WorkshopProjects(d.c()).replace(d.ids.value(u"project"_s), d.who(u"Posthen"_s), d.who(u"Grymaug"_s), &made, e);
    });
    // Everything the calendar resolves at once: the demo's own work plus research, a market search, an
    // attunement, a team project and a lab rented by the week.
    row("AdvanceTime::advance (four weeks with every kind of work under way)",
        [](Demo& d, QString* e) {
            qint64 id = 0;
            return startResearch(d, e) && MarketSearch(d.c()).start(d.who(u"Krait"_s), ring(), &id, e)
                && Labs(d.c()).add(u"Krait's den"_s, u"wizard"_s, 0, &id, e) && Labs(d.c()).attune(id, d.who(u"Yzor"_s), nullptr, e)
                && teamProject(d, e) && Labs(d.c()).rent(u"Guild laboratory, north hall"_s, u"chemist"_s, 0, &id, e);
        },
        [](Demo& d, QString* e) { return advanceDays(d, 28, e); });
}

} // namespace

class TestEveryDowntimeEdit : public hk::test::StrictTest
{
    Q_OBJECT

private Q_SLOTS:
    void edits_data()
    {
        QTest::addColumn<Edit>("edit");
        labRows();
        potionRows();
        researchRows();
        workshopRows();
    }
    void edits()
    {
        QFETCH(Edit, edit);
        checkEdit(edit);
    }
};

QTEST_GUILESS_MAIN(TestEveryDowntimeEdit)
#include "tst_every_downtime_edit.moc"
