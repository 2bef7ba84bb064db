#pragma once

#include "CliCommand.h"
#include "combat/Encounter.h"

#include <QList>
#include <QString>

#include <functional>
#include <memory>

namespace hk {

class Campaign;
struct CombatParameters;

// How the `combat` commands name things on the command line and report what an action did: encounters by
// id ("3", "#3") or exact name, figures by id ("wolf-2") or exact name, hexes by their printed label
// "COL,ROW", facings as 0–5 or N/NE/SE/S/SW/NW; and the frame every action shares — run the model's step,
// then print the combat-log lines it wrote (text or JSON). Shared by CombatCommands and CombatTurnCommands.
namespace EncounterLookup {

bool findEncounter(Campaign& campaign, const QString& idOrName, Encounter* out, QString* error);
// The figure's id for an id or name (any case when unambiguous).
bool figureId(const CombatState& state, const QString& idOrName, QString* out, QString* error);
// "COL,ROW" as printed on the map → axial hex.
bool parseHex(const QString& text, HexCoord* out, QString* error);
QString hexLabel(const HexCoord& hex);
bool parseFacing(const QString& text, int* out, QString* error);
QString facingName(int facing);
// A ruleset entry named by id or by its name in any case (spells, creatures); the text itself otherwise.
QString entryId(const Campaign& campaign, const QString& kind, const QString& text);
// A whole number option; reports a usage error when present but not a number.
bool intOption(CliContext& ctx, const QString& name, int* out);

// The campaign FILE (first argument) opened and the encounter ENC (second argument) read from it.
struct Opened
{
    std::unique_ptr<Campaign> campaign;
    Encounter encounter;
    int exitCode = ExitOk;
    explicit operator bool() const { return exitCode == ExitOk; }
};
Opened open(CliContext& ctx, int argsNeeded, const QString& argNames);

// Figures named by arguments from index `first` on, as ids. Prints the error and returns false on failure.
bool figureArgs(CliContext& ctx, const Opened& o, int first, int count, QStringList* ids);

// The combat parameters of the campaign's ruleset, or the error printed.
bool parameters(CliContext& ctx, const Campaign& campaign, CombatParameters* out);

// Runs one action (or several that must land together, in one transaction), then prints the log lines it
// wrote: text lines, or a JSON array of log entries. On failure nothing is written and the error is printed.
int act(CliContext& ctx, Opened& o, const std::function<bool(QString*)>& action);
// The same without printing: the log lines written go to *lines. Prints the error and returns false on failure.
bool run(CliContext& ctx, Opened& o, const std::function<bool(QString*)>& action, QList<CombatLogEntry>* lines);
// The log lines written after line id `afterId`, and the newest log line id.
QList<CombatLogEntry> logSince(Campaign& campaign, qint64 encounterId, qint64 afterId, QString* error);
qint64 lastLogId(Campaign& campaign, qint64 encounterId, QString* error);
QString logLine(const CombatLogEntry& entry);
void printLog(CliContext& ctx, const QList<CombatLogEntry>& lines);

} // namespace EncounterLookup
} // namespace hk
