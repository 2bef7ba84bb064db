#include "wizwar/WizWarText.h"

#include "main/StatusColors.h"
#include "packages/Ruleset.h"

namespace hk {

QString WizWarText::colourName(const QString& key)
{
    if (key == QLatin1String("red"))
        return tr("Red");
    if (key == QLatin1String("blue"))
        return tr("Blue");
    if (key == QLatin1String("green"))
        return tr("Green");
    if (key == QLatin1String("yellow"))
        return tr("Yellow");
    return key;
}

QColor WizWarText::colour(const QString& key)
{
    const bool dark = StatusColors::darkPalette();
    if (key == QLatin1String("red"))
        return dark ? QColor(0xe5, 0x5b, 0x4f) : QColor(0xc6, 0x28, 0x28);
    if (key == QLatin1String("blue"))
        return dark ? QColor(0x5c, 0x9c, 0xf0) : QColor(0x15, 0x65, 0xc0);
    if (key == QLatin1String("green"))
        return dark ? QColor(0x5f, 0xbf, 0x68) : QColor(0x2e, 0x7d, 0x32);
    if (key == QLatin1String("yellow"))
        return dark ? QColor(0xf2, 0xcf, 0x3c) : QColor(0xf9, 0xa8, 0x25);
    return dark ? QColor(0xb0, 0xb0, 0xb0) : QColor(0x75, 0x75, 0x75);
}

QColor WizWarText::textOn(const QString& key)
{
    return colour(key).lightness() > 140 ? QColor(Qt::black) : QColor(Qt::white);
}

QString WizWarText::phaseName(wizwar::Phase phase)
{
    return wizwar::phaseName(phase);
}

QString WizWarText::typeName(wizwar::CardType type)
{
    switch (type) {
    case wizwar::CardType::Attack:
        return tr("Attack spell");
    case wizwar::CardType::Counter:
        return tr("Counter spell");
    case wizwar::CardType::Energy:
        return tr("Energy");
    case wizwar::CardType::Item:
        return tr("Item");
    case wizwar::CardType::Neutral:
        return tr("Neutral spell");
    case wizwar::CardType::Unknown:
        break;
    }
    return tr("Unknown");
}

QString WizWarText::rangeName(wizwar::CardRange range)
{
    switch (range) {
    case wizwar::CardRange::Anywhere:
        return tr("Anywhere");
    case wizwar::CardRange::Caster:
        return tr("Caster");
    case wizwar::CardRange::Adjacent:
        return tr("Adjacent");
    case wizwar::CardRange::LineOfSight:
        return tr("Line of sight");
    }
    return {};
}

QString WizWarText::optionName(const Ruleset& rules, wizwar::Option option)
{
    const QString key = wizwar::optionKey(option);
    const RuleEntry* entry = rules.entry(QStringLiteral("rule"), key);
    return entry && !entry->name().isEmpty() ? entry->name() : key;
}

QString WizWarText::schoolName(const Ruleset& rules, const QString& school)
{
    const RuleEntry* entry = rules.entry(QStringLiteral("school"), school);
    return entry && !entry->name().isEmpty() ? entry->name() : school;
}

} // namespace hk
