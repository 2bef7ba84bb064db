#pragma once

// A synthetic five-year campaign for the benchmarks, built in one change through the model's services (the
// campaign's own characters, labs, projects and batches) and repositories (the years of history: dice and
// combat logs, events, money lines). Why: the speed goals are about a GM's campaign after years of play, and
// building it through thousands of CLI calls would take longer than the benchmarks themselves.
#include "alchemy/Alchemy.h"
#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "characters/CharacterRepository.h"
#include "characters/Roster.h"
#include "combat/EncounterRepository.h"
#include "combat/Encounters.h"
#include "labs/LabRepository.h"
#include "labs/Labs.h"
#include "repositories/DiceLogRepository.h"
#include "repositories/EventLogRepository.h"
#include "treasury/MoneyRepository.h"
#include "workshop/WorkshopProjects.h"

#include <QDateTime>
#include <QElapsedTimer>
#include "commands/ChangeHistory.h"

namespace hk::bench {

struct FiveYearSize
{
    int playerCharacters = 40;
    int npcsAndBeasts = 2000;
    int projects = 300;
    int batches = 500;
    int extraLabs = 30;       // besides one lab for each project's and batch's maker, so everything runs
    int encounters = 200;
    int combatLogRows = 100000;
    int diceLogRows = 200000;
    int weeksOfHistory = 260;
    int eventsPerWeek = 200;
    int moneyLinesPerPurse = 260;
    // The work itself (the defaults: short work, a Blur cloak of 5 weeks and potions of a few weeks).
    QString recipe = QStringLiteral("blur");
    QString item = QStringLiteral("Cloak"); // each project's new item: "Cloak 1", "Cloak 2"…
    int itemHexes = 1;                 // a large item's hexes: each hex multiplies the wizards it needs
    int teamWizards = 0;               // wizards actually working; 0 = as many as the item needs
    QStringList enchanterSpells{QStringLiteral("lesser-magic-item-creation")}; // besides the basics (Blur among them)
    QStringList potions{QStringLiteral("fireproofing"), QStringLiteral("healing")}; // taken in turn
    int doses = 4;
    int workerDx = 13;                 // the makers' DX: a batch's missed weekly roll ruins it
};

constexpr int fiveYearsOfDays = 260 * 7;

// Only the work under way (150 projects, 250 batches, their makers and labs), no history: enough that a year's
// advance takes a few seconds (the progress benchmark and the CLI's progress line).
inline FiveYearSize workUnderWay()
{
    FiveYearSize size;
    size.playerCharacters = 10;
    size.npcsAndBeasts = 0;
    size.projects = 150;
    size.batches = 250;
    size.extraLabs = 0;
    size.encounters = 0;
    size.combatLogRows = 0;
    size.diceLogRows = 0;
    size.weeksOfHistory = 0;
    size.eventsPerWeek = 0;
    size.moneyLinesPerPurse = 0;
    return size;
}

// The same campaign as FiveYearSize() with work that lasts the whole year (issue 36's year-long workload): each
// enchanter alone makes a 3-hex Statue of Control (Ring of Control, 18 rolls; a team of 3 needed, so one wizard
// rolls every 3rd week: 54 weeks or more, still under way after 52), and each alchemist brews Youth or Revival,
// the longest potions the rules know (20 weeks; an advance never starts another batch), with DX 18.
inline FiveYearSize yearLongWork()
{
    FiveYearSize size;
    size.recipe = QStringLiteral("ring-of-control");
    size.item = QStringLiteral("Statue");
    size.itemHexes = 3;
    size.teamWizards = 1;
    size.enchanterSpells = {QStringLiteral("lesser-magic-item-creation"), QStringLiteral("control-person")};
    size.potions = {QStringLiteral("youth"), QStringLiteral("revival")};
    size.doses = 1;
    size.workerDx = 18; // masters of their craft: most batches last their 20 weeks (with DX 13, 1 in 30 did)
    return size;
}

inline Character wizardNamed(const QString& name, const QStringList& spells, int dx = 13)
{
    Character c;
    c.name = name;
    c.role = QStringLiteral("npc");
    c.race = QStringLiteral("human");
    c.st = 12;
    c.dx = dx;
    c.iq = 18;
    c.pointTotal = c.st + c.dx + c.iq;
    c.spells = spells;
    return c;
}

// Everyone who works at something in the campaign, with a lab attuned to him and money to pay for a year.
inline bool addWorkers(Campaign& c, int count, int dx, const QStringList& spells, const QString& prefix, QList<qint64>* ids,
                       QList<qint64>* labs, QString* error)
{
    Roster roster(c);
    Labs labService(c);
    LabRepository labRepo(c.database());
    MoneyRepository money(c.database());
    for (int i = 0; i < count; ++i) {
        qint64 id = 0;
        qint64 lab = 0;
        if (!roster.add(wizardNamed(QStringLiteral("%1 %2").arg(prefix).arg(i + 1), spells, dx), &id, error)
            || !labService.add(QStringLiteral("%1's laboratory %2").arg(prefix).arg(i + 1), QStringLiteral("wizard"), id, &lab, error)
            || !labRepo.setAttuned(lab, id, c.info().calendarDay, error)
            || !money.insert({0, id, c.info().calendarDay, 1000000, QStringLiteral("deposit"), QStringLiteral("savings"), 0, false}, error))
            return false;
        ids->append(id);
        labs->append(lab);
    }
    return true;
}

inline bool addWork(Campaign& c, const FiveYearSize& size, QString* error)
{
    const QStringList basics{QStringLiteral("staff"), QStringLiteral("light"), QStringLiteral("detect-magic"),
                             QStringLiteral("blur"), QStringLiteral("aid")};
    QList<qint64> enchanters, enchanterLabs, alchemists, alchemistLabs;
    if (!addWorkers(c, size.projects, size.workerDx, basics + size.enchanterSpells, QStringLiteral("Enchanter"),
                    &enchanters, &enchanterLabs, error)
        || !addWorkers(c, size.batches, size.workerDx, basics, QStringLiteral("Alchemist"), &alchemists, &alchemistLabs, error))
        return false;
    WorkshopProjects workshop(c);
    for (int i = 0; i < size.projects; ++i) {
        WorkshopRequest r;
        r.lead = enchanters.at(i);
        r.lab = enchanterLabs.at(i);
        r.options.recipe = size.recipe;
        r.options.itemHexes = size.itemHexes;
        r.options.teamWizards = size.teamWizards;
        r.itemName = QStringLiteral("%1 %2").arg(size.item).arg(i + 1);
        r.baseValue = 100;
        r.hired = 2;
        r.hasBook = true;
        if (!workshop.start(r, nullptr, error))
            return false;
    }
    Alchemy alchemy(c);
    for (int i = 0; i < size.batches; ++i) {
        BatchRequest r;
        r.makerId = alchemists.at(i);
        r.potion = size.potions.at(i % size.potions.size());
        r.doses = size.doses;
        r.labId = alchemistLabs.at(i);
        r.holderId = 0;
        r.hasBook = true;
        r.trained = true;
        if (!alchemy.start(r, nullptr, error))
            return false;
    }
    Labs labs(c);
    for (int i = 0; i < size.extraLabs; ++i) {
        if (!labs.add(QStringLiteral("Spare laboratory %1").arg(i + 1), i % 2 ? QStringLiteral("chemist") : QStringLiteral("wizard"), 0,
                      nullptr, error))
            return false;
    }
    return true;
}

inline bool addPeople(Campaign& c, const FiveYearSize& size, QString* error)
{
    CharacterRepository characters(c.database());
    for (int i = 0; i < size.playerCharacters; ++i) {
        Character pc = wizardNamed(QStringLiteral("Player character %1").arg(i + 1), {QStringLiteral("staff"), QStringLiteral("blur")});
        pc.role = QStringLiteral("pc");
        pc.party = QStringLiteral("The company");
        pc.fatigue = i % 4; // some come back tired from the last adventure
        if (!characters.insert(pc, error))
            return false;
    }
    const RuleEntry* wolf = c.rules().entry(QStringLiteral("creature"), QStringLiteral("wolf"));
    for (int i = 0; i < size.npcsAndBeasts; ++i) {
        Character n = wizardNamed(QStringLiteral("Townsfolk %1").arg(i + 1), {});
        if (i % 2 && wolf) {
            n.name = QStringLiteral("Wolf %1").arg(i + 1);
            n.role = QStringLiteral("monster");
            n.creature = QStringLiteral("wolf");
        }
        if (!characters.insert(n, error))
            return false;
    }
    return true;
}

// Years of play: what the logs and ledgers of a long campaign hold, dated over the five years before today.
inline bool addHistory(Campaign& c, const FiveYearSize& size, QString* error)
{
    const int firstDay = c.info().calendarDay - fiveYearsOfDays;
    DiceLogRepository dice(c.database());
    RollRecord roll;
    roll.who = QStringLiteral("Old roll");
    roll.purpose = QStringLiteral("history");
    roll.dice = QStringLiteral("3d6");
    roll.faces = {3, 4, 5};
    roll.total = 12;
    roll.target = 13;
    roll.success = true;
    roll.mode = QStringLiteral("seeded");
    for (int i = 0; i < size.diceLogRows; ++i) {
        roll.gmOnly = i % 7 == 0;
        if (!dice.append(roll, firstDay + i % fiveYearsOfDays, QString(), error))
            return false;
    }
    EventLogRepository events(c.database());
    for (int week = 0; week < size.weeksOfHistory; ++week) {
        for (int i = 0; i < size.eventsPerWeek; ++i) {
            CampaignEvent e;
            e.campaignDay = firstDay + week * 7;
            e.kind = i % 3 ? QStringLiteral("workshop") : QStringLiteral("alchemy");
            e.subject = QStringLiteral("Worker %1").arg(i);
            e.message = QStringLiteral("Week %1 of the work went as planned.").arg(week + 1);
            e.gmOnly = i % 11 == 0;
            if (!events.append(e, error))
                return false;
        }
    }
    MoneyRepository money(c.database());
    RosterFilter everyone;
    everyone.includeArchived = true;
    const QList<Character> roster = Roster(c).list(everyone, error);
    int purses = 0;
    for (const Character& who : roster) {
        if (who.role != QLatin1String("npc") || !who.name.startsWith(QLatin1String("Enchanter")))
            continue;
        ++purses;
        for (int w = 0; w < size.moneyLinesPerPurse; ++w) {
            if (!money.insert({0, who.id, firstDay + w * 7, -25, QStringLiteral("purchase"), QStringLiteral("An old week's wages"), 0, false},
                              error))
                return false;
        }
    }
    return purses > 0 || size.projects == 0;
}

inline bool addFights(Campaign& c, const FiveYearSize& size, QString* error)
{
    Encounters encounters(c);
    qint64 id = 0;
    if (size.encounters <= 0)
        return true;
    if (!encounters.create(QStringLiteral("Template fight"), 14, 12, false, &id, error)
        || !encounters.addCreature(id, QStringLiteral("wolf"), 1, 2, nullptr, error)
        || !encounters.addCreature(id, QStringLiteral("bear"), 2, 1, nullptr, error))
        return false;
    Encounter fight;
    if (!encounters.find(id, &fight, error))
        return false;
    EncounterRepository repo(c.database());
    const int linesEach = size.combatLogRows / size.encounters;
    for (int i = 0; i < size.encounters; ++i) {
        Encounter e = fight;
        e.id = 0;
        e.name = QStringLiteral("Old fight %1").arg(i + 1);
        e.state.phase = CombatPhase::Ended;
        const qint64 newId = repo.insert(e, error);
        if (!newId)
            return false;
        for (int l = 0; l < linesEach; ++l) {
            CombatLogEntry line;
            line.encounterId = newId;
            line.turn = 1 + l / 20;
            line.phase = QStringLiteral("actions");
            line.actor = QStringLiteral("wolf-1");
            line.kind = QStringLiteral("attack");
            line.message = QStringLiteral("Wolf 1 bites the bear for 3 hits.");
            if (!repo.appendLog(line, error))
                return false;
        }
    }
    return true;
}

// Creates the campaign at path; *seconds gets how long it took.
inline std::unique_ptr<Campaign> buildFiveYearCampaign(const QString& path, const PackageRegistry& registry,
                                                       const FiveYearSize& size, double* seconds, QString* error)
{
    QElapsedTimer t;
    t.start();
    NewCampaign spec{QStringLiteral("Five years"), QStringLiteral("tft-advanced-wizard-1980"), {}, 1980, 1 + fiveYearsOfDays};
    std::unique_ptr<Campaign> c = Campaign::create(path, spec, registry, error);
    if (!c)
        return nullptr;
    Campaign& campaign = *c;
    const bool ok = campaign.change(QStringLiteral("build"), [&](QString*, QString* e) {
        return addPeople(campaign, size, e) && addWork(campaign, size, e) && addHistory(campaign, size, e)
               && addFights(campaign, size, e);
    }, error);
    if (!ok)
        return nullptr;
    campaign.forgetHistory();
    *seconds = t.nsecsElapsed() / 1e9;
    return c;
}

} // namespace hk::bench
