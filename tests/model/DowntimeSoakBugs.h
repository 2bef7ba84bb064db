#pragma once

// The bugs the downtime soak found (issue 33), each as a named scenario of the steps that showed it, replayed on
// the soak's party with its invariants checked after every step. Why: a seed replays only as long as the
// generator draws the same steps; these stay meaningful when the generator changes.
#include "DowntimeSoak.h"
#include "DowntimeSoakChecks.h"
#include "activities/SharedActivityData.h"

#include <functional>

namespace hk::test {

// One step of a scenario: what it is, whether the model must take it, and the call.
struct BugStep
{
    const char* what;
    bool accepted;
    std::function<bool(Campaign&, QString*)> call;
};

struct BugScenario
{
    QList<BugStep> steps;
    // What must hold at the end (beyond the invariants): empty when it does, else what is wrong.
    std::function<QString(Campaign&)> finally;
};

// The party's wizards and labs by the ids SoakParty gives them.
namespace party {
constexpr qint64 Tam = 1;
constexpr qint64 Mara = 2;
constexpr qint64 Ilsa = 3;
constexpr qint64 TamsTower = 1;
constexpr qint64 MarasTower = 2;
constexpr qint64 IlsasTower = 3;
} // namespace party

inline BugStep advanceBy(int days)
{
    return {"advance", true, [days](Campaign& c, QString* e) {
                AdvanceResult r;
                return AdvanceTime(c).advance(days, &r, e);
            }};
}

inline BugStep emptyPurse(qint64 who)
{
    return {"empty the purse", true, [who](Campaign& c, QString* e) {
                const int held = Treasury(c).balance(who, e);
                return held > 0 && Treasury(c).change(who, -held, QStringLiteral("withdrawal"), QStringLiteral("Spent"), e);
            }};
}

inline BugStep give(qint64 who, int amount)
{
    return {"add money", true, [who, amount](Campaign& c, QString* e) {
                return Treasury(c).change(who, amount, QStringLiteral("deposit"), QStringLiteral("Found"), e);
            }};
}

inline BugStep resume(bool accepted)
{
    return {"resume", accepted, [](Campaign& c, QString* e) {
                QList<Activity> halted = ActivityControl(c).list(0, {}, false, false, e);
                halted.removeIf([](const Activity& a) { return a.status != ActivityStatus::Halted; });
                return !halted.isEmpty() && ActivityControl(c).resume(halted.first().id, e);
            }};
}

// The only activity's status at the end, with its outcome when it ended.
inline std::function<QString(Campaign&)> endsAs(ActivityStatus status)
{
    return [status](Campaign& c) {
        QString e;
        const QList<Activity> all = ActivityControl(c).list(0, {}, true, false, &e);
        if (all.size() != 1)
            return QStringLiteral("%1 activities, one expected %2").arg(all.size()).arg(e);
        return all.first().status == status ? QString()
                                            : QStringLiteral("“%1” is %2").arg(all.first().title, ActivityControl::statusText(all.first()));
    };
}

inline BugStep attuneNew(const char* how, qint64 payer)
{
    return {how, true, [how, payer](Campaign& c, QString* e) {
                qint64 lab = 0;
                const bool rented = QByteArray(how) == "rent";
                return (rented ? Labs(c).rent(QStringLiteral("Guild lab"), QStringLiteral("wizard"), payer, &lab, e)
                               : Labs(c).add(QStringLiteral("Old tower"), QStringLiteral("wizard"), payer, &lab, e))
                       && Labs(c).attune(lab, payer, nullptr, e);
            }};
}

inline BugStep brew(qint64 maker, qint64 lab)
{
    return {"brew", true, [maker, lab](Campaign& c, QString* e) {
                BatchRequest r;
                r.makerId = maker;
                r.potion = QStringLiteral("healing");
                r.labId = lab;
                r.hasBook = true;
                r.trained = true;
                return Alchemy(c).start(r, nullptr, e);
            }};
}

// name → scenario. Each was found by the soak (the seed is in the name) or by a GM (issue 33's reproduction).
inline QList<QPair<const char*, BugScenario>> bugScenarios()
{
    using party::Mara;
    using party::Tam;
    return {
        {"issue 33: an attunement halted by unpaid upkeep, resumed on its halt day, is attuned a week on",
         {QList<BugStep>{attuneNew("record", Tam), emptyPurse(Tam), advanceBy(7), give(Tam, 100), resume(true), advanceBy(14)},
          endsAs(ActivityStatus::Done)}},
        {"issue 33: an attunement in a rental that lapsed is not resumed",
         {QList<BugStep>{attuneNew("rent", Tam), emptyPurse(Tam), advanceBy(7), give(Tam, 500), resume(false)},
          endsAs(ActivityStatus::Halted)}},
        {"issue 33: a brew halted by unpaid upkeep, resumed on its halt day, is rolled a week on",
         {QList<BugStep>{brew(Mara, party::MarasTower), emptyPurse(Mara), advanceBy(7), give(Mara, 500), resume(true), advanceBy(7)},
          [](Campaign& c) {
              QString e;
              const Activity a = ActivityControl(c).list(0, {}, true, false, &e).value(0);
              return SharedActivityData::read(a).history.isEmpty() && a.status == ActivityStatus::Active
                         ? QStringLiteral("“%1” was never rolled").arg(a.title)
                         : QString();
          }}},
        {"soak seed 1098: moving research to the laboratory it works in is refused (it left no step to undo)",
         {QList<BugStep>{{"research", true,
                          [](Campaign& c, QString* e) {
                              ResearchRequest r;
                              r.kind = QStringLiteral("seen-spell");
                              r.spell = QStringLiteral("dazzle");
                              r.labId = party::IlsasTower;
                              return Research(c).start(party::Ilsa, r, nullptr, e);
                          }},
                         {"move research", false,
                          [](Campaign& c, QString* e) { return Research(c).moveToLab(1, party::IlsasTower, e); }}},
          endsAs(ActivityStatus::Active)}},
        {"soak seed 4: a study with no teacher's fee keeps no charge day in the past",
         {QList<BugStep>{{"study", true,
            [](Campaign& c, QString* e) {
                return SpellStudies(c).start(Tam, QStringLiteral("study"), QStringLiteral("dazzle"), 0, nullptr, e);
            }},
           advanceBy(14)},
          nullptr}},
    };
}

// Replays one scenario on a fresh copy of the party: empty when every step went as expected and every
// invariant held after each.
inline QString replay(Campaign& c, const BugScenario& scenario)
{
    for (const BugStep& step : scenario.steps) {
        QString e;
        const bool done = step.call(c, &e);
        if (done != step.accepted)
            return QStringLiteral("%1: %2 %3").arg(QString::fromLatin1(step.what), done ? QStringLiteral("was taken") : QStringLiteral("was refused:"), e);
        const QStringList problems = soakProblems(c);
        if (!problems.isEmpty())
            return QStringLiteral("after %1: %2").arg(QString::fromLatin1(step.what), problems.join(QStringLiteral("; ")));
    }
    return scenario.finally ? scenario.finally(c) : QString();
}

} // namespace hk::test
