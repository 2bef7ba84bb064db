#pragma once

#include "alchemy/PotionStock.h"

#include <QJsonObject>
#include <QList>

namespace hk {

class Campaign;
class Ruleset;

// The potions on hand and what can be done with them, each as one undoable step: drinking (or throwing)
// doses — a healing potion cures hits, then fatigue, a dose at a time; a faulty potion does nothing good and
// gives itself away to the GM —, handing doses to another holder, a chemist's or alchemist's one try at
// spotting a faulty potion (4 dice against IQ; never by its maker), and having five doses of an asterisked
// potion made into a gas bomb for the fee.
class Potions
{
public:
    explicit Potions(Campaign& campaign) : m_campaign(campaign) {}

    // holder < 0 = everyone's, 0 = the party's.
    QList<PotionStock> list(qint64 holder, QString* error) const;
    bool find(qint64 stockId, PotionStock* out, QString* error) const;
    // The GM's JSON of a stock; what players may see of it is CampaignView::potionJson.
    static QJsonObject toJson(const PotionStock& stock, const Ruleset& rules);

    // drinker 0 = the holder. Reports what happened in *outcome (player-safe words).
    bool use(qint64 stockId, int doses, qint64 drinker, QString* outcome, QString* error);
    // to 0 = the party's stock.
    bool give(qint64 stockId, int doses, qint64 to, QString* error);
    // trained: the GM confirms the examiner is a chemist / alchemist of the potion's kind. *found tells
    // whether the examiner now knows it is faulty.
    bool detect(qint64 stockId, qint64 examiner, bool trained, bool* found, QString* outcome, QString* error);
    // payer -1 = the holder (0 = party purse). Makes `bombs` gas bombs.
    bool bomb(qint64 stockId, int bombs, qint64 payer, qint64* bombStockId, QString* error);

private:
    Campaign& m_campaign;
};

} // namespace hk
