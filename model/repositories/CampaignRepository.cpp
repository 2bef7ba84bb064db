#include "repositories/CampaignRepository.h"

#include "db/SqlQueries.h"
#include "db/SqlStatement.h"
#include "i18n/Translate.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn({"hk::CampaignRepository"}, text);
}

bool counterInRange(qint64 drawn)
{
    return drawn >= 0 && drawn <= CampaignInfo::MaxDiceDrawn;
}

} // namespace

QString CampaignRepository::counterOutOfRange(const QVariant& stored)
{
    return tr("The campaign's dice counter is out of range (%1; it must be a whole number from 0 to %2), so the file "
              "is damaged: its rolls would repeat.").arg(stored.toString()).arg(CampaignInfo::MaxDiceDrawn);
}

bool CampaignRepository::readDice(const QSqlQuery& q, int first, qint64* seed, qint64* drawn, QString* error)
{
    if (q.value(first + 1).toString() != QLatin1String("integer")) {
        *error = tr("The campaign's dice seed is not a whole number (%1), so the file is damaged.").arg(q.value(first).toString());
        return false;
    }
    const QVariant counter = q.value(first + 2);
    if (q.value(first + 3).toString() != QLatin1String("integer") || !counterInRange(counter.toLongLong())) {
        *error = counterOutOfRange(counter);
        return false;
    }
    *seed = q.value(first).toLongLong();
    *drawn = counter.toLongLong();
    return true;
}

bool CampaignRepository::load(CampaignInfo* info, QString* error) const
{
    SqlStatement statement(m_db, QStringLiteral("SELECT name, base_ruleset, option_packs, calendar_day, dice_seed, typeof(dice_seed), "
                                  "dice_drawn, typeof(dice_drawn), dice_mode, notes, created_at FROM campaign WHERE id = 1"));
    QSqlQuery& q = statement.query();
    if (!statement.exec({}, error))
        return false;
    if (!q.next()) {
        *error = QCoreApplication::translate("hk::CampaignRepository", "the file holds no campaign");
        return false;
    }
    info->name = q.value(0).toString();
    info->baseRuleset = q.value(1).toString();
    info->optionPacks.clear();
    for (const QJsonValue& v : QJsonDocument::fromJson(q.value(2).toByteArray()).array())
        info->optionPacks.append(v.toString());
    info->calendarDay = q.value(3).toInt();
    if (!readDice(q, 4, &info->diceSeed, &info->diceDrawn, error))
        return false;
    info->diceMode = kDiceModeKeys.fromKey(q.value(8).toString(), DiceMode::Seeded);
    info->notes = q.value(9).toString();
    info->createdAt = q.value(10).toString();
    return true;
}

bool CampaignRepository::insert(const CampaignInfo& info, QString* error)
{
    if (!counterInRange(info.diceDrawn)) {
        *error = counterOutOfRange(info.diceDrawn);
        return false;
    }
    return Sql::exec(m_db,
                     QStringLiteral("INSERT INTO campaign (id, name, base_ruleset, option_packs, calendar_day, dice_seed, "
                                    "dice_drawn, dice_mode, notes, created_at) VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                     {Sql::text(info.name), Sql::text(info.baseRuleset),
                      QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(info.optionPacks)).toJson(QJsonDocument::Compact)),
                      info.calendarDay, info.diceSeed, info.diceDrawn, diceModeKey(info.diceMode), Sql::text(info.notes),
                      Sql::text(info.createdAt)},
                     error);
}

bool CampaignRepository::setColumn(const char* column, const QVariant& value, QString* error)
{
    return Sql::exec(m_db, QStringLiteral("UPDATE campaign SET %1 = ? WHERE id = 1").arg(QLatin1String(column)), {value},
                     error);
}

bool CampaignRepository::setName(const QString& name, QString* error)
{
    return setColumn("name", Sql::text(name), error);
}

bool CampaignRepository::setNotes(const QString& notes, QString* error)
{
    return setColumn("notes", Sql::text(notes), error);
}

bool CampaignRepository::setCalendarDay(int day, QString* error)
{
    return setColumn("calendar_day", day, error);
}

bool CampaignRepository::drawDice(int count, qint64* seed, qint64* drawnBefore, QString* error)
{
    // The counter moves only from a whole number in range to one in range: anything else is refused as
    // damaged (checked in the statement, so a counter SQLite would turn into a float is never written).
    {
        SqlStatement statement(m_db, QStringLiteral("UPDATE campaign SET dice_drawn = dice_drawn + ? WHERE id = 1 "
                                                    "AND typeof(dice_drawn) = 'integer' AND typeof(dice_seed) = 'integer' "
                                                    "AND dice_drawn BETWEEN 0 AND ? RETURNING dice_seed, dice_drawn"));
        if (!statement.exec({count, CampaignInfo::MaxDiceDrawn - qMax(count, 0)}, error))
            return false;
        QSqlQuery& q = statement.query();
        if (q.next()) {
            *seed = q.value(0).toLongLong();
            *drawnBefore = q.value(1).toLongLong() - count;
            return true;
        }
    }
    qint64 unused = 0;
    if (diceState(seed, &unused, error)) // in range, yet too near the end for this many faces
        *error = counterOutOfRange(QVariant(unused + count));
    return false;
}

bool CampaignRepository::diceState(qint64* seed, qint64* drawn, QString* error) const
{
    SqlStatement statement(m_db, QStringLiteral("SELECT dice_seed, typeof(dice_seed), dice_drawn, typeof(dice_drawn) "
                                                "FROM campaign WHERE id = 1"));
    if (!statement.exec({}, error))
        return false;
    QSqlQuery& q = statement.query();
    if (!q.next()) {
        *error = QCoreApplication::translate("hk::CampaignRepository", "the file holds no campaign");
        return false;
    }
    return readDice(q, 0, seed, drawn, error);
}

bool CampaignRepository::setDiceDrawn(qint64 drawn, QString* error)
{
    if (!counterInRange(drawn)) {
        *error = counterOutOfRange(drawn);
        return false;
    }
    return Sql::exec(m_db, QStringLiteral("UPDATE campaign SET dice_drawn = ? WHERE id = 1"), {drawn}, error);
}

bool CampaignRepository::setDiceMode(DiceMode mode, QString* error)
{
    return setColumn("dice_mode", diceModeKey(mode), error);
}

bool CampaignRepository::setOptionPacks(const QStringList& packs, QString* error)
{
    return setColumn("option_packs",
                     QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(packs)).toJson(QJsonDocument::Compact)),
                     error);
}

} // namespace hk
