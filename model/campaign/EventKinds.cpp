#include "campaign/EventKinds.h"
#include "i18n/Translate.h"

#include <QCoreApplication>
#include <QHash>

namespace hk::EventKinds {

namespace {

QString tr(const char* text) { return hk::translateIn("hk::EventKinds", text); }

const QHash<QString, const char*>& names()
{
    static const QHash<QString, const char*> names{
        {QStringLiteral("campaign"), QT_TRANSLATE_NOOP("hk::EventKinds", "Campaign")},
        {QStringLiteral("time"), QT_TRANSLATE_NOOP("hk::EventKinds", "Time")},
        {QStringLiteral("character"), QT_TRANSLATE_NOOP("hk::EventKinds", "Character")},
        {QStringLiteral("money"), QT_TRANSLATE_NOOP("hk::EventKinds", "Money")},
        {QStringLiteral("market"), QT_TRANSLATE_NOOP("hk::EventKinds", "Market")},
        {QStringLiteral("item-search"), QT_TRANSLATE_NOOP("hk::EventKinds", "Item search")},
        {QStringLiteral("workshop"), QT_TRANSLATE_NOOP("hk::EventKinds", "Workshop")},
        {QStringLiteral("lab"), QT_TRANSLATE_NOOP("hk::EventKinds", "Laboratory")},
        {QStringLiteral("alchemy"), QT_TRANSLATE_NOOP("hk::EventKinds", "Alchemy")},
        {QStringLiteral("potion"), QT_TRANSLATE_NOOP("hk::EventKinds", "Potion")},
        {QStringLiteral("research"), QT_TRANSLATE_NOOP("hk::EventKinds", "Research")},
        {QStringLiteral("learning"), QT_TRANSLATE_NOOP("hk::EventKinds", "Learning")},
        {QStringLiteral("recovery"), QT_TRANSLATE_NOOP("hk::EventKinds", "Recovery")},
        {QStringLiteral("combat"), QT_TRANSLATE_NOOP("hk::EventKinds", "Combat")},
        {QStringLiteral("note"), QT_TRANSLATE_NOOP("hk::EventKinds", "Note")},
    };
    return names;
}

} // namespace

QStringList keys()
{
    QStringList out = names().keys();
    out.sort();
    return out;
}

QString name(const QString& kind)
{
    if (const auto it = names().constFind(kind); it != names().constEnd())
        return tr(it.value());
    QString words = kind;
    words.replace(QLatin1Char('-'), QLatin1Char(' '));
    if (!words.isEmpty())
        words[0] = words.at(0).toUpper();
    return words;
}

} // namespace hk::EventKinds
