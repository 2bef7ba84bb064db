#include "demo/DemoDowntime.h"
#include "i18n/Translate.h"

#include "activities/SpellStudies.h"
#include "alchemy/Alchemy.h"
#include "campaign/Campaign.h"
#include "characters/Roster.h"
#include "labs/LabRepository.h"
#include "labs/Labs.h"
#include "treasury/Treasury.h"
#include "workshop/WorkshopProjects.h"

#include <QCoreApplication>

namespace hk::DemoDowntime {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::DemoDowntime", text);
}

Character npcWizard(const QString& name, int st, int dx, int iq, const QStringList& spells, const QString& notes)
{
    Character c;
    c.name = name;
    c.role = QStringLiteral("npc");
    c.race = QStringLiteral("human");
    c.st = st;
    c.dx = dx;
    c.iq = iq;
    c.pointTotal = st + dx + iq; // seasoned: the GM's own total, as the builder allows
    c.spells = spells;
    c.notes = notes;
    return c;
}

qint64 idOf(Campaign& campaign, const QString& name, QString* error)
{
    RosterFilter filter;
    filter.text = name;
    const QList<Character> found = Roster(campaign).list(filter, error);
    return found.isEmpty() ? 0 : found.first().id;
}

bool brew(Campaign& campaign, qint64 maker, const QString& potion, int doses, qint64 lab, qint64* batch, QString* error)
{
    BatchRequest r;
    r.makerId = maker;
    r.potion = potion;
    r.doses = doses;
    r.labId = lab;
    r.holderId = 0; // for the party's stock
    r.hasBook = true;
    r.trained = true;
    return Alchemy(campaign).start(r, batch, error);
}

} // namespace

bool add(Campaign& campaign, QString* error)
{
    Roster roster(campaign);
    const QStringList basics{QStringLiteral("staff"), QStringLiteral("light"), QStringLiteral("detect-magic"),
                             QStringLiteral("blur"), QStringLiteral("aid")};
    Character orlan = npcWizard(tr("Master Orlan"), 12, 13, 18, basics + QStringList{QStringLiteral("lesser-magic-item-creation")},
                                tr("Enchanter of the tower. Makes the party a cloak of Blur, at cost."));
    Character sefa = npcWizard(tr("Sefa"), 10, 13, 11, basics, tr("Alchemist of the Wizards' Guild; brews healing draughts."));
    Character brannoc = npcWizard(tr("Brannoc"), 11, 12, 11, basics, tr("Alchemist; rents the Guild's second laboratory."));
    QList<qint64> ids;
    if (!roster.addAll({orlan, sefa, brannoc}, &ids, error))
        return false;
    const qint64 orlanId = ids.value(0), sefaId = ids.value(1), brannocId = ids.value(2);

    Treasury treasury(campaign);
    qint64 tower = 0, guildOne = 0, guildTwo = 0;
    Labs labs(campaign);
    if (!treasury.change(orlanId, 1500, QStringLiteral("deposit"), tr("The party's payment for the cloak"), error)
        || !treasury.change(sefaId, 2500, QStringLiteral("deposit"), tr("Savings"), error)
        || !treasury.change(brannocId, 2500, QStringLiteral("deposit"), tr("Savings"), error)
        || !labs.add(tr("Orlan's tower laboratory"), QStringLiteral("wizard"), orlanId, &tower, error)
        || !labs.rent(tr("Guild laboratory, east hall"), QStringLiteral("wizard"), sefaId, &guildOne, error)
        || !labs.rent(tr("Guild laboratory, west hall"), QStringLiteral("wizard"), brannocId, &guildTwo, error))
        return false;
    // Orlan and the two alchemists attuned their laboratories long before the campaign began.
    LabRepository repo(campaign.database());
    if (!repo.setAttuned(tower, orlanId, campaign.info().calendarDay, error)
        || !repo.setAttuned(guildOne, sefaId, campaign.info().calendarDay, error)
        || !repo.setAttuned(guildTwo, brannocId, campaign.info().calendarDay, error))
        return false;

    WorkshopRequest cloak;
    cloak.lead = orlanId;
    cloak.lab = tower;
    cloak.options.recipe = QStringLiteral("blur");
    cloak.itemName = tr("Grey travelling cloak");
    cloak.baseValue = 100;
    cloak.hired = 2;
    cloak.hasBook = true; // Orlan owns the cloak's book of instructions
    qint64 project = 0, healing = 0, fireproofing = 0;
    if (!WorkshopProjects(campaign).start(cloak, &project, error)
        || !brew(campaign, sefaId, QStringLiteral("healing"), 6, guildOne, &healing, error)
        || !brew(campaign, brannocId, QStringLiteral("fireproofing"), 4, guildTwo, &fireproofing, error))
        return false;

    // Yzor's apprentice studies with his master's books.
    const qint64 pell = idOf(campaign, tr("Pell"), error);
    return pell > 0 && SpellStudies(campaign).start(pell, QStringLiteral("apprenticeship"), QStringLiteral("blur"), 0, nullptr, error);
}

} // namespace hk::DemoDowntime
