// Edit > Preferences (issue 33): the settings kept with QSettings and read back, the palette applied at once,
// the language chosen installed at the next start (the function app/main.cpp calls), the latest campaign
// reopened when asked, and the menu entry with Ctrl+, opening the dialog.
#include "TestSupport.h"
#include "../views/DialogAnswer.h"

#include "campaign/Campaign.h"
#include "main/Appearance.h"
#include "main/MainWindow.h"
#include "main/Preferences.h"
#include "main/PreferencesDialog.h"
#include "main/RecentFiles.h"
#include "main/ScreenshotDialogs.h"
#include "main/StatusColors.h"
#include "StrictTest.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace hk;

class TestPreferences : public hk::test::StrictTest
{
    Q_OBJECT
    QTemporaryDir m_dir;

    template <typename Enum>
    static void choose(PreferencesDialog& dialog, const char* name, Enum value)
    {
        auto* box = dialog.findChild<QComboBox*>(QLatin1String(name));
        QVERIFY(box);
        const int index = box->findData(int(value));
        QVERIFY(index >= 0);
        box->setCurrentIndex(index);
    }
    template <typename Enum>
    static Enum shown(PreferencesDialog& dialog, const char* name)
    {
        return Enum(dialog.findChild<QComboBox*>(QLatin1String(name))->currentData().toInt());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("XDG_CONFIG_HOME", m_dir.filePath(QStringLiteral("config")).toUtf8());
        qputenv("HOME", m_dir.filePath(QStringLiteral("home")).toUtf8());
    }

    void init()
    {
        StrictTest::init();
        QSettings().clear();
    }

    void cleanup()
    {
        Appearance::applyPalette(Preferences::Palette::System);
    }

    void freshProfileHasTheDefaults()
    {
        const Preferences p = Preferences::load();
        QCOMPARE(p.language, Preferences::Language::System);
        QCOMPARE(p.palette, Preferences::Palette::System);
        QCOMPARE(p.diceMode, Preferences::DiceMode::Seeded);
        QVERIFY(!p.reopenLastCampaign);
        QCOMPARE(p.campaignFolderOrDefault(), m_dir.filePath(QStringLiteral("home/Documents/Hexkeeper")));
    }

    void roundTripGermanAndDark()
    {
        const QColor lightWindow = QApplication::palette().color(QPalette::Window);
        QVERIFY(!StatusColors::darkPalette());
        {
            PreferencesDialog dialog;
            choose(dialog, "language", Preferences::Language::German);
            choose(dialog, "palette", Preferences::Palette::Dark);
            choose(dialog, "diceMode", Preferences::DiceMode::Table);
            dialog.findChild<QLineEdit*>(QStringLiteral("campaignFolder"))->setText(QStringLiteral("/srv/games"));
            dialog.findChild<QCheckBox*>(QStringLiteral("reopenLastCampaign"))->setChecked(true);
            dialog.accept();
        }
        // Applied at once: the window and the red and green notes are on a dark palette.
        QVERIFY(StatusColors::darkPalette());
        QCOMPARE(QApplication::style()->name().toLower(), QStringLiteral("fusion"));

        const Preferences kept = Preferences::load();
        QCOMPARE(kept.language, Preferences::Language::German);
        QCOMPARE(kept.palette, Preferences::Palette::Dark);
        QCOMPARE(kept.diceMode, Preferences::DiceMode::Table);
        QCOMPARE(kept.campaignFolder, QStringLiteral("/srv/games"));
        QCOMPARE(kept.campaignFolderOrDefault(), QStringLiteral("/srv/games"));
        QVERIFY(kept.reopenLastCampaign);
        QVERIFY(RecentFiles::openLastOnLaunch()); // the start page's check box is the same setting

        PreferencesDialog reopened;
        QCOMPARE(shown<Preferences::Language>(reopened, "language"), Preferences::Language::German);
        QCOMPARE(shown<Preferences::Palette>(reopened, "palette"), Preferences::Palette::Dark);
        QCOMPARE(shown<Preferences::DiceMode>(reopened, "diceMode"), Preferences::DiceMode::Table);
        QCOMPARE(reopened.findChild<QLineEdit*>(QStringLiteral("campaignFolder"))->text(), QStringLiteral("/srv/games"));
        QVERIFY(reopened.findChild<QCheckBox*>(QStringLiteral("reopenLastCampaign"))->isChecked());

        // Back to the system's colours, also at once.
        choose(reopened, "palette", Preferences::Palette::System);
        reopened.accept();
        QVERIFY(!StatusColors::darkPalette());
        QCOMPARE(QApplication::palette().color(QPalette::Window), lightWindow);
        QCOMPARE(Preferences::load().palette, Preferences::Palette::System);
    }

    void cancelKeepsTheSettings()
    {
        PreferencesDialog dialog;
        choose(dialog, "palette", Preferences::Palette::Dark);
        dialog.reject();
        QCOMPARE(Preferences::load().palette, Preferences::Palette::System);
        QVERIFY(!StatusColors::darkPalette());
    }

