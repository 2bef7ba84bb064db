#pragma once

// The downtime soak (issue 33): random sequences, from a seed, of every downtime operation a GM has — start,
// pause, resume and cancel work of each kind; rent, buy, record, give up and repair labs, attune, move research;
// add, pay and transfer money; advance days and weeks; undo and redo — through the model's services only. Why:
// work got stuck (active, with its due day in the past, its lab booked for good) by orders of steps nobody had
// tried; a generator tries them. DowntimeSoakChecks.h says what must hold after every step.
#include "CampaignTestSupport.h"

#include "activities/ActivityControl.h"
#include "activities/ActivityRepository.h"
#include "activities/SpellStudies.h"
#include "alchemy/Alchemy.h"
#include "characters/Roster.h"
#include "labs/LabRepository.h"
#include "labs/Labs.h"
#include "research/MarketSearch.h"
#include "research/Research.h"
#include "time/AdvanceTime.h"
#include "treasury/Treasury.h"
#include "workshop/WorkshopProjects.h"

#include <QFile>
#include <QRandomGenerator>

namespace hk::test {

enum class SoakOp {
    StartStudy, StartWorkshop, StartBrew, StartResearch, StartSearch, Attune,
    Pause, Resume, Cancel, MoveResearch,
    RentLab, BuyLab, AddLab, CloseLab, RepairLab,
    AddMoney, PayMoney, TransferMoney,
    AdvanceDays, AdvanceWeeks, Undo, Redo
};

// How often each step is drawn: time and money move most, since they are what halts and frees work.
inline const QList<QPair<SoakOp, int>>& soakWeights()
{
    static const QList<QPair<SoakOp, int>> weights{
        {SoakOp::StartStudy, 2},    {SoakOp::StartWorkshop, 2}, {SoakOp::StartBrew, 2},    {SoakOp::StartResearch, 2},
        {SoakOp::StartSearch, 1},   {SoakOp::Attune, 2},        {SoakOp::Pause, 2},        {SoakOp::Resume, 4},
        {SoakOp::Cancel, 1},        {SoakOp::MoveResearch, 1},  {SoakOp::RentLab, 2},      {SoakOp::BuyLab, 1},
        {SoakOp::AddLab, 1},        {SoakOp::CloseLab, 1},      {SoakOp::RepairLab, 1},    {SoakOp::AddMoney, 3},
        {SoakOp::PayMoney, 4},      {SoakOp::TransferMoney, 2}, {SoakOp::AdvanceDays, 4},  {SoakOp::AdvanceWeeks, 4},
        {SoakOp::Undo, 2},          {SoakOp::Redo, 1}};
    return weights;
}

inline const char* soakOpName(SoakOp op)
{
    static const char* names[] = {"start study", "start workshop", "start brew", "start research", "start search", "attune",
                                  "pause", "resume", "cancel", "move research", "rent lab", "buy lab", "record lab",
                                  "give up lab", "repair lab", "add money", "pay money", "transfer money",
                                  "advance days", "advance weeks", "undo", "redo"};
    return names[int(op)];
}

// The party every sequence starts from: four wizards with money, each with an owned laboratory attuned to him
// (written white-box once: attuning is a week's roll), and a chemist's lab for the party.
class SoakParty
{
public:
    // Writes the starting campaign at `path`; empty when all went well, else what failed.
    static QString write(const QString& path)
    {
        QString error;
        auto c = Campaign::create(path, {QStringLiteral("Soak"), QStringLiteral("tft-advanced-wizard-1980"), {}, 5, 1},
                                  registry(), &error);
        if (!c)
            return error;
        const bool ok = wizard(*c, QStringLiteral("Tam"), {10, 12, 10}, 0, 400, &error)
                        && wizard(*c, QStringLiteral("Mara"), {8, 12, 12}, 0, 900, &error)
                        && wizard(*c, QStringLiteral("Ilsa"), {12, 12, 18}, 42, 3000, &error)
                        && wizard(*c, QStringLiteral("Posthen"), {12, 12, 18}, 42, 1500, &error)
                        && Treasury(*c).change(0, 2000, QStringLiteral("deposit"), QStringLiteral("Reward"), &error)
                        && Labs(*c).add(QStringLiteral("Party still"), QStringLiteral("chemist"), 0, nullptr, &error);
        return ok ? QString() : error;
    }

private:
    struct Attributes
    {
        int st, dx, iq;
    };
    [[nodiscard]] static bool wizard(Campaign& c, const QString& name, Attributes at, int points, int money, QString* error)
    {
        Character w;
        w.name = name;
        w.race = QStringLiteral("human");
        w.st = at.st;
        w.dx = at.dx;
        w.iq = at.iq;
        if (points > 0) {
            w.role = QStringLiteral("npc");
            w.pointTotal = points;
        }
        w.spells = {QStringLiteral("staff"), QStringLiteral("light"), QStringLiteral("blur")};
        if (at.iq >= 18)
            w.spells.append(QStringLiteral("lesser-magic-item-creation"));
        qint64 id = 0;
        qint64 lab = 0;
        return Roster(c).add(w, &id, error) && Treasury(c).change(id, money, QStringLiteral("deposit"), QStringLiteral("Savings"), error)
               && Labs(c).add(name + QStringLiteral("'s tower"), QStringLiteral("wizard"), id, &lab, error)
               && LabRepository(c.database()).setAttuned(lab, id, 1, error);
    }
};

// One sequence: a copy of the party's campaign, the generator, and a log of the steps taken (printed on failure).
class SoakRun
{
public:
    SoakRun(std::unique_ptr<Campaign> campaign, quint64 seed) : m_c(std::move(campaign)), m_rng(seed) {}

