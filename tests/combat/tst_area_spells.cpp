// Area spells aimed at any 7-hex circle (issue 34). The Wizard: a spell that covers a megahex may be aimed at
// "any 7 hex circle", its range counted to the circle's centre (seed 000 l.296); Megahex Avert names it "any
// hex and all hexes adjacent to it" (l.682; Advanced Wizard 002 l.99, l.743). The printed megahexes only count
// distance. Megahex Sleep (000 l.695) is the area spell the tracker plays.
#include "CombatFightFixture.h"

#include "combat/Megahex.h"

using namespace hk;
using namespace hk::test;

namespace {

// An open hex of `from` that is in none of `avoid` and holds nobody.
std::optional<HexCoord> freeHex(const CombatState& s, const QList<HexCoord>& from, const QList<HexCoord>& avoid)
{
    for (const HexCoord& h : from) {
        if (avoid.contains(h) || !s.map.isOpen(h))
            continue;
        const bool taken = std::any_of(s.figures.cbegin(), s.figures.cend(), [&](const EncounterFigure& f) { return f.placed && f.body.position == h; });
        if (!taken)
            return h;
    }
    return std::nullopt;
}

} // namespace

class TestAreaSpells : public FightTests
{
    Q_OBJECT

public:
    TestAreaSpells() : FightTests(QStringLiteral("area-spells")) {}

private Q_SLOTS:
    void init() { QTest::failOnWarning(QRegularExpression(QStringLiteral(".*"))); }

    void circleIsAnyHexAndItsNeighbours()
    {
        const HexCoord c{3, -1};
        const QList<HexCoord> circle = Megahex::circle(c);
        QCOMPARE(circle.size(), 7);
        QCOMPARE(circle.first(), c);
        for (const HexCoord& h : circle.mid(1))
            QCOMPARE(h.distanceTo(c), 1);
    }

    // Aimed at a hex that is not a printed centre, Megahex Sleep takes the circle around it: a wolf next to the
    // aimed hex sleeps even outside the printed megahex, and a wolf in the printed megahex but two hexes from
    // the aimed hex stays awake.
    void megahexSleepTakesTheCircleAimedAt()
    {
        Fight f = fight();
        QString error;
        const CombatState s = f.encounter().state;
        const Megahex mega = s.map.megahexes();
        // Aim next to Bo, at a hex that is not the centre of a printed megahex (000 l.296, l.682).
        const HexCoord boHex = f.fig(f.bo).body.position;
        std::optional<HexCoord> aimed;
        for (const HexCoord& h : boHex.neighbours()) {
            if (!mega.isCentre(h) && h != f.fig(f.ann).body.position) {
                aimed = h;
                break;
            }
        }
        if (!aimed)
            QFAIL("every hex around Bo is a printed centre or Ann's");
        const HexCoord aim = *aimed;
        const QList<HexCoord> circle = Megahex::circle(aim);
        const QList<HexCoord> printed = mega.hexesOf(mega.centreOf(aim));
        const QList<HexCoord> keepOut{f.fig(f.ann).body.position};
        std::optional<HexCoord> inside;
        for (const HexCoord& h : circle) {
            if (!printed.contains(h) && !keepOut.contains(h) && h != f.fig(f.bo).body.position && s.map.isOpen(h)) {
                inside = h;
                break;
            }
        }
        QList<HexCoord> onlyPrinted;
        for (const HexCoord& h : printed) {
            if (!circle.contains(h))
                onlyPrinted.append(h);
        }
        const std::optional<HexCoord> outside = freeHex(s, onlyPrinted, keepOut);
        if (!inside || !outside)
            QFAIL("no free hex in the circle and outside it on this map");
        QStringList wolves;
        QVERIFY2(Encounters(*f.campaign).addCreature(f.id, QStringLiteral("wolf"), 2, 2, &wolves, &error), qPrintable(error));
        QVERIFY2(Encounters(*f.campaign).place(f.id, wolves.at(0), *inside, 0, &error), qPrintable(error));
        QVERIFY2(Encounters(*f.campaign).place(f.id, wolves.at(1), *outside, 0, &error), qPrintable(error));
        CastRequest r;
        r.caster = f.ann;
        r.spell = QStringLiteral("megahex-sleep");
        r.hex = aim;
        r.ignoreKnown = true;
        f.script({2, 2, 2, 6, 1});
        QVERIFY2(CombatActions(*f.campaign).cast(f.id, r, &error), qPrintable(error));
        QVERIFY(f.fig(wolves.at(0)).body.hasCondition(QStringLiteral("sleep")));
        QVERIFY(!f.fig(wolves.at(1)).body.hasCondition(QStringLiteral("sleep")));
        QVERIFY(f.fig(f.bo).body.hasCondition(QStringLiteral("sleep"))); // Bo is next to the aimed hex
    }
};

QTEST_GUILESS_MAIN(TestAreaSpells)
#include "tst_area_spells.moc"
