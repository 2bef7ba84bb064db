// The GM's overrides write their combat log lines in words, in the interface's language: a condition the
// tracker sets itself ("wounded-last-turn", "hth") by its name, a GM's own key ("slow-movement") with spaces,
// a posture by its word ("bending over"), never the key or id.
#include "CombatFightFixture.h"

#include "combat/CombatOverrides.h"
#include "combat/Injury.h"

#include <QTest>
#include <QTranslator>

using namespace hk;
using namespace hk::test;

class TestCombatOverrideWords : public FightTests
{
    Q_OBJECT
public:
    TestCombatOverrideWords() : FightTests(QStringLiteral("OverrideWords")) {}

private:
    static CombatOverrides overrides(Fight& f) { return CombatOverrides(*f.campaign); }

    static QString lastLine(Fight& f)
    {
        QString error;
        const QList<CombatLogEntry> log = Encounters(*f.campaign).log(f.id, false, &error);
        return log.isEmpty() ? QString() : log.last().message;
    }

private Q_SLOTS:
    void init() { QTest::failOnWarning(QRegularExpression(QStringLiteral(".*"))); }

    void linesInWords()
    {
        Fight f = fight();
        QString error;
        CombatOverrides gm(*f.campaign);
        QVERIFY2(gm.addCondition(f.id, f.ann, QLatin1String(Injury::woundedLastTurn), 1, 0, &error), qPrintable(error));
        // (Without the English catalogue the plural reads "turn(s)"; the window loads it.)
        QVERIFY2(lastLine(f).startsWith(QLatin1String("Ann is wounded last turn for 1 turn")), qPrintable(lastLine(f)));
        QVERIFY2(gm.addCondition(f.id, f.bo, QStringLiteral("slow-movement"), -1, 0, &error), qPrintable(error));
        QCOMPARE(lastLine(f), QStringLiteral("Bo is slow movement."));
        QVERIFY2(gm.removeCondition(f.id, f.ann, QLatin1String(Injury::woundedLastTurn), &error), qPrintable(error));
        QCOMPARE(lastLine(f), QStringLiteral("Ann is no longer wounded last turn."));
        QVERIFY(!gm.removeCondition(f.id, f.ann, QStringLiteral("hth"), &error));
        QCOMPARE(error, QStringLiteral("Ann is not hand-to-hand."));
        QVERIFY2(gm.setPosture(f.id, f.bo, Posture::BendingOver, &error), qPrintable(error));
        QCOMPARE(lastLine(f), QStringLiteral("The GM puts Bo bending over."));
    }

    void linesInGerman()
    {
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/hexkeeper_de.qm")));
        QCoreApplication::installTranslator(&german);
        Fight f = fight();
        QString error;
        QVERIFY2(overrides(f).addCondition(f.id, f.ann, QLatin1String(Injury::woundedLastTurn), 2, 0, &error),
                 qPrintable(error));
        const QString line = lastLine(f);
        QVERIFY2(overrides(f).setPosture(f.id, f.bo, Posture::BendingOver, &error), qPrintable(error));
        const QString posture = lastLine(f);
        QCoreApplication::removeTranslator(&german);
        QCOMPARE(line, QStringLiteral("Ann ist 2 Runden lang letzte Runde verwundet."));
        QCOMPARE(posture, QStringLiteral("Der SL versetzt Bo in die Haltung vorgebeugt."));
    }
};

QTEST_GUILESS_MAIN(TestCombatOverrideWords)
#include "tst_combat_override_words.moc"
