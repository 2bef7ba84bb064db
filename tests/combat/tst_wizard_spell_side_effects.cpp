// Spells of the Wizard (seed 000) and Advanced Wizard (002) whose lesser rules the GM used to apply by hand
// (issue 34, docs/spells-in-combat.md), one row per rule named by its seed line, cast through CombatActions with
// scripted dice: Clumsiness lasting 1 turn on a victim of ST 30+, Magic Fist tripping its target, Confusion
// lowering IQ and barring spells above it, Shock Shield striking whoever shares its subject's hex at the turn's
// end, Destroy Creation sparing summoned beings and unmaking one hex of fire or wall, an upkeep per minute paid
// once for the minute's turns, and a continuing spell's cost and upkeep scaled by its subject's hexes.
#include "CampaignTestSupport.h"
#include "FightPhases.h"

#include "campaign/CampaignDice.h"
#include "characters/Roster.h"
#include "combat/CombatActions.h"
#include "combat/CombatStep.h"
#include "combat/CombatTurn.h"
#include "combat/Encounters.h"
#include "dice/ScriptedDiceRoller.h"
#include "StrictTest.h"

#include <QTest>

#include <algorithm>

using namespace hk;

namespace {

const QString wizard = QStringLiteral("tft-wizard-1978");
const QString advanced = QStringLiteral("tft-advanced-wizard-1980");

HexCoord at(int column, int row)
{
    return HexMap::toAxial(column, row);
}

// One step of a row: a spell cast (at a figure, "last" for the newest figure, or at a hex), two figures locked
// hand-to-hand, the turn played to its end, the renewal phase (every upkeep due paid when st is 1, none when 0,
// then on into movement, where what was not paid for ends), or a creature (spell: its id) joining side 2 at hex.
struct Step
{
    enum class Kind { Cast, HandToHand, EndTurn, Renew, Join };
    Kind kind = Kind::Cast;
    QString caster;
    QString spell;
    QString target;
    QPoint hex;
    int st = 0;
    QString appearance;
};

Step cast(const QString& caster, const QString& spell, const QString& target, int st = 0)
{
    return {Step::Kind::Cast, caster, spell, target, {}, st, {}};
}

Step castAt(const QString& caster, const QString& spell, QPoint hex, const QString& appearance = {})
{
    return {Step::Kind::Cast, caster, spell, {}, hex, 0, appearance};
}

Step renew(bool pay)
{
    return {Step::Kind::Renew, {}, {}, {}, {}, pay ? 1 : 0, {}};
}

Step join(const QString& creature, QPoint hex)
{
    return {Step::Kind::Join, {}, creature, {}, hex, 0, {}};
}

// Ann (ST 11, DX 14: under the courtesy rule's 40) at 5,5 facing south on side 1; Bo (ST 11, DX 11, IQ 10) at
// 5,6 facing north and Cy (ST 30, DX 10) at 7,5 on side 2; all wizards. Started and brought to the action phase of turn 1, Ann's side first.
struct Fight
{
    std::unique_ptr<Campaign> campaign;
    qint64 id = 0;
    QMap<QString, QString> ids; // "ann", "bo", "cy" → figure id

