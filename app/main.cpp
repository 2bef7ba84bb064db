// hexkeeper: the GM's desktop application. Parses the command line, loads the rulesets and translations,
// and opens the main window on a campaign (or the demo). `--screenshot FILE` renders the window to a PNG
// and exits, so screens can be checked without a display.
#include "campaign/Campaign.h"
#include "main/MainWindow.h"
#include "main/RecentFiles.h"
#include "main/ScreenshotDialogs.h"
#include "packages/PackageRegistry.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPalette>
#include <QTimer>
#include <QTranslator>

#include <cstdio>

using namespace hk;

namespace {

void installTranslations(QCoreApplication& app)
{
    auto* qt = new QTranslator(&app);
    if (qt->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        app.installTranslator(qt);
    auto* own = new QTranslator(&app);
    if (own->load(QLocale(), QStringLiteral("hexkeeper"), QStringLiteral("_"), QStringLiteral(":/i18n"))
        // No translation for the system's language (or the C locale): English still supplies plural forms.
        || own->load(QStringLiteral("hexkeeper_en"), QStringLiteral(":/i18n")))
        app.installTranslator(own);
}

// --help and --version print and exit without a display: they are answered before the GUI starts.
bool asksOnlyForHelpOrVersion(int argc, char* argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "--help" || arg == "-h" || arg == "-?" || arg == "--help-all" || arg == "--version" || arg == "-v")
            return true;
    }
    return false;
}

void setApplicationNames()
{
    QCoreApplication::setApplicationName(QStringLiteral("Hexkeeper"));
    QCoreApplication::setOrganizationName(QStringLiteral("Hexkeeper"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HK_VERSION));
    // The desktop file's name: the window's class (StartupWMClass) and Wayland app id, so the desktop shows the
    // installed icon and name for the running window (cmake/Packaging.cmake).
    QGuiApplication::setDesktopFileName(QStringLiteral(HK_APP_ID));
}