    Campaign& campaign() { return *m_c; }
    QStringList& log() { return m_log; }

    SoakOp draw()
    {
        int total = 0;
        for (const auto& [op, w] : soakWeights())
            total += w;
        int pick = int(m_rng.bounded(total));
        for (const auto& [op, w] : soakWeights()) {
            if (pick < w)
                return op;
            pick -= w;
        }
        return SoakOp::AdvanceDays;
    }

    // Does the step; false with *error when the model refused it (a refusal is allowed and must change nothing).
    [[nodiscard]] bool apply(SoakOp op, QString* error)
    {
        switch (op) {
        case SoakOp::StartStudy:
            return SpellStudies(*m_c).start(wizard(), pickOf({"instruction", "instruction", "study"}),
                                            pickOf({"trip", "aid", "dazzle", "magic-fist", "summon-wolf"}),
                                            int(m_rng.bounded(40, 400)), nullptr, error);
        case SoakOp::StartWorkshop: return startWorkshop(error);
        case SoakOp::StartBrew: return startBrew(error);
        case SoakOp::StartResearch: return startResearch(error);
        case SoakOp::StartSearch: {
            SearchRequest r{QStringLiteral("Ring of Fire Immunity"), 1200, QStringLiteral("sizeable town"), m_rng.bounded(2) == 0, 0, true, false};
            return MarketSearch(*m_c).start(wizard(), r, nullptr, error);
        }
        case SoakOp::Attune: return Labs(*m_c).attune(lab(), wizard(), nullptr, error);
        case SoakOp::Pause: return ActivityControl(*m_c).pause(activity(ActivityStatus::Active), error);
        case SoakOp::Resume: return ActivityControl(*m_c).resume(activity(ActivityStatus::Halted), error);
        case SoakOp::Cancel: return ActivityControl(*m_c).cancel(activity(ActivityStatus::Active), error);
        case SoakOp::MoveResearch: return Research(*m_c).moveToLab(activity(ActivityStatus::Halted, Research::Kind), lab(), error);
        case SoakOp::RentLab:
            return Labs(*m_c).rent(labName(), pickOf({"wizard", "chemist"}), payer(), nullptr, error);
        case SoakOp::BuyLab: return Labs(*m_c).buy(labName(), QStringLiteral("chemist"), payer(), nullptr, error);
        case SoakOp::AddLab: return Labs(*m_c).add(labName(), pickOf({"wizard", "chemist"}), payer(), nullptr, error);
        case SoakOp::CloseLab: return Labs(*m_c).close(lab(), error);
        case SoakOp::RepairLab: return Labs(*m_c).repair(lab(), -1, error);
        case SoakOp::AddMoney:
            return Treasury(*m_c).change(payer(), int(m_rng.bounded(20, 600)), QStringLiteral("deposit"), QStringLiteral("Found"), error);
        case SoakOp::PayMoney: return payMoney(error);
        case SoakOp::TransferMoney: {
            const qint64 from = payer();
            const int held = Treasury(*m_c).balance(from, error);
            return Treasury(*m_c).transfer(from, payer(), held > 0 ? int(m_rng.bounded(held)) + 1 : 1, QStringLiteral("Shared"), error);
        }
        case SoakOp::AdvanceDays: return advance(int(m_rng.bounded(1, 6)), error);
        case SoakOp::AdvanceWeeks: return advance(7 * int(m_rng.bounded(1, 4)), error);
        case SoakOp::Undo: return m_c->undo(error);
        case SoakOp::Redo: return m_c->redo(error);
        }
        return false;
    }

private:
    QString pickOf(std::initializer_list<const char*> list)
    {
        return QString::fromLatin1(*(list.begin() + m_rng.bounded(int(list.size()))));
    }
    template <typename T>
    T pickFrom(const QList<T>& list, T none)
    {
        return list.isEmpty() ? none : list.at(int(m_rng.bounded(int(list.size()))));
    }

