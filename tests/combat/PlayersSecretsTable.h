#pragma once

// For tst_players_combat_secrets: one fight on one campaign, built and played through the model services, and
// what the players get of it (CampaignView for the players) in forms two fights can be compared by.
#include "CampaignTestSupport.h"

#include "audience/CampaignView.h"
#include "characters/Roster.h"
#include "combat/CombatOverrides.h"
#include "combat/CombatTurn.h"
#include "combat/CombatView.h"
#include "combat/Encounters.h"
#include "dice/ScriptedDiceRoller.h"

#include <QJsonDocument>

namespace hk::test {

inline HexCoord at(int column, int row)
{
    return HexMap::toAxial(column, row);
}

// One fight on one campaign, with the few moves the cases need; every refusal is a warning, so the test fails.
struct Table
{
    std::unique_ptr<Campaign> campaign;
    qint64 id = 0;
    std::shared_ptr<ScriptedDiceRoller> dice;

    void script(const QList<int>& faces)
    {
        dice = std::make_shared<ScriptedDiceRoller>(faces);
        campaign->dice().setOverride(dice);
    }
    bool ok(bool done, const QString& error) const
    {
        if (!done)
            qWarning("%s", qPrintable(error));
        return done;
    }
    Encounter encounter() const
    {
        Encounter e;
        QString error;
        ok(Encounters(*campaign).find(id, &e, &error), error);
        return e;
    }
    QString addWizard(const QString& name, int dx, int side, const HexCoord& hex, int facing)
    {
        Character c = legalWizard(name);
        c.dx = dx;
        c.iq = 32 - c.st - dx;
        c.spells = {QStringLiteral("staff"), QStringLiteral("blur"), QStringLiteral("magic-fist")};
        qint64 characterId = 0;
        QString figure;
        QString error;
        ok(Roster(*campaign).add(c, &characterId, &error) && Encounters(*campaign).addCharacter(id, characterId, side, &figure, &error)
               && Encounters(*campaign).place(id, figure, hex, facing, &error),
           error);
        return figure;
    }
    QStringList addCreatures(const QString& creature, int count, int side, const QList<HexCoord>& hexes)
    {
        QStringList ids;
        QString error;
        ok(Encounters(*campaign).addCreature(id, creature, side, count, &ids, &error), error);
        for (int i = 0; i < ids.size() && i < hexes.size(); ++i)
            ok(Encounters(*campaign).place(id, ids.at(i), hexes.at(i), side == 1 ? 3 : 0, &error), error);
        return ids;
    }
    void hide(const QString& figure)
    {
        QString error;
        ok(CombatOverrides(*campaign).setHidden(id, figure, true, &error), error);
    }
    void start()
    {
        QString error;
        ok(Encounters(*campaign).start(id, &error), error);
    }
    bool advanceTo(CombatPhase phase)
    {
        QString error;
        for (int i = 0; i < 12 && encounter().state.phase != phase; ++i) {
            if (!ok(CombatTurn(*campaign).advance(id, &error), error))
                return false;
        }
        return encounter().state.phase == phase;
    }
    void pass(const QString& figure)
    {
        QString error;
        ok(CombatTurn(*campaign).pass(id, figure, QString(), &error), error);
    }

    // What the players get.
    QList<CombatLogEntry> playersLog() const
    {
        QString error;
        return CampaignView(*campaign, Audience::Players).combatLog(id, &error);
    }
    QList<CombatLogEntry> gmLog() const
    {
        QString error;
        return CampaignView(*campaign, Audience::Gm).combatLog(id, &error);
    }
    QStringList playersLogLines() const
    {
        QStringList out;
        for (const CombatLogEntry& l : playersLog())
            out.append(QStringLiteral("%1|%2|%3|%4").arg(l.kind, l.actor, l.message, QString::fromUtf8(QJsonDocument(l.data).toJson(QJsonDocument::Compact))));
        return out;
    }
    QString gmLogText() const
    {
        QStringList out;
        for (const CombatLogEntry& l : gmLog())
            out.append(l.message);
        return out.join(QLatin1Char('\n'));
    }
    // The players' dice log, oldest first: who rolled, for what, and the faces.
    QStringList playersRolls() const
    {
        QString error;
        QStringList out;
        for (const DiceLogEntry& r : CampaignView(*campaign, Audience::Players).rolls(1000, &error)) {
            QStringList faces;
            for (int f : r.roll.faces)
                faces.append(QString::number(f));
            out.prepend(QStringLiteral("%1|%2|%3").arg(r.roll.who, r.roll.purpose, faces.join(QLatin1Char(' '))));
        }
        return out;
    }
    QJsonObject playersJson() const
    {
        return CombatView::toJson(encounter(), *CombatParameters::load(campaign->rules(), nullptr), true);
    }
    CombatState playersState() const { return CombatView::forPlayers(encounter().state); }
};

// Where two lists first part, for a failure message.
inline QString firstDifference(const QStringList& a, const QStringList& b)
{
    for (qsizetype i = 0; i < qMax(a.size(), b.size()); ++i) {
        if (a.value(i) != b.value(i))
            return QStringLiteral("line %1:\n  %2\n  %3").arg(i).arg(a.value(i, QStringLiteral("(none)")), b.value(i, QStringLiteral("(none)")));
    }
    return {};
}


} // namespace hk::test
