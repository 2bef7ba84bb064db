#pragma once

// The fight soak (issue 34, section 5): one random fight in one ruleset, played through the model's services as
// the CLI and the window call them (Encounters, CombatTurn, CombatActions, CombatOverrides). Each step is drawn
// from the seed: the GM moving the fight on, a figure's option and move, an attack, a spell, a renewal, a GM
// edit — legal or not, for the model must refuse what the rules forbid. FightSoakChecks.h checks every step.
#include "CampaignTestSupport.h"

#include "characters/Roster.h"
#include "combat/CombatActions.h"
#include "combat/CombatOverrides.h"
#include "combat/CombatTurn.h"
#include "combat/Encounters.h"
#include "combat/MovementRules.h"

#include <QRandomGenerator64>

namespace hk::test {

// What one step was: who it claims acts (empty for the GM's own steps), and whether it spends ST on a spell.
struct SoakStep
{
    QString text;
    QString actor;
    QString payer; // a figure whose ST a renewal pays (upkeep)
    std::function<bool(QString*)> run;
};

class FightSoak
{
public:
    FightSoak(Campaign& campaign, qint64 encounter, quint64 seed) : m_c(campaign), m_id(encounter), m_rng(seed) {}

    Encounter encounter() const
    {
        Encounter e;
        QString error;
        Encounters(m_c).find(m_id, &e, &error);
        return e;
    }

    // The next step, drawn from what the fight looks like now.
    SoakStep draw()
    {
        const Encounter e = encounter();
        const CombatState& s = e.state;
        const int roll = pick(100);
        if (roll < 12 || s.figures.isEmpty())
            return advance();
        if (roll < 16)
            return gmEdit(s);
        const EncounterFigure& f = s.figures.at(pick(int(s.figures.size())));
        // Mostly the figure the tracker names, sometimes anyone (the GM's leave, or a figure that may not act).
        const EncounterFigure* who = &f;
        if (!s.actor.isEmpty() && pick(4) > 0)
            who = s.figure(s.actor);
        else if (!s.mover.isEmpty() && pick(4) > 0)
            who = s.figure(s.mover);
        if (!who)
            who = &f;
        switch (s.phase) {
        case CombatPhase::RenewSpells:
            return renew(s);
        case CombatPhase::Movement:
            return pick(3) == 0 ? option(s, *who) : move(s, *who);
        case CombatPhase::Actions:
            return act(s, *who);
        default:
            return advance();
        }
    }

    int pick(int n) { return n <= 1 ? 0 : int(m_rng.bounded(quint64(n))); }

private:
    SoakStep advance()
    {
        return {QStringLiteral("advance"), {}, {}, [this](QString* e) { return CombatTurn(m_c).advance(m_id, e); }};
    }

    SoakStep gmEdit(const CombatState& s)
    {
        const EncounterFigure& f = s.figures.at(pick(int(s.figures.size())));
        const QString id = f.body.id;
        const int wounds = pick(9) - 2;
        const int fatigue = pick(4) - 1;
        switch (pick(4)) {
        case 0:
            return {QStringLiteral("gm hits %1 %2/%3").arg(id).arg(wounds).arg(fatigue), {}, {},
                    [=, this](QString* e) { return CombatOverrides(m_c).adjustSt(m_id, id, wounds, fatigue, e); }};
        case 1:
            return {QStringLiteral("gm posture %1").arg(id), {}, {}, [=, this](QString* e) {
                        return CombatOverrides(m_c).setPosture(m_id, id, pick(2) ? Posture::Standing : Posture::Fallen, e);
                    }};
        case 2: {
            const bool hidden = pick(2) == 0;
            return {QStringLiteral("gm hide %1 %2").arg(id).arg(hidden), {}, {},
                    [=, this](QString* e) { return CombatOverrides(m_c).setHidden(m_id, id, hidden, e); }};
        }
        default:
            return {QStringLiteral("gm actor %1").arg(id), {}, {}, [=, this](QString* e) { return CombatOverrides(m_c).setActor(m_id, id, e); }};
        }
    }

    SoakStep renew(const CombatState& s)
    {
        if (s.spells.isEmpty() || pick(3) == 0)
            return advance();
        const ActiveSpell& sp = s.spells.at(pick(int(s.spells.size())));
        const int serial = sp.serial;
        const bool pay = pick(4) > 0;
        return {QStringLiteral("renew %1 %2").arg(serial).arg(pay), {}, pay ? sp.caster : QString(),
                [=, this](QString* e) { return CombatTurn(m_c).renew(m_id, serial, pay, e); }};
    }

    SoakStep option(const CombatState& s, const EncounterFigure& f)
    {
        const CombatParameters p = *CombatParameters::load(m_c.rules(), nullptr);
        const QList<MovementOption> open = CombatTurn::options(s, f, p);
        const QString key = open.isEmpty() ? QStringLiteral("move") : open.at(pick(int(open.size()))).key;
        const QString id = f.body.id;
        return {QStringLiteral("option %1 %2").arg(id, key), id, {},
                [=, this](QString* e) { return CombatTurn(m_c).chooseOption(m_id, id, key, e); }};
    }

