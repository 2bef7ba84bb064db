#pragma once

#include "characters/Character.h"
#include "combat/Encounter.h"
#include "combat/CombatHouseRules.h"
#include "combat/CombatParameters.h"
#include "dice/RollRecord.h"

#include <QJsonObject>
#include <functional>
#include <optional>

namespace hk {

class Campaign;
class DiceRoller;

// Why this exists: every tracker action has the same frame — read the encounter, change a copy of its
// state, roll dice, write log lines — and lands as one change of the campaign (Campaign::change). A step runs
// that frame inside the change's transaction, so a refused action or a dice script that runs out changes
// nothing (not even the dice log), and undo takes back the encounter, its log lines and its rolls together.
class CombatStep
{
public:
    // Runs body on the encounter's state; on success writes it as one undoable step named text.
    static bool run(Campaign& campaign, qint64 encounterId, const QString& text,
                    const std::function<bool(CombatStep&, QString*)>& body, QString* error);

    Campaign& campaign() { return m_campaign; }
    const Encounter& before() const { return m_before; }
    Encounter& encounter() { return m_encounter; }
    CombatState& state() { return m_encounter.state; }
    // The rules' numbers, as this campaign's switched-on combat house rules change them.
    const CombatParameters& parameters() const { return *m_parameters; }
    const CombatHouseRules& houseRules() const { return m_houseRules; }
    DiceRoller& roller();
    RollLog* rollLog();
    void setText(const QString& text) { m_text = text; }

    // A line in the combat log at the current turn and phase. Lines about a hidden or invisible figure are
    // made GM-only whatever gmOnly says. The rolls in front of the line are its (CampaignDice::claimRolls):
    // they are GM-only when it is; rolls after the last line belong to the last line.
    void log(const QString& kind, const QString& actor, const QString& message, bool gmOnly = false,
             const QJsonObject& data = {});
    // The action is aimed at this figure. At one the players cannot see, the whole step is the GM's: its lines
    // and rolls, also those that do not name the target (the attacker's change of option), which would tell
    // the players that something unseen is there.
    void aimAt(const EncounterFigure& target);
    // The roll's numbers for a log line's data.
    static QJsonObject rollJson(const RollRecord& roll);
    // Writes a roster character back with the fight's outcome (after the fight).
    void writeCharacter(const Character& after) { m_characters.append(after); }

    // The figure or a clear message naming the id.
    EncounterFigure* figure(const QString& id, QString* error);

private:
    CombatStep(Campaign& campaign) : m_campaign(campaign) {}
    bool write(QString* error);
    Campaign& m_campaign;
    Encounter m_before;
    Encounter m_encounter;
    QList<CombatLogEntry> m_log;
    QList<QList<qint64>> m_lineRolls; // the dice-log ids each line of m_log claimed
    QList<Character> m_characters;
    std::optional<CombatParameters> m_parameters;
    CombatHouseRules m_houseRules;
    QString m_text;
    bool m_aimedAtUnseen = false;
};

} // namespace hk
