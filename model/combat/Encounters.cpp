#include "combat/Encounters.h"
#include "i18n/Translate.h"
#include "text/UserText.h"

#include "combat/CreatureStats.h"
#include "combat/FigureProtection.h"
#include "combat/FigureWeapons.h"

#include "campaign/Campaign.h"
#include "characters/CharacterRepository.h"
#include "characters/Consciousness.h"
#include "characters/CharacterRules.h"
#include "characters/Experience.h"
#include "characters/GearTables.h"
#include "characters/Roster.h"
#include "characters/TeamHouseRules.h"
#include "characters/TeamRules.h"
#include "combat/CombatStep.h"
#include "combat/EncounterRepository.h"
#include "combat/Footprint.h"
#include "combat/HexMap.h"
#include "combat/WeaponStrike.h"
#include "packages/Ruleset.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>

#include <algorithm>

namespace hk {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn("hk::Encounters", text, disambiguation, n);
}

BodyShape shapeFor(int hexes)
{
    switch (hexes) {
    case 3: return BodyShape::Giant;
    case 4: return BodyShape::SmallDragon;
    case 7: return BodyShape::Dragon;
    default: return BodyShape::OneHex;
    }
}

// Whose hexes a figure would cover, and whether any is blocked or taken.
QString placementProblem(const CombatState& s, const EncounterFigure& f, const HexCoord& hex, int facing)
{
    const QList<HexCoord> body = Footprint::hexes(f.body.shape, hex, facing);
    for (const HexCoord& h : body) {
        if (!s.map.isOpen(h))
            return tr("%1 cannot stand on %2: the hex is off the map, a wall or outside the tunnel.").arg(f.body.name, HexMap::label(h));
        for (const EncounterFigure* other : s.onMap()) {
            if (other->body.id == f.body.id || other->body.isDown())
                continue;
            if (Footprint::hexes(other->body).contains(h))
                return tr("%1 cannot stand on %2: %3 is there.").arg(f.body.name, HexMap::label(h), other->body.name);
        }
    }
    return {};
}

double sideAverage(const CombatState& s, int side, bool own)
{
    int total = 0;
    int count = 0;
    for (const EncounterFigure& f : s.figures) {
        if ((f.body.side == side) != own || f.isFake())
            continue;
        total += f.body.stBasic + f.body.dx + f.body.iq;
        ++count;
    }
    return count ? double(total) / count : 0;
}

} // namespace

QList<Encounter> Encounters::list(QString* error) const
{
    return EncounterRepository(m_campaign.database()).list(error);
}

bool Encounters::find(qint64 id, Encounter* out, QString* error) const
{
    return EncounterRepository(m_campaign.database()).find(id, out, error);
}

QList<CombatLogEntry> Encounters::log(qint64 id, bool forPlayers, QString* error) const
{
    EncounterRepository repo(m_campaign.database());
    const QList<CombatLogEntry> all = repo.log(id, forPlayers, error);
    if (!forPlayers)
        return all;
    // Lines written before a figure was hidden (it had to join the fight first) are kept from the players
    // too: nothing about a figure they cannot see now, by its id or its name.
    Encounter e;
    if (!repo.find(id, &e, error))
        return {};
    QStringList ids;
    QList<QRegularExpression> names;
    for (const EncounterFigure& f : e.state.figures) {
        if (!f.hidden && !f.body.hasCondition(QStringLiteral("invisibility")))
            continue;
        ids.append(f.body.id);
        names.append(QRegularExpression(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(f.body.name)),
                                        QRegularExpression::CaseInsensitiveOption));
    }
    QList<CombatLogEntry> out;
    for (const CombatLogEntry& l : all) {
        bool aboutUnseen = ids.contains(l.actor);
        for (const QRegularExpression& re : std::as_const(names))
            aboutUnseen = aboutUnseen || re.match(l.message).hasMatch();
        if (!aboutUnseen)
            out.append(l);
    }
    return out;
}

