#include "combat/CombatState.h"
#include "combat/FigureKeys.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <optional>
#include <utility>

namespace hk {

namespace {

constexpr auto kPhases = enumKeys<CombatPhase>({
    {CombatPhase::Setup, "setup"},         {CombatPhase::Initiative, "initiative"},
    {CombatPhase::RenewSpells, "renew"},   {CombatPhase::Movement, "movement"},
    {CombatPhase::Actions, "actions"},     {CombatPhase::ForcedRetreats, "retreats"},
    {CombatPhase::Ended, "ended"},
});
static_assert(kPhases.distinct());

QJsonArray hexArray(const QList<HexCoord>& hexes)
{
    QJsonArray a;
    for (const HexCoord& h : hexes)
        a.append(hexToJson(h));
    return a;
}

QList<HexCoord> hexList(const QJsonValue& v)
{
    QList<HexCoord> out;
    for (const QJsonValue& h : v.toArray())
        out.append(hexFromJson(h));
    return out;
}

QList<HexCoord> sorted(const QSet<HexCoord>& set)
{
    QList<HexCoord> list(set.begin(), set.end());
    std::sort(list.begin(), list.end());
    return list;
}

QJsonObject conditionToJson(const FigureCondition& c)
{
    QJsonObject o{{QStringLiteral("key"), c.key}, {QStringLiteral("turnsLeft"), c.turnsLeft}};
    if (c.dx)
        o.insert(QStringLiteral("dx"), c.dx);
    if (c.hitsStopped)
        o.insert(QStringLiteral("hitsStopped"), c.hitsStopped);
    if (!c.source.isEmpty())
        o.insert(QStringLiteral("source"), c.source);
    if (c.dxAgainst)
        o.insert(QStringLiteral("dxAgainst"), c.dxAgainst);
    if (c.maMultiplier != 1)
        o.insert(QStringLiteral("maMultiplier"), c.maMultiplier);
    if (c.maFixed >= 0)
        o.insert(QStringLiteral("maFixed"), c.maFixed);
    if (c.dxPerTurn)
        o.insert(QStringLiteral("dxPerTurn"), c.dxPerTurn);
    if (c.noAction)
        o.insert(QStringLiteral("noAction"), true);
    if (c.secret)
        o.insert(QStringLiteral("secret"), true);
    if (c.progress)
        o.insert(QStringLiteral("progress"), c.progress);
    for (const auto& [key, value] : {std::pair{"stAdded", c.stAdded}, std::pair{"stWithout", c.stWithout}, std::pair{"iqAdded", c.iqAdded}}) {
        if (value)
            o.insert(QLatin1String(key), value);
    }
    if (c.distanceAtStart >= 0)
        o.insert(QStringLiteral("distanceAtStart"), c.distanceAtStart);
    return o;
}

FigureCondition conditionFromJson(const QJsonObject& o)
{
    FigureCondition c;
    c.key = o.value(QLatin1String("key")).toString();
    c.turnsLeft = o.value(QLatin1String("turnsLeft")).toInt(-1);
    c.dx = o.value(QLatin1String("dx")).toInt();
    c.hitsStopped = o.value(QLatin1String("hitsStopped")).toInt();
    c.source = o.value(QLatin1String("source")).toString();
    c.dxAgainst = o.value(QLatin1String("dxAgainst")).toInt();
    c.maMultiplier = o.value(QLatin1String("maMultiplier")).toDouble(1);
    c.maFixed = o.value(QLatin1String("maFixed")).toInt(-1);
    c.dxPerTurn = o.value(QLatin1String("dxPerTurn")).toInt();
    c.noAction = o.value(QLatin1String("noAction")).toBool();
    c.secret = o.value(QLatin1String("secret")).toBool();
    c.progress = o.value(QLatin1String("progress")).toInt();
    c.stAdded = o.value(QLatin1String("stAdded")).toInt();
    c.stWithout = o.value(QLatin1String("stWithout")).toInt();
    c.iqAdded = o.value(QLatin1String("iqAdded")).toInt();
    c.distanceAtStart = o.value(QLatin1String("distanceAtStart")).toInt(-1);
    return c;
}

QJsonObject bodyToJson(const CombatFigure& f)
{
    QJsonArray conditions;
    for (const FigureCondition& c : f.conditions)
        conditions.append(conditionToJson(c));
    QJsonObject o{{QStringLiteral("id"), f.id},
                       {QStringLiteral("name"), f.name},
                       {QStringLiteral("side"), f.side},
                       {QStringLiteral("stBasic"), f.stBasic},
                       {QStringLiteral("st"), f.st},
                       {QStringLiteral("dx"), f.dx},
                       {QStringLiteral("iq"), f.iq},
                       {QStringLiteral("ma"), f.ma},
                       {QStringLiteral("shape"), kBodyShapeKeys.toKey(f.shape)},
                       {QStringLiteral("position"), hexToJson(f.position)},
                       {QStringLiteral("facing"), f.facing},
                       {QStringLiteral("posture"), kPostureKeys.toKey(f.posture)},
                       {QStringLiteral("vitality"), kVitalityKeys.toKey(f.vitality)},
                       {QStringLiteral("armed"), f.armed},
                       {QStringLiteral("weaponInHand"), f.weaponInHand},
                       {QStringLiteral("weaponDropped"), f.weaponDropped},
                       {QStringLiteral("weaponBreaks"), f.weaponBreaks},
                       {QStringLiteral("staffIsWeapon"), f.staffIsWeapon},
                       {QStringLiteral("armor"), f.armor},
                       {QStringLiteral("conditions"), conditions},
                       {QStringLiteral("option"), f.optionKey},
                       {QStringLiteral("hitsThisTurn"), f.hitsThisTurn},
                       {QStringLiteral("acted"), f.actedThisTurn}};
    if (f.hitsRolledThisTurn)
        o.insert(QStringLiteral("hitsRolledThisTurn"), f.hitsRolledThisTurn);
    if (f.nonlethal)
        o.insert(QStringLiteral("nonlethal"), f.nonlethal);
    if (f.nonlethalStopped)
        o.insert(QStringLiteral("nonlethalStopped"), f.nonlethalStopped);
    return o;
}

CombatFigure bodyFromJson(const QJsonObject& o)
{
    CombatFigure f;
    f.id = o.value(QLatin1String("id")).toString();
    f.name = o.value(QLatin1String("name")).toString();
    f.side = o.value(QLatin1String("side")).toInt();
    f.stBasic = o.value(QLatin1String("stBasic")).toInt();
    f.st = o.value(QLatin1String("st")).toInt();
    f.dx = o.value(QLatin1String("dx")).toInt();
    f.iq = o.value(QLatin1String("iq")).toInt();
    f.ma = o.value(QLatin1String("ma")).toInt();
    f.shape = kBodyShapeKeys.fromKey(o.value(QLatin1String("shape")).toString(), BodyShape::OneHex);
    f.position = hexFromJson(o.value(QLatin1String("position")));
    f.facing = o.value(QLatin1String("facing")).toInt();
    f.posture = kPostureKeys.fromKey(o.value(QLatin1String("posture")).toString(), Posture::Standing);
    f.vitality = kVitalityKeys.fromKey(o.value(QLatin1String("vitality")).toString(), Vitality::Active);
    f.armed = o.value(QLatin1String("armed")).toBool(true);
    f.weaponInHand = o.value(QLatin1String("weaponInHand")).toBool(f.armed); // older files: as before, armed meant in hand
    f.weaponDropped = o.value(QLatin1String("weaponDropped")).toBool();
    f.weaponBreaks = o.value(QLatin1String("weaponBreaks")).toInt();
    f.staffIsWeapon = o.value(QLatin1String("staffIsWeapon")).toBool();
    f.armor = o.value(QLatin1String("armor")).toInt();
    for (const QJsonValue& c : o.value(QLatin1String("conditions")).toArray())
        f.conditions.append(conditionFromJson(c.toObject()));
    f.optionKey = o.value(QLatin1String("option")).toString();
    f.hitsThisTurn = o.value(QLatin1String("hitsThisTurn")).toInt();
    f.actedThisTurn = o.value(QLatin1String("acted")).toBool();
    f.hitsRolledThisTurn = o.value(QLatin1String("hitsRolledThisTurn")).toInt();
    f.nonlethal = o.value(QLatin1String("nonlethal")).toInt();
    f.nonlethalStopped = o.value(QLatin1String("nonlethalStopped")).toInt();
    return f;
}

} // namespace

QJsonObject hexToJson(const HexCoord& h)
{
    return QJsonObject{{QStringLiteral("q"), h.q}, {QStringLiteral("r"), h.r}};
}

HexCoord hexFromJson(const QJsonValue& v)
{
    const QJsonObject o = v.toObject();
    return {o.value(QLatin1String("q")).toInt(), o.value(QLatin1String("r")).toInt()};
}

QString phaseKey(CombatPhase phase)
{
    return kPhases.toKey(phase);
}

CombatPhase phaseFromKey(const QString& key)
{
    return kPhases.fromKey(key, CombatPhase::Setup);
}

QString phaseName(CombatPhase phase)
{
    switch (phase) {
    case CombatPhase::Setup: return QCoreApplication::translate("hk::CombatState", "Setting up");
    case CombatPhase::Initiative: return QCoreApplication::translate("hk::CombatState", "Initiative");
    case CombatPhase::RenewSpells: return QCoreApplication::translate("hk::CombatState", "Renew spells");
    case CombatPhase::Movement: return QCoreApplication::translate("hk::CombatState", "Movement");
    case CombatPhase::Actions: return QCoreApplication::translate("hk::CombatState", "Actions");
    case CombatPhase::ForcedRetreats: return QCoreApplication::translate("hk::CombatState", "Forced retreats");
    case CombatPhase::Ended: return QCoreApplication::translate("hk::CombatState", "Ended");
    }
    return {};
}

namespace {

// The JSON of the figures written lately, by figure id. Why: every tracker action writes the whole state
// back, and writing a hundred unchanged figures again was most of an action's cost. A figure equal to the
// one remembered gives the same JSON (toJson is a pure function of the figure), so nothing changes in the file.
struct WrittenFigure
{
    EncounterFigure figure;
    QJsonObject json;
    QByteArray text; // compact, made when first asked for
};
constexpr qsizetype writtenFiguresKept = 2000;
thread_local QHash<QString, WrittenFigure> writtenFigures;

QJsonObject figureJson(const EncounterFigure& f);

WrittenFigure& written(const EncounterFigure& f)
{
    const auto it = writtenFigures.find(f.body.id);
    if (it != writtenFigures.end() && it->figure == f)
        return *it;
    if (writtenFigures.size() >= writtenFiguresKept)
        writtenFigures.clear();
    return *writtenFigures.insert(f.body.id, {f, figureJson(f), {}});
}

// The figure as compact JSON, exactly as QJsonDocument writes it inside the state.
const QByteArray& compactText(const EncounterFigure& f)
{
    WrittenFigure& w = written(f);
    if (w.text.isNull())
        w.text = QJsonDocument(w.json).toJson(QJsonDocument::Compact);
    return w.text;
}

} // namespace

QJsonObject EncounterFigure::toJson() const
{
    return written(*this).json;
}

namespace {

QJsonObject figureJson(const EncounterFigure& f)
{
    QJsonObject o = bodyToJson(f.body);
    o.insert(QStringLiteral("kind"), figureKindKey(f.kind));
    if (f.characterId)
        o.insert(QStringLiteral("characterId"), f.characterId);
    if (!f.creature.isEmpty())
        o.insert(QStringLiteral("creature"), f.creature);
    if (!f.master.isEmpty())
        o.insert(QStringLiteral("master"), f.master);
    if (!f.damage.isEmpty())
        o.insert(QStringLiteral("damage"), f.damage);
    if (!f.weapon.isEmpty())
        o.insert(QStringLiteral("weapon"), f.weapon);
    if (!f.weapons.isEmpty()) {
        QJsonArray weapons;
        for (const CombatWeapon& w : f.weapons)
            weapons.append(w.toJson());
        o.insert(QStringLiteral("weapons"), weapons);
    }
    if (f.straightRun)
        o.insert(QStringLiteral("straightRun"), f.straightRun);
    if (!f.disengagedFrom.isEmpty()) {
        o.insert(QStringLiteral("disengagedFrom"), QJsonArray::fromStringList(f.disengagedFrom));
        o.insert(QStringLiteral("leftHex"), hexToJson(f.leftHex));
        o.insert(QStringLiteral("disengageDex"), f.disengageDex);
    }
    if (f.shieldFront)
        o.insert(QStringLiteral("shieldFront"), f.shieldFront);
    if (f.shieldRear)
        o.insert(QStringLiteral("shieldRear"), f.shieldRear);
    if (!f.spells.isEmpty())
        o.insert(QStringLiteral("spells"), QJsonArray::fromStringList(f.spells));
    if (!f.skills.isEmpty())
        o.insert(QStringLiteral("skills"), QJsonArray::fromStringList(f.skills));
    o.insert(QStringLiteral("placed"), f.placed);
    if (f.hidden)
        o.insert(QStringLiteral("hidden"), true);
    o.insert(QStringLiteral("wounds"), f.wounds);
    o.insert(QStringLiteral("fatigue"), f.fatigue);
    o.insert(QStringLiteral("actions"), f.actions);
    if (f.magicalSt >= 0)
        o.insert(QStringLiteral("magicalSt"), f.magicalSt);
    if (f.castingDx)
        o.insert(QStringLiteral("castingDx"), f.castingDx);
    for (const auto& [key, value] : {std::pair{"missileSpellDx", f.missileSpellDx}, std::pair{"rangedDx", f.rangedDx},
                                     std::pair{"rangedDamage", f.rangedDamage}, std::pair{"dxFromLarger", f.dxFromLarger}}) {
        if (value)
            o.insert(QLatin1String(key), value);
    }
    if (f.shieldReady)
        o.insert(QStringLiteral("shieldReady"), true);
    if (f.castingLimits.weapon || f.castingLimits.shield)
        o.insert(QStringLiteral("castingLimits"), QJsonObject{{QStringLiteral("weapon"), f.castingLimits.weapon},
                                                              {QStringLiteral("shield"), f.castingLimits.shield}});
    o.insert(QStringLiteral("engagedAtStart"), f.engagedAtStart);
    o.insert(QStringLiteral("moved"), f.moved);
    o.insert(QStringLiteral("hexesMoved"), f.hexesMoved);
    if (!f.hurtThisTurn.isEmpty())
        o.insert(QStringLiteral("hurtThisTurn"), QJsonArray::fromStringList(f.hurtThisTurn));
    if (f.hitAdjacentWithMissile)
        o.insert(QStringLiteral("hitAdjacentWithMissile"), true);
    return o;
}

} // namespace

bool EncounterFigure::fromJson(const QJsonObject& o, EncounterFigure* out, QString* error)
{
    EncounterFigure f;
    f.body = bodyFromJson(o);
    const QJsonValue kind = o.value(QLatin1String("kind"));
    const std::optional<FigureKind> known = kind.isUndefined() || kind.isNull()
                                                ? std::optional(FigureKind::Creature)
                                                : kFigureKindKeys.fromKey(kind.toVariant().toString());
    if (!known) {
        if (error)
            *error = QCoreApplication::translate("hk::CombatState",
                                                 "The figure “%1” of this encounter is of a kind this version does not know (“%2”).")
                         .arg(f.body.name, kind.toVariant().toString());
        return false;
    }
    f.kind = *known;
    f.characterId = o.value(QLatin1String("characterId")).toVariant().toLongLong();
    f.creature = o.value(QLatin1String("creature")).toString();
    f.master = o.value(QLatin1String("master")).toString();
    f.damage = o.value(QLatin1String("damage")).toString();
    f.weapon = o.value(QLatin1String("weapon")).toString();
    for (const QJsonValue& w : o.value(QLatin1String("weapons")).toArray())
        f.weapons.append(CombatWeapon::fromJson(w.toObject()));
    f.straightRun = o.value(QLatin1String("straightRun")).toInt();
    f.shieldFront = o.value(QLatin1String("shieldFront")).toInt();
    for (const QJsonValue& v : o.value(QLatin1String("disengagedFrom")).toArray())
        f.disengagedFrom.append(v.toString());
    if (o.contains(QLatin1String("leftHex")))
        f.leftHex = hexFromJson(o.value(QLatin1String("leftHex")));
    f.disengageDex = o.value(QLatin1String("disengageDex")).toInt();
    f.shieldRear = o.value(QLatin1String("shieldRear")).toInt();
    for (const QJsonValue& s : o.value(QLatin1String("spells")).toArray())
        f.spells.append(s.toString());
    for (const QJsonValue& s : o.value(QLatin1String("skills")).toArray())
        f.skills.append(s.toString());
    f.placed = o.value(QLatin1String("placed")).toBool();
    f.hidden = o.value(QLatin1String("hidden")).toBool();
    f.wounds = o.value(QLatin1String("wounds")).toInt();
    f.fatigue = o.value(QLatin1String("fatigue")).toInt();
    f.actions = o.value(QLatin1String("actions")).toInt();
    f.magicalSt = o.value(QLatin1String("magicalSt")).toInt(-1);
    f.castingDx = o.value(QLatin1String("castingDx")).toInt();
    f.missileSpellDx = o.value(QLatin1String("missileSpellDx")).toInt();
    f.rangedDx = o.value(QLatin1String("rangedDx")).toInt();
    f.rangedDamage = o.value(QLatin1String("rangedDamage")).toInt();
    f.dxFromLarger = o.value(QLatin1String("dxFromLarger")).toInt();
    f.shieldReady = o.value(QLatin1String("shieldReady")).toBool();
    const QJsonObject limits = o.value(QLatin1String("castingLimits")).toObject();
    f.castingLimits = {limits.value(QLatin1String("weapon")).toBool(), limits.value(QLatin1String("shield")).toBool()};
    f.engagedAtStart = o.value(QLatin1String("engagedAtStart")).toBool();
    f.moved = o.value(QLatin1String("moved")).toBool();
    f.hexesMoved = o.value(QLatin1String("hexesMoved")).toInt();
    for (const QJsonValue& s : o.value(QLatin1String("hurtThisTurn")).toArray())
        f.hurtThisTurn.append(s.toString());
    f.hitAdjacentWithMissile = o.value(QLatin1String("hitAdjacentWithMissile")).toBool();
    *out = f;
    return true;
}

QJsonObject ActiveSpell::toJson() const
{
    QJsonObject o{{QStringLiteral("serial"), serial},   {QStringLiteral("spell"), spell},
                  {QStringLiteral("name"), name},       {QStringLiteral("caster"), caster},
                  {QStringLiteral("target"), target},   {QStringLiteral("condition"), condition},
                  {QStringLiteral("upkeep"), upkeep},   {QStringLiteral("turnsLeft"), turnsLeft},
                  {QStringLiteral("renewed"), renewedThisTurn}};
    if (!hexes.isEmpty())
        o.insert(QStringLiteral("hexes"), hexArray(hexes));
    if (secret)
        o.insert(QStringLiteral("secret"), true);
    if (previousSide)
        o.insert(QStringLiteral("previousSide"), previousSide);
    if (partOf)
        o.insert(QStringLiteral("partOf"), partOf);
    if (upkeepTurns > 1) { // only then, so fights without an upkeep per minute replay as before
        o.insert(QStringLiteral("upkeepTurns"), upkeepTurns);
        o.insert(QStringLiteral("paidThrough"), paidThrough);
    }
    return o;
}

ActiveSpell ActiveSpell::fromJson(const QJsonObject& o)
{
    ActiveSpell s;
    s.serial = o.value(QLatin1String("serial")).toInt();
    s.spell = o.value(QLatin1String("spell")).toString();
    s.name = o.value(QLatin1String("name")).toString();
    s.caster = o.value(QLatin1String("caster")).toString();
    s.target = o.value(QLatin1String("target")).toString();
    s.condition = o.value(QLatin1String("condition")).toString();
    s.hexes = hexList(o.value(QLatin1String("hexes")));
    s.upkeep = o.value(QLatin1String("upkeep")).toInt();
    s.turnsLeft = o.value(QLatin1String("turnsLeft")).toInt(-1);
    s.renewedThisTurn = o.value(QLatin1String("renewed")).toBool();
    s.secret = o.value(QLatin1String("secret")).toBool();
    s.previousSide = o.value(QLatin1String("previousSide")).toInt();
    s.partOf = o.value(QLatin1String("partOf")).toInt();
    s.upkeepTurns = std::max(1, o.value(QLatin1String("upkeepTurns")).toInt(1));
    s.paidThrough = o.value(QLatin1String("paidThrough")).toInt();
    return s;
}

EncounterFigure* CombatState::figure(const QString& id)
{
    for (EncounterFigure& f : figures) {
        if (f.body.id == id)
            return &f;
    }
    return nullptr;
}

const EncounterFigure* CombatState::figure(const QString& id) const
{
    return const_cast<CombatState*>(this)->figure(id);
}

bool CombatState::madeBeing(const ActiveSpell& sp) const
{
    const EncounterFigure* made = figure(sp.target);
    return made && made->isCreation() && made->master == sp.caster && sp.condition.isEmpty();
}

ActiveSpell* CombatState::spell(int serial)
{
    for (ActiveSpell& s : spells) {
        if (s.serial == serial)
            return &s;
    }
    return nullptr;
}

QList<int> CombatState::sides() const
{
    QList<int> out;
    for (const EncounterFigure& f : figures) {
        if (!out.contains(f.body.side))
            out.append(f.body.side);
    }
    std::sort(out.begin(), out.end());
    return out;
}

QList<const EncounterFigure*> CombatState::onMap() const
{
    QList<const EncounterFigure*> out;
    for (const EncounterFigure& f : figures) {
        if (f.placed && f.body.vitality != Vitality::Dead)
            out.append(&f);
    }
    return out;
}

QList<CombatFigure> CombatState::bodiesOnMap() const
{
    QList<CombatFigure> out;
    for (const EncounterFigure* f : onMap())
        out.append(f->body);
    return out;
}

QString CombatState::newFigureId(const QString& base)
{
    // Letters and digits, each run of anything else one hyphen: "Snake, Small 1" is snake-small-1.
    QString slug;
    for (const QChar c : base.toLower()) {
        if (c.isLetterOrNumber())
            slug.append(c);
        else if (!slug.isEmpty() && !slug.endsWith(QLatin1Char('-')))
            slug.append(QLatin1Char('-'));
    }
    while (slug.endsWith(QLatin1Char('-')))
        slug.chop(1);
    if (slug.isEmpty())
        slug = QStringLiteral("figure");
    QString id = slug;
    int n = 2;
    while (figure(id))
        id = QStringLiteral("%1-%2").arg(slug).arg(n++);
    return id;
}

namespace {

// Every key of the state but "figures".
QJsonObject withoutFigures(const CombatState& s)
{
    QJsonArray sp;
    for (const ActiveSpell& spell : s.spells)
        sp.append(spell.toJson());
    QJsonArray order;
    for (int side : s.movementOrder)
        order.append(side);
    const HexMap& map = s.map;
    QJsonObject m{{QStringLiteral("columns"), map.columns()},
                          {QStringLiteral("rows"), map.rows()},
                          {QStringLiteral("kind"), map.kind() == HexMap::Kind::Tunnel ? QStringLiteral("tunnel") : QStringLiteral("arena")},
                          {QStringLiteral("walls"), hexArray(sorted(map.walls()))},
                          {QStringLiteral("tunnel"), hexArray(sorted(map.tunnelHexes()))}};
    QList<HexCoord> created;
    for (const HexCoord& h : map.walls()) {
        if (map.isCreatedWall(h))
            created.append(h);
    }
    std::sort(created.begin(), created.end());
    m.insert(QStringLiteral("createdWalls"), hexArray(created));
    QJsonObject o{{QStringLiteral("format"), CombatState::JsonFormat},
                       {QStringLiteral("map"), m},
                       {QStringLiteral("fire"), hexArray(sorted(s.fire))},
                       {QStringLiteral("shadow"), hexArray(sorted(s.shadow))},
                       {QStringLiteral("spells"), sp},
                       {QStringLiteral("turn"), s.turn},
                       {QStringLiteral("phase"), phaseKey(s.phase)},
                       {QStringLiteral("initiativeSide"), s.initiativeSide},
                       {QStringLiteral("movementOrder"), order},
                       {QStringLiteral("movingSide"), s.movingSide},
                       {QStringLiteral("actor"), s.actor},
                       {QStringLiteral("nextSerial"), s.nextSerial}};
    if (!s.initiativeOrder.isEmpty())
        o.insert(QStringLiteral("initiativeOrder"), QJsonArray::fromStringList(s.initiativeOrder));
    if (!s.mover.isEmpty())
        o.insert(QStringLiteral("mover"), s.mover);
    return o;
}

} // namespace

QJsonObject CombatState::toJson() const
{
    QJsonObject o = withoutFigures(*this);
    QJsonArray figs;
    for (const EncounterFigure& f : figures)
        figs.append(f.toJson());
    o.insert(QStringLiteral("figures"), figs);
    return o;
}

QByteArray CombatState::toCompactJson() const
{
    // Everything but the figures through QJsonDocument, with an empty figure list; then the figures' own
    // compact texts (kept for unchanged figures) go between its brackets. A key inside a string has its
    // quotes escaped, so the first "figures":[] is the key itself.
    static const QByteArray emptyFigures = QByteArrayLiteral("\"figures\":[]");
    QJsonObject o = withoutFigures(*this);
    o.insert(QStringLiteral("figures"), QJsonArray());
    QByteArray text = QJsonDocument(o).toJson(QJsonDocument::Compact);
    QByteArray list;
    for (const EncounterFigure& f : figures) {
        if (!list.isEmpty())
            list += ',';
        list += compactText(f);
    }
    const qsizetype at = text.indexOf(emptyFigures);
    Q_ASSERT(at >= 0);
    text.insert(at + emptyFigures.size() - 1, list);
    return text;
}

bool CombatState::fromJson(const QJsonObject& o, CombatState* out, QString* error)
{
    const int format = o.value(QLatin1String("format")).toInt();
    if (format < 1 || format > JsonFormat) {
        if (error)
            *error = QCoreApplication::translate("hk::CombatState",
                                                 "This encounter was saved in format %1, which this version cannot read.")
                         .arg(format);
        return false;
    }
    CombatState s;
    const QJsonObject m = o.value(QLatin1String("map")).toObject();
    const int columns = m.value(QLatin1String("columns")).toInt();
    const int rows = m.value(QLatin1String("rows")).toInt();
    if (columns < 1 || rows < 1 || columns > 200 || rows > 200) {
        if (error)
            *error = QCoreApplication::translate("hk::CombatState", "The encounter's map size %1×%2 is not usable.")
                         .arg(columns)
                         .arg(rows);
        return false;
    }
    s.map = HexMap(columns, rows,
                   m.value(QLatin1String("kind")).toString() == QLatin1String("tunnel") ? HexMap::Kind::Tunnel
                                                                                        : HexMap::Kind::Arena);
    const QList<HexCoord> created = hexList(m.value(QLatin1String("createdWalls")));
    for (const HexCoord& h : hexList(m.value(QLatin1String("walls"))))
        s.map.setWall(h, true, created.contains(h));
    const QList<HexCoord> tunnel = hexList(m.value(QLatin1String("tunnel")));
    s.map.setTunnelHexes(QSet<HexCoord>(tunnel.begin(), tunnel.end()));
    for (const HexCoord& h : hexList(o.value(QLatin1String("fire"))))
        s.fire.insert(h);
    for (const HexCoord& h : hexList(o.value(QLatin1String("shadow"))))
        s.shadow.insert(h);
    for (const QJsonValue& f : o.value(QLatin1String("figures")).toArray()) {
        EncounterFigure figure;
        if (!EncounterFigure::fromJson(f.toObject(), &figure, error))
            return false;
        s.figures.append(figure);
    }
    for (const QJsonValue& sp : o.value(QLatin1String("spells")).toArray())
        s.spells.append(ActiveSpell::fromJson(sp.toObject()));
    s.turn = o.value(QLatin1String("turn")).toInt();
    s.phase = phaseFromKey(o.value(QLatin1String("phase")).toString());
    s.initiativeSide = o.value(QLatin1String("initiativeSide")).toInt(-1);
    for (const QJsonValue& side : o.value(QLatin1String("movementOrder")).toArray())
        s.movementOrder.append(side.toInt());
    s.movingSide = o.value(QLatin1String("movingSide")).toInt(-1);
    s.actor = o.value(QLatin1String("actor")).toString();
    for (const QJsonValue& id : o.value(QLatin1String("initiativeOrder")).toArray())
        s.initiativeOrder.append(id.toString());
    s.mover = o.value(QLatin1String("mover")).toString();
    s.nextSerial = o.value(QLatin1String("nextSerial")).toInt(1);
    *out = s;
    return true;
}

} // namespace hk
