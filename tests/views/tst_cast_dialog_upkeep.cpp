// The cast dialog says how often a spell's upkeep is paid: every turn, or once for a minute's turns where the
// upkeep is by the minute (Advanced Wizard 12 turns, 002 l.679; Warrior & Wizard 60, a turn is about a second,
// 004 l.97). The tracker charges it so (tst_wizard_spell_side_effects); the dialog must not say "a turn".
#include "InterfaceLanguage.h"
#include "TestSupport.h"

#include "combat/ActionDialogs.h"
#include "combat/CombatParameters.h"
#include "combat/CombatState.h"
#include "combat/HexMap.h"
#include "StrictTest.h"

#include <QLabel>
#include <QTest>

using namespace hk;

namespace {

EncounterFigure wizard(const QString& id, int side, int column, const QString& spell)
{
    EncounterFigure f;
    f.kind = FigureKind::Character;
    f.body.id = id;
    f.body.name = id;
    f.body.side = side;
    f.body.stBasic = f.body.st = 12;
    f.body.dx = 12;
    f.body.iq = 14;
    f.body.ma = 10;
    f.body.position = HexMap::toAxial(column, 4);
    f.body.facing = side == 1 ? 1 : 4;
    f.placed = true;
    f.spells = {spell};
    return f;
}

} // namespace

class TestCastDialogUpkeep : public hk::test::StrictTest
{
    Q_OBJECT

private Q_SLOTS:
    void upkeepShown_data()
    {
        QTest::addColumn<QString>("language"); // the app's catalogue, as it installs it (English gives the plurals)
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("spell");
        QTest::addColumn<QString>("said");
        QTest::newRow("002 l.679 Persuasiveness: 1 ST every 12 turns") << "en" << "tft-advanced-wizard-1980" << "persuasiveness"
                                                                      << "1 ST every 12 turns to keep";
        QTest::newRow("004 l.97 Fresh Air: 1 ST every 60 turns") << "en" << "warrior-and-wizard-0.10" << "fresh-air"
                                                                 << "1 ST every 60 turns to keep";
        QTest::newRow("000 l.569 Blur: 1 ST a turn") << "en" << "tft-wizard-1978" << "blur" << "1 ST a turn to keep";
        QTest::newRow("002 l.679 German: alle 12 Runden") << "de" << "tft-advanced-wizard-1980" << "persuasiveness"
                                                          << "1 ST alle 12 Runden zum Aufrechterhalten";
    }
    void upkeepShown()
    {
        QFETCH(QString, language);
        QFETCH(QString, ruleset);
        QFETCH(QString, spell);
        QFETCH(QString, said);
        const test::InterfaceLanguage catalogue(language);
        QVERIFY(catalogue.isReady(language));
        const Ruleset rules = test::registry().ruleset(ruleset);
        QString error;
        const std::optional<CombatParameters> p = CombatParameters::load(rules, &error);
        QVERIFY2(p, qPrintable(error));
        CombatState state;
        state.map = HexMap(10, 8);
        state.figures = {wizard(QStringLiteral("Nell"), 1, 3, spell), wizard(QStringLiteral("Bo"), 2, 5, QStringLiteral("blur"))};
        CastDialog dialog(rules, state, *p, QStringLiteral("Nell"));
        QVERIFY(dialog.setSpell(spell));
        const QLabel* cost = dialog.findChild<QLabel*>(QStringLiteral("spellCost"));
        QVERIFY(cost);
        QVERIFY2(cost->text().contains(said), qPrintable(cost->text()));
        dialog.show();
        test::saveShot(&dialog, QStringLiteral("cast-upkeep-%1-%2").arg(language, spell));
    }
};

QTEST_MAIN(TestCastDialogUpkeep)
#include "tst_cast_dialog_upkeep.moc"
