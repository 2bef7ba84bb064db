#pragma once

#include "magic/ItemCreationParameters.h"
#include "packages/Ruleset.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace hk {

// What the GM chooses for one enchantment before planning it.
struct ItemCreationOptions
{
    QString recipe;               // magic-item-recipe id
    int strength = 0;             // Notes A/B: the amount wanted (DX +5 → 5, 3-hex Darkness → 3, ST 17 battery → 17);
                                  // Note C: the version (1 or 2); 0 = the row as printed
    int selfPoweredStPerTurn = 0; // ST per turn the item supplies itself (0 = draws on its wearer)
    int itemHexes = 1;            // size of a large, massive item in hexes
    int position = 1;             // the spell's place on the item, 1st … 5th
    int teamWizards = 0;          // wizards actually working; 0 = as many as required
    bool onMagicItem = false;     // the object is magic already, even with no spell recorded (one bought at market)
    int mergedAmount = 0;         // the strength of an earlier enchantment of the same kind on the item, which this one
                                  // joins (l.1326): the caps count both
    // Whether the book's limits on what may be made are checked (first spell, versions, self-powering, capacities).
    // Off only when the weekly resolver works out a project already under way, so work started before a limit was
    // enforced goes on.
    bool checkLimits = true;
};

// An ingredient used each week, for the whole team.
struct IngredientNeed
{
    QString name;
    double quantity = 0;
    QString unit;
    int cost = 0; // per unit, as printed
    bool common = false;
    QString potion;
};

// One creation-table row worked by part of the team (an ST battery mixes the 1- and 5-point rows).
struct CreationPart
{
    QString recipe;
    QString name;
    int wizards = 0;              // with every multiplier applied
    int weeks = 0;                // rolls this row needs
    int stPerDay = 0;             // per wizard
    int apprenticesPerWizard = 0;
    int ingredientCostPerWeek = 0; // per wizard
    QList<IngredientNeed> ingredientsPerWizard; // each week
    int value = 0;                // what this share adds to the item's value
};

// What one week of work uses (the whole team that actually works).
struct WeeklyNeeds
{
    int apprentices = 0;
    int wages = 0;
    int ingredientCost = 0;
    QList<IngredientNeed> ingredients; // the named (non-common) ones
    int total() const { return wages + ingredientCost; }
};

// The worked-out plan of one enchantment: team, time, strength, apprentices, money, and the value it adds.
struct ItemCreationPlan
{
    ItemCreationOptions options;
    QString recipeName;
    QString creationSpell;        // spell id a maker must know (weapon-armor-enchantment, lesser-…, greater-…)
    QString creationSpellName;
    QStringList alsoRequiresSpells;
    int minMakerIq = 0;
    QString noteLetter;           // the row's A–H letter that shaped the plan, if any
    bool needsBook = false;       // Lesser/Greater work needs the item's book of instructions (l.1173, l.307)
    int bookLine = 0;             // the creation spell's line that asks for the book
    int bookPages = 0;            // that book's length: work weeks × pages per week (l.307)
    int bookPagesLine = 0;        // the line of the pages-per-week parameter

    int positionFactor = 1;
    int strengthFactor = 1;
    int selfPoweredFactor = 1;
    int hexFactor = 1;
    int wizardsRequired = 0;
    int teamWizards = 0;
    int rollEvery = 1;            // a smaller team rolls every Nth week
    int workWeeks = 0;            // successful rolls needed
    int calendarWeeks = 0;        // workWeeks × rollEvery
    int daysPerWeek = 7;          // a "week" of work (shorter for a sub-week row such as Dazzle Gem)

    int stPerDay = 0;             // per wizard (largest of the parts)
    int ownStPerDay = 0;          // what each wizard supplies himself
    int apprenticeStPerDay = 0;   // most one apprentice may give
    int apprentices = 0;          // for the working team, in its busiest week
    int apprenticeWage = 0;       // per apprentice per week
    QList<CreationPart> parts;
    QList<WeeklyNeeds> workWeekNeeds; // per successful-roll unit, for the working team
    int costPerWeek = 0;          // busiest week
    int totalCost = 0;            // if every roll is made

    int spellValue = 0;           // table price × every multiplier
    int surchargePercent = 0;     // Notes D–H, added to the underlying item first
    QStringList startingItems;
    QStringList notes;
    QStringList problems;

    bool ok() const { return problems.isEmpty(); }
    // Needs of calendar week n (1-based) of the work.
    WeeklyNeeds needsForCalendarWeek(int n) const;
};

// Where the book describes what a recipe makes, so a refusal can send the GM there: the catalogue item, else
// the spell the item carries, else the creation spell's paragraph.
struct RecipeSource
{
    QString entry;   // that entry's name
    int line = 0;
    int endLine = 0;
    QString lines() const; // "l.1574–1578"
};

// One step of an item's value, spell by spell.
struct ItemValueStep
{
    int position = 0;
    int underlying = 0;          // value before this spell
    int surchargePercent = 0;
    int afterSurcharge = 0;
    int spellValue = 0;
    int total = 0;
};

// Advanced Wizard's magic-item workshop arithmetic: how many wizards an enchantment takes (doubling by its
// place on the item, Notes A/B/C strengths, self-powered and large items, the Limiting and Expunge
// exceptions), how long a smaller team takes, the apprentices each wizard needs for the day's ST, the
// weekly wages and ingredients, and what the finished spell adds to the item's value (Notes D–H
// surcharges first). Every number comes from the ruleset's magic-item data.
class ItemCreation
{
public:
    explicit ItemCreation(const Ruleset& rules);