bool Encounters::create(const QString& name, int columns, int rows, bool tunnel, qint64* id, QString* error)
{
    if (name.trimmed().isEmpty()) {
        *error = tr("An encounter needs a name.");
        return false;
    }
    if (!UserText::checkName(name.trimmed(), tr("The encounter's name"), error))
        return false;
    if (columns < 3 || rows < 3 || columns > 60 || rows > 60) {
        *error = tr("A map must be between 3 and 60 hexes each way (asked for %1×%2).").arg(columns).arg(rows);
        return false;
    }
    Encounter e;
    e.name = name.trimmed();
    e.createdDay = m_campaign.info().calendarDay;
    e.state.map = HexMap(columns, rows, tunnel ? HexMap::Kind::Tunnel : HexMap::Kind::Arena);
    return insert(e, tr("New encounter %1").arg(e.name), id, error);
}

bool Encounters::insert(Encounter encounter, const QString& text, qint64* id, QString* error)
{
    qint64 added = 0;
    const bool ok = m_campaign.change(text, [&](QString*, QString* e) {
        added = EncounterRepository(m_campaign.database()).insert(encounter, e);
        return added != 0;
    }, error);
    if (ok && id)
        *id = added;
    return ok;
}

bool Encounters::duplicate(qint64 id, const QString& name, qint64* newId, QString* error)
{
    if (!name.trimmed().isEmpty() && !UserText::checkName(name.trimmed(), tr("The encounter's name"), error))
        return false;
    Encounter source;
    if (!find(id, &source, error))
        return false;
    Encounter copy = source;
    copy.id = 0;
    copy.name = name.trimmed().isEmpty() ? tr("%1 (copy)").arg(source.name) : name.trimmed();
    copy.createdDay = m_campaign.info().calendarDay;
    CombatState& s = copy.state;
    // Back to the set-up: creations and running spells go, everyone starts fresh from the roster or bestiary.
    QList<EncounterFigure> figures;
    CharacterRepository characters(m_campaign.database());
    for (const EncounterFigure& f : s.figures) {
        if (f.isCreation())
            continue;
        EncounterFigure fresh;
        QString problem;
        Character c;
        if (f.characterId && characters.find(f.characterId, &c, &problem))
            fresh = figureFor(c, f.body.side, &problem);
        else if (!figureForCreature(f.creature, f.body.side, &fresh, &problem))
            fresh = f;
        fresh.body.id = f.body.id;
        fresh.body.name = f.body.name;
        fresh.body.position = f.body.position;
        fresh.body.facing = f.body.facing;
        fresh.placed = f.placed;
        figures.append(fresh);
    }
    s.figures = figures;
    s.spells.clear();
    s.turn = 0;
    s.phase = CombatPhase::Setup;
    s.initiativeSide = -1;
    s.movementOrder.clear();
    s.movingSide = -1;
    s.initiativeOrder.clear();
    s.mover.clear();
    s.actor.clear();
    for (const HexCoord& h : s.map.walls()) {
        if (s.map.isCreatedWall(h))
            s.map.setWall(h, false);
    }
    return insert(copy, tr("Duplicate encounter %1").arg(source.name), newId, error);
}

bool Encounters::rename(qint64 id, const QString& name, QString* error)
{
    if (name.trimmed().isEmpty()) {
        *error = tr("An encounter needs a name.");
        return false;
    }
    if (!UserText::checkName(name.trimmed(), tr("The encounter's name"), error))
        return false;
    return CombatStep::run(m_campaign, id, tr("Rename encounter"), [&](CombatStep& step, QString*) {
        step.encounter().name = name.trimmed();
        return true;
    }, error);
}

