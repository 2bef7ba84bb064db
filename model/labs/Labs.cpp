#include "labs/Labs.h"
#include "i18n/Translate.h"

#include "activities/ActivityRepository.h"
#include "activities/ActivityEdits.h"
#include "activities/SharedActivityData.h"
#include "campaign/Campaign.h"
#include "characters/CharacterRepository.h"
#include "downtime/DowntimeParameters.h"
#include "labs/AttunementData.h"
#include "labs/LabRepository.h"
#include "packages/Ruleset.h"
#include "text/UserText.h"
#include "time/Calendar.h"
#include "treasury/MoneyRepository.h"
#include "treasury/Treasury.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::Labs", text);
}

QString payerName(Campaign& campaign, qint64 payerId)
{
    if (payerId <= 0)
        return tr("the party purse");
    Character c;
    QString error;
    return CharacterRepository(campaign.database()).find(payerId, &c, &error) ? c.name : tr("character #%1").arg(payerId);
}

// A lab type as the interface's language names it. The rules data names its entries in English; the ones the
// Advanced Wizard package brings are named here by their entry id (a package of another language or a new type
// keeps the name its data gives).
QString labTypeName(const RuleEntry& entry)
{
    static const QHash<QString, const char*> names{
        {QStringLiteral("wizards-chest"), QT_TRANSLATE_NOOP("hk::Labs", "Wizard's chest")},
        {QStringLiteral("wizards-laboratory"), QT_TRANSLATE_NOOP("hk::Labs", "Wizard's laboratory")},
        {QStringLiteral("chemists-laboratory"), QT_TRANSLATE_NOOP("hk::Labs", "Chemist's laboratory")}};
    const char* known = names.value(entry.id());
    return known ? tr(known) : entry.name();
}

} // namespace

const QString Labs::AttunementKind = QStringLiteral("attunement");

LabOffer Labs::offer(const Ruleset& rules, const QString& labType)
{
    LabOffer o;
    for (const LocatedEntry& e : rules.entries({QStringLiteral("lab")})) {
        const RuleEntry& entry = *e.entry;
        if (entry.stringField(QStringLiteral("labType")) != labType)
            continue;
        o.valid = true;
        o.labType = labType;
        o.name = labTypeName(entry);
        o.price = entry.intField(QStringLiteral("price"));
        const QJsonObject build = entry.data.value(QLatin1String("buildYourself")).toObject();
        o.buildCost = build.value(QLatin1String("cost")).toInt();
        const std::optional<DowntimeParameters> units = DowntimeParameters::load(rules, nullptr);
        o.buildDays = units ? build.value(QLatin1String("months")).toInt() * units->daysPerMonth : 0;
        o.rentPerWeek = entry.intField(QStringLiteral("rentPerWeek"));
        o.suppliesPerWeek = entry.intField(QStringLiteral("rentSuppliesPerWeek"));
        o.upkeepPerWeek = entry.intField(QStringLiteral("upkeepPerWeek"));
        const QJsonObject attune = entry.data.value(QLatin1String("attunement")).toObject();
        o.attunes = !attune.isEmpty();
        o.ownerOnly = attune.value(QLatin1String("holders")).toString() == QLatin1String("owner-only");
        o.attuneSt = attune.value(QLatin1String("st")).toInt();
        o.attuneWeeks = attune.value(QLatin1String("weeks")).toInt();
        o.attuneDice = attune.value(QLatin1String("rollDice")).toInt();
        o.attuneAttribute = attune.value(QLatin1String("rollAttribute")).toString();
        for (const QJsonValue& u : entry.data.value(QLatin1String("uses")).toArray())
            o.uses.append(u.toString());
        break;
    }
    return o;
}

QString Labs::tenureText(const Lab& lab)
{
    if (lab.status == LabStatus::Closed)
        return tr("given up");
    if (lab.tenure == LabTenure::Rented)
        return tr("rented");
    if (lab.tenure == LabTenure::Building)
        return tr("being assembled");
    return tr("owned");
}

QStringList Labs::labTypes(const Ruleset& rules)
{
    QStringList out;
    for (const LocatedEntry& e : rules.entries({QStringLiteral("lab")})) {
        const QString type = e.entry->stringField(QStringLiteral("labType"));
        if (!type.isEmpty() && !out.contains(type))
            out.append(type);
    }
    return out;
}

