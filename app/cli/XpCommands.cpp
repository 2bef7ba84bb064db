#include "CliCommand.h"
#include "i18n/Translate.h"

#include "CharacterLookup.h"
#include "campaign/Campaign.h"
#include "characters/CharacterLimits.h"
#include "characters/Experience.h"
#include "characters/Roster.h"
#include "characters/WwExperience.h"
#include "time/Calendar.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::cli", text);
}

QJsonObject balanceJson(const Character& c)
{
    return {{QStringLiteral("id"), c.id}, {QStringLiteral("name"), c.name}, {QStringLiteral("experience"), c.experience},
            {QStringLiteral("st"), c.st}, {QStringLiteral("dx"), c.dx}, {QStringLiteral("iq"), c.iq}, {QStringLiteral("ma"), c.ma}};
}

int printBalances(CliContext& ctx, Campaign& campaign, const QList<qint64>& ids)
{
    QJsonArray list;
    QString error;
    for (qint64 id : ids) {
        Character c;
        if (!Roster(campaign).find(id, &c, &error))
            return ctx.fail(error);
        list.append(balanceJson(c));
        if (!ctx.json())
            ctx.print(tr("#%1 %2: %3 EP unspent; ST %4, DX %5, IQ %6").arg(c.id).arg(c.name).arg(c.experience).arg(c.st).arg(c.dx).arg(c.iq));
    }
    if (ctx.json())
        ctx.printJson(list);
    return ExitOk;
}

bool selectIds(CliContext& ctx, Campaign& campaign, QList<qint64>* ids)
{
    QList<Character> list;
    QString error;
    const QString names = ctx.parser.value(QStringLiteral("ids"));
    const QString party = ctx.parser.value(QStringLiteral("party"));
    if (names.isEmpty() && party.isEmpty()) {
        ctx.usage(tr("say who: --ids 1,2,… (ids or names) or --party NAME"));
        return false;
    }
    if (!CharacterLookup::select(campaign, names, party, &list, &error)) {
        ctx.fail(error);
        return false;
    }
    for (const Character& c : list)
        ids->append(c.id);
    return true;
}

int award(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QList<qint64> ids;
    if (!selectIds(ctx, *campaign, &ids))
        return ExitFailed;
    int amount = 0;
    QString reason = ctx.parser.value(QStringLiteral("reason"));
    QString error;
    const QString events = ctx.parser.value(QStringLiteral("events"));
    if (ctx.parser.isSet(QStringLiteral("amount")) == !events.isEmpty())
        return ctx.usage(tr("say how much: --amount N (a whole number of EP) or --events KEY,… (Warrior & Wizard's award table)"));
    if (!events.isEmpty()) {
        QString explanation;
        amount = Experience(campaign->rules()).eventAward(events.split(QLatin1Char(','), Qt::SkipEmptyParts), &explanation, &error);
        if (amount < 0)
            return ctx.fail(error);
        reason = reason.isEmpty() ? explanation : QStringLiteral("%1 (%2)").arg(reason, explanation);
        if (!ctx.json())
            ctx.print(tr("%1 EP each: %2").arg(amount).arg(explanation));
    } else if (!ctx.intOption(QStringLiteral("amount"), &amount, -CharacterLimits::MaxExperience, CharacterLimits::MaxExperience)) {
        return ExitUsage;
    }
    if (!Roster(*campaign).awardXp(ids, amount, reason, &error))
        return ctx.fail(error);
    return printBalances(ctx, *campaign, ids);
}

int combat(CliContext& ctx)
{
    if (!ctx.requireArgs(1, QStringLiteral("FILE")))
        return ExitUsage;
    auto campaign = ctx.openCampaign(ctx.args.at(0));
    if (!campaign)
        return ExitFailed;
    QList<qint64> ids;
    if (!selectIds(ctx, *campaign, &ids))
        return ExitFailed;
    CombatAwardInput input;
    if (!combatKindFromKey(ctx.parser.value(QStringLiteral("combat")), &input.combat))
        return ctx.usage(tr("--combat must be to-the-death, arena or practice"));
    input.outcome = fightOutcomeFromKey(ctx.parser.value(QStringLiteral("outcome")));
    input.ranAwayUnhurt = ctx.parser.isSet(QStringLiteral("ran-away"));
    input.ownAverage = ctx.parser.value(QStringLiteral("own-average")).toDouble();
    input.enemyAverage = ctx.parser.value(QStringLiteral("enemy-average")).toDouble();
    QString explanation;
    const int amount = Experience(campaign->rules()).combatAward(input, &explanation);
    if (amount == 0)
        return ctx.fail(tr("no award applies: %1").arg(explanation));
    QString error;
    const QString reason = ctx.parser.value(QStringLiteral("reason")).isEmpty()
        ? explanation
        : QStringLiteral("%1 (%2)").arg(ctx.parser.value(QStringLiteral("reason")), explanation);
    if (!Roster(*campaign).awardXp(ids, amount, reason, &error))
        return ctx.fail(error);
    if (!ctx.json())
        ctx.print(tr("%1 EP each: %2").arg(amount).arg(explanation));
    return printBalances(ctx, *campaign, ids);
}

