#include "wizwar/WizWarState.h"
#include "text/EnumKeys.h"

#include "wizwar/WizWarCards.h"

#include "i18n/Translate.h"

#include <QJsonArray>

namespace hk::wizwar {

namespace {

// lupdate files these under the namespace, hk::wizwar.
QString tr(const char* text)
{
    return translateIn("hk::wizwar", text);
}

constexpr auto kPhases = enumKeys<Phase>({{Phase::TimePasses, "time-passes"},
                                          {Phase::MoveAndCast, "move-and-cast"},
                                          {Phase::DiscardAndDraw, "discard-and-draw"},
                                          {Phase::Over, "over"}});
static_assert(kPhases.distinct());

QJsonArray intArray(const QList<int>& values)
{
    QJsonArray a;
    for (int v : values)
        a.append(v);
    return a;
}

QList<int> intList(const QJsonValue& v)
{
    QList<int> out;
    for (const QJsonValue& x : v.toArray())
        out.append(x.toInt());
    return out;
}

QJsonValue squareJson(Square s)
{
    return s.isValid() ? QJsonValue(s.name()) : QJsonValue();
}

Square squareFrom(const QJsonValue& v)
{
    return Square::fromName(v.toString()).value_or(Square{});
}

QJsonObject edgeJson(const EdgeKey& e)
{
    return {{QStringLiteral("square"), Square{e.x, e.y}.name()}, {QStringLiteral("side"), directionLetter(e.dir)}};
}

EdgeKey edgeFrom(const QJsonValue& v)
{
    const Square s = squareFrom(v.toObject().value(QLatin1String("square")));
    return {s.x, s.y, directionFromName(v.toObject().value(QLatin1String("side")).toString()).value_or(Direction::North)};
}

QJsonObject seatJson(const Seat& s)
{
    QJsonArray spells;
    for (const MaintainedSpell& m : s.spells)
        spells.append(QJsonObject{{QStringLiteral("card"), m.card},
                                  {QStringLiteral("energy"), m.energy},
                                  {QStringLiteral("hat"), m.hatSeat},
                                  {QStringLiteral("object"), m.object}});
    QJsonObject out{{QStringLiteral("name"), s.name},
            {QStringLiteral("colour"), s.colour},
            {QStringLiteral("placement"), s.placement},
            {QStringLiteral("at"), squareJson(s.at)},
            {QStringLiteral("life"), s.life},
            {QStringLiteral("alive"), s.alive},
            {QStringLiteral("killPoints"), s.killPoints},
            {QStringLiteral("stun"), s.stun},
            {QStringLiteral("hand"), intArray(s.hand)},
            {QStringLiteral("items"), intArray(s.items)},
            {QStringLiteral("spells"), spells},
            {QStringLiteral("transformation"), s.transformation},
            {QStringLiteral("treasure"), s.treasure},
            {QStringLiteral("turnsTaken"), s.turnsTaken}};
    if (s.group)
        out.insert(QStringLiteral("group"), s.group);
    return out;
}

Seat seatFrom(const QJsonObject& o)
{
    Seat s;
    s.name = o.value(QLatin1String("name")).toString();
    s.colour = o.value(QLatin1String("colour")).toString();
    s.placement = o.value(QLatin1String("placement")).toInt();
    s.at = squareFrom(o.value(QLatin1String("at")));
    s.life = o.value(QLatin1String("life")).toInt();
    s.alive = o.value(QLatin1String("alive")).toBool(true);
    s.killPoints = o.value(QLatin1String("killPoints")).toInt();
    s.stun = o.value(QLatin1String("stun")).toInt();
    s.hand = intList(o.value(QLatin1String("hand")));
    s.items = intList(o.value(QLatin1String("items")));
    for (const QJsonValue& v : o.value(QLatin1String("spells")).toArray()) {
        const QJsonObject m = v.toObject();
        s.spells.append({m.value(QLatin1String("card")).toInt(), m.value(QLatin1String("energy")).toInt(),
                         m.value(QLatin1String("hat")).toInt(-1), qint64(m.value(QLatin1String("object")).toDouble())});
    }
    s.transformation = o.value(QLatin1String("transformation")).toInt();
    s.treasure = o.value(QLatin1String("treasure")).toInt(-1);
    s.turnsTaken = o.value(QLatin1String("turnsTaken")).toInt();
    s.group = o.value(QLatin1String("group")).toInt() == 1 ? 1 : 0;
    return s;
}

QJsonObject attackJson(const PendingAttack& a)
{
    QJsonObject o{{QStringLiteral("active"), a.active},       {QStringLiteral("attacker"), a.attacker},
                  {QStringLiteral("card"), a.card},           {QStringLiteral("item"), a.item},
                  {QStringLiteral("targetSeat"), a.targetSeat}, {QStringLiteral("damage"), a.damage},
                  {QStringLiteral("energy"), a.energy},       {QStringLiteral("fire"), a.fire},
                  {QStringLiteral("cancelled"), a.cancelled}, {QStringLiteral("reduced"), a.reduced},
                  {QStringLiteral("evaded"), a.evaded},       {QStringLiteral("counters"), intArray(a.counters)}};
    if (a.targetEdge)
        o.insert(QStringLiteral("edge"), edgeJson(a.edge));
    return o;
}

PendingAttack attackFrom(const QJsonObject& o)
{
    PendingAttack a;
    a.active = o.value(QLatin1String("active")).toBool();
    a.attacker = o.value(QLatin1String("attacker")).toInt(-1);
    a.card = o.value(QLatin1String("card")).toInt();
    a.item = o.value(QLatin1String("item")).toInt();
    a.targetSeat = o.value(QLatin1String("targetSeat")).toInt(-1);
    a.targetEdge = o.contains(QLatin1String("edge"));
    if (a.targetEdge)
        a.edge = edgeFrom(o.value(QLatin1String("edge")));
    a.damage = o.value(QLatin1String("damage")).toInt();
    a.energy = o.value(QLatin1String("energy")).toInt();
    a.fire = o.value(QLatin1String("fire")).toBool();
    a.cancelled = o.value(QLatin1String("cancelled")).toBool();
    a.reduced = o.value(QLatin1String("reduced")).toInt();
    a.evaded = o.value(QLatin1String("evaded")).toBool();
    a.counters = intList(o.value(QLatin1String("counters")));
    return a;
}

} // namespace

QString phaseKey(Phase p)
{
    return kPhases.toKey(p);
}

QString phaseName(Phase p)
{
    switch (p) {
    case Phase::TimePasses: return tr("Time Passes");
    case Phase::MoveAndCast: return tr("Move and Cast");
    case Phase::DiscardAndDraw: return tr("Discard and Draw");
    case Phase::Over: return tr("Game over");
    }
    return {};
}

Phase phaseFromKey(const QString& key)
{
    return kPhases.fromKey(key, Phase::MoveAndCast);
}

QList<int>& GameState::deckOf(int seat)
{
    return seats.value(seat).group == 1 ? second.deck : deck;
}

QList<int>& GameState::discardOf(int seat)
{
    return seats.value(seat).group == 1 ? second.discard : discard;
}

const QList<int>& GameState::deckOf(int seat) const
{
    return seats.value(seat).group == 1 ? second.deck : deck;
}

const QList<int>& GameState::discardOf(int seat) const
{
    return seats.value(seat).group == 1 ? second.discard : discard;
}

Board GameState::board(const CardLibrary& library) const
{
    QList<SectorMap> parsed;
    for (const QString& text : maps)
        parsed.append(SectorMap::parse(text, nullptr).value_or(SectorMap::blank()));
    Board b(parsed, placements, portals);
    b.setEdgeStates(edges);
    // Objects on squares block sight or movement when their cards say they fill the square (l.818–820).
    QList<Square> los, moves;
    for (const BoardObject& o : objects) {
        const CardDef* card = library.find(cards.value(o.card));
        if (o.onEdge || !card)
            continue;
        if (card->blocksLos)
            los.append(o.square);
        if (card->blocksMovement)
            moves.append(o.square);
    }
    b.setBlockedSquares(los, moves);
    return b;
}

QJsonObject GameState::toJson() const
{
    QJsonArray opts, schoolArray, placementArray, mapArray, portalArray, seatArray, cardArray, treasureArray,
        objectArray, edgeArray;
    for (Option o : options)
        opts.append(optionKey(o));
    for (const QString& s : schools)
        schoolArray.append(s);
    for (const SectorPlacement& p : placements)
        placementArray.append(QJsonObject{{QStringLiteral("sector"), p.sector},
                                          {QStringLiteral("side"), QString(p.boardSide)},
                                          {QStringLiteral("slot"), QJsonArray{p.slotX, p.slotY}},
                                          {QStringLiteral("quarterTurns"), p.quarterTurns}});
    for (const QString& m : maps)
        mapArray.append(m);
    for (const PortalLink& p : portals)
        portalArray.append(QJsonObject{{QStringLiteral("from"), p.from.name()},
                                       {QStringLiteral("fromSide"), directionLetter(p.fromSide)},
                                       {QStringLiteral("to"), p.to.name()},
                                       {QStringLiteral("toSide"), directionLetter(p.toSide)}});
    for (const Seat& s : seats)
        seatArray.append(seatJson(s));
    QList<int> ids = cards.keys();
    std::sort(ids.begin(), ids.end());
    for (int id : ids)
        cardArray.append(QJsonArray{id, cards.value(id)});
    for (const Treasure& t : treasures)
        treasureArray.append(QJsonObject{{QStringLiteral("id"), t.id},
                                         {QStringLiteral("owner"), t.owner},
                                         {QStringLiteral("square"), squareJson(t.square)},
                                         {QStringLiteral("carriedBy"), t.carriedBy}});
    for (const BoardObject& o : objects) {
        QJsonObject j{{QStringLiteral("id"), o.id},           {QStringLiteral("card"), o.card},
                      {QStringLiteral("square"), squareJson(o.square)}, {QStringLiteral("maintainer"), o.maintainer},
                      {QStringLiteral("dropped"), o.dropped}};
        if (o.onEdge)
            j.insert(QStringLiteral("edge"), edgeJson(o.edge));
        objectArray.append(j);
    }
    for (auto it = edges.begin(); it != edges.end(); ++it) {
        QJsonObject j = edgeJson(it.key());
        j.insert(QStringLiteral("cracks"), it->cracks);
        j.insert(QStringLiteral("destroyed"), it->destroyed);
        j.insert(QStringLiteral("createdBy"), it->createdBy);
        j.insert(QStringLiteral("createdBlocksLos"), it->createdBlocksLos);
        edgeArray.append(j);
    }
    QJsonObject out{{QStringLiteral("options"), opts},
            {QStringLiteral("victoryPointsToWin"), victoryPointsToWin},
            {QStringLiteral("schools"), schoolArray},
            {QStringLiteral("boardSide"), QString(boardSide)},
            {QStringLiteral("placements"), placementArray},
            {QStringLiteral("maps"), mapArray},
            {QStringLiteral("portals"), portalArray},
            {QStringLiteral("seats"), seatArray},
            {QStringLiteral("cards"), cardArray},
            {QStringLiteral("deck"), intArray(deck)},
            {QStringLiteral("discard"), intArray(discard)},
            {QStringLiteral("treasures"), treasureArray},
            {QStringLiteral("objects"), objectArray},
            {QStringLiteral("edges"), edgeArray},
            {QStringLiteral("turn"),
             QJsonObject{{QStringLiteral("active"), turn.active},
                         {QStringLiteral("number"), turn.number},
                         {QStringLiteral("phase"), phaseKey(turn.phase)},
                         {QStringLiteral("movement"), turn.movement},
                         {QStringLiteral("boosted"), turn.boosted},
                         {QStringLiteral("attacked"), turn.attacked},
                         {QStringLiteral("moved"), turn.moved},
                         {QStringLiteral("stunned"), turn.stunned},
                         {QStringLiteral("drawn"), turn.drawn}}},
            {QStringLiteral("attack"), attackJson(attack)},
            {QStringLiteral("mustDiscard"), mustDiscard},
            {QStringLiteral("winner"), winner},
            {QStringLiteral("winReason"), winReason},
            {QStringLiteral("nextObjectId"), nextObjectId}};
    if (!second.schools.isEmpty()) // Custom Spellbook: a game without it stores what it stored before
        out.insert(QStringLiteral("second"), QJsonObject{{QStringLiteral("schools"), QJsonArray::fromStringList(second.schools)},
                                                         {QStringLiteral("deck"), intArray(second.deck)},
                                                         {QStringLiteral("discard"), intArray(second.discard)}});
    return out;
}

GameState GameState::fromJson(const QJsonObject& json)
{
    GameState g;
    for (const QJsonValue& v : json.value(QLatin1String("options")).toArray())
        if (const auto o = optionFromKey(v.toString()))
            g.options.append(*o);
    g.victoryPointsToWin = json.value(QLatin1String("victoryPointsToWin")).toInt();
    for (const QJsonValue& v : json.value(QLatin1String("schools")).toArray())
        g.schools.append(v.toString());
    const QString side = json.value(QLatin1String("boardSide")).toString();
    g.boardSide = side.isEmpty() ? QLatin1Char('A') : side.at(0);
    for (const QJsonValue& v : json.value(QLatin1String("placements")).toArray()) {
        const QJsonObject o = v.toObject();
        const QString s = o.value(QLatin1String("side")).toString();
        g.placements.append({o.value(QLatin1String("sector")).toInt(1), s.isEmpty() ? QLatin1Char('A') : s.at(0),
                             o.value(QLatin1String("slot")).toArray().at(0).toInt(),
                             o.value(QLatin1String("slot")).toArray().at(1).toInt(),
                             o.value(QLatin1String("quarterTurns")).toInt()});
    }
    for (const QJsonValue& v : json.value(QLatin1String("maps")).toArray())
        g.maps.append(v.toString());
    for (const QJsonValue& v : json.value(QLatin1String("portals")).toArray()) {
        const QJsonObject o = v.toObject();
        g.portals.append({squareFrom(o.value(QLatin1String("from"))),
                          directionFromName(o.value(QLatin1String("fromSide")).toString()).value_or(Direction::North),
                          squareFrom(o.value(QLatin1String("to"))),
                          directionFromName(o.value(QLatin1String("toSide")).toString()).value_or(Direction::North)});
    }
    for (const QJsonValue& v : json.value(QLatin1String("seats")).toArray())
        g.seats.append(seatFrom(v.toObject()));
    for (const QJsonValue& v : json.value(QLatin1String("cards")).toArray())
        g.cards.insert(v.toArray().at(0).toInt(), v.toArray().at(1).toString());
    g.deck = intList(json.value(QLatin1String("deck")));
    g.discard = intList(json.value(QLatin1String("discard")));
    const QJsonObject second = json.value(QLatin1String("second")).toObject();
    for (const QJsonValue& v : second.value(QLatin1String("schools")).toArray())
        g.second.schools.append(v.toString());
    g.second.deck = intList(second.value(QLatin1String("deck")));
    g.second.discard = intList(second.value(QLatin1String("discard")));
    for (const QJsonValue& v : json.value(QLatin1String("treasures")).toArray()) {
        const QJsonObject o = v.toObject();
        g.treasures.append({o.value(QLatin1String("id")).toInt(), o.value(QLatin1String("owner")).toInt(),
                            squareFrom(o.value(QLatin1String("square"))), o.value(QLatin1String("carriedBy")).toInt(-1)});
    }
    for (const QJsonValue& v : json.value(QLatin1String("objects")).toArray()) {
        const QJsonObject o = v.toObject();
        BoardObject b;
        b.id = qint64(o.value(QLatin1String("id")).toDouble());
        b.card = o.value(QLatin1String("card")).toInt();
        b.square = squareFrom(o.value(QLatin1String("square")));
        b.onEdge = o.contains(QLatin1String("edge"));
        if (b.onEdge)
            b.edge = edgeFrom(o.value(QLatin1String("edge")));
        b.maintainer = o.value(QLatin1String("maintainer")).toInt(-1);
        b.dropped = o.value(QLatin1String("dropped")).toBool();
        g.objects.append(b);
    }
    for (const QJsonValue& v : json.value(QLatin1String("edges")).toArray()) {
        const QJsonObject o = v.toObject();
        EdgeState st;
        st.cracks = o.value(QLatin1String("cracks")).toInt();
        st.destroyed = o.value(QLatin1String("destroyed")).toBool();
        st.createdBy = qint64(o.value(QLatin1String("createdBy")).toDouble());
        st.createdBlocksLos = o.value(QLatin1String("createdBlocksLos")).toBool(true);
        g.edges.insert(edgeFrom(o), st);
    }
    const QJsonObject t = json.value(QLatin1String("turn")).toObject();
    g.turn.active = t.value(QLatin1String("active")).toInt();
    g.turn.number = t.value(QLatin1String("number")).toInt(1);
    g.turn.phase = phaseFromKey(t.value(QLatin1String("phase")).toString());
    g.turn.movement = t.value(QLatin1String("movement")).toInt();
    g.turn.boosted = t.value(QLatin1String("boosted")).toBool();
    g.turn.attacked = t.value(QLatin1String("attacked")).toBool();
    g.turn.moved = t.value(QLatin1String("moved")).toBool();
    g.turn.stunned = t.value(QLatin1String("stunned")).toBool();
    g.turn.drawn = t.value(QLatin1String("drawn")).toInt();
    g.attack = attackFrom(json.value(QLatin1String("attack")).toObject());
    g.mustDiscard = json.value(QLatin1String("mustDiscard")).toInt(-1);
    g.winner = json.value(QLatin1String("winner")).toInt(-1);
    g.winReason = json.value(QLatin1String("winReason")).toString();
    g.nextObjectId = qint64(json.value(QLatin1String("nextObjectId")).toDouble(1));
    return g;
}

} // namespace hk::wizwar
