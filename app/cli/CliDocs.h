#pragma once

#include "CliCommand.h"

namespace hk::CliDocs {

// The man page and the bash completion of hexkeeper-cli, written from its own command table at build time
// (`hexkeeper-cli --print-man-page`, `--print-bash-completion`), so that neither can drift from the commands.

// One option of a command as its help lists it: "--lab", "<ID>" and what it does.
struct CliOption
{
    QString name;
    QString value; // "" for a switch
    QString description;
};

// The options a command takes, read from its own parser (the global --help and --dice-script left out).
QList<CliOption> optionsOf(const CliCommand& command);

// hexkeeper-cli(1) in roff (man(7) macros).
QString manPage(const QList<CliCommand>& commands, const QString& version);

// A bash completion script: the command words level by level, then each command's options.
QString bashCompletion(const QList<CliCommand>& commands);

} // namespace hk::CliDocs
