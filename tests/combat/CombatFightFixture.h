#pragma once

// Shared by the tracker's rule tests (tst_combat_actions, tst_combat_spells): a campaign on the Wizard rules
// with two wizards face to face, started and brought to the action phase, and quick ways to script dice,
// read the encounter back and move the fight on.
#include "CampaignTestSupport.h"
#include "FightPhases.h"

#include "campaign/CampaignDice.h"
#include "characters/Roster.h"
#include "combat/CombatActions.h"
#include "combat/CombatTurn.h"
#include "combat/Encounters.h"
#include "dice/ScriptedDiceRoller.h"
#include "StrictTest.h"

namespace hk::test {

inline HexCoord at(int column, int row)
{
    return HexMap::toAxial(column, row);
}

// Two wizards face to face (Ann, DX 13, IQ 9, on side 1 at 5,5 facing south, Bo on side 2 at 5,6 facing north), plus
// whatever a case adds, started and brought to the action phase of turn 1 with Ann to act first.
struct Fight
{
    std::unique_ptr<Campaign> campaign;
    qint64 id = 0;
    QString ann;
    QString bo;
    std::shared_ptr<ScriptedDiceRoller> dice;

    void script(const QList<int>& faces)
    {
        dice = std::make_shared<ScriptedDiceRoller>(faces);
        campaign->dice().setOverride(dice);
    }
    Encounter encounter() const
    {
        Encounter e;
        QString error;
        Encounters(*campaign).find(id, &e, &error);
        return e;
    }
    EncounterFigure fig(const QString& figureId) const
    {
        const Encounter e = encounter();
        const EncounterFigure* f = e.state.figure(figureId);
        return f ? *f : EncounterFigure();
    }
    // A spell at a figure by the GM's leave (ignoreKnown), the common case of the spell tests.
    bool cast(const QString& caster, const QString& spell, const QString& target, QString* error, int st = 0)
    {
        CastRequest r;
        r.caster = caster;
        r.spell = spell;
        r.target = target;
        r.st = st;
        r.ignoreKnown = true;
        return CombatActions(*campaign).cast(id, r, error);
    }
    bool advanceTo(CombatPhase phase) { return advanceFightTo(*campaign, id, phase); }
};

inline Fight makeFight(CampaignFactory& campaigns, int annDx = 13, int boDx = 11, const QStringList& optionPacks = {})
{
    Fight f;
    f.campaign = campaigns.create(1, optionPacks, QStringLiteral("tft-wizard-1978"));
    QString error;
    Roster roster(*f.campaign);
    Character ann = legalWizard(QStringLiteral("Ann"));
    ann.st = 10;
    ann.dx = annDx;
    ann.iq = 32 - 10 - annDx;
    ann.spells = {QStringLiteral("staff"), QStringLiteral("blur"), QStringLiteral("summon-wolf"), QStringLiteral("magic-fist")};
    Character bo = legalWizard(QStringLiteral("Bo"));
    bo.st = 11;
    bo.dx = boDx;
    bo.iq = 32 - 11 - boDx;
    bo.spells = {QStringLiteral("staff"), QStringLiteral("blur")};
    qint64 annId = 0;
    qint64 boId = 0;
    if (!roster.add(ann, &annId, &error) || !roster.add(bo, &boId, &error))
        hk::test::setupFailed(error);
    Encounters e(*f.campaign);
    e.create(QStringLiteral("Arena"), 12, 12, false, &f.id, &error);
    e.addCharacter(f.id, annId, 1, &f.ann, &error);
    e.addCharacter(f.id, boId, 2, &f.bo, &error);
    e.place(f.id, f.ann, at(5, 5), 3, &error);
    e.place(f.id, f.bo, at(5, 6), 0, &error);
    if (!e.start(f.id, &error))
        hk::test::setupFailed(error);
    f.script({6, 1}); // side 1 wins the initiative
    f.advanceTo(CombatPhase::Actions);
    return f;
}

inline CombatParameters parameters(const Fight& f)
{
    return *CombatParameters::load(f.campaign->rules(), nullptr);
}

// Base of the rule-test classes: their own campaign folder, and fight() for a fresh Ann-against-Bo setup.
class FightTests : public hk::test::StrictTest
{
protected:
    explicit FightTests(const QString& prefix) : m_campaigns(prefix) {}
    Fight fight(int annDx = 13, int boDx = 11, const QStringList& optionPacks = {})
    {
        return makeFight(m_campaigns, annDx, boDx, optionPacks);
    }

private:
    CampaignFactory m_campaigns;
};

} // namespace hk::test