bool Encounters::remove(qint64 id, QString* error)
{
    return m_campaign.change(tr("Delete encounter"), [&](QString* text, QString* e) {
        EncounterRepository repo(m_campaign.database());
        Encounter encounter;
        if (!repo.find(id, &encounter, e))
            return false;
        *text = tr("Delete encounter %1").arg(encounter.name);
        return repo.remove(id, e); // its log goes with it (ON DELETE CASCADE)
    }, error);
}

EncounterFigure Encounters::figureFor(const Character& c, int side, QString* error) const
{
    Q_UNUSED(error);
    const DerivedValues d = CharacterRules(m_campaign.rules()).derive(c);
    EncounterFigure f;
    f.kind = FigureKind::Character;
    f.characterId = c.id;
    f.creature = c.creature;
    f.body.name = c.name;
    f.body.side = side;
    f.body.stBasic = c.st;
    f.body.st = c.currentSt();
    f.body.iq = c.iq;
    f.body.ma = d.ma;
    f.spells = c.spells;
    f.skills = c.skills;
    // Every number from the one derivation the sheet shows too (FigureNumbers): the shield's arcs, Tough, the
    // weapons with their own DX (the one in hand adds it when it strikes, so readying another in the fight
    // changes only the weapon's part), spells at the builder's "DX for spells", the race's specials.
    const FigureNumbers& n = d.numbers;
    f.shieldFront = n.shieldFront;
    f.shieldRear = n.shieldRear;
    f.body.armor = n.hitsStopped;
    f.body.nonlethalStopped = FigureProtection::nonlethalStopped(c, m_campaign.rules());
    f.weapons = n.weapons;
    f.body.dx = n.bodyDx;
    f.castingDx = n.castingDx - f.body.dx;
    f.missileSpellDx = n.missileSpellDx;
    f.rangedDx = n.rangedWeaponDx;
    f.rangedDamage = n.rangedWeaponDamage;
    f.dxFromLarger = n.dxFromLarger;
    f.shieldReady = n.shieldReady;
    f.castingLimits = n.castingLimits;
    if (const CombatWeapon* held = FigureWeapons::ready(f)) {
        f.damage = held->damage;
        f.weapon = held->name;
    }
    if (f.damage.isEmpty() && c.spells.contains(QLatin1String("staff"))) {
        f.damage = m_campaign.rules().parameter(QStringLiteral("staff-damage")).toString();
        f.body.staffIsWeapon = true;
    }
    const bool natural = f.damage.isEmpty() && naturalAttack(c, &f);
    f.body.armed = !f.damage.isEmpty();
    f.body.weaponInHand = f.body.armed && !natural; // a weapon from the gear, or the staff; not claws
    // Out of a fight a character is awake, unconscious or dead by current ST (Consciousness); one still out
    // cold joins lying down and cannot act until healed.
    switch (Consciousness(m_campaign.rules()).of(c)) {
    case Awareness::Awake: f.body.vitality = Vitality::Active; break;
    case Awareness::Unconscious:
        f.body.vitality = Vitality::Unconscious;
        f.body.posture = Posture::Fallen;
        break;
    case Awareness::Dead: f.body.vitality = Vitality::Dead; break;
    }
    return f;
}

// A team race that fights with a natural attack (a troll's claws, 003 l.121): its dice from the chart by the
// figure's basic ST that the race names (one-handed club damage), so the GM need not give them with each attack.
bool Encounters::naturalAttack(const Character& c, EncounterFigure* f) const
{
    const RuleEntry* race = c.system == QLatin1String("mc") ? m_campaign.rules().entry(QStringLiteral("team-race"), c.race) : nullptr;
    const QJsonObject attack = race ? race->data.value(QLatin1String("naturalAttack")).toObject() : QJsonObject();
    if (attack.isEmpty())
        return false;
    f->damage = WeaponStrike::chartDamage(m_campaign.rules(), attack.value(QLatin1String("damageTable")).toString(),
                                          attack.value(QLatin1String("damageColumn")).toString(), c.st);
    f->weapon = attack.value(QLatin1String("name")).toString();
    return !f->damage.isEmpty();
}