void describeOptions(QCommandLineParser& parser)
{
    parser.setApplicationDescription(QCoreApplication::translate("main", "Hexkeeper, a game-master tool for Fantasy-Trip-style games."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"), QCoreApplication::translate("main", "Campaign file to open."), QStringLiteral("[FILE]"));
    parser.addOption({QStringLiteral("demo"), QCoreApplication::translate("main", "Open the demo campaign.")});
    parser.addOption({QStringLiteral("screenshot"), QCoreApplication::translate("main", "Render the main window to FILE (PNG) and exit."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("page"), QCoreApplication::translate("main", "Show this page first (overview, library, dice, …)."),
                      QStringLiteral("ID")});
    parser.addOption({QStringLiteral("size"), QCoreApplication::translate("main", "Window size WxH (default 1280x800)."),
                      QStringLiteral("WxH"), QStringLiteral("1280x800")});
    parser.addOption({QStringLiteral("dialog"),
                      QCoreApplication::translate("main", "With --screenshot: render this dialog instead of the window."),
                      QStringLiteral("ID")});
    parser.addOption({QStringLiteral("dark"), QCoreApplication::translate("main", "Use a dark palette (Fusion style).")});
    parser.addOption({QStringLiteral("start-page"),
                      QCoreApplication::translate("main", "Open on the start page even when set to reopen the latest campaign.")});
}

// A dark Fusion palette, for GMs who play in the dark and for checking that every screen reads on one.
void useDarkPalette()
{
    QApplication::setStyle(QStringLiteral("Fusion"));
    QPalette dark;
    const QColor window(45, 45, 48), base(30, 30, 32), text(230, 230, 230), disabled(127, 127, 127);
    dark.setColor(QPalette::Window, window);
    dark.setColor(QPalette::WindowText, text);
    dark.setColor(QPalette::Base, base);
    dark.setColor(QPalette::AlternateBase, window);
    dark.setColor(QPalette::ToolTipBase, base);
    dark.setColor(QPalette::ToolTipText, text);
    dark.setColor(QPalette::PlaceholderText, disabled);
    dark.setColor(QPalette::Text, text);
    dark.setColor(QPalette::Button, window);
    dark.setColor(QPalette::ButtonText, text);
    dark.setColor(QPalette::BrightText, Qt::red);
    dark.setColor(QPalette::Link, QColor(110, 170, 255));
    dark.setColor(QPalette::Highlight, QColor(58, 110, 165));
    dark.setColor(QPalette::HighlightedText, Qt::white);
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        dark.setColor(QPalette::Disabled, role, disabled);
    QApplication::setPalette(dark);
}

// --screenshot with --dialog: the dialog alone, over the window's campaign.
int saveDialogPicture(MainWindow& window, const PackageRegistry& registry, const QString& id, const QString& file)
{
    QString error;
    std::unique_ptr<QWidget> dialog = ScreenshotDialogs::make(window, registry, id, &error);
    if (!dialog) {
        std::fprintf(stderr, "hexkeeper: %s\n", qPrintable(error));
        return 2;
    }
    dialog->show();
    QApplication::processEvents();
    if (!dialog->grab().save(file)) {
        std::fprintf(stderr, "hexkeeper: cannot write %s\n", qPrintable(file));
        return 1;
    }
    std::printf("%s\n", qPrintable(file));
    return 0;
}

} // namespace

int main(int argc, char* argv[])
{
    if (asksOnlyForHelpOrVersion(argc, argv)) {
        QCoreApplication app(argc, argv);
        setApplicationNames();
        installTranslations(app);
        QCommandLineParser parser;
        describeOptions(parser);
        parser.process(app); // prints and exits
        return 0;
    }
    QApplication app(argc, argv);
    setApplicationNames();
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/hexkeeper.svg")));
    installTranslations(app);

    QCommandLineParser parser;
    describeOptions(parser);
    parser.process(app);
    if (parser.isSet(QStringLiteral("dark")))
        useDarkPalette();

    const bool screenshot = parser.isSet(QStringLiteral("screenshot"));
    QStringList errors;
    const PackageRegistry registry = PackageRegistry::loadEmbedded(&errors);

    MainWindow window(registry);
    window.setInteractive(!screenshot);
    const QStringList size = parser.value(QStringLiteral("size")).split(QLatin1Char('x'));
    if (size.size() == 2)
        window.resize(size.at(0).toInt(), size.at(1).toInt());
    if (!errors.isEmpty())
        window.showError(QApplication::translate("main", "Ruleset problems"), errors.join(QLatin1Char('\n')));

    bool opened = true;
    if (!parser.positionalArguments().isEmpty())
        opened = window.openCampaign(parser.positionalArguments().constFirst());
    else if (parser.isSet(QStringLiteral("demo")))
        opened = window.openDemo();
    else if (!screenshot && !parser.isSet(QStringLiteral("start-page")) && RecentFiles::openLastOnLaunch()
             && !RecentFiles::list().isEmpty())
        window.openCampaign(RecentFiles::list().constFirst()); // as the GM asked on the start page; errors are shown
    if (parser.isSet(QStringLiteral("page")) && !window.showPage(parser.value(QStringLiteral("page")))) {
        std::fprintf(stderr, "hexkeeper: no page '%s' (pages: %s)\n", qPrintable(parser.value(QStringLiteral("page"))),
                     qPrintable(window.pageIds().join(QStringLiteral(", "))));
        if (screenshot)
            return 2;
    }

    if (screenshot && parser.isSet(QStringLiteral("dialog"))) {
        window.show();
        QApplication::processEvents();
        const int result = saveDialogPicture(window, registry, parser.value(QStringLiteral("dialog")), parser.value(QStringLiteral("screenshot")));
        return result != 0 ? result : (opened ? 0 : 1);
    }
    if (screenshot) {
        window.show();
        QApplication::processEvents();
        const QString file = parser.value(QStringLiteral("screenshot"));
        if (!window.grab().save(file)) {
            std::fprintf(stderr, "hexkeeper: cannot write %s\n", qPrintable(file));
            return 1;
        }
        std::printf("%s\n", qPrintable(file));
        return opened ? 0 : 1;
    }
    window.show();
    return app.exec();
}
