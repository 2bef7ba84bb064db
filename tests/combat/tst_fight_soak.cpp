// The fight soak (issue 34, section 5): random fights in the Wizard, Advanced Wizard, Warrior & Wizard and mass
// combat, and random Wiz-War games, each from its own seed and played through the model's services. After
// every step: a refused step changes nothing; a step taken is undone back to the digest before it and redone
// to the digest after it; ST is never above basic; the dead and the unconscious never act; upkeep never takes
// ST below what the rules allow; the players' view holds no GM-only datum. `make test` runs 40 games;
// `make soak N=500` runs N (FIGHT_SOAK_GAMES). A failure prints its seed and how to run it alone
// (FIGHT_SOAK_SEED=N FIGHT_SOAK_GAMES=1) with the steps that led there. Each bug it found is a named row.
#include "FightSoakChecks.h"
#include "WizWarSoak.h"

#include "combat/HexMap.h"
#include "commands/ChangeHistory.h"
#include "StrictTest.h"

#include <QElapsedTimer>
#include <QTest>

using namespace hk;
using namespace hk::test;

namespace {

int environment(const char* name, int fallback)
{
    bool ok = false;
    const int value = qEnvironmentVariableIntValue(name, &ok);
    return ok && value > 0 ? value : fallback;
}

const QStringList rulesets{QStringLiteral("tft-wizard-1978"), QStringLiteral("tft-advanced-wizard-1980"),
                           QStringLiteral("warrior-and-wizard-0.10"), QStringLiteral("mass-combat-miller-2.0"),
                           QStringLiteral("wiz-war")};

// Side 1's and side 2's fighters for the ruleset: characters (a W&W warrior carries nothing, so fights
// bare-handed) and creatures of its bestiary.
struct Lineup
{
    QList<Character> characters;
    QStringList creatures;
};

Lineup lineup(const QString& ruleset, int side)
{
    const QString n = side == 1 ? QStringLiteral("A") : QStringLiteral("B");
    if (ruleset == QLatin1String("warrior-and-wizard-0.10"))
        return {{wwWarrior(QStringLiteral("Brand") + n, 13, 11, 8)}, {side == 1 ? QStringLiteral("wolf") : QStringLiteral("myrmidon")}};
    if (ruleset == QLatin1String("mass-combat-miller-2.0"))
        return {{}, side == 1 ? QStringList{QStringLiteral("wolf"), QStringLiteral("myrmidon")} : QStringList{QStringLiteral("bear"), QStringLiteral("wolf")}};
    Character w = legalWizard(QStringLiteral("Wiz") + n);
    if (ruleset == QLatin1String("tft-wizard-1978"))
        w.spells = {QStringLiteral("staff"), QStringLiteral("magic-fist"), QStringLiteral("blur"), QStringLiteral("trip"),
                    QStringLiteral("summon-wolf"), QStringLiteral("drop-weapon"), QStringLiteral("fire"), QStringLiteral("image"), QStringLiteral("dazzle")};
    return {{w}, {side == 1 ? QStringLiteral("wolf") : QStringLiteral("myrmidon")}};
}

} // namespace

class TestFightSoak : public hk::test::StrictTest
{
    Q_OBJECT
    CampaignFactory m_campaigns{QStringLiteral("fight-soak")};
    QMap<QString, int> m_kinds; // steps taken, by their first word

    // A fresh fight in the ruleset, placed at random from the seed, started.
    bool setUp(Campaign& c, const QString& ruleset, quint64 seed, qint64* id, QString* error)
    {
        QRandomGenerator64 rng(seed ^ 0x5eedULL);
        Encounters e(c);
        if (!e.create(QStringLiteral("Soak %1").arg(seed), 10, 10, false, id, error))
            return false;
        QStringList ids;
        for (int side : {1, 2}) {
            const Lineup l = lineup(ruleset, side);
            for (const Character& ch : l.characters) {
                qint64 cid = 0;
                QString figure;
                if (!Roster(c).add(ch, &cid, error) || !e.addCharacter(*id, cid, side, &figure, error))
                    return false;
                ids.append(figure);
            }
            for (const QString& creature : l.creatures) {
                QStringList added;
                if (!e.addCreature(*id, creature, side, 1, &added, error))
                    return false;
                ids.append(added);
            }
        }
        QList<HexCoord> used;
        for (const QString& figure : ids) {
            const Encounter now = [&] { Encounter x; Encounters(c).find(*id, &x, nullptr); return x; }();
            const int side = now.state.figure(figure)->body.side;
            for (int tries = 0; tries < 50; ++tries) {
                const HexCoord h = HexMap::toAxial(side == 1 ? 3 + int(rng.bounded(2)) : 5 + int(rng.bounded(2)), 3 + int(rng.bounded(4)));
                if (used.contains(h))
                    continue;
                if (e.place(*id, figure, h, side == 1 ? 1 + int(rng.bounded(2)) : 4 + int(rng.bounded(2)), error)) { // facing the other side
                    used.append(h);
                    break;
                }
            }
        }
        return e.start(*id, error);
    }

