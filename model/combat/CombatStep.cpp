#include "combat/CombatStep.h"

#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "characters/CharacterRepository.h"
#include "combat/EncounterRepository.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace hk {

bool CombatStep::run(Campaign& campaign, qint64 encounterId, const QString& text,
                     const std::function<bool(CombatStep&, QString*)>& body, QString* error)
{
    CampaignDice::SeededBatch dice(campaign.dice()); // the step's rolls move the stored counter once
    return campaign.change(text, [&](QString* stepText, QString* e) {
        CombatStep step(campaign);
        step.m_text = text;
        if (!EncounterRepository(campaign.database()).find(encounterId, &step.m_encounter, e))
            return false;
        step.m_before = step.m_encounter;
        step.m_parameters = CombatParameters::load(campaign.rules(), e);
        if (!step.m_parameters)
            return false;
        step.m_houseRules = CombatHouseRules::load(campaign.rules());
        step.m_houseRules.adjust(&*step.m_parameters);
        if (!body(step, e))
            return false;
        *stepText = step.m_text;
        return dice.finish(e) && step.write(e);
    }, error);
}

bool CombatStep::write(QString* error)
{
    EncounterRepository encounters(m_campaign.database());
    if (!encounters.update(m_encounter, error))
        return false;
    if (!m_lineRolls.isEmpty())
        m_lineRolls.last().append(m_campaign.dice().claimRolls()); // rolls after the last line are its too
    QList<qint64> secretRolls;
    for (CombatLogEntry& l : m_log)
        l.gmOnly = l.gmOnly || m_aimedAtUnseen;
    for (qsizetype i = 0; i < m_log.size(); ++i) {
        if (m_log.at(i).gmOnly)
            secretRolls.append(m_lineRolls.at(i));
    }
    if (!m_campaign.dice().markGmOnly(secretRolls, error))
        return false;
    for (CombatLogEntry& l : m_log) {
        l.encounterId = m_encounter.id;
        l.id = encounters.appendLog(l, error);
        if (!l.id)
            return false;
    }
    CharacterRepository characters(m_campaign.database());
    for (const Character& c : std::as_const(m_characters)) {
        if (!characters.update(c, error))
            return false;
    }
    return true;
}

DiceRoller& CombatStep::roller()
{
    return m_campaign.dice().roller();
}

RollLog* CombatStep::rollLog()
{
    return &m_campaign.dice();
}

void CombatStep::log(const QString& kind, const QString& actor, const QString& message, bool gmOnly, const QJsonObject& data)
{
    CombatLogEntry l;
    l.encounterId = m_encounter.id;
    l.turn = state().turn;
    l.phase = phaseKey(state().phase);
    l.actor = actor;
    l.kind = kind;
    l.message = message;
    // Anything about a figure the players cannot see (hidden by the GM, or invisible) is for the GM only:
    // its moves, its actions, and lines that name it.
    l.gmOnly = gmOnly;
    for (const EncounterFigure& f : state().figures) {
        if (f.isUnseen() && (f.body.id == actor || message.contains(f.body.name)))
            l.gmOnly = true;
    }
    l.data = data;
    m_log.append(l);
    m_lineRolls.append(m_campaign.dice().claimRolls());
}

void CombatStep::aimAt(const EncounterFigure& target)
{
    m_aimedAtUnseen = m_aimedAtUnseen || target.isUnseen();
}

QJsonObject CombatStep::rollJson(const RollRecord& roll)
{
    QJsonArray faces;
    for (int f : roll.faces)
        faces.append(f);
    QJsonObject o{{QStringLiteral("dice"), roll.dice}, {QStringLiteral("faces"), faces}, {QStringLiteral("total"), roll.total}};
    if (roll.target)
        o.insert(QStringLiteral("target"), *roll.target);
    if (roll.success)
        o.insert(QStringLiteral("success"), *roll.success);
    if (!roll.special.isEmpty())
        o.insert(QStringLiteral("special"), roll.special);
    return o;
}

EncounterFigure* CombatStep::figure(const QString& id, QString* error)
{
    EncounterFigure* f = state().figure(id);
    if (!f)
        *error = QCoreApplication::translate("hk::CombatStep", "This encounter has no figure “%1”.").arg(id);
    return f;
}

} // namespace hk
