// What each kind of player's request does, through the services the window and the CLI call (kept apart from
// PlayerRequests.cpp, which stores and decides requests): the link and character resolved, the change made,
// and the request in words.
#include "players/PlayerRequests.h"

#include "activities/SpellStudies.h"
#include "alchemy/Alchemy.h"
#include "campaign/Campaign.h"
#include "characters/Experience.h"
#include "characters/Roster.h"
#include "players/PlayerAskServices.h"
#include "players/PlayerLinks.h"
#include "research/MarketSearch.h"
#include "research/Research.h"
#include "treasury/Treasury.h"
#include "workshop/WorkshopProjects.h"

namespace hk {

namespace {

// An entry named by id or by its name in any case (as the CLI takes them); the text itself when none fits.
QString entryId(const Campaign& campaign, const QString& kind, const QString& text)
{
    if (text.isEmpty() || campaign.rules().entry(kind, text))
        return text;
    for (const LocatedEntry& e : campaign.rules().entries({kind})) {
        if (e.entry->name().compare(text, Qt::CaseInsensitive) == 0)
            return e.entry->id();
    }
    return text;
}

QString entryName(const Campaign& campaign, const QString& kind, const QString& id)
{
    const RuleEntry* e = campaign.rules().entry(kind, id);
    return e ? e->name() : id;
}

// A new character from the page starts as the rules build one: what only play gives is refused, not dropped.
bool freshCharacter(const Character& c, QString* error)
{
    if (c.role != QLatin1String("pc")) {
        *error = PlayerRequests::tr("A player's new character is a player character; the GM adds the others.");
        return false;
    }
    const bool played = c.experience != 0 || c.wounds != 0 || c.fatigue != 0 || c.pointsBought != 0 || c.pointTotal != 0
                        || !c.skillsBought.isEmpty() || !c.spellsBought.isEmpty() || !c.skillBonuses.isEmpty()
                        || !c.spellBonuses.isEmpty() || c.dead || c.archived || !c.creature.isEmpty();
    if (played) {
        *error = PlayerRequests::tr("A new character starts fresh: no experience, wounds, purchases or point total of his own "
                                    "(the rules give the points).");
        return false;
    }
    return true;
}

bool addCharacter(Campaign& campaign, const PlayerLink& link, const PlayerAsk& ask, qint64* made, QString* error)
{
    if (!freshCharacter(ask.character, error))
        return false;
    Character c = ask.character;
    c.id = 0;
    c.player = link.name;
    QList<qint64> shown = link.characterIds;
    if (!Roster(campaign).add(c, made, error))
        return false;
    shown.append(*made);
    return PlayerLinks(campaign).setCharacters(link.id, shown, error);
}

bool addNote(Campaign& campaign, const PlayerAsk& ask, QString* error)
{
    Roster roster(campaign);
    Character c;
    if (!roster.find(ask.characterId, &c, error))
        return false;
    c.notes = c.notes.isEmpty() ? ask.text : c.notes + QStringLiteral("\n\n") + ask.text;
    return roster.update(c, error);
}

} // namespace

namespace PlayerAskServices {

BatchRequest batch(const PlayerAsk& ask)
{
    BatchRequest r;
    r.makerId = ask.characterId;
    r.potion = ask.potion;
    r.doses = ask.doses;
    r.labId = ask.labId;
    r.suppliedSpecial = ask.suppliedSpecial;
    r.suppliedCommon = ask.suppliedCommon;
    r.hasBook = ask.hasBook;
    r.trained = ask.trained;
    return r;
}

WorkshopRequest project(const PlayerAsk& ask)
{
    WorkshopRequest r;
    r.lead = ask.characterId;
    r.team = ask.team;
    r.lab = ask.labId;
    r.apprentices = ask.apprentices;
    r.hired = ask.hired;
    r.options.recipe = ask.recipe;
    r.options.strength = ask.strength;
    r.options.selfPoweredStPerTurn = ask.selfPowered;
    r.options.itemHexes = ask.hexes;
    r.itemName = ask.item;
    r.baseValue = ask.value;
    r.charm = ask.charm;
    r.potionsFromStock = ask.potionsFromStock;
    r.hasBook = ask.hasBook;
    return r;
}

ResearchRequest research(const PlayerAsk& ask)
{
    return ResearchRequest{ask.project, ask.title, ask.spell, ask.level, 0, 0, ask.labId};
}

SearchRequest search(const PlayerAsk& ask)
{
    SearchRequest r;
    r.item = ask.item;
    r.value = ask.value;
    r.settlement = ask.settlement;
    r.fullTime = ask.fullTime;
    r.magic = ask.magic;
    return r;
}

} // namespace PlayerAskServices

bool PlayerRequests::resolve(const PlayerLink& given, PlayerLink* link, PlayerAsk* ask, QString* error) const
{
    if (!PlayerLinks(m_campaign).find(given.id, link, error))
        return false;
    if (link->revoked) {
        *error = tr("This link has been revoked; ask the GM for a new one.");
        return false;
    }
    if (ask->kind == AskKind::NewCharacter)
        return true;
    Roster roster(m_campaign);
    for (qint64 id : link->characterIds) {
        Character c;
        if (ask->characterId == 0 && roster.find(id, &c, error) && c.name.compare(ask->characterName, Qt::CaseInsensitive) == 0)
            ask->characterId = id;
    }
    if (ask->characterId == 0) {
        *error = tr("None of your characters is called “%1”.").arg(ask->characterName);
        return false;
    }
    if (!link->owns(ask->characterId)) {
        *error = tr("That is not one of your characters.");
        return false;
    }
    for (qint64 wizard : ask->team) {
        if (!link->owns(wizard)) {
            *error = tr("Only your own characters can be in your team; the GM adds others.");
            return false;
        }
    }
    if (ask->kind == AskKind::SpendXp && ask->purchase.kind != XpPurchaseKind::Attribute) {
        const bool skill = ask->purchase.kind == XpPurchaseKind::Skill || ask->purchase.kind == XpPurchaseKind::SkillBonus;
        ask->purchase.id = entryId(m_campaign, skill ? QStringLiteral("skill") : QStringLiteral("ww-spell"), ask->purchase.id);
    }
    ask->recipe = entryId(m_campaign, QStringLiteral("magic-item-recipe"), ask->recipe);
    ask->characterName.clear();
    ask->spell = entryId(m_campaign, QStringLiteral("spell"), ask->spell);
    ask->method = entryId(m_campaign, QStringLiteral("learning-method"), ask->method);
    ask->potion = entryId(m_campaign, QStringLiteral("potion"), ask->potion);
    ask->project = entryId(m_campaign, QStringLiteral("research-project"), ask->project);
    return true;
}

bool PlayerRequests::perform(const PlayerLink& link, const PlayerAsk& ask, qint64* made, QString* error)
{
    qint64 activity = 0;
    switch (ask.kind) {
    case AskKind::SpendXp:
        return Roster(m_campaign).spendXp(ask.characterId, ask.purchase, error);
    case AskKind::LearnSpell:
        return SpellStudies(m_campaign).start(ask.characterId, ask.method, ask.spell, ask.feePerWeek, &activity, error);
    case AskKind::Brew:
        return Alchemy(m_campaign).start(PlayerAskServices::batch(ask), &activity, error);
    case AskKind::Research:
        return Research(m_campaign).start(ask.characterId, PlayerAskServices::research(ask), &activity, error);
    case AskKind::MarketSearch:
        return MarketSearch(m_campaign).start(ask.characterId, PlayerAskServices::search(ask), &activity, error);
    case AskKind::NewCharacter:
        return addCharacter(m_campaign, link, ask, made, error);
    case AskKind::Notes:
        return addNote(m_campaign, ask, error);
    case AskKind::ItemProject:
        return WorkshopProjects(m_campaign).start(PlayerAskServices::project(ask), &activity, error);
    }
    return false;
}

QString PlayerRequests::describe(const PlayerAsk& ask) const
{
    if (ask.kind == AskKind::NewCharacter)
        return tr("a new character: %1").arg(ask.character.name);
    Character c;
    QString error;
    const QString who = Roster(m_campaign).find(ask.characterId, &c, &error) ? c.name : tr("a character no longer there");
    switch (ask.kind) {
    case AskKind::SpendXp:
        return tr("%1: spend experience on %2").arg(who, Experience(m_campaign.rules()).describe(c, ask.purchase));
    case AskKind::LearnSpell:
        return tr("%1: learn %2 (%3)")
            .arg(who, entryName(m_campaign, QStringLiteral("spell"), ask.spell),
                 entryName(m_campaign, QStringLiteral("learning-method"), ask.method));
    case AskKind::Brew:
        return tr("%1: brew %2, %n dose(s)", nullptr, ask.doses).arg(who, entryName(m_campaign, QStringLiteral("potion"), ask.potion));
    case AskKind::Research:
        return tr("%1: research %2")
            .arg(who, !ask.title.isEmpty()   ? ask.title
                      : !ask.spell.isEmpty() ? entryName(m_campaign, QStringLiteral("spell"), ask.spell)
                                             : entryName(m_campaign, QStringLiteral("research-project"), ask.project));
    case AskKind::MarketSearch:
        return tr("%1: look for %2 (worth %3)").arg(who, ask.item, Treasury::format(ask.value));
    case AskKind::Notes:
        return tr("%1: a note").arg(who);
    case AskKind::ItemProject:
        return tr("%1: make %2 (%3)").arg(who, ask.item, entryName(m_campaign, QStringLiteral("magic-item-recipe"), ask.recipe));
    case AskKind::NewCharacter:
        break;
    }
    return tr("%1: %2").arg(who, PlayerAsk::kindName(ask.kind));
}

} // namespace hk
