#include "PlayerSnapshot.h"

#include "players/PlayerRequests.h"

#include "PlayerPageWords.h"

#include "audience/CampaignView.h"
#include "campaign/Campaign.h"
#include "combat/CombatHouseRules.h"
#include "combat/CombatTurn.h"
#include "combat/CombatView.h"
#include "combat/CombatWords.h"
#include "combat/Encounters.h"
#include "combat/Footprint.h"
#include "dice/RollText.h"
#include "players/PlayerProposals.h"
#include "time/Calendar.h"

#include "i18n/Translate.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::PlayerSnapshot", text);
}

QJsonArray hexPair(const HexCoord& h)
{
    int column = 0;
    int row = 0;
    HexMap::toOffset(h, &column, &row);
    return {column, row};
}

template<typename Hexes>
QJsonArray hexList(const Hexes& hexes)
{
    QList<HexCoord> sorted(hexes.begin(), hexes.end());
    std::sort(sorted.begin(), sorted.end());
    QJsonArray out;
    for (const HexCoord& h : sorted)
        out.append(hexPair(h));
    return out;
}

QJsonObject mapJson(const CombatState& s, bool megahexes)
{
    const HexMap& map = s.map;
    QJsonObject o{{QStringLiteral("columns"), map.columns()},
                  {QStringLiteral("rows"), map.rows()},
                  {QStringLiteral("tunnel"), map.kind() == HexMap::Kind::Tunnel},
                  {QStringLiteral("walls"), hexList(map.walls())},
                  {QStringLiteral("open"), map.kind() == HexMap::Kind::Tunnel ? hexList(map.tunnelHexes()) : QJsonArray{}},
                  {QStringLiteral("fire"), hexList(s.fire)},
                  {QStringLiteral("shadow"), hexList(s.shadow)}};
    if (megahexes) {
        // Each hex's megahex as a small number, so the page can draw the borders between them.
        QHash<HexCoord, int> ids;
        QJsonArray perHex;
        for (int row = 0; row < map.rows(); ++row) {
            for (int column = 0; column < map.columns(); ++column) {
                const HexCoord index = map.megahexes().indexOf(HexMap::toAxial(column, row));
                perHex.append(*ids.insert(index, ids.value(index, int(ids.size()))));
            }
        }
        o.insert(QStringLiteral("megahex"), perHex);
    }
    return o;
}

QString downWord(const EncounterFigure& f)
{
    if (f.body.vitality == Vitality::Dead)
        return tr("dead");
    if (f.body.vitality == Vitality::Unconscious)
        return tr("unconscious");
    if (f.body.posture != Posture::Standing)
        return CombatWords::postureName(f.body.posture);
    return {};
}

QString optionLabel(const EncounterFigure& f, const CombatParameters* p)
{
    if (f.body.optionKey.isEmpty())
        return {};
    const MovementOption* o = p ? p->option(f.body.optionKey, f.engagedAtStart) : nullptr;
    return o ? o->label() : CombatWords::words(f.body.optionKey);
}

QJsonObject figureJson(const EncounterFigure& f, const PlayerLink& link, const CombatParameters* p)
{
    QJsonArray hexes;
    for (const HexCoord& h : Footprint::hexes(f.body))
        hexes.append(hexPair(h));
    QJsonArray badges;
    for (const FigureCondition& c : f.body.conditions)
        badges.append(CombatWords::conditionName(c.key));
    const QJsonArray at = hexPair(f.body.position);
    return {{QStringLiteral("id"), f.body.id},
            {QStringLiteral("name"), f.body.name},
            {QStringLiteral("side"), f.body.side},
            {QStringLiteral("hexes"), hexes},
            {QStringLiteral("column"), at.at(0)},
            {QStringLiteral("row"), at.at(1)},
            {QStringLiteral("facing"), f.body.facing},
            {QStringLiteral("posture"), CombatWords::postureName(f.body.posture)},
            {QStringLiteral("down"), downWord(f)},
            {QStringLiteral("dead"), f.body.vitality == Vitality::Dead},
            {QStringLiteral("mine"), link.owns(f.characterId)},
            {QStringLiteral("badges"), badges},
            {QStringLiteral("acted"), f.body.actedThisTurn},
            {QStringLiteral("option"), optionLabel(f, p)}};
}

