#include "alchemy/Potions.h"
#include "i18n/Translate.h"

#include "activities/ActivityEdits.h"
#include "alchemy/PotionStockRepository.h"
#include "campaign/Campaign.h"
#include "campaign/CampaignDice.h"
#include "characters/CharacterRepository.h"
#include "dice/Rolls.h"
#include "downtime/PotionRules.h"
#include "treasury/Treasury.h"

#include <QCoreApplication>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::Potions", text);
}

bool logEvent(Campaign& campaign, const QString& subject, const QString& message, const QJsonObject& data, bool gmOnly, QString* error)
{
    return campaign.logEvent(QStringLiteral("potion"), subject, message, data, gmOnly, error);
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

QJsonObject Potions::toJson(const PotionStock& p, const Ruleset& rules)
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
    o.insert(QStringLiteral("faulty"), p.faulty);
    if (p.faulty)
        o.insert(QStringLiteral("faultyEffect"), p.faultyEffect);
    o.insert(QStringLiteral("detected"), p.detected);
    return o;
}

bool Potions::use(qint64 stockId, int doses, qint64 drinker, QString* outcome, QString* error)
{
    return m_campaign.change(tr("Use a potion"), [&](QString* text, QString* e) {
        PotionStockRepository stock(m_campaign.database());
        PotionStock p;
        if (!stock.find(stockId, &p, e))
            return false;
        if (doses < 1 || doses > p.doses) {
            *e = tr("Stock #%1 holds %2; use 1 to %2.").arg(stockId).arg(p.doses);
            return false;
        }
        const PotionRecipe r = PotionRules(m_campaign.rules()).recipe(p.potion);
        const QString name = r.valid ? r.name : p.potion;
        const qint64 who = drinker > 0 ? drinker : p.characterId;
        const bool revealed = p.faulty && !p.detected;
        const bool faulty = p.faulty;
        const QString faultyEffect = p.faultyEffect;
        const bool heals = who > 0 && (r.healingPerDose > 0 || r.fatiguePerDose > 0) && !faulty && p.form == QLatin1String("dose");
        p.doses -= doses;
        if (faulty)
            p.detected = true;
        if (!stock.update(p, e))
            return false;
        const QString whoName = holderName(m_campaign, who);
        *text = tr("%1 uses %2").arg(whoName, name);
        *outcome = QCoreApplication::translate("hk::Potions", "%1 uses %n dose(s) of %2.", nullptr, doses).arg(whoName, name);
        if (heals) {
            CharacterRepository characters(m_campaign.database());
            Character c;
            if (!characters.find(who, &c, e))
                return false;
            int left = doses;
            const int wounds = qMin(c.wounds, left * qMax(1, r.healingPerDose));
            c.wounds -= wounds;
            left -= (wounds + qMax(1, r.healingPerDose) - 1) / qMax(1, r.healingPerDose);
            const int fatigue = qMin(c.fatigue, left * r.fatiguePerDose);
            c.fatigue -= fatigue;
            if (!characters.update(c, e))
                return false;
            *outcome += QLatin1Char(' ') + tr("%1 hits and %2 fatigue cured; ST now %3.").arg(wounds).arg(fatigue).arg(c.currentSt());
        } else if (faulty) {
            *outcome += QLatin1Char(' ') + tr("It does not work as it should.");
        }
        const QJsonObject data{{QStringLiteral("stock"), stockId}, {QStringLiteral("character"), who}, {QStringLiteral("doses"), doses}};
        if (!logEvent(m_campaign, whoName, *outcome, data, false, e))
            return false;
        return !revealed
               || logEvent(m_campaign, whoName,
                           tr("GM only: the %1 that %2 used was faulty (%3); its effect is the GM's to describe.")
                               .arg(name, whoName, faultyEffect),
                           data, true, e);
    }, error);
}

bool Potions::give(qint64 stockId, int doses, qint64 to, QString* error)
{
    return m_campaign.change(tr("Give a potion"), [&](QString* text, QString* e) {
        PotionStockRepository repo(m_campaign.database());
        PotionStock p;
        if (!repo.find(stockId, &p, e))
            return false;
        if (doses < 1 || doses > p.doses) {
            *e = tr("Stock #%1 holds %2; give 1 to %2.").arg(stockId).arg(p.doses);
            return false;
        }
        if (to == p.characterId) {
            *e = tr("%1 already holds it.").arg(holderName(m_campaign, to));
            return false;
        }
        if (to > 0) {
            Character c;
            if (!CharacterRepository(m_campaign.database()).find(to, &c, e))
                return false;
        }
        *text = tr("Give potion to %1").arg(holderName(m_campaign, to));
        if (doses == p.doses) {
            p.characterId = to;
            return repo.update(p, e);
        }
        PotionStock share = p;
        share.id = 0;
        share.characterId = to;
        share.doses = doses;
        share.data.insert(QStringLiteral("splitFrom"), p.id);
        p.doses -= doses;
        return repo.update(p, e) && repo.insert(share, e);
    }, error);
}

