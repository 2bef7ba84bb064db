#include "wizwar/WizWarParameters.h"
#include "text/EnumKeys.h"

#include "i18n/Translate.h"
#include "packages/ParameterReader.h"
#include "packages/Ruleset.h"

#include <QJsonArray>
#include <QJsonObject>

namespace hk::wizwar {

namespace {

QString tr(const char* text)
{
    return translateIn({"hk::wizwar::Parameters", "hk::wizwar"}, text);
}

// An entry's whole-number field (a board object's crack limit, an action's cost), remembered when missing.
int entryField(ParameterReader& r, const Ruleset& rules, const QString& kind, const QString& id, const QString& key)
{
    const RuleEntry* e = rules.entry(kind, id);
    if (!e || !e->data.value(key).isDouble()) {
        r.addMissing(QStringLiteral("%1 %2.%3").arg(kind, id, key));
        return 0;
    }
    return e->data.value(key).toInt();
}

QList<int> extendedTargets(ParameterReader& r, const Ruleset& rules)
{
    const RuleEntry* e = rules.entry(QStringLiteral("rule"), QStringLiteral("extended-play"));
    if (e)
        for (const QJsonValue& effect : e->data.value(QLatin1String("effects")).toArray())
            if (effect.toObject().value(QLatin1String("key")).toString() == QLatin1String("victoryPointsToWin")) {
                QList<int> out;
                for (const QJsonValue& v : effect.toObject().value(QLatin1String("value")).toArray())
                    out.append(v.toInt());
                return out;
            }
    r.addMissing(QStringLiteral("rule extended-play"));
    return {};
}

} // namespace

std::optional<Parameters> Parameters::load(const Ruleset& rules, QString* error)
{
    ParameterReader r(rules);
    Parameters p;
    p.minPlayers = r.field(QStringLiteral("players"), QStringLiteral("min"));
    p.maxPlayers = r.field(QStringLiteral("players"), QStringLiteral("max"));
    p.startingLife = r.integer(QStringLiteral("starting-life"));
    p.maximumLife = r.integer(QStringLiteral("maximum-life"));
    p.deathAtLife = r.integer(QStringLiteral("death-at-life"));
    p.startingHand = r.integer(QStringLiteral("starting-hand-size"));
    p.maximumHand = r.integer(QStringLiteral("maximum-hand-size"));
    p.drawsPerTurn = r.integer(QStringLiteral("cards-drawn-per-turn"));
    p.baseSpeed = r.integer(QStringLiteral("base-speed"));
    p.attacksPerTurn = r.integer(QStringLiteral("attacks-per-turn"));
    p.attackOnFirstTurn = r.value(QStringLiteral("attack-on-first-turn")).toBool();
    p.speedBoostsPerTurn = r.integer(QStringLiteral("speed-boosts-per-turn"));
    p.punchDamage = r.integer(QStringLiteral("punch-damage"));
    p.defaultSpellEnergy = r.integer(QStringLiteral("default-spell-energy"));
    p.damagePerCrack = r.integer(QStringLiteral("damage-per-crack"));
    p.victoryPointsToWin = r.integer(QStringLiteral("victory-points-to-win"));
    p.vpPerKill = r.integer(QStringLiteral("vp-per-kill"));
    p.vpPerTreasure = r.integer(QStringLiteral("vp-per-treasure"));
    p.treasuresPerPlayer = r.integer(QStringLiteral("treasures-per-player"));
    p.treasuresCarried = r.integer(QStringLiteral("treasures-carried"));
    p.dieSides = r.integer(QStringLiteral("die-sides"));
    p.stunRemovedPerTurn = r.integer(QStringLiteral("stun-removed-per-turn"));
    p.cardsPerSchool = r.integer(QStringLiteral("cards-per-school"));
    p.schoolsChosen = r.integer(QStringLiteral("schools-chosen"));
    p.doorCracks = entryField(r, rules, QStringLiteral("board-object"), QStringLiteral("door"), QStringLiteral("crackLimit"));
    p.stoneWallCracks =
        entryField(r, rules, QStringLiteral("board-object"), QStringLiteral("stone-wall"), QStringLiteral("crackLimit"));
    p.pickUpCost = entryField(r, rules, QStringLiteral("action"), QStringLiteral("pick-up-object"), QStringLiteral("mpCost"));
    p.extendedVictoryPoints = extendedTargets(r, rules);
    p.portalPairs = r.integer(QStringLiteral("portal-pairs"));
    for (const QJsonValue& v : r.value(QStringLiteral("random-direction-faces")).toArray()) {
        const int d = QStringList{QStringLiteral("north"), QStringLiteral("east"), QStringLiteral("south"), QStringLiteral("west")}
                          .indexOf(v.toString());
        if (d < 0)
            r.addMissing(QStringLiteral("parameter random-direction-faces"));
        p.randomDirections.append(d);
    }
    if (p.randomDirections.size() != p.dieSides)
        r.addMissing(QStringLiteral("parameter random-direction-faces"));
    const QJsonObject layouts = r.value(QStringLiteral("board-layouts")).toObject();
    for (auto it = layouts.begin(); it != layouts.end(); ++it)
        for (const QJsonValue& slot : it.value().toArray())
            p.layouts[it.key().toInt()].append({slot.toArray().at(0).toInt(), slot.toArray().at(1).toInt()});
    if (!r.complete()) {
        if (error)
            *error = r.problem(tr("these rules are not Wiz-War's"));
        return std::nullopt;
    }
    return p;
}

namespace {
constexpr auto kOptions = enumKeys<Option>({
    {Option::UnclutteredMinds, "uncluttered-minds"},     {Option::CustomSpellbook, "custom-spellbook"},
    {Option::DeadlyTreasures, "deadly-treasures"},       {Option::ExtendedPlay, "extended-play"},
    {Option::GiantBookOfSpells, "giant-book-of-spells"}, {Option::HeavyItems, "heavy-items"},
    {Option::PermanentCreations, "permanent-creations"}, {Option::TreasureHunters, "treasure-hunters"},
});
static_assert(kOptions.distinct());
} // namespace

QString optionKey(Option o)
{
    return kOptions.toKey(o);
}

std::optional<Option> optionFromKey(const QString& key)
{
    return kOptions.fromKey(key);
}

QList<Option> allOptions()
{
    return kOptions.values();
}

} // namespace hk::wizwar
