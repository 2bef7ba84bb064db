// The Combat page's mass-combat team choice and battle score, offscreen: the builder offers "Add team…"
// only with the mass-combat pack; the team dialog shows what `team check` says (a party of four is not a
// team, 003 l.77) and the builder adds a legal party whole; the end-of-fight dialog shows the battle as
// the pack scores it, the last team standing (l.64). Saves screenshots when HK_SCREENSHOT_DIR is set.
#include "CampaignTestSupport.h"

#include "characters/Roster.h"
#include "combat/BuilderDialogs.h"
#include "combat/EncounterBuilderPanel.h"
#include "combat/EndFightDialog.h"
#include "combat/Encounters.h"
#include "StrictTest.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QTest>

using namespace hk;

namespace {

Character member(const QString& name, const QString& party, const QString& race, int st, int dx, int iq)
{
    Character c;
    c.name = name;
    c.system = QStringLiteral("mc");
    c.party = party;
    c.race = race;
    c.type = QStringLiteral("hero");
    c.st = st;
    c.dx = dx;
    c.iq = iq;
    return c;
}

// Three men and two dwarves of 40 points each: five figures and 200 points (l.77–81, l.87, l.95).
QList<Character> team(const QString& party, int figures)
{
    QList<Character> out;
    for (int i = 0; i < figures; ++i) {
        const bool dwarf = i >= 3;
        out.append(member(QStringLiteral("%1 %2").arg(party).arg(i + 1), party, dwarf ? QStringLiteral("dwarves") : QStringLiteral("men"),
                          dwarf ? 16 : 14, dwarf ? 12 : 14, 12));
    }
    return out;
}

void shoot(QWidget* w, const QString& name)
{
    if (!qEnvironmentVariableIsEmpty("HK_SCREENSHOT_DIR"))
        w->grab().save(qEnvironmentVariable("HK_SCREENSHOT_DIR") + QLatin1Char('/') + name);
}

} // namespace

class TestTeamBattleDialogs : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("TeamDialogs")};

private Q_SLOTS:
    void teamChoiceAndScore()
    {
        auto campaign = m_campaigns.create(1, {QStringLiteral("mass-combat-miller-2.0")}, QStringLiteral("tft-wizard-1978"));
        QVERIFY(campaign);
        QString error;
        QList<qint64> ids;
        QVERIFY2(Roster(*campaign).addAll(team(QStringLiteral("Red"), 5) + team(QStringLiteral("Rabble"), 4), &ids, &error), qPrintable(error));
        qint64 id = 0;
        QVERIFY(Encounters(*campaign).create(QStringLiteral("Field"), 16, 16, false, &id, &error));
        Encounter e;
        QVERIFY(Encounters(*campaign).find(id, &e, &error));

        EncounterBuilderPanel panel;
        panel.setCampaign(campaign.get());
        panel.setEncounter(e);
        auto* addTeam = panel.findChild<QPushButton*>(QStringLiteral("addTeam"));
        QVERIFY(addTeam);
        QVERIFY(!addTeam->isHidden());
        panel.resize(420, 520);
        shoot(&panel, QStringLiteral("builder-team.png"));

        AddTeamDialog dialog(*campaign);
        auto* check = dialog.findChild<QLabel*>(QStringLiteral("teamCheck"));
        QVERIFY(dialog.setParty(QStringLiteral("Rabble")));
        QVERIFY2(check->text().contains(QLatin1String("Not a legal team")), qPrintable(check->text()));
        QVERIFY(dialog.setParty(QStringLiteral("Red")));
        QVERIFY2(check->text().contains(QLatin1String("legal team of 5")), qPrintable(check->text()));
        dialog.resize(420, dialog.sizeHint().height());
        shoot(&dialog, QStringLiteral("add-team.png"));

        QVERIFY(!panel.addTeam(QStringLiteral("Rabble"), 2));
        QVERIFY(panel.addTeam(QStringLiteral("Red"), 1));
        QVERIFY(Encounters(*campaign).find(id, &e, &error));
        QCOMPARE(e.state.figures.size(), 5);

        EndFightDialog end(*campaign, e);
        auto* result = end.findChild<QLabel*>(QStringLiteral("battleResult"));
        QVERIFY(result);
        QVERIFY2(result->text().contains(QLatin1String("Side 1 (Red): 0 of 5 standing")), qPrintable(result->text()));
        shoot(&end, QStringLiteral("end-battle.png"));

        // Without the pack there are no teams and no button.
        auto wizard = m_campaigns.create(1, {}, QStringLiteral("tft-wizard-1978"));
        qint64 plain = 0;
        QVERIFY(Encounters(*wizard).create(QStringLiteral("Arena"), 12, 12, false, &plain, &error));
        Encounter p;
        QVERIFY(Encounters(*wizard).find(plain, &p, &error));
        EncounterBuilderPanel wizardPanel;
        wizardPanel.setCampaign(wizard.get());
        wizardPanel.setEncounter(p);
        QVERIFY(wizardPanel.findChild<QPushButton*>(QStringLiteral("addTeam"))->isHidden());
    }
};

QTEST_MAIN(TestTeamBattleDialogs)
#include "tst_team_battle_dialogs.moc"
