// The deck editor offscreen on a fresh Wiz-War campaign: the starter deck listed and ticked, a card added,
// duplicated and removed (a card of the rules left out with 0 copies), each undone and redone with the table
// following, a CSV file with a bad row refused with the row named and the table unchanged, the starter deck
// switched off and back; the new-game dialog saying how many cards are missing, and its Deck… button opening
// the editor from the page, after which the count is the new deck's.
#include "CampaignTestSupport.h"
#include "commands/ChangeHistory.h"
#include "views/DialogAnswer.h"

#include "wizwar/WizWarDeck.h"
#include "wizwar/WizWarDeckEditor.h"
#include "wizwar/WizWarGames.h"
#include "wizwar/WizWarNewGameDialog.h"
#include "wizwar/WizWarPage.h"
#include "StrictTest.h"

#include <QCheckBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QSignalSpy>
#include <QTest>

using namespace hk;

namespace {

int rowOf(const QTableWidget* table, const QString& name)
{
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->item(r, 0)->text() == name)
            return r;
    return -1;
}

wizwar::CardDef cinderHail()
{
    wizwar::CardDef c;
    c.name = QStringLiteral("Cinder Hail");
    c.school = QStringLiteral("elemental");
    c.type = wizwar::CardType::Attack;
    c.range = wizwar::CardRange::LineOfSight;
    c.damage = 3;
    c.copies = 2;
    c.summary = QStringLiteral("Burning stones: 3 damage.");
    return c;
}

} // namespace

class TestWizWarDeckEditor : public hk::test::StrictTest
{
    Q_OBJECT

    test::CampaignFactory m_files{QStringLiteral("editor")};
    QTemporaryDir m_dir;

    std::unique_ptr<Campaign> fresh() { return m_files.create(1, {}, QStringLiteral("wiz-war")); }

private Q_SLOTS:
    void theStarterDeckIsListed()
    {
        auto c = fresh();
        QVERIFY(c);
        WizWarDeckEditor editor(*c);
        QCOMPARE(editor.table()->rowCount(), int(WizWarGames(*c).cards().all().size()));
        QVERIFY(editor.findChild<QCheckBox*>(QStringLiteral("starterDeck"))->isChecked());
        const int fireball = rowOf(editor.table(), QStringLiteral("Fireball"));
        QVERIFY(fireball >= 0);
        QCOMPARE(editor.table()->item(fireball, 3)->text(), QStringLiteral("2"));
        QCOMPARE(editor.table()->item(fireball, 5)->text(), QStringLiteral("Book, completed by Hexkeeper"));
        QCOMPARE(editor.table()->item(rowOf(editor.table(), QStringLiteral("Mind Blast")), 5)->text(), QStringLiteral("Hexkeeper's own"));
        QVERIFY2(editor.summary().contains(QLatin1String("can be dealt")), qPrintable(editor.summary()));
    }

    void addDuplicateRemoveAndUndo()
    {
        auto c = fresh();
        QVERIFY(c);
        WizWarDeckEditor editor(*c);
        const int rows = editor.table()->rowCount();
        QVERIFY2(editor.addCard(cinderHail()), qPrintable(editor.message()));
        QCOMPARE(editor.table()->rowCount(), rows + 1);
        QCOMPARE(editor.selectedCard(), QStringLiteral("Cinder Hail"));
        QCOMPARE(editor.table()->item(rowOf(editor.table(), QStringLiteral("Cinder Hail")), 5)->text(), QStringLiteral("Yours"));

        QVERIFY2(editor.duplicateSelected(), qPrintable(editor.message()));
        QCOMPARE(editor.selectedCard(), QStringLiteral("Cinder Hail (2)"));
        QCOMPARE(editor.table()->rowCount(), rows + 2);
        QVERIFY2(editor.removeSelected(), qPrintable(editor.message()));
        QCOMPARE(editor.table()->rowCount(), rows + 1);

        editor.selectCard(QStringLiteral("Dagger"));
        QVERIFY2(editor.removeSelected(), qPrintable(editor.message()));
        QVERIFY2(editor.message().contains(QLatin1String("left out")), qPrintable(editor.message()));
        QCOMPARE(editor.table()->item(rowOf(editor.table(), QStringLiteral("Dagger")), 3)->text(), QStringLiteral("0"));

        QVERIFY2(editor.undo(), qPrintable(editor.message())); // Dagger back
        QCOMPARE(editor.table()->item(rowOf(editor.table(), QStringLiteral("Dagger")), 3)->text(), QStringLiteral("2"));
        QVERIFY(editor.undo()); // the duplicate's removal
        QCOMPARE(editor.table()->rowCount(), rows + 2);
        QVERIFY(editor.undo()); // the duplicate
        QVERIFY(editor.undo()); // the new card
        QCOMPARE(editor.table()->rowCount(), rows);
        QVERIFY(editor.redo());
        QVERIFY(rowOf(editor.table(), QStringLiteral("Cinder Hail")) >= 0);
        QVERIFY(editor.findChild<QPushButton*>(QStringLiteral("redoDeck"))->isEnabled());
    }

