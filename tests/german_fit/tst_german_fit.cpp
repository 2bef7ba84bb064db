// Every page and dialog that `make screenshots` takes, in German at 1024×700 with the translation installed as
// the app installs it, shows every label, button, group-box title, tab, column title and chart label whole:
// nothing is cut off or shortened to "…" (issue 33). A failure names the screen, the widget, its text and the
// width it needs against the width it has.
#include "TestSupport.h"

#include "activities/ActivityControl.h"
#include "campaign/Campaign.h"
#include "combat/CombatFigure.h"
#include "downtime/TimelinePanel.h"
#include "time/AdvanceTime.h"
#include "workshop/WorkshopProjects.h"

#include "german_fit/ClippedTexts.h"
#include "views/WidgetTexts.h"

#include "characters/RaceWords.h"
#include "combat/CombatText.h"
#include "combat/CombatWords.h"
#include "main/Appearance.h"
#include "main/CampaignPage.h"
#include "main/MainWindow.h"
#include "main/ScreenshotDialogs.h"
#include "main/WindowSize.h"
#include "StrictTest.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QStatusBar>
#include <QTableWidget>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeView>
#include <QTest>

using namespace hk;

namespace {

// Which campaign a screen is shown over, as scripts/screenshots.sh opens it.
enum class Over { Nothing, Demo, WizWarGame, WizWarFresh };

struct Screen
{
    QString name;
    Over over;
    QString page;   // shown in the window (empty: the window as it opens)
    QString dialog; // shown over the window (empty: the window itself)
};

// The list of scripts/screenshots.sh.
QList<Screen> screenshotScreens()
{
    QList<Screen> screens{{QStringLiteral("start"), Over::Nothing, {}, {}}};
    for (const char* page : {"overview", "characters", "characters/experience", "characters/sheet", "treasury", "downtime/timeline",
                             "downtime/labs", "downtime/workshop", "downtime/alchemy", "downtime/research", "combat", "library", "dice",
                             "journal"})
        screens.append({QString::fromLatin1(page), Over::Demo, QString::fromLatin1(page), {}});
    screens.append({QStringLiteral("wizwar"), Over::WizWarGame, QStringLiteral("wizwar"), {}});
    screens.append({QStringLiteral("dialog-wizwar-sectors"), Over::WizWarGame, {}, QStringLiteral("wizwar-sectors")});
    screens.append({QStringLiteral("dialog-wizwar-deck"), Over::WizWarFresh, {}, QStringLiteral("wizwar-deck")});
    screens.append({QStringLiteral("dialog-wizwar-new-game"), Over::WizWarFresh, {}, QStringLiteral("wizwar-new-game")});
    screens.append({QStringLiteral("dialog-wizwar-new-game-spellbook"), Over::WizWarFresh, {}, QStringLiteral("wizwar-new-game-spellbook")});
    for (const char* dialog : {"new-campaign", "about", "guide", "advance-time", "rent-lab", "share", "preferences", "foundry-export",
                               "foundry-exported", "foundry-import", "foundry-import-unknown"})
        screens.append({QStringLiteral("dialog-") + QString::fromLatin1(dialog), Over::Demo, {}, QString::fromLatin1(dialog)});
    return screens;
}

void settle()
{
    for (int i = 0; i < 3; ++i) {
        QApplication::processEvents();
        QTest::qWait(20);
    }
}

} // namespace

