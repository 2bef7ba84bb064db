#pragma once

#include "activities/Activity.h"
#include "downtime/PotionRules.h"

#include <QList>
#include <QStringList>

namespace hk {

class Campaign;

// What the GM and the player settle before a batch of potion is started.
struct BatchRequest
{
    qint64 makerId = 0;
    QString potion;             // potion entry id
    int doses = 1;
    qint64 labId = 0;
    qint64 holderId = -1;       // who gets the potions: -1 = the maker, 0 = the party
    qint64 payerId = -1;        // who pays the ingredients: -1 = the maker, 0 = the party purse
    bool suppliedSpecial = false; // the special ingredients are at hand (found on an adventure)
    bool suppliedCommon = false;  // the common ingredients are at hand
    bool hasBook = false;       // the GM confirms the maker owns the book of instructions
    bool trained = false;       // the GM confirms the maker is a trained chemist / alchemist
    bool gmOverride = false;    // the GM waives the "alchemists are wizards" rule for this maker
    QString faultyEffect;       // GM's choice should the batch turn out faulty; empty = roll for it
};

// A batch worked out before it starts.
struct BatchPlan
{
    PotionRecipe recipe;
    int doses = 0;
    int weeks = 0;
    int specialCost = 0;
    int commonCost = 0;
    int payNow = 0;         // what is bought now (ingredients not supplied)
    int target = 0;         // the maker's adjusted DX
    int bookPages = 0;
    QString labUse;         // "alchemy" | "chemistry"
    QStringList problems;   // empty = may start
};

// Brewing potions (Advanced Wizard l.1011–1027): checks a batch against the rules and the campaign — one
// potion, at most the batch limit of doses, a maker trained for that kind of potion, a usable lab of the
// right kind (attuned when it must be, nobody else working in it), the book of instructions, the maker free
// of other full-time work — then buys what ingredients are not supplied and records an "alchemy" activity,
// as one undoable step. The calendar rolls its weeks (AlchemyResolver). Used by the GUI and the CLI.
class Alchemy
{
public:
    static const QString Kind; // "alchemy"

    explicit Alchemy(Campaign& campaign) : m_campaign(campaign) {}

    BatchPlan plan(const BatchRequest& request, QString* error) const;
    bool start(const BatchRequest& request, qint64* activityId, QString* error);
    QList<Activity> list(qint64 makerId, bool includeEnded, bool player, QString* error) const;

private:
    QStringList labProblems(const BatchPlan& plan, qint64 makerId, qint64 labId, QString* error) const;
    Campaign& m_campaign;
};

} // namespace hk