QJsonArray choicesJson(const QList<ProposalChoice>& choices)
{
    QJsonArray out;
    for (const ProposalChoice& c : choices) {
        QJsonArray options;
        for (const MovementOption& o : c.options)
            options.append(QJsonObject{{QStringLiteral("key"), o.key}, {QStringLiteral("label"), o.label()}});
        out.append(QJsonObject{{QStringLiteral("figure"), c.figure},
                               {QStringLiteral("name"), c.name},
                               {QStringLiteral("hexesLeft"), c.hexesLeft},
                               {QStringLiteral("options"), options}});
    }
    return out;
}

QString proposalStatusText(const PlayerProposal& p)
{
    switch (p.status) {
    case ProposalStatus::Pending:
        return tr("waiting for the GM");
    case ProposalStatus::Accepted:
        return tr("accepted");
    case ProposalStatus::Refused:
        return p.reason.isEmpty() ? tr("refused") : tr("refused: %1").arg(p.reason);
    }
    return {};
}

// A bar's status in words: a lab's tenure as the timeline words it, an activity's state in the GM's language with
// why it stopped, if it did ("stopped (no money)").
QString statusWords(const TimelineRow& row)
{
    if (row.activityId == 0)
        return row.statusText;
    QString word;
    switch (row.status) {
    case ActivityStatus::Active:
        word = tr("under way");
        break;
    case ActivityStatus::Halted:
        word = tr("stopped");
        break;
    case ActivityStatus::Blocked:
        word = tr("waiting");
        break;
    case ActivityStatus::Done:
        word = tr("done");
        break;
    case ActivityStatus::Cancelled:
        word = tr("cancelled");
        break;
    }
    const qsizetype open = row.statusText.indexOf(QLatin1Char('('));
    if (open < 0 || !row.statusText.endsWith(QLatin1Char(')')))
        return word;
    const QString why = row.statusText.mid(open + 1).chopped(1);
    // Why halted work stopped (HaltReason's keys); any other reason (how a batch ended) as it is written.
    const QList<std::pair<const char*, QString>> reasons{{"paused", tr("set aside")},
                                                          {"money", tr("no money")},
                                                          {"ingredients", tr("no ingredients")},
                                                          {"lab", tr("no laboratory")},
                                                          {"team", tr("the team is short")}};
    for (const auto& [key, words] : reasons) {
        if (why == QLatin1String(key))
            return QStringLiteral("%1 (%2)").arg(word, words);
    }
    return QStringLiteral("%1 (%2)").arg(word, CombatWords::words(why));
}

} // namespace

qint64 PlayerSnapshot::currentEncounter(Campaign& campaign, QString* error)
{
    qint64 newest = 0;
    for (const Encounter& e : Encounters(campaign).list(error)) {
        if (e.state.phase != CombatPhase::Setup && e.state.phase != CombatPhase::Ended && e.id > newest)
            newest = e.id;
    }
    return newest;
}

bool PlayerSnapshot::build(qint64 encounterId, QJsonObject* out, QString* error) const
{
    QJsonObject o{{QStringLiteral("type"), QStringLiteral("snapshot")},
                  {QStringLiteral("language"), PlayerPageWords::language()},
                  {QStringLiteral("labels"), PlayerPageWords::labels()},
                  {QStringLiteral("campaign"), QJsonObject{{QStringLiteral("name"), m_campaign.info().name},
                                                           {QStringLiteral("date"), Calendar::format(m_campaign.info().calendarDay)}}},
                  {QStringLiteral("player"), QJsonObject{{QStringLiteral("name"), m_link.name}}}};
    o.insert(QStringLiteral("fight"), fight(encounterId, error));
    o.insert(QStringLiteral("timeline"), timeline(error));
    o.insert(QStringLiteral("sheets"), sheets(error));
    o.insert(QStringLiteral("rolls"), rolls(error));
    o.insert(QStringLiteral("requests"), requests(error));
    o.insert(QStringLiteral("purse"), purse(error));
    if (!error->isEmpty())
        return false;
    *out = o;
    return true;
}

QJsonArray PlayerSnapshot::requests(QString* error) const
{
    QJsonArray out;
    PlayerRequests requests(m_campaign);
    for (const PlayerAskEntry& entry : requests.ofLink(m_link.id, error)) {
        QJsonObject o = requests.toJson(entry);
        // The day it was asked, in the calendar's words, as the rolls and the timeline give theirs.
        o.insert(QStringLiteral("date"), Calendar::formatShort(entry.createdDay));
        out.append(o);
    }
    return out;
}

