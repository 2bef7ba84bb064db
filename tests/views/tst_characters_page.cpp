// The characters page end to end: a 32-point human wizard is built in the builder, the rules' problems
// appear in words next to the fields they are about (and keep Save off), the legal character is saved to
// the roster table as one undoable step, the selection survives other edits, and files round-trip.
#include "TestSupport.h"

#include "campaign/Campaign.h"
#include "characters/CharacterEditor.h"
#include "characters/CharacterLimits.h"
#include "characters/CharactersPage.h"
#include "characters/Roster.h"
#include "characters/SpellPicker.h"
#include "models/RosterModel.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTimer>
#include <QTest>
#include "commands/ChangeHistory.h"
#include "StrictTest.h"

using namespace hk;

class TestCharactersPage : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;

    template<typename T>
    static T* child(QWidget* parent, const char* name)
    {
        T* w = parent->findChild<T*>(QLatin1String(name));
        if (!w)
            hk::test::setupFailed(QString::asprintf("no child %s", name));
        return w;
    }

    static QStringList tableNames(QTableView* table)
    {
        QStringList out;
        for (int r = 0; r < table->model()->rowCount(); ++r)
            out.append(table->model()->index(r, RosterModel::Name).data().toString());
        return out;
    }

    // A fresh campaign in the test's folder; fails the test (null) when it cannot be made.
    std::unique_ptr<Campaign> newCampaign(const QString& name, const QString& ruleset = QStringLiteral("tft-advanced-wizard-1980"))
    {
        QString error;
        auto campaign = Campaign::create(m_dir.filePath(name + QStringLiteral(".hkc")), {name, ruleset, {}, 5, 1}, test::registry(), &error);
        if (!campaign)
            hk::test::setupFailed(error);
        return campaign;
    }

