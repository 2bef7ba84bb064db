#include "CliCommand.h"
#include "TerminalProgress.h"
#include "i18n/Translate.h"

#include "CharacterLookup.h"
#include "FoundryCli.h"
#include "StatBlockCli.h"
#include "campaign/Campaign.h"
#include "characters/CharacterRules.h"
#include "characters/Consciousness.h"
#include "characters/Roster.h"
#include "characters/StatBlock.h"
#include "json/JsonWriter.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUtf8StringView>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::cli", text);
}

// A character as the CLI prints it: its exchange format, with the numbers the rules derive from it.
void writeCharacterJson(JsonWriter& out, const CharacterRules& rules, const Consciousness& awareness, const Character& c)
{
    out.beginObject();
    c.writeJsonMembers(out);
    const DerivedValues d = rules.derive(c);
    out.key(QStringLiteral("derived"));
    out.beginObject();
    out.member(QStringLiteral("ma"), d.ma);
    out.member(QStringLiteral("adjustedDx"), d.adjustedDx);
    out.member(QStringLiteral("castingDx"), d.castingDx);
    out.member(QStringLiteral("currentSt"), d.currentSt);
    out.member(QStringLiteral("spellCapacity"), d.spellCapacity);
    out.member(QStringLiteral("spellCapacityUsed"), d.spellCapacityUsed);
    out.member(QStringLiteral("hitsStopped"), d.hitsStopped);
    out.member(QStringLiteral("unconscious"), awareness.isUnconscious(c));
    out.endObject();
    out.endObject();
}

// True when exactly one of --json-file, --statblock and --foundry is given; otherwise reports the usage error.
// (--foundry only where the command offers it: add and import, not update.)
bool hasInput(CliContext& ctx, bool foundryOffered)
{
    int given = 0;
    for (const char* option : {"json-file", "statblock", "foundry"}) {
        if (foundryOffered || qstrcmp(option, "foundry") != 0)
            given += ctx.parser.isSet(QString::fromLatin1(option)) ? 1 : 0;
    }
    if (given == 1)
        return true;
    ctx.usage(tr("give one of --json-file FILE, --statblock FILE (- reads standard input) or --foundry FILE…"));
    return false;
}

// Reads the characters to add from --json-file or --statblock (FILE or - for standard input).
bool readCharacters(CliContext& ctx, const Campaign& campaign, QList<Character>* out, bool foundryOffered)
{
    if (foundryOffered && ctx.parser.isSet(QStringLiteral("foundry")))
        return FoundryCli::readActors(ctx, campaign, ctx.parser.values(QStringLiteral("foundry")) + ctx.args.mid(1), out);
    const bool json = ctx.parser.isSet(QStringLiteral("json-file"));
    QByteArray bytes;
    QString error;
    if (!CharacterLookup::readInput(ctx.parser.value(json ? QStringLiteral("json-file") : QStringLiteral("statblock")),
                                    &bytes, &error)) {
        ctx.fail(error);
        return false;
    }
    if (json) {
        if (!Roster::parseExchange(bytes, out, &error)) {
            ctx.fail(error);
            return false;
        }
        return true;
    }
    // As the JSON reader does: text that is not UTF-8 is refused, not stored with replacement characters.
    if (!QUtf8StringView(bytes).isValidUtf8()) {
        ctx.fail(tr("the stat blocks are not valid UTF-8 text"));
        return false;
    }
    const StatBlockImport result = StatBlock(campaign.rules()).parse(QString::fromUtf8(bytes));
    // A block that cannot be read, or a name that is not in the rules, refuses the whole import (nothing is
    // added); --keep-unread adds the characters with what was not understood kept in their notes.
    if (!result.errors.isEmpty()) {
        ctx.fail(tr("not read, so nothing was added: %1").arg(result.errors.join(QStringLiteral("; "))));
        return false;
    }
    if (!result.unmatched.isEmpty() && !ctx.parser.isSet(QStringLiteral("keep-unread"))) {
        ctx.fail(tr("not understood, so nothing was added: %1 (--keep-unread adds them with this kept in the notes)")
                     .arg(result.unmatched.join(QStringLiteral("; "))));
        return false;
    }
    for (const QString& u : result.unmatched)
        ctx.warn(tr("not in the library (kept in the notes): %1").arg(u));
    if (result.characters.isEmpty()) {
        ctx.fail(tr("no character could be read from the stat blocks"));
        return false;
    }
    *out = result.characters;
    return true;
}