QJsonValue PlayerSnapshot::fight(qint64 encounterId, QString* error) const
{
    const CampaignView view(m_campaign, Audience::Players);
    Encounter e;
    QString missing;
    // A fight being set up is the GM's preparation (the ambush he places, the figures he will hide): the
    // players see it once it has begun.
    if (encounterId <= 0 || !view.encounter(encounterId, &e, &missing) || e.state.phase == CombatPhase::Setup)
        return QJsonValue::Null;
    const std::optional<CombatParameters> p = CombatParameters::load(m_campaign.rules(), error);
    const CombatParameters* params = p ? &*p : nullptr;
    error->clear(); // a campaign without combat rules still shows its map
    const CombatState& s = e.state;
    QJsonArray figures;
    for (const EncounterFigure& f : s.figures) {
        if (f.placed)
            figures.append(figureJson(f, m_link, params));
    }
    QJsonArray order;
    for (const EncounterFigure* f : CombatView::actionOrder(s))
        order.append(QJsonObject{{QStringLiteral("id"), f->body.id},
                                 {QStringLiteral("name"), f->body.name},
                                 {QStringLiteral("dx"), f->body.adjustedDx()},
                                 {QStringLiteral("acted"), f->body.actedThisTurn}});
    QJsonArray log;
    const QList<CombatLogEntry> lines = view.combatLog(e.id, error);
    for (qsizetype i = qMax<qsizetype>(0, lines.size() - 200); i < lines.size(); ++i)
        log.append(QJsonObject{{QStringLiteral("turn"), lines.at(i).turn}, {QStringLiteral("text"), lines.at(i).message}});
    QJsonArray proposals;
    for (const PlayerProposal& proposal : PlayerProposals(m_campaign).ofPlayer(e.id, m_link.id, error))
        proposals.append(QJsonObject{{QStringLiteral("id"), proposal.id},
                                     {QStringLiteral("figure"), proposal.figure},
                                     {QStringLiteral("text"), PlayerProposals::describe(proposal, s, params)},
                                     {QStringLiteral("status"), proposalStatusKey(proposal.status)},
                                     {QStringLiteral("statusText"), proposalStatusText(proposal)}});
    const bool megahexes = !CombatHouseRules::load(m_campaign.rules()).noMegahexes;
    return QJsonObject{{QStringLiteral("id"), e.id},
                       {QStringLiteral("name"), e.name},
                       {QStringLiteral("status"), CombatWords::turnText(s)},
                       {QStringLiteral("next"), CombatWords::nextText(s)},
                       {QStringLiteral("turn"), s.turn},
                       {QStringLiteral("phase"), phaseKey(s.phase)},
                       {QStringLiteral("map"), mapJson(s, megahexes)},
                       {QStringLiteral("figures"), figures},
                       {QStringLiteral("order"), order},
                       {QStringLiteral("log"), log},
                       {QStringLiteral("choices"), params ? choicesJson(PlayerProposals::choices(s, m_link, *params)) : QJsonArray{}},
                       {QStringLiteral("proposals"), proposals}};
}

QJsonArray PlayerSnapshot::timeline(QString* error) const
{
    QJsonArray out;
    // The bars under way, then the player's own work that ended lately (with its weeks, so he reads how it went).
    QList<TimelineRow> rows = CampaignView(m_campaign, Audience::Players).timeline(false, error);
    rows += recentlyEndedWork(error);
    for (const TimelineRow& row : rows) {
        QJsonObject o{{QStringLiteral("title"), row.title},
                      {QStringLiteral("who"), row.who},
                      {QStringLiteral("kind"), CombatWords::words(row.kind)},
                      {QStringLiteral("from"), Calendar::formatShort(row.start)},
                      {QStringLiteral("to"), row.openEnded ? QString() : Calendar::formatShort(row.end)},
                      {QStringLiteral("status"), statusWords(row)}};
        if (row.nextDay > 0)
            o.insert(QStringLiteral("next"), tr("%1 on %2").arg(row.nextWhat, Calendar::formatShort(row.nextDay)));
        addOwnWeeks(row, &o, error);
        out.append(o);
    }
    return out;
}

QJsonArray PlayerSnapshot::rolls(QString* error) const
{
    QJsonArray out;
    for (const DiceLogEntry& e : CampaignView(m_campaign, Audience::Players).rolls(20, error))
        out.append(QJsonObject{{QStringLiteral("who"), e.roll.who},
                               {QStringLiteral("why"), e.roll.purpose},
                               {QStringLiteral("text"), RollText::line(e.roll)},
                               {QStringLiteral("date"), Calendar::formatShort(e.campaignDay)}});
    return out;
}

} // namespace hk
