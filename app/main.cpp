// hexkeeper: the GM's desktop application. Parses the command line, loads the rulesets and translations,
// and opens the main window on a campaign (or the demo). `--screenshot FILE` renders the window to a PNG
// and exits, so screens can be checked without a display.
#include "campaign/Campaign.h"
#include "main/MainWindow.h"
#include "packages/PackageRegistry.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QTimer>
#include <QTranslator>

#include <cstdio>

using namespace hk;

namespace {

void installTranslations(QApplication& app)
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

} // namespace

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Hexkeeper"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/hexkeeper.svg")));
    QApplication::setOrganizationName(QStringLiteral("Hexkeeper"));
    QApplication::setApplicationVersion(QStringLiteral(HK_VERSION));
    installTranslations(app);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Hexkeeper, a game-master tool for Fantasy-Trip-style games."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"), QApplication::translate("main", "Campaign file to open."), QStringLiteral("[FILE]"));
    parser.addOption({QStringLiteral("demo"), QApplication::translate("main", "Open the demo campaign.")});
    parser.addOption({QStringLiteral("screenshot"), QApplication::translate("main", "Render the main window to FILE (PNG) and exit."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("page"), QApplication::translate("main", "Show this page first (overview, library, dice, …)."),
                      QStringLiteral("ID")});
    parser.addOption({QStringLiteral("size"), QApplication::translate("main", "Window size WxH (default 1280x800)."),
                      QStringLiteral("WxH"), QStringLiteral("1280x800")});
    parser.process(app);

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
    if (parser.isSet(QStringLiteral("page")) && !window.showPage(parser.value(QStringLiteral("page")))) {
        std::fprintf(stderr, "hexkeeper: no page '%s' (pages: %s)\n", qPrintable(parser.value(QStringLiteral("page"))),
                     qPrintable(window.pageIds().join(QStringLiteral(", "))));
        if (screenshot)
            return 2;
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
