// The issue's "one generic test walks every command type: do, undo, redo, comparing a digest of the whole
// database with the states before and after" (see tst_every_edit), for the tracker: building and closing
// encounters, the turn sequence, actions and the GM's overrides, on the demo's arena bout (Yzor and Pell
// against Krait and Vessa, started, at turn 1's initiative). Setups move the bout on the way
// tst_arena_fight plays it, with scripted dice.
#include "EveryEdit.h"

#include "combat/CombatActions.h"
#include "combat/CombatOverrides.h"
#include "combat/CombatTurn.h"
#include "combat/Encounters.h"
#include "StrictTest.h"

using namespace hk;
using namespace hk::test;
using namespace Qt::StringLiterals;

namespace {

HexCoord at(int column, int row)
{
    return HexMap::toAxial(column, row);
}

// The demo's arena bout.
qint64 arena(Demo& d)
{
    QString error;
    const QList<Encounter> all = Encounters(d.c()).list(&error);
    return all.isEmpty() ? 0 : all.first().id;
}

Encounter encounter(Demo& d, qint64 id)
{
    Encounter e;
    QString error;
    Encounters(d.c()).find(id, &e, &error);
    return e;
}

// A figure of the encounter by name ("Yzor", "Wolf 1", "Myrmidon 1").
QString fig(Demo& d, const QString& name, qint64 id = 0)
{
    for (const EncounterFigure& f : encounter(d, id ? id : arena(d)).state.figures) {
        if (f.body.name == name)
            return f.body.id;
    }
    return {};
}

bool advanceTo(Demo& d, CombatPhase phase, QString* e)
{
    for (int i = 0; i < 12 && encounter(d, arena(d)).state.phase != phase; ++i) {
        if (!CombatTurn(d.c()).advance(arena(d), e))
            return false;
    }
    if (encounter(d, arena(d)).state.phase == phase)
        return true;
    *e = u"the bout did not reach phase %1"_s.arg(phaseKey(phase));
    return false;
}

// Side 1 wins the initiative and moves first.
bool toMovement(Demo& d, QString* e)
{
    d.script({5, 2});
    return advanceTo(d, CombatPhase::Movement, e);
}

// Turn 1's actions, Yzor first (he, Pell and Vessa tie at DX 12: a die each).
bool toActions(Demo& d, QString* e)
{
    d.script({5, 2, 6, 2, 1});
    return advanceTo(d, CombatPhase::Actions, e);
}

bool cast(Demo& d, const QString& caster, const QString& spell, const QString& target, QString* e)
{
    CastRequest r;
    r.caster = fig(d, caster);
    r.spell = spell;
    r.target = fig(d, target);
    return CombatActions(d.c()).cast(arena(d), r, e);
}

bool summonWolf(Demo& d, QString* e)
{
    d.script({3, 3, 3});
    CastRequest r;
    r.caster = fig(d, u"Yzor"_s);
    r.spell = u"summon-wolf"_s;
    r.hex = at(5, 6);
    return CombatActions(d.c()).cast(arena(d), r, e);
}

bool roped(Demo& d, QString* e)
{
    if (!toActions(d, e))
        return false;
    d.script({3, 3, 3});
    return cast(d, u"Vessa"_s, u"rope"_s, u"Pell"_s, e);
}

// Turn 2's renewing, with the wolf Yzor summoned in turn 1.
bool wolfInTurnTwo(Demo& d, QString* e)
{
    if (!toActions(d, e) || !summonWolf(d, e) || !advanceTo(d, CombatPhase::Initiative, e))
        return false;
    d.script({5, 2});
    return advanceTo(d, CombatPhase::RenewSpells, e);
}

bool toRenewing(Demo& d, QString* e)
{
    d.script({5, 2});
    return advanceTo(d, CombatPhase::RenewSpells, e);
}

// Krait has come up against Yzor (a GM's placement) in turn 1's actions.
bool faceToFace(Demo& d, QString* e)
{
    return toActions(d, e) && Encounters(d.c()).place(arena(d), fig(d, u"Krait"_s), at(5, 6), 3, e);
}

bool yzorHitsKrait(Demo& d, QString* e)
{
    d.script({3, 3, 3, 4});
    return CombatActions(d.c()).attack(arena(d), {fig(d, u"Yzor"_s), fig(d, u"Krait"_s), QString(), 0}, e);
}

bool copyOfTheArena(Demo& d, QString* e)
{
    qint64 copy = 0;
    const bool ok = Encounters(d.c()).duplicate(arena(d), u"Rematch"_s, &copy, e);
    d.ids.insert(u"copy"_s, copy);
    return ok;
}

QList<XpProposal> arenaAwards(Demo& d)
{
    QString error;
    return Encounters(d.c()).proposeXp(arena(d), CombatKind::Arena, 1, &error);
}

void encounterRows()
{
    row("Encounters::create", {}, [](Demo& d, QString* e) {
        qint64 id = 0;
        return Encounters(d.c()).create(u"Ambush on the road"_s, 12, 10, false, &id, e);
    });
    row("Encounters::duplicate", {}, copyOfTheArena);
    row("Encounters::rename", {}, [](Demo& d, QString* e) { return Encounters(d.c()).rename(arena(d), u"Torea arena: the bout"_s, e); });
    row("Encounters::remove (with its log)", {}, [](Demo& d, QString* e) { return Encounters(d.c()).remove(arena(d), e); });
    row("Encounters::addCharacter", {}, [](Demo& d, QString* e) {
        QString figure;
        return Encounters(d.c()).addCharacter(arena(d), d.who(u"Sefa"_s), 1, &figure, e);
    });
    row("Encounters::addCreature", {}, [](Demo& d, QString* e) {
        QStringList figures;
        return Encounters(d.c()).addCreature(arena(d), u"wolf"_s, 2, 2, &figures, e);
    });
    row("Encounters::removeFigure (from a copy being set up)", copyOfTheArena, [](Demo& d, QString* e) {
        const qint64 copy = d.ids.value(u"copy"_s);
        return Encounters(d.c()).removeFigure(copy, fig(d, u"Pell"_s, copy), e);
    });
    row("Encounters::place", {}, [](Demo& d, QString* e) {
        return Encounters(d.c()).place(arena(d), fig(d, u"Pell"_s), at(8, 8), 2, e);
    });
    row("Encounters::setTerrain (fire on)", {}, [](Demo& d, QString* e) {
        return Encounters(d.c()).setTerrain(arena(d), u"fire"_s, {at(3, 3), at(3, 4)}, true, e);
    });
    row("Encounters::setTerrain (walls off)", {}, [](Demo& d, QString* e) {
        return Encounters(d.c()).setTerrain(arena(d), u"wall"_s, {at(1, 5), at(2, 5)}, false, e);
    });
    row("Encounters::start", copyOfTheArena, [](Demo& d, QString* e) { return Encounters(d.c()).start(d.ids.value(u"copy"_s), e); });
    row("Encounters::end", {}, [](Demo& d, QString* e) { return Encounters(d.c()).end(arena(d), {}, e); });
    // Yzor's summoning fatigue goes back to the roster, and each survivor gets the arena award.
    row("Encounters::end (fatigue to the roster, XP awarded)",
        [](Demo& d, QString* e) { return toActions(d, e) && summonWolf(d, e); },
        [](Demo& d, QString* e) { return Encounters(d.c()).end(arena(d), arenaAwards(d), e); });
    row("Encounters::awardXp", [](Demo& d, QString* e) { return Encounters(d.c()).end(arena(d), {}, e); },
        [](Demo& d, QString* e) { return Encounters(d.c()).awardXp(arenaAwards(d), u"Torea arena"_s, e); });
}

void turnRows()
{
    row("CombatTurn::rollInitiative", {}, [](Demo& d, QString* e) {
        d.script({5, 2});
        return CombatTurn(d.c()).rollInitiative(arena(d), e);
    });
    row("CombatTurn::rollInitiative (the winner lets side 2 move first)", {}, [](Demo& d, QString* e) {
        d.script({5, 2});
        return CombatTurn(d.c()).rollInitiative(arena(d), 2, e);
    });
    row("CombatTurn::setMovementOrder",
        [](Demo& d, QString* e) {
            d.script({5, 2});
            return CombatTurn(d.c()).rollInitiative(arena(d), e);
        },
        [](Demo& d, QString* e) { return CombatTurn(d.c()).setMovementOrder(arena(d), 2, e); });
    // Turn 2: the wolf asks for its upkeep.
    row("CombatTurn::renew", wolfInTurnTwo, [](Demo& d, QString* e) {
        for (const ActiveSpell& sp : encounter(d, arena(d)).state.spells) {
            if (sp.upkeep > 0)
                return CombatTurn(d.c()).renew(arena(d), sp.serial, true, e);
        }
        *e = u"no spell asks for upkeep"_s;
        return false;
    });
    row("CombatTurn::chooseOption", toMovement, [](Demo& d, QString* e) {
        return CombatTurn(d.c()).chooseOption(arena(d), fig(d, u"Yzor"_s), u"move"_s, e);
    });
    row("CombatTurn::move",
        [](Demo& d, QString* e) { return toMovement(d, e) && CombatTurn(d.c()).chooseOption(arena(d), fig(d, u"Yzor"_s), u"move"_s, e); },
        [](Demo& d, QString* e) { return CombatTurn(d.c()).move(arena(d), fig(d, u"Yzor"_s), at(5, 6), 0, e); });
    row("CombatTurn::face", toMovement, [](Demo& d, QString* e) { return CombatTurn(d.c()).face(arena(d), fig(d, u"Yzor"_s), 1, e); });
    row("CombatTurn::advance (initiative rolled, on to renewing)", {},
        [](Demo& d, QString* e) { return CombatTurn(d.c()).advance(arena(d), e); });
    row("CombatTurn::advance (renewing over, on to movement)", toRenewing,
        [](Demo& d, QString* e) { return CombatTurn(d.c()).advance(arena(d), e); });
    row("CombatTurn::advance (the next side moves)", toMovement, [](Demo& d, QString* e) { return CombatTurn(d.c()).advance(arena(d), e); });
    row("CombatTurn::advance (the proposed actor passes)", toActions, [](Demo& d, QString* e) {
        d.script({});
        return CombatTurn(d.c()).advance(arena(d), e);
    });
    row("CombatTurn::advance (the end of the turn)",
        [](Demo& d, QString* e) { return toActions(d, e) && advanceTo(d, CombatPhase::ForcedRetreats, e); },
        [](Demo& d, QString* e) { return CombatTurn(d.c()).advance(arena(d), e); });
    row("CombatTurn::pass", toActions, [](Demo& d, QString* e) {
        d.script({});
        return CombatTurn(d.c()).pass(arena(d), fig(d, u"Pell"_s), u"waits"_s, e);
    });
}

void actionRows()
{
    row("CombatActions::attack", faceToFace, yzorHitsKrait);
    row("CombatActions::cast (a creation: Summon Wolf)", toActions, summonWolf);
    row("CombatActions::cast (a missile: Magic Fist at Krait)", toActions, [](Demo& d, QString* e) {
        d.script({3, 3, 3});
        CastRequest r;
        r.caster = fig(d, u"Yzor"_s);
        r.spell = u"magic-fist"_s;
        r.target = fig(d, u"Krait"_s);
        r.st = 2;
        return CombatActions(d.c()).cast(arena(d), r, e);
    });
    row("CombatActions::cast (a thrown spell: Rope on Pell)", toActions, [](Demo& d, QString* e) {
        d.script({3, 3, 3});
        return cast(d, u"Vessa"_s, u"rope"_s, u"Pell"_s, e);
    });
    row("CombatActions::disbelieve (Vessa's phantom)",
        [](Demo& d, QString* e) {
            if (!toActions(d, e))
                return false;
            d.script({4, 3, 3});
            CastRequest r;
            r.caster = fig(d, u"Vessa"_s);
            r.spell = u"illusion"_s;
            r.hex = at(7, 4);
            r.appearance = u"myrmidon"_s;
            return CombatActions(d.c()).cast(arena(d), r, e);
        },
        [](Demo& d, QString* e) {
            d.script({2, 2, 2});
            return CombatActions(d.c()).disbelieve(arena(d), fig(d, u"Pell"_s), fig(d, u"Myrmidon 1"_s), e);
        });
    row("CombatActions::breakFree (Pell fights the Rope)", roped, [](Demo& d, QString* e) {
        d.script({3, 3, 3});
        return CombatActions(d.c()).breakFree(arena(d), fig(d, u"Pell"_s), fig(d, u"Pell"_s), e);
    });
    row("CombatActions::forceRetreat",
        [](Demo& d, QString* e) {
            return faceToFace(d, e) && yzorHitsKrait(d, e) && advanceTo(d, CombatPhase::ForcedRetreats, e);
        },
        [](Demo& d, QString* e) {
            return CombatActions(d.c()).forceRetreat(arena(d), fig(d, u"Yzor"_s), fig(d, u"Krait"_s), at(5, 5), true, e);
        });
}

void overrideRows()
{
    const auto limping = [](Demo& d, QString* e) {
        return CombatOverrides(d.c()).addCondition(arena(d), fig(d, u"Krait"_s), u"limping"_s, 2, -1, e);
    };
    row("CombatOverrides::adjustSt", {}, [](Demo& d, QString* e) {
        return CombatOverrides(d.c()).adjustSt(arena(d), fig(d, u"Krait"_s), 2, 1, e);
    });
    row("CombatOverrides::setPosture", {}, [](Demo& d, QString* e) {
        return CombatOverrides(d.c()).setPosture(arena(d), fig(d, u"Krait"_s), Posture::Prone, e);
    });
    row("CombatOverrides::addCondition", {}, limping);
    row("CombatOverrides::addCondition (a secret one)", {}, [](Demo& d, QString* e) {
        return CombatOverrides(d.c()).addCondition(arena(d), fig(d, u"Vessa"_s), u"warded"_s, -1, 0, e, true);
    });
    row("CombatOverrides::removeCondition", limping, [](Demo& d, QString* e) {
        return CombatOverrides(d.c()).removeCondition(arena(d), fig(d, u"Krait"_s), u"limping"_s, e);
    });
    row("CombatOverrides::setHidden", {}, [](Demo& d, QString* e) {
        return CombatOverrides(d.c()).setHidden(arena(d), fig(d, u"Vessa"_s), true, e);
    });
    row("CombatOverrides::setActor", toActions, [](Demo& d, QString* e) {
        return CombatOverrides(d.c()).setActor(arena(d), fig(d, u"Krait"_s), e);
    });
}

} // namespace

class TestEveryCombatEdit : public hk::test::StrictTest
{
    Q_OBJECT

private Q_SLOTS:
    void edits_data()
    {
        QTest::addColumn<Edit>("edit");
        encounterRows();
        turnRows();
        actionRows();
        overrideRows();
    }
    void edits()
    {
        QFETCH(Edit, edit);
        checkEdit(edit);
    }
};

QTEST_GUILESS_MAIN(TestEveryCombatEdit)
#include "tst_every_combat_edit.moc"
