#include "CliCommand.h"
#include "WizWarTable.h"
#include "i18n/Translate.h"

#include "campaign/Campaign.h"
#include "wizwar/WizWarCardCsv.h"
#include "wizwar/WizWarDeck.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>

namespace hk {

// Why this exists: `wizwar deck` lists, imports and exports the campaign's Magic deck and switches Hexkeeper's
// starter deck, through the same WizWarDeck service as the Wiz-War page's deck editor, so a deck can be kept in
// a spreadsheet and loaded from a script.

namespace {

using namespace hk::wizwar;
using namespace hk::wizwarcli;

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn("hk::cli", text, disambiguation, n);
}

QString originName(CardOrigin o)
{
    switch (o) {
    case CardOrigin::Book: return tr("book");
    case CardOrigin::BookCompleted: return tr("book, completed by Hexkeeper");
    case CardOrigin::Ours: return tr("Hexkeeper's own");
    case CardOrigin::Campaign: return tr("this campaign");
    }
    return {};
}

bool openDeck(CliContext& ctx, int args, const QString& names, Table* t)
{
    return ctx.requireArgs(args, names) && openGame(ctx, -1, t);
}

int listDeck(CliContext& ctx)
{
    Table t;
    if (!openDeck(ctx, 1, QStringLiteral("FILE"), &t))
        return ExitFailed;
    const WizWarDeck deck(*t.campaign);
    const CardLibrary cards = deck.cards();
    QJsonArray out;
    QHash<QString, int> perSchool;
    for (const CardDef& c : cards.all()) {
        if (c.dealable())
            perSchool[c.school] += c.copies;
        out.append(QJsonObject{{QStringLiteral("name"), c.name}, {QStringLiteral("school"), c.school},
                               {QStringLiteral("type"), cardTypeKey(c.type)}, {QStringLiteral("copies"), c.copies},
                               {QStringLiteral("from"), originName(c.origin)}, {QStringLiteral("dealt"), c.dealable() && c.copies > 0}});
        if (!ctx.json())
            ctx.print(tr("  %1 ×%2 · %3 · %4 · %5")
                          .arg(c.name)
                          .arg(c.copies)
                          .arg(c.school.isEmpty() ? tr("no school") : cards.schoolName(c.school),
                               c.type == CardType::Unknown ? tr("no type") : cardTypeKey(c.type), originName(c.origin)));
    }
    if (ctx.json()) {
        ctx.printJson(QJsonObject{{QStringLiteral("starterDeck"), cards.starterDeck()}, {QStringLiteral("cards"), out}});
        return ExitOk;
    }
    QStringList schools;
    for (auto it = perSchool.cbegin(); it != perSchool.cend(); ++it)
        schools.append(QStringLiteral("%1 %2").arg(cards.schoolName(it.key())).arg(it.value()));
    schools.sort();
    ctx.print(tr("Starter deck %1. Cards dealt by school: %2.")
                  .arg(cards.starterDeck() ? tr("on") : tr("off"), schools.join(QStringLiteral(", "))));
    return ExitOk;
}

int exportDeck(CliContext& ctx)
{
    Table t;
    if (!openDeck(ctx, 1, QStringLiteral("FILE"), &t))
        return ExitFailed;
    const QString csv = WizWarDeck(*t.campaign).exportCsv();
    if (ctx.args.size() < 2) {
        ctx.print(csv.trimmed());
        return ExitOk;
    }
    QFile out(ctx.args.at(1));
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) || out.write(csv.toUtf8()) < 0)
        return ctx.fail(tr("Cannot write %1: %2").arg(ctx.args.at(1), out.errorString()));
    ctx.print(tr("The card list is in %1.").arg(ctx.args.at(1)));
    return ExitOk;
}

int importDeck(CliContext& ctx)
{
    Table t;
    if (!openDeck(ctx, 2, QStringLiteral("FILE CSV"), &t))
        return ExitFailed;
    QFile in(ctx.args.at(1));
    if (!in.open(QIODevice::ReadOnly))
        return ctx.fail(tr("Cannot read %1: %2").arg(ctx.args.at(1), in.errorString()));
    const QByteArray bytes = in.read(CardCsv::MaxBytes + 1);
    QString error;
    int count = 0;
    if (!WizWarDeck(*t.campaign).importCsv(QString::fromUtf8(bytes), &count, &error))
        return ctx.fail(error);
    ctx.print(tr("%n card(s) added or changed.", nullptr, count));
    return ExitOk;
}

int starterDeck(CliContext& ctx)
{
    Table t;
    if (!openDeck(ctx, 2, QStringLiteral("FILE on|off"), &t))
        return ExitFailed;
    const QString word = ctx.args.at(1).toLower();
    if (word != QLatin1String("on") && word != QLatin1String("off"))
        return ctx.usage(tr("Say on or off."));
    QString error;
    if (!WizWarDeck(*t.campaign).setStarterDeck(word == QLatin1String("on"), &error))
        return ctx.fail(error);
    ctx.print(word == QLatin1String("on") ? tr("The starter deck is on.") : tr("The starter deck is off: only the cards you typed in are dealt."));
    return ExitOk;
}

QStringList deckWords(const char* verb)
{
    return {QStringLiteral("wizwar"), QStringLiteral("deck"), QString::fromLatin1(verb)};
}

} // namespace

QList<CliCommand> wizWarDeckCommands()
{
    const auto json = [](QCommandLineParser& p) { p.addOption({QStringLiteral("json"), tr("Print JSON.")}); };
    return {
        {deckWords("list"), QStringLiteral("FILE [--json]"), tr("List the Magic deck's cards: copies, school, type, where each comes from."),
         json, listDeck},
        {deckWords("export"), QStringLiteral("FILE [CSV]"), tr("Write the card list as CSV, to a file or the screen."), {}, exportDeck},
        {deckWords("import"), QStringLiteral("FILE CSV"),
         tr("Add or change the cards of a CSV card list, as one step; a bad row refuses the whole file."), {}, importDeck},
        {deckWords("starter"), QStringLiteral("FILE on|off"), tr("Switch Hexkeeper's starter deck on or off."), {}, starterDeck},
    };
}

} // namespace hk
