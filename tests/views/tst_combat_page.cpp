// The Combat page offscreen, a short fight driven through its widgets: an encounter made with the list's
// New, a roster wizard and a bestiary wolf brought in through the builder's dialogs, placed by clicking
// hexes on the map, the fight started; initiative rolled with scripted dice, the phases advanced with the
// Next button, the wolf's bite chosen in the attack dialog (which shows the odds), the hits seen in the log
// and the tracker, a refused step reported without changing anything, and undo restoring the ST shown.
// Also renders the duel of tst_combat_duel in the main window at 1280×800 for a human to look at.
#include "CampaignTestSupport.h"
#include "CombatFixture.h"

#include "combat/ActionDialogs.h"
#include "combat/BuilderDialogs.h"
#include "combat/CombatFigureTable.h"
#include "combat/CombatLogView.h"
#include "combat/CombatOdds.h"
#include "combat/CombatOverrides.h"
#include "combat/CombatPage.h"
#include "combat/CombatRulesDialog.h"
#include "combat/CombatText.h"
#include "combat/CombatHouseRules.h"
#include "combat/EndFightDialog.h"
#include "combat/FigureItem.h"
#include "combat/GmMenu.h"
#include "combat/EncounterBuilderPanel.h"
#include "combat/EncounterListPanel.h"
#include "combat/HexMapView.h"
#include "combat/PlayerWindow.h"
#include "combat/TrackerPanel.h"
#include "demo/DemoCampaign.h"
#include "main/MainWindow.h"

#include <QApplication>
#include <QComboBox>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QCheckBox>
#include "commands/ChangeHistory.h"
#include <QTest>

#include "DialogAnswer.h"
#include "StrictTest.h"

using namespace hk;
using test::whenDialogOpens;

namespace {

QPushButton* button(QWidget* root, const QString& name)
{
    return root->findChild<QPushButton*>(name);
}

// The page on the campaign, shown at a laptop's size.
bool showPage(CombatPage& page, Campaign* campaign)
{
    page.resize(1090, 760);
    page.setCampaign(campaign);
    page.show();
    return QTest::qWaitForWindowExposed(&page);
}

// With HK_SCREENSHOT_DIR set, a picture of the page at this step (for a human to look at).
void snapshot(QWidget* page, const QString& name)
{
    if (!qEnvironmentVariableIsSet("HK_SCREENSHOT_DIR"))
        return;
    QApplication::processEvents(); // let the layouts settle as the event loop would
    page->grab().save(qEnvironmentVariable("HK_SCREENSHOT_DIR") + QLatin1Char('/') + name + QStringLiteral(".png"));
}

void clickHex(HexMapView* map, const HexCoord& hex)
{
    QTest::mouseClick(map->viewport(), Qt::LeftButton, {}, map->viewportPointOf(hex));
}

QString stCell(const CombatFigureTable* table, const QString& figureId)
{
    const int row = table->rowIds().indexOf(figureId);
    return row < 0 ? QString() : table->item(row, 4)->text();
}

} // namespace

