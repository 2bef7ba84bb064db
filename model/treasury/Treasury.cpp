#include "treasury/Treasury.h"
#include "i18n/Translate.h"

#include "campaign/Campaign.h"
#include "characters/CharacterRepository.h"
#include "text/UserText.h"
#include "time/AdvanceContext.h"
#include "treasury/MoneyRepository.h"

#include <QCoreApplication>
#include <QLocale>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::Treasury", text);
}

} // namespace

QString Treasury::format(int dollars)
{
    // Dollars are whole; a GP is $10 (the ruleset's gold-piece-value; the book never changes it).
    const QLocale locale;
    const QString amount = QStringLiteral("$%1").arg(locale.toString(dollars));
    if (dollars % 10 == 0 && dollars != 0)
        return tr("%1 (%2 GP)").arg(amount, locale.toString(dollars / 10));
    return amount;
}

int Treasury::balance(qint64 characterId, QString* error) const
{
    return MoneyRepository(m_campaign.database()).balance(characterId, error);
}

QList<Purse> Treasury::purses(QString* error) const
{
    QList<Purse> out;
    out.append({0, tr("Party purse"), balance(0, error)});
    for (const Character& c : CharacterRepository(m_campaign.database()).list({}, error))
        out.append({c.id, c.name, balance(c.id, error)});
    return out;
}

QList<MoneyEntry> Treasury::ledger(qint64 characterId, QString* error) const
{
    return MoneyRepository(m_campaign.database()).ledger(characterId, error);
}

QMap<qint64, QList<BalancePoint>> Treasury::wealthOverTime(QString* error) const
{
    QMap<qint64, QList<BalancePoint>> out;
    // Sums per purse and day, ordered by day: the running total after each is the balance at that day's end.
    for (const MoneyEntry& day : MoneyRepository(m_campaign.database()).dailyTotals(error)) {
        QList<BalancePoint>& points = out[day.characterId];
        points.append({day.day, (points.isEmpty() ? 0 : points.last().balance) + day.amount});
    }
    return out;
}

static QString purseName(Campaign& campaign, qint64 characterId, QString* error)
{
    if (characterId == 0)
        return tr("the party purse");
    Character c;
    if (!CharacterRepository(campaign.database()).find(characterId, &c, error))
        return {};
    return c.name;
}

bool Treasury::change(qint64 characterId, int amount, const QString& kind, const QString& reason, QString* error)
{
    if (amount == 0) {
        *error = tr("An amount of $0 changes nothing.");
        return false;
    }
    if (reason.trimmed().isEmpty()) {
        *error = tr("Say what the money is for (the reason goes into the ledger).");
        return false;
    }
    return m_campaign.change(amount > 0 ? tr("Money in") : tr("Money out"), [&](QString* text, QString* e) {
        const QString who = purseName(m_campaign, characterId, e);
        if (who.isEmpty())
            return false;
        const int have = balance(characterId, e);
        if (!e->isEmpty())
            return false;
        if (amount < 0 && have + amount < 0) {
            *e = tr("%1 holds %2; paying out %3 would leave less than nothing.").arg(who, format(have), format(-amount));
            return false;
        }
        *text = amount > 0 ? tr("%1 to %2").arg(format(amount), who) : tr("%1 paid by %2").arg(format(-amount), who);
        MoneyEntry entry;
        entry.characterId = characterId;
        entry.day = m_campaign.info().calendarDay;
        entry.amount = amount;
        entry.kind = kind.isEmpty() ? (amount > 0 ? QStringLiteral("deposit") : QStringLiteral("withdrawal")) : kind;
        entry.reason = reason.trimmed();
        return MoneyRepository(m_campaign.database()).insert(entry, e) != 0;
    }, error);
}

bool Treasury::transfer(qint64 from, qint64 to, int amount, const QString& reason, QString* error)
{
    if (amount <= 0) {
        *error = tr("A transfer moves more than $0.");
        return false;
    }
    if (from == to) {
        *error = tr("A transfer needs two different purses.");
        return false;
    }
    return m_campaign.change(tr("Move money"), [&](QString* text, QString* e) {
        const QString giver = purseName(m_campaign, from, e);
        const QString taker = giver.isEmpty() ? QString() : purseName(m_campaign, to, e);
        if (giver.isEmpty() || taker.isEmpty())
            return false;
        const int have = balance(from, e);
        if (!e->isEmpty())
            return false;
        if (have < amount) {
            *e = tr("%1 holds %2; %3 cannot be moved.").arg(giver, format(have), format(amount));
            return false;
        }
        *text = tr("Move %1 from %2 to %3").arg(format(amount), giver, taker);
        const int day = m_campaign.info().calendarDay;
        const QString why = reason.trimmed().isEmpty() ? tr("Transfer") : reason.trimmed();
        MoneyRepository repo(m_campaign.database());
        // The party purse has sentences of its own: a language that declines the name after "from" cannot take
        // it as a word put in (German read "von die Gruppenkasse", issue 33).
        const QString toText = to == 0 ? tr("%1 (to the party purse)").arg(why) : tr("%1 (to %2)").arg(why, taker);
        const QString fromText = from == 0 ? tr("%1 (from the party purse)").arg(why) : tr("%1 (from %2)").arg(why, giver);
        return repo.insert({0, from, day, -amount, QStringLiteral("transfer"), toText, 0, false}, e)
               && repo.insert({0, to, day, amount, QStringLiteral("transfer"), fromText, 0, false}, e);
    }, error);
}

bool Treasury::charge(const QSqlDatabase& db, qint64 characterId, int day, int amount, const QString& kind,
                      const QString& reason, qint64 activityId, int* shortBy, QString* error, qint64* rowId)
{
    if (shortBy)
        *shortBy = 0;
    if (amount <= 0)
        return true;
    MoneyRepository repo(db);
    QString e;
    const int have = repo.balance(characterId, &e);
    if (!e.isEmpty()) {
        *error = e;
        return false;
    }
    if (have < amount) {
        if (shortBy)
            *shortBy = amount - have;
        return false;
    }
    const qint64 row = repo.insert({0, characterId, day, -amount, kind, reason, activityId, false}, error);
    if (rowId)
        *rowId = row;
    return row != 0;
}

bool Treasury::charge(AdvanceContext& context, qint64 characterId, int amount, const QString& kind, const QString& reason,
                      qint64 activityId, int* shortBy, QString* error, qint64* rowId)
{
    if (shortBy)
        *shortBy = 0;
    if (amount <= 0)
        return true;
    int have = 0;
    if (!context.balance(characterId, &have, error))
        return false;
    if (have < amount) {
        if (shortBy)
            *shortBy = amount - have;
        return false;
    }
    // The row as the ledger keeps it (texts cleaned as every stored text is), for the day's report.
    MoneyEntry row{0, characterId, context.day(), -amount, UserText::cleanStored(kind), UserText::cleanStored(reason), activityId, false};
    row.id = MoneyRepository(context.database()).insert(row, error);
    if (rowId)
        *rowId = row.id;
    if (row.id == 0)
        return false;
    context.noteLedgerRow(row);
    return true;
}

} // namespace hk
