#include "alchemy/Potions.h"

#include "alchemy/DowntimeEditCommand.h"
#include "alchemy/PotionStockRepository.h"
#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "characters/CharacterRepository.h"
#include "dice/Rolls.h"
#include "downtime/PotionRules.h"
#include "repositories/EventLogRepository.h"
#include "treasury/Treasury.h"

#include <QCoreApplication>
#include <QDateTime>

namespace hk {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("hk::Potions", text);
}

bool logEvent(Campaign& campaign, const QString& subject, const QString& message, const QJsonObject& data, bool gmOnly, QString* error)
{
    CampaignEvent e;
    e.loggedAt = QDateTime::currentDateTimeUtc();
    e.campaignDay = campaign.info().calendarDay;
    e.kind = QStringLiteral("potion");
    e.subject = subject;
    e.message = message;
    e.data = data;
    e.gmOnly = gmOnly;
    if (!EventLogRepository(campaign.database()).append(e, error))
        return false;
    Q_EMIT campaign.eventLogged();
    return true;
}

QString holderName(Campaign& campaign, qint64 id)
{
    if (id <= 0)
        return tr("the party");
    Character c;
    QString error;
    return CharacterRepository(campaign.database()).find(id, &c, &error) ? c.name : tr("character #%1").arg(id);
}

} // namespace

QList<PotionStock> Potions::list(qint64 holder, QString* error) const
{
    return PotionStockRepository(m_campaign.database()).list(holder, error);
}

QJsonObject Potions::toJson(const PotionStock& p, const Ruleset& rules, bool player)
{
    const PotionRecipe r = PotionRules(rules).recipe(p.potion);
    QJsonObject o{{QStringLiteral("id"), p.id},
                  {QStringLiteral("holder"), p.characterId},
                  {QStringLiteral("potion"), p.potion},
                  {QStringLiteral("name"), r.valid ? r.name : p.potion},
                  {QStringLiteral("doses"), p.doses},
                  {QStringLiteral("form"), p.form},
                  {QStringLiteral("madeDay"), p.madeDay},
                  {QStringLiteral("maker"), p.makerId},
                  {QStringLiteral("gasBomb"), r.gasBomb}};
    // Players learn of a fault only once it has been found.
    if (!player || p.detected) {
        o.insert(QStringLiteral("faulty"), p.faulty);
        if (p.faulty)
            o.insert(QStringLiteral("faultyEffect"), p.faultyEffect);
    }
    if (!player)
        o.insert(QStringLiteral("detected"), p.detected);
    return o;
}

