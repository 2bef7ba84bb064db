// hexkeeper-cli: the campaign without the windows. Drives the same model services as the GUI so that
// scripts, tests and benchmarks can do anything a GM can do. See docs/cli.md.
#include "CliCommand.h"
#include "CliDocs.h"
#include "i18n/Translate.h"

#include "dice/ScriptedDiceRoller.h"

#include <QCoreApplication>
#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QTextStream>
#include <QTranslator>

#include <cstdio>

using namespace hk;

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::cli", text);
}

void installTranslations(QCoreApplication& app)
{
    auto* translator = new QTranslator(&app);
    if (translator->load(QLocale(), QStringLiteral("hexkeeper"), QStringLiteral("_"), QStringLiteral(":/i18n"))
        // No translation for the system's language (or the C locale): English still supplies plural forms.
        || translator->load(QStringLiteral("hexkeeper_en"), QStringLiteral(":/i18n")))
        app.installTranslator(translator);
}

QString helpText(const QList<CliCommand>& commands)
{
    QString text = tr("Usage: hexkeeper-cli [--dice-script FACES|@FILE] <command> [arguments]\n\nCommands:\n");
    for (const CliCommand& c : commands)
        text += QStringLiteral("  %1 %2\n      %3\n").arg(c.words.join(QLatin1Char(' ')), c.synopsis, c.description);
    text += tr("\nRun 'hexkeeper-cli <command> --help' for a command's options. Documented in docs/cli.md.\n");
    return text;
}

// Finds the command words among the arguments (skipping global options and their values).
QStringList commandWords(const QStringList& arguments)
{
    QStringList words;
    for (int i = 1; i < arguments.size() && words.size() < 3; ++i) {
        const QString& a = arguments.at(i);
        if (a == QLatin1String("--dice-script")) {
            ++i;
            continue;
        }
        if (a.startsWith(QLatin1Char('-')))
            break;
        words.append(a);
    }
    return words;
}

bool loadDiceScript(const QString& value, CliContext& context)
{
    QString text = value;
    if (value.startsWith(QLatin1Char('@'))) {
        QFile file(value.mid(1));
        if (!file.open(QIODevice::ReadOnly)) {
            context.usage(tr("cannot read dice script %1: %2").arg(value.mid(1), file.errorString()));
            return false;
        }
        text = QString::fromUtf8(file.readAll());
    }
    QList<int> faces;
    QString error;
    if (!ScriptedDiceRoller::parse(text, &faces, &error)) {
        context.usage(error);
        return false;
    }
    context.setDiceScript(std::make_shared<ScriptedDiceRoller>(faces));
    return true;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("hexkeeper-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("Hexkeeper"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HK_VERSION));
    installTranslations(app);

    const QStringList arguments = app.arguments();
    const QList<CliCommand> commands = allCommands();
    CliContext context;
    QTextStream out(stdout);

    if (arguments.contains(QStringLiteral("--version")) || arguments.contains(QStringLiteral("-v"))) {
        out << "hexkeeper-cli " << QCoreApplication::applicationVersion() << Qt::endl;
        return ExitOk;
    }
    // The man page and the bash completion, written at build time from the command table (app/CMakeLists.txt).
    if (arguments.value(1) == QLatin1String("--print-man-page")) {
        out << CliDocs::manPage(commands, QCoreApplication::applicationVersion());
        return ExitOk;
    }
    if (arguments.value(1) == QLatin1String("--print-bash-completion")) {
        out << CliDocs::bashCompletion(commands);
        return ExitOk;
    }
    const QStringList words = commandWords(arguments);
    // The longest command whose words start the argument list: "advance undo FILE" before "advance FILE".
    const CliCommand* command = nullptr;
    for (const CliCommand& c : commands) {
        if (words.mid(0, c.words.size()) == c.words && (!command || c.words.size() > command->words.size()))
            command = &c;
    }
    if (!command) {
        if (words.isEmpty() || arguments.contains(QStringLiteral("--help")) || arguments.contains(QStringLiteral("-h"))) {
            out << helpText(commands);
            return words.isEmpty() && arguments.size() > 1 && !arguments.contains(QStringLiteral("--help"))
                           && !arguments.contains(QStringLiteral("-h"))
                       ? ExitUsage
                       : ExitOk;
        }
        return context.usage(tr("unknown command '%1' (run hexkeeper-cli --help)").arg(words.mid(0, 2).join(QLatin1Char(' '))));
    }

    QCommandLineParser& parser = context.parser;
    parser.setApplicationDescription(command->description);
    parser.addHelpOption();
    parser.addOption({QStringLiteral("dice-script"), tr("Take dice faces from FACES (comma-separated) or @FILE."),
                      tr("FACES")});
    parser.addPositionalArgument(command->words.join(QLatin1Char(' ')), command->synopsis);
    if (command->addOptions)
        command->addOptions(parser);
    if (!parser.parse(arguments)) {
        // "-5" reads as an option; say how to give a negative number as a value.
        static const QRegularExpression negative(QStringLiteral("^-\\d"));
        for (const QString& a : arguments) {
            if (negative.match(a).hasMatch())
                return context.usage(tr("%1 (a negative number as a value goes after --, as in: … iq -- -5)").arg(parser.errorText()));
        }
        return context.usage(parser.errorText());
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        return ExitOk;
    }
    if (parser.isSet(QStringLiteral("dice-script")) && !loadDiceScript(parser.value(QStringLiteral("dice-script")), context))
        return ExitUsage;
    context.args = parser.positionalArguments().mid(command->words.size());
    return command->run(context);
}
