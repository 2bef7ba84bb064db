#include "characters/Consciousness.h"
#include "i18n/Translate.h"

#include "packages/RuleToggles.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace hk {

namespace {

int effectValue(const RuleEntry* e, const QString& key, int fallback)
{
    for (const QJsonValue& v : e ? e->data.value(QLatin1String("effects")).toArray() : QJsonArray()) {
        if (v.toObject().value(QLatin1String("key")).toString() == key)
            return v.toObject().value(QLatin1String("value")).toInt(fallback);
    }
    return fallback;
}

} // namespace

Consciousness::Consciousness(const Ruleset& rules)
{
    m_unconsciousSt = rules.parameter(QStringLiteral("unconscious-st"), 1).toInt();
    m_deadSt = rules.parameter(QStringLiteral("dead-st"), 0).toInt();
    const RuleEntry* ww = rules.entry(QStringLiteral("rule"), QStringLiteral("effects-of-damage"));
    m_wwUnconsciousSt = effectValue(ww, QStringLiteral("unconsciousAtStr"), m_unconsciousSt);
    m_wwDeadSt = effectValue(ww, QStringLiteral("deadAtStr"), m_deadSt);
    if (RuleToggles::on(rules, QStringLiteral("no-unconsciousness"))) {
        m_unconsciousSt = m_deadSt;
        m_wwUnconsciousSt = m_wwDeadSt;
    }
}

Awareness Consciousness::of(const Character& character) const
{
    const bool ww = character.system == QLatin1String("ww");
    const int st = character.currentSt();
    if (character.dead || st <= (ww ? m_wwDeadSt : m_deadSt))
        return Awareness::Dead;
    return st <= (ww ? m_wwUnconsciousSt : m_unconsciousSt) ? Awareness::Unconscious : Awareness::Awake;
}

} // namespace hk

namespace hk {

QString Consciousness::explain(const Character& c) const
{
    if (!isUnconscious(c))
        return {};
    const auto tr = [](const char* text) { return hk::translateIn("hk::Consciousness", text); };
    QString text = tr("Unconscious at ST %1 (wounds %2, fatigue %3): wakes once ST is above %4.")
                       .arg(c.currentSt()).arg(c.wounds).arg(c.fatigue).arg(c.system == QLatin1String("ww") ? m_wwUnconsciousSt : m_unconsciousSt);
    if (c.fatigue > 0)
        text += QLatin1Char(' ') + tr("Rest brings fatigue back.");
    if (c.wounds > 0)
        text += QLatin1Char(' ') + (c.underCare ? tr("Wounds heal with care as days pass.")
                                                : tr("Wounds are not tended, so they do not heal with time."));
    return text;
}

} // namespace hk