bool Encounters::figureForCreature(const QString& creature, int side, EncounterFigure* out, QString* error) const
{
    const std::optional<CreatureStats> c = CreatureStats::read(m_campaign.rules(), creature, error);
    if (!c)
        return false;
    EncounterFigure f;
    f.kind = FigureKind::Creature;
    f.creature = creature;
    f.body.name = c->name;
    f.body.side = side;
    f.body.stBasic = c->st;
    f.body.st = c->st;
    f.body.dx = c->dx;
    f.body.iq = c->iq;
    f.body.ma = c->ma;
    f.body.armor = c->armor;
    f.body.shape = shapeFor(c->hexes);
    f.damage = c->damage;
    f.body.armed = !f.damage.isEmpty();
    f.body.weaponInHand = f.body.armed && c->weaponInHand;
    *out = f;
    return true;
}

QSize Encounters::defaultMapSize(const Ruleset& rules)
{
    const QSize battlefield = TeamHouseRules::load(rules).battlefield;
    return battlefield.isValid() && !battlefield.isEmpty() ? battlefield : QSize(16, 12);
}

bool Encounters::addCharacter(qint64 id, qint64 characterId, int side, QString* figureId, QString* error)
{
    Character c;
    if (!CharacterRepository(m_campaign.database()).find(characterId, &c, error))
        return false;
    return CombatStep::run(m_campaign, id, tr("Add %1 to the encounter").arg(c.name), [&](CombatStep& step, QString* e) {
        return join(step, c, side, figureId, e);
    }, error);
}

bool Encounters::join(CombatStep& step, const Character& c, int side, QString* figureId, QString* e) const
{
    for (const EncounterFigure& f : step.state().figures) {
        if (f.characterId == c.id) {
            *e = tr("%1 is already in this encounter.").arg(c.name);
            return false;
        }
    }
    EncounterFigure f = figureFor(c, side, e);
    if (f.body.vitality == Vitality::Dead) {
        *e = tr("%1 has no ST left to fight with (wounds %2, fatigue %3).").arg(c.name).arg(c.wounds).arg(c.fatigue);
        return false;
    }
    f.body.id = step.state().newFigureId(c.name);
    step.state().figures.append(f);
    if (figureId)
        *figureId = f.body.id;
    step.log(QStringLiteral("setup"), f.body.id,
             f.body.vitality == Vitality::Unconscious
                 ? tr("%1 joins side %2, unconscious (ST %3).").arg(c.name).arg(side).arg(c.currentSt())
                 : tr("%1 joins side %2.").arg(c.name).arg(side));
    return true;
}

bool Encounters::addTeam(qint64 id, const QString& party, int side, bool longGame, QStringList* figureIds, QString* error)
{
    if (party.trimmed().isEmpty()) {
        *error = tr("Name the team (a party of the roster).");
        return false;
    }
    if (!BattleResult::appliesTo(m_campaign.rules())) {
        *error = tr("This campaign has no mass-combat option pack, so it has no teams to add.");
        return false;
    }
    return CombatStep::run(m_campaign, id, tr("Add team %1 to the encounter").arg(party), [&](CombatStep& step, QString* e) {
        // Read and check the team inside the step: another program may have changed the roster.
        QString readError;
        const QList<Character> members = Roster(m_campaign).teamMembers(party, &readError);
        if (!readError.isEmpty()) {
            *e = readError;
            return false;
        }
        if (members.isEmpty()) {
            *e = tr("No active roster character is in the party “%1”.").arg(party);
            return false;
        }
        const TeamReport report = TeamRules(m_campaign.rules()).check(members, longGame);
        if (!report.legal()) {
            QStringList problems;
            for (const CharacterProblem& p : report.problems)
                problems.append(p.message);
            *e = tr("“%1” is not a legal team (see team check), so it cannot join: %2").arg(party, problems.join(QStringLiteral(" ")));
            return false;
        }
        step.log(QStringLiteral("setup"), QString(), tr("Team “%1” joins side %2 with %n figure(s).", nullptr, int(members.size())).arg(party).arg(side));
        for (const Character& c : members) {
            QString figureId;
            if (!join(step, c, side, &figureId, e))
                return false;
            if (figureIds)
                figureIds->append(figureId);
        }
        return true;
    }, error);
}

