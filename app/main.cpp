// hexkeeper: the GM's desktop application. Parses the command line, loads the rulesets and translations,
// and opens the main window on a campaign (or the demo). `--screenshot FILE` renders the window to a PNG
// and exits, so screens can be checked without a display.
#include "campaign/Campaign.h"
#include "main/Appearance.h"
#include "main/MainWindow.h"
#include "main/Preferences.h"
#include "main/ScreenshotDialogs.h"
#include "main/WindowSize.h"
#include "packages/PackageRegistry.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QMessageBox>
#include <QScreen>
#include <QTimer>

#include <cstdio>

using namespace hk;

namespace {

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

// The default size, or less on a small screen: the window with its title bar fits the screen's free area.
void fitToScreen(QWidget& window)
{
    if (const QScreen* screen = window.screen()) {
        window.resize(WindowSize::fitted(WindowSize::preferred, screen->availableGeometry()));
        window.move(screen->availableGeometry().topLeft());
    }
}

// Once shown, the frame is known: shrink again if the title bar pushed the window past the free area.
void refitWithFrame(QWidget& window)
{
    const QScreen* screen = window.screen();
    if (!screen)
        return;
    const QRect frame = window.frameGeometry(), inner = window.geometry();
    const QMargins margins(inner.left() - frame.left(), inner.top() - frame.top(), frame.right() - inner.right(), frame.bottom() - inner.bottom());
    const QSize fitted = WindowSize::fitted(window.size(), screen->availableGeometry(), margins);
    if (fitted != window.size())
        window.resize(fitted);
}

} // namespace

int main(int argc, char* argv[])
{
    if (asksOnlyForHelpOrVersion(argc, argv)) {
        QCoreApplication app(argc, argv);
        setApplicationNames();
        Appearance::installTranslations(app, Preferences::load().language);
        QCommandLineParser parser;
        describeOptions(parser);
        parser.process(app); // prints and exits
        return 0;
    }
    QApplication app(argc, argv);
    setApplicationNames();
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/hexkeeper.svg")));
    // The GM's settings (Edit > Preferences…), with the command line's flags over them.
    const Preferences preferences = Preferences::load();
    Appearance::installTranslations(app, preferences.language);

    QCommandLineParser parser;
    describeOptions(parser);
    parser.process(app);
    Appearance::applyPalette(parser.isSet(QStringLiteral("dark")) ? Preferences::Palette::Dark : preferences.palette);

    const bool screenshot = parser.isSet(QStringLiteral("screenshot"));
    QStringList errors;
    const PackageRegistry registry = PackageRegistry::loadEmbedded(&errors);

    MainWindow window(registry);
    window.setInteractive(!screenshot);
    const QStringList size = parser.value(QStringLiteral("size")).split(QLatin1Char('x'));
    // A picture is taken at the size asked for (1280×800 by default), never at the offscreen screen's.
    if ((parser.isSet(QStringLiteral("size")) || screenshot) && size.size() == 2)
        window.resize(size.at(0).toInt(), size.at(1).toInt());
    else
        fitToScreen(window);
    if (!errors.isEmpty())
        window.showError(QApplication::translate("main", "Ruleset problems"), errors.join(QLatin1Char('\n')));

    bool opened = true;
    if (!parser.positionalArguments().isEmpty())
        opened = window.openCampaign(parser.positionalArguments().constFirst());
    else if (parser.isSet(QStringLiteral("demo")))
        opened = window.openDemo();
    else if (!screenshot && !parser.isSet(QStringLiteral("start-page")) && !preferences.campaignToReopen().isEmpty())
        window.openCampaign(preferences.campaignToReopen()); // as the GM asked; errors are shown
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
    if (!parser.isSet(QStringLiteral("size")))
        refitWithFrame(window);
    return app.exec();
}
