#include "combat/CombatParameters.h"
#include "i18n/Translate.h"

#include "combat/OptionRules.h"

#include "dice/StandardSpecials.h"
#include "packages/ParameterReader.h"
#include "packages/Ruleset.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace hk {

namespace {

QString tr(const char* text) { return hk::translateIn({"hk::CombatParameters", "hk::Reader"}, text); }

class Reader : public ParameterReader
{
public:
    using ParameterReader::ParameterReader;

    int dxRow(const QString& key)
    {
        for (const QJsonValue& v : rows(QStringLiteral("dx-adjustments"))) {
            const QJsonObject row = v.toObject();
            if (row.value(QLatin1String("key")).toString() == key && row.value(QLatin1String("dx")).isDouble())
                return row.value(QLatin1String("dx")).toInt();
        }
        addMissing(tr("dx-adjustments row %1").arg(key));
        return 0;
    }
    void consequences(const QString& table, int dice, CombatParameters* p)
    {
        for (const QJsonValue& v : rows(table)) {
            const QJsonObject row = v.toObject();
            const QString key = QStringLiteral("%1:%2").arg(dice).arg(row.value(QLatin1String("outcome")).toString());
            for (const QJsonValue& c : row.value(QLatin1String("spellConsequences")).toArray())
                p->spellConsequences[key].append(c.toString());
            for (const QJsonValue& c : row.value(QLatin1String("weaponConsequences")).toArray())
                p->weaponConsequences[key].append(c.toString());
        }
    }
};

} // namespace

std::optional<CombatParameters> CombatParameters::load(const Ruleset& rules, QString* error)
{
    if (rules.entry(QStringLiteral("table"), QStringLiteral("combat-phases")))
        return loadWarriorAndWizard(rules, error);
    std::optional<CombatParameters> p = loadWizard(rules, error);
    // An option pack's own turn options replace the book's table (mass combat, 003 l.290–388).
    if (p) {
        if (std::optional<QList<MovementOption>> pack = OptionRules::read(rules))
            p->options = *pack;
    }
    return p;
}

