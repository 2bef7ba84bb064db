#include "campaign/CampaignDice.h"

#include "campaign/Campaign.h"
#include "dice/Rolls.h"
#include "repositories/CampaignRepository.h"
#include "repositories/DiceLogRepository.h"

#include <QCoreApplication>

namespace hk {

// The seeded sequence, resumed from the counter stored in the campaign file: each roll moves the stored
// counter on by its faces and rolls from where it stood, in one statement; within a batch (SeededBatch) the
// counter is read once, kept here, and written back at the end.
class CampaignDice::StoredSeedRoller : public DiceRoller
{
public:
    explicit StoredSeedRoller(Campaign& campaign) : m_campaign(campaign) {}

    QList<int> roll(const DiceRequest& request) override
    {
        if (!m_campaign.isChanging())
            throw DiceError(QCoreApplication::translate("hk::CampaignDice", "the campaign's dice are rolled only as part of an edit"));
        SeededDiceRoller::check(request); // before the counter moves
        QString error;
        if (m_batching) {
            if (!m_loaded && !load(&error))
                throw DiceError(error);
            SeededDiceRoller seeded{quint64(m_seed), quint64(m_drawn)};
            const QList<int> faces = seeded.roll(request);
            m_drawn = qint64(seeded.drawn());
            return faces;
        }
        qint64 seed = 0;
        qint64 drawn = 0;
        if (!CampaignRepository(m_campaign.database()).drawDice(request.count, &seed, &drawn, &error))
            throw DiceError(error);
        SeededDiceRoller seeded{quint64(seed), quint64(drawn)};
        return seeded.roll(request);
    }
    QString mode() const override { return QStringLiteral("seeded"); }

    void beginBatch()
    {
        if (m_batchDepth++ == 0) {
            m_batching = true;
            m_loaded = false;
            return;
        }
        // Inside an open batch (a step within a step, in the outer one's change): the outer counter goes to
        // the file now, and the file keeps it from here on, so a refused inner step takes its faces back.
        QString error;
        if (m_batching && !flush(&error))
            throw DiceError(error);
        m_batching = false;
    }
    bool finishBatch(QString* error) { return m_batchDepth != 1 || !m_batching || flush(error); }
    void endBatch()
    {
        if (--m_batchDepth == 0)
            m_batching = m_loaded = false;
    }

private:
    bool load(QString* error)
    {
        if (!CampaignRepository(m_campaign.database()).diceState(&m_seed, &m_drawn, error))
            return false;
        m_drawnAtLoad = m_drawn;
        m_loaded = true;
        return true;
    }
    bool flush(QString* error)
    {
        const bool moved = m_loaded && m_drawn != m_drawnAtLoad;
        m_loaded = false; // the next roll reads the file again
        return !moved || CampaignRepository(m_campaign.database()).setDiceDrawn(m_drawn, error);
    }

    Campaign& m_campaign;
    int m_batchDepth = 0;
    bool m_batching = false;
    bool m_loaded = false;
    qint64 m_seed = 0;
    qint64 m_drawn = 0;
    qint64 m_drawnAtLoad = 0;
};

CampaignDice::SeededBatch::SeededBatch(CampaignDice& dice) : m_dice(dice)
{
    m_dice.m_seeded->beginBatch();
}

CampaignDice::SeededBatch::~SeededBatch()
{
    m_dice.m_seeded->endBatch();
}

bool CampaignDice::SeededBatch::finish(QString* error)
{
    return m_dice.m_seeded->finishBatch(error);
}

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
    if (m_table && m_campaign.info().diceMode == DiceMode::Table)
        return *m_table;
    return *m_seeded;
}

void CampaignDice::record(const RollRecord& roll)
{
    QString error;
    if (!m_campaign.isChanging())
        throw DiceError(QCoreApplication::translate("hk::CampaignDice", "a roll is logged only as part of an edit"));
    DiceLogRepository repo(m_campaign.database());
    const qint64 id = repo.append(roll, m_rollDay.value_or(m_campaign.info().calendarDay), m_context, &error);
    if (!id)
        throw DiceError(QCoreApplication::translate("hk::CampaignDice", "cannot write the dice log: %1").arg(error));
    if (m_groupClaimed) {
        m_rollGroup.clear();
        m_groupClaimed = false;
    }
    m_rollGroup.append(id);
}

QList<qint64> CampaignDice::claimRolls()
{
    m_groupClaimed = true;
    return m_rollGroup;
}

void CampaignDice::forgetRolls()
{
    m_rollGroup.clear();
    m_groupClaimed = false;
}

bool CampaignDice::markGmOnly(const QList<qint64>& rollIds, QString* error)
{
    return rollIds.isEmpty() || DiceLogRepository(m_campaign.database()).markGmOnly(rollIds, error);
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
