#include "dice/SpecialResults.h"

#include "i18n/Translate.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>

namespace hk {

QString SpecialResults::words(const SpecialOutcome& outcome)
{
    static const QHash<QString, const char*> known{
        {QStringLiteral("triple"), QT_TRANSLATE_NOOP("hk::SpecialResults", "triple effect")},
        {QStringLiteral("double"), QT_TRANSLATE_NOOP("hk::SpecialResults", "double effect")},
        {QStringLiteral("automatic-hit"), QT_TRANSLATE_NOOP("hk::SpecialResults", "automatic hit")},
        {QStringLiteral("automatic-miss"), QT_TRANSLATE_NOOP("hk::SpecialResults", "automatic miss")},
        {QStringLiteral("fumble"), QT_TRANSLATE_NOOP("hk::SpecialResults", "fumble")},
        {QStringLiteral("bad-fumble"), QT_TRANSLATE_NOOP("hk::SpecialResults", "bad fumble")},
        {QStringLiteral("dropped"), QT_TRANSLATE_NOOP("hk::SpecialResults", "weapon dropped")},
        {QStringLiteral("broken"), QT_TRANSLATE_NOOP("hk::SpecialResults", "weapon broken")},
        {QStringLiteral("double-damage-hit"), QT_TRANSLATE_NOOP("hk::SpecialResults", "double damage")},
        {QStringLiteral("triple-damage-hit"), QT_TRANSLATE_NOOP("hk::SpecialResults", "triple damage")},
    };
    if (const auto it = known.constFind(outcome.key); it != known.constEnd())
        return hk::translateIn("hk::SpecialResults", it.value());
    constexpr int ShortLabel = 32;
    if (!outcome.label.isEmpty() && outcome.label.size() <= ShortLabel && !outcome.label.contains(QLatin1Char(';')))
        return outcome.label;
    QString key = outcome.key;
    return key.replace(QLatin1Char('-'), QLatin1Char(' '));
}

bool SpecialResults::addTable(int diceCount, const QJsonObject& table, QString* error)
{
    const QJsonArray rows = table.value(QLatin1String("rows")).toArray();
    QList<Range> ranges;
    for (const QJsonValue& v : rows) {
        const QJsonObject row = v.toObject();
        Range r;
        r.from = row.value(QLatin1String("from")).toInt(-1);
        r.to = row.value(QLatin1String("to")).toInt(r.from);
        r.outcome.key = row.value(QLatin1String("outcome")).toString();
        r.outcome.label = row.value(QLatin1String("effect")).toString(r.outcome.key);
        const QString forced = row.value(QLatin1String("forced")).toString();
        if (forced == QLatin1String("success"))
            r.outcome.forced = true;
        else if (forced == QLatin1String("failure"))
            r.outcome.forced = false;
        r.outcome.effectMultiplier = row.value(QLatin1String("multiplier")).toInt(1);
        for (const QJsonValue& c : row.value(QLatin1String("consequences")).toArray())
            r.outcome.consequences.append(c.toString());
        if (r.from < diceCount || r.to < r.from || r.outcome.key.isEmpty()) {
            *error = QCoreApplication::translate("hk::SpecialResults", "table %1: bad special-result row %2 to %3")
                         .arg(table.value(QLatin1String("id")).toString())
                         .arg(r.from)
                         .arg(r.to);
            return false;
        }
        ranges.append(r);
    }
    m_ranges[diceCount] = ranges;
    return true;
}

const SpecialOutcome* SpecialResults::lookup(int diceCount, int total) const
{
    const auto it = m_ranges.constFind(diceCount);
    if (it == m_ranges.constEnd())
        return nullptr;
    for (const Range& r : *it) {
        if (total >= r.from && total <= r.to)
            return &r.outcome;
    }
    return nullptr;
}

} // namespace hk