    void script(const QList<int>& faces) { campaign->dice().setOverride(std::make_shared<ScriptedDiceRoller>(faces)); }
    Encounter encounter() const
    {
        Encounter e;
        QString error;
        Encounters(*campaign).find(id, &e, &error);
        return e;
    }
    QString figureId(const QString& key) const
    {
        if (key == QLatin1String("last")) {
            const Encounter e = encounter();
            return e.state.figures.isEmpty() ? QString() : e.state.figures.constLast().body.id;
        }
        return ids.value(key);
    }
    bool run(const Step& s, QString* error)
    {
        if (s.kind == Step::Kind::EndTurn) {
            const int turn = encounter().state.turn;
            for (int i = 0; i < 12 && encounter().state.turn == turn; ++i) {
                if (!CombatTurn(*campaign).advance(id, error))
                    return false;
            }
            return encounter().state.turn == turn + 1;
        }
        if (s.kind == Step::Kind::Renew)
            return renewAll(s.st > 0, error);
        if (s.kind == Step::Kind::Join) {
            QStringList added;
            return Encounters(*campaign).addCreature(id, s.spell, 2, 1, &added, error)
                   && Encounters(*campaign).place(id, added.value(0), at(s.hex.x(), s.hex.y()), 0, error);
        }
        if (s.kind == Step::Kind::HandToHand) {
            const QString a = figureId(s.caster);
            const QString b = figureId(s.target);
            return CombatStep::run(*campaign, id, QStringLiteral("test brawl"), [&](CombatStep& step, QString*) {
                for (const auto& [one, other] : {std::pair{a, b}, std::pair{b, a}}) {
                    FigureCondition c;
                    c.key = QStringLiteral("hth");
                    c.source = other;
                    step.state().figure(one)->body.setCondition(c);
                }
                return true;
            }, error);
        }
        CastRequest r;
        r.caster = figureId(s.caster);
        r.spell = s.spell;
        r.target = figureId(s.target);
        if (!s.hex.isNull())
            r.hex = at(s.hex.x(), s.hex.y());
        r.st = s.st;
        r.appearance = s.appearance;
        r.ignoreKnown = true;
        return CombatActions(*campaign).cast(id, r, error);
    }
    // The renewal phase: pays every upkeep due (or none), then moves on into movement.
    bool renewAll(bool pay, QString* error)
    {
        for (int i = 0; i < 12 && encounter().state.phase != CombatPhase::RenewSpells; ++i) {
            if (!CombatTurn(*campaign).advance(id, error))
                return false;
        }
        for (const ActiveSpell& sp : encounter().state.spells) {
            if (pay && sp.upkeep > 0 && !sp.renewedThisTurn && !CombatTurn(*campaign).renew(id, sp.serial, true, error))
                return false;
        }
        return encounter().state.phase == CombatPhase::RenewSpells && CombatTurn(*campaign).advance(id, error);
    }
};

bool setUp(Fight* f, test::CampaignFactory& campaigns, const QString& ruleset)
{
    f->campaign = campaigns.create(1, {}, ruleset);
    QString error;
    Encounters e(*f->campaign);
    bool ok = e.create(QStringLiteral("Arena"), 12, 12, false, &f->id, &error);
    const QList<std::tuple<QString, int, QPoint, int>> people{{QStringLiteral("ann"), 1, {5, 5}, 3},
                                                             {QStringLiteral("bo"), 2, {5, 6}, 0},
                                                             {QStringLiteral("cy"), 2, {7, 5}, 4}};
    for (const auto& [key, side, hex, facing] : people) {
        Character c = test::legalWizard(key.left(1).toUpper() + key.mid(1));
        c.st = 11;
        c.dx = 11;
        c.iq = 10;
        c.spells = {QStringLiteral("staff"), QStringLiteral("blur")};
        qint64 characterId = 0;
        QString figure;
        ok = ok && Roster(*f->campaign).add(c, &characterId, &error) && e.addCharacter(f->id, characterId, side, &figure, &error)
             && e.place(f->id, figure, at(hex.x(), hex.y()), facing, &error);
        f->ids.insert(key, figure);
    }
    ok = ok && CombatStep::run(*f->campaign, f->id, QStringLiteral("test figures"), [&](CombatStep& s, QString*) {
        s.state().figure(f->ids.value(QStringLiteral("ann")))->body.dx = 14;
        EncounterFigure* cy = s.state().figure(f->ids.value(QStringLiteral("cy")));
        cy->body.st = cy->body.stBasic = 30;
        cy->body.dx = 10; // no tie with Bo for who acts next
        return true;
    }, &error);
    ok = ok && e.start(f->id, &error);
    f->script({6, 1}); // side 1 wins the initiative
    if (!ok) {
        hk::test::setupFailed(error);
        return false;
    }
    return hk::test::advanceFightTo(*f->campaign, f->id, CombatPhase::Actions);
}

// A number to check: "bo.st", "bo.iq", "bo.fallen", "bo.turns" (the longest condition), "figures" on the map,
// "fire" and "walls" (hexes), "spells" (running), or
// "players:WORDS" (1 when the players' log has a line with these words).
int measure(const Fight& f, const QString& what)
{
    const Encounter e = f.encounter();
    if (what.startsWith(QLatin1String("players:"))) {
        QString error;
        const QList<CombatLogEntry> log = Encounters(*f.campaign).log(f.id, true, &error);
        return std::any_of(log.cbegin(), log.cend(), [&](const CombatLogEntry& l) { return l.message.contains(what.mid(8)); }) ? 1 : 0;
    }
    if (what == QLatin1String("figures"))
        return int(e.state.onMap().size());
    if (what == QLatin1String("fire"))
        return int(e.state.fire.size());
    if (what == QLatin1String("walls"))
        return int(e.state.map.walls().size());
    if (what == QLatin1String("spells"))
        return int(e.state.spells.size());
    const EncounterFigure* who = e.state.figure(f.ids.value(what.section(QLatin1Char('.'), 0, 0)));
    if (!who)
        return INT_MIN;
    const CombatFigure& b = who->body;
    const QString attr = what.section(QLatin1Char('.'), 1);
    if (attr == QLatin1String("turns")) {
        int turns = 0;
        for (const FigureCondition& c : b.conditions)
            turns = std::max(turns, c.turnsLeft);
        return turns;
    }
    const QHash<QString, int> numbers{{QStringLiteral("st"), b.st},
                                      {QStringLiteral("iq"), b.iq},
                                      {QStringLiteral("fallen"), b.posture == Posture::Fallen ? 1 : 0}};
    return numbers.value(attr, INT_MIN);
}

using Checks = QList<std::pair<QString, int>>;

} // namespace

