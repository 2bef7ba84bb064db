// The printable character sheet: the HTML names the character and its spells with their costs and escapes
// user text; the PDF export writes a real PDF (one page per character) and refuses an unwritable path with
// a message. Mass-combat figures show their team race and battle spells; a pet's builder hides the spell
// section it cannot use.
#include "TestSupport.h"

#include "campaign/Campaign.h"
#include "characters/CharacterEditor.h"
#include "characters/CharacterSheet.h"
#include "characters/Roster.h"
#include "StrictTest.h"

#include <QFile>
#include <QGroupBox>
#include <QTemporaryDir>
#include <QMenu>
#include <QTimer>
#include <QApplication>
#include <QPushButton>
#include <QTest>

using namespace hk;

class TestCharacterSheet : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<Campaign> m_campaign;
    QList<Character> m_characters;

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        m_campaign = Campaign::create(m_dir.filePath(QStringLiteral("sheet.hkc")),
                                      {QStringLiteral("Sheets"), QStringLiteral("tft-advanced-wizard-1980"), {}, 11, 1},
                                      test::registry(), &error);
        QVERIFY2(m_campaign, qPrintable(error));
        Roster roster(*m_campaign);
        for (const QString& name : {QStringLiteral("Krait the Grey"), QStringLiteral("Mirelle")}) {
            Character c;
            c.name = name;
            c.player = QStringLiteral("Ana & Bo");
            c.party = QStringLiteral("Ford");
            c.race = QStringLiteral("human");
            c.st = 10;
            c.dx = 12;
            c.iq = 10;
            c.spells = {QStringLiteral("staff"), QStringLiteral("magic-fist"), QStringLiteral("blur"), QStringLiteral("aid"),
                        QStringLiteral("trip"), QStringLiteral("summon-wolf"), QStringLiteral("dazzle"), QStringLiteral("light")};
            c.gear.append({QStringLiteral("armor"), QStringLiteral("Leather armor"), -2, 2, {}, {}, true});
            c.gear.append({QStringLiteral("weapon"), QStringLiteral("Dagger"), 0, 0, QStringLiteral("1d6-1"),
                           QStringLiteral("steel"), false});
            c.wounds = 2;
            c.fatigue = 1;
            c.notes = QStringLiteral("Owes the <b>innkeeper</b> $20.\nAfraid of wolves.");
            qint64 id = 0;
            QVERIFY2(roster.add(c, &id, &error), qPrintable(error));
            QVERIFY2(roster.awardXp({id}, 120, QStringLiteral("First adventure"), &error), qPrintable(error));
            Character stored;
            QVERIFY(roster.find(id, &stored, &error));
            m_characters.append(stored);
        }
    }

    void htmlNamesSpellsAndEscapes()
    {
        const QString html = CharacterSheet::html(*m_campaign, m_characters.first());
        QVERIFY(html.contains(QStringLiteral("Krait the Grey")));
        for (const char* spell : {"Staff", "Magic Fist", "Blur", "Aid", "Trip", "Summon Wolf", "Dazzle", "Light"})
            QVERIFY2(html.contains(QLatin1String(spell)), spell);
        QVERIFY(html.contains(QStringLiteral("per ST (1d6-2)")));
        QVERIFY(html.contains(QStringLiteral("5 ST")));
        QVERIFY(html.contains(QStringLiteral("Ana &amp; Bo")));
        QVERIFY(html.contains(QStringLiteral("&lt;b&gt;innkeeper&lt;/b&gt;")));
        QVERIFY(!html.contains(QStringLiteral("<b>innkeeper")));
        QVERIFY(html.contains(QStringLiteral("120 EP")));
        QVERIFY(html.contains(QStringLiteral("Leather armor")));
    }

    void exportsPdf()
    {
        const QString path = m_dir.filePath(QStringLiteral("sheets.pdf"));
        QString error;
        QVERIFY2(CharacterSheet::exportPdf(*m_campaign, m_characters, path, &error), qPrintable(error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray data = f.readAll();
        QVERIFY(data.startsWith("%PDF"));
        QVERIFY2(data.size() > 4000, QByteArray::number(data.size()).constData());
        const QString shots = qEnvironmentVariable("HK_SHOTS");
        if (!shots.isEmpty()) {
            QFile::remove(shots + QStringLiteral("/character-sheets.pdf"));
            QFile::copy(path, shots + QStringLiteral("/character-sheets.pdf"));
        }
    }

    void massCombatFigureAndPet()
    {
        QString error;
        auto campaign = Campaign::create(m_dir.filePath(QStringLiteral("mc.hkc")),
                                         {QStringLiteral("Teams"), QStringLiteral("tft-advanced-wizard-1980"),
                                          {QStringLiteral("mass-combat-miller-2.0")}, 11, 1},
                                         test::registry(), &error);
        QVERIFY2(campaign, qPrintable(error));
        Character figure;
        figure.name = QStringLiteral("Ann");
        figure.system = QStringLiteral("mc");
        figure.race = QStringLiteral("men");
        figure.st = 10;
        figure.dx = 12;
        figure.iq = 10;
        figure.spells = {QStringLiteral("magic-fist")};
        const QString html = CharacterSheet::html(*campaign, figure);
        QVERIFY2(html.contains(QLatin1String("Men")), qPrintable(html));
        QVERIFY(html.contains(QLatin1String("Magic Fist")));

        Character pet;
        pet.name = QStringLiteral("Grey");
        pet.role = QStringLiteral("pet");
        pet.race.clear();
        pet.creature = QStringLiteral("wolf");
        CharacterEditor editor;
        editor.setCampaign(campaign.get());
        editor.setCharacter(pet);
        bool spellBoxShown = false;
        for (QGroupBox* box : editor.findChildren<QGroupBox*>())
            spellBoxShown = spellBoxShown || (box->title() == QLatin1String("Spells") && !box->isHidden());
        QVERIFY(!spellBoxShown);
        editor.setCharacter(test::legalWizard(QStringLiteral("Yzor")));
        for (QGroupBox* box : editor.findChildren<QGroupBox*>())
            spellBoxShown = spellBoxShown || (box->title() == QLatin1String("Spells") && !box->isHidden());
        QVERIFY(spellBoxShown);
    }

    // The builder's Add buttons offer the rules' tables (Warrior & Wizard's armor list, l.1154: Plate Armor,
    // DEX -3, defense 5) and the GM's own piece last, marked custom.
    void gearFromTheTables()
    {
        QString error;
        auto campaign = Campaign::create(m_dir.filePath(QStringLiteral("ww-gear.hkc")),
                                         {QStringLiteral("Gear"), QStringLiteral("warrior-and-wizard-0.10"), {}, 11, 1},
                                         test::registry(), &error);
        QVERIFY2(campaign, qPrintable(error));
        const Character bren = test::wwWarrior(QStringLiteral("Bren"), 12, 12, 8);
        CharacterEditor editor;
        editor.setCampaign(campaign.get());
        editor.setCharacter(bren);
        auto* add = editor.findChild<QPushButton*>(QStringLiteral("gearAdd_armor"));
        QVERIFY(add);
        QStringList offered;
        const auto pick = [&offered](const QString& wanted) {
            QTimer::singleShot(0, [&offered, wanted] {
                auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
                if (!menu)
                    return;
                for (QAction* a : menu->actions()) {
                    offered << a->text();
                    if (a->text() == wanted || a->objectName() == wanted) {
                        a->trigger();
                        menu->close();
                        return;
                    }
                }
                menu->close();
            });
        };
        pick(QStringLiteral("Plate Armor (DX -3, stops 5)"));
        add->click();
        QVERIFY2(offered.contains(QStringLiteral("Plate Armor (DX -3, stops 5)")), qPrintable(offered.join(QStringLiteral("; "))));
        QCOMPARE(editor.character().gear.size(), 1);
        QCOMPARE(editor.character().gear.first().name, QStringLiteral("Plate Armor"));
        QCOMPARE(editor.character().gear.first().hitsStopped, 5);
        QVERIFY(!editor.character().gear.first().custom);
        pick(QStringLiteral("gearCustom"));
        add->click();
        QCOMPARE(editor.character().gear.size(), 2);
        QVERIFY(editor.character().gear.last().custom);
    }

    void refusesUnwritablePath()
    {
        QString error;
        QVERIFY(!CharacterSheet::exportPdf(*m_campaign, m_characters, QStringLiteral("/proc/nope/x.pdf"), &error));
        QVERIFY(error.contains(QStringLiteral("/proc/nope/x.pdf")));
    }
};

QTEST_MAIN(TestCharacterSheet)
#include "tst_character_sheet.moc"
