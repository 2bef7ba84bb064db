#include "CliDocs.h"

#include <QMap>
#include <QRegularExpression>
#include <QSet>

namespace hk::CliDocs {

namespace {

// Text as roff reads it: backslashes and a leading dot or quote escaped, dashes as minus signs.
QString roff(QString text)
{
    text.replace(QLatin1Char('\\'), QStringLiteral("\\e"));
    text.replace(QLatin1Char('-'), QStringLiteral("\\-"));
    if (text.startsWith(QLatin1Char('.')) || text.startsWith(QLatin1Char('\'')))
        text.prepend(QStringLiteral("\\&"));
    return text;
}

// The options part of a parser's help: "  --lab <ID>   The laboratory's id." with wrapped lines joined.
QList<CliOption> optionsInHelp(const QString& help)
{
    static const QRegularExpression line(QStringLiteral("^  (?:-\\w, )?--([\\w-]+)(?: <([^>]+)>)?\\s+(.*)$"));
    static const QRegularExpression more(QStringLiteral("^ {8,}(\\S.*)$"));
    QList<CliOption> out;
    bool inOptions = false;
    for (const QString& text : help.split(QLatin1Char('\n'))) {
        if (text.startsWith(QLatin1String("Options:"))) {
            inOptions = true;
            continue;
        }
        if (!inOptions)
            continue;
        if (text.trimmed().isEmpty() || !text.startsWith(QLatin1Char(' ')))
            break;
        const QRegularExpressionMatch m = line.match(text);
        if (m.hasMatch()) {
            out.append({QStringLiteral("--") + m.captured(1), m.captured(2), m.captured(3).trimmed()});
            continue;
        }
        const QRegularExpressionMatch c = more.match(text);
        if (c.hasMatch() && !out.isEmpty())
            out.last().description += QLatin1Char(' ') + c.captured(1).trimmed();
    }
    return out;
}

// Command words level by level: "" → {campaign, rules, …}, "campaign" → {new, info, …}.
QMap<QString, QStringList> wordTree(const QList<CliCommand>& commands)
{
    QMap<QString, QStringList> tree;
    for (const CliCommand& c : commands) {
        for (qsizetype i = 0; i < c.words.size(); ++i) {
            const QString above = c.words.mid(0, i).join(QLatin1Char(' '));
            if (!tree[above].contains(c.words.at(i)))
                tree[above].append(c.words.at(i));
        }
    }
    return tree;
}

QString shellWords(const QStringList& words)
{
    QStringList quoted;
    for (const QString& w : words)
        quoted.append(QString(w).replace(QLatin1Char('\''), QString()));
    return quoted.join(QLatin1Char(' '));
}

} // namespace

QList<CliOption> optionsOf(const CliCommand& command)
{
    QCommandLineParser parser;
    if (command.addOptions)
        command.addOptions(parser);
    return optionsInHelp(parser.helpText());
}

QString manPage(const QList<CliCommand>& commands, const QString& version)
{
    QString out;
    out += QStringLiteral(".TH HEXKEEPER\\-CLI 1 \"\" \"Hexkeeper %1\" \"User Commands\"\n").arg(version);
    out += QStringLiteral(".SH NAME\nhexkeeper\\-cli \\- run a Hexkeeper campaign from the command line\n");
    out += QStringLiteral(".SH SYNOPSIS\n.B hexkeeper\\-cli\n[\\fB\\-\\-dice\\-script\\fR \\fIFACES\\fR|\\fB@\\fR\\fIFILE\\fR] "
                          "\\fIcommand\\fR [\\fIarguments\\fR]\n");
    out += QStringLiteral(".SH DESCRIPTION\nHexkeeper is a game master's tool for Fantasy\\-Trip\\-style games. "
                          "hexkeeper\\-cli does everything a GM can do in the window on a campaign file, without the window: "
                          "characters, experience, downtime work on the calendar, combat, Wiz\\-War and the players' server. "
                          "Every change is one undoable step in the campaign file.\n");
    out += QStringLiteral(".SH GLOBAL OPTIONS\n.TP\n.BR \\-\\-dice\\-script \" \" \\fIFACES\\fR|\\fB@\\fR\\fIFILE\\fR\n"
                          "Take dice faces from a comma\\-separated list or a file instead of rolling.\n"
                          ".TP\n.BR \\-h \", \" \\-\\-help\nShow the commands, or one command's options.\n"
                          ".TP\n.BR \\-v \", \" \\-\\-version\nShow the version.\n");
    out += QStringLiteral(".SH COMMANDS\n");
    QString group;
    for (const CliCommand& c : commands) {
        if (c.words.first() != group) {
            group = c.words.first();
            out += QStringLiteral(".SS %1\n").arg(roff(group));
        }
        out += QStringLiteral(".TP\n.B %1\n\\fI%2\\fR\n.br\n%3\n").arg(roff(c.words.join(QLatin1Char(' '))), roff(c.synopsis), roff(c.description));
        for (const CliOption& o : optionsOf(c)) {
            const QString value = o.value.isEmpty() ? QString() : QStringLiteral(" \\fI%1\\fR").arg(roff(o.value));
            out += QStringLiteral(".RS\n.TP\n.B %1%2\n%3\n.RE\n").arg(roff(o.name), value, roff(o.description));
        }
    }
    out += QStringLiteral(".SH EXIT STATUS\n0 when the command did what it says, 1 when it was refused or failed (the reason on "
                          "standard error), 2 for a usage error.\n");
    out += QStringLiteral(".SH FILES\nA campaign is one SQLite file (usually \\fI*.hkc\\fR), of type "
                          "application/x\\-hexkeeper\\-campaign.\n");
    out += QStringLiteral(".SH SEE ALSO\nThe guide in the window (Help > Guide, F1), and docs/cli.md in the source.\n");
    return out;
}

QString bashCompletion(const QList<CliCommand>& commands)
{
    const QMap<QString, QStringList> tree = wordTree(commands);
    QString out = QStringLiteral("# bash completion for hexkeeper-cli, written from its command table. Do not edit.\n"
                                 "_hexkeeper_cli()\n{\n"
                                 "    local cur words=() i\n"
                                 "    cur=\"${COMP_WORDS[COMP_CWORD]}\"\n"
                                 "    for ((i = 1; i < COMP_CWORD; i++)); do\n"
                                 "        case \"${COMP_WORDS[i]}\" in\n"
                                 "            --dice-script) ((i++)) ;;\n"
                                 "            -*) ;;\n"
                                 "            *) [ ${#words[@]} -lt 3 ] && words+=(\"${COMP_WORDS[i]}\") ;;\n"
                                 "        esac\n"
                                 "    done\n"
                                 "    local path=\"${words[*]}\"\n"
                                 "    local next=\"\" options=\"--help\" depth=0 command=0\n"
                                 "    case \"$path\" in\n");
    // Deepest paths first, so that "advance undo" is not taken for "advance" followed by a file.
    QStringList paths = tree.keys();
    for (const CliCommand& c : commands) {
        const QString path = c.words.join(QLatin1Char(' '));
        if (!paths.contains(path))
            paths.append(path);
    }
    std::sort(paths.begin(), paths.end(), [](const QString& a, const QString& b) { return a.count(QLatin1Char(' ')) > b.count(QLatin1Char(' ')) || (a.count(QLatin1Char(' ')) == b.count(QLatin1Char(' ')) && a < b); });
    QMap<QString, QStringList> optionsByPath;
    for (const CliCommand& c : commands) {
        QStringList names;
        for (const CliOption& o : optionsOf(c))
            names.append(o.name);
        optionsByPath[c.words.join(QLatin1Char(' '))] = names;
    }
    for (const QString& path : paths) {
        const QString pattern = path.isEmpty() ? QStringLiteral("\"\"") : QStringLiteral("\"%1\"").arg(path) + QStringLiteral("|\"%1 \"*").arg(path);
        out += QStringLiteral("        %1)\n").arg(pattern);
        out += QStringLiteral("            depth=%1 command=%2\n").arg(path.isEmpty() ? 0 : path.count(QLatin1Char(' ')) + 1).arg(optionsByPath.contains(path) ? 1 : 0);
        if (tree.contains(path))
            out += QStringLiteral("            next=\"%1\"\n").arg(shellWords(tree.value(path)));
        if (optionsByPath.contains(path))
            out += QStringLiteral("            options=\"--help --dice-script %1\"\n").arg(shellWords(optionsByPath.value(path)));
        else if (path.isEmpty())
            out += QStringLiteral("            options=\"--help --version --dice-script\"\n");
        out += QStringLiteral("            ;;\n");
    }
    out += QStringLiteral("    esac\n"
                          "    if [[ \"$cur\" == -* ]]; then\n"
                          "        COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))\n"
                          "    elif [ -n \"$next\" ] && [ ${#words[@]} -eq $depth ]; then\n"
                          "        COMPREPLY=($(compgen -W \"$next\" -- \"$cur\"))\n"
                          "        [ $command -eq 1 ] && COMPREPLY+=($(compgen -f -- \"$cur\"))\n"
                          "    else\n"
                          "        COMPREPLY=($(compgen -f -- \"$cur\"))\n"
                          "    fi\n"
                          "}\n"
                          "complete -o filenames -F _hexkeeper_cli hexkeeper-cli\n");
    return out;
}

} // namespace hk::CliDocs
