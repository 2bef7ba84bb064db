#pragma once

// The opening of the Yzor–Krait duel (tst_combat_duel) as a GUI fixture: two wizards, Krait's summoned
// wolf, Yzor's Dazzle on Krait and the wolf, and Yzor's illusion of a wolf, played through the model with
// scripted dice up to turn 2's action phase — a running fight with every kind of secret in it. With
// `hidden`, a gargoyle joins Krait's side hidden from the players before the fight starts.
#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "characters/Roster.h"
#include "combat/CombatActions.h"
#include "combat/CombatOverrides.h"
#include "combat/CombatTurn.h"
#include "combat/Encounters.h"
#include "dice/ScriptedDiceRoller.h"
#include "TestSupport.h"

namespace hk::test {

struct DuelFixture
{
    qint64 encounter = 0;
    QString yzor;
    QString krait;
    QString wolf;
    QString illusion;
    QString hidden; // the hidden gargoyle, when asked for
};

inline void scriptDice(Campaign& c, const QList<int>& faces)
{
    c.dice().setOverride(std::make_shared<ScriptedDiceRoller>(faces));
}

[[nodiscard]] inline bool advanceTo(Campaign& c, qint64 id, CombatPhase phase, QString* error)
{
    Encounters encounters(c);
    for (int guard = 0; guard < 12; ++guard) {
        Encounter e;
        if (!encounters.find(id, &e, error))
            return false;
        if (e.state.phase == phase)
            return true;
        if (!CombatTurn(c).advance(id, error))
            return false;
    }
    *error = QStringLiteral("did not reach the phase");
    return false;
}

inline QString figureOfKind(Campaign& c, qint64 id, FigureKind kind)
{
    Encounter e;
    QString error;
    Encounters(c).find(id, &e, &error);
    for (const EncounterFigure& f : e.state.figures) {
        if (f.kind == kind)
            return f.body.id;
    }
    return {};
}

[[nodiscard]] inline bool playDuelOpening(Campaign& c, bool hidden, DuelFixture* out, QString* error)
{
    const auto at = [](int column, int row) { return HexMap::toAxial(column, row); };
    Roster roster(c);
    Character yzor = legalWizard(QStringLiteral("Yzor"));
    yzor.st = 9;
    yzor.dx = 12;
    yzor.iq = 11;
    yzor.spells = {QStringLiteral("staff"), QStringLiteral("dazzle"), QStringLiteral("illusion"), QStringLiteral("magic-fist")};
    Character krait = legalWizard(QStringLiteral("Krait"));
    krait.st = 8;
    krait.dx = 15;
    krait.iq = 9;
    krait.spells = {QStringLiteral("staff"), QStringLiteral("summon-wolf"), QStringLiteral("magic-fist")};
    qint64 yzorId = 0;
    qint64 kraitId = 0;
    if (!roster.add(krait, &kraitId, error) || !roster.add(yzor, &yzorId, error))
        return false;
    Encounters encounters(c);
    CombatTurn turn(c);
    CombatActions act(c);
    DuelFixture f;
    if (!encounters.create(QStringLiteral("Yzor and Krait"), 20, 20, false, &f.encounter, error)
        || !encounters.addCharacter(f.encounter, kraitId, 2, &f.krait, error)
        || !encounters.addCharacter(f.encounter, yzorId, 1, &f.yzor, error)
        || !encounters.place(f.encounter, f.krait, at(5, 5), 3, error)
        || !encounters.place(f.encounter, f.yzor, at(5, 14), 0, error))
        return false;
    if (hidden) {
        QStringList ids;
        if (!encounters.addCreature(f.encounter, QStringLiteral("gargoyle"), 2, 1, &ids, error)
            || !CombatOverrides(c).setHidden(f.encounter, ids.value(0), true, error)
            || !encounters.place(f.encounter, ids.value(0), at(17, 2), 3, error))
            return false;
        f.hidden = ids.value(0);
    }
    if (!encounters.start(f.encounter, error))
        return false;
    // Turn 1: Krait summons a wolf, Yzor dazzles Krait and the wolf.
    scriptDice(c, {3, 4});
    if (!turn.rollInitiative(f.encounter, error) || !advanceTo(c, f.encounter, CombatPhase::Movement, error)
        || !turn.chooseOption(f.encounter, f.krait, QStringLiteral("cast-spell"), error)
        || !advanceTo(c, f.encounter, CombatPhase::Actions, error))
        return false;
    scriptDice(c, {3, 3, 3, 4, 4, 3});
    CastRequest summon;
    summon.caster = f.krait;
    summon.spell = QStringLiteral("summon-wolf");
    summon.hex = at(5, 6);
    if (!act.cast(f.encounter, summon, error))
        return false;
    f.wolf = figureOfKind(c, f.encounter, FigureKind::Summoned);
    CastRequest dazzle;
    dazzle.caster = f.yzor;
    dazzle.spell = QStringLiteral("dazzle");
    if (!act.cast(f.encounter, dazzle, error) || !advanceTo(c, f.encounter, CombatPhase::ForcedRetreats, error)
        || !turn.advance(f.encounter, error))
        return false;
    // Turn 2: Krait keeps his wolf; Yzor makes an illusion of a wolf.
    scriptDice(c, {2, 5});
    if (!turn.rollInitiative(f.encounter, error) || !advanceTo(c, f.encounter, CombatPhase::RenewSpells, error))
        return false;
    Encounter e;
    if (!encounters.find(f.encounter, &e, error))
        return false;
    for (const ActiveSpell& sp : e.state.spells) {
        if (sp.upkeep > 0 && !turn.renew(f.encounter, sp.serial, true, error))
            return false;
    }
    scriptDice(c, {2, 5});
    if (!advanceTo(c, f.encounter, CombatPhase::Actions, error))
        return false;
    scriptDice(c, {4, 3, 3});
    CastRequest illusion;
    illusion.caster = f.yzor;
    illusion.spell = QStringLiteral("illusion");
    illusion.hex = at(7, 14);
    illusion.appearance = QStringLiteral("wolf");
    if (!act.cast(f.encounter, illusion, error))
        return false;
    f.illusion = figureOfKind(c, f.encounter, FigureKind::Illusion);
    c.dice().setOverride(nullptr);
    *out = f;
    return true;
}

} // namespace hk::test