// The id of a skill or spell named by id or by name (any case); the text itself when nothing matches, so
// the rules can say it is unknown.
QString entryId(const Ruleset& rules, const QString& kind, const QString& text)
{
    for (const LocatedEntry& e : rules.entries({kind})) {
        if (e.entry->id() == text || e.entry->name().compare(text, Qt::CaseInsensitive) == 0)
            return e.entry->id();
    }
    return text;
}

// The one purchase the options name; false after printing a usage message.
bool purchaseOption(CliContext& ctx, const Ruleset& rules, XpPurchase* out)
{
    struct Choice
    {
        const char* option;
        XpPurchaseKind kind;
        const char* entryKind;
    };
    static const Choice choices[] = {{"attribute", XpPurchaseKind::Attribute, ""},
                                     {"skill", XpPurchaseKind::Skill, "skill"},
                                     {"spell", XpPurchaseKind::Spell, "ww-spell"},
                                     {"skill-bonus", XpPurchaseKind::SkillBonus, "skill"},
                                     {"spell-bonus", XpPurchaseKind::SpellBonus, "ww-spell"}};
    int given = 0;
    for (const Choice& c : choices) {
        const QString value = ctx.parser.value(QLatin1String(c.option)).trimmed();
        if (value.isEmpty())
            continue;
        ++given;
        *out = {c.kind, c.kind == XpPurchaseKind::Attribute ? value.toLower() : entryId(rules, QLatin1String(c.entryKind), value)};
    }
    if (given != 1) {
        ctx.usage(tr("say what to buy, once: --attribute ST|DX|IQ, --skill NAME, --spell NAME, --skill-bonus NAME or --spell-bonus NAME"));
        return false;
    }
    return true;
}

int spend(CliContext& ctx)
{
    CharacterLookup::Opened opened = CharacterLookup::open(ctx);
    if (!opened)
        return opened.exitCode;
    Campaign* campaign = opened.campaign.get();
    const Character& c = opened.character;
    XpPurchase purchase;
    if (!purchaseOption(ctx, campaign->rules(), &purchase))
        return ExitUsage;
    QString error;
    if (!Roster(*campaign).spendXp(c.id, purchase, &error))
        return ctx.fail(error);
    return printBalances(ctx, *campaign, {c.id});
}

int offers(CliContext& ctx)
{
    CharacterLookup::Opened opened = CharacterLookup::open(ctx);
    if (!opened)
        return opened.exitCode;
    const Character& c = opened.character;
    const Ruleset& rules = opened.campaign->rules();
    const QList<XpOffer> list = Experience(rules).offers(c);
    const bool all = ctx.parser.isSet(QStringLiteral("all"));
    QJsonArray json;
    for (const XpOffer& o : list) {
        if (!all && o.cost < 0)
            continue;
        json.append(o.toJson(c.experience));
        if (!ctx.json())
            ctx.print(o.cost >= 0 ? tr("%1  %2 EP  (%3)").arg(o.label).arg(o.cost).arg(o.purchase.key())
                                  : tr("%1  —  %2").arg(o.label, o.blocker));
    }
    if (ctx.json())
        ctx.printJson(json);
    else
        ctx.print(tr("%1 has %2 EP unspent.").arg(c.name).arg(c.experience));
    return ExitOk;
}

int history(CliContext& ctx)
{
    CharacterLookup::Opened opened = CharacterLookup::open(ctx);
    if (!opened)
        return opened.exitCode;
    Campaign* campaign = opened.campaign.get();
    const Character& c = opened.character;
    QString error;
    const QList<XpEntry> lines = Roster(*campaign).ledger(c.id, &error);
    if (!error.isEmpty())
        return ctx.fail(error);
    QJsonArray list;
    for (const XpEntry& e : lines) {
        list.append(QJsonObject{{QStringLiteral("day"), e.day}, {QStringLiteral("kind"), xpKindKey(e.kind)},
                                {QStringLiteral("amount"), e.amount}, {QStringLiteral("attribute"), e.attribute},
                                {QStringLiteral("reason"), e.reason}, {QStringLiteral("st"), e.st}, {QStringLiteral("dx"), e.dx},
                                {QStringLiteral("iq"), e.iq}, {QStringLiteral("experience"), e.experience}});
        if (!ctx.json())
            ctx.print(QStringLiteral("%1  %2 %3  %4  → ST %5 DX %6 IQ %7, %8 EP")
                          .arg(Calendar::formatShort(e.day), xpKindKey(e.kind), e.kind == XpKind::Spend ? QStringLiteral("-%1").arg(e.amount) : QString::number(e.amount), e.reason)
                          .arg(e.st).arg(e.dx).arg(e.iq).arg(e.experience));
    }
    if (ctx.json())
        ctx.printJson(list);
    return ExitOk;
}

} // namespace