    qint64 wizard()
    {
        QString e;
        QList<qint64> ids;
        for (const Character& c : Roster(*m_c).list({}, &e))
            ids.append(c.id);
        return pickFrom(ids, qint64(0));
    }
    qint64 payer() { return m_rng.bounded(4) == 0 ? 0 : wizard(); }
    qint64 lab()
    {
        QString e;
        QList<qint64> ids;
        for (const Lab& l : Labs(*m_c).list(true, &e))
            ids.append(l.id);
        return pickFrom(ids, qint64(0));
    }
    // An open activity in this state (of this kind), else any activity, so the refusal is exercised too.
    qint64 activity(ActivityStatus status, const QString& kind = {})
    {
        QString e;
        QList<qint64> matching;
        QList<qint64> all;
        for (const Activity& a : ActivityRepository(m_c->database()).list(0, kind, true, &e)) {
            all.append(a.id);
            if (a.status == status)
                matching.append(a.id);
        }
        return m_rng.bounded(8) == 0 || matching.isEmpty() ? pickFrom(all, qint64(1)) : pickFrom(matching, qint64(1));
    }
    // Most often the worker's own tower (SoakParty gives wizard n lab n), so that work starts often enough to halt.
    qint64 labFor(qint64 worker) { return m_rng.bounded(5) < 3 ? worker : lab(); }
    QString labName() { return QStringLiteral("Lab %1").arg(++m_labs); }

    [[nodiscard]] bool startWorkshop(QString* error)
    {
        WorkshopRequest r;
        r.lead = wizard();
        r.lab = labFor(r.lead);
        r.options.recipe = pickOf({"blur", "light"});
        r.itemName = QStringLiteral("Hood %1").arg(m_rng.bounded(1000));
        r.baseValue = 100;
        r.hired = int(m_rng.bounded(0, 4));
        r.hasBook = true;
        r.partyPays = m_rng.bounded(2) == 0;
        return WorkshopProjects(*m_c).start(r, nullptr, error);
    }
    [[nodiscard]] bool startBrew(QString* error)
    {
        BatchRequest r;
        r.makerId = wizard();
        r.potion = pickOf({"fear", "healing"});
        r.doses = int(m_rng.bounded(1, 4));
        r.labId = labFor(r.makerId);
        r.payerId = m_rng.bounded(3) == 0 ? 0 : -1;
        r.hasBook = true;
        r.trained = true;
        return Alchemy(*m_c).start(r, nullptr, error);
    }
    [[nodiscard]] bool startResearch(QString* error)
    {
        ResearchRequest r;
        r.kind = QStringLiteral("seen-spell");
        r.spell = pickOf({"trip", "aid", "dazzle"});
        const qint64 who = wizard();
        r.labId = labFor(who);
        return Research(*m_c).start(who, r, nullptr, error);
    }
    // Often most of a purse, so that rent, upkeep and fees run short.
    [[nodiscard]] bool payMoney(QString* error)
    {
        const qint64 who = payer();
        const int held = Treasury(*m_c).balance(who, error);
        const int amount = held > 0 ? int(m_rng.bounded(held)) + 1 : 1;
        return Treasury(*m_c).change(who, -amount, QStringLiteral("withdrawal"), QStringLiteral("Spent"), error);
    }
    [[nodiscard]] bool advance(int days, QString* error)
    {
        AdvanceResult result;
        return AdvanceTime(*m_c).advance(days, &result, error);
    }

    std::unique_ptr<Campaign> m_c;
    QRandomGenerator64 m_rng;
    QStringList m_log;
    int m_labs = 0;
};

} // namespace hk::test
