// Issue 34, "Exact odds": the chance `dice odds` prints, the chance `combat odds` (and the attack dialog,
// which reads the same CombatOdds) shows, and DiceOdds with each base ruleset's to-hit specials equal an
// enumeration done here: every face combination of 3 to 6 dice, against every target the dice can reach and
// one below and one above, with the special results read straight from the ruleset's table rows (the
// Wizard's to-hit and defending tables, seed 000 l.261–271 and l.463; the Advanced Wizard inherits them).
// Counts are integers, so the chance is the exact double count / 6^n and the comparison is exact. DiceOdds is
// checked at every target; the whole CLI processes at the targets where a mistake would show (edgeTargets).
#include "CliRunner.h"
#include "TestSupport.h"

#include "combat/CombatParameters.h"
#include "dice/DiceOdds.h"
#include "dice/StandardSpecials.h"
#include "packages/Ruleset.h"
#include "StrictTest.h"

#include <QJsonArray>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>
#include <optional>

using namespace hk;

namespace {

const char* BaseRulesets[] = {"tft-wizard-1978", "tft-advanced-wizard-1980", "warrior-and-wizard-0.10"};

// One row of a special-results table as the data gives it: a range of totals and whether it forces the roll.
struct ForcedRange
{
    int from = 0;
    int to = 0;
    std::optional<bool> forced;
};

// The to-hit table of a ruleset for `dice` dice, read from its rows (empty: only the target decides).
QList<ForcedRange> forcedRanges(const Ruleset& rules, int dice)
{
    const char* id = dice == 3 ? StandardSpecials::toHit3 : dice == 4 ? StandardSpecials::toHit4 : nullptr;
    QList<ForcedRange> out;
    const RuleEntry* table = id ? rules.entry(QStringLiteral("table"), QLatin1String(id)) : nullptr;
    if (!table)
        return out;
    for (const QJsonValue& v : table->data.value(QLatin1String("rows")).toArray()) {
        const QJsonObject row = v.toObject();
        ForcedRange r;
        r.from = row.value(QLatin1String("from")).toInt();
        r.to = row.value(QLatin1String("to")).toInt(r.from);
        const QString forced = row.value(QLatin1String("forced")).toString();
        if (!forced.isEmpty())
            r.forced = forced == QLatin1String("success");
        out.append(r);
    }
    return out;
}

// Every face combination of `dice` d6, counted: success when a special row forces it, else total ≤ target.
double enumerated(int dice, int target, const QList<ForcedRange>& ranges)
{
    QList<int> faces(dice, 1);
    qint64 hits = 0;
    qint64 all = 0;
    while (true) {
        int total = 0;
        for (int f : faces)
            total += f;
        bool ok = total <= target;
        for (const ForcedRange& r : ranges) {
            if (total >= r.from && total <= r.to && r.forced)
                ok = *r.forced;
        }
        hits += ok ? 1 : 0;
        ++all;
        int d = 0;
        while (d < dice && faces[d] == 6)
            faces[d++] = 1;
        if (d == dice)
            break;
        ++faces[d];
    }
    return double(hits) / double(all);
}

// The targets a whole CLI process is run for: both ends of the dice's reach and one beyond, the middle, and each
// side of every forced range's edges. Every target in between goes through the same DiceOdds, which
// diceOddsInProcess checks at every target; a process per target cost 40 s of the suite.
QList<int> edgeTargets(int dice, const QList<ForcedRange>& ranges, int lowest, int highest)
{
    QList<int> targets{dice - 1, dice, 7 * dice / 2, 6 * dice, 6 * dice + 1};
    for (const ForcedRange& r : ranges)
        targets << r.from - 1 << r.from << r.to << r.to + 1;
    QList<int> out;
    for (int t : targets) {
        if (t >= lowest && t <= highest && !out.contains(t))
            out.append(t);
    }
    std::sort(out.begin(), out.end());
    return out;
}

// QCOMPARE on doubles is fuzzy: these must be equal to the last bit.
#define HK_EXACT(actual, expected)                                                                                   \
    do {                                                                                                           \
        const double a_ = (actual);                                                                                \
        const double e_ = (expected);                                                                              \
        QVERIFY2(a_ == e_, qPrintable(QStringLiteral("%1 at target %2: %3, enumerated %4")                        \
                                          .arg(QLatin1String(#actual)).arg(target).arg(a_, 0, 'g', 17).arg(e_, 0, 'g', 17))); \
    } while (false)

} // namespace

class TestCliExactOdds : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void tablesAreThere()
    {
        // The enumeration must not pass for want of a table: the Wizard and the Advanced Wizard have both.
        for (const char* id : {"tft-wizard-1978", "tft-advanced-wizard-1980"}) {
            const Ruleset rules = test::registry().ruleset(QLatin1String(id));
            QVERIFY2(forcedRanges(rules, 3).size() == 6, id);
            QVERIFY2(forcedRanges(rules, 4).size() == 4, id);
        }
    }

    // Every ruleset, 3–6 dice, every target from one below the lowest total to one above the highest.
    void diceOddsInProcess_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<int>("dice");
        for (const char* id : BaseRulesets) {
            for (int dice = 3; dice <= 6; ++dice)
                QTest::addRow("%s %dd6", id, dice) << QString::fromLatin1(id) << dice;
        }
    }
    void diceOddsInProcess()
    {
        QFETCH(QString, ruleset);
        QFETCH(int, dice);
        const Ruleset rules = test::registry().ruleset(ruleset);
        QVERIFY(!rules.isEmpty());
        QString error;
        const SpecialResults specials = StandardSpecials::toHit(rules, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const std::optional<CombatParameters> p = CombatParameters::load(rules, &error);
        QVERIFY2(p, qPrintable(error));
        const QList<ForcedRange> ranges = forcedRanges(rules, dice);
        for (int target = dice - 1; target <= 6 * dice + 1; ++target) {
            const double exact = enumerated(dice, target, ranges);
            // `dice odds` and the dice page
            HK_EXACT(DiceOdds::success(dice, target, &specials), exact);
            // `combat odds` and the attack dialog: the combat parameters' to-hit specials
            HK_EXACT(DiceOdds::success(dice, target, &p->toHit), exact);
            // Without specials, the plain chance of rolling the target or less
            HK_EXACT(DiceOdds::atMost(dice, target), enumerated(dice, target, {}));
        }
    }

    // `hexkeeper-cli dice odds Nd6 --vs T --ruleset R --json`, end to end, every row of the above at the edge
    // targets (edgeTargets).
    void diceOddsCli_data() { diceOddsInProcess_data(); }
    void diceOddsCli()
    {
        QFETCH(QString, ruleset);
        QFETCH(int, dice);
        const QList<ForcedRange> ranges = forcedRanges(test::registry().ruleset(ruleset), dice);
        for (int target : edgeTargets(dice, ranges, dice - 1, 6 * dice + 1)) {
            const CliResult r = runCli({QStringLiteral("dice"), QStringLiteral("odds"), QStringLiteral("%1d6").arg(dice), QStringLiteral("--vs"),
                                        QString::number(target), QStringLiteral("--ruleset"), ruleset, QStringLiteral("--json")});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            const QJsonObject o = r.json().object();
            HK_EXACT(o.value(QLatin1String("success")).toDouble(), enumerated(dice, target, ranges));
            HK_EXACT(o.value(QLatin1String("atMost")).toDouble(), enumerated(dice, target, {}));
        }
    }

    // `combat odds` end to end: a wolf (DX 14) at a figure, --dx moving the target to the edge targets of 3 dice.
    void combatOddsCli_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::newRow("Wizard") << QStringLiteral("tft-wizard-1978");
        QTest::newRow("Advanced Wizard") << QStringLiteral("tft-advanced-wizard-1980");
    }
    void combatOddsCli()
    {
        QFETCH(QString, ruleset);
        const QString path = m_dir.filePath(ruleset + QStringLiteral(".hkc"));
        QVERIFY2(runCli({QStringLiteral("campaign"), QStringLiteral("new"), path, QStringLiteral("--ruleset"), ruleset}).exitCode == 0, "campaign new");
        QVERIFY2(runCli({QStringLiteral("combat"), QStringLiteral("new"), path, QStringLiteral("Odds")}).exitCode == 0, "combat new");
        for (const char* side : {"1", "2"}) {
            const CliResult added = runCombat("add", path, QStringLiteral("1"),
                                              {QStringLiteral("--creature"), QStringLiteral("wolf"), QStringLiteral("--side"), QLatin1String(side)});
            QVERIFY2(added.exitCode == 0, qPrintable(added.err));
        }
        QVERIFY(runCombat("place", path, QStringLiteral("1"), {QStringLiteral("wolf-1"), QStringLiteral("5,4"), QStringLiteral("--facing"), QStringLiteral("S")}).exitCode == 0);
        QVERIFY(runCombat("place", path, QStringLiteral("1"), {QStringLiteral("wolf-2"), QStringLiteral("5,5"), QStringLiteral("--facing"), QStringLiteral("N")}).exitCode == 0);
        const QList<ForcedRange> ranges = forcedRanges(test::registry().ruleset(ruleset), 3);
        for (int target : edgeTargets(3, ranges, 2, 19)) {
            const CliResult r = runCombat("odds", path, QStringLiteral("1"),
                                          {QStringLiteral("wolf-1"), QStringLiteral("wolf-2"), QStringLiteral("--dx"), QString::number(target - 14),
                                           QStringLiteral("--runs"), QStringLiteral("1"), QStringLiteral("--json")});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            const QJsonObject o = r.json().object();
            QVERIFY2(o.value(QLatin1String("hitPossible")).toBool(), qPrintable(r.out));
            QCOMPARE(o.value(QLatin1String("dice")).toInt(), 3);
            QCOMPARE(o.value(QLatin1String("against")).toInt(), target);
            HK_EXACT(o.value(QLatin1String("hitChance")).toDouble(), enumerated(3, target, ranges));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliExactOdds)
#include "tst_cli_exact_odds.moc"