QList<CliCommand> xpCommands()
{
    const QCommandLineOption json(QStringLiteral("json"), tr("Print JSON."));
    const auto who = [json](QCommandLineParser& p) {
        p.addOption({QStringLiteral("ids"), tr("Ids or names, comma-separated."), tr("IDS")});
        p.addOption({QStringLiteral("party"), tr("Every active member of this party."), tr("NAME")});
        p.addOption({QStringLiteral("reason"), tr("What the experience is for (goes into the ledger)."), tr("TEXT")});
        p.addOption(json);
    };
    return {
        {{QStringLiteral("xp"), QStringLiteral("award")},
         QStringLiteral("FILE (--ids 1,2,… | --party NAME) (--amount N --reason TEXT | --events KEY,… [--reason TEXT]) [--json]"),
         tr("Award experience to one or many characters in one undoable step: an amount, or Warrior & Wizard's "
            "points for what happened (fought, several-hits, won, other-mode-hits, checks, many-checks, "
            "won-by-checks, roleplaying, roleplaying-defeat)."),
         [who](QCommandLineParser& p) {
             who(p);
             p.addOption({QStringLiteral("amount"), tr("EP for each character (negative takes EP away)."), tr("N")});
             p.addOption({QStringLiteral("events"), tr("Warrior & Wizard: the award table's events, comma-separated."), tr("KEYS")});
         },
         award},
        {{QStringLiteral("xp"), QStringLiteral("combat")},
         QStringLiteral("FILE (--ids … | --party NAME) --combat to-the-death|arena|practice [--outcome winner|defeated] "
                        "[--ran-away] [--own-average X --enemy-average Y] [--reason TEXT] [--json]"),
         tr("Award the Wizard combat experience for surviving a fight."),
         [who](QCommandLineParser& p) {
             who(p);
             p.addOption({QStringLiteral("combat"), tr("to-the-death, arena or practice."), tr("KIND")});
             p.addOption({QStringLiteral("outcome"), tr("Arena: winner or defeated."), tr("OUTCOME")});
             p.addOption({QStringLiteral("ran-away"), tr("Arena: the defeated ran away unhurt.")});
             p.addOption({QStringLiteral("own-average"), tr("Average total attributes of their side."), tr("X")});
             p.addOption({QStringLiteral("enemy-average"), tr("Average total attributes of the other side."), tr("Y")});
         },
         combat},
        {{QStringLiteral("xp"), QStringLiteral("spend")},
         QStringLiteral("FILE ID (--attribute ST|DX|IQ | --skill NAME | --spell NAME | --skill-bonus NAME | --spell-bonus NAME) [--json]"),
         tr("Spend experience on an attribute point; in Warrior & Wizard also on a skill, a spell or +1 to one "
            "(refused, with the reason, when the rules or the EP do not allow it)."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("attribute"), tr("ST, DX or IQ (MA where the rules allow)."), tr("ATTR")});
             p.addOption({QStringLiteral("skill"), tr("A new skill (Warrior & Wizard)."), tr("NAME")});
             p.addOption({QStringLiteral("spell"), tr("A new spell (Warrior & Wizard)."), tr("NAME")});
             p.addOption({QStringLiteral("skill-bonus"), tr("+1 to a skill the character has (Warrior & Wizard)."), tr("NAME")});
             p.addOption({QStringLiteral("spell-bonus"), tr("+1 to casting a spell the character knows (Warrior & Wizard)."), tr("NAME")});
             p.addOption(json);
         },
         spend},
        {{QStringLiteral("xp"), QStringLiteral("offers")}, QStringLiteral("FILE ID [--all] [--json]"),
         tr("What the character's experience can buy, with each price (--all: also what cannot be bought, and why)."),
         [json](QCommandLineParser& p) {
             p.addOption({QStringLiteral("all"), tr("Also list what cannot be bought now, with the reason.")});
             p.addOption(json);
         },
         offers},
        {{QStringLiteral("xp"), QStringLiteral("history")}, QStringLiteral("FILE ID [--json]"),
         tr("A character's dated experience ledger."), [json](QCommandLineParser& p) { p.addOption(json); }, history},
    };
}

} // namespace hk
