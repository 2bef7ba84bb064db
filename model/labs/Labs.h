#pragma once

#include <functional>

#include "activities/Activity.h"
#include "labs/Lab.h"

#include <QList>
#include <QStringList>

namespace hk {

class Campaign;
class Ruleset;

// What the ruleset's lab entry says about one type of laboratory (wizard's lab, chemist's lab, wizard's chest).
struct LabOffer
{
    bool valid = false;
    QString labType;
    QString name;
    int price = 0;
    int buildCost = 0;        // 0 = cannot be assembled by hand
    int buildDays = 0;        // months × the calendar's days per month
    int rentPerWeek = 0;      // 0 = not for rent
    int suppliesPerWeek = 0;  // paid with the rent
    int upkeepPerWeek = 0;
    bool attunes = false;     // a user must attune it first
    bool ownerOnly = false;   // attuned to one wizard only (the chest)
    int attuneSt = 0;
    int attuneWeeks = 0;
    int attuneDice = 0;
    QString attuneAttribute;
    QStringList uses;         // "alchemy", "chemistry", "magic-items", …
};

// The laboratories the party holds, as undoable steps: buying one, assembling one by hand, renting one by the
// week, recording one found or already owned, giving it up, repairing explosion damage, and starting a
// wizard's attunement week (an "attunement" activity the calendar resolves, LabResolver). Every figure comes
// from the ruleset's lab entries. Used by the GUI and the CLI alike.
class Labs
{
public:
    static const QString AttunementKind; // "attunement"

    explicit Labs(Campaign& campaign) : m_campaign(campaign) {}

    static LabOffer offer(const Ruleset& rules, const QString& labType);
    static QStringList labTypes(const Ruleset& rules);
    // What the lab costs a week now (rent + supplies, or upkeep when owned), for display.
    // How the lab is held, in words: "owned", "rented", "being assembled", "given up".
    static QString tenureText(const Lab& lab);
    static int weeklyCost(const Lab& lab) { return lab.rentPerWeek + lab.upkeepPerWeek; }

    QList<Lab> list(bool includeClosed, QString* error) const;
    bool find(qint64 labId, Lab* out, QString* error) const;
    // Who the lab is attuned to, with the day of each attunement.
    QList<QPair<qint64, int>> attunements(qint64 labId, QString* error) const;
    // The activities working in the lab now (its bookings).
    QList<Activity> bookings(qint64 labId, QString* error) const;

    // payerId / ownerId: 0 = the party purse.
    bool buy(const QString& name, const QString& labType, qint64 payerId, qint64* labId, QString* error);
    bool build(const QString& name, const QString& labType, qint64 payerId, qint64* labId, QString* error);
    bool rent(const QString& name, const QString& labType, qint64 payerId, qint64* labId, QString* error);
    bool add(const QString& name, const QString& labType, qint64 ownerId, qint64* labId, QString* error);
    bool close(qint64 labId, QString* error);
    // Pays the explosion damage (payerId -1 = whoever pays for the lab).
    bool repair(qint64 labId, qint64 payerId, QString* error);

    // Why this character cannot start attuning this lab now (empty = may start).
    QStringList attuneProblems(qint64 labId, qint64 characterId, QString* error) const;
    bool attune(qint64 labId, qint64 characterId, qint64* activityId, QString* error);

private:
    bool create(Lab lab, int payment, qint64 payerId, const QString& what, qint64* labId, QString* error);
    // One change that reads the lab, lets `edit` check and change it (and name the step), and writes it back.
    bool editLab(qint64 labId, const QString& text, const std::function<bool(Lab&, QString*, QString*)>& edit,
                 QString* error);
    Campaign& m_campaign;
};

} // namespace hk