QList<Lab> Labs::list(bool includeClosed, QString* error) const
{
    return LabRepository(m_campaign.database()).list(includeClosed, error);
}

bool Labs::find(qint64 labId, Lab* out, QString* error) const
{
    return LabRepository(m_campaign.database()).find(labId, out, error);
}

QList<QPair<qint64, int>> Labs::attunements(qint64 labId, QString* error) const
{
    return LabRepository(m_campaign.database()).attunements(labId, error);
}

QList<Activity> Labs::bookings(qint64 labId, QString* error) const
{
    QList<Activity> out;
    ActivityRepository activities(m_campaign.database());
    for (qint64 id : LabRepository(m_campaign.database()).bookings(labId, 0, error)) {
        Activity a;
        if (activities.find(id, &a, error))
            out.append(a);
    }
    return out;
}

bool Labs::create(Lab lab, int payment, qint64 payerId, const QString& what, qint64* labId, QString* error)
{
    if (lab.name.trimmed().isEmpty()) {
        *error = tr("Give the laboratory a name.");
        return false;
    }
    if (!UserText::checkName(lab.name.trimmed(), tr("The laboratory's name"), error))
        return false;
    lab.name = lab.name.trimmed();
    const bool ok = m_campaign.change(tr("%1: %2").arg(what, lab.name), [&](QString*, QString* e) {
        if (payerId > 0) {
            Character c;
            if (!CharacterRepository(m_campaign.database()).find(payerId, &c, e))
                return false;
        }
        lab.sinceDay = m_campaign.info().calendarDay;
        if (payment > 0) {
            const int purse = Treasury(m_campaign).balance(payerId, e);
            if (!e->isEmpty())
                return false;
            if (purse < payment) {
                *e = tr("%1 costs %2 and %3 holds %4.").arg(what, Treasury::format(payment), payerName(m_campaign, payerId), Treasury::format(purse));
                return false;
            }
        }
        lab.id = 0;
        lab.id = LabRepository(m_campaign.database()).insert(lab, e);
        if (!lab.id)
            return false;
        return payment <= 0
               || MoneyRepository(m_campaign.database())
                      .insert({0, payerId, lab.sinceDay, -payment, QStringLiteral("purchase"), tr("%1: %2").arg(what, lab.name), 0, false}, e);
    }, error);
    if (ok && labId)
        *labId = lab.id;
    return ok;
}

bool Labs::buy(const QString& name, const QString& labType, qint64 payerId, qint64* labId, QString* error)
{
    const LabOffer o = offer(m_campaign.rules(), labType);
    if (!o.valid || o.price <= 0) {
        *error = tr("The rules have no laboratory of type “%1” for sale.").arg(labType);
        return false;
    }
    Lab lab;
    lab.name = name;
    lab.labType = labType;
    lab.tenure = LabTenure::Owned;
    lab.ownerId = qMax<qint64>(0, payerId);
    lab.upkeepPerWeek = o.upkeepPerWeek;
    lab.nextChargeDay = m_campaign.info().calendarDay + Calendar::daysPerWeek;
    return create(lab, o.price, payerId, tr("Buying %1").arg(o.name), labId, error);
}

bool Labs::build(const QString& name, const QString& labType, qint64 payerId, qint64* labId, QString* error)
{
    const LabOffer o = offer(m_campaign.rules(), labType);
    if (!o.valid || o.buildCost <= 0 || o.buildDays <= 0) {
        *error = tr("The rules give no way to assemble a laboratory of type “%1” by hand.").arg(labType);
        return false;
    }
    Lab lab;
    lab.name = name;
    lab.labType = labType;
    lab.tenure = LabTenure::Building;
    lab.status = LabStatus::Building;
    lab.ownerId = qMax<qint64>(0, payerId);
    lab.upkeepPerWeek = o.upkeepPerWeek;
    lab.data.insert(QStringLiteral("readyDay"), m_campaign.info().calendarDay + o.buildDays);
    lab.data.insert(QStringLiteral("buildCost"), o.buildCost);
    return create(lab, o.buildCost, payerId, tr("Assembling %1").arg(o.name), labId, error);
}

