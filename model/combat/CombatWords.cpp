#include "combat/CombatWords.h"
#include "i18n/Translate.h"

#include "combat/CombatEffects.h"
#include "combat/Injury.h"
#include "combat/WeaponStrike.h"

#include <QRegularExpression>

namespace hk::CombatWords {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::CombatWords", text);
}

} // namespace

QString words(const QString& key)
{
    static const QRegularExpression id(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)+$"));
    if (!id.match(key).hasMatch())
        return key;
    QString text = key;
    text.replace(QLatin1Char('-'), QLatin1Char(' '));
    return text;
}

QString conditionName(const QString& key)
{
    if (key == QLatin1String(WeaponStrike::inHandToHand))
        return tr("hand-to-hand");
    if (key == QLatin1String(Injury::woundedLastTurn))
        return tr("wounded last turn");
    if (key == QLatin1String(CombatEffects::breatherKey))
        return tr("catching a breath");
    if (key == QLatin1String("in-fire"))
        return tr("in fire");
    if (key == QLatin1String("low-st"))
        return tr("low ST");
    return words(key);
}

QString optionName(const QString& key)
{
    // Every option key of the bundled rulesets (Wizard, Advanced Wizard, Warrior & Wizard, the mass-combat pack):
    // common words, not names from the books.
    static const struct { const char* key; const char* words; } options[] = {
        {"move", QT_TRANSLATE_NOOP("hk::CombatWords", "Move")},
        {"charge-attack", QT_TRANSLATE_NOOP("hk::CombatWords", "Charge attack")},
        {"dodge", QT_TRANSLATE_NOOP("hk::CombatWords", "Dodge")},
        {"defend", QT_TRANSLATE_NOOP("hk::CombatWords", "Defend")},
        {"drop", QT_TRANSLATE_NOOP("hk::CombatWords", "Drop")},
        {"disengage", QT_TRANSLATE_NOOP("hk::CombatWords", "Disengage")},
        {"attack", QT_TRANSLATE_NOOP("hk::CombatWords", "Attack")},
        {"shift-attack", QT_TRANSLATE_NOOP("hk::CombatWords", "Shift and attack")},
        {"shift-defend", QT_TRANSLATE_NOOP("hk::CombatWords", "Shift and defend")},
        {"shift-hth", QT_TRANSLATE_NOOP("hk::CombatWords", "Shift into hand-to-hand")},
        {"attempt-hth", QT_TRANSLATE_NOOP("hk::CombatWords", "Try hand-to-hand")},
        {"cast-spell", QT_TRANSLATE_NOOP("hk::CombatWords", "Cast a spell")},
        {"disbelieve", QT_TRANSLATE_NOOP("hk::CombatWords", "Disbelieve")},
        {"pick-up-weapon", QT_TRANSLATE_NOOP("hk::CombatWords", "Pick up a weapon")},
        {"drop-pick-up", QT_TRANSLATE_NOOP("hk::CombatWords", "Drop and pick up")},
        {"stand-up", QT_TRANSLATE_NOOP("hk::CombatWords", "Stand up")},
        {"breather", QT_TRANSLATE_NOOP("hk::CombatWords", "Catch a breath")},
        {"shoot", QT_TRANSLATE_NOOP("hk::CombatWords", "Shoot")},
        {"shoot-charger", QT_TRANSLATE_NOOP("hk::CombatWords", "Shoot a charger")},
        {"ready", QT_TRANSLATE_NOOP("hk::CombatWords", "Ready a weapon")},
        {"change-weapon", QT_TRANSLATE_NOOP("hk::CombatWords", "Change or ready a weapon")},
        {"exchange-weapons", QT_TRANSLATE_NOOP("hk::CombatWords", "Exchange weapons")},
        {"switch", QT_TRANSLATE_NOOP("hk::CombatWords", "Switch weapons")},
        {"throw-weapon", QT_TRANSLATE_NOOP("hk::CombatWords", "Throw a weapon")},
        {"load-crossbow", QT_TRANSLATE_NOOP("hk::CombatWords", "Load a crossbow")},
        {"missile-weapon-attack", QT_TRANSLATE_NOOP("hk::CombatWords", "Missile attack")},
        {"one-last-shot", QT_TRANSLATE_NOOP("hk::CombatWords", "One last shot")},
    };
    for (const auto& o : options) {
        if (key == QLatin1String(o.key))
            return tr(o.words);
    }
    return {};
}

QString postureName(Posture posture)
{
    switch (posture) {
    case Posture::Standing: return tr("standing");
    case Posture::Kneeling: return tr("kneeling");
    case Posture::Prone: return tr("prone");
    case Posture::Crawling: return tr("crawling");
    case Posture::Fallen: return tr("fallen");
    case Posture::BendingOver: return tr("bending over");
    }
    return {};
}

QString turnText(const CombatState& s)
{
    if (s.phase == CombatPhase::Setup)
        return tr("Getting ready");
    if (s.phase == CombatPhase::Ended)
        return tr("The fight is over");
    return tr("Turn %1 · %2").arg(s.turn).arg(phaseName(s.phase));
}

QString nextText(const CombatState& s)
{
    if (const EncounterFigure* mover = s.figure(s.mover); mover && s.phase == CombatPhase::Movement)
        return tr("%1 moves").arg(mover->body.name);
    if (s.phase == CombatPhase::Movement && s.movingSide >= 0)
        return tr("Side %1 moves").arg(s.movingSide);
    if (const EncounterFigure* f = s.figure(s.actor); f && s.phase == CombatPhase::Actions)
        return tr("Next: %1").arg(f->body.name);
    return {};
}

QString actingText(const CombatState& s, bool players)
{
    if (const EncounterFigure* actor = s.figure(s.actor))
        return tr("%1 acts next").arg(actor->body.name);
    return players ? tr("the turn goes on") : tr("nobody is left to act");
}

} // namespace hk::CombatWords
