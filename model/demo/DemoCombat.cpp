#include "demo/DemoCombat.h"
#include "i18n/Translate.h"

#include "campaign/Campaign.h"
#include "characters/Roster.h"
#include "combat/Encounters.h"

#include <QCoreApplication>

namespace hk::DemoCombat {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::DemoCombat", text);
}

qint64 idOf(Campaign& campaign, const QString& name, QString* error)
{
    RosterFilter filter;
    filter.text = name;
    for (const Character& c : Roster(campaign).list(filter, error)) {
        if (c.name == name)
            return c.id;
    }
    if (error && error->isEmpty())
        *error = tr("The demo has no character %1.").arg(name);
    return 0;
}

} // namespace

bool add(Campaign& campaign, QString* error)
{
    Character vessa;
    vessa.name = tr("Vessa");
    vessa.role = QStringLiteral("npc");
    vessa.race = QStringLiteral("human");
    vessa.party = tr("Torea School");
    vessa.st = 9;
    vessa.dx = 12;
    vessa.iq = 11;
    vessa.spells = {QStringLiteral("staff"), QStringLiteral("magic-fist"), QStringLiteral("blur"), QStringLiteral("rope"),
                    QStringLiteral("illusion")};
    vessa.notes = tr("Krait's partner in the Torea arena; binds her foes and sends phantoms at them.");
    qint64 vessaId = 0;
    if (!Roster(campaign).add(vessa, &vessaId, error))
        return false;
    const qint64 yzor = idOf(campaign, tr("Yzor"), error);
    const qint64 pell = idOf(campaign, tr("Pell"), error);
    const qint64 krait = idOf(campaign, tr("Krait"), error);
    if (!yzor || !pell || !krait)
        return false;
    Encounters encounters(campaign);
    qint64 id = 0;
    QString yzorFig, pellFig, kraitFig, vessaFig;
    return encounters.create(tr("Torea arena: two against two"), 14, 12, false, &id, error)
        && encounters.addCharacter(id, yzor, 1, &yzorFig, error) && encounters.addCharacter(id, pell, 1, &pellFig, error)
        && encounters.addCharacter(id, krait, 2, &kraitFig, error) && encounters.addCharacter(id, vessaId, 2, &vessaFig, error)
        && encounters.place(id, yzorFig, HexMap::toAxial(5, 7), 0, error)
        && encounters.place(id, pellFig, HexMap::toAxial(7, 6), 0, error)
        && encounters.place(id, kraitFig, HexMap::toAxial(5, 3), 3, error)
        && encounters.place(id, vessaFig, HexMap::toAxial(7, 3), 3, error)
        && encounters.setTerrain(id, QStringLiteral("wall"),
                                 {HexMap::toAxial(1, 5), HexMap::toAxial(2, 5), HexMap::toAxial(11, 5), HexMap::toAxial(12, 5)}, true, error)
        && encounters.start(id, error);
}

} // namespace hk::DemoCombat