    // Refused, with the reason in problems, when the rules cannot make magic items (parameters()).
    ItemCreationPlan plan(const ItemCreationOptions& options) const;
    // The item's value after adding a spell worth spellValue with a D–H surcharge.
    static ItemValueStep addSpell(int underlying, int position, int surchargePercent, int spellValue);
    // The workshop's numbers, or nullptr (and parametersError() says what is missing) for rules without them.
    const ItemCreationParameters* parameters() const { return m_parameters ? &*m_parameters : nullptr; }
    // The catalogue entry (kind magic-item) that lists this recipe, or nullptr.
    const RuleEntry* catalogueItem(const QString& recipe) const;
    QString parametersError() const { return m_parametersError; }
    // Recipe ids in table order, for pickers.
    QStringList recipes() const;
    // The entry a refusal about this recipe cites.
    RecipeSource recipeSource(const QString& recipe) const;
    // Enchantments that join an earlier one of the same kind instead of taking a new spell (l.1326): the kind's
    // key (both battery rows share one, l.1324), or an empty string for a recipe that never merges.
    QString mergeGroup(const QString& recipe) const;
    // The amount an enchantment carries: its strength, or the row's own amount when the strength is 0.
    int amountOf(const QString& recipe, int strength) const;

private:
    // One creation-table row's share of the team before the multipliers (an ST battery mixes the 1- and 5-point rows).
    struct Share
    {
        const RuleEntry* entry = nullptr;
        int baseWizards = 0;
        int value = 0;
    };
    // The strength asked of a row, and what the row gives for one step of it.
    struct Strength
    {
        int amount = 1;     // the strength wanted (the row's own amount when the GM asks for none)
        int baseAmount = 1; // what one row makes
        int wizards = 1;    // the row's wizards for one step
        int price = 0;      // the row's price for one step (0: not for sale)
    };

    // The steps of plan(), in the book's order for making a magic item (ItemCreationPlanning.cpp):
    // 1. the creation spell the makers must know, the other spells and the IQ they need;
    void findCreationSpell(const RuleEntry& recipe, ItemCreationPlan* p) const;
    // 2. the spell's place on the item, which doubles the team for each spell already there (false: impossible);
    bool placeOnItem(const RuleEntry& recipe, const ItemCreationOptions& o, ItemCreationPlan* p) const;
    // 3. a self-powered item and a large one multiply the team;
    void weighSelfPoweringAndSize(const ItemCreationOptions& o, ItemCreationPlan* p) const;
    // 4. the strength, by the row's note: doubling steps (A), battery rows (B), versions (C) or one strength only
    //    (false: a strength the rows cannot make);
    Strength strengthAsked(const RuleEntry& recipe, const ItemCreationOptions& o) const;
    bool chooseStrength(const RuleEntry& recipe, const ItemCreationOptions& o, const Strength& s, ItemCreationPlan* p,
                        QList<Share>* shares) const;
    bool strengthInSteps(const RuleEntry& recipe, const ItemCreationOptions& o, const Strength& s, ItemCreationPlan* p,
                         QList<Share>* shares) const;
    bool batteryStrength(const RuleEntry& recipe, const ItemCreationOptions& o, const Strength& s, ItemCreationPlan* p,
                         QList<Share>* shares) const;
    bool versionStrength(const RuleEntry& recipe, const ItemCreationOptions& o, const Strength& s, ItemCreationPlan* p,
                         QList<Share>* shares) const;
    // 5. the team required, with every multiplier: wizards, weeks, ST a day, apprentices and ingredients per part;
    void gatherTeam(const QList<Share>& shares, ItemCreationPlan* p) const;
    CreationPart teamPart(const Share& s, ItemCreationPlan* p) const;
    // 6. the team that actually works: never more than required, fewer take proportionally longer;
    void fitWorkingTeam(const ItemCreationOptions& o, ItemCreationPlan* p) const;
    // 7. each week of work: the working team's apprentices, wages and ingredients;
    void countWeeklyNeeds(ItemCreationPlan* p) const;
    // 8. Notes D–H: the percentage added to the underlying item before the spell's value.
    void addValueSurcharge(const RuleEntry& recipe, ItemCreationPlan* p) const;

    bool tableRow(const QString& table, const QString& key, const QJsonValue& value, QJsonObject* out) const;
    // The book's limits on what may be made: placement, versions, self-powering, capacities.
    void checkLimits(const ItemCreationOptions& o, int amount, ItemCreationPlan* p) const;
    // Limiting and Expunge work on magic already there, so neither is an object's first spell (l.1574, l.847).
    void checkPlacement(const RuleEntry& recipe, const ItemCreationOptions& o, ItemCreationPlan* p) const;
    // A row that is already a Note C spell's second version (the flaming missile weapon) is not doubled again (l.1328).
    void checkVersion(const RuleEntry& recipe, const ItemCreationOptions& o, ItemCreationPlan* p) const;
    // Self-powering only where the item draws ST every turn, and never past that draw (l.1378, l.1654–1658).
    void checkSelfPowering(const RuleEntry* item, int stPerTurn, ItemCreationPlan* p) const;
    // Rods, attribute items, Charms and batteries hold so much at most (l.1676–1704).
    void checkCapacity(const RuleEntry& item, int amount, ItemCreationPlan* p) const;
    const Ruleset& m_rules;
    std::optional<ItemCreationParameters> m_parameters;
    QString m_parametersError;
};

} // namespace hk
