#include "combat/CombatView.h"

#include "combat/CombatTurn.h"
#include "combat/FigureKeys.h"
#include "combat/Footprint.h"

#include <QJsonArray>

#include <algorithm>

namespace hk::CombatView {

CombatState forPlayers(const CombatState& state)
{
    CombatState s = state;
    // Hidden by the GM, or invisible (l.627): its place is not for the players' screen.
    const auto unseen = [](const EncounterFigure& f) { return f.isUnseen(); };
    QStringList hiddenIds;
    for (const EncounterFigure& f : state.figures) {
        if (unseen(f))
            hiddenIds.append(f.body.id);
    }
    s.figures.removeIf(unseen);
    for (EncounterFigure& f : s.figures) {
        f.body.conditions.removeIf([](const FigureCondition& c) { return c.secret; });
        if (f.isFake()) {
            // Shown as the creature it pretends to be: a summoned being of its caster.
            f.kind = FigureKind::Summoned;
        }
        // Hits are seen at the table; ST spent on spells is not. A caster's ST would tell a real summons (its
        // cost and upkeep) from an illusion of the same creature, so players see ST less hits only.
        f.body.st = qMin(f.body.stBasic, f.body.st + f.fatigue);
        f.wounds = 0;
        f.fatigue = 0;
    }
    // The spell that made a being is left out for real and fake alike: a summons listed beside an illusion
    // listed as nothing would tell them apart.
    s.spells.removeIf([&](const ActiveSpell& sp) {
        const EncounterFigure* target = state.figure(sp.target);
        return sp.secret || hiddenIds.contains(sp.caster) || hiddenIds.contains(sp.target) || (target && target->isFake())
               || state.madeBeing(sp);
    });
    if (hiddenIds.contains(s.actor))
        s.actor.clear();
    for (const QString& id : hiddenIds)
        s.initiativeOrder.removeAll(id);
    if (hiddenIds.contains(s.mover))
        s.mover.clear();
    return s;
}

QList<const EncounterFigure*> actionOrder(const CombatState& state)
{
    QList<const EncounterFigure*> out;
    if (!state.initiativeOrder.isEmpty()) {
        // Figure order (Warrior & Wizard): the turn's initiative order, fixed whatever DEX does since.
        for (const QString& id : state.initiativeOrder) {
            const EncounterFigure* f = state.figure(id);
            if (f && f->placed && f->body.isActive())
                out.append(f);
        }
        return out;
    }
    for (const EncounterFigure* f : state.onMap()) {
        if (f->body.isActive())
            out.append(f);
    }
    std::stable_sort(out.begin(), out.end(), [](const EncounterFigure* a, const EncounterFigure* b) {
        return a->body.adjustedDx() > b->body.adjustedDx();
    });
    return out;
}

namespace {

QJsonObject hexJson(const HexCoord& h)
{
    int column = 0;
    int row = 0;
    HexMap::toOffset(h, &column, &row);
    return {{QStringLiteral("column"), column}, {QStringLiteral("row"), row}};
}

} // namespace

QJsonObject toJson(const Encounter& encounter, const CombatParameters& p, bool player)
{
    const CombatState s = player ? forPlayers(encounter.state) : encounter.state;
    QJsonArray figures;
    for (const EncounterFigure& f : s.figures) {
        QJsonArray conditions;
        for (const FigureCondition& c : f.body.conditions) {
            QJsonObject o{{QStringLiteral("key"), c.key}, {QStringLiteral("turnsLeft"), c.turnsLeft}};
            if (c.dx)
                o.insert(QStringLiteral("dx"), c.dx);
            conditions.append(o);
        }
        QJsonObject o{{QStringLiteral("id"), f.body.id},
                      {QStringLiteral("name"), f.body.name},
                      {QStringLiteral("side"), f.body.side},
                      {QStringLiteral("kind"), figureKindKey(f.kind)},
                      {QStringLiteral("st"), f.body.st},
                      {QStringLiteral("stBasic"), f.body.stBasic},
                      {QStringLiteral("dx"), f.body.dx},
                      {QStringLiteral("adjustedDx"), f.body.adjustedDx()},
                      {QStringLiteral("iq"), f.body.iq},
                      {QStringLiteral("ma"), f.body.currentMa()},
                      {QStringLiteral("placed"), f.placed},
                      {QStringLiteral("posture"), kPostureKeys.toKey(f.body.posture)},
                      {QStringLiteral("vitality"), kVitalityKeys.toKey(f.body.vitality)},
                      {QStringLiteral("option"), f.body.optionKey},
                      {QStringLiteral("acted"), f.body.actedThisTurn},
                      {QStringLiteral("conditions"), conditions}};
        if (f.placed) {
            o.insert(QStringLiteral("hex"), hexJson(f.body.position));
            o.insert(QStringLiteral("facing"), f.body.facing);
            o.insert(QStringLiteral("engaged"), CombatTurn::isEngaged(s, f, p));
            o.insert(QStringLiteral("hexesLeft"), CombatTurn::hexesLeft(s, f, p));
        }
        // Worn armour and shields are seen at the table; a secret protection (a condition) is not in them.
        o.insert(QStringLiteral("armor"), f.body.armor);
        if (f.shieldFront)
            o.insert(QStringLiteral("shieldFront"), f.shieldFront);
        if (f.shieldRear)
            o.insert(QStringLiteral("shieldRear"), f.shieldRear);
        if (f.body.nonlethal)
            o.insert(QStringLiteral("nonlethal"), f.body.nonlethal);
        if (!f.disengagedFrom.isEmpty())
            o.insert(QStringLiteral("disengagedFrom"), QJsonArray::fromStringList(f.disengagedFrom));
        if (f.magicalSt >= 0)
            o.insert(QStringLiteral("magicalSt"), f.magicalSt);
        if (!f.weapons.isEmpty()) {
            // What it carries and holds: seen at the table, so the players see it too.
            QJsonArray weapons;
            for (const CombatWeapon& w : f.weapons) {
                QJsonObject wj = w.toJson();
                wj.insert(QStringLiteral("reach"), w.isRanged() ? 0 : p.lengthReach[int(w.length)]);
                weapons.append(wj);
            }
            o.insert(QStringLiteral("weapons"), weapons);
        }
        if (!player) {
            o.insert(QStringLiteral("wounds"), f.wounds);
            o.insert(QStringLiteral("fatigue"), f.fatigue);
            if (f.hidden)
                o.insert(QStringLiteral("hidden"), true);
            if (!f.master.isEmpty())
                o.insert(QStringLiteral("master"), f.master);
            if (f.characterId)
                o.insert(QStringLiteral("characterId"), f.characterId);
        }
        figures.append(o);
    }
    QJsonArray spells;
    for (const ActiveSpell& sp : s.spells) {
        spells.append(QJsonObject{{QStringLiteral("serial"), sp.serial},
                                  {QStringLiteral("spell"), sp.spell},
                                  {QStringLiteral("name"), sp.name},
                                  {QStringLiteral("caster"), sp.caster},
                                  {QStringLiteral("target"), sp.target},
                                  {QStringLiteral("upkeep"), sp.upkeep},
                                  {QStringLiteral("turnsLeft"), sp.turnsLeft},
                                  {QStringLiteral("renewed"), sp.renewedThisTurn}});
    }
    QJsonArray order;
    for (int side : s.movementOrder)
        order.append(side);
    QJsonObject o{{QStringLiteral("id"), encounter.id},
                       {QStringLiteral("name"), encounter.name},
                       {QStringLiteral("status"), encounterStatusKey(encounter.status())},
                       {QStringLiteral("turn"), s.turn},
                       {QStringLiteral("phase"), phaseKey(s.phase)},
                       {QStringLiteral("initiativeSide"), s.initiativeSide},
                       {QStringLiteral("movementOrder"), order},
                       {QStringLiteral("movingSide"), s.movingSide},
                       {QStringLiteral("actor"), s.actor},
                       {QStringLiteral("map"), QJsonObject{{QStringLiteral("columns"), s.map.columns()}, {QStringLiteral("rows"), s.map.rows()}}},
                       {QStringLiteral("figures"), figures},
                       {QStringLiteral("spells"), spells}};
    if (!s.initiativeOrder.isEmpty()) {
        o.insert(QStringLiteral("initiativeOrder"), QJsonArray::fromStringList(s.initiativeOrder));
        o.insert(QStringLiteral("mover"), s.mover);
    }
    return o;
}

} // namespace hk::CombatView