std::optional<CombatParameters> CombatParameters::loadWizard(const Ruleset& rules, QString* error)
{
    Reader r(rules);
    CombatParameters p;
    p.toHitDice = r.integer(QStringLiteral("to-hit-dice"));
    p.dodgeDefendDice = r.integer(QStringLiteral("dodge-defend-dice"));
    p.savingRollDice = r.integer(QStringLiteral("saving-roll-dice"));
    p.initiativeDice = r.integer(QStringLiteral("initiative-dice"));
    p.actionTieDice = r.integer(QStringLiteral("action-tie-dice"));
    p.controlSaveDice = r.field(QStringLiteral("control-save"), QStringLiteral("dice"));
    p.disbeliefDice = r.field(QStringLiteral("disbelieve-save"), QStringLiteral("dice"));

    for (const QJsonValue& v : r.rows(QStringLiteral("dx-adjustments"))) {
        const QJsonObject row = v.toObject();
        if (row.value(QLatin1String("dx")).isDouble())
            p.dxAdjustments.insert(row.value(QLatin1String("key")).toString(), row.value(QLatin1String("dx")).toInt());
    }
    p.sideAttackDx = r.dxRow(QStringLiteral("side-attack"));
    p.rearAttackDx = r.dxRow(QStringLiteral("rear-attack"));
    p.thrownDxPerHex = r.integer(QStringLiteral("thrown-dx-per-hex"));

    for (const QJsonValue& v : r.rows(QStringLiteral("missile-range"))) {
        const QJsonObject row = v.toObject();
        p.missileRange.append({row.value(QLatin1String("fromMh")).toInt(), row.value(QLatin1String("toMh")).toInt(),
                               row.value(QLatin1String("dx")).toInt()});
    }
    p.missileFreeMegahexes = r.field(QStringLiteral("missile-range-step"), QStringLiteral("freeMegahexes"));
    p.missileStepMegahexes = r.field(QStringLiteral("missile-range-step"), QStringLiteral("stepMegahexes"));
    p.missileDxPerStep = r.field(QStringLiteral("missile-range-step"), QStringLiteral("dxPerStep"));

    p.creationRangeMegahexes = r.integer(QStringLiteral("creation-range-megahexes"));
    p.wallLightningHits = r.integer(QStringLiteral("wall-lightning-hits"));
    p.shelterProneMaxRoll = r.integer(QStringLiteral("shelter-prone-max-roll"));
    p.shelterKneelingMaxRoll = r.integer(QStringLiteral("shelter-kneeling-max-roll"));
    p.failedSpellStCost = r.integer(QStringLiteral("failed-spell-st-cost"));
    p.minStAfterCasting = r.integer(QStringLiteral("min-st-after-casting"));
    p.unconsciousSt = r.integer(QStringLiteral("unconscious-st"));
    p.deadSt = r.integer(QStringLiteral("dead-st"));

    p.heavyHits = r.integer(QStringLiteral("heavy-hits-threshold"));
    p.heavyHitsDx = r.integer(QStringLiteral("heavy-hits-dx-penalty"));
    p.knockdownHits = r.integer(QStringLiteral("knockdown-hits"));

    p.brokenWeaponMultiplier = r.value(QStringLiteral("broken-weapon-damage")).toObject().value(QLatin1String("multiplier")).toDouble(1);
    p.chargeMoveFraction = r.value(QStringLiteral("charge-move-fraction")).toDouble();
    p.spellMoveHexes = r.integer(QStringLiteral("spell-move-hexes"));
    p.shiftHexes = r.integer(QStringLiteral("disengage-hexes"));
    const QJsonObject engagement = r.value(QStringLiteral("multihex-engagement")).toObject();
    for (auto it = engagement.begin(); it != engagement.end(); ++it)
        p.multihexEngagement.insert(it.key(), it.value().toInt());
    p.forcedRetreatByAdjacentMissile = r.value(QStringLiteral("forced-retreat-by-adjacent-missile")).toBool();

    for (const QJsonValue& v : r.rows(QStringLiteral("movement-options"))) {
        const QJsonObject row = v.toObject();
        MovementOption o;
        o.letter = row.value(QLatin1String("letter")).toString();
        o.key = row.value(QLatin1String("key")).toString();
        o.name = row.value(QLatin1String("name")).toString(o.key);
        o.engaged = row.value(QLatin1String("engaged")).toBool();
        o.move = row.value(QLatin1String("move")).toString();
        for (const QJsonValue& a : row.value(QLatin1String("actions")).toArray())
            o.actions.append(a.toString());
        p.options.append(o);
    }

    QString specialsError;
    p.toHit = StandardSpecials::toHit(rules, &specialsError);
    p.toMiss = StandardSpecials::rollToMiss(rules, &specialsError);
    if (!specialsError.isEmpty())
        r.addMissing(specialsError);
    r.consequences(QLatin1String(StandardSpecials::toHit3), p.toHitDice, &p);
    r.consequences(QLatin1String(StandardSpecials::toHit4), p.dodgeDefendDice, &p);

    if (p.missileRange.isEmpty() && rules.entry(QStringLiteral("table"), QStringLiteral("missile-range")))
        r.addMissing(tr("rows of table %1").arg(QStringLiteral("missile-range")));
    if (p.missileStepMegahexes <= 0)
        r.addMissing(tr("parameter %1.%2").arg(QStringLiteral("missile-range-step"), QStringLiteral("stepMegahexes")));
    if (!r.complete()) {
        if (error)
            *error = r.problem(tr("the ruleset lacks combat data"));
        return std::nullopt;
    }
    return p;
}

std::optional<int> CombatParameters::dxAdjustment(const QString& key) const
{
    const auto it = dxAdjustments.constFind(key);
    if (it == dxAdjustments.constEnd())
        return std::nullopt;
    return *it;
}

const MovementOption* CombatParameters::option(const QString& key, bool engaged) const
{
    for (const MovementOption& o : options) {
        if (o.key == key && o.engaged == engaged)
            return &o;
    }
    return nullptr;
}

} // namespace hk

namespace hk {

int CombatParameters::megahexDistance(const Megahex& lattice, const HexCoord& a, const HexCoord& b) const
{
    if (megahexWidthHexes <= 0)
        return lattice.distance(a, b);
    return (a.distanceTo(b) + megahexWidthHexes - 1) / megahexWidthHexes;
}

} // namespace hk
