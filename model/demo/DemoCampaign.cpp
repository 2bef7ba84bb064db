#include "demo/DemoCampaign.h"
#include "i18n/Translate.h"

#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "activities/SpellStudies.h"
#include "demo/DemoCombat.h"
#include "demo/DemoDowntime.h"
#include "players/PlayerLinks.h"
#include "players/PlayerRequests.h"
#include "characters/Roster.h"
#include "treasury/Treasury.h"
#include "packages/PackageRegistry.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include "commands/ChangeHistory.h"

namespace hk {

namespace {
QString tr(const char* text)
{
    return hk::translateIn("hk::DemoCampaign", text);
}

Character wizard(const QString& name, const QString& player, const QString& party, int st, int dx, int iq,
                 const QStringList& spells)
{
    Character c;
    c.name = name;
    c.player = player;
    c.party = party;
    c.race = QStringLiteral("human");
    c.type = QStringLiteral("wizard");
    c.st = st;
    c.dx = dx;
    c.iq = iq;
    c.spells = spells;
    c.gear.append({QStringLiteral("weapon"), tr("Staff"), 0, 0, QStringLiteral("1d6"), {}, true});
    return c;
}

// The party the characters page shows: two 32-point human wizards with eight spells each, Yzor's
// apprentice and his wolf, and one award for the arena duel. Everything goes through the Roster, so the
// demo is held to the same rules as a GM's own characters.
bool addParty(Campaign& campaign, QString* error)
{
    Roster roster(campaign);
    const QString tower = tr("Aronnen's tower");
    Character yzor = wizard(tr("Yzor"), tr("Sam"), tower, 10, 12, 10,
                            {QStringLiteral("staff"), QStringLiteral("magic-fist"), QStringLiteral("blur"),
                             QStringLiteral("light"), QStringLiteral("drop-weapon"), QStringLiteral("summon-wolf"),
                             QStringLiteral("fire"), QStringLiteral("dazzle")});
    yzor.notes = tr("Apprentice of Aronnen. Fought Krait in the Torea arena and walked out.");
    Character krait = wizard(tr("Krait"), tr("Robin"), tr("Torea School"), 11, 11, 10,
                             {QStringLiteral("staff"), QStringLiteral("magic-fist"), QStringLiteral("image"),
                              QStringLiteral("slow-movement"), QStringLiteral("clumsiness"), QStringLiteral("darkness"),
                              QStringLiteral("trip"), QStringLiteral("shadow")});
    krait.wounds = 3;
    krait.fatigue = 2;
    Character pell = wizard(tr("Pell"), QString(), tower, 9, 12, 11,
                            {QStringLiteral("staff"), QStringLiteral("light"), QStringLiteral("detect-magic")});
    pell.role = QStringLiteral("apprentice");
    QList<qint64> ids;
    if (!roster.addAll({yzor, krait, pell}, &ids, error))
        return false;
    QList<qint64> wolves;
    Character grey;
    if (!roster.addFromBestiary(QStringLiteral("creature"), QStringLiteral("wolf"), 1, &wolves, error)
        || !roster.find(wolves.value(0), &grey, error))
        return false;
    grey.name = tr("Grey");
    grey.role = QStringLiteral("pet");
    grey.party = tower;
    grey.notes = tr("Yzor's wolf, a summoned beast that stayed.");
    return roster.update(grey, error)
        && roster.awardXp({ids.value(0), ids.value(1)}, 30, tr("The arena duel at the Torea School"), error);
}

// Money and learning under way, so the treasury and the learning tab have something to show: the party's
// purse, Yzor's share, and Yzor taking lessons in Far Vision from a Torea master at $30 a week.
bool addMoneyAndStudies(Campaign& campaign, QString* error)
{
    Treasury treasury(campaign);
    RosterFilter filter;
    filter.text = tr("Yzor");
    const QList<Character> found = Roster(campaign).list(filter, error);
    if (found.isEmpty())
        return false;
    const qint64 yzor = found.first().id;
    return treasury.change(0, 2400, QStringLiteral("deposit"), tr("Prize purse of the Torea arena"), error)
        && treasury.transfer(0, yzor, 400, tr("Yzor's share of the prize"), error)
        && SpellStudies(campaign).start(yzor, QStringLiteral("instruction"), QStringLiteral("far-vision"), 30, nullptr, error);
}

// The two players' links the Share with Players dialog shows: Sam plays Yzor, Robin plays Krait.
bool addPlayerLinks(Campaign& campaign, QString* error)
{
    PlayerLinks links(campaign);
    return links.create(tr("Sam"), {}, nullptr, error) && links.create(tr("Robin"), {}, nullptr, error);
}

// Two requests waiting for the GM, so the Requests page has something to show: Sam asks to add a note to
// Yzor's sheet, Robin sends a new character. Sent as the players' pages send them, each its own step.
bool addPlayerRequests(Campaign& campaign, QString* error)
{
    PlayerLink sam, robin;
    PlayerLinks links(campaign);
    if (!links.lookup(tr("Sam"), &sam, error) || !links.lookup(tr("Robin"), &robin, error))
        return false;
    PlayerRequests requests(campaign);
    PlayerAsk note;
    note.kind = AskKind::Notes;
    note.characterName = tr("Yzor");
    note.text = tr("Yzor spends his evenings in Aronnen's library, looking for the name of the bribed proctor.");
    PlayerAsk newcomer;
    newcomer.kind = AskKind::NewCharacter;
    newcomer.character.name = tr("Tamsin");
    newcomer.character.race = QStringLiteral("human");
    newcomer.character.type = QStringLiteral("hero");
    newcomer.character.st = 12;
    newcomer.character.dx = 12;
    newcomer.character.iq = 8;
    newcomer.character.notes = tr("Krait's cousin, a caravan guard who wants to see the arena.");
    return requests.submit(sam, QStringLiteral("demo-1"), note, nullptr, error)
        && requests.submit(robin, QStringLiteral("demo-2"), newcomer, nullptr, error);
}

} // namespace

QString DemoCampaign::defaultPath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return QDir(dir).filePath(QStringLiteral("demo.hkc"));
}