int printCharacters(CliContext& ctx, const Campaign& campaign, const QList<Character>& list)
{
    if (ctx.json()) {
        // Streamed: on thousands of characters a QJsonArray of QJsonObjects cost more than everything else.
        JsonWriter out(JsonWriter::Format::Indented, [&ctx](const QByteArray& piece) { ctx.printJsonText(piece); });
        const CharacterRules rules(campaign.rules()); // one for the whole list: it keeps what it reads
        const Consciousness awareness(campaign.rules());
        out.beginArray();
        for (const Character& c : list)
            writeCharacterJson(out, rules, awareness, c);
        out.endArray();
        ctx.printJsonText(out.finish());
        return ExitOk;
    }
    const StatBlock blocks(campaign.rules());
    const Consciousness awareness(campaign.rules());
    for (const Character& c : list)
        ctx.print(QStringLiteral("#%1  %2%3").arg(c.id).arg(blocks.format(c), c.dead ? tr("  [dead]")
                                                           : awareness.isUnconscious(c) ? tr("  [unconscious]")
                                                                                        : QString()));
    return ExitOk;
}

// `character add` (bestiaryOffered) or `character import`, which takes only files.
int addCharacters(CliContext& ctx, bool bestiaryOffered)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE")))
        return ExitUsage;
    const bool fromBestiary = bestiaryOffered && ctx.parser.isSet(QStringLiteral("bestiary"));
    if (!fromBestiary && !hasInput(ctx, true))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    Roster roster(*campaign);
    QString error;
    QList<qint64> ids;
    if (fromBestiary) {
        const QString id = ctx.parser.value(QStringLiteral("bestiary"));
        int copies = 1;
        if (!ctx.intOption(QStringLiteral("copies"), &copies, 1, 1000))
            return ExitUsage;
        const QString kind = campaign->rules().entry(QStringLiteral("ww-creature"), id) ? QStringLiteral("ww-creature")
                                                                                        : QStringLiteral("creature");
        if (!roster.addFromBestiary(kind, id, copies, &ids, &error))
            return ctx.fail(error);
    } else {
        QList<Character> list;
        if (!readCharacters(ctx, *campaign, &list, true))
            return ExitFailed;
        if (ctx.parser.isSet(QStringLiteral("party"))) {
            for (Character& c : list)
                c.party = ctx.parser.value(QStringLiteral("party"));
        }
        TerminalProgress progress;
        roster.setProgress(&progress);
        if (!roster.addAll(list, &ids, &error))
            return ctx.fail(error);
    }
    QList<Character> added;
    for (qint64 id : ids) {
        Character c;
        if (roster.find(id, &c, &error))
            added.append(c);
    }
    return printCharacters(ctx, *campaign, added);
}

int listCharacters(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    RosterFilter filter;
    filter.role = ctx.parser.value(QStringLiteral("role"));
    filter.party = ctx.parser.value(QStringLiteral("party"));
    filter.text = ctx.parser.value(QStringLiteral("search"));
    filter.includeArchived = ctx.parser.isSet(QStringLiteral("archived"));
    QString error;
    const QList<Character> list = Roster(*campaign).list(filter, &error);
    if (!error.isEmpty())
        return ctx.fail(error);
    return printCharacters(ctx, *campaign, list);
}

int showCharacter(CliContext& ctx)
{
    CharacterLookup::Opened opened = CharacterLookup::open(ctx);
    if (!opened)
        return opened.exitCode;
    Campaign* campaign = opened.campaign.get();
    const Character& c = opened.character;
    QString error;
    if (ctx.parser.isSet(QStringLiteral("statblock"))) {
        StatBlockShape shape = StatBlockShape::Published;
        return StatBlockCli::shape(ctx, 2, &shape) ? StatBlockCli::print(ctx, *campaign, {c}, shape) : ExitUsage;
    }
    if (ctx.json()) {
        JsonWriter out(JsonWriter::Format::Indented);
        writeCharacterJson(out, CharacterRules(campaign->rules()), Consciousness(campaign->rules()), c);
        ctx.printJsonText(out.finish());
        return ExitOk;
    }
    ctx.print(StatBlock(campaign->rules()).format(c));
    const DerivedValues d = CharacterRules(campaign->rules()).derive(c);
    ctx.print(tr("MA %1, adjusted DX %2, DX for spells %3, ST now %4 (wounds %5, fatigue %6), spells %7 of %8, EP %9")
                  .arg(d.ma).arg(d.adjustedDx).arg(d.castingDx).arg(d.currentSt).arg(c.wounds).arg(c.fatigue)
                  .arg(d.spellCapacityUsed).arg(d.spellCapacity).arg(c.experience));
    for (const QString& note : d.notes)
        ctx.print(QStringLiteral("  %1").arg(note));
    if (Consciousness(campaign->rules()).isUnconscious(c))
        ctx.print(QStringLiteral("  %1").arg(Consciousness(campaign->rules()).explain(c)));
    for (const CharacterProblem& p : Roster(*campaign).problems(c))
        ctx.print(tr("  problem: %1").arg(p.message));
    return ExitOk;
}