    void aBadFileChangesNothing()
    {
        auto c = fresh();
        QVERIFY(c);
        WizWarDeckEditor editor(*c);
        const QString path = m_dir.filePath(QStringLiteral("bad.csv"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("name,school,type,copies\nRock Fall,conjuring,attack-spell,2\nOdd,alchemy,item,99\n");
        f.close();
        const int rows = editor.table()->rowCount();
        const int steps = c->undoStack()->count();
        QVERIFY(!editor.importFile(path));
        QVERIFY2(editor.message().contains(QStringLiteral("Row 3, column “copies”")), qPrintable(editor.message()));
        QVERIFY2(editor.message().startsWith(QLatin1String("Nothing was imported")), qPrintable(editor.message()));
        QCOMPARE(editor.table()->rowCount(), rows);
        QCOMPARE(c->undoStack()->count(), steps);

        const QString out = m_dir.filePath(QStringLiteral("out.csv"));
        QVERIFY2(editor.exportFile(out), qPrintable(editor.message()));
        QVERIFY(QFileInfo(out).size() > 1000);
    }

    void theStarterDeckSwitch()
    {
        auto c = fresh();
        QVERIFY(c);
        WizWarDeckEditor editor(*c);
        const int rows = editor.table()->rowCount();
        editor.findChild<QCheckBox*>(QStringLiteral("starterDeck"))->click();
        QVERIFY(!editor.findChild<QCheckBox*>(QStringLiteral("starterDeck"))->isChecked());
        QVERIFY(editor.table()->rowCount() < rows);
        QVERIFY(rowOf(editor.table(), QStringLiteral("Mind Blast")) < 0);
        QVERIFY(editor.undo());
        QVERIFY(editor.findChild<QCheckBox*>(QStringLiteral("starterDeck"))->isChecked());
        QCOMPARE(editor.table()->rowCount(), rows);
    }

    void theNewGameDialogCountsTheDeck()
    {
        auto c = fresh();
        QVERIFY(c);
        QString error;
        WizWarGames games(*c);
        const auto params = games.parameters(&error);
        QVERIFY2(params, qPrintable(error));
        QVERIFY2(WizWarDeck(*c).setStarterDeck(false, &error), qPrintable(error));
        WizWarNewGameDialog dialog(c->rules(), games.cards(), *params);
        dialog.setPlayers({QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cy")});
        QVERIFY2(dialog.deckText().contains(QLatin1String("14 more are needed to deal 3 hands of 5")), qPrintable(dialog.deckText()));
        QVERIFY2(WizWarDeck(*c).setStarterDeck(true, &error), qPrintable(error));
        dialog.setCards(games.cards());
        QVERIFY2(dialog.deckText().contains(QLatin1String("holds 53 card")), qPrintable(dialog.deckText()));
        QVERIFY(!dialog.deckText().contains(QLatin1String("needed")));
        QSignalSpy asked(&dialog, &WizWarNewGameDialog::deckEditorRequested);
        dialog.findChild<QPushButton*>(QStringLiteral("editDeck"))->click();
        QCOMPARE(asked.count(), 1);
    }

    void theDialogOpensTheEditorFromThePage()
    {
        auto c = fresh();
        QVERIFY(c);
        QString error;
        QVERIFY2(WizWarDeck(*c).setStarterDeck(false, &error), qPrintable(error));
        WizWarPage page;
        page.setCampaign(c.get());
        QString before, after;
        bool dialogSeen = false, editorSeen = false;
        test::whenDialogOpens<WizWarNewGameDialog>([&](WizWarNewGameDialog* d) {
            before = d->deckText();
            test::whenDialogOpens<WizWarDeckEditor>([&](WizWarDeckEditor* editor) {
                editor->findChild<QCheckBox*>(QStringLiteral("starterDeck"))->click();
                editor->accept();
            }, &editorSeen);
            d->findChild<QPushButton*>(QStringLiteral("editDeck"))->click(); // the editor's exec() returns here
            after = d->deckText();
            d->reject();
        }, &dialogSeen);
        page.findChild<QPushButton*>(QStringLiteral("newWizWarGame"))->click();
        QVERIFY(dialogSeen && editorSeen);
        QVERIFY2(before.contains(QLatin1String("more are needed")), qPrintable(before));
        QVERIFY2(after.contains(QLatin1String("holds 53 card")), qPrintable(after));
        QVERIFY(WizWarDeck(*c).starterDeck());
    }
};

QTEST_MAIN(TestWizWarDeckEditor)
#include "tst_wizwar_deck_editor.moc"
