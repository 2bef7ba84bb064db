#include "alchemy/Alchemy.h"
#include "i18n/Translate.h"

#include "activities/ActivityControl.h"
#include "activities/ActivityRepository.h"
#include "activities/ActivityEdits.h"
#include "activities/SharedActivityData.h"
#include "alchemy/BatchData.h"
#include "campaign/Campaign.h"
#include "characters/CharacterRepository.h"
#include "characters/CharacterRules.h"
#include "labs/LabRepository.h"
#include "labs/Labs.h"
#include "time/Calendar.h"
#include "treasury/Treasury.h"

#include <QCoreApplication>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::Alchemy", text);
}

QString makerWord(const QString& maker)
{
    return maker == QLatin1String("alchemist") ? tr("alchemist") : tr("chemist");
}

} // namespace

const QString Alchemy::Kind = QStringLiteral("alchemy");

QStringList Alchemy::labProblems(const BatchPlan& p, qint64 makerId, qint64 labId, QString* error) const
{
    if (!labId)
        return {tr("Choose a laboratory to brew in.")};
    LabRepository labs(m_campaign.database());
    Lab lab;
    QString findError;
    if (!labs.find(labId, &lab, &findError))
        return {tr("There is no laboratory #%1.").arg(labId)};
    QStringList out;
    if (!lab.usable())
        out.append(lab.damage > 0 ? tr("%1 is damaged (%2 to repair).").arg(lab.name, Treasury::format(lab.damage))
                                  : tr("%1 is not ready (%2).").arg(lab.name, labStatusKey(lab.status)));
    const LabOffer offer = Labs::offer(m_campaign.rules(), lab.labType);
    if (!offer.uses.contains(p.labUse))
        out.append(tr("%1 is a %2, which cannot serve for %3.").arg(lab.name, offer.name, p.labUse));
    else if (offer.attunes && !labs.isAttuned(labId, makerId, error))
        out.append(tr("%1 is not attuned to the maker yet.").arg(lab.name));
    if (!labs.bookings(labId, 0, error).isEmpty())
        out.append(tr("%1 is already in use; only one person can work in it in a week.").arg(lab.name));
    return out;
}

BatchPlan Alchemy::plan(const BatchRequest& request, QString* error) const
{
    BatchPlan p;
    const PotionRules rules(m_campaign.rules());
    QString unavailable;
    if (!rules.available(&unavailable)) {
        p.problems.append(unavailable);
        return p;
    }
    p.recipe = rules.recipe(request.potion);
    if (!p.recipe.valid) {
        p.problems.append(tr("The rules know no potion “%1”.").arg(request.potion));
        return p;
    }
    p.doses = request.doses;
    p.weeks = p.recipe.weeks;
    p.labUse = rules.labUse(p.recipe.maker);
    p.specialCost = rules.specialCost(p.recipe, p.doses);
    p.commonCost = rules.commonCost(p.recipe, p.doses);
    p.payNow = (request.suppliedSpecial ? 0 : p.specialCost) + (request.suppliedCommon ? 0 : p.commonCost);
    p.bookPages = p.weeks * rules.bookPagesPerWeek();
    if (p.doses < 1 || p.doses > rules.maxDoses())
        p.problems.append(tr("A batch makes 1 to %1 doses.").arg(rules.maxDoses()));
    Character maker;
    QString findError;
    if (!CharacterRepository(m_campaign.database()).find(request.makerId, &maker, &findError)) {
        p.problems.append(tr("Choose who brews the potion."));
        return p;
    }
    p.target = CharacterRules(m_campaign.rules()).derive(maker).adjustedDx;
    if (maker.archived)
        p.problems.append(tr("%1 is archived.").arg(maker.name));
    if (!request.trained)
        p.problems.append(tr("The GM must confirm that %1 is a trained %2.").arg(maker.name, makerWord(p.recipe.maker)));
    const QString type = rules.makerType(p.recipe.maker);
    if (!type.isEmpty() && maker.type != type && !request.gmOverride)
        p.problems.append(tr("%1 is brewed by an %2, and an %2 is a wizard; %3 is not (the GM may allow it).")
                              .arg(p.recipe.name, makerWord(p.recipe.maker), maker.name));
    if (!request.hasBook)
        p.problems.append(tr("%1 needs the book of instructions for %2 (%3 pages).").arg(maker.name, p.recipe.name).arg(p.bookPages));
    if (!request.faultyEffect.isEmpty() && !rules.faultyEffects().contains(request.faultyEffect))
        p.problems.append(tr("A faulty potion is one of: %1.").arg(rules.faultyEffects().join(QStringLiteral(", "))));
    p.problems += labProblems(p, request.makerId, request.labId, error);
    for (const Activity& a : ActivityRepository(m_campaign.database()).list(request.makerId, {}, false, error)) {
        if (a.isOpen() && SharedActivityData::read(a).fullTime) {
            p.problems.append(tr("%1 is already busy full time with “%2”; one potion a week at most.").arg(maker.name, a.title));
            break;
        }
    }
    const qint64 payer = request.payerId < 0 ? request.makerId : request.payerId;
    QString moneyError;
    const int purse = Treasury(m_campaign).balance(payer, &moneyError);
    if (moneyError.isEmpty() && p.payNow > purse)
        p.problems.append(tr("The ingredients cost %1 and the purse holds %2.").arg(Treasury::format(p.payNow), Treasury::format(purse)));
    return p;
}

