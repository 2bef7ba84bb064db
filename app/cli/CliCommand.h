#pragma once

#include "audience/Audience.h"

#include <QCommandLineParser>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>
#include <memory>
#include <vector>

namespace hk {

class Campaign;
class DiceRoller;
class PackageRegistry;

// Exit codes of hexkeeper-cli.
enum CliExit { ExitOk = 0, ExitFailed = 1, ExitUsage = 2 };

// What a command gets to work with: its parsed options and positional arguments (after the command
// words), the rulesets, the dice script if one was given, and output helpers. Errors go to stderr.
class CliContext
{
public:
    CliContext();
    ~CliContext();

    QCommandLineParser parser;
    QStringList args; // positional arguments after the command words

    const PackageRegistry& registry();
    // The --dice-script roller, or nullptr when no script was given.
    std::shared_ptr<DiceRoller> diceScript() const { return m_diceScript; }
    void setDiceScript(std::shared_ptr<DiceRoller> roller) { m_diceScript = std::move(roller); }

    // Opens a campaign (reading only the packages it uses) and applies the dice script to it. Prints the error and
    // returns nullptr on failure. A command that only replays the campaign's kept advances (advance undo/redo)
    // passes journalOnly: no package is read (Campaign::Use::JournalOnly).
    std::unique_ptr<Campaign> openCampaign(const QString& path, bool journalOnly = false);

    bool json() const;
    // Who the output is for: the players when the command was given --player (only commands that offer it may
    // ask), the GM otherwise. Outputs read through a CampaignView for this audience.
    Audience audience() const;
    void print(const QString& text);
    void printJson(const QJsonValue& value);
    void printJsonText(const QByteArray& document); // already written, e.g. by a JsonWriter
    int fail(const QString& message, int code = ExitFailed);
    // A note on standard error that does not fail the command.
    void warn(const QString& message);
    int usage(const QString& message);
    // Returns the positional argument or reports a usage error naming it.
    bool requireArgs(int count, const QString& names);
    // A whole-number option between min and max (a usage error naming the bounds otherwise). Left as it is when
    // the option is not given. Every number the CLI takes is bounded: none reaches an int's limits.
    static constexpr int NumberLimit = 1'000'000;
    bool intOption(const QString& name, int* out, int min = -NumberLimit, int max = NumberLimit);
    // The positional argument at index as a row id (a usage error naming it when it is not a positive number).
    bool idArgument(int index, const QString& what, qint64* out);

private:
    QTextStream m_out;
    QTextStream m_err;
    std::unique_ptr<PackageRegistry> m_registry;
    // Registries with only the packages an opened campaign uses (start-up reads no other package); kept as long
    // as the campaigns that refer to them.
    std::vector<std::unique_ptr<PackageRegistry>> m_campaignRegistries;
    std::shared_ptr<DiceRoller> m_diceScript;
};

// One `hexkeeper-cli <group> <verb>` command.
struct CliCommand
{
    QStringList words;                                   // {"campaign", "new"}
    QString synopsis;                                    // "FILE --ruleset ID [--options a,b] …"
    QString description;                                 // one line, our words
    std::function<void(QCommandLineParser&)> addOptions; // may be empty
    std::function<int(CliContext&)> run;
};

// Registration points, one per command group (each in its own file).
QList<CliCommand> campaignCommands();
QList<CliCommand> rulesCommands();
QList<CliCommand> diceCommands();
QList<CliCommand> houseRuleCommands();
QList<CliCommand> advanceCommands();
QList<CliCommand> characterCommands();
QList<CliCommand> xpCommands();
QList<CliCommand> learnCommands();
QList<CliCommand> moneyCommands();
QList<CliCommand> teamCommands();
QList<CliCommand> activityCommands();
QList<CliCommand> labCommands();
QList<CliCommand> alchemyCommands();
QList<CliCommand> researchCommands();
QList<CliCommand> marketCommands();
QList<CliCommand> workshopCommands();
QList<CliCommand> combatCommands();
QList<CliCommand> combatTurnCommands();
QList<CliCommand> wizWarCommands();
QList<CliCommand> playerCommands();
QList<CliCommand> serveCommands();

// All commands, for dispatch and for the help text.
QList<CliCommand> allCommands();

} // namespace hk
