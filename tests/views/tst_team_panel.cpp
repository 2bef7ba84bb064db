// The Team tab of the characters page with the mass-combat option pack: the selected figure's party is
// shown as a team (figures, beginning points, bonus points, problems in words, notes), the long-game box
// switches to the longer game's numbers, and "New character" can start a team figure with team races.
#include "TestSupport.h"

#include "campaign/Campaign.h"
#include "characters/CharacterEditor.h"
#include "characters/CharactersPage.h"
#include "characters/Roster.h"
#include "characters/TeamPanel.h"
#include "StrictTest.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace hk;

namespace {

Character figure(const QString& name, const QString& race, int st, int dx, int iq)
{
    Character c;
    c.system = QStringLiteral("mc");
    c.type = QStringLiteral("hero");
    c.name = name;
    c.race = race;
    c.party = QStringLiteral("Red Company");
    c.st = st;
    c.dx = dx;
    c.iq = iq;
    return c;
}

} // namespace

class TestTeamPanel : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void showsTheParty()
    {
        QString error;
        auto campaign = Campaign::create(m_dir.filePath(QStringLiteral("t.hkc")),
                                         {QStringLiteral("Teams"), QStringLiteral("tft-advanced-wizard-1980"),
                                          {QStringLiteral("mass-combat-miller-2.0")}, 5, 1},
                                         test::registry(), &error);
        QVERIFY2(campaign, qPrintable(error));
        QList<qint64> ids;
        QVERIFY2(Roster(*campaign).addAll({figure(QStringLiteral("Ann"), QStringLiteral("men"), 14, 14, 12),
                                           figure(QStringLiteral("Bert"), QStringLiteral("men"), 12, 12, 12),
                                           figure(QStringLiteral("Dorn"), QStringLiteral("dwarves"), 16, 12, 12),
                                           figure(QStringLiteral("Og"), QStringLiteral("giants"), 25, 9, 7)},
                                          &ids, &error),
                 qPrintable(error));

        CharactersPage page;
        page.resize(1280, 800);
        page.setCampaign(campaign.get());
        page.selectCharacter(ids.first());
        auto* tabs = page.findChild<QTabWidget*>(QStringLiteral("characterTabs"));
        TeamPanel* panel = page.teamPanel();
        tabs->setCurrentWidget(panel);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));

        QCOMPARE(panel->party(), QStringLiteral("Red Company"));
        QCOMPARE(panel->findChild<QLabel*>(QStringLiteral("teamFigures"))->text(), QStringLiteral("4 of 5"));
        // 32 + 32 + 32 + 41 = 137 beginning points, 63 bonus; 8 + 4 + 8 + 0 spent.
        QVERIFY(panel->findChild<QLabel*>(QStringLiteral("teamBonus"))->text().contains(QStringLiteral("20 spent of 63")));
        auto* problems = panel->findChild<QLabel*>(QStringLiteral("teamProblems"));
        QVERIFY(problems->isVisible());
        QVERIFY2(problems->text().contains(QStringLiteral("A team has 5 figures; this one has 4.")), qPrintable(problems->text()));
        QVERIFY(panel->findChild<QLabel*>(QStringLiteral("teamNotes"))->text().contains(QStringLiteral("43 of 63")));
        test::saveShot(&page, QStringLiteral("team-panel"));

        panel->findChild<QCheckBox*>(QStringLiteral("longGame"))->setChecked(true);
        QCOMPARE(panel->findChild<QLabel*>(QStringLiteral("teamFigures"))->text(), QStringLiteral("4 of 8"));
        QCOMPARE(panel->report().teamPoints, 320);

        // A fifth figure joins: the tab follows the roster.
        QVERIFY2(Roster(*campaign).add(figure(QStringLiteral("Eik"), QStringLiteral("dwarves"), 16, 12, 12), nullptr, &error),
                 qPrintable(error));
        panel->findChild<QCheckBox*>(QStringLiteral("longGame"))->setChecked(false);
        QCOMPARE(panel->report().figures, 5);
        QVERIFY2(panel->report().legal(), qPrintable(problems->text()));

        // New team figure: the race list holds the team races.
        page.newCharacter(QStringLiteral("mc"));
        QCOMPARE(page.editor()->character().system, QStringLiteral("mc"));
        auto* race = page.editor()->findChild<QComboBox*>(QStringLiteral("race"));
        QVERIFY(race->findData(QStringLiteral("giants")) >= 0);
        QCOMPARE(race->findData(QStringLiteral("human")), -1);
    }
};

QTEST_MAIN(TestTeamPanel)
#include "tst_team_panel.moc"