Q_DECLARE_METATYPE(Step)
Q_DECLARE_METATYPE(Checks)

class TestWizardSpellSideEffects : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("SpellSideEffects")};

private Q_SLOTS:
    void spells_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QList<Step>>("steps");   // in order; the last is what the row is about
        QTest::addColumn<QList<int>>("faces");    // every die of every step, in order
        QTest::addColumn<QString>("refusal");     // empty: every step works; else the last is refused with these words
        QTest::addColumn<Checks>("checks");
        const QList<int> works{2, 2, 2}; // a casting roll of 6: it works
        const QString ann = QStringLiteral("ann");
        const QString bo = QStringLiteral("bo");
        const QString cy = QStringLiteral("cy");
        const Step endTurn{Step::Kind::EndTurn, {}, {}, {}, {}, 0, {}};
        const Step annHoldsBo{Step::Kind::HandToHand, ann, {}, bo, {}, 0, {}};
        for (const QString& book : {wizard, advanced}) {
            const bool aw = book == advanced;
            auto row = [&](const char* line000, const char* line002, const char* what, const QList<Step>& steps, const QList<int>& faces,
                           const QString& refusal, const Checks& checks) {
                const QByteArray name = QByteArray(aw ? "002 l." : "000 l.") + (aw ? line002 : line000) + ' ' + what;
                QTest::newRow(name.constData()) << book << steps << faces << refusal << checks;
            };
            row("578", "499", "Clumsiness: 3 turns on a victim under ST 30", {cast(ann, QStringLiteral("clumsiness"), bo, 1)}, works, {},
                {{"bo.turns", 3}});
            row("578", "499", "Clumsiness: 1 turn on a victim of ST 30", {cast(ann, QStringLiteral("clumsiness"), cy, 1)}, works, {},
                {{"cy.turns", 1}});
            row("580", "501", "Confusion: -2 IQ per ST for 3 turns", {cast(ann, QStringLiteral("confusion"), bo, 2)}, works, {},
                {{"bo.iq", 6}, {"bo.turns", 3}});
            row("580", "501", "Confusion: IQ back when it ends", {cast(ann, QStringLiteral("confusion"), bo, 2), endTurn, endTurn, endTurn},
                {2, 2, 2, 6, 1, 6, 1, 6, 1}, {}, {{"bo.iq", 10}, {"bo.turns", 0}});
            row("580", "501", "Confusion: a spell at the lowered IQ still works",
                {cast(ann, QStringLiteral("confusion"), bo, 1), cast(bo, QStringLiteral("blur"), bo)}, {2, 2, 2, 2, 2, 2}, {}, {{"bo.iq", 8}});
            row("580", "501", "Confusion: a spell above the lowered IQ is refused",
                {cast(ann, QStringLiteral("confusion"), bo, 2), cast(bo, QStringLiteral("blur"), bo)}, {2, 2, 2, 2, 2, 2},
                QStringLiteral("confused down to IQ 6"), {{"bo.iq", 6}});
            row("603", "543", "Shock Shield: 1 die to the figure in its subject's hex at the turn's end",
                {cast(ann, QStringLiteral("shock-shield"), bo), annHoldsBo, endTurn}, {2, 2, 2, 4, 6, 1}, {},
                {{"ann.st", 5}, {"bo.st", 11}, {"cy.st", 30}, {"players:strikes Ann for 4", 1}});
            row("603", "543", "Shock Shield: nobody in the hex, nobody hurt", {cast(ann, QStringLiteral("shock-shield"), bo), endTurn},
                {2, 2, 2, 6, 1}, {}, {{"ann.st", 9}, {"bo.st", 11}, {"cy.st", 30}, {"players:Shock Shield", 0}});
            row("620", "583", "Destroy Creation: an image vanishes",
                {castAt(ann, QStringLiteral("image"), {4, 5}, QStringLiteral("wolf")), cast(bo, QStringLiteral("destroy-creation"), QStringLiteral("last"))},
                {2, 2, 2, 2, 2, 2}, {}, {{"figures", 3}});
            row("620", "583", "Destroy Creation: a summoned wolf is spared",
                {castAt(ann, QStringLiteral("summon-wolf"), {4, 5}), cast(bo, QStringLiteral("destroy-creation"), QStringLiteral("last"))},
                {2, 2, 2, 2, 2, 2}, {}, {{"figures", 4}});
            row("620", "583", "Destroy Creation: a hex of fire goes",
                {castAt(ann, QStringLiteral("fire"), {4, 5}), castAt(bo, QStringLiteral("destroy-creation"), {4, 5})}, {2, 2, 2, 2, 2, 2}, {},
                {{"fire", 0}});
            row("620", "583", "Destroy Creation: a hex of wall goes",
                {castAt(ann, QStringLiteral("create-wall"), {4, 5}), castAt(bo, QStringLiteral("destroy-creation"), {4, 5})}, {2, 2, 2, 2, 2, 2},
                {}, {{"walls", 0}});
        }
        // An upkeep per minute (Persuasiveness, 002 l.587) is paid once for 12 turns (l.679, the parameter
        // turns-per-minute): the casting pays turns 1–12, the next payment falls due in turn 13.
        const QList<int> twelveTurns = works + QList<int>{6, 1, 6, 1, 6, 1, 6, 1, 6, 1, 6, 1, 6, 1, 6, 1, 6, 1, 6, 1, 6, 1, 6, 1};
        QList<Step> toTurn12{cast(ann, QStringLiteral("persuasiveness"), bo)};
        for (int i = 0; i < 11; ++i)
            toTurn12.append(endTurn);
        const QList<Step> toTurn13 = toTurn12 + QList<Step>{endTurn};
        QTest::newRow("002 l.679 Persuasiveness: the casting pays the first minute, nothing is due in turn 12")
            << advanced << (toTurn12 + QList<Step>{renew(true)}) << twelveTurns << QString() << Checks{{"ann.st", 9}, {"spells", 1}};
        QTest::newRow("002 l.679 Persuasiveness: due again in turn 13, 1 ST for the next minute")
            << advanced << (toTurn13 + QList<Step>{renew(true)}) << twelveTurns << QString() << Checks{{"ann.st", 8}, {"spells", 1}};
        QTest::newRow("002 l.679 Persuasiveness: not paid in turn 13, it ends")
            << advanced << (toTurn13 + QList<Step>{renew(false)}) << twelveTurns << QString() << Checks{{"ann.st", 9}, {"spells", 0}};
        QTest::newRow("000 l.569 Blur: an upkeep per turn is due in turn 2")
            << wizard << QList<Step>{cast(ann, QStringLiteral("blur"), bo), endTurn, renew(true)} << (works + QList<int>{6, 1})
            << QString() << Checks{{"ann.st", 9}, {"spells", 1}};
        // A continuing spell on a larger subject costs as many times its price as the subject has hexes, to cast and
        // to keep (002 l.275); the giant is three hexes (000 l.225). The Wizard prices no size.
        const QList<Step> giant{join(QStringLiteral("giant"), {9, 8})};
        QTest::newRow("002 l.275 Blur on a 3-hex giant: 3 ST to cast")
            << advanced << (giant + QList<Step>{cast(ann, QStringLiteral("blur"), QStringLiteral("last"))}) << works << QString()
            << Checks{{"ann.st", 8}};
        QTest::newRow("002 l.275 Blur on a 3-hex giant: 3 ST a turn to keep")
            << advanced << (giant + QList<Step>{cast(ann, QStringLiteral("blur"), QStringLiteral("last")), endTurn, renew(true)})
            << (works + QList<int>{6, 1}) << QString() << Checks{{"ann.st", 5}, {"spells", 1}};
        QTest::newRow("002 l.275 Eyes-Behind on a 3-hex giant: 3 times 3 ST, as the book's example")
            << advanced << (giant + QList<Step>{cast(ann, QStringLiteral("eyes-behind"), QStringLiteral("last"))}) << works << QString()
            << Checks{{"ann.st", 2}};
        QTest::newRow("002 l.275 Fireproofing (l.659) on a 3-hex giant: 3 ST for each hex")
            << advanced << (giant + QList<Step>{cast(ann, QStringLiteral("fireproofing"), QStringLiteral("last"))}) << works << QString()
            << Checks{{"ann.st", 2}};
        QTest::newRow("002 l.275 Fireproofing (l.659) on a one-hex figure: 3 ST")
            << advanced << QList<Step>{cast(ann, QStringLiteral("fireproofing"), bo)} << works << QString() << Checks{{"ann.st", 8}};
        QTest::newRow("000 l.569 Blur on a 3-hex giant: 1 ST, the Wizard prices no size")
            << wizard << (giant + QList<Step>{cast(ann, QStringLiteral("blur"), QStringLiteral("last"))}) << works << QString()
            << Checks{{"ann.st", 10}};
        // Magic Fist: the Wizard has no trip (000 l.285); Advanced Wizard trips at 6 hits before armour (002 l.483).
        auto fist = [&](const char* name, const QString& book, const QList<int>& faces, int fallen) {
            QTest::newRow(name) << book << QList<Step>{cast(ann, QStringLiteral("magic-fist"), bo, 3)} << faces << QString()
                                << Checks{{"bo.st", faces.value(3) * 3 > 9 ? 5 : 8}, {"bo.fallen", fallen}};
        };
        fist("002 l.483 Magic Fist: 6 hits, a missed roll on the better of ST and DX trips", advanced, {2, 2, 2, 4, 4, 4, 6, 6, 6}, 1);
        fist("002 l.483 Magic Fist: 6 hits, a made roll keeps the target up", advanced, {2, 2, 2, 4, 4, 4, 2, 2, 2}, 0);
        fist("002 l.483 Magic Fist: under 6 hits, no roll", advanced, {2, 2, 2, 3, 3, 3, 6, 6, 6}, 0);
        fist("000 l.285 Magic Fist: the Wizard's fist does not trip", wizard, {2, 2, 2, 4, 4, 4, 6, 6, 6}, 0);
    }

    void spells()
    {
        QFETCH(QString, ruleset);
        QFETCH(QList<Step>, steps);
        QFETCH(QList<int>, faces);
        QFETCH(QString, refusal);
        QFETCH(Checks, checks);
        Fight f;
        QVERIFY(setUp(&f, m_campaigns, ruleset));
        f.script(faces);
        for (int i = 0; i < steps.size(); ++i) {
            QString error;
            const bool ok = f.run(steps.at(i), &error);
            if (i == steps.size() - 1 && !refusal.isEmpty()) {
                QVERIFY2(!ok && error.contains(refusal), qPrintable(QStringLiteral("expected a refusal: ") + error));
                continue;
            }
            QVERIFY2(ok, qPrintable(steps.at(i).spell + QStringLiteral(": ") + error));
        }
        for (const auto& [what, expected] : checks)
            QVERIFY2(measure(f, what) == expected,
                     qPrintable(QStringLiteral("%1: %2, expected %3").arg(what).arg(measure(f, what)).arg(expected)));
    }
};

QTEST_GUILESS_MAIN(TestWizardSpellSideEffects)
#include "tst_wizard_spell_side_effects.moc"