class TestCombatPage : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("CombatPage")};

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void shortFightThroughTheWidgets()
    {
        std::unique_ptr<Campaign> campaign = m_campaigns.create(1, {}, QStringLiteral("tft-wizard-1978"));
        QVERIFY(campaign);
        QString error;
        qint64 aldoId = 0;
        Character wizard = test::legalWizard(QStringLiteral("Aldo"));
        wizard.spells = {QStringLiteral("staff"), QStringLiteral("magic-fist"), QStringLiteral("blur"), QStringLiteral("dazzle")};
        QVERIFY2(Roster(*campaign).add(wizard, &aldoId, &error), qPrintable(error));

        CombatPage page;
        QVERIFY(showPage(page, campaign.get()));
        QCOMPARE(page.title(), QStringLiteral("Combat"));
        QVERIFY(!page.icon().isNull());

        // New encounter (the New… button's work), then the builder shows it.
        qint64 id = 0;
        QVERIFY(page.encounterList()->createEncounter(QStringLiteral("Wolf in the cellar"), 10, 8, false, &id));
        QCOMPARE(page.currentEncounter(), id);
        QVERIFY(page.builder()->isVisible());
        QCOMPARE(page.encounterList()->list()->count(), 1);
        QVERIFY(page.encounterList()->list()->item(0)->text().contains(QLatin1String("being set up")));

        // Aldo on side 1 through the roster dialog, a wolf on side 2 through the bestiary dialog.
        bool answered = false;
        whenDialogOpens<AddCharactersDialog>([](AddCharactersDialog* d) {
            QCOMPARE(d->list()->count(), 1);
            d->list()->item(0)->setCheckState(Qt::Checked);
            d->accept();
        }, &answered);
        button(page.builder(), QStringLiteral("addCharacter"))->click();
        QVERIFY(answered);
        page.builder()->setSide(2);
        answered = false;
        whenDialogOpens<AddCreaturesDialog>([](AddCreaturesDialog* d) {
            QVERIFY(d->setCreature(QStringLiteral("wolf")));
            QVERIFY(!d->setCreature(QStringLiteral("giant-snake"))); // its numbers were lost: not offered
            d->setCount(1);
            d->accept();
        }, &answered);
        button(page.builder(), QStringLiteral("addCreatures"))->click();
        QVERIFY(answered);
        QCOMPARE(page.encounter().state.figures.size(), 2);
        QTreeWidget* figures = page.builder()->figureList();
        QCOMPARE(figures->topLevelItemCount(), 2);
        const QString aldo = page.encounter().state.figures.at(0).body.id;
        const QString wolf = page.encounter().state.figures.at(1).body.id;
        QCOMPARE(figures->topLevelItem(1)->text(1), QStringLiteral("2"));

        // Start is refused until both sides stand on the map.
        QPushButton* start = button(page.builder(), QStringLiteral("startFight"));
        QVERIFY(!start->isEnabled());

        // Place: select in the list, pick the facing, click the hex. Aldo faces south, the wolf north at him.
        const HexCoord aldoHex = HexMap::toAxial(4, 3);
        const HexCoord wolfHex = HexMap::toAxial(4, 4);
        figures->setCurrentItem(figures->topLevelItem(0));
        QCOMPARE(page.selectedFigure(), aldo);
        page.builder()->setFacing(3);
        clickHex(page.map(), aldoHex);
        QVERIFY2(page.statusText().isEmpty(), qPrintable(page.statusText()));
        figures->setCurrentItem(figures->topLevelItem(1));
        page.builder()->setFacing(0);
        clickHex(page.map(), wolfHex);
        QVERIFY(page.encounter().state.figure(aldo)->placed);
        QCOMPARE(page.encounter().state.figure(wolf)->body.position, wolfHex);
        QCOMPARE(page.encounter().state.figure(wolf)->body.facing, 0);
        QVERIFY(figures->topLevelItem(1)->text(2).startsWith(QLatin1String("4,4")));
        // The facing box turns the placed wolf (one step down the list: north-east), logged as a turn.
        auto* facingBox = page.builder()->findChild<QComboBox*>(QStringLiteral("builderFacing"));
        QVERIFY(facingBox);
        QTest::keyClick(facingBox, Qt::Key_Down);
        QCOMPARE(page.encounter().state.figure(wolf)->body.facing, 1);
        QCOMPARE(page.encounter().state.figure(wolf)->body.position, wolfHex);
        QVERIFY2(page.logView()->messages().constLast().contains(QLatin1String("turns to face north-east")),
                 qPrintable(page.logView()->messages().constLast()));
        QTest::keyClick(facingBox, Qt::Key_Up);
        QCOMPARE(page.encounter().state.figure(wolf)->body.facing, 0);
        // A wall painted on a free hex, and a placement on it refused with the model's words.
        page.builder()->setTool(EncounterBuilderPanel::Tool::Wall);
        clickHex(page.map(), HexMap::toAxial(7, 6));
        QVERIFY(page.encounter().state.map.isWall(HexMap::toAxial(7, 6)));
        page.builder()->setTool(EncounterBuilderPanel::Tool::Place);
        figures->setCurrentItem(figures->topLevelItem(0));
        const int beforeRefusal = campaign->undoStack()->index();
        clickHex(page.map(), HexMap::toAxial(7, 6));
        QVERIFY2(page.statusText().contains(QLatin1String("wall")), qPrintable(page.statusText()));
        QCOMPARE(campaign->undoStack()->index(), beforeRefusal);
        QCOMPARE(page.encounter().state.figure(aldo)->body.position, aldoHex);

        QVERIFY(start->isEnabled());
        start->click();
        QVERIFY(page.tracker()->isVisible());
        QVERIFY2(page.tracker()->headline().contains(QLatin1String("Turn 1")), qPrintable(page.tracker()->headline()));

        // Initiative with scripted dice: side 1 rolls 4, side 2 rolls 3.
        test::scriptDice(*campaign, {4, 3});
        QPushButton* roll = button(page.tracker(), QStringLiteral("rollInitiative"));
        QVERIFY(roll->isVisible() && roll->isEnabled());
        snapshot(&page, QStringLiteral("combat-initiative"));
        roll->click();
        QCOMPARE(page.encounter().state.initiativeSide, 1);
        QVERIFY(page.logView()->messages().join(QLatin1Char('\n')).contains(QLatin1String("Side 1 wins the initiative")));
        QVERIFY(!roll->isEnabled());
        // The winner lets side 2 move first.
        auto* firstSide = page.tracker()->findChild<QComboBox*>(QStringLiteral("firstSide"));
        QVERIFY(firstSide);
        firstSide->setCurrentIndex(firstSide->findData(2));
        button(page.tracker(), QStringLiteral("setFirstSide"))->click();
        QCOMPARE(page.encounter().state.movementOrder.value(0), 2);

        // A step of the wrong phase is refused, shown, and changes nothing.
        const int beforePass = campaign->undoStack()->index();
        page.selectFigure(aldo);
        QVERIFY(!page.tracker()->pass());
        QVERIFY2(page.statusText().contains(QLatin1String("phase")), qPrintable(page.statusText()));
        QCOMPARE(campaign->undoStack()->index(), beforePass);

        // Next, next, next, next: renew spells, side 1 moves, side 2 moves, actions.
        QPushButton* next = button(page.tracker(), QStringLiteral("nextPhase"));
        for (int i = 0; i < 4 && page.encounter().state.phase != CombatPhase::Actions; ++i)
            next->click();
        QCOMPARE(page.encounter().state.phase, CombatPhase::Actions);
        // The wolf (DX 14) acts before Aldo (DX 12), and is proposed as the selected figure.
        QCOMPARE(page.encounter().state.actor, wolf);
        QCOMPARE(page.selectedFigure(), wolf);
        QCOMPARE(page.tracker()->orderTable()->rowIds().value(0), wolf);
        const int basicSt = page.encounter().state.figure(aldo)->body.stBasic;
        QCOMPARE(stCell(page.tracker()->orderTable(), aldo), QStringLiteral("%1/%1").arg(basicSt));

        // The bite through the attack dialog: 6 on three dice hits, 4+1 = 5 hits.
        test::scriptDice(*campaign, {2, 2, 2, 4});
        answered = false;
        QString odds;
        whenDialogOpens<AttackDialog>([&odds, aldo](AttackDialog* d) {
            QCOMPARE(d->request().target, aldo);
            odds = d->oddsText();
            d->accept();
        }, &answered);
        QPushButton* attack = button(page.tracker(), QStringLiteral("attack"));
        QVERIFY(attack->isVisible() && attack->isEnabled());
        attack->click();
        QVERIFY(answered);
        // DX 14 on 3 dice with the ruleset's automatic results: 91% (exact for 3..14 with 3/4/5 hits, 17/18 misses).
        QVERIFY2(odds.startsWith(QLatin1String("Chance to hit: ")) && odds.contains(QLatin1String("3 dice against DX 14")), qPrintable(odds));
        QVERIFY2(page.statusText().isEmpty(), qPrintable(page.statusText()));
        const QString log = page.logView()->messages().join(QLatin1Char('\n'));
        QVERIFY2(log.contains(QLatin1String("hit for 5")), qPrintable(log));
        QCOMPARE(page.encounter().state.figure(aldo)->body.st, basicSt - 5);
        QCOMPARE(stCell(page.tracker()->orderTable(), aldo), QStringLiteral("%1/%2").arg(basicSt - 5).arg(basicSt));
        // The wolf's option is the rules' name for it, not its key or the book's letter.
        const CombatFigureTable* order = page.tracker()->orderTable();
        const QString option = order->item(order->rowIds().indexOf(wolf), 5)->text();
        const QString key = page.encounter().state.figure(wolf)->body.optionKey;
        QVERIFY(!key.isEmpty());
        QVERIFY2(!option.isEmpty() && option != key && !option.contains(QLatin1Char('-')) && !option.startsWith(QLatin1Char('(')),
                 qPrintable(option));
        // Chosen while free and read once engaged, the option keeps its name.
        QString loadError;
        const std::optional<CombatParameters> p = CombatParameters::load(campaign->rules(), &loadError);
        QVERIFY2(p, qPrintable(loadError));
        QCOMPARE(CombatText::optionName(&*p, QStringLiteral("charge-attack"), true), QStringLiteral("Charge attack"));
        // Our words for the option, even without the ruleset's table (issue 33: German, not the data's English).
        QCOMPARE(CombatText::optionName(nullptr, QStringLiteral("charge-attack"), false), QStringLiteral("Charge attack"));
        QCOMPARE(CombatText::optionName(nullptr, QStringLiteral("some-house-option"), false), QStringLiteral("some house option"));
        // Aldo is proposed next.
        QCOMPARE(page.selectedFigure(), aldo);

        // Undo (the app's Edit ▸ Undo) restores the ST in the tracker and the log.
        QVERIFY(campaign->undo());
        QCOMPARE(stCell(page.tracker()->orderTable(), aldo), QStringLiteral("%1/%1").arg(basicSt));
        QVERIFY(!page.logView()->messages().join(QLatin1Char('\n')).contains(QLatin1String("hit for 5")));
        QCOMPARE(page.encounter().state.actor, wolf);

        // The player window is one window, following this encounter.
        PlayerWindow* players = page.openPlayerWindow();
        QCOMPARE(page.openPlayerWindow(), players);
        QCOMPARE(players->encounterId(), id);
        campaign->dice().setOverride(nullptr);
        page.setCampaign(nullptr);
    }

    // The duel at turn 2: Krait summons a second wolf at a hex clicked on the map, the GM hides the first wolf
    // and blesses it, a refused step changes nothing, the next turn's renewal lets one wolf go and pays for the
    // other, and the fight ends with experience edited and put on the ledger.
    void spellsOverridesRenewalAndTheEnd()
    {
        std::unique_ptr<Campaign> campaign = m_campaigns.create(1, {}, QStringLiteral("tft-wizard-1978"));
        QVERIFY(campaign);
        test::DuelFixture duel;
        QString error;
        QVERIFY2(test::playDuelOpening(*campaign, false, &duel, &error), qPrintable(error));
        CombatPage page;
        QVERIFY(showPage(page, campaign.get()));
        QCOMPARE(page.selectedFigure(), duel.krait);
        QCOMPARE(page.encounter().state.figure(duel.krait)->body.st, 5);

        // Cast… Summon Wolf: the dialog offers a hex on the map and shows the odds, then the map is clicked.
        test::scriptDice(*campaign, {3, 3, 3});
        bool answered = false;
        QString odds;
        whenDialogOpens<CastDialog>([&odds](CastDialog* d) {
            QVERIFY(d->setSpell(QStringLiteral("summon-wolf")));
            QVERIFY(!d->setSpell(QStringLiteral("dazzle"))); // Krait does not know it
            QVERIFY(d->wantsHex());
            odds = d->oddsText();
            d->accept();
        }, &answered);
        button(page.tracker(), QStringLiteral("cast"))->click();
        QVERIFY(answered);
        // Dazzled Krait: DX 12 on 3 dice.
        QVERIFY2(odds.startsWith(QLatin1String("Chance the spell works: ")) && odds.contains(QLatin1String("3 dice against DX 12")),
                 qPrintable(odds));
        QVERIFY(page.tracker()->hasPendingHex());
        QVERIFY(page.statusText().contains(QLatin1String("Summon Wolf")));
        snapshot(&page, QStringLiteral("combat-pick-hex"));
        const int figures = int(page.encounter().state.figures.size());
        clickHex(page.map(), HexMap::toAxial(6, 5));
        QVERIFY2(!page.statusText().contains(QLatin1String("not")), qPrintable(page.statusText()));
        QVERIFY(!page.tracker()->hasPendingHex());
        QCOMPARE(int(page.encounter().state.figures.size()), figures + 1);
        QCOMPARE(page.encounter().state.figure(duel.krait)->body.st, 3);
        const QString wolf3 = page.encounter().state.figures.last().body.id;
        QCOMPARE(page.encounter().state.figure(wolf3)->body.position, HexMap::toAxial(6, 5));
        // The first wolf acts next.
        QCOMPARE(page.selectedFigure(), duel.wolf);

        // GM: hide the wolf (the menu's action), then a blessing of +1 DX for 2 turns.
        {
            GmMenu menu(*campaign, page.encounter(), duel.wolf, &page);
            QAction* hide = nullptr;
            for (QAction* a : menu.actions())
                hide = a->text() == QLatin1String("Hide from the players") ? a : hide;
            QVERIFY(hide);
            hide->trigger();
        }
        QVERIFY(page.encounter().state.figure(duel.wolf)->hidden);
        {
            GmMenu menu(*campaign, page.encounter(), duel.wolf, &page);
            QVERIFY(menu.addCondition(QStringLiteral("blessed"), 2, 1));
        }
        const CombatFigureTable* order = page.tracker()->orderTable();
        const int row = order->rowIds().indexOf(duel.wolf);
        QVERIFY(row >= 0);
        QCOMPARE(order->item(row, 3)->text(), QStringLiteral("12")); // 14 − 3 Dazzle + 1
        QVERIFY(order->item(row, 7)->text().contains(QLatin1String("hidden")));
        // The condition in words: its turns and DX told, not bare numbers (no English plurals loaded here).
        QVERIFY2(order->item(row, 7)->text().contains(QRegularExpression(QStringLiteral("blessed \\(2 turn(s|\\(s\\)) left, \\+1 DX\\)"))),
                 qPrintable(order->item(row, 7)->text()));

        // Refused: choosing who moves first in the action phase.
        const int before = campaign->undoStack()->index();
        QVERIFY(!page.tracker()->setFirstSide(1));
        QVERIFY(!page.statusText().isEmpty());
        QCOMPARE(campaign->undoStack()->index(), before);

        // The wolf passes with Next; forced retreats; turn 3.
        QPushButton* next = button(page.tracker(), QStringLiteral("nextPhase"));
        next->click();
        QCOMPARE(page.encounter().state.phase, CombatPhase::ForcedRetreats);
        next->click();
        QCOMPARE(page.encounter().state.turn, 3);
        test::scriptDice(*campaign, {5, 3});
        button(page.tracker(), QStringLiteral("rollInitiative"))->click();
        QCOMPARE(page.encounter().state.initiativeSide, 1);
        next->click();
        QCOMPARE(page.encounter().state.phase, CombatPhase::RenewSpells);
        int wolfSpell = 0;
        int wolf3Spell = 0;
        for (const ActiveSpell& sp : page.encounter().state.spells) {
            wolfSpell = sp.target == duel.wolf ? sp.serial : wolfSpell;
            wolf3Spell = sp.target == wolf3 ? sp.serial : wolf3Spell;
        }
        QVERIFY(wolfSpell && wolf3Spell);
        snapshot(&page, QStringLiteral("combat-renew"));
        button(page.tracker(), QStringLiteral("letGo-%1").arg(wolf3Spell))->click();
        QVERIFY(!page.encounter().state.figure(wolf3));
        QPushButton* renew = button(page.tracker(), QStringLiteral("renew-%1").arg(wolfSpell));
        QVERIFY(renew && renew->isEnabled());
        renew->click();
        QCOMPARE(page.encounter().state.figure(duel.krait)->body.st, 2);
        QVERIFY(!button(page.tracker(), QStringLiteral("renew-%1").arg(wolfSpell))->isEnabled());

        // Movement: side 1 first; Yzor is dragged one hex north, then turned by a right-click; too far is refused.
        next->click();
        QCOMPARE(page.encounter().state.phase, CombatPhase::Movement);
        QCOMPARE(page.encounter().state.movingSide, 1);
        page.selectFigure(duel.yzor);
        HexMapView* map = page.map();
        QVERIFY(map->isMovable());
        const HexCoord yzorHex = page.encounter().state.figure(duel.yzor)->body.position;
        const HexCoord ahead = yzorHex.neighbour(0);
        const QPoint from = map->viewportPointOf(yzorHex);
        const QPoint to = map->viewportPointOf(ahead);
        QTest::mousePress(map->viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(map->viewport(), (from + to) / 2);
        QTest::mouseMove(map->viewport(), to);
        QTest::mouseRelease(map->viewport(), Qt::LeftButton, {}, to);
        QVERIFY2(page.statusText().isEmpty(), qPrintable(page.statusText()));
        QCOMPARE(page.encounter().state.figure(duel.yzor)->body.position, ahead);
        QVERIFY(page.logView()->messages().last().contains(QLatin1String("Yzor moves 1 hex")));
        QTest::mouseClick(map->viewport(), Qt::RightButton, {}, map->viewportPointOf(ahead.neighbour(1)));
        QCOMPARE(page.encounter().state.figure(duel.yzor)->body.facing, 1);
        snapshot(&page, QStringLiteral("combat-movement"));
        const int beforeFar = campaign->undoStack()->index();
        page.tracker()->figureDropped(duel.yzor, HexMap::toAxial(5, 1));
        QVERIFY2(page.statusText().contains(QLatin1String("more hex")), qPrintable(page.statusText()));
        QCOMPARE(campaign->undoStack()->index(), beforeFar);

        // End fight…: experience for an arena fight won by side 1, Yzor's amount edited; ending the fight and the
        // awards are one step, as in the CLI.
        Character yzorBefore;
        const qint64 yzorId = page.encounter().state.figure(duel.yzor)->characterId;
        QVERIFY(Roster(*campaign).find(yzorId, &yzorBefore, &error));
        const int steps = campaign->undoStack()->count();
        bool awarded = false;
        int rows = 0;
        whenDialogOpens<EndFightDialog>([&rows](EndFightDialog* d) {
            d->setCombat(CombatKind::Arena);
            d->setWinnerSide(1);
            rows = d->table()->rowCount();
            for (int r = 0; r < rows; ++r) {
                if (d->table()->item(r, 0)->text() == QLatin1String("Yzor"))
                    qobject_cast<QSpinBox*>(d->table()->cellWidget(r, 1))->setValue(7);
            }
            snapshot(d, QStringLiteral("combat-end-fight"));
            if (d->finish(true))
                d->accept();
        }, &awarded);
        button(page.tracker(), QStringLiteral("endFight"))->click();
        QVERIFY(awarded);
        QCOMPARE(rows, 2);
        QCOMPARE(page.encounter().state.phase, CombatPhase::Ended);
        QVERIFY(page.tracker()->headline().contains(QLatin1String("over")));
        QCOMPARE(campaign->undoStack()->count(), steps + 1);
        Character yzorAfter;
        QVERIFY(Roster(*campaign).find(yzorId, &yzorAfter, &error));
        QCOMPARE(yzorAfter.experience, yzorBefore.experience + 7);
        QCOMPARE(yzorAfter.fatigue, yzorBefore.fatigue + 5); // Dazzle 3, Illusion 2
        // One undo takes back the end of the fight and its experience together.
        QVERIFY2(campaign->undo(&error), qPrintable(error));
        QVERIFY(Roster(*campaign).find(yzorId, &yzorAfter, &error));
        QCOMPARE(yzorAfter.experience, yzorBefore.experience);
        QCOMPARE(yzorAfter.fatigue, yzorBefore.fatigue);
        QVERIFY(page.encounter().state.phase != CombatPhase::Ended);
        campaign->dice().setOverride(nullptr);
        page.setCampaign(nullptr);
    }

    // The attack dialog says who would win a stand-up fight against the chosen target, from the model's
    // simulation with the dialog's fixed runs and seed (the same text every time), and follows the target;
    // the tracker's Who wins? shows the same for the selected figure against an enemy picked there.
    // A roped figure that has not moved works at its Rope from the tracker: the button is there only then.
    void breakFreeFromTheTracker()
    {
        std::unique_ptr<Campaign> campaign = m_campaigns.create(1, {}, QStringLiteral("tft-wizard-1978"));
        QVERIFY(campaign);
        test::DuelFixture duel;
        QString error;
        QVERIFY2(test::playDuelOpening(*campaign, false, &duel, &error), qPrintable(error));
        CombatPage page;
        QVERIFY(showPage(page, campaign.get()));
        QCOMPARE(page.selectedFigure(), duel.krait);
        QPushButton* breakFree = button(page.tracker(), QStringLiteral("breakFree"));
        QVERIFY(breakFree);
        QVERIFY(!breakFree->isEnabled()); // nobody is bound
        QVERIFY(CombatOverrides(*campaign).addCondition(page.encounter().id, duel.krait, QStringLiteral("rope"), -1, -2, &error));
        QVERIFY(breakFree->isEnabled());
        test::scriptDice(*campaign, {2, 2, 2});
        breakFree->click();
        QVERIFY2(!page.encounter().state.figure(duel.krait)->body.hasCondition(QStringLiteral("rope")), qPrintable(page.statusText()));
        QVERIFY(page.encounter().state.figure(duel.krait)->body.actedThisTurn);
    }

    // The optional combat rules as campaign settings: a box per rule the rulesets have, applied as one
    // undoable house-rule change that the tracker then follows.
    void combatRulesAsSettings()
    {
        std::unique_ptr<Campaign> campaign = m_campaigns.create(1, {}, QStringLiteral("tft-wizard-1978"));
        QVERIFY(campaign);
        CombatRulesDialog dialog(*campaign);
        QVERIFY(dialog.box(QStringLiteral("courtesy-rule")));
        QVERIFY(dialog.box(QStringLiteral("courtesy-rule"))->isChecked()); // on by default (l.524)
        QVERIFY(!dialog.box(QStringLiteral("wizards-str")));                // mass-combat pack not chosen
        QVERIFY(!CombatHouseRules::load(campaign->rules()).practice);
        dialog.box(QStringLiteral("practice-combat"))->setChecked(true);
        dialog.box(QStringLiteral("courtesy-rule"))->setChecked(false);
        QString error;
        const int before = campaign->undoStack()->index();
        QVERIFY2(dialog.apply(&error), qPrintable(error));
        QCOMPARE(campaign->undoStack()->index(), before + 1);
        QVERIFY(CombatHouseRules::load(campaign->rules()).practice);
        QVERIFY(!CombatHouseRules::load(campaign->rules()).courtesy);
        QVERIFY(campaign->undo());
        QVERIFY(!CombatHouseRules::load(campaign->rules()).practice);
        QVERIFY(CombatHouseRules::load(campaign->rules()).courtesy);
        std::unique_ptr<Campaign> mass = m_campaigns.create(1, {QStringLiteral("mass-combat-miller-2.0")}, QStringLiteral("tft-wizard-1978"));
        QVERIFY(mass);
        CombatRulesDialog massDialog(*mass);
        QVERIFY(massDialog.box(QStringLiteral("wizards-str")));
        QVERIFY(massDialog.box(QStringLiteral("range-without-megahexes")));
        massDialog.resize(560, 700);
        if (!qEnvironmentVariableIsEmpty("HK_SCREENSHOT_DIR"))
            massDialog.grab().save(qEnvironmentVariable("HK_SCREENSHOT_DIR") + QStringLiteral("/combat-rules.png"));
    }

    void attackDialogSaysWhoWins()
    {
        std::unique_ptr<Campaign> campaign = m_campaigns.create(1, {}, QStringLiteral("tft-wizard-1978"));
        QVERIFY(campaign);
        test::DuelFixture duel;
        QString error;
        QVERIFY2(test::playDuelOpening(*campaign, false, &duel, &error), qPrintable(error));
        Encounter e;
        QVERIFY(Encounters(*campaign).find(duel.encounter, &e, &error));
        const CombatState state = e.state;
        const CombatParameters p = *CombatParameters::load(campaign->rules(), &error);
        const EncounterFigure& wolf = *state.figure(duel.wolf);
        const EncounterFigure& yzor = *state.figure(duel.yzor);
        const EncounterFigure& illusion = *state.figure(duel.illusion);

        AttackDialog attack(state, p, duel.wolf);
        QVERIFY(attack.setTarget(duel.yzor));
        const QString line = attack.duelText();
        const DuelEstimate expected = CombatOdds::duel(p, wolf, yzor, AttackDialog::duelRuns, AttackDialog::duelSeed);
        QCOMPARE(expected.runs, 2000);
        QVERIFY(expected.firstWins + expected.secondWins > 0);
        // "Stand-up fight: Wolf 1 wins 96%, Yzor 4% (2,000 simulated fights, blows only)": the attacker first, each
        // percentage the model's to within rounding (they add up to at most 100).
        const QRegularExpressionMatch m =
            QRegularExpression(QStringLiteral("^Stand-up fight: (.+) wins (\\d+)%, (.+) (\\d+)% \\((.+) simulated fights, blows only\\)$"))
                .match(line);
        QVERIFY2(m.hasMatch(), qPrintable(line));
        QCOMPARE(m.captured(1), wolf.body.name);
        QCOMPARE(m.captured(3), QStringLiteral("Yzor"));
        QVERIFY2(std::abs(m.captured(2).toInt() - 100 * expected.firstChance()) < 1.0, qPrintable(line));
        QVERIFY2(std::abs(m.captured(4).toInt() - 100 * expected.secondChance()) < 1.0, qPrintable(line));
        QVERIFY(m.captured(2).toInt() + m.captured(4).toInt() <= 100);
        QCOMPARE(m.captured(5).remove(QRegularExpression(QStringLiteral("\\D"))), QStringLiteral("2000"));
        // Stable: another dialog for the same two says the same.
        AttackDialog again(state, p, duel.wolf);
        QVERIFY(again.setTarget(duel.yzor));
        QCOMPARE(again.duelText(), line);
        // Another target, another fight.
        QVERIFY(attack.setTarget(duel.illusion));
        QVERIFY2(attack.duelText().contains(QStringLiteral("%1 wins ").arg(wolf.body.name))
                     && attack.duelText().contains(illusion.body.name) && !attack.duelText().contains(QLatin1String("Yzor")),
                 qPrintable(attack.duelText()));

        // The tracker: Krait (selected, next to act) against Yzor.
        CombatPage page;
        QVERIFY(showPage(page, campaign.get()));
        QCOMPARE(page.selectedFigure(), duel.krait);
        auto* whoWins = page.tracker()->findChild<QToolButton*>(QStringLiteral("whoWins"));
        QVERIFY(whoWins && whoWins->isEnabled());
        QString tracked;
        bool answered = false;
        whenDialogOpens<WhoWinsDialog>([&tracked, &duel](WhoWinsDialog* d) {
            QVERIFY(d->setOpponent(duel.yzor));
            QVERIFY(!d->setOpponent(duel.wolf)); // his own side
            tracked = d->duelText();
        }, &answered);
        whoWins->click();
        QVERIFY(answered);
        QCOMPARE(tracked, AttackDialog::duelLine(p, *state.figure(duel.krait), yzor));
        QVERIFY2(QRegularExpression(QStringLiteral("^Stand-up fight: Krait wins \\d+%, Yzor \\d+% ")).match(tracked).hasMatch(),
                 qPrintable(tracked));
        page.setCampaign(nullptr);
    }

    // The demo's arena fight on the Combat page at 1024×700 and 1280×800 (issue 33: maps opened zoomed in): the
    // map opens fitted to the window, the whole map in view, never closer than the readable maximum; Figures
    // zooms in on the four figures, Fit comes back; after the GM's own zoom, another encounter opens fitted again.
    void demoArenaOpensFittedToTheWindow_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1024x700") << QSize(1024, 700);
        QTest::newRow("1280x800") << QSize(1280, 800);
    }
    void demoArenaOpensFittedToTheWindow()
    {
        QFETCH(QSize, size);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QString error;
        std::unique_ptr<Campaign> campaign = DemoCampaign::create(dir.filePath(QStringLiteral("demo.hkc")), test::registry(), &error);
        QVERIFY2(campaign, qPrintable(error));
        qint64 other = 0;
        QVERIFY2(Encounters(*campaign).create(QStringLiteral("Ambush on the road"), 30, 22, false, &other, &error), qPrintable(error));
        MainWindow window(test::registry());
        window.setInteractive(false);
        window.resize(size);
        window.setCampaign(std::move(campaign));
        QVERIFY(window.showPage(QStringLiteral("combat")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QApplication::processEvents();
        auto* page = qobject_cast<CombatPage*>(window.page(QStringLiteral("combat")));
        QVERIFY(page);
        QVERIFY2(page->encounter().name.startsWith(QLatin1String("Torea arena")), qPrintable(page->encounter().name));
        HexMapView* map = page->map();
        QCOMPARE(map->figureItems().size(), 4);
        const auto wholeMapInView = [map] {
            const QRectF seen = map->mapToScene(map->viewport()->rect()).boundingRect().adjusted(-1, -1, 1, 1);
            return seen.contains(map->sceneRect());
        };
        QVERIFY2(wholeMapInView(), qPrintable(QStringLiteral("zoom %1").arg(map->zoom())));
        QVERIFY(map->zoom() <= 1.6 + 1e-9);
        const double whole = map->zoom();
        auto* fit = page->findChild<QToolButton*>(QStringLiteral("fitMap"));
        auto* fitFigures = page->findChild<QToolButton*>(QStringLiteral("fitFigures"));
        QVERIFY(fit && fitFigures);
        fitFigures->click();
        const double figures = map->zoom();
        QVERIFY2(figures > whole * 1.05, qPrintable(QStringLiteral("%1 vs %2").arg(figures).arg(whole)));
        const QRectF seen = map->mapToScene(map->viewport()->rect()).boundingRect();
        for (const FigureItem* item : map->figureItems())
            QVERIFY(seen.contains(item->sceneBoundingRect()));
        fit->click();
        QCOMPARE(map->zoom(), whole);
        // The GM zooms in; a bigger encounter opened next is whole again.
        map->zoomIn();
        map->zoomIn();
        QVERIFY(page->selectEncounter(other));
        QApplication::processEvents();
        QCOMPARE(page->encounter().id, other);
        QVERIFY2(wholeMapInView(), qPrintable(QStringLiteral("zoom %1").arg(map->zoom())));
        QTest::qWait(50);
        const QString shots = qEnvironmentVariable("HK_SCREENSHOT_DIR", QStringLiteral("/tmp"));
        QVERIFY(window.grab().save(shots + QStringLiteral("/combat-demo-%1.png").arg(QString::fromLatin1(QTest::currentDataTag()))));
    }

    void renderTheDuel()
    {
        std::unique_ptr<Campaign> campaign = m_campaigns.create(1, {}, QStringLiteral("tft-wizard-1978"));
        QVERIFY(campaign);
        test::DuelFixture duel;
        QString error;
        QVERIFY2(test::playDuelOpening(*campaign, false, &duel, &error), qPrintable(error));
        Campaign* c = campaign.get();
        MainWindow window(test::registry());
        window.setInteractive(false);
        window.resize(1280, 800);
        window.setCampaign(std::move(campaign));
        QVERIFY(window.showPage(QStringLiteral("combat")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* page = qobject_cast<CombatPage*>(window.page(QStringLiteral("combat")));
        QVERIFY(page);
        QCOMPARE(page->currentEncounter(), duel.encounter);
        // Turn 2, actions: Krait is next, with the wolf, the illusion and Dazzle on the board.
        QCOMPARE(page->encounter().state.actor, duel.krait);
        QCOMPARE(page->selectedFigure(), duel.krait);
        QVERIFY(page->tracker()->headline().contains(QLatin1String("Krait")));
        // The GM's log marks the secret lines.
        const QStringList lines = page->logView()->messages();
        QVERIFY(std::any_of(lines.begin(), lines.end(), [](const QString& l) { return l.contains(QLatin1String("is an illusion")); }));
        QTest::qWait(50);
        const QString dir = qEnvironmentVariable("HK_SCREENSHOT_DIR", QStringLiteral("/tmp"));
        QVERIFY(window.grab().save(dir + QStringLiteral("/combat-page.png")));
        PlayerWindow* players = page->openPlayerWindow();
        QVERIFY(QTest::qWaitForWindowExposed(players));
        QTest::qWait(50);
        QVERIFY(players->grab().save(dir + QStringLiteral("/player-window.png")));
        players->hide();

        // The dialogs with their odds, and the builder of a duplicate back at its set-up.
        const CombatState state = page->encounter().state;
        const CombatParameters p = *CombatParameters::load(c->rules(), &error);
        CastDialog cast(c->rules(), state, p, duel.krait, &window);
        QVERIFY(cast.setSpell(QStringLiteral("magic-fist")));
        QVERIFY(cast.setTarget(duel.yzor));
        cast.setSt(2);
        // Dazzled Krait (12) at Yzor two megahexes away, on 3 dice: an estimate (others may stand in the line).
        QVERIFY2(cast.oddsText().contains(QLatin1String("estimate")) && cast.oddsText().contains(QLatin1String("3 dice")),
                 qPrintable(cast.oddsText()));
        cast.show();
        QVERIFY(cast.grab().save(dir + QStringLiteral("/combat-cast-dialog.png")));
        AttackDialog attack(state, p, duel.wolf, &window);
        attack.show();
        QVERIFY(attack.grab().save(dir + QStringLiteral("/combat-attack-dialog.png")));
        WhoWinsDialog whoWins(state, p, duel.krait, &window);
        QVERIFY(whoWins.duelText().startsWith(QLatin1String("Stand-up fight: Krait wins ")));
        whoWins.show();
        QVERIFY(whoWins.grab().save(dir + QStringLiteral("/combat-who-wins.png")));
        qint64 copy = 0;
        QVERIFY2(Encounters(*c).duplicate(duel.encounter, QString(), &copy, &error), qPrintable(error));
        QVERIFY(page->selectEncounter(copy));
        QVERIFY(page->builder()->isVisible());
        QCOMPARE(page->builder()->figureList()->topLevelItemCount(), 2);
        page->selectFigure(duel.krait);
        QTest::qWait(50);
        QVERIFY(window.grab().save(dir + QStringLiteral("/combat-builder.png")));
    }
};

QTEST_MAIN(TestCombatPage)
#include "tst_combat_page.moc"
