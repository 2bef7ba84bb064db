// The builder on a Wizard campaign (issue 33, item 4). The Wizard prints no weapon list, and its DX table lost
// the numbers of every armour and shield row (seed 000_0ab6afd9701cf3ee.txt l.751-774; l.543 keeps leather -2
// and a wizard's small shield -1). The builder says there is no weapon table and offers the GM's own list (one
// undoable house rule that a second character picks); chainmail (l.765) asks once for its lost numbers and then
// stops hits; spells above the character's IQ are greyed with the IQ they need; and an edit does not move the
// field under the mouse.
#include "TestSupport.h"

#include "campaign/Campaign.h"
#include "characters/CharacterEditor.h"
#include "characters/CharactersPage.h"
#include "characters/GearEditor.h"
#include "gear/GearHouseRules.h"
#include "commands/ChangeHistory.h"
#include "main/Appearance.h"
#include "StrictTest.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace hk;

namespace {

Character fighter(const QString& name)
{
    Character c;
    c.name = name;
    c.race = QStringLiteral("human");
    c.type = QStringLiteral("hero");
    c.st = 12;
    c.dx = 12;
    c.iq = 8;
    return c;
}

Character wizard(const QString& name)
{
    Character c = fighter(name);
    c.type = QStringLiteral("wizard");
    c.st = 10;
    c.dx = 12;
    c.iq = 10;
    return c;
}

QAction* action(QMenu& menu, const QString& name)
{
    for (QAction* a : menu.actions()) {
        if (a->objectName() == name)
            return a;
    }
    return nullptr;
}

// Fills the dialog that opens next (spin boxes and line edits by name) and presses OK; *seen says it opened.
void answerNextDialog(const QHash<QString, QVariant>& values, bool* seen)
{
    QTimer::singleShot(0, [values, seen] {
        QWidget* dialog = QApplication::activeModalWidget();
        if (!dialog)
            return;
        *seen = true;
        for (auto it = values.cbegin(); it != values.cend(); ++it) {
            if (auto* spin = dialog->findChild<QSpinBox*>(it.key()))
                spin->setValue(it.value().toInt());
            else if (auto* edit = dialog->findChild<QLineEdit*>(it.key()))
                edit->setText(it.value().toString());
        }
        QMetaObject::invokeMethod(dialog, "accept");
    });
}

} // namespace

class TestBuilderGear : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;
    int m_count = 0;

    std::unique_ptr<Campaign> wizardCampaign()
    {
        QString error;
        auto c = Campaign::create(m_dir.filePath(QStringLiteral("w%1.hkc").arg(++m_count)),
                                  {QStringLiteral("Gear"), QStringLiteral("tft-wizard-1978"), {}, 5, 1}, test::registry(), &error);
        if (!c)
            hk::test::setupFailed(error);
        return c;
    }