int exportCharacters(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QList<Character> list;
    QString error;
    if (!CharacterLookup::select(*campaign, ctx.parser.value(QStringLiteral("ids")), ctx.parser.value(QStringLiteral("party")),
                                 &list, &error))
        return ctx.fail(error);
    const QString format = ctx.parser.value(QStringLiteral("format"));
    if (format == QLatin1String("foundry"))
        return FoundryCli::exportActors(ctx, *campaign, list);
    if (!format.isEmpty() && format != QLatin1String("json"))
        return ctx.usage(tr("--format is json or foundry, not “%1”").arg(format));
    if (ctx.parser.isSet(QStringLiteral("statblock"))) {
        StatBlockShape shape = StatBlockShape::Published;
        return StatBlockCli::shape(ctx, 1, &shape) ? StatBlockCli::print(ctx, *campaign, list, shape) : ExitUsage;
    }
    ctx.printJson(Roster::exportJson(list));
    return ExitOk;
}

// update / archive / restore / remove / duplicate: one character, one undoable change.
int changeCharacter(CliContext& ctx, const QString& verb)
{
    CharacterLookup::Opened opened = CharacterLookup::open(ctx);
    if (!opened)
        return opened.exitCode;
    Campaign* campaign = opened.campaign.get();
    Character c = opened.character;
    QString error;
    Roster roster(*campaign);
    qint64 shown = c.id;
    if (verb == QLatin1String("update") && !hasInput(ctx, false))
        return ExitUsage;
    bool ok = false;
    if (verb == QLatin1String("update")) {
        QList<Character> list;
        if (!readCharacters(ctx, *campaign, &list, false))
            return ExitFailed;
        Character updated = list.first();
        updated.id = c.id;
        ok = roster.update(updated, &error);
    } else if (verb == QLatin1String("archive")) {
        ok = roster.setArchived(c.id, !ctx.parser.isSet(QStringLiteral("restore")), &error);
    } else if (verb == QLatin1String("duplicate")) {
        ok = roster.duplicate(c.id, &shown, &error);
    } else {
        ok = roster.remove(c.id, &error);
        if (ok) {
            ctx.print(tr("removed #%1 %2").arg(c.id).arg(c.name));
            return ExitOk;
        }
    }
    if (!ok)
        return ctx.fail(error);
    if (!roster.find(shown, &c, &error))
        return ctx.fail(error);
    return printCharacters(ctx, *campaign, {c});
}

int reviveCharacter(CliContext& ctx)
{
    CharacterLookup::Opened opened = CharacterLookup::open(ctx);
    if (!opened)
        return opened.exitCode;
    Roster roster(*opened.campaign);
    QString error;
    Character c;
    if (!roster.revive(opened.character.id, ctx.parser.value(QStringLiteral("reason")), &error)
        || !roster.find(opened.character.id, &c, &error))
        return ctx.fail(error);
    return printCharacters(ctx, *opened.campaign, {c});
}

} // namespace