    SoakStep move(const CombatState& s, const EncounterFigure& f)
    {
        const CombatParameters p = *CombatParameters::load(m_c.rules(), nullptr);
        const int left = std::max(1, CombatTurn::hexesLeft(s, f, p));
        HexCoord to = f.body.position;
        const int steps = 1 + pick(left);
        for (int i = 0; i < steps; ++i)
            to = to.neighbour(pick(6));
        // Half the time towards the nearest foe, so fights close.
        if (pick(2) == 0) {
            for (const EncounterFigure* o : s.onMap()) {
                if (o->body.side != f.body.side && o->body.isActive()) {
                    to = f.body.position;
                    for (int i = 0; i < steps && to.distanceTo(o->body.position) > 1; ++i) {
                        HexCoord best = to;
                        for (const HexCoord& n : to.neighbours()) {
                            if (n.distanceTo(o->body.position) < best.distanceTo(o->body.position) && n != o->body.position)
                                best = n;
                        }
                        to = best;
                    }
                    break;
                }
            }
        }
        // Mostly facing the nearest foe from where it ends, so blows can land.
        int facing = pick(6);
        if (const EncounterFigure* t = pick(4) > 0 ? nearestFoe(s, f) : nullptr)
            facing = towards(to, t->body.position);
        const QString id = f.body.id;
        return {QStringLiteral("move %1 to %2,%3").arg(id).arg(to.q).arg(to.r), id, {},
                [=, this](QString* e) { return CombatTurn(m_c).move(m_id, id, to, facing, e); }};
    }

    static const EncounterFigure* nearestFoe(const CombatState& s, const EncounterFigure& f)
    {
        const EncounterFigure* best = nullptr;
        for (const EncounterFigure* o : s.onMap()) {
            if (o->body.side != f.body.side && o->body.isActive()
                && (!best || o->body.position.distanceTo(f.body.position) < best->body.position.distanceTo(f.body.position)))
                best = o;
        }
        return best;
    }

    // The direction from `from` whose neighbour is nearest to `to`.
    static int towards(const HexCoord& from, const HexCoord& to)
    {
        int best = 0;
        for (int d = 1; d < 6; ++d) {
            if (from.neighbour(d).distanceTo(to) < from.neighbour(best).distanceTo(to))
                best = d;
        }
        return best;
    }

    const EncounterFigure* foe(const CombatState& s, const EncounterFigure& f)
    {
        QList<const EncounterFigure*> foes;
        for (const EncounterFigure* o : s.onMap()) {
            if (o->body.side != f.body.side)
                foes.append(o);
        }
        std::sort(foes.begin(), foes.end(), [&](const EncounterFigure* a, const EncounterFigure* b) {
            return a->body.position.distanceTo(f.body.position) < b->body.position.distanceTo(f.body.position);
        });
        if (foes.isEmpty())
            return nullptr;
        return pick(3) > 0 ? foes.first() : foes.at(pick(int(foes.size())));
    }

    SoakStep act(const CombatState& s, const EncounterFigure& f)
    {
        const QString id = f.body.id;
        const EncounterFigure* t = foe(s, f);
        const QString target = t ? t->body.id : QString();
        const int what = pick(10);
        if (what < 6 && t) {
            AttackRequest r;
            r.attacker = id;
            r.target = target;
            r.handToHand = pick(12) == 0;
            return {QStringLiteral("attack %1 -> %2%3").arg(id, target, r.handToHand ? QStringLiteral(" hth") : QString()), id, {},
                    [=, this](QString* e) { return CombatActions(m_c).attack(m_id, r, e); }};
        }
        if (what < 8 && !f.spells.isEmpty()) {
            CastRequest r;
            r.caster = id;
            r.spell = f.spells.at(pick(int(f.spells.size())));
            r.st = 1 + pick(3);
            r.appearance = QStringLiteral("wolf"); // what an image or illusion looks like
            if (pick(3) > 0 && t)
                r.target = target;
            else
                r.hex = f.body.position.neighbour(pick(6)).neighbour(pick(6));
            return {QStringLiteral("cast %1 %2").arg(id, r.spell), id, {}, [=, this](QString* e) { return CombatActions(m_c).cast(m_id, r, e); }};
        }
        if (what == 7)
            return {QStringLiteral("pass %1").arg(id), id, {}, [=, this](QString* e) { return CombatTurn(m_c).pass(m_id, id, QString(), e); }};
        if (what == 8) {
            const CombatParameters p = *CombatParameters::load(m_c.rules(), nullptr);
            const QList<HexCoord> away = CombatActions::disengageHexes(s, f, p);
            if (!away.isEmpty()) {
                const HexCoord to = away.at(pick(int(away.size())));
                return {QStringLiteral("disengage %1").arg(id), id, {},
                        [=, this](QString* e) { return CombatActions(m_c).disengage(m_id, id, to, e); }};
            }
            return {QStringLiteral("breather %1").arg(id), id, {}, [=, this](QString* e) { return CombatActions(m_c).breather(m_id, id, e); }};
        }
        return option(s, f);
    }

    Campaign& m_c;
    qint64 m_id;
    QRandomGenerator64 m_rng;
};

} // namespace hk::test
