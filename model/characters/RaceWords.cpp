#include "characters/RaceWords.h"

#include "i18n/Translate.h"

namespace hk::RaceWords {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::RaceWords", text);
}

} // namespace

QString name(const QString& id, const QString& rulesetName)
{
    // Single figures (The Fantasy Trip) and mass-combat teams (plural ids).
    static const struct { const char* id; const char* word; } words[] = {
        {"human", QT_TRANSLATE_NOOP("hk::RaceWords", "Human")},         {"elf", QT_TRANSLATE_NOOP("hk::RaceWords", "Elf")},
        {"dwarf", QT_TRANSLATE_NOOP("hk::RaceWords", "Dwarf")},         {"hobbit", QT_TRANSLATE_NOOP("hk::RaceWords", "Hobbit")},
        {"orc", QT_TRANSLATE_NOOP("hk::RaceWords", "Orc")},             {"goblin", QT_TRANSLATE_NOOP("hk::RaceWords", "Goblin")},
        {"hobgoblin", QT_TRANSLATE_NOOP("hk::RaceWords", "Hobgoblin")}, {"giant", QT_TRANSLATE_NOOP("hk::RaceWords", "Giant")},
        {"gargoyle", QT_TRANSLATE_NOOP("hk::RaceWords", "Gargoyle")},   {"men", QT_TRANSLATE_NOOP("hk::RaceWords", "Men")},
        {"elves", QT_TRANSLATE_NOOP("hk::RaceWords", "Elves")},         {"dwarves", QT_TRANSLATE_NOOP("hk::RaceWords", "Dwarves")},
        {"hobbits", QT_TRANSLATE_NOOP("hk::RaceWords", "Hobbits")},     {"orcs", QT_TRANSLATE_NOOP("hk::RaceWords", "Orcs")},
        {"goblins", QT_TRANSLATE_NOOP("hk::RaceWords", "Goblins")},     {"hobgoblins", QT_TRANSLATE_NOOP("hk::RaceWords", "Hobgoblins")},
        {"giants", QT_TRANSLATE_NOOP("hk::RaceWords", "Giants")},       {"troll", QT_TRANSLATE_NOOP("hk::RaceWords", "Troll")},
    };
    for (const auto& w : words) {
        if (id == QLatin1String(w.id))
            return tr(w.word);
    }
    return rulesetName.isEmpty() ? id : rulesetName;
}

} // namespace hk::RaceWords
