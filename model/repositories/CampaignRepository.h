#pragma once

#include "campaign/CampaignInfo.h"
#include "db/ModelInternal.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QStringList>

namespace hk {

// All SQL touching the campaign table. The dice counter is checked on every read and before every write
// (CampaignInfo::MaxDiceDrawn): a file whose counter is out of range is refused as damaged, never rolled from.
class CampaignRepository
{
public:
    explicit CampaignRepository(QSqlDatabase db) : m_db(std::move(db)) {}

    bool load(CampaignInfo* info, QString* error) const;
    bool insert(const CampaignInfo& info, QString* error);
    bool setName(const QString& name, QString* error);
    bool setNotes(const QString& notes, QString* error);
    bool setCalendarDay(int day, QString* error);
    // Takes the next `count` faces of the seeded sequence in one statement: advances the stored counter and
    // gives the seed and the counter as it was (where the faces start). Every seeded roll does this.
    bool drawDice(int count, qint64* seed, qint64* drawnBefore, QString* error);
    // The seed and the counter as they stand; setting the counter (a batch of rolls kept in memory).
    bool diceState(qint64* seed, qint64* drawn, QString* error) const;
    bool setDiceDrawn(qint64 drawn, QString* error);
    bool setDiceMode(DiceMode mode, QString* error);
    bool setOptionPacks(const QStringList& packs, QString* error);

private:
    // The message for a counter that is not a whole number from 0 to CampaignInfo::MaxDiceDrawn.
    static QString counterOutOfRange(const QVariant& stored);
    // Reads the seed and counter columns of a row (seed, typeof(seed), counter, typeof(counter) from `first`),
    // refusing a counter out of range or a seed that is not a whole number.
    static bool readDice(const QSqlQuery& q, int first, qint64* seed, qint64* drawn, QString* error);
    bool setColumn(const char* column, const QVariant& value, QString* error);
    QSqlDatabase m_db;
};

} // namespace hk