bool Potions::detect(qint64 stockId, qint64 examiner, bool trained, bool* found, QString* outcome, QString* error)
{
    return m_campaign.change(tr("Examine a potion"), [&](QString* text, QString* e) {
        PotionStockRepository stock(m_campaign.database());
        PotionStock p;
        if (!stock.find(stockId, &p, e))
            return false;
        Character c;
        if (!CharacterRepository(m_campaign.database()).find(examiner, &c, e))
            return false;
        const PotionRules rules(m_campaign.rules());
        if (!rules.available(e))
            return false;
        const PotionRecipe r = rules.recipe(p.potion);
        const QString name = r.valid ? r.name : p.potion;
        QStringList problems;
        if (!trained)
            problems.append(tr("The GM must confirm that %1 is a trained %2.")
                                .arg(c.name, r.maker == QLatin1String("alchemist") ? tr("alchemist") : tr("chemist")));
        const QString type = rules.makerType(r.maker);
        if (!type.isEmpty() && c.type != type)
            problems.append(tr("Only an alchemist can examine %1, and %2 is no wizard.").arg(name, c.name));
        if (p.makerId == examiner && !rules.makerMayDetect())
            problems.append(tr("%1 made it and cannot see anything wrong with it.").arg(c.name));
        if (p.triedBy(examiner))
            problems.append(tr("%1 has already had the one try at this potion.").arg(c.name));
        if (!problems.isEmpty()) {
            *e = problems.join(QLatin1Char(' '));
            return false;
        }
        *text = tr("%1 examines %2").arg(c.name, name);
        const RollRecord roll = Rolls::against(m_campaign.dice().roller(), rules.detectDice(), c.iq, nullptr,
                                               {c.name, tr("examining %1 for faults").arg(name), true}, &m_campaign.dice());
        const bool success = roll.success.value_or(false);
        p.detectTried.append(examiner);
        *found = success && p.faulty;
        if (*found)
            p.detected = true;
        if (!stock.update(p, e))
            return false;
        // The players learn only whether a fault was found; what it does stays with the GM.
        const QString told = *found ? tr("%1 finds that the %2 is faulty.").arg(c.name, name)
                                    : tr("%1 finds nothing wrong with the %2.").arg(c.name, name);
        *outcome = *found ? tr("%1 finds that the %2 is faulty (%3).").arg(c.name, name, p.faultyEffect) : told;
        const QJsonObject data{{QStringLiteral("stock"), stockId}, {QStringLiteral("character"), examiner}};
        QJsonObject gmData = data;
        gmData.insert(QStringLiteral("total"), roll.total);
        return logEvent(m_campaign, c.name, told, data, false, e)
               && logEvent(m_campaign, c.name,
                           tr("GM only: %1 rolled %2 against IQ %3 (%4) on stock #%5, which is %6.")
                               .arg(c.name).arg(roll.total).arg(c.iq).arg(success ? tr("made") : tr("missed")).arg(stockId)
                               .arg(p.faulty ? tr("faulty") : tr("sound")),
                           gmData, true, e);
    }, error);
}

bool Potions::bomb(qint64 stockId, int bombs, qint64 payer, qint64* bombStockId, QString* error)
{
    qint64 made = 0;
    const bool ok = m_campaign.change(tr("Make a gas bomb"), [&](QString* text, QString* e) {
        PotionStockRepository repo(m_campaign.database());
        PotionStock p;
        if (!repo.find(stockId, &p, e))
            return false;
        const PotionRules rules(m_campaign.rules());
        if (!rules.available(e))
            return false;
        const PotionRecipe r = rules.recipe(p.potion);
        const int need = bombs * rules.gasBombDoses();
        if (!r.gasBomb || p.form != QLatin1String("dose")) {
            *e = tr("%1 cannot be made into a gas bomb.").arg(r.valid ? r.name : p.potion);
            return false;
        }
        if (bombs < 1 || need > p.doses) {
            *e = tr("Each gas bomb takes %1 doses; stock #%2 holds %3.").arg(rules.gasBombDoses()).arg(stockId).arg(p.doses);
            return false;
        }
        const qint64 who = payer < 0 ? p.characterId : payer;
        const int fee = bombs * rules.gasBombFee();
        const int purse = Treasury(m_campaign).balance(who, e);
        if (!e->isEmpty())
            return false;
        if (purse < fee) {
            *e = tr("The fee is %1 and the purse holds %2.").arg(Treasury::format(fee), Treasury::format(purse));
            return false;
        }
        *text = tr("Gas bomb of %1").arg(r.name);
        PotionStock bomb = p;
        bomb.id = 0;
        bomb.form = QStringLiteral("gas-bomb");
        bomb.doses = bombs;
        bomb.madeDay = m_campaign.info().calendarDay;
        bomb.data.insert(QStringLiteral("madeFrom"), p.id);
        p.doses -= need;
        if (!repo.update(p, e))
            return false;
        made = repo.insert(bomb, e);
        return made && ActivityEdits::pay(m_campaign, who, fee, QStringLiteral("fee"), tr("Gas bomb of %1").arg(r.name), 0, e);
    }, error);
    if (ok && bombStockId)
        *bombStockId = made;
    return ok;
}

bool Potions::find(qint64 stockId, PotionStock* out, QString* error) const
{
    return PotionStockRepository(m_campaign.database()).find(stockId, out, error);
}

} // namespace hk