bool Potions::use(qint64 stockId, int doses, qint64 drinker, QString* outcome, QString* error)
{
    PotionStock before;
    if (!PotionStockRepository(m_campaign.database()).find(stockId, &before, error))
        return false;
    if (doses < 1 || doses > before.doses) {
        *error = tr("Stock #%1 holds %2; use 1 to %2.").arg(stockId).arg(before.doses);
        return false;
    }
    const PotionRecipe r = PotionRules(m_campaign.rules()).recipe(before.potion);
    const QString name = r.valid ? r.name : before.potion;
    const qint64 who = drinker > 0 ? drinker : before.characterId;
    DowntimeEdit edit;
    PotionStock after = before;
    after.doses -= doses;
    const bool revealed = before.faulty && !before.detected;
    if (before.faulty)
        after.detected = true;
    edit.potions.append({before, after});
    const QString whoName = holderName(m_campaign, who);
    *outcome = QCoreApplication::translate("hk::Potions", "%1 uses %n dose(s) of %2.", nullptr, doses).arg(whoName, name);
    if (who > 0 && (r.healingPerDose > 0 || r.fatiguePerDose > 0) && !before.faulty && before.form == QLatin1String("dose")) {
        Character c;
        if (!CharacterRepository(m_campaign.database()).find(who, &c, error))
            return false;
        Character healed = c;
        int left = doses;
        const int wounds = qMin(healed.wounds, left * qMax(1, r.healingPerDose));
        healed.wounds -= wounds;
        left -= (wounds + qMax(1, r.healingPerDose) - 1) / qMax(1, r.healingPerDose);
        const int fatigue = qMin(healed.fatigue, left * r.fatiguePerDose);
        healed.fatigue -= fatigue;
        edit.characters.append({c, healed});
        *outcome += QLatin1Char(' ') + tr("%1 hits and %2 fatigue cured; ST now %3.").arg(wounds).arg(fatigue).arg(healed.currentSt());
    } else if (before.faulty) {
        *outcome += QLatin1Char(' ') + tr("It does not work as it should.");
    }
    if (!DowntimeEditCommand::push(m_campaign, tr("%1 uses %2").arg(whoName, name), std::move(edit), error))
        return false;
    const QJsonObject data{{QStringLiteral("stock"), stockId}, {QStringLiteral("character"), who}, {QStringLiteral("doses"), doses}};
    if (!logEvent(m_campaign, whoName, *outcome, data, false, error))
        return false;
    if (revealed)
        return logEvent(m_campaign, whoName,
                        tr("GM only: the %1 that %2 used was faulty (%3); its effect is the GM's to describe.")
                            .arg(name, whoName, before.faultyEffect),
                        data, true, error);
    return true;
}

bool Potions::give(qint64 stockId, int doses, qint64 to, QString* error)
{
    PotionStockRepository repo(m_campaign.database());
    PotionStock before;
    if (!repo.find(stockId, &before, error))
        return false;
    if (doses < 1 || doses > before.doses) {
        *error = tr("Stock #%1 holds %2; give 1 to %2.").arg(stockId).arg(before.doses);
        return false;
    }
    if (to == before.characterId) {
        *error = tr("%1 already holds it.").arg(holderName(m_campaign, to));
        return false;
    }
    if (to > 0) {
        Character c;
        if (!CharacterRepository(m_campaign.database()).find(to, &c, error))
            return false;
    }
    DowntimeEdit edit;
    PotionStock after = before;
    if (doses == before.doses) {
        after.characterId = to;
        edit.potions.append({before, after});
    } else {
        after.doses -= doses;
        PotionStock share = before;
        share.id = repo.nextId(error);
        if (!share.id)
            return false;
        share.characterId = to;
        share.doses = doses;
        share.data.insert(QStringLiteral("splitFrom"), before.id);
        edit.potions.append({before, after});
        edit.potions.append({std::nullopt, share});
    }
    return DowntimeEditCommand::push(m_campaign, tr("Give potion to %1").arg(holderName(m_campaign, to)), std::move(edit), error);
}