    void aStrangeStoredValueIsTheDefault()
    {
        QSettings().setValue(QStringLiteral("preferences/palette"), QStringLiteral("purple"));
        QSettings().setValue(QStringLiteral("preferences/language"), QStringLiteral("tlh"));
        QSettings().setValue(QStringLiteral("preferences/diceMode"), QStringLiteral("loaded"));
        const Preferences p = Preferences::load();
        QCOMPARE(p.palette, Preferences::Palette::System);
        QCOMPARE(p.language, Preferences::Language::System);
        QCOMPARE(p.diceMode, Preferences::DiceMode::Seeded);
    }

    void languageNoteSaysWhenItTakesEffect()
    {
        PreferencesDialog dialog;
        auto* note = dialog.findChild<QLabel*>(QStringLiteral("languageNote"));
        QVERIFY(note->text().contains(QStringLiteral("next time Hexkeeper starts")));
        choose(dialog, "language", Preferences::Language::German);
        QVERIFY2(note->text().contains(QStringLiteral("quit and start it again")), qPrintable(note->text()));
    }

    // What app/main.cpp does at start with the language kept: the words the window is then made with.
    void theLanguageChosenIsInstalledAtStart_data()
    {
        QTest::addColumn<QString>("language"); // as stored
        QTest::addColumn<QString>("file");     // MainWindow's "&File" then
        QTest::addColumn<QString>("decimal");  // the default locale's decimal point then
        QTest::newRow("German") << QStringLiteral("de") << QStringLiteral("&Datei") << QStringLiteral(",");
        QTest::newRow("English") << QStringLiteral("en") << QStringLiteral("&File") << QStringLiteral(".");
        QTest::newRow("the system's (C here)") << QStringLiteral("system") << QStringLiteral("&File") << QStringLiteral(".");
    }

    void theLanguageChosenIsInstalledAtStart()
    {
        QFETCH(QString, language);
        QFETCH(QString, file);
        QFETCH(QString, decimal);
        QSettings().setValue(QStringLiteral("preferences/language"), language);
        const QList<QTranslator*> installed
            = Appearance::installTranslations(*QCoreApplication::instance(), Preferences::load().language);
        const QString translated = QCoreApplication::translate("hk::MainWindow", "&File");
        const QString point = QLocale().decimalPoint();
        for (QTranslator* translator : installed) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
        QLocale::setDefault(QLocale::system());
        QVERIFY(!installed.isEmpty());
        QCOMPARE(translated, file);
        QCOMPARE(point, decimal);
    }

    void theLatestCampaignIsReopenedWhenAsked()
    {
        const QString path = m_dir.filePath(QStringLiteral("latest.hkc"));
        QString error;
        NewCampaign spec;
        spec.name = QStringLiteral("Latest");
        spec.baseRuleset = QStringLiteral("tft-wizard-1978");
        QVERIFY2(Campaign::create(path, spec, test::registry(), &error), qPrintable(error));
        RecentFiles::add(path, spec.name);

        Preferences p = Preferences::load();
        QVERIFY(p.campaignToReopen().isEmpty()); // not asked for
        p.reopenLastCampaign = true;
        p.save();
        QCOMPARE(Preferences::load().campaignToReopen(), QFileInfo(path).absoluteFilePath());
        // As app/main.cpp does at start.
        MainWindow window(test::registry());
        window.setInteractive(false);
        QVERIFY(window.openCampaign(Preferences::load().campaignToReopen()));
        QCOMPARE(window.campaign()->info().name, QStringLiteral("Latest"));

        QVERIFY(QFile::remove(path)); // gone since: the start page instead of an error
        QVERIFY(Preferences::load().campaignToReopen().isEmpty());
    }

    void editMenuOpensPreferencesWithCtrlComma()
    {
        MainWindow window(test::registry());
        window.setInteractive(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* action = window.findChild<QAction*>(QStringLiteral("preferences"));
        QVERIFY(action);
        QVERIFY(action->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)));
        bool answered = false;
        test::whenDialogOpens<PreferencesDialog>([](PreferencesDialog* d) { d->reject(); }, &answered);
        QTest::keyClick(&window, Qt::Key_Comma, Qt::ControlModifier);
        QVERIFY(answered);
    }

    void screenshotsTakeIt()
    {
        QVERIFY(ScreenshotDialogs::ids().contains(QStringLiteral("preferences")));
        MainWindow window(test::registry());
        QString error;
        std::unique_ptr<QWidget> dialog = ScreenshotDialogs::make(window, test::registry(), QStringLiteral("preferences"), &error);
        QVERIFY2(qobject_cast<PreferencesDialog*>(dialog.get()), qPrintable(error));
    }
};

QTEST_MAIN(TestPreferences)
#include "tst_preferences.moc"
