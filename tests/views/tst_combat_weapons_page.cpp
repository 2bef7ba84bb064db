// The tracker's weapons in a Warrior & Wizard fight, through the Combat page offscreen at 1280×800: an archer
// (Ysolde, Short Bow and Broadsword) shoots Brand through the attack dialog, which names the weapon, shows
// the range in its odds and lights the line of fire on the map; then Brand, engaged with Orm, closes with
// him through the dialog's Hand-to-hand box, and both counters wear the HTH badge. The turn is set up
// through the model with scripted dice. With HK_SCREENSHOT_DIR set, the dialog and the map are saved.
#include "CampaignTestSupport.h"
#include "CombatFixture.h"
#include "DialogAnswer.h"

#include "characters/Roster.h"
#include "combat/ActionDialogs.h"
#include "combat/CombatLogView.h"
#include "combat/CombatPage.h"
#include "combat/FigureItem.h"
#include "combat/HexMapView.h"
#include "combat/TrackerPanel.h"
#include "main/MainWindow.h"
#include "StrictTest.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QGraphicsSimpleTextItem>
#include <QPushButton>
#include <QStandardPaths>
#include <QTimer>
#include <QTranslator>
#include <QTest>

#include <functional>

using namespace hk;

namespace {

Gear weapon(const QString& name, bool ready)
{
    Gear g;
    g.slot = QStringLiteral("weapon");
    g.name = name;
    g.ready = ready;
    return g;
}

bool hasLine(const QStringList& lines, const QString& part)
{
    return std::any_of(lines.cbegin(), lines.cend(), [&](const QString& l) { return l.contains(part); });
}

bool hasHthBadge(const FigureItem* item)
{
    const QList<QGraphicsItem*> children = item ? item->childItems() : QList<QGraphicsItem*>{};
    return std::any_of(children.cbegin(), children.cend(), [](QGraphicsItem* child) {
        auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(child);
        return text && text->text() == FigureItem::handToHandText();
    });
}

void saveShot(QWidget* widget, const QString& name)
{
    if (!qEnvironmentVariableIsSet("HK_SCREENSHOT_DIR"))
        return;
    QApplication::processEvents();
    widget->grab().save(qEnvironmentVariable("HK_SCREENSHOT_DIR") + QLatin1Char('/') + name + QStringLiteral(".png"));
}

struct Fight
{
    qint64 encounter = 0;
    QString ysolde;
    QString brand;
    QString orm;
};

// Ysolde far to the south of Brand, who stands face to face with Orm: initiative by DEX (Ysolde 13, Brand 11,
// Orm 9), then each moves in that order — Ysolde to shoot, Brand to go hand-to-hand, Orm to defend.
bool setUpFight(Campaign& c, Fight* out, QString* error)
{
    const auto at = [](int column, int row) { return HexMap::toAxial(column, row); };
    Character ysolde = test::wwWarrior(QStringLiteral("Ysolde"), 11, 13, 8, {QStringLiteral("bows")});
    ysolde.gear = {weapon(QStringLiteral("Short Bow"), true), weapon(QStringLiteral("Broadsword"), true)};
    Character brand = test::wwWarrior(QStringLiteral("Brand"), 13, 11, 8, {QStringLiteral("swords")});
    brand.gear = {weapon(QStringLiteral("Broadsword"), true)};
    Character orm = test::wwWarrior(QStringLiteral("Orm"), 12, 9, 11, {QStringLiteral("swords")});
    orm.gear = {weapon(QStringLiteral("Broadsword"), true)};
    Roster roster(c);
    qint64 ysoldeId = 0, brandId = 0, ormId = 0;
    if (!roster.add(ysolde, &ysoldeId, error) || !roster.add(brand, &brandId, error) || !roster.add(orm, &ormId, error))
        return false;
    Encounters encounters(c);
    Fight f;
    if (!encounters.create(QStringLiteral("Bowshot"), 12, 14, false, &f.encounter, error)
        || !encounters.addCharacter(f.encounter, brandId, 1, &f.brand, error)
        || !encounters.addCharacter(f.encounter, ysoldeId, 2, &f.ysolde, error)
        || !encounters.addCharacter(f.encounter, ormId, 2, &f.orm, error)
        || !encounters.place(f.encounter, f.orm, at(6, 4), 3, error) || !encounters.place(f.encounter, f.brand, at(6, 5), 0, error)
        || !encounters.place(f.encounter, f.ysolde, at(6, 11), 0, error) || !encounters.start(f.encounter, error))
        return false;
    CombatTurn turn(c);
    test::scriptDice(c, {3, 3, 3, 4, 4, 4, 3, 3, 3, 4, 4, 4});
    if (!turn.rollInitiative(f.encounter, error) || !test::advanceTo(c, f.encounter, CombatPhase::Movement, error))
        return false;
    const QList<std::pair<QString, QString>> options{
        {f.ysolde, QStringLiteral("shoot")}, {f.brand, QStringLiteral("shift-hth")}, {f.orm, QStringLiteral("shift-defend")}};
    for (const auto& [figure, option] : options) {
        Encounter e;
        if (!encounters.find(f.encounter, &e, error))
            return false;
        if (e.state.mover != figure) {
            *error = QStringLiteral("%1 moves, not %2").arg(e.state.mover, figure);
            return false;
        }
        if (!turn.chooseOption(f.encounter, figure, option, error) || !turn.advance(f.encounter, error))
            return false;
    }
    c.dice().setOverride(nullptr);
    *out = f;
    return test::advanceTo(c, f.encounter, CombatPhase::Actions, error);
}

} // namespace

