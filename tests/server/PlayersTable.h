#pragma once

// A small table for the players' server tests: Yzor (played by Ann) and Vessa (played by Ben) against a wolf
// on a 12 × 10 map, the fight started and in side 1's movement, with a link for each player. Built through the
// model's services, as the window would.
#include "CampaignTestSupport.h"

#include "characters/Roster.h"
#include "combat/CombatTurn.h"
#include "combat/Encounters.h"
#include "dice/ScriptedDiceRoller.h"
#include "players/PlayerLinks.h"

namespace hk::test {

class PlayersTable
{
public:
    std::unique_ptr<Campaign> campaign;
    qint64 encounter = 0;
    qint64 yzor = 0;
    qint64 vessa = 0;
    QString yzorFigure, vessaFigure;
    QStringList wolves;
    PlayerLink ann, ben;

    // "" when it worked, else what failed.
    QString build()
    {
        campaign = m_factory.create(1);
        if (!campaign)
            return QStringLiteral("no campaign");
        QString e;
        Character a = legalWizard(QStringLiteral("Yzor"));
        a.player = QStringLiteral("Ann");
        Character b = legalWizard(QStringLiteral("Vessa"));
        b.player = QStringLiteral("Ben");
        Roster roster(*campaign);
        Encounters fights(*campaign);
        campaign->dice().setOverride(std::make_shared<ScriptedDiceRoller>(QList<int>{5, 2}));
        const bool ok = roster.add(a, &yzor, &e) && roster.add(b, &vessa, &e)
                        && fights.create(QStringLiteral("Ambush"), 12, 10, false, &encounter, &e)
                        && fights.addCharacter(encounter, yzor, 1, &yzorFigure, &e)
                        && fights.addCharacter(encounter, vessa, 1, &vessaFigure, &e)
                        && fights.addCreature(encounter, QStringLiteral("wolf"), 2, 1, &wolves, &e)
                        && fights.place(encounter, yzorFigure, HexMap::toAxial(5, 8), 0, &e)
                        && fights.place(encounter, vessaFigure, HexMap::toAxial(7, 8), 0, &e)
                        && fights.place(encounter, wolves.value(0), HexMap::toAxial(6, 1), 3, &e)
                        && fights.setTerrain(encounter, QStringLiteral("wall"), {HexMap::toAxial(3, 4)}, true, &e)
                        && fights.start(encounter, &e) && CombatTurn(*campaign).rollInitiative(encounter, 1, &e)
                        && advanceTo(CombatPhase::Movement, &e)
                        && PlayerLinks(*campaign).create(QStringLiteral("Ann"), {}, &ann, &e)
                        && PlayerLinks(*campaign).create(QStringLiteral("Ben"), {}, &ben, &e);
        campaign->dice().setOverride(nullptr);
        return ok ? QString() : e;
    }

    CombatState state() const
    {
        Encounter e;
        QString error;
        Encounters(*campaign).find(encounter, &e, &error);
        return e.state;
    }

    [[nodiscard]] bool advanceTo(CombatPhase phase, QString* error)
    {
        for (int i = 0; i < 8 && state().phase != phase; ++i) {
            if (!CombatTurn(*campaign).advance(encounter, error))
                return false;
        }
        return state().phase == phase;
    }

private:
    CampaignFactory m_factory{QStringLiteral("players")};
};

} // namespace hk::test
