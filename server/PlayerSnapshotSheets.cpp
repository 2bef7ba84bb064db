// What a player sees of his own between game nights (issue 32), part of PlayerSnapshot: his characters' sheets
// with their experience ledgers and the rules library's entries of their spells and skills, the weeks of his
// own work on the timeline, and the party purse when the GM shares it. Everything through the players'
// CampaignView, as the rest of the snapshot.
#include "PlayerSnapshot.h"

#include "activities/ActivityControl.h"
#include "alchemy/Potions.h"
#include "audience/CampaignView.h"
#include "campaign/Campaign.h"
#include "characters/CharacterRules.h"
#include "characters/Consciousness.h"
#include "characters/McCharacterRules.h"
#include "characters/Roster.h"
#include "combat/CombatWords.h"
#include "packages/EntryLines.h"
#include "players/PlayerSharing.h"
#include "time/Calendar.h"
#include "treasury/Treasury.h"

#include "i18n/Translate.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace hk {

namespace {

constexpr int PurseLinesShown = 20; // the purse's newest ledger lines on the page

QString tr(const char* text)
{
    return hk::translateIn("hk::PlayerSnapshot", text);
}

QString spellKind(const Ruleset& rules, const Character& c)
{
    if (c.system == QLatin1String("ww"))
        return QStringLiteral("ww-spell");
    if (c.system == QLatin1String("mc"))
        return McCharacterRules::spellKind(rules);
    return QStringLiteral("spell");
}

// "Human wizard": the race's name from the rules and the kind of character in words.
QString summaryOf(const Ruleset& rules, const Character& c)
{
    QStringList words;
    if (!c.race.isEmpty()) {
        const RuleEntry* race = rules.entry(c.system == QLatin1String("mc") ? QStringLiteral("team-race") : QStringLiteral("race"), c.race);
        words.append(race ? race->name() : CombatWords::words(c.race));
    }
    if (c.type == QLatin1String("wizard"))
        words.append(tr("wizard"));
    else if (c.type == QLatin1String("hero"))
        words.append(tr("hero"));
    return words.join(QLatin1Char(' '));
}

QJsonArray entryNames(const Ruleset& rules, const QString& kind, const QStringList& ids)
{
    QJsonArray out;
    for (const QString& id : ids) {
        const RuleEntry* e = rules.entry(kind, id);
        out.append(e ? e->name() : id);
    }
    return out;
}

// One entry of the rules library as the page shows it: its name, kind, summary and fields in words.
QJsonObject libraryEntry(const LocatedEntry& located)
{
    QJsonArray lines;
    for (const EntryLine& line : EntryLines::fields(located))
        lines.append(QJsonObject{{QStringLiteral("label"), line.label}, {QStringLiteral("value"), line.value}});
    return {{QStringLiteral("kind"), EntryLines::kindLabel(located)},
            {QStringLiteral("name"), located.entry->name()},
            {QStringLiteral("summary"), located.entry->summary()},
            {QStringLiteral("lines"), lines}};
}

// What a ledger line records, in words.
QString ledgerWhat(const XpEntry& e)
{
    switch (e.kind) {
    case XpKind::Created:
        return tr("Joined");
    case XpKind::Award:
        return e.amount >= 0 ? tr("Award") : tr("Penalty");
    case XpKind::Spend:
        return tr("Spent");
    }
    return {};
}

QString signedDollars(int amount)
{
    return amount < 0 ? QStringLiteral("−%1").arg(Treasury::format(-amount)) : QStringLiteral("+%1").arg(Treasury::format(amount));
}

} // namespace

QJsonArray PlayerSnapshot::sheets(QString* error) const
{
    QJsonArray out;
    const CampaignView view(m_campaign, Audience::Players);
    for (qint64 id : m_link.characterIds) {
        Character c;
        if (!Roster(m_campaign).find(id, &c, error))
            return {};
        out.append(sheet(c, view, error));
    }
    return out;
}

QJsonObject PlayerSnapshot::sheet(const Character& c, const CampaignView& view, QString* error) const
{
    const Ruleset& rules = m_campaign.rules();
    const DerivedValues d = CharacterRules(rules).derive(c);
    QJsonArray gear;
    for (const Gear& g : c.gear)
        gear.append(g.name);
    QJsonArray potions;
    for (const PotionStock& stock : view.potions(c.id, error)) {
        const QJsonObject potion = Potions::toJson(stock, rules);
        potions.append(QJsonObject{{QStringLiteral("name"), potion.value(QLatin1String("name"))},
                                   {QStringLiteral("doses"), stock.doses},
                                   {QStringLiteral("bad"), view.knowsFault(stock)}});
    }
    QString state;
    if (c.dead)
        state = tr("dead");
    else if (Consciousness(rules).isUnconscious(c))
        state = tr("unconscious");
    return {{QStringLiteral("id"), c.id},
            {QStringLiteral("name"), c.name},
            {QStringLiteral("summary"), summaryOf(rules, c)},
            {QStringLiteral("st"), c.st},
            {QStringLiteral("stNow"), d.currentSt},
            {QStringLiteral("dx"), c.dx},
            {QStringLiteral("adjustedDx"), d.adjustedDx},
            {QStringLiteral("iq"), c.iq},
            {QStringLiteral("ma"), d.ma},
            {QStringLiteral("wounds"), c.wounds},
            {QStringLiteral("fatigue"), c.fatigue},
            {QStringLiteral("experience"), c.experience},
            {QStringLiteral("state"), state},
            {QStringLiteral("spells"), entryNames(rules, spellKind(rules, c), c.spells)},
            {QStringLiteral("talents"), entryNames(rules, QStringLiteral("skill"), c.skills)},
            {QStringLiteral("gear"), gear},
            {QStringLiteral("potions"), potions},
            {QStringLiteral("ledger"), ledger(c.id, error)},
            {QStringLiteral("library"), library(c)}};
}

