#pragma once

#include "CliCommand.h"
#include "characters/Character.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <memory>

namespace hk {

class Campaign;

// How CLI commands name characters: by id ("12" or "#12") or by name (any case), single or as a
// comma-separated list; and how they read input files (- for standard input).
namespace CharacterLookup {

bool find(Campaign& campaign, const QString& idOrName, Character* out, QString* error);
// An id as the CLI takes it, "12" or "#12"; false when the text is not one (a name, then).
bool parseId(const QString& text, qint64* id);
// ids: "1,Krait,3"; party: every member of that party; both empty: the whole active roster.
bool select(Campaign& campaign, const QString& ids, const QString& party, QList<Character>* out, QString* error);
bool readInput(const QString& path, QByteArray* out, QString* error);

// The campaign FILE (first argument) opened and the character ID (second argument) found in it; on any
// failure the error is printed and exitCode says how the command ends.
struct Opened
{
    std::unique_ptr<Campaign> campaign;
    Character character;
    int exitCode = ExitOk;
    explicit operator bool() const { return exitCode == ExitOk; }
};
Opened open(CliContext& ctx);

// For listings: the campaign FILE opened and, when a second argument names a character, its id (0 = everyone).
struct OpenedList
{
    std::unique_ptr<Campaign> campaign;
    qint64 who = 0;
    int exitCode = ExitOk;
    explicit operator bool() const { return exitCode == ExitOk; }
};
OpenedList openForList(CliContext& ctx);

} // namespace CharacterLookup
} // namespace hk
