// TrackerPanel: what its buttons and the map's gestures do — each one undoable step of the model's
// CombatTurn, CombatActions or CombatOverrides — kept apart from the panel's layout for size.
#include "combat/TrackerPanel.h"

#include "campaign/Campaign.h"
#include "combat/ActionDialogs.h"
#include "combat/CombatActions.h"
#include "combat/CombatSpell.h"
#include "combat/CombatText.h"
#include "combat/CombatTurn.h"
#include "combat/Footprint.h"
#include "combat/GmMenu.h"
#include "combat/SpellCasting.h"

#include <QInputDialog>
#include <QLabel>
#include <QToolButton>

#include <algorithm>

namespace hk {

bool TrackerPanel::report(bool ok, const QString& error, const QString& done)
{
    Q_EMIT message(ok ? done : error, !ok);
    return ok;
}

void TrackerPanel::askHex(const QString& prompt, const QList<HexCoord>& highlight, std::function<void(const HexCoord&)> then)
{
    m_pendingHex = std::move(then);
    m_pickPrompt->setText(prompt);
    m_pickBox->show();
    Q_EMIT hexPickRequested(prompt, highlight);
}

bool TrackerPanel::hexClicked(const HexCoord& hex)
{
    if (!m_pendingHex)
        return false;
    const std::function<void(const HexCoord&)> then = std::move(m_pendingHex);
    cancelPendingHex();
    then(hex);
    return true;
}

void TrackerPanel::cancelPendingHex()
{
    const bool was = bool(m_pendingHex) || m_pickBox->isVisible();
    m_pendingHex = nullptr;
    m_pickBox->hide();
    if (was)
        Q_EMIT hexPickRequested(QString(), {});
}

void TrackerPanel::figureDropped(const QString& figureId, const HexCoord& hex)
{
    const EncounterFigure* f = m_encounter.state.figure(figureId);
    if (!m_campaign || !f)
        return;
    if (m_encounter.state.phase != CombatPhase::Movement) {
        report(false, tr("Figures move in the movement phase; the fight is in the %1 phase.").arg(phaseName(m_encounter.state.phase)));
        return;
    }
    QString error;
    report(CombatTurn(*m_campaign).move(m_encounter.id, figureId, hex, f->body.facing, &error), error);
}

void TrackerPanel::faceFigure(const QString& figureId, int facing)
{
    if (!m_campaign)
        return;
    QString error;
    report(CombatTurn(*m_campaign).face(m_encounter.id, figureId, facing, &error), error);
}

bool TrackerPanel::rollInitiative()
{
    if (!m_campaign)
        return false;
    QString error;
    return report(CombatTurn(*m_campaign).rollInitiative(m_encounter.id, &error), error);
}

bool TrackerPanel::setFirstSide(int side)
{
    if (!m_campaign)
        return false;
    QString error;
    return report(CombatTurn(*m_campaign).setMovementOrder(m_encounter.id, side, &error), error);
}

bool TrackerPanel::renew(int spellSerial, bool pay)
{
    if (!m_campaign)
        return false;
    QString error;
    return report(CombatTurn(*m_campaign).renew(m_encounter.id, spellSerial, pay, &error), error);
}

bool TrackerPanel::chooseOption(const QString& option)
{
    if (!m_campaign || m_selected.isEmpty() || option.isEmpty())
        return false;
    QString error;
    return report(CombatTurn(*m_campaign).chooseOption(m_encounter.id, m_selected, option, &error), error);
}

bool TrackerPanel::nextPhase()
{
    if (!m_campaign)
        return false;
    cancelPendingHex();
    QString error;
    return report(CombatTurn(*m_campaign).advance(m_encounter.id, &error), error);
}

bool TrackerPanel::attack(const AttackRequest& request)
{
    if (!m_campaign)
        return false;
    QString error;
    return report(CombatActions(*m_campaign).attack(m_encounter.id, request, &error), error);
}

bool TrackerPanel::cast(CastRequest request, const std::optional<HexCoord>& hex)
{
    if (!m_campaign)
        return false;
    if (hex)
        request.hex = hex;
    QString error;
    return report(CombatActions(*m_campaign).cast(m_encounter.id, request, &error), error);
}

bool TrackerPanel::disbelieve(const QString& targetId)
{
    if (!m_campaign || m_selected.isEmpty())
        return false;
    QString error;
    return report(CombatActions(*m_campaign).disbelieve(m_encounter.id, m_selected, targetId, &error), error);
}

bool TrackerPanel::pass()
{
    if (!m_campaign || m_selected.isEmpty())
        return false;
    QString error;
    return report(CombatTurn(*m_campaign).pass(m_encounter.id, m_selected, QString(), &error), error);
}

bool TrackerPanel::retreat(const QString& winner, const QString& loser, const HexCoord& to, bool advance)
{
    if (!m_campaign)
        return false;
    QString error;
    return report(CombatActions(*m_campaign).forceRetreat(m_encounter.id, winner, loser, to, advance, &error), error);
}

void TrackerPanel::askAttack()
{
    if (!m_p || !selectedFigure())
        return;
    const CombatState state = m_encounter.state;
    AttackDialog dialog(state, *m_p, m_selected, this);
    connect(&dialog, &AttackDialog::lineOfFireChanged, this, &TrackerPanel::highlightRequested);
    Q_EMIT highlightRequested(dialog.lineOfFire());
    const bool accepted = dialog.exec() == QDialog::Accepted;
    Q_EMIT highlightRequested({});
    if (accepted)
        attack(dialog.request());
}

bool TrackerPanel::readyWeapon(const QString& weapon)
{
    if (!m_campaign || m_selected.isEmpty())
        return false;
    QString error;
    return report(CombatActions(*m_campaign).readyWeapon(m_encounter.id, m_selected, weapon, &error), error);
}

bool TrackerPanel::dropWeapon()
{
    if (!m_campaign || m_selected.isEmpty())
        return false;
    QString error;
    return report(CombatActions(*m_campaign).dropWeapon(m_encounter.id, m_selected, &error), error);
}

bool TrackerPanel::pickUpWeapon(const QString& weapon)
{
    if (!m_campaign || m_selected.isEmpty())
        return false;
    QString error;
    return report(CombatActions(*m_campaign).pickUpWeapon(m_encounter.id, m_selected, weapon, &error), error);
}

QStringList TrackerPanel::weaponNames(const EncounterFigure& f, WeaponState state) const
{
    QStringList names;
    for (const CombatWeapon& w : f.weapons) {
        if (w.state == state)
            names.append(w.name);
    }
    return names;
}

QString TrackerPanel::pickWeapon(const EncounterFigure& f, WeaponState state, const QString& title, bool* ok)
{
    const QStringList names = weaponNames(f, state);
    *ok = !names.isEmpty();
    if (names.size() <= 1)
        return names.value(0);
    return QInputDialog::getItem(this, title, tr("Which weapon?"), names, 0, false, ok);
}

void TrackerPanel::askReadyWeapon()
{
    const EncounterFigure* f = selectedFigure();
    if (!f)
        return;
    bool ok = false;
    const QString name = pickWeapon(*f, WeaponState::Carried, tr("%1 readies a weapon").arg(f->body.name), &ok);
    if (ok)
        readyWeapon(name);
}

void TrackerPanel::askPickUpWeapon()
{
    const EncounterFigure* f = selectedFigure();
    if (!f)
        return;
    bool ok = false;
    const QString name = pickWeapon(*f, WeaponState::Dropped, tr("%1 picks up a weapon").arg(f->body.name), &ok);
    if (ok)
        pickUpWeapon(name);
}

void TrackerPanel::askCast()
{
    if (!m_p || !m_campaign || !selectedFigure())
        return;
    const CombatState state = m_encounter.state;
    CastDialog dialog(m_campaign->rules(), state, *m_p, m_selected, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const CastRequest request = dialog.request();
    if (!dialog.wantsHex()) {
        cast(request, std::nullopt);
        return;
    }
    // A creation appears in the caster's megahex or the next: light up where it may go.
    QList<HexCoord> reach;
    QString ignored;
    const std::optional<CombatSpell> spell = CombatSpell::fromRuleset(m_campaign->rules(), request.spell, &ignored);
    const EncounterFigure* caster = state.figure(request.caster);
    if (spell && caster && spell->type == QLatin1String("creation")) {
        for (const HexCoord& h : state.map.allHexes()) {
            if (state.map.isOpen(h) && SpellCasting::inCreationRange(*m_p, state.map.megahexes(), caster->body.position, h))
                reach.append(h);
        }
    }
    askHex(tr("Click the hex for %1.").arg(CombatText::spellName(m_campaign->rules(), request.spell)), reach,
           [this, request](const HexCoord& hex) { cast(request, hex); });
}

bool TrackerPanel::breakFree(const QString& boundId)
{
    if (!m_campaign || m_selected.isEmpty())
        return false;
    QString error;
    return report(CombatActions(*m_campaign).breakFree(m_encounter.id, m_selected, boundId, &error), error);
}

bool TrackerPanel::disengage(const HexCoord& to)
{
    if (!m_campaign || m_selected.isEmpty())
        return false;
    QString error;
    return report(CombatActions(*m_campaign).disengage(m_encounter.id, m_selected, to, &error), error);
}

bool TrackerPanel::breather()
{
    if (!m_campaign || m_selected.isEmpty())
        return false;
    QString error;
    return report(CombatActions(*m_campaign).breather(m_encounter.id, m_selected, &error), error);
}

void TrackerPanel::askDisengage()
{
    const EncounterFigure* f = selectedFigure();
    if (!f || !m_p)
        return;
    askHex(tr("Click the hex %1 steps back to.").arg(f->body.name), CombatActions::disengageHexes(m_encounter.state, *f, *m_p),
           [this](const HexCoord& hex) { disengage(hex); });
}

QStringList TrackerPanel::boundNear(const EncounterFigure& f) const
{
    QStringList out;
    if (f.hexesMoved > 0)
        return out;
    for (const EncounterFigure* o : m_encounter.state.onMap()) {
        const bool near = o->body.id == f.body.id || o->body.position.distanceTo(f.body.position) == 1;
        const bool bound = std::any_of(o->body.conditions.cbegin(), o->body.conditions.cend(), [&](const FigureCondition& c) {
            QString ignored;
            const std::optional<CombatSpell> spell = CombatSpell::fromRuleset(m_campaign->rules(), c.key, &ignored);
            const bool rope = spell && spell->creation(m_campaign->rules()) == CombatSpell::Creation::Binding;
            const bool asleep = o->body.id != f.body.id
                                && spellEffect(m_campaign->rules(), c.key, QStringLiteral("turns-to-shake-awake")).has_value();
            return rope || asleep;
        });
        if (near && bound)
            out.append(o->body.id);
    }
    return out;
}

void TrackerPanel::askBreakFree()
{
    const EncounterFigure* f = selectedFigure();
    if (!f)
        return;
    const QStringList ids = boundNear(*f);
    if (ids.size() == 1) {
        breakFree(ids.first());
        return;
    }
    QStringList names;
    for (const QString& id : ids)
        names.append(m_encounter.state.figure(id)->body.name);
    bool ok = false;
    const QString name = QInputDialog::getItem(this, tr("%1 works at a Rope").arg(f->body.name), tr("Whose Rope?"), names, 0, false, &ok);
    if (ok)
        breakFree(ids.value(names.indexOf(name)));
}

void TrackerPanel::askDisbelieve()
{
    const EncounterFigure* f = selectedFigure();
    if (!f)
        return;
    QStringList names;
    QStringList ids;
    for (const EncounterFigure* o : m_encounter.state.onMap()) {
        if (o->body.id != f->body.id && o->body.side != f->body.side) {
            names.append(o->body.name);
            ids.append(o->body.id);
        }
    }
    if (ids.isEmpty()) {
        report(false, tr("No enemy on the map for %1 to disbelieve.").arg(f->body.name));
        return;
    }
    bool ok = false;
    const QString name = QInputDialog::getItem(this, tr("%1 disbelieves").arg(f->body.name),
                                               tr("Which figure does %1 think is not real? (rolled in secret)").arg(f->body.name), names, 0,
                                               false, &ok);
    if (ok)
        disbelieve(ids.value(names.indexOf(name)));
}

void TrackerPanel::askRetreat()
{
    const CombatState state = m_encounter.state;
    RetreatDialog dialog(state, this);
    if (dialog.exec() != QDialog::Accepted || dialog.winner().isEmpty() || dialog.loser().isEmpty())
        return;
    const QString winner = dialog.winner();
    const QString loser = dialog.loser();
    const bool advance = dialog.advance();
    QList<HexCoord> open;
    if (const EncounterFigure* l = state.figure(loser)) {
        for (const HexCoord& h : l->body.position.neighbours()) {
            bool taken = !state.map.isOpen(h);
            for (const EncounterFigure* o : state.onMap())
                taken = taken || (o->body.id != loser && Footprint::hexes(o->body).contains(h));
            if (!taken)
                open.append(h);
        }
    }
    const EncounterFigure* l = state.figure(loser);
    askHex(tr("Click the hex %1 is pushed into.").arg(l ? l->body.name : loser), open,
           [this, winner, loser, advance](const HexCoord& hex) { retreat(winner, loser, hex, advance); });
}

void TrackerPanel::askWhoWins()
{
    if (!m_p || !selectedFigure())
        return;
    const CombatState state = m_encounter.state;
    WhoWinsDialog dialog(state, *m_p, m_selected, this);
    dialog.exec();
}

void TrackerPanel::showGmMenu()
{
    if (!m_campaign || !selectedFigure())
        return;
    GmMenu menu(*m_campaign, m_encounter, m_selected, this);
    connect(&menu, &GmMenu::message, this, &TrackerPanel::message);
    menu.exec(m_gm->mapToGlobal(QPoint(0, m_gm->height())));
}

} // namespace hk
