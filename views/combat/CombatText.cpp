#include "combat/CombatText.h"
#include "i18n/Translate.h"

#include "combat/CreatureStats.h"
#include "combat/Injury.h"
#include "combat/WeaponStrike.h"

#include "combat/CombatEffects.h"
#include "combat/CombatTurn.h"
#include "combat/CombatWords.h"
#include "combat/FigureItem.h"
#include "packages/Ruleset.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

namespace hk::CombatText {

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return hk::translateIn("hk::CombatText", text, disambiguation, n);
}

} // namespace

QString words(const QString& key)
{
    return CombatWords::words(key);
}

QString facingShort(int facing)
{
    static const char* const names[] = {QT_TRANSLATE_NOOP("hk::CombatText", "N"), QT_TRANSLATE_NOOP("hk::CombatText", "NE"),
                                        QT_TRANSLATE_NOOP("hk::CombatText", "SE"), QT_TRANSLATE_NOOP("hk::CombatText", "S"),
                                        QT_TRANSLATE_NOOP("hk::CombatText", "SW"), QT_TRANSLATE_NOOP("hk::CombatText", "NW")};
    return tr(names[HexCoord::normalizeDirection(facing)]);
}

QString facingName(int facing)
{
    static const char* const names[] = {QT_TRANSLATE_NOOP("hk::CombatText", "north"), QT_TRANSLATE_NOOP("hk::CombatText", "north-east"),
                                        QT_TRANSLATE_NOOP("hk::CombatText", "south-east"), QT_TRANSLATE_NOOP("hk::CombatText", "south"),
                                        QT_TRANSLATE_NOOP("hk::CombatText", "south-west"), QT_TRANSLATE_NOOP("hk::CombatText", "north-west")};
    return tr(names[HexCoord::normalizeDirection(facing)]);
}

QString spellName(const Ruleset& rules, const QString& id)
{
    const RuleEntry* e = rules.entry(QStringLiteral("spell"), id);
    return e && !e->name().isEmpty() ? e->name() : id;
}

QString creatureName(const Ruleset& rules, const QString& id)
{
    const RuleEntry* e = CreatureStats::entry(rules, id);
    return e && !e->name().isEmpty() ? e->name() : id;
}

QString conditionName(const QString& key)
{
    return CombatWords::conditionName(key); // the words the combat log uses too
}

QString optionName(const CombatParameters* p, const QString& key, bool engaged)
{
    if (key.isEmpty())
        return {};
    if (const QString ours = CombatWords::optionName(key); !ours.isEmpty())
        return ours; // common words in the GM's language, not the ruleset's English
    const MovementOption* o = p ? p->option(key, engaged) : nullptr;
    // The figure chose it while (dis)engaged; the name is the same on the other list.
    if (!o && p)
        o = p->option(key, !engaged);
    return o && o->name != o->key ? o->name : words(key);
}

QString conditionText(const FigureCondition& c)
{
    QStringList details;
    if (c.turnsLeft >= 0)
        details.append(tr("%n turn(s) left", nullptr, c.turnsLeft));
    if (c.dx != 0)
        details.append(tr("%1 DX").arg(c.dx > 0 ? QStringLiteral("+%1").arg(c.dx) : QStringLiteral("\u2212%1").arg(-c.dx)));
    const QString name = conditionName(c.key);
    return details.isEmpty() ? name : tr("%1 (%2)").arg(name, details.join(QStringLiteral(", ")));
}

QString stateText(const CombatState& state, const EncounterFigure& f, const CombatParameters* p, bool gmView)
{
    const CombatFigure& b = f.body;
    QStringList parts;
    if (gmView && f.hidden)
        parts.append(tr("hidden"));
    if (!f.placed)
        parts.append(tr("off the map"));
    if (b.vitality == Vitality::Dead)
        parts.append(tr("dead"));
    else if (b.vitality == Vitality::Unconscious)
        parts.append(tr("unconscious"));
    else if (f.placed && p && CombatTurn::isEngaged(state, f, *p))
        parts.append(tr("engaged"));
    if (b.isDown())
        parts.append(FigureItem::postureText(b.posture));
    if (b.isHeld())
        parts.append(tr("held"));
    for (const FigureCondition& c : b.conditions)
        parts.append(conditionText(c));
    if (gmView && f.isCreation())
        parts.append(kindText(state, f));
    return parts.join(QStringLiteral(" · "));
}

QString kindText(const CombatState& state, const EncounterFigure& f)
{
    const EncounterFigure* master = state.figure(f.master);
    const QString by = master ? master->body.name : f.master;
    switch (f.kind) {
    case FigureKind::Image: return tr("image of %1").arg(by);
    case FigureKind::Illusion: return tr("illusion of %1").arg(by);
    case FigureKind::Summoned: return tr("summoned by %1").arg(by);
    case FigureKind::Character: return tr("character");
    case FigureKind::Creature: break;
    }
    return tr("creature");
}

} // namespace hk::CombatText