    // One checked step; empty when all held.
    static QString checkedStep(Campaign& c, qint64 id, FightSoak& soak, QString* digest, QStringList* log)
    {
        const SoakStep step = soak.draw();
        const CombatState before = soak.encounter().state;
        const int undoSteps = c.undoStack()->index();
        QString error;
        const bool done = step.run(&error);
        log->append(QStringLiteral("%1. %2: %3").arg(log->size() + 1).arg(step.text, done ? QStringLiteral("done") : QStringLiteral("refused (%1)").arg(error)));
        const QString was = *digest;
        const QString now = digestOf(c);
        *digest = now;
        if (!done && now != was)
            return QStringLiteral("a refused step changed the campaign");
        if (done && !(now == was && c.undoStack()->index() == undoSteps)) { // a step that changed nothing leaves no undo
            if (c.undoStack()->index() != undoSteps + 1)
                return QStringLiteral("the step left %1 steps to undo").arg(c.undoStack()->index() - undoSteps);
            QString e;
            if (!c.undo(&e) || digestOf(c) != was)
                return QStringLiteral("undo did not give back the digest before the step %1").arg(e);
            if (!c.redo(&e) || digestOf(c) != now)
                return QStringLiteral("redo did not give back the digest after the step %1").arg(e);
        }
        const CombatState after = soak.encounter().state;
        const CombatParameters p = *CombatParameters::load(c.rules(), nullptr);
        QStringList problems = stateProblems(after) + stepProblems(step, done, before, after, p) + playersProblems(c, id);
        return problems.join(QStringLiteral("; "));
    }

    static bool over(const CombatState& s)
    {
        QSet<int> standing;
        for (const EncounterFigure* f : s.onMap()) {
            if (f->body.isActive())
                standing.insert(f->body.side);
        }
        return standing.size() < 2;
    }

public:
    // A whole game from its seed; empty when every step held. *steps counts those taken.
    QString game(quint64 seed, int steps, int* taken)
    {
        const QString ruleset = rulesets.at(int(seed % quint64(rulesets.size())));
        // Mass combat is an option pack on the Wizard (003 builds on Advanced Melee and Wizard).
        const bool pack = ruleset == QLatin1String("mass-combat-miller-2.0");
        auto c = pack ? m_campaigns.create(1, {ruleset}, QStringLiteral("tft-wizard-1978")) : m_campaigns.create(1, {}, ruleset);
        if (!c)
            return QStringLiteral("seed %1 (%2): no campaign").arg(seed).arg(ruleset);
        QStringList log;
        QString problem;
        if (ruleset == QLatin1String("wiz-war")) {
            problem = wizWarGame(*c, seed, steps, taken, &log);
        } else {
            qint64 id = 0;
            QString error;
            if (!setUp(*c, ruleset, seed, &id, &error))
                return QStringLiteral("seed %1 (%2): set-up refused: %3").arg(seed).arg(ruleset, error);
            FightSoak soak(*c, id, seed);
            QString digest = digestOf(*c);
            for (int i = 0; i < steps && problem.isEmpty() && !over(soak.encounter().state); ++i) {
                problem = checkedStep(*c, id, soak, &digest, &log);
                *taken += log.last().endsWith(QLatin1String(": done")) ? 1 : 0;
            }
        }
        for (const QString& line : std::as_const(log)) {
            if (line.endsWith(QLatin1String(": done")))
                ++m_kinds[line.section(QLatin1Char(' '), 1, 1)];
        }
        if (qEnvironmentVariableIsSet("FIGHT_SOAK_LOG")) // every step of every game, to see what the soak does
            qInfo("seed %llu (%s):\n%s", seed, qPrintable(ruleset), qPrintable(log.join(QLatin1Char('\n'))));
        if (problem.isEmpty())
            return {};
        return QStringLiteral("seed %1 (%2; alone: FIGHT_SOAK_SEED=%1 FIGHT_SOAK_GAMES=1): %3\n%4")
            .arg(seed)
            .arg(ruleset, problem, log.join(QLatin1Char('\n')));
    }

private Q_SLOTS:
    void soak()
    {
        const int games = environment("FIGHT_SOAK_GAMES", 40);
        const int steps = environment("FIGHT_SOAK_STEPS", 60);
        const quint64 first = quint64(environment("FIGHT_SOAK_SEED", 1));
        QElapsedTimer timer;
        timer.start();
        int taken = 0;
        QStringList failures;
        QStringList seeds;
        for (int i = 0; i < games; ++i) {
            const QString problem = game(first + quint64(i), steps, &taken);
            if (problem.isEmpty())
                continue;
            seeds.append(QString::number(first + quint64(i)));
            if (failures.size() < 3)
                failures.append(problem);
        }
        qInfo("%d games of up to %d steps from seed %llu (%d steps taken) in %.1f s", games, steps, first, taken, timer.elapsed() / 1000.0);
        QStringList counts;
        for (auto it = m_kinds.cbegin(); it != m_kinds.cend(); ++it)
            counts.append(QStringLiteral("%1 %2").arg(it.key()).arg(it.value()));
        qInfo("steps taken: %s", qPrintable(counts.join(QStringLiteral(", "))));
        if (!seeds.isEmpty())
            QFAIL(qPrintable(QStringLiteral("%1 of %2 games failed, seeds %3\n\n%4").arg(seeds.size()).arg(games).arg(seeds.join(QStringLiteral(", ")), failures.join(QStringLiteral("\n\n")))));
    }
};

QTEST_GUILESS_MAIN(TestFightSoak)
#include "tst_fight_soak.moc"