class TestGermanFit : public hk::test::StrictTest
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_wizWarGame;
    QString m_wizWarFresh;

    bool runCli(const QString& program, const QStringList& arguments)
    {
        QProcess process;
        process.start(program, arguments);
        if (!process.waitForFinished(120000) || process.exitCode() != 0) {
            qInfo("%s %s: %s", qPrintable(program), qPrintable(arguments.join(QLatin1Char(' '))), process.readAllStandardError().constData());
            return false;
        }
        return true;
    }

    bool open(MainWindow& window, Over over)
    {
        switch (over) {
        case Over::Nothing:
            return true;
        case Over::Demo:
            return window.openDemo();
        case Over::WizWarGame:
            return window.openCampaign(m_wizWarGame);
        case Over::WizWarFresh:
            return window.openCampaign(m_wizWarFresh);
        }
        return false;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        // As the app does at start for a GM who chose German.
        const QList<QTranslator*> installed = Appearance::installTranslations(*qApp, Preferences::Language::German);
        QVERIFY2(!installed.isEmpty(), "the German translation is not installed");
        QCOMPARE(QCoreApplication::translate("hk::MainWindow", "&File"), QStringLiteral("&Datei"));
        m_wizWarGame = m_dir.filePath(QStringLiteral("wizwar.hkc"));
        m_wizWarFresh = m_dir.filePath(QStringLiteral("wizwar-fresh.hkc"));
        QVERIFY(runCli(QStringLiteral("bash"), {QStringLiteral(HK_SOURCE_DIR "/scripts/wizwar-demo.sh"), QStringLiteral(HK_CLI_PATH), m_wizWarGame}));
        QVERIFY(runCli(QStringLiteral(HK_CLI_PATH), {QStringLiteral("campaign"), QStringLiteral("new"), m_wizWarFresh, QStringLiteral("--ruleset"),
                                                     QStringLiteral("wiz-war"), QStringLiteral("--name"), QStringLiteral("First Wiz-War")}));
    }

    void nothingClipped_data()
    {
        QTest::addColumn<int>("index");
        const QList<Screen> screens = screenshotScreens();
        for (int i = 0; i < screens.size(); ++i)
            QTest::newRow(qPrintable(screens.at(i).name)) << i;
    }

    void nothingClipped()
    {
        QFETCH(int, index);
        const Screen screen = screenshotScreens().at(index);
        MainWindow window(test::registry());
        window.setInteractive(false);
        window.resize(1024, 700);
        QVERIFY2(open(window, screen.over), qPrintable(screen.name));
        if (!screen.page.isEmpty())
            QVERIFY2(window.showPage(screen.page), qPrintable(screen.page));
        window.show();
        settle();
        QWidget* root = &window;
        std::unique_ptr<QWidget> dialog;
        if (!screen.dialog.isEmpty()) {
            QString error;
            dialog = ScreenshotDialogs::make(window, test::registry(), screen.dialog, &error);
            QVERIFY2(dialog, qPrintable(error));
            dialog->show();
            settle();
            root = dialog.get();
        }
        const QStringList clipped = test::ClippedTexts::in(root);
        QVERIFY2(clipped.isEmpty(), qPrintable(QStringLiteral("%1 at %2×%3: %4 clipped:\n  %5")
                                                   .arg(screen.name).arg(root->width()).arg(root->height()).arg(clipped.size())
                                                   .arg(clipped.join(QStringLiteral("\n  ")))));
    }

    // Words of ours in the rules data (turn options, races, conditions, postures) come in German; the books'
    // names (spells, monsters) stay as they are.
    void rulesWordsInGerman_data()
    {
        QTest::addColumn<QString>("shown");
        QTest::addColumn<QString>("german");
        QTest::newRow("option dodge") << CombatWords::optionName(QStringLiteral("dodge")) << QStringLiteral("Ausweichen");
        QTest::newRow("option disengage") << CombatWords::optionName(QStringLiteral("disengage")) << QStringLiteral("Lösen");
        QTest::newRow("option stand up") << CombatWords::optionName(QStringLiteral("stand-up")) << QStringLiteral("Aufstehen");
        QTest::newRow("option defend") << CombatWords::optionName(QStringLiteral("defend")) << QStringLiteral("Verteidigen");
        QTest::newRow("option one last shot") << CombatWords::optionName(QStringLiteral("one-last-shot")) << QStringLiteral("Ein letzter Schuss");
        // The tracker's list: our words before the ruleset's English name ("Dodge" in the Wizard's table).
        QTest::newRow("tracker option") << CombatText::optionName(nullptr, QStringLiteral("dodge"), false) << QStringLiteral("Ausweichen");
        QTest::newRow("race human") << RaceWords::name(QStringLiteral("human"), QStringLiteral("Human")) << QStringLiteral("Mensch");
        QTest::newRow("race dwarf") << RaceWords::name(QStringLiteral("dwarf"), QStringLiteral("Dwarf")) << QStringLiteral("Zwerg");
        QTest::newRow("team race men") << RaceWords::name(QStringLiteral("men"), QStringLiteral("Men")) << QStringLiteral("Menschen");
        QTest::newRow("unknown race keeps its name") << RaceWords::name(QStringLiteral("naga"), QStringLiteral("Naga")) << QStringLiteral("Naga");
        QTest::newRow("condition") << CombatWords::conditionName(QStringLiteral("hth")) << QCoreApplication::translate("hk::CombatWords", "hand-to-hand");
        QTest::newRow("posture") << CombatWords::postureName(Posture::Kneeling) << QCoreApplication::translate("hk::CombatWords", "kneeling");
    }

    void rulesWordsInGerman()
    {
        QFETCH(QString, shown);
        QFETCH(QString, german);
        QCOMPARE(shown, german);
        QVERIFY2(shown != QLatin1String("hand-to-hand") && shown != QLatin1String("kneeling"), qPrintable(shown));
    }

    // The builder and the roster show the race in German: the demo's humans are "Mensch".
    void builderShowsGermanRaces()
    {
        MainWindow window(test::registry());
        window.setInteractive(false);
        QVERIFY(window.openDemo());
        QVERIFY(window.showPage(QStringLiteral("characters")));
        window.show();
        settle();
        auto* race = window.findChild<QComboBox*>(QStringLiteral("race"));
        QVERIFY(race);
        QVERIFY2(race->findText(QStringLiteral("Mensch")) >= 0, qPrintable(race->itemText(0)));
        QCOMPARE(race->findText(QStringLiteral("Human")), -1);
        QStringList roster;
        for (QAbstractItemView* view : window.page(QStringLiteral("characters"))->findChildren<QAbstractItemView*>()) {
            if (view->model() && view->model()->columnCount() > 2)
                roster << test::everyText(view);
        }
        QVERIFY2(!test::firstContaining(roster, QStringLiteral("Mensch, ")).isEmpty(), qPrintable(roster.join(QLatin1Char('|'))));
        QVERIFY(test::firstContaining(roster, QStringLiteral("Human, ")).isEmpty());
    }

    // The timeline's chosen bar in German: its status and each week's outcome in words, not the keys the file keeps
    // ("active", "made", "missed").
    void timelineWordsInGerman()
    {
        MainWindow window(test::registry());
        window.setInteractive(false);
        QVERIFY(window.openDemo());
        AdvanceResult advanced;
        QString error;
        QVERIFY2(AdvanceTime(*window.campaign()).advance(21, &advanced, &error), qPrintable(error));
        const QList<Activity> projects = ActivityControl(*window.campaign()).list(0, WorkshopProjects::Kind, false, false, &error);
        QVERIFY2(!projects.isEmpty(), qPrintable(error));
        QVERIFY(window.showPage(QStringLiteral("downtime")));
        window.show();
        settle();
        auto* timeline = window.findChild<TimelinePanel*>();
        QVERIFY(timeline && timeline->selectActivity(projects.first().id));
        auto* title = window.findChild<QLabel*>(QStringLiteral("selectedTitle"));
        QVERIFY2(title && title->text().contains(QStringLiteral(" — aktiv, ")), qPrintable(title ? title->text() : QString()));
        auto* history = window.findChild<QTableWidget*>(QStringLiteral("history"));
        QVERIFY(history && history->rowCount() > 0);
        QStringList outcomes;
        for (int row = 0; row < history->rowCount(); ++row) {
            if (!history->item(row, 1)->text().isEmpty()) // a week's line, not a payment
                outcomes << history->item(row, 4)->text();
        }
        QVERIFY2(!outcomes.isEmpty(), "no week in the history");
        for (const QString& outcome : std::as_const(outcomes))
            QVERIFY2(QStringList({QStringLiteral("geschafft"), QStringLiteral("verfehlt"), QStringLiteral("gearbeitet")}).contains(outcome),
                     qPrintable(outcomes.join(QLatin1Char('|'))));
    }

    // A file whose update halted work says so in the status bar, whole, beside the save state and the date
    // (the message box that also says it is not shown to a window that is not interactive).
    void repairNoticeFitsTheStatusBar()
    {
        const QString path = m_dir.filePath(QStringLiteral("repaired.hkc"));
        QVERIFY(QFile::copy(QStringLiteral(HK_SOURCE_DIR "/tests/model/fixtures/campaign-schema-0016.hkc"), path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        MainWindow window(test::registry());
        window.setInteractive(false);
        window.resize(1280, 800);
        QVERIFY(window.openCampaign(path));
        window.show();
        settle();
        const QString message = window.statusBar()->currentMessage();
        QVERIFY2(message.contains(QStringLiteral("Auszeit")), qPrintable(message));
        int taken = 0;
        for (QLabel* label : window.statusBar()->findChildren<QLabel*>()) {
            if (label->isVisible() && !label->text().isEmpty())
                taken += label->width();
        }
        const int room = window.statusBar()->width() - taken - 24;
        const int needed = window.statusBar()->fontMetrics().horizontalAdvance(message);
        QVERIFY2(needed <= room, qPrintable(QStringLiteral("'%1' needs %2 px, has %3").arg(message).arg(needed).arg(room)));
    }

    // The combat log at 1024×700 in German: every line whole (wrapped in its narrow pane), none shortened to "…".
    void combatLogLinesWhole()
    {
        MainWindow window(test::registry());
        window.setInteractive(false);
        window.resize(1024, 700);
        QVERIFY(window.openDemo());
        QVERIFY(window.showPage(QStringLiteral("combat")));
        window.show();
        settle();
        auto* log = window.findChild<QTreeView*>(QStringLiteral("combatLog"));
        QVERIFY(log);
        const int column = log->model()->columnCount() - 1;
        QVERIFY(log->model()->rowCount() > 0);
        QStringList cut;
        for (int row = 0; row < log->model()->rowCount(); ++row) {
            const QModelIndex index = log->model()->index(row, column);
            const QString text = index.data().toString();
            const int width = log->header()->sectionSize(column) - 8;
            const QRect need = log->fontMetrics().boundingRect(QRect(0, 0, width, 10000), log->wordWrap() ? int(Qt::TextWordWrap) : 0, text);
            const QRect has = log->visualRect(index);
            if (need.width() > width + 1 || need.height() > has.height())
                cut.append(QStringLiteral("'%1': needs %2×%3 px, has %4×%5 px").arg(text).arg(need.width()).arg(need.height()).arg(width).arg(has.height()));
        }
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
    }

    // The window at start: 1280×800, or the screen's free area less the frame where that is smaller.
    void windowFitsTheScreen_data()
    {
        QTest::addColumn<QRect>("available");
        QTest::addColumn<QMargins>("frame");
        QTest::addColumn<QSize>("expected");
        QTest::newRow("big screen") << QRect(0, 0, 1920, 1050) << QMargins(1, 30, 1, 1) << QSize(1280, 800);
        QTest::newRow("1280x800 screen with a panel") << QRect(0, 0, 1280, 768) << QMargins(1, 30, 1, 1) << QSize(1278, 737);
        QTest::newRow("small laptop") << QRect(0, 32, 1024, 668) << QMargins() << QSize(1024, 668);
        QTest::newRow("no screen known") << QRect() << QMargins() << QSize(1280, 800);
    }

    void windowFitsTheScreen()
    {
        QFETCH(QRect, available);
        QFETCH(QMargins, frame);
        QFETCH(QSize, expected);
        QCOMPARE(WindowSize::fitted(WindowSize::preferred, available, frame), expected);
    }
};

QTEST_MAIN(TestGermanFit)
#include "tst_german_fit.moc"