QList<CliCommand> characterCommands()
{
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    const QCommandLineOption jsonFile(QStringLiteral("json-file"), tr("Characters as JSON (FILE, or - for standard input)."), tr("FILE"));
    const QCommandLineOption statblock(QStringLiteral("statblock"), tr("Characters as stat-block text (FILE, or - for standard input)."), tr("FILE"));
    const QCommandLineOption foundry(QStringLiteral("foundry"),
                                     tr("Foundry VTT actors of the Fantasy Trip system (JSON files from its Export Data; "
                                        "more files may follow the campaign FILE)."),
                                     tr("FILE"));
    const auto input = [=](QCommandLineParser& p) {
        p.addOption(jsonFile);
        p.addOption(statblock);
        p.addOption({QStringLiteral("keep-unread"), tr("With --statblock: add the characters even where a name is not understood, "
                                                       "keeping it in their notes.")});
        p.addOption(json);
    };
    const auto change = [](const QString& verb) { return [verb](CliContext& ctx) { return changeCharacter(ctx, verb); }; };
    return {
        {{QStringLiteral("character"), QStringLiteral("add")},
         QStringLiteral("FILE (--json-file F | --statblock F | --foundry F [F2 …] | --bestiary ID [--copies N]) [--party NAME] [--json]"),
         tr("Add characters (refused with the builder's reasons when illegal), or monsters from the bestiary."),
         [=](QCommandLineParser& p) {
             input(p);
             p.addOption(foundry);
             p.addOption({QStringLiteral("bestiary"), tr("Add a monster from this bestiary entry."), tr("ID")});
             p.addOption({QStringLiteral("copies"), tr("How many copies of the monster (default 1)."), tr("N"), QStringLiteral("1")});
             p.addOption({QStringLiteral("party"), tr("Put the characters in this party."), tr("NAME")});
         },
         [](CliContext& ctx) { return addCharacters(ctx, true); }},
        {{QStringLiteral("character"), QStringLiteral("import")},
         QStringLiteral("FILE (--json-file F | --statblock F | --foundry F [F2 …]) [--party NAME] [--json]"),
         tr("Import characters from a Hexkeeper character file or stat-block text (same as add)."),
         [=](QCommandLineParser& p) {
             input(p);
             p.addOption(foundry);
             p.addOption({QStringLiteral("party"), tr("Put the characters in this party."), tr("NAME")});
         },
         [](CliContext& ctx) { return addCharacters(ctx, false); }},
        {{QStringLiteral("character"), QStringLiteral("list")},
         QStringLiteral("FILE [--role ROLE] [--party NAME] [--search TEXT] [--archived] [--json]"),
         tr("List the roster."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("role"), tr("Only pc, npc, apprentice, pet or monster."), tr("ROLE")});
             p.addOption({QStringLiteral("party"), tr("Only this party."), tr("NAME")});
             p.addOption({QStringLiteral("search"), tr("Only characters whose name, party or player contains TEXT."), tr("TEXT")});
             p.addOption({QStringLiteral("archived"), tr("Include archived (dead or retired) characters.")});
             p.addOption(json);
         },
         listCharacters},
        {{QStringLiteral("character"), QStringLiteral("show")},
         QStringLiteral("FILE ID [--json | --statblock [foundry]]"),
         tr("Show one character (by id or name) with its derived values and any problems."),
         [json](QCommandLineParser& p) {
             p.addOption(json);
             p.addOption({QStringLiteral("statblock"), tr("Print the stat block only; --statblock foundry prints it in the shape "
                                                          "Foundry VTT's Fantasy Trip system imports.")});
         },
         showCharacter},
        {{QStringLiteral("character"), QStringLiteral("export")},
         QStringLiteral("FILE [--ids 1,2,…] [--party NAME] [--statblock [foundry] | --format foundry [--out DIR]]"),
         tr("Export characters as a Hexkeeper character file (JSON), as stat-block text, or as Foundry VTT actors."),
         [](QCommandLineParser& p) {
             p.addOption({QStringLiteral("format"), tr("json (the default) or foundry: one Foundry VTT actor file per character."),
                          tr("FORMAT")});
             p.addOption({QStringLiteral("out"), tr("With --format foundry: the folder the actor files go into (default: the "
                                                    "current folder)."), tr("DIR")});
             p.addOption({QStringLiteral("ids"), tr("Ids or names, comma-separated (default: the whole active roster)."), tr("IDS")});
             p.addOption({QStringLiteral("party"), tr("Every character of this party."), tr("NAME")});
             p.addOption({QStringLiteral("statblock"), tr("Write stat-block text instead of JSON; --statblock foundry writes the "
                                                          "shape Foundry VTT's Fantasy Trip system imports.")});
         },
         exportCharacters},
        {{QStringLiteral("character"), QStringLiteral("update")},
         QStringLiteral("FILE ID (--json-file F | --statblock F) [--json]"),
         tr("Replace a character with the one read from the file (checked like a new one)."), input, change(QStringLiteral("update"))},
        {{QStringLiteral("character"), QStringLiteral("archive")},
         QStringLiteral("FILE ID [--restore] [--json]"),
         tr("Archive a dead or retired character, or bring it back with --restore."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("restore"), tr("Bring the character back to the active roster.")});
             p.addOption(json);
         },
         change(QStringLiteral("archive"))},
        {{QStringLiteral("character"), QStringLiteral("revive")},
         QStringLiteral("FILE ID --reason TEXT [--json]"),
         tr("Bring a character who died back to life and into the active roster, with the GM's reason."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("reason"), tr("Why the character lives again (a spell, a wish, the GM's ruling)."), tr("TEXT")});
             p.addOption(json);
         },
         reviveCharacter},
        {{QStringLiteral("character"), QStringLiteral("duplicate")}, QStringLiteral("FILE ID [--json]"),
         tr("Copy a character under a new name."), [json](QCommandLineParser& p) { p.addOption(json); },
         change(QStringLiteral("duplicate"))},
        {{QStringLiteral("character"), QStringLiteral("remove")}, QStringLiteral("FILE ID"),
         tr("Delete a character and its experience history."), {}, change(QStringLiteral("remove"))},
    };
}

} // namespace hk