bool Encounters::addCreature(qint64 id, const QString& creature, int side, int count, QStringList* figureIds, QString* error)
{
    if (count < 1 || count > 50) {
        *error = tr("Add between 1 and 50 creatures at a time.");
        return false;
    }
    EncounterFigure model;
    if (!figureForCreature(creature, side, &model, error))
        return false;
    return CombatStep::run(m_campaign, id, tr("Add %1 to the encounter").arg(model.body.name), [&](CombatStep& step, QString*) {
        int number = 1;
        for (const EncounterFigure& f : step.state().figures)
            number += f.creature == creature && f.characterId == 0 && !f.isCreation() ? 1 : 0;
        for (int i = 0; i < count; ++i, ++number) {
            EncounterFigure f = model;
            f.body.name = QStringLiteral("%1 %2").arg(model.body.name).arg(number);
            f.body.id = step.state().newFigureId(f.body.name);
            step.state().figures.append(f);
            if (figureIds)
                figureIds->append(f.body.id);
            step.log(QStringLiteral("setup"), f.body.id, tr("%1 joins side %2.").arg(f.body.name).arg(side));
        }
        return true;
    }, error);
}

bool Encounters::removeFigure(qint64 id, const QString& figureId, QString* error)
{
    return CombatStep::run(m_campaign, id, tr("Remove a figure"), [&](CombatStep& step, QString* e) {
        EncounterFigure* f = step.figure(figureId, e);
        if (!f)
            return false;
        if (step.state().phase != CombatPhase::Setup) {
            *e = tr("Figures leave a running fight by dying, fleeing or a GM's override, not by removal.");
            return false;
        }
        step.log(QStringLiteral("setup"), figureId, tr("%1 leaves the encounter.").arg(f->body.name));
        step.state().figures.removeIf([&](const EncounterFigure& x) { return x.body.id == figureId; });
        return true;
    }, error);
}

bool Encounters::place(qint64 id, const QString& figureId, const HexCoord& hex, int facing, QString* error)
{
    return CombatStep::run(m_campaign, id, tr("Place a figure"), [&](CombatStep& step, QString* e) {
        EncounterFigure* f = step.figure(figureId, e);
        if (!f)
            return false;
        const int dir = HexCoord::normalizeDirection(facing);
        const QString problem = placementProblem(step.state(), *f, hex, dir);
        if (!problem.isEmpty()) {
            *e = problem;
            return false;
        }
        f->body.position = hex;
        f->body.facing = dir;
        f->placed = true;
        int column = 0;
        int row = 0;
        HexMap::toOffset(hex, &column, &row);
        step.log(QStringLiteral("place"), figureId, tr("%1 is placed at column %2, row %3.").arg(f->body.name).arg(column).arg(row),
                 f->hidden);
        return true;
    }, error);
}