QJsonArray PlayerSnapshot::ledger(qint64 characterId, QString* error) const
{
    QJsonArray out;
    for (const XpEntry& e : Roster(m_campaign).ledger(characterId, error)) {
        const QString amount = e.kind == XpKind::Spend ? QStringLiteral("−%1").arg(e.amount)
                               : e.amount > 0          ? QStringLiteral("+%1").arg(e.amount)
                                                       : QString::number(e.amount);
        out.append(QJsonObject{{QStringLiteral("date"), Calendar::formatShort(e.day)},
                               {QStringLiteral("kind"), xpKindKey(e.kind)},
                               {QStringLiteral("what"), ledgerWhat(e)},
                               {QStringLiteral("amount"), amount},
                               {QStringLiteral("reason"), e.reason},
                               {QStringLiteral("unspent"), e.experience}});
    }
    return out;
}

QJsonArray PlayerSnapshot::library(const Character& c) const
{
    const Ruleset& rules = m_campaign.rules();
    QJsonArray out;
    const QList<std::pair<QString, QStringList>> owned{{spellKind(rules, c), c.spells}, {QStringLiteral("skill"), c.skills}};
    for (const auto& [kind, ids] : owned) {
        for (const QString& id : ids) {
            const LocatedEntry located = rules.locate(kind, id);
            if (located.entry)
                out.append(libraryEntry(located));
        }
    }
    return out;
}

void PlayerSnapshot::addOwnWeeks(const TimelineRow& row, QJsonObject* bar, QString* error) const
{
    if (row.activityId <= 0)
        return;
    const CampaignView view(m_campaign, Audience::Players);
    Activity a;
    if (!view.activity(row.activityId, &a, error) || !m_link.owns(a.characterId))
        return;
    bar->insert(QStringLiteral("mine"), true);
    bar->insert(QStringLiteral("weeks"), weeks(view, a));
}

QList<TimelineRow> PlayerSnapshot::recentlyEndedWork(QString* error) const
{
    QList<TimelineRow> out;
    const CampaignView view(m_campaign, Audience::Players);
    const int today = m_campaign.info().calendarDay;
    for (qint64 id : m_link.characterIds) {
        Character c;
        if (!Roster(m_campaign).find(id, &c, error))
            return {};
        for (const Activity& a : view.activities(id, {}, true, error)) {
            const bool ended = a.status == ActivityStatus::Done || a.status == ActivityStatus::Cancelled;
            if (!ended || a.endedDay < today - RecentlyEndedDays)
                continue;
            TimelineRow row;
            row.activityId = a.id;
            row.kind = a.kind;
            row.title = a.title;
            row.who = c.name;
            row.start = a.startDay;
            row.end = a.endedDay;
            row.status = a.status;
            row.statusText = ActivityControl::statusText(a);
            out.append(row);
        }
    }
    return out;
}

QJsonArray PlayerSnapshot::weeks(const CampaignView& view, const Activity& activity)
{
    QJsonArray out;
    for (const QJsonValue& value : view.history(activity)) {
        const QJsonObject w = value.toObject();
        QStringList faces;
        for (const QJsonValue& f : w.value(QLatin1String("roll")).toArray())
            faces.append(QString::number(f.toInt()));
        QJsonObject week{{QStringLiteral("date"), Calendar::formatShort(w.value(QLatin1String("day")).toInt())},
                         {QStringLiteral("outcome"), CombatWords::words(w.value(QLatin1String("outcome")).toString())},
                         {QStringLiteral("note"), w.value(QLatin1String("note")).toString()}};
        if (w.contains(QLatin1String("week")))
            week.insert(QStringLiteral("week"), w.value(QLatin1String("week")).toInt());
        if (!faces.isEmpty()) // written as the dice log writes a roll
            week.insert(QStringLiteral("roll"), QStringLiteral("[%1] = %2").arg(faces.join(QLatin1Char(' '))).arg(w.value(QLatin1String("total")).toInt()));
        out.append(week);
    }
    return out;
}

QJsonValue PlayerSnapshot::purse(QString* error) const
{
    if (!PlayerSharing(m_campaign).shares(SharedWithPlayers::Purse, error))
        return QJsonValue::Null;
    const PurseView purse = CampaignView(m_campaign, Audience::Players).purse(0, PurseLinesShown, error);
    QJsonArray lines;
    for (const MoneyEntry& e : purse.lines)
        lines.append(QJsonObject{{QStringLiteral("date"), Calendar::formatShort(e.day)},
                                 {QStringLiteral("amount"), e.amount},
                                 {QStringLiteral("amountText"), signedDollars(e.amount)},
                                 {QStringLiteral("reason"), e.reason}});
    return QJsonObject{{QStringLiteral("balance"), purse.balance},
                       {QStringLiteral("balanceText"), Treasury::format(purse.balance)},
                       {QStringLiteral("lines"), lines}};
}

} // namespace hk