bool Labs::rent(const QString& name, const QString& labType, qint64 payerId, qint64* labId, QString* error)
{
    const LabOffer o = offer(m_campaign.rules(), labType);
    if (!o.valid || o.rentPerWeek <= 0) {
        *error = tr("The rules give no rent for a laboratory of type “%1”.").arg(labType);
        return false;
    }
    Lab lab;
    lab.name = name;
    lab.labType = labType;
    lab.tenure = LabTenure::Rented;
    lab.ownerId = qMax<qint64>(0, payerId);
    lab.rentPerWeek = o.rentPerWeek;
    lab.upkeepPerWeek = o.suppliesPerWeek;
    lab.nextChargeDay = m_campaign.info().calendarDay + Calendar::daysPerWeek;
    return create(lab, o.rentPerWeek + o.suppliesPerWeek, payerId, tr("Renting %1").arg(o.name), labId, error);
}

bool Labs::add(const QString& name, const QString& labType, qint64 ownerId, qint64* labId, QString* error)
{
    const LabOffer o = offer(m_campaign.rules(), labType);
    if (!o.valid) {
        *error = tr("The rules know no laboratory of type “%1”.").arg(labType);
        return false;
    }
    Lab lab;
    lab.name = name;
    lab.labType = labType;
    lab.tenure = LabTenure::Owned;
    lab.ownerId = qMax<qint64>(0, ownerId);
    lab.upkeepPerWeek = o.upkeepPerWeek;
    lab.nextChargeDay = m_campaign.info().calendarDay + Calendar::daysPerWeek;
    lab.data.insert(QStringLiteral("found"), true);
    return create(lab, 0, ownerId, tr("Recording %1").arg(o.name), labId, error);
}

bool Labs::close(qint64 labId, QString* error)
{
    return editLab(labId, tr("Give up"), [&](Lab& lab, QString* text, QString* e) {
        if (lab.status == LabStatus::Closed) {
            *e = tr("%1 is already given up.").arg(lab.name);
            return false;
        }
        const QList<qint64> booked = LabRepository(m_campaign.database()).bookings(labId, 0, e);
        if (!booked.isEmpty()) {
            Activity a;
            ActivityRepository(m_campaign.database()).find(booked.first(), &a, e);
            *e = tr("%1 is booked by “%2”; cancel that work first.").arg(lab.name, a.title);
            return false;
        }
        *text = tr("Give up %1").arg(lab.name);
        lab.status = LabStatus::Closed;
        lab.nextChargeDay = 0;
        lab.data.insert(QStringLiteral("closedOn"), m_campaign.info().calendarDay);
        return true;
    }, error);
}

bool Labs::repair(qint64 labId, qint64 payerId, QString* error)
{
    return editLab(labId, tr("Repair"), [&](Lab& lab, QString* text, QString* e) {
        if (lab.damage <= 0) {
            *e = tr("%1 has no damage to repair.").arg(lab.name);
            return false;
        }
        const qint64 payer = payerId < 0 ? lab.ownerId : payerId;
        const int purse = Treasury(m_campaign).balance(payer, e);
        if (!e->isEmpty())
            return false;
        if (purse < lab.damage) {
            *e = tr("Repairing %1 costs %2 and %3 holds %4.")
                     .arg(lab.name, Treasury::format(lab.damage), payerName(m_campaign, payer), Treasury::format(purse));
            return false;
        }
        *text = tr("Repair %1").arg(lab.name);
        const int today = m_campaign.info().calendarDay;
        if (!MoneyRepository(m_campaign.database())
                 .insert({0, payer, today, -lab.damage, QStringLiteral("purchase"), tr("Repairs to %1").arg(lab.name), 0, false}, e))
            return false;
        QJsonArray repairs = lab.data.value(QLatin1String("repairs")).toArray();
        repairs.append(QJsonObject{{QStringLiteral("day"), today}, {QStringLiteral("cost"), lab.damage}});
        lab.data.insert(QStringLiteral("repairs"), repairs);
        lab.damage = 0;
        return true;
    }, error);
}