bool Encounters::setTerrain(qint64 id, const QString& terrain, const QList<HexCoord>& hexes, bool on, QString* error)
{
    return CombatStep::run(m_campaign, id, tr("Change the map"), [&](CombatStep& step, QString* e) {
        CombatState& s = step.state();
        for (const HexCoord& h : hexes) {
            if (!s.map.contains(h)) {
                *e = tr("%1 is not on the map.").arg(HexMap::label(h));
                return false;
            }
            if (terrain == QLatin1String("wall"))
                s.map.setWall(h, on);
            else if (terrain == QLatin1String("fire"))
                on ? void(s.fire.insert(h)) : void(s.fire.remove(h));
            else if (terrain == QLatin1String("shadow"))
                on ? void(s.shadow.insert(h)) : void(s.shadow.remove(h));
            else if (terrain == QLatin1String("tunnel")) {
                QSet<HexCoord> open = s.map.tunnelHexes();
                on ? void(open.insert(h)) : void(open.remove(h));
                s.map.setTunnelHexes(open);
            } else {
                *e = tr("Unknown terrain “%1”: use wall, fire, shadow or tunnel.").arg(terrain);
                return false;
            }
        }
        step.log(QStringLiteral("map"), QString(), tr("The GM changes %n hex(es) of the map.", nullptr, int(hexes.size())));
        return true;
    }, error);
}

bool Encounters::start(qint64 id, QString* error)
{
    return CombatStep::run(m_campaign, id, tr("Start the fight"), [&](CombatStep& step, QString* e) {
        CombatState& s = step.state();
        if (s.phase != CombatPhase::Setup) {
            *e = tr("This fight has already started.");
            return false;
        }
        QList<int> sides;
        for (const EncounterFigure* f : s.onMap()) {
            if (!sides.contains(f->body.side))
                sides.append(f->body.side);
        }
        if (sides.size() < 2) {
            *e = tr("Place figures of at least two sides on the map before the fight starts.");
            return false;
        }
        if (step.houseRules().magicalSt) {
            // "Wizards STR": each wizard's magical ST starts equal to his ST (the pack leaves its size open).
            for (EncounterFigure& f : s.figures) {
                if (!f.spells.isEmpty() && f.magicalSt < 0)
                    f.magicalSt = f.body.st;
            }
        }
        s.turn = 1;
        s.phase = CombatPhase::Initiative;
        step.log(QStringLiteral("turn"), QString(), tr("The fight begins. Turn 1."));
        return true;
    }, error);
}

bool Encounters::end(qint64 id, const QList<XpProposal>& awards, QString* error)
{
    const auto endFight = [&](CombatStep& step, QString* e) {
        CombatState& s = step.state();
        if (s.phase == CombatPhase::Ended) {
            *e = tr("This fight is already over.");
            return false;
        }
        if (BattleResult::appliesTo(m_campaign.rules())) {
            // The pack's one way to score a battle: the last team standing (003 l.64).
            QString readError;
            const BattleResult result = battleResult(s, &readError);
            if (!readError.isEmpty()) {
                *e = readError;
                return false;
            }
            // Counted with hidden figures: then only the GM may read it.
            const bool secret = std::any_of(s.figures.cbegin(), s.figures.cend(), [](const EncounterFigure& f) { return f.hidden; });
            step.log(QStringLiteral("result"), QString(), result.text(), secret);
        }
        s.phase = CombatPhase::Ended;
        s.mover.clear();
        CharacterRepository characters(m_campaign.database());
        for (const EncounterFigure& f : s.figures) {
            const bool died = f.body.vitality == Vitality::Dead;
            if (!f.characterId || (f.wounds == 0 && f.fatigue == 0 && !died))
                continue;
            Character c;
            if (!characters.find(f.characterId, &c, e))
                return false;
            c.wounds += f.wounds;
            c.fatigue += f.fatigue;
            // Dead in the fight, dead in the roster: out of the active roster, never healed by time.
            if (died) {
                c.dead = true;
                c.archived = true;
            }
            step.writeCharacter(c);
            const Consciousness awareness(m_campaign.rules());
            QString aftermath = f.body.vitality == Vitality::Dead
                ? tr("%1 is dead: %2 wounds and %3 fatigue are written to the character.").arg(f.body.name).arg(f.wounds).arg(f.fatigue)
                : tr("%1 leaves the fight with %2 more wounds and %3 more fatigue.").arg(f.body.name).arg(f.wounds).arg(f.fatigue);
            if (!died && awareness.isUnconscious(c))
                aftermath += QLatin1Char(' ') + awareness.explain(c);
            step.log(QStringLiteral("aftermath"), f.body.id, aftermath);
        }
        s.spells.clear();
        step.log(QStringLiteral("turn"), QString(), tr("The fight is over after %n turn(s).", nullptr, s.turn));
        return true;
    };
    const bool withAwards = std::any_of(awards.begin(), awards.end(), [](const XpProposal& a) { return a.amount > 0; });
    return m_campaign.change(withAwards ? tr("End the fight and award experience") : tr("End the fight"),
                             [&](QString*, QString* e) {
                                 Encounter encounter;
                                 return CombatStep::run(m_campaign, id, tr("End the fight"), endFight, e)
                                        && find(id, &encounter, e) && award(awards, encounter.name, e);
                             },
                             error);
}