bool Alchemy::start(const BatchRequest& request, qint64* activityId, QString* error)
{
    Activity a;
    const bool ok = m_campaign.change(tr("Start a batch"), [&](QString* text, QString* e) {
        const BatchPlan p = plan(request, e);
        if (!e->isEmpty())
            return false;
        if (!p.problems.isEmpty()) {
            *e = tr("Cannot start the batch: %1").arg(p.problems.join(QLatin1Char(' ')));
            return false;
        }
        Character maker;
        if (!CharacterRepository(m_campaign.database()).find(request.makerId, &maker, e))
            return false;
        a.kind = Kind;
        a.characterId = request.makerId;
        a.title = tr("Brew %1 × %2").arg(p.recipe.name).arg(p.doses);
        a.startDay = m_campaign.info().calendarDay;
        a.dueDay = a.startDay + p.weeks * Calendar::daysPerWeek;
        a.cost = p.payNow;
        const qint64 holder = request.holderId < 0 ? request.makerId : request.holderId;
        const qint64 payer = request.payerId < 0 ? request.makerId : request.payerId;
        BatchData d;
        d.potion = p.recipe.id;
        d.doses = p.doses;
        d.lab = request.labId;
        d.holder = holder;
        d.payer = payer;
        d.weeks = p.weeks;
        d.target = p.target;
        d.nextRollDay = a.startDay + Calendar::daysPerWeek;
        d.fullTime = true;
        d.hasBook = true;
        d.specialCost = p.specialCost;
        d.commonCost = p.commonCost;
        d.suppliedSpecial = request.suppliedSpecial;
        d.suppliedCommon = request.suppliedCommon;
        d.gmOverride = request.gmOverride;
        d.gm.faultyEffect = request.faultyEffect;
        d.write(&a);
        *text = tr("%1 starts to %2").arg(maker.name, a.title);
        return ActivityEdits::insert(m_campaign, &a, e)
               && ActivityEdits::pay(m_campaign, payer, p.payNow, QStringLiteral("purchase"), tr("Ingredients: %1").arg(a.title), a.id, e);
    }, error);
    if (ok && activityId)
        *activityId = a.id;
    return ok;
}

QList<Activity> Alchemy::list(qint64 makerId, bool includeEnded, bool player, QString* error) const
{
    return ActivityControl(m_campaign).list(makerId, Kind, includeEnded, player, error);
}

} // namespace hk