bool Labs::editLab(qint64 labId, const QString& text, const std::function<bool(Lab&, QString*, QString*)>& edit, QString* error)
{
    return m_campaign.change(text, [&](QString* stepText, QString* e) {
        LabRepository labs(m_campaign.database());
        Lab lab;
        if (!labs.find(labId, &lab, e))
            return false;
        return edit(lab, stepText, e) && labs.update(lab, e);
    }, error);
}

QStringList Labs::attuneProblems(qint64 labId, qint64 characterId, QString* error) const
{
    QStringList out;
    LabRepository labs(m_campaign.database());
    Lab lab;
    if (!labs.find(labId, &lab, error))
        return {*error};
    Character c;
    if (!CharacterRepository(m_campaign.database()).find(characterId, &c, error))
        return {*error};
    const LabOffer o = offer(m_campaign.rules(), lab.labType);
    if (!o.attunes)
        return {tr("%1 needs no attunement.").arg(lab.name)};
    if (c.type != QLatin1String("wizard"))
        out.append(tr("Only a wizard attunes a laboratory; %1 is not one.").arg(c.name));
    if (c.archived)
        out.append(tr("%1 is archived.").arg(c.name));
    if (!lab.usable())
        out.append(lab.damage > 0 ? tr("%1 is damaged (%2 to repair).").arg(lab.name, Treasury::format(lab.damage))
                                  : tr("%1 is not ready (%2).").arg(lab.name, labStatusKey(lab.status)));
    if (labs.isAttuned(labId, characterId, error))
        out.append(tr("%1 is already attuned to %2.").arg(lab.name, c.name));
    if (o.ownerOnly) {
        for (const auto& [who, day] : labs.attunements(labId, error)) {
            if (who != characterId)
                out.append(tr("%1 is attuned to another wizard and serves that one only.").arg(lab.name));
        }
        if (lab.ownerId > 0 && lab.ownerId != characterId)
            out.append(tr("%1 can be attuned only to its owner.").arg(lab.name));
    }
    if (!labs.bookings(labId, 0, error).isEmpty())
        out.append(tr("%1 is already in use; only one person can work in it in a week.").arg(lab.name));
    for (const Activity& a : ActivityRepository(m_campaign.database()).list(characterId, {}, false, error)) {
        if (a.isOpen() && SharedActivityData::read(a).fullTime) {
            out.append(tr("%1 is already busy full time with “%2”.").arg(c.name, a.title));
            break;
        }
    }
    return out;
}

bool Labs::attune(qint64 labId, qint64 characterId, qint64* activityId, QString* error)
{
    Activity a;
    const bool ok = m_campaign.change(tr("Attune"), [&](QString* text, QString* e) {
        QString readError;
        const QStringList problems = attuneProblems(labId, characterId, &readError);
        if (!problems.isEmpty()) {
            *e = tr("Cannot start the attunement: %1").arg(problems.join(QLatin1Char(' ')));
            return false;
        }
        Lab lab;
        Character c;
        if (!LabRepository(m_campaign.database()).find(labId, &lab, e)
            || !CharacterRepository(m_campaign.database()).find(characterId, &c, e))
            return false;
        const LabOffer o = offer(m_campaign.rules(), lab.labType);
        a.kind = AttunementKind;
        a.characterId = characterId;
        a.title = tr("Attune %1").arg(lab.name);
        a.startDay = m_campaign.info().calendarDay;
        a.dueDay = a.startDay + qMax(1, o.attuneWeeks) * Calendar::daysPerWeek;
        // The ST is spent in sittings over the week and rested back between them, so it is recorded here and not
        // taken as fatigue at once (nobody but a giant holds 50 ST).
        AttunementData d;
        d.lab = labId;
        d.fullTime = true;
        d.stSpent = o.attuneSt;
        d.dice = o.attuneDice;
        d.attribute = o.attuneAttribute;
        d.nextRollDay = a.dueDay;
        d.write(&a);
        *text = tr("%1 starts attuning %2").arg(c.name, lab.name);
        return ActivityEdits::insert(m_campaign, &a, e);
    }, error);
    if (ok && activityId)
        *activityId = a.id;
    return ok;
}

} // namespace hk