BattleResult Encounters::battleResult(const CombatState& state, QString* error) const
{
    QHash<qint64, QString> parties;
    CharacterRepository characters(m_campaign.database());
    for (const EncounterFigure& f : state.figures) {
        Character c;
        if (f.characterId && !parties.contains(f.characterId)) {
            if (!characters.find(f.characterId, &c, error))
                return {};
            parties.insert(f.characterId, c.party);
        }
    }
    return BattleResult::of(state, parties);
}

WinnerGuess Encounters::likelyWinner(const CombatState& state)
{
    // A side's figures still in the fight: on the map, able to act, and real (not a creation, image or illusion).
    QMap<int, int> standing;
    for (const int side : state.sides())
        standing.insert(side, 0);
    for (const EncounterFigure* f : state.onMap()) {
        if (f->body.isActive() && !f->isCreation() && !f->isFake())
            standing[f->body.side] += 1;
    }
    WinnerGuess guess;
    int sidesStanding = 0;
    for (auto it = standing.cbegin(); it != standing.cend(); ++it) {
        if (it.value() > 0)
            ++sidesStanding;
        if (guess.side < 0 || it.value() > standing.value(guess.side))
            guess.side = it.key();
    }
    guess.certain = sidesStanding == 1;
    guess.standing = standing;
    return guess;
}

QList<XpProposal> Encounters::proposeXp(qint64 id, CombatKind combat, int winnerSide, QString* error) const
{
    QList<XpProposal> out;
    Encounter e;
    if (!find(id, &e, error))
        return out;
    const Experience xp(m_campaign.rules());
    for (const EncounterFigure& f : e.state.figures) {
        if (!f.characterId || f.body.vitality == Vitality::Dead)
            continue;
        CombatAwardInput in;
        in.combat = combat;
        in.outcome = f.body.side == winnerSide ? FightOutcome::Winner : FightOutcome::Defeated;
        // Whether a loser ran away unhurt is the GM's call (the proposal can be edited before it is awarded).
        in.ranAwayUnhurt = false;
        in.ownAverage = sideAverage(e.state, f.body.side, true);
        in.enemyAverage = sideAverage(e.state, f.body.side, false);
        XpProposal p;
        p.characterId = f.characterId;
        p.name = f.body.name;
        p.amount = xp.combatAward(in, &p.explanation);
        out.append(p);
    }
    return out;
}

bool Encounters::award(const QList<XpProposal>& awards, const QString& encounterName, QString* error)
{
    Roster roster(m_campaign);
    for (const XpProposal& a : awards) {
        if (a.amount > 0 && !roster.awardXp({a.characterId}, a.amount, tr("Fight: %1").arg(encounterName), error))
            return false;
    }
    return true;
}

bool Encounters::awardXp(const QList<XpProposal>& awards, const QString& encounterName, QString* error)
{
    return m_campaign.change(tr("Experience for %1").arg(encounterName),
                             [&](QString*, QString* e) { return award(awards, encounterName, e); }, error);
}

} // namespace hk
