#include "combat/CombatStep.h"

#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "combat/EncounterRepository.h"
#include "db/SqlTransaction.h"
#include "dice/DiceRoller.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace hk {

bool CombatStep::run(Campaign& campaign, qint64 encounterId, const QString& text,
                     const std::function<bool(CombatStep&, QString*)>& body, QString* error)
{
    SqlTransaction tx(campaign.database());
    if (!tx.isActive()) {
        *error = tx.error();
        return false;
    }
    CombatStep step(campaign);
    step.m_text = text;
    Encounter encounter;
    if (!EncounterRepository(campaign.database()).find(encounterId, &encounter, error))
        return false;
    step.m_parameters = CombatParameters::load(campaign.rules(), error);
    if (!step.m_parameters)
        return false;
    step.m_houseRules = CombatHouseRules::load(campaign.rules());
    step.m_houseRules.adjust(&*step.m_parameters);
    step.m_edit.before = encounter;
    step.m_edit.after = encounter;
    try {
        if (!body(step, error))
            return false;
    } catch (const DiceError& e) {
        *error = e.message();
        return false;
    }
    step.encounter().status = step.state().phase == CombatPhase::Ended ? QStringLiteral("ended")
                              : step.state().phase == CombatPhase::Setup ? QStringLiteral("setup")
                                                                         : QStringLiteral("running");
    if (!CombatCommand::push(campaign, step.m_text, step.m_edit, error))
        return false;
    if (!tx.commit()) {
        *error = tx.error();
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
    l.encounterId = m_edit.after->id;
    l.turn = state().turn;
    l.phase = phaseKey(state().phase);
    l.actor = actor;
    l.kind = kind;
    l.message = message;
    // Anything about a figure the players cannot see (hidden by the GM, or invisible) is for the GM only:
    // its moves, its actions, and lines that name it.
    l.gmOnly = gmOnly;
    for (const EncounterFigure& f : state().figures) {
        const bool unseen = f.hidden || f.body.hasCondition(QStringLiteral("invisibility"));
        if (unseen && (f.body.id == actor || message.contains(f.body.name)))
            l.gmOnly = true;
    }
    l.data = data;
    m_edit.log.append(l);
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