std::unique_ptr<Campaign> DemoCampaign::create(const QString& path, const PackageRegistry& registry, QString* error)
{
    for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
        QFile::remove(path + suffix);
    NewCampaign spec;
    spec.name = tr("The Tower of Aronnen");
    spec.baseRuleset = registry.find(QStringLiteral("tft-advanced-wizard-1980")) ? QStringLiteral("tft-advanced-wizard-1980")
                                                                                 : QStringLiteral("tft-wizard-1978");
    spec.diceSeed = 1978;
    spec.startDay = 15;
    std::unique_ptr<Campaign> campaign = Campaign::create(path, spec, registry, error);
    if (!campaign)
        return nullptr;
    Campaign& c = *campaign;
    // Built as one change, through the same services a GM uses; the history starts empty.
    const bool ok = c.change(QString(), [&c](QString*, QString* e) {
        c.dice().roll(QStringLiteral("3d6"), {tr("Yzor"), tr("initiative practice"), false});
        c.dice().rollAgainst(3, 12, {tr("Yzor"), tr("casting Dazzle"), false});
        c.dice().rollAgainst(3, 9, {tr("GM"), tr("Krait disbelieves the wolf"), true});
        return c.logEvent(QStringLiteral("campaign"), tr("Yzor"),
                          tr("Yzor survived his duel with Krait in the arena of the Torea School."), {}, false, e)
               && c.logEvent(QStringLiteral("campaign"), tr("Aronnen"), tr("Aronnen suspects a Torea master bribed the proctor."),
                             {}, true, e)
               && addParty(c, e) && addMoneyAndStudies(c, e) && DemoDowntime::add(c, e) && DemoCombat::add(c, e)
               && addPlayerLinks(c, e)
               && c.setNotes(tr("Demo campaign: Yzor, apprentice of Aronnen, after his first arena duel."), e);
    }, error);
    if (!ok || !addPlayerRequests(c, error))
        return nullptr;
    campaign->forgetHistory();
    return campaign;
}

} // namespace hk