bool Potions::detect(qint64 stockId, qint64 examiner, bool trained, bool* found, QString* outcome, QString* error)
{
    PotionStock before;
    if (!PotionStockRepository(m_campaign.database()).find(stockId, &before, error))
        return false;
    Character c;
    if (!CharacterRepository(m_campaign.database()).find(examiner, &c, error))
        return false;
    const PotionRules rules(m_campaign.rules());
    const PotionRecipe r = rules.recipe(before.potion);
    const QString name = r.valid ? r.name : before.potion;
    QStringList problems;
    if (!trained)
        problems.append(tr("The GM must confirm that %1 is a trained %2.")
                            .arg(c.name, r.maker == QLatin1String("alchemist") ? tr("alchemist") : tr("chemist")));
    const QString type = rules.makerType(r.maker);
    if (!type.isEmpty() && c.type != type)
        problems.append(tr("Only an alchemist can examine %1, and %2 is no wizard.").arg(name, c.name));
    if (before.makerId == examiner && !rules.makerMayDetect())
        problems.append(tr("%1 made it and cannot see anything wrong with it.").arg(c.name));
    if (before.triedBy(examiner))
        problems.append(tr("%1 has already had the one try at this potion.").arg(c.name));
    if (!problems.isEmpty()) {
        *error = problems.join(QLatin1Char(' '));
        return false;
    }
    const RollRecord roll = Rolls::against(m_campaign.dice().roller(), rules.detectDice(), c.iq, nullptr,
                                           {c.name, tr("examining %1 for faults").arg(name), true}, &m_campaign.dice());
    const bool success = roll.success.value_or(false);
    PotionStock after = before;
    after.detectTried.append(examiner);
    *found = success && before.faulty;
    if (*found)
        after.detected = true;
    DowntimeEdit edit;
    edit.potions.append({before, after});
    if (!DowntimeEditCommand::push(m_campaign, tr("%1 examines %2").arg(c.name, name), std::move(edit), error))
        return false;
    *outcome = *found ? tr("%1 finds that the %2 is faulty (%3).").arg(c.name, name, before.faultyEffect)
                      : tr("%1 finds nothing wrong with the %2.").arg(c.name, name);
    const QJsonObject data{{QStringLiteral("stock"), stockId}, {QStringLiteral("character"), examiner}};
    QJsonObject gmData = data;
    gmData.insert(QStringLiteral("total"), roll.total);
    return logEvent(m_campaign, c.name, *outcome, data, false, error)
        && logEvent(m_campaign, c.name,
                    tr("GM only: %1 rolled %2 against IQ %3 (%4) on stock #%5, which is %6.")
                        .arg(c.name).arg(roll.total).arg(c.iq).arg(success ? tr("made") : tr("missed")).arg(stockId)
                        .arg(before.faulty ? tr("faulty") : tr("sound")),
                    gmData, true, error);
}

bool Potions::bomb(qint64 stockId, int bombs, qint64 payer, qint64* bombStockId, QString* error)
{
    PotionStockRepository repo(m_campaign.database());
    PotionStock before;
    if (!repo.find(stockId, &before, error))
        return false;
    const PotionRules rules(m_campaign.rules());
    const PotionRecipe r = rules.recipe(before.potion);
    const int need = bombs * rules.gasBombDoses();
    if (!r.gasBomb || before.form != QLatin1String("dose")) {
        *error = tr("%1 cannot be made into a gas bomb.").arg(r.valid ? r.name : before.potion);
        return false;
    }
    if (bombs < 1 || need > before.doses) {
        *error = tr("Each gas bomb takes %1 doses; stock #%2 holds %3.").arg(rules.gasBombDoses()).arg(stockId).arg(before.doses);
        return false;
    }
    const qint64 who = payer < 0 ? before.characterId : payer;
    const int fee = bombs * rules.gasBombFee();
    QString moneyError;
    const int purse = Treasury(m_campaign).balance(who, &moneyError);
    if (!moneyError.isEmpty() || purse < fee) {
        *error = moneyError.isEmpty() ? tr("The fee is %1 and the purse holds %2.").arg(Treasury::format(fee), Treasury::format(purse)) : moneyError;
        return false;
    }
    PotionStock after = before;
    after.doses -= need;
    PotionStock made = before;
    made.id = repo.nextId(error);
    if (!made.id)
        return false;
    made.form = QStringLiteral("gas-bomb");
    made.doses = bombs;
    made.madeDay = m_campaign.info().calendarDay;
    made.data.insert(QStringLiteral("madeFrom"), before.id);
    DowntimeEdit edit;
    edit.potions.append({before, after});
    edit.potions.append({std::nullopt, made});
    if (fee > 0)
        edit.money.append({0, who, made.madeDay, -fee, QStringLiteral("fee"), tr("Gas bomb of %1").arg(r.name), 0, false});
    if (!DowntimeEditCommand::push(m_campaign, tr("Gas bomb of %1").arg(r.name), std::move(edit), error))
        return false;
    if (bombStockId)
        *bombStockId = made.id;
    return true;
}

} // namespace hk