class TestCombatWeaponsPage : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("CombatWeapons")};

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // A screenshot run shows the screens as the app would, in the system's language; the checks on log
        // lines below are English, so only the dialog's picture (taken first) is worth having in another one.
        if (qEnvironmentVariableIsSet("HK_SCREENSHOT_DIR")) {
            auto* own = new QTranslator(qApp);
            if (own->load(QLocale(), QStringLiteral("hexkeeper"), QStringLiteral("_"), QStringLiteral(":/i18n")))
                QCoreApplication::installTranslator(own);
        }
    }

    void shootThenHandToHand()
    {
        std::unique_ptr<Campaign> campaign = m_campaigns.create(1, {}, QStringLiteral("warrior-and-wizard-0.10"));
        QVERIFY(campaign);
        Fight fight;
        QString error;
        QVERIFY2(setUpFight(*campaign, &fight, &error), qPrintable(error));
        Campaign* c = campaign.get();
        MainWindow window(test::registry());
        window.setInteractive(false);
        const QStringList size = qEnvironmentVariable("HK_SCREENSHOT_SIZE", QStringLiteral("1280x800")).split(QLatin1Char('x'));
        window.resize(size.value(0).toInt(), size.value(1).toInt());
        window.setCampaign(std::move(campaign));
        QVERIFY(window.showPage(QStringLiteral("combat")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* page = qobject_cast<CombatPage*>(window.page(QStringLiteral("combat")));
        QVERIFY(page);
        QCOMPARE(page->currentEncounter(), fight.encounter);
        QCOMPARE(page->encounter().state.actor, fight.ysolde);
        QCOMPARE(page->selectedFigure(), fight.ysolde);

        // The weapon buttons: the bow is in hand (drop it), nothing lies on the ground (no pick-up).
        auto* drop = page->findChild<QPushButton*>(QStringLiteral("dropWeapon"));
        auto* pickUp = page->findChild<QPushButton*>(QStringLiteral("pickUpWeapon"));
        QVERIFY(drop && pickUp && page->findChild<QPushButton*>(QStringLiteral("readyWeapon")));
        QVERIFY(drop->isVisible() && drop->isEnabled());
        QVERIFY(!pickUp->isEnabled());

        // The archer's shot: the bow in the weapon box, the range in the odds, the line of fire on the map.
        bool answered = false;
        test::whenDialogOpens<AttackDialog>(
            [&](AttackDialog* d) {
                QVERIFY(d->setTarget(fight.brand));
                saveShot(d, QStringLiteral("combat-attack-missile"));
                // A bow reaches Brand, six hexes off, where a sword would not.
                QCOMPARE(d->findChild<QComboBox*>(QStringLiteral("attackTarget"))->currentText(), QStringLiteral("Brand"));
                auto* weapons = d->findChild<QComboBox*>(QStringLiteral("attackWeapon"));
                QVERIFY(weapons);
                QCOMPARE(weapons->currentData().toString(), QStringLiteral("Short Bow"));
                QVERIFY2(d->oddsText().contains(QLatin1String("hex")), qPrintable(d->oddsText()));
                QVERIFY(!d->lineOfFire().isEmpty());
                QCOMPARE(page->map()->highlightedHexes(), d->lineOfFire());
                test::scriptDice(*c, {3, 3, 3, 4, 4, 4, 4, 4, 4, 4});
                d->accept();
            },
            &answered);
        page->findChild<QPushButton*>(QStringLiteral("attack"))->click();
        QVERIFY(answered);
        QVERIFY(page->map()->highlightedHexes().isEmpty());
        QVERIFY2(hasLine(page->logView()->messages(), QStringLiteral("shoots the Short Bow")),
                 qPrintable(page->logView()->messages().join(QLatin1Char('\n'))));

        // Brand, engaged with Orm, closes with him hand-to-hand.
        QCOMPARE(page->encounter().state.actor, fight.brand);
        QCOMPARE(page->selectedFigure(), fight.brand);
        answered = false;
        test::whenDialogOpens<AttackDialog>(
            [&](AttackDialog* d) {
                QVERIFY(d->setTarget(fight.orm));
                // l.1126: Brand may slam (no shield to rush with, no Martial Arts II to throw); Orm, one STR
                // weaker (12 against 13), would check 3 dice against 11.
                auto* blows = d->findChild<QComboBox*>(QStringLiteral("attackBodyBlow"));
                QVERIFY(blows && blows->isVisibleTo(d));
                QCOMPARE(blows->count(), 2);
                blows->setCurrentIndex(1);
                QCOMPARE(d->request().bodyBlow, BodyBlow::Slam);
                QVERIFY2(d->oddsText().contains(QStringLiteral("Orm checks 3 dice against 11")), qPrintable(d->oddsText()));
                blows->setCurrentIndex(0);
                auto* hth = d->findChild<QCheckBox*>(QStringLiteral("attackHandToHand"));
                QVERIFY(hth);
                hth->setChecked(true);
                QVERIFY(d->request().handToHand);
                QVERIFY(d->lineOfFire().isEmpty());
                test::scriptDice(*c, {3, 3, 3, 4, 4, 4, 4, 4, 4, 4});
                d->accept();
            },
            &answered);
        page->findChild<QPushButton*>(QStringLiteral("attack"))->click();
        QVERIFY(answered);
        c->dice().setOverride(nullptr);
        const QStringList lines = page->logView()->messages();
        QVERIFY2(hasLine(lines, QStringLiteral("closes with Orm hand-to-hand")), qPrintable(lines.join(QLatin1Char('\n'))));
        QVERIFY(hasLine(lines, QStringLiteral("Brand drops the Broadsword to fight hand-to-hand.")));
        QVERIFY(hasHthBadge(page->map()->figureItem(fight.brand)));
        QVERIFY(hasHthBadge(page->map()->figureItem(fight.orm)));
        QVERIFY(!hasHthBadge(page->map()->figureItem(fight.ysolde)));
        saveShot(&window, QStringLiteral("combat-map-hth"));
    }

    // W&W disengage (004 l.542) through the page: Brand, engaged with Orm and not moved, takes Disengage; in
    // the action phase the button offers the hexes out of Orm's zone on the map, and a click steps him there.
    void disengageByClick()
    {
        std::unique_ptr<Campaign> campaign = m_campaigns.create(1, {}, QStringLiteral("warrior-and-wizard-0.10"));
        QVERIFY(campaign);
        const auto at = [](int column, int row) { return HexMap::toAxial(column, row); };
        Character brand = test::wwWarrior(QStringLiteral("Brand"), 13, 11, 8, {QStringLiteral("swords")});
        brand.gear = {weapon(QStringLiteral("Broadsword"), true)};
        Character orm = test::wwWarrior(QStringLiteral("Orm"), 13, 9, 10, {QStringLiteral("swords")});
        orm.gear = {weapon(QStringLiteral("Broadsword"), true)};
        QString error;
        qint64 brandId = 0, ormId = 0, encounter = 0;
        Roster roster(*campaign);
        QVERIFY2(roster.add(brand, &brandId, &error) && roster.add(orm, &ormId, &error), qPrintable(error));
        Encounters encounters(*campaign);
        QString brandFig, ormFig;
        QVERIFY2(encounters.create(QStringLiteral("Parting"), 10, 10, false, &encounter, &error)
                     && encounters.addCharacter(encounter, brandId, 1, &brandFig, &error)
                     && encounters.addCharacter(encounter, ormId, 2, &ormFig, &error)
                     && encounters.place(encounter, brandFig, at(5, 4), 3, &error) && encounters.place(encounter, ormFig, at(5, 5), 0, &error)
                     && encounters.start(encounter, &error),
                 qPrintable(error));
        CombatTurn turn(*campaign);
        QVERIFY2(turn.rollInitiative(encounter, &error) && test::advanceTo(*campaign, encounter, CombatPhase::Movement, &error)
                     && turn.chooseOption(encounter, brandFig, QStringLiteral("disengage"), &error) && turn.advance(encounter, &error)
                     && turn.chooseOption(encounter, ormFig, QStringLiteral("shift-attack"), &error)
                     && test::advanceTo(*campaign, encounter, CombatPhase::Actions, &error),
                 qPrintable(error));
        MainWindow window(test::registry());
        window.setInteractive(false);
        window.resize(1280, 800);
        window.setCampaign(std::move(campaign));
        QVERIFY(window.showPage(QStringLiteral("combat")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* page = qobject_cast<CombatPage*>(window.page(QStringLiteral("combat")));
        QVERIFY(page);
        QCOMPARE(page->selectedFigure(), brandFig);
        auto* button = page->findChild<QPushButton*>(QStringLiteral("disengage"));
        QVERIFY(button && button->isVisible() && button->isEnabled());
        button->click();
        const QList<HexCoord> offered = page->map()->highlightedHexes();
        QVERIFY(offered.contains(at(5, 3)));
        for (int d : {5, 0, 1}) // Orm's three front hexes (he faces north): still in his threat zone
            QVERIFY(!offered.contains(at(5, 5) + HexCoord::direction(d)));
        Q_EMIT page->map()->hexClicked(at(5, 3));
        QVERIFY2(hasLine(page->logView()->messages(), QStringLiteral("Brand disengages from Orm to 5,3")),
                 qPrintable(page->logView()->messages().join(QLatin1Char('\n'))));
        QVERIFY(page->map()->highlightedHexes().isEmpty());
        QVERIFY(!button->isEnabled());
    }
};

QTEST_MAIN(TestCombatWeaponsPage)
#include "tst_combat_weapons_page.moc"