private Q_SLOTS:
    void init()
    {
        // The offscreen platform says once that it cannot propagate a dialog's size hints; anything else fails.
        StrictTest::init();
    }

    // No weapon table in the Wizard: the builder says so, and a weapon added to the GM's list is one undoable
    // house rule that the next character picks with its damage.
    void ownWeaponListForEveryCharacter()
    {
        auto campaign = wizardCampaign();
        if (!campaign)
            QFAIL("no campaign");
        CharacterEditor editor;
        editor.setCampaign(campaign.get());
        editor.setCharacter(fighter(QStringLiteral("Hugo")));
        auto* gear = editor.findChild<GearEditor*>();
        auto* note = editor.findChild<QLabel*>(QStringLiteral("gearNoTable"));
        QVERIFY(gear && note);
        QVERIFY(!note->isHidden());
        QVERIFY2(note->text().contains(QStringLiteral("no weapon table")), qPrintable(note->text()));
        const int steps = campaign->undoStack()->count();
        {
            QMenu menu;
            gear->fillMenu(&menu, QStringLiteral("weapon"));
            QAction* addOwn = action(menu, QStringLiteral("gearAddOwn_weapon"));
            QVERIFY(addOwn);
            bool seen = false;
            answerNextDialog({{QStringLiteral("ownName"), QStringLiteral("Broadsword")},
                              {QStringLiteral("ownDamage"), QStringLiteral("2d6")},
                              {QStringLiteral("ownSt"), 12}},
                             &seen);
            addOwn->trigger();
            QVERIFY(seen);
        }
        QCOMPARE(campaign->undoStack()->count(), steps + 1); // one undoable change
        QVERIFY2(campaign->undoStack()->undoText().contains(QStringLiteral("Broadsword")), qPrintable(campaign->undoStack()->undoText()));
        QCOMPARE(editor.character().gear.size(), 1);
        QCOMPARE(editor.character().gear.first().damage, QStringLiteral("2d6"));

        // A second character picks it from the list.
        editor.setCharacter(fighter(QStringLiteral("Pim")));
        QMenu menu;
        gear->fillMenu(&menu, QStringLiteral("weapon"));
        QAction* sword = action(menu, QStringLiteral("gearChoice_Broadsword"));
        QVERIFY(sword);
        QVERIFY2(sword->text().contains(QStringLiteral("your list")), qPrintable(sword->text()));
        sword->trigger();
        QCOMPARE(editor.character().gear.size(), 1);
        QCOMPARE(editor.character().gear.first().name, QStringLiteral("Broadsword"));
        QCOMPARE(editor.character().gear.first().damage, QStringLiteral("2d6"));
        QCOMPARE(campaign->undoStack()->count(), steps + 1);
    }

    // 000 l.765 chainmail: the menu says its numbers are lost, picking it asks once, and the character's armour
    // then stops the GM's hits; the next pick does not ask again.
    void chainmailAsksOnceThenStops()
    {
        auto campaign = wizardCampaign();
        if (!campaign)
            QFAIL("no campaign");
        CharacterEditor editor;
        editor.setCampaign(campaign.get());
        editor.setCharacter(fighter(QStringLiteral("Bo")));
        auto* gear = editor.findChild<GearEditor*>();
        QVERIFY(gear);
        {
            QMenu menu;
            gear->fillMenu(&menu, QStringLiteral("armor"));
            QAction* chainmail = action(menu, QStringLiteral("gearChoice_Chainmail"));
            QVERIFY(chainmail);
            QVERIFY2(chainmail->text().contains(QStringLiteral("numbers lost")) && chainmail->text().contains(QStringLiteral("l.765")),
                     qPrintable(chainmail->text()));
            bool seen = false;
            answerNextDialog({{QStringLiteral("lostDx"), -2}, {QStringLiteral("lostStops"), 3}}, &seen);
            chainmail->trigger();
            QVERIFY(seen);
        }
        QCOMPARE(editor.findChild<QLabel*>(QStringLiteral("derived_hitsStopped"))->text(), QStringLiteral("3"));
        QCOMPARE(editor.findChild<QLabel*>(QStringLiteral("derived_adjustedDx"))->text(), QStringLiteral("10"));
        const int steps = campaign->undoStack()->count();
        editor.setCharacter(fighter(QStringLiteral("Cy")));
        QMenu menu;
        gear->fillMenu(&menu, QStringLiteral("armor"));
        QAction* chainmail = action(menu, QStringLiteral("gearChoice_Chainmail"));
        QVERIFY(chainmail);
        QVERIFY2(!chainmail->text().contains(QStringLiteral("numbers lost")), qPrintable(chainmail->text()));
        bool asked = false;
        answerNextDialog({}, &asked);
        chainmail->trigger();
        QApplication::processEvents();
        QVERIFY(!asked);
        QCOMPARE(campaign->undoStack()->count(), steps);
        QCOMPARE(editor.findChild<QLabel*>(QStringLiteral("derived_hitsStopped"))->text(), QStringLiteral("3"));
    }

    // 000 l.565-697: the spell table runs IQ 8 to 16. A wizard of IQ 10 sees the IQ 11+ spells greyed, each
    // with the IQ it needs, and cannot add them.
    void spellsAboveIqGreyed()
    {
        auto campaign = wizardCampaign();
        if (!campaign)
            QFAIL("no campaign");
        CharacterEditor editor;
        editor.setCampaign(campaign.get());
        editor.setCharacter(wizard(QStringLiteral("Yzor")));
        auto* list = editor.findChild<QListWidget*>(QStringLiteral("spellsLearnable"));
        QVERIFY(list);
        int greyed = 0;
        bool iq14 = false;
        for (int i = 0; i < list->count(); ++i) {
            const QListWidgetItem* item = list->item(i);
            if (item->flags() & Qt::ItemIsEnabled)
                continue;
            ++greyed;
            QVERIFY2(item->text().contains(QStringLiteral("needs IQ ")), qPrintable(item->text()));
            iq14 = iq14 || item->text().contains(QStringLiteral("needs IQ 14"));
        }
        QVERIFY(greyed > 0);
        QVERIFY(iq14);
        // A greyed spell cannot be added.
        auto* search = editor.findChild<QLineEdit*>(QStringLiteral("spellsSearch"));
        search->setText(QStringLiteral("Iron Flesh")); // IQ 15 (l.653)
        QVERIFY(list->count() >= 1);
        QVERIFY(!(list->item(0)->flags() & Qt::ItemIsEnabled));
        QMetaObject::invokeMethod(search, "returnPressed");
        QVERIFY(editor.character().spells.isEmpty());
    }

    // An edit that adds a line above (a derived note, a problem) keeps the scroll and the field under the mouse.
    void editKeepsTheFieldUnderTheMouse()
    {
        auto campaign = wizardCampaign();
        if (!campaign)
            QFAIL("no campaign");
        CharactersPage page;
        page.resize(1024, 700);
        page.setCampaign(campaign.get());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.findChild<QPushButton*>(QStringLiteral("newCharacter"))->click();
        CharacterEditor* editor = page.editor();
        auto* scroll = editor->findChild<QScrollArea*>();
        auto* table = editor->findChild<QTableWidget*>(QStringLiteral("gearTable"));
        QVERIFY(scroll && table);
        QApplication::processEvents();
        scroll->ensureWidgetVisible(table, 0, 40);
        QApplication::processEvents();
        const int value = scroll->verticalScrollBar()->value();
        QVERIFY(value > 0);
        const QPoint probe(table->viewport()->width() / 2, 5);
        const QPoint point = table->viewport()->mapTo(scroll->viewport(), probe);
        QWidget* under = scroll->viewport()->childAt(point);
        QVERIFY2(under, qPrintable(QStringLiteral("%1,%2 in %3x%4").arg(point.x()).arg(point.y()).arg(scroll->viewport()->width()).arg(scroll->viewport()->height())));
        QCursor::setPos(scroll->viewport()->mapToGlobal(point));
        // A spell above IQ 8's list: the spell problem line and the derived notes change above the table.
        auto* iq = editor->findChild<QSpinBox*>(QStringLiteral("iq"));
        iq->setValue(16);
        QApplication::processEvents();
        iq->setValue(8);
        auto* gear = editor->findChild<GearEditor*>();
        Gear leather;
        leather.slot = QStringLiteral("armor");
        leather.name = QStringLiteral("Leather armor");
        gear->addGear(leather); // a derived note appears above the table (l.762)
        QApplication::processEvents();
        QCOMPARE(scroll->viewport()->childAt(point), under);
        QCOMPARE(table->viewport()->mapTo(scroll->viewport(), probe), point);
    }

    // Pictures to look at (HK_SCREENSHOT_DIR set): the gear part with the GM's list and a lost row, and the
    // greyed spells, at 1280x800 and 1024x700, light and dark.
    void pictures()
    {
        const QString dir = qEnvironmentVariable("HK_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("HK_SCREENSHOT_DIR not set");
        auto campaign = wizardCampaign();
        if (!campaign)
            QFAIL("no campaign");
        QString error;
        QVERIFY(GearHouseRules(*campaign).addOwn({QStringLiteral("weapon"), QStringLiteral("Broadsword"), QStringLiteral("2d6"), 12, 0, 0, 0, QStringLiteral("iron")}, nullptr, &error));
        for (const bool dark : {false, true}) {
            Appearance::applyPalette(dark ? Preferences::Palette::Dark : Preferences::Palette::Light);
            for (const QSize size : {QSize(1280, 800), QSize(1024, 700)}) {
                CharactersPage page;
                page.resize(size);
                page.setCampaign(campaign.get());
                page.show();
                QVERIFY(QTest::qWaitForWindowExposed(&page));
                page.findChild<QPushButton*>(QStringLiteral("newCharacter"))->click();
                CharacterEditor* editor = page.editor();
                Character c = wizard(QStringLiteral("Yzor"));
                Gear sword;
                sword.slot = QStringLiteral("weapon");
                sword.name = QStringLiteral("Broadsword");
                Gear mail;
                mail.slot = QStringLiteral("armor");
                mail.name = QStringLiteral("Chainmail");
                c.gear = {sword, mail};
                editor->setCharacter(c);
                auto* scroll = editor->findChild<QScrollArea*>();
                QApplication::processEvents();
                const QString tag = QStringLiteral("%1-%2x%3").arg(dark ? QStringLiteral("dark") : QStringLiteral("light")).arg(size.width()).arg(size.height());
                scroll->ensureWidgetVisible(editor->findChild<QTableWidget*>(QStringLiteral("gearTable")), 0, 10);
                QApplication::processEvents();
                QVERIFY(page.grab().save(dir + QStringLiteral("/builder-gear-%1.png").arg(tag)));
                scroll->ensureWidgetVisible(editor->findChild<QListWidget*>(QStringLiteral("spellsLearnable")), 0, 10);
                editor->findChild<QLineEdit*>(QStringLiteral("spellsSearch"))->setText(QStringLiteral("fl"));
                QApplication::processEvents();
                QVERIFY(page.grab().save(dir + QStringLiteral("/builder-spells-%1.png").arg(tag)));
            }
        }
    }
};

QTEST_MAIN(TestBuilderGear)
#include "tst_builder_gear.moc"