private Q_SLOTS:
    // A problem appearing under the name must not push the fields below it (a click would land in the wrong one).
    void problemsDoNotMoveTheFields()
    {
        auto campaign = newCampaign(QStringLiteral("jump"));
        QVERIFY(campaign);
        CharactersPage page;
        page.resize(1090, 760);
        page.setCampaign(campaign.get());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        child<QPushButton>(&page, "newCharacter")->click();
        CharacterEditor* editor = page.editor();
        auto* name = child<QLineEdit>(editor, "name");
        name->setText(QStringLiteral("Yzor"));
        QApplication::processEvents();
        QVERIFY(editor->problemText(QStringLiteral("name")).isEmpty());
        auto* role = child<QComboBox>(editor, "role");
        const int roleAt = role->mapTo(editor, QPoint()).y();
        name->clear();
        QApplication::processEvents();
        QVERIFY(!editor->problemText(QStringLiteral("name")).isEmpty());
        QCOMPARE(role->mapTo(editor, QPoint()).y(), roleAt);
        page.setCampaign(nullptr);
    }

    void buildsSavesAndUndoes()
    {
        QString error;
        auto campaign = Campaign::create(m_dir.filePath(QStringLiteral("c.hkc")),
                                         {QStringLiteral("Characters"), QStringLiteral("tft-advanced-wizard-1980"), {}, 5, 1},
                                         test::registry(), &error);
        QVERIFY2(campaign, qPrintable(error));
        CharactersPage page;
        page.resize(1090, 760);
        page.setCampaign(campaign.get());
        QCOMPARE(page.model()->rowCount(), 0);

        child<QPushButton>(&page, "newCharacter")->click();
        CharacterEditor* editor = page.editor();
        QVERIFY(editor->hasCharacter());
        QCOMPARE(editor->character().race, QStringLiteral("human"));
        auto* save = child<QPushButton>(editor, "save");
        auto* st = child<QSpinBox>(editor, "st");
        auto* dx = child<QSpinBox>(editor, "dx");
        auto* iq = child<QSpinBox>(editor, "iq");
        auto* spells = child<SpellPicker>(editor, "spells");
        QVERIFY(!save->isEnabled()); // no name yet
        QVERIFY(!editor->problemText(QStringLiteral("name")).isEmpty());

        child<QLineEdit>(editor, "name")->setText(QStringLiteral("Yzor"));
        st->setValue(10);
        dx->setValue(12);
        iq->setValue(10);
        QVERIFY(editor->problemText(QStringLiteral("name")).isEmpty());
        for (const char* id : {"staff", "magic-fist", "blur", "light", "drop-weapon", "summon-wolf", "image"})
            QVERIFY2(spells->addEntry(QLatin1String(id)), id);
        // The eighth through the type-ahead list: typing picks the match, Add takes it.
        // … and Enter in the search adds the match, as Add does (issue 18).
        child<QLineEdit>(editor, "spellsSearch")->setText(QStringLiteral("dazz"));
        QTest::keyClick(child<QLineEdit>(editor, "spellsSearch"), Qt::Key_Return);
        QCOMPARE(editor->character().spells.size(), 8);
        QVERIFY(editor->character().spells.contains(QStringLiteral("dazzle")));
        QVERIFY2(editor->problems().isEmpty(), qPrintable(Roster::describe(QStringLiteral("Yzor"), editor->problems())));
        QVERIFY(child<QLabel>(editor, "summary")->text().contains(QStringLiteral("legal")));
        QVERIFY(save->isEnabled());

        // IQ 9 with 10 spells: the spell list says why, the spell IQ 9 cannot hold is marked, Save is off.
        QVERIFY(spells->addEntry(QStringLiteral("fire")));
        QVERIFY(spells->addEntry(QStringLiteral("aid")));
        iq->setValue(9);
        dx->setValue(13);
        const QString spellProblem = editor->problemText(QStringLiteral("spells"));
        QVERIFY2(spellProblem.contains(QStringLiteral("IQ 9 allows 9 spells")), qPrintable(spellProblem));
        QVERIFY2(spellProblem.contains(QStringLiteral("Dazzle")), qPrintable(spellProblem));
        QVERIFY(!save->isEnabled());
        QVERIFY(save->toolTip().contains(QStringLiteral("IQ 9 allows 9 spells")));
        QVERIFY(!child<QLabel>(editor, "summary")->text().contains(QStringLiteral("legal")));

        // ST 7 for a human: the words sit right under the ST box.
        st->setValue(7);
        dx->setValue(16);
        auto* stProblem = child<QLabel>(editor, "problem_st");
        QVERIFY(!stProblem->isHidden());
        QVERIFY2(stProblem->text().contains(QStringLiteral("minimum")) && stProblem->text().contains(QStringLiteral("8")),
                 qPrintable(stProblem->text()));
        QCOMPARE(stProblem->parentWidget(), st->parentWidget());
        QVERIFY(!save->isEnabled());
        test::saveShot(&page, QStringLiteral("characters-problems"));

        // Back to legal.
        st->setValue(10);
        iq->setValue(10);
        dx->setValue(12);
        QVERIFY(spells->removeEntry(QStringLiteral("fire")));
        QVERIFY(spells->removeEntry(QStringLiteral("aid")));
        QVERIFY(stProblem->isHidden());
        QVERIFY(editor->problemText(QStringLiteral("spells")).isEmpty());
        QVERIFY(editor->problems().isEmpty());
        QVERIFY(save->isEnabled());

        const int undoBefore = campaign->undoStack()->count();
        save->click();
        QCOMPARE(campaign->undoStack()->count(), undoBefore + 1);
        QCOMPARE(tableNames(page.table()), QStringList{QStringLiteral("Yzor")});
        const qint64 yzor = page.model()->index(0, 0).data(RosterModel::IdRole).toLongLong();
        QCOMPARE(page.selectedIds(), QList<qint64>{yzor});
        QVERIFY(!editor->isModified());
        QCOMPARE(editor->character().id, yzor);
        QVERIFY(!save->isEnabled());

        // Another character arriving keeps the selection on Yzor.
        QList<qint64> wolves;
        QVERIFY2(Roster(*campaign).addFromBestiary(QStringLiteral("creature"), QStringLiteral("wolf"), 2, &wolves, &error),
                 qPrintable(error));
        QCOMPARE(page.model()->rowCount(), 3);
        QCOMPARE(page.selectedIds(), QList<qint64>{yzor});
        QCOMPARE(editor->character().id, yzor);

        // Files: JSON and stat blocks round-trip through import.
        const QString json = m_dir.filePath(QStringLiteral("yzor.json"));
        const QString text = m_dir.filePath(QStringLiteral("yzor.txt"));
        QVERIFY2(page.exportFile(json, {yzor}, &error), qPrintable(error));
        QVERIFY2(page.exportFile(text, {yzor}, &error), qPrintable(error));
        QStringList report;
        QVERIFY2(page.importFile(json, false, &report, &error), qPrintable(error));
        QCOMPARE(page.model()->rowCount(), 4);
        QVERIFY2(page.importFile(text, false, &report, &error), qPrintable(error));
        QCOMPARE(page.model()->rowCount(), 5);
        QVERIFY(campaign->undo());
        QVERIFY(campaign->undo());
        QVERIFY(campaign->undo());
        QCOMPARE(tableNames(page.table()), QStringList{QStringLiteral("Yzor")});

        // The search narrows the list and gives it back.
        page.selectCharacter(yzor);
        child<QLineEdit>(&page, "rosterSearch")->setText(QStringLiteral("wolf"));
        QCOMPARE(page.model()->rowCount(), 0);
        child<QLineEdit>(&page, "rosterSearch")->clear();
        QCOMPARE(page.model()->rowCount(), 1);

        test::saveShot(&page, QStringLiteral("characters"));
        auto* tabs = child<QTabWidget>(&page, "characterTabs");
        tabs->setCurrentIndex(1);
        test::saveShot(&page, QStringLiteral("characters-experience"));
        tabs->setCurrentIndex(2);
        test::saveShot(&page, QStringLiteral("characters-learning"));
        tabs->setCurrentWidget(child<QTextBrowser>(&page, "sheet"));
        QVERIFY(child<QTextBrowser>(&page, "sheet")->toPlainText().contains(QStringLiteral("Yzor")));
        test::saveShot(&page, QStringLiteral("characters-sheet"));
        tabs->setCurrentIndex(0);

        // Undo the save: Yzor is gone from the table and the builder lets go of him.
        QVERIFY(campaign->undo());
        QCOMPARE(page.model()->rowCount(), 0);
        QVERIFY(tableNames(page.table()).isEmpty());
        QVERIFY(!editor->hasCharacter());
        QVERIFY(campaign->redo());
        QCOMPARE(tableNames(page.table()), QStringList{QStringLiteral("Yzor")});
    }

    // A Warrior & Wizard campaign builds W&W characters: STR/DEX/INT names, skills instead of races and talents.
    // A seasoned hero or a monster may be far past a beginner's numbers: the builder shows them as they are
    // (its boxes reach CharacterLimits, not a beginner's range), so editing one never cuts a value down.
    void builderKeepsLargeNumbers()
    {
        QString error;
        auto campaign = newCampaign(QStringLiteral("Large"));
        QVERIFY(campaign);
        CharacterEditor editor;
        editor.setCampaign(campaign.get());
        Character giant = test::legalWizard(QStringLiteral("Old Giant"));
        giant.st = 150;
        giant.dx = 120;
        giant.iq = 105;
        giant.ma = 60;
        giant.wounds = 140;
        giant.fatigue = 9;
        editor.setCharacter(giant);
        const Character shown = editor.character();
        QCOMPARE(shown.st, 150);
        QCOMPARE(shown.dx, 120);
        QCOMPARE(shown.iq, 105);
        QCOMPARE(shown.ma, 60);
        QCOMPARE(shown.wounds, 140);
        QVERIFY(!editor.isModified());
        QCOMPARE(child<QLineEdit>(&editor, "name")->maxLength(), CharacterLimits::MaxNameLength);
    }

    // A dead character's Archive button brings them back to life, and asks why (issue 16).
    void deadCharacterIsBroughtBackWithAReason()
    {
        QString error;
        auto campaign = newCampaign(QStringLiteral("Dead"));
        QVERIFY(campaign);
        Character mira = test::legalWizard(QStringLiteral("Mira"));
        mira.dead = true;
        mira.archived = true;
        qint64 id = 0;
        QVERIFY2(Roster(*campaign).add(mira, &id, &error), qPrintable(error));
        CharactersPage page;
        page.resize(1090, 760);
        page.setCampaign(campaign.get());
        child<QCheckBox>(&page, "showArchived")->setChecked(true);
        page.selectCharacter(id);
        QVERIFY(page.model()->index(0, RosterModel::Name).data().toString().contains(QLatin1String("dead")));
        auto* archive = child<QPushButton>(&page, "archive");
        QCOMPARE(archive->text(), QStringLiteral("Bring back to life…"));
        QTimer::singleShot(0, this, [] {
            auto* dialog = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            dialog->setTextValue(QStringLiteral("a wish"));
            dialog->accept();
        });
        archive->click();
        Character c;
        QVERIFY(Roster(*campaign).find(id, &c, &error));
        QVERIFY(!c.dead);
        QVERIFY(!c.archived);
    }

    void warriorAndWizardBuilder()
    {
        QString error;
        auto campaign = Campaign::create(m_dir.filePath(QStringLiteral("ww.hkc")),
                                         {QStringLiteral("W&W"), QStringLiteral("warrior-and-wizard-0.10"), {}, 5, 1},
                                         test::registry(), &error);
        QVERIFY2(campaign, qPrintable(error));
        CharactersPage page;
        page.setCampaign(campaign.get());
        page.newCharacter();
        CharacterEditor* editor = page.editor();
        QCOMPARE(editor->character().system, QStringLiteral("ww"));
        QVERIFY(!child<SpellPicker>(editor, "skills")->parentWidget()->isHidden());
        QVERIFY(child<QComboBox>(editor, "race")->parentWidget()->isHidden());
        QVERIFY(!editor->problems().isEmpty());
        QVERIFY(!child<QPushButton>(editor, "save")->isEnabled());
        child<QLineEdit>(editor, "name")->setText(QStringLiteral("Brann"));
        QVERIFY(editor->problemText(QStringLiteral("name")).isEmpty());
        page.resize(1090, 760);
        test::saveShot(&page, QStringLiteral("characters-ww"));
    }
};

QTEST_MAIN(TestCharactersPage)
#include "tst_characters_page.moc"
