#include "repositories/CampaignRepository.h"

#include "db/SqlQueries.h"
#include "db/SqlStatement.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

namespace hk {

bool CampaignRepository::load(CampaignInfo* info, QString* error) const
{
    SqlStatement statement(m_db, QStringLiteral("SELECT name, base_ruleset, option_packs, calendar_day, dice_seed, dice_drawn, "
                                  "dice_mode, notes, created_at FROM campaign WHERE id = 1"));
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
    info->diceSeed = q.value(4).toLongLong();
    info->diceDrawn = q.value(5).toLongLong();
    info->diceMode = q.value(6).toString();
    info->notes = q.value(7).toString();
    info->createdAt = q.value(8).toString();
    return true;
}

bool CampaignRepository::insert(const CampaignInfo& info, QString* error)
{
    return Sql::exec(m_db,
                     QStringLiteral("INSERT INTO campaign (id, name, base_ruleset, option_packs, calendar_day, dice_seed, "
                                    "dice_drawn, dice_mode, notes, created_at) VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                     {Sql::text(info.name), Sql::text(info.baseRuleset),
                      QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(info.optionPacks)).toJson(QJsonDocument::Compact)),
                      info.calendarDay, info.diceSeed, info.diceDrawn, Sql::text(info.diceMode), Sql::text(info.notes),
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
    SqlStatement statement(m_db, QStringLiteral("UPDATE campaign SET dice_drawn = dice_drawn + ? WHERE id = 1 "
                                                "RETURNING dice_seed, dice_drawn"));
    if (!statement.exec({count}, error))
        return false;
    QSqlQuery& q = statement.query();
    if (!q.next()) {
        *error = QCoreApplication::translate("hk::CampaignRepository", "the file holds no campaign");
        return false;
    }
    *seed = q.value(0).toLongLong();
    *drawnBefore = q.value(1).toLongLong() - count;
    return true;
}

bool CampaignRepository::diceState(qint64* seed, qint64* drawn, QString* error) const
{
    SqlStatement statement(m_db, QStringLiteral("SELECT dice_seed, dice_drawn FROM campaign WHERE id = 1"));
    if (!statement.exec({}, error))
        return false;
    QSqlQuery& q = statement.query();
    if (!q.next()) {
        *error = QCoreApplication::translate("hk::CampaignRepository", "the file holds no campaign");
        return false;
    }
    *seed = q.value(0).toLongLong();
    *drawn = q.value(1).toLongLong();
    return true;
}

bool CampaignRepository::setDiceDrawn(qint64 drawn, QString* error)
{
    return Sql::exec(m_db, QStringLiteral("UPDATE campaign SET dice_drawn = ? WHERE id = 1"), {drawn}, error);
}

bool CampaignRepository::setDiceMode(const QString& mode, QString* error)
{
    return setColumn("dice_mode", Sql::text(mode), error);
}

bool CampaignRepository::setOptionPacks(const QStringList& packs, QString* error)
{
    return setColumn("option_packs",
                     QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(packs)).toJson(QJsonDocument::Compact)),
                     error);
}

} // namespace hk
