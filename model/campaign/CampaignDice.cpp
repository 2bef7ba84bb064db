#include "campaign/CampaignDice.h"

#include "campaign/Campaign.h"
#include "dice/Rolls.h"
#include "repositories/CampaignRepository.h"
#include "repositories/DiceLogRepository.h"

#include <QCoreApplication>

namespace hk {

// The seeded sequence, resumed from the counter stored in the campaign file: each roll moves the stored
// counter on by its faces and rolls from where it stood, in one statement (a fight rolls hundreds of times).
class CampaignDice::StoredSeedRoller : public DiceRoller
{
public:
    explicit StoredSeedRoller(Campaign& campaign) : m_campaign(campaign) {}

    QList<int> roll(const DiceRequest& request) override
    {
        if (!m_campaign.isChanging())
            throw DiceError(QCoreApplication::translate("hk::CampaignDice", "the campaign's dice are rolled only as part of an edit"));
        SeededDiceRoller::check(request); // before the counter moves
        qint64 seed = 0;
        qint64 drawn = 0;
        QString error;
        if (!CampaignRepository(m_campaign.database()).drawDice(request.count, &seed, &drawn, &error))
            throw DiceError(error);
        SeededDiceRoller seeded{quint64(seed), quint64(drawn)};
        return seeded.roll(request);
    }
    QString mode() const override { return QStringLiteral("seeded"); }

private:
    Campaign& m_campaign;
};

CampaignDice::CampaignDice(Campaign& campaign)
    : m_campaign(campaign), m_seeded(std::make_unique<StoredSeedRoller>(campaign))
{
}

CampaignDice::~CampaignDice() = default;

void CampaignDice::setTableAnswerer(TableDiceRoller::Answerer answerer)
{
    m_table = answerer ? std::make_unique<TableDiceRoller>(std::move(answerer)) : nullptr;
}

DiceRoller& CampaignDice::roller()
{
    if (m_override)
        return *m_override;
    if (m_table && m_campaign.info().diceMode == QLatin1String("table"))
        return *m_table;
    return *m_seeded;
}

void CampaignDice::record(const RollRecord& roll)
{
    QString error;
    if (!m_campaign.isChanging())
        throw DiceError(QCoreApplication::translate("hk::CampaignDice", "a roll is logged only as part of an edit"));
    DiceLogRepository repo(m_campaign.database());
    if (!repo.append(roll, m_campaign.info().calendarDay, m_context, &error))
        throw DiceError(QCoreApplication::translate("hk::CampaignDice", "cannot write the dice log: %1").arg(error));
}

RollRecord CampaignDice::roll(const QString& expression, const RollContext& context)
{
    DiceExpression e;
    QString error;
    if (!DiceExpression::parse(expression, &e, &error))
        throw DiceError(error);
    return Rolls::roll(roller(), e, context, this);
}

bool CampaignDice::rollStep(const QString& expression, std::optional<int> target, const RollContext& context,
                            RollRecord* out, QString* error)
{
    DiceExpression e;
    if (!DiceExpression::parse(expression, &e, error))
        return false;
    if (target && (e.sides != 6 || e.modifier != 0)) {
        *error = QCoreApplication::translate("hk::CampaignDice", "a roll against a number is plain d6 (like 3d6 or 4d6)");
        return false;
    }
    return m_campaign.change(QCoreApplication::translate("hk::CampaignDice", "Roll %1").arg(expression), [&](QString*, QString*) {
        *out = target ? rollAgainst(e.count, *target, context) : Rolls::roll(roller(), e, context, this);
        return true;
    }, error);
}

RollRecord CampaignDice::rollAgainst(int diceCount, int target, const RollContext& context)
{
    return Rolls::against(roller(), diceCount, target, &m_toHit, context, this);
}

} // namespace hk
