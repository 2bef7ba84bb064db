#include "combat/ActionDialogs.h"

#include "combat/BodyBlows.h"

#include "combat/CombatOdds.h"
#include "combat/CombatSpell.h"
#include "combat/CombatText.h"
#include "combat/Facing.h"
#include "combat/FigureWeapons.h"
#include "combat/Footprint.h"
#include "combat/WeaponAttack.h"
#include "combat/WeaponStrike.h"
#include "packages/Ruleset.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

#include <algorithm>
#include <array>
#include <cmath>

namespace hk {

namespace {

const QString kHexTarget = QStringLiteral("@hex");
const QString kAreaTarget = QStringLiteral("@area");

QLabel* oddsLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setObjectName(QStringLiteral("odds"));
    label->setWordWrap(true);
    QFont f = label->font();
    f.setBold(true);
    label->setFont(f);
    label->setMinimumHeight(label->fontMetrics().height() * 3);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return label;
}

QSpinBox* extraDxBox(QWidget* parent)
{
    auto* box = new QSpinBox(parent);
    box->setRange(-20, 20);
    box->setToolTip(QCoreApplication::translate("hk::AttackDialog", "Any DX adjustment the tracker cannot see: the GM's call."));
    return box;
}

QDialogButtonBox* okCancel(QDialog* dialog, const QString& okText)
{
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    box->button(QDialogButtonBox::Ok)->setText(okText);
    QObject::connect(box, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    QObject::connect(box, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    return box;
}

QLabel* duelLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setObjectName(QStringLiteral("duel"));
    label->setWordWrap(true);
    label->setMinimumHeight(label->fontMetrics().height() * 2);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    label->setToolTip(QCoreApplication::translate(
        "hk::AttackDialog", "The two played against each other many times: both strike every turn with their usual "
                            "weapon or attack until one is down. No spells, no friends, no moving — a guide, not a roll."));
    return label;
}

bool selectData(QComboBox* combo, const QString& value)
{
    const int index = combo->findData(value);
    if (index >= 0)
        combo->setCurrentIndex(index);
    return index >= 0;
}

} // namespace

// --- AttackDialog ---

AttackDialog::AttackDialog(const CombatState& state, const CombatParameters& p, const QString& attackerId, QWidget* parent)
    : QDialog(parent), m_state(state), m_p(p), m_attacker(attackerId)
{
    const EncounterFigure* a = state.figure(attackerId);
    setWindowTitle(tr("%1 attacks").arg(a ? a->body.name : attackerId));
    auto* form = new QFormLayout(this);
    m_form = form;
    m_target = new QComboBox(this);
    m_target->setObjectName(QStringLiteral("attackTarget"));
    for (const EncounterFigure* f : state.onMap()) {
        if (a && f->body.side != a->body.side)
            m_target->addItem(f->body.name, f->body.id);
    }
    m_damage = new QLineEdit(this);
    m_damage->setObjectName(QStringLiteral("attackDamage"));
    m_damage->setPlaceholderText(a && !a->damage.isEmpty() ? tr("usual: %1").arg(a->damage) : tr("dice, e.g. 2d6-1"));
    m_damage->setToolTip(tr("Leave empty for the figure's usual weapon or attack."));
    m_extraDx = extraDxBox(this);
    m_extraDx->setObjectName(QStringLiteral("attackExtraDx"));
    m_odds = oddsLabel(this);
    m_duel = duelLabel(this);
    form->addRow(tr("Target:"), m_target);
    form->addRow(tr("Damage:"), m_damage);
    form->addRow(tr("Extra DX:"), m_extraDx);
    if (a && !a->weapons.isEmpty())
        addWeaponRows(form, *a);
    form->addRow(m_odds);
    form->addRow(m_duel);
    form->addRow(okCancel(this, tr("Roll to hit")));
    connect(m_target, &QComboBox::currentIndexChanged, this, &AttackDialog::updateOdds);
    connect(m_target, &QComboBox::currentIndexChanged, this, &AttackDialog::updateDuel);
    connect(m_extraDx, &QSpinBox::valueChanged, this, &AttackDialog::updateOdds);
    labelTargets();
    selectData(m_target, firstInReach());
    if (hasWeapons())
        weaponChanged();
    updateOdds();
    updateDuel();
    setMinimumWidth(360);
}

void AttackDialog::addWeaponRows(QFormLayout* form, const EncounterFigure& a)
{
    m_weapon = new QComboBox(this);
    m_weapon->setObjectName(QStringLiteral("attackWeapon"));
    for (const CombatWeapon& w : a.weapons) {
        if (w.isReady())
            m_weapon->addItem(tr("%1 (%2)").arg(w.name, w.damage), w.name);
    }
    if (m_weapon->count() == 0)
        m_weapon->addItem(tr("nothing in hand"), QString());
    m_thrown = new QCheckBox(tr("Throw it"), this);
    m_thrown->setObjectName(QStringLiteral("attackThrown"));
    m_handToHand = new QCheckBox(tr("Hand-to-hand"), this);
    m_handToHand->setObjectName(QStringLiteral("attackHandToHand"));
    m_handToHand->setToolTip(tr("Close with the target and fight hand-to-hand: weapons that are not small are dropped."));
    m_traded = new QSpinBox(this);
    m_traded->setObjectName(QStringLiteral("attackTraded"));
    m_traded->setToolTip(tr("Damage added to the blow, each point taken off the DX to hit (STR above the weapon's minimum)."));
    m_setVsCharge = new QCheckBox(tr("Set against the charge"), this);
    m_setVsCharge->setObjectName(QStringLiteral("attackSetVsCharge"));
    m_setVsCharge->setToolTip(tr("A pole arm set against the target's charge: double damage."));
    form->addRow(tr("Weapon:"), m_weapon);
    form->addRow(QString(), m_thrown);
    form->addRow(QString(), m_handToHand);
    form->addRow(tr("Damage for to-hit:"), m_traded);
    form->addRow(QString(), m_setVsCharge);
    // W&W's blows that knock down instead of wounding (l.1126).
    m_bodyBlow = new QComboBox(this);
    m_bodyBlow->setObjectName(QStringLiteral("attackBodyBlow"));
    m_bodyBlow->addItem(tr("Strike with the weapon"), int(BodyBlow::None));
    for (BodyBlow b : {BodyBlow::Slam, BodyBlow::ShieldRush, BodyBlow::Throw}) {
        if (BodyBlows::refusal(m_p, a, b).isEmpty())
            m_bodyBlow->addItem(tr("Knock down: %1").arg(BodyBlows::name(b)), int(b));
    }
    m_bodyBlow->setToolTip(tr("A slam, a shield rush or a throw: no damage, but the target checks its STR or falls."));
    form->addRow(tr("Blow:"), m_bodyBlow);
    form->setRowVisible(m_bodyBlow, m_bodyBlow->count() > 1);
    connect(m_bodyBlow, &QComboBox::currentIndexChanged, this, &AttackDialog::weaponChanged);
    connect(m_weapon, &QComboBox::currentIndexChanged, this, &AttackDialog::weaponChanged);
    for (QCheckBox* box : {m_thrown, m_handToHand, m_setVsCharge})
        connect(box, &QCheckBox::toggled, this, &AttackDialog::updateOdds);
    for (QCheckBox* box : {m_thrown, m_handToHand})
        connect(box, &QCheckBox::toggled, this, &AttackDialog::weaponChanged);
    connect(m_traded, &QSpinBox::valueChanged, this, &AttackDialog::updateOdds);
}

bool AttackDialog::inReach(const EncounterFigure& target) const
{
    const EncounterFigure* a = m_state.figure(m_attacker);
    if (!a)
        return false;
    if (!hasWeapons())
        return Facing::mayStrike(a->body, target.body) && CombatOdds::attack(m_state, m_p, *a, target, 0).known;
    AttackRequest r = request();
    r.target = target.body.id;
    return CombatOdds::attack(m_state, m_p, *a, target, r).known;
}

// Marks the targets the chosen way of attacking cannot reach: a bow reaches what a sword does not.
void AttackDialog::labelTargets()
{
    for (int i = 0; i < m_target->count(); ++i) {
        const EncounterFigure* f = m_state.figure(m_target->itemData(i).toString());
        if (f)
            m_target->setItemText(i, inReach(*f) ? f->body.name : tr("%1 (out of reach)").arg(f->body.name));
    }
}

QString AttackDialog::firstInReach() const
{
    for (int i = 0; i < m_target->count(); ++i) {
        const EncounterFigure* f = m_state.figure(m_target->itemData(i).toString());
        if (f && inReach(*f))
            return f->body.id;
    }
    return QString();
}

const CombatWeapon* AttackDialog::chosenWeapon() const
{
    const EncounterFigure* a = m_state.figure(m_attacker);
    if (!a || !m_weapon)
        return nullptr;
    const int index = FigureWeapons::indexOf(*a, m_weapon->currentData().toString());
    return index >= 0 ? &a->weapons.at(index) : nullptr;
}

void AttackDialog::weaponChanged()
{
    const EncounterFigure* a = m_state.figure(m_attacker);
    const CombatWeapon* w = chosenWeapon();
    // A slam, rush or throw is made with the body: no throwing the weapon, no hand-to-hand with it.
    const bool bodyBlow = m_bodyBlow && m_bodyBlow->currentData().toInt() != int(BodyBlow::None);
    m_thrown->setEnabled(w && w->throwable && !bodyBlow);
    if (!m_thrown->isEnabled())
        m_thrown->setChecked(false);
    m_handToHand->setEnabled(!bodyBlow);
    if (bodyBlow)
        m_handToHand->setChecked(false);
    // Strength traded for damage goes into a blow; shots and throws are made as the weapon is (the tracker's reading).
    const bool blow = !bodyBlow && (!w || (!w->isRanged() && !m_thrown->isChecked() && !m_handToHand->isChecked()));
    const int maxTrade = w && a && blow ? WeaponAttack::maxDamageTrade(m_p, *w, a->body.stBasic) : 0;
    m_traded->setRange(0, maxTrade);
    m_form->setRowVisible(m_traded, maxTrade > 0);
    const bool pole = w && w->pole;
    if (!pole)
        m_setVsCharge->setChecked(false);
    m_form->setRowVisible(m_setVsCharge, pole);
    labelTargets();
    updateOdds();
}

AttackRequest AttackDialog::request() const
{
    AttackRequest r{m_attacker, m_target->currentData().toString(), m_damage->text().trimmed(), m_extraDx->value()};
    if (!hasWeapons())
        return r;
    r.weapon = m_weapon->currentData().toString();
    r.thrown = m_thrown->isChecked();
    r.handToHand = m_handToHand->isChecked();
    r.traded = m_traded->value();
    r.setVsCharge = m_setVsCharge->isChecked();
    r.bodyBlow = BodyBlow(m_bodyBlow->currentData().toInt());
    return r;
}

bool AttackDialog::setWeapon(const QString& name) { return m_weapon && selectData(m_weapon, name); }

void AttackDialog::setThrown(bool thrown)
{
    if (m_thrown && m_thrown->isEnabled())
        m_thrown->setChecked(thrown);
}

void AttackDialog::setHandToHand(bool handToHand)
{
    if (m_handToHand)
        m_handToHand->setChecked(handToHand);
}

QList<HexCoord> AttackDialog::lineOfFire() const { return m_line; }

bool AttackDialog::setTarget(const QString& figureId) { return selectData(m_target, figureId); }

QString AttackDialog::oddsText() const { return m_odds->text(); }

QString AttackDialog::duelText() const { return m_duel->text(); }

QString AttackDialog::duelLine(const CombatParameters& p, const EncounterFigure& first, const EncounterFigure& second)
{
    const DuelEstimate d = CombatOdds::duel(p, first, second, duelRuns, duelSeed);
    // Whole percents of the wins and the undecided fights that add up to 100 (largest remainders), so the
    // line never reads "96%, 5%".
    std::array<double, 3> exact{0, 0, 0};
    if (d.runs > 0)
        exact = {100.0 * d.firstWins / d.runs, 100.0 * d.secondWins / d.runs, 100.0 * d.undecided / d.runs};
    std::array<int, 3> percent{};
    int left = d.runs > 0 ? 100 : 0;
    for (int i = 0; i < 3; ++i) {
        percent[i] = int(std::floor(exact[i]));
        left -= percent[i];
    }
    std::array<int, 3> order{0, 1, 2};
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return exact[a] - percent[a] > exact[b] - percent[b]; });
    for (int i = 0; i < left && i < 3; ++i)
        ++percent[order[i]];
    return tr("Stand-up fight: %1 wins %2%, %3 %4% (%L5 simulated fights, blows only)")
        .arg(first.body.name)
        .arg(percent[0])
        .arg(second.body.name)
        .arg(percent[1])
        .arg(d.runs);
}

void AttackDialog::updateDuel()
{
    // Only the target changes it: the GM's extra DX is for this one blow, not the whole fight.
    const EncounterFigure* a = m_state.figure(m_attacker);
    const EncounterFigure* t = m_state.figure(m_target->currentData().toString());
    m_duel->setText(a && t ? duelLine(m_p, *a, *t) : QString());
}

void AttackDialog::updateOdds()
{
    const EncounterFigure* a = m_state.figure(m_attacker);
    const EncounterFigure* t = m_state.figure(m_target->currentData().toString());
    QList<HexCoord> line;
    if (!a || !t) {
        m_odds->setText(tr("No enemy on the map to strike."));
    } else if (!hasWeapons()) {
        m_odds->setText(CombatOdds::attack(m_state, m_p, *a, *t, m_extraDx->value()).text(tr("Chance to hit")));
    } else {
        const AttackRequest r = request();
        m_odds->setText(CombatOdds::attack(m_state, m_p, *a, *t, r).text(tr("Chance to hit")));
        const CombatWeapon* w = chosenWeapon();
        if (w && !r.handToHand && r.bodyBlow == BodyBlow::None && (w->isRanged() || r.thrown))
            line = WeaponStrike::aim(m_state, m_p, *a, *t, *w, r).line;
    }
    if (line != m_line) {
        m_line = line;
        Q_EMIT lineOfFireChanged(m_line);
    }
}

// --- WhoWinsDialog ---

WhoWinsDialog::WhoWinsDialog(const CombatState& state, const CombatParameters& p, const QString& figureId, QWidget* parent)
    : QDialog(parent), m_state(state), m_p(p), m_figure(figureId)
{
    const EncounterFigure* f = state.figure(figureId);
    setWindowTitle(tr("Who wins? %1").arg(f ? f->body.name : figureId));
    auto* form = new QFormLayout(this);
    m_opponent = new QComboBox(this);
    m_opponent->setObjectName(QStringLiteral("whoWinsOpponent"));
    for (const EncounterFigure* o : state.onMap()) {
        if (f && o->body.side != f->body.side && o->body.vitality != Vitality::Dead)
            m_opponent->addItem(o->body.name, o->body.id);
    }
    m_duel = duelLabel(this);
    QFont bold = m_duel->font();
    bold.setBold(true);
    m_duel->setFont(bold);
    form->addRow(tr("Against:"), m_opponent);
    form->addRow(m_duel);
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(close);
    connect(m_opponent, &QComboBox::currentIndexChanged, this, &WhoWinsDialog::updateDuel);
    updateDuel();
    setMinimumWidth(380);
}

bool WhoWinsDialog::setOpponent(const QString& figureId) { return selectData(m_opponent, figureId); }

QString WhoWinsDialog::duelText() const { return m_duel->text(); }

void WhoWinsDialog::updateDuel()
{
    const EncounterFigure* f = m_state.figure(m_figure);
    const EncounterFigure* o = m_state.figure(m_opponent->currentData().toString());
    if (!f || !o) {
        m_duel->setText(tr("No enemy on the map to fight."));
        return;
    }
    m_duel->setText(AttackDialog::duelLine(m_p, *f, *o));
}

// --- CastDialog ---

CastDialog::CastDialog(const Ruleset& rules, const CombatState& state, const CombatParameters& p, const QString& casterId,
                       QWidget* parent)
    : QDialog(parent), m_rules(rules), m_state(state), m_p(p), m_caster(casterId)
{
    const EncounterFigure* c = state.figure(casterId);
    setWindowTitle(tr("%1 casts a spell").arg(c ? c->body.name : casterId));
    auto* form = new QFormLayout(this);
    m_spell = new QComboBox(this);
    m_spell->setObjectName(QStringLiteral("castSpell"));
    if (c) {
        QList<QPair<QString, QString>> spells;
        for (const QString& id : c->spells)
            spells.append({CombatText::spellName(rules, id), id});
        std::sort(spells.begin(), spells.end());
        for (const auto& [name, id] : spells)
            m_spell->addItem(name, id);
    }
    m_target = new QComboBox(this);
    m_target->setObjectName(QStringLiteral("castTarget"));
    m_st = new QSpinBox(this);
    m_st->setObjectName(QStringLiteral("castSt"));
    m_st->setToolTip(tr("ST put into a spell that costs by the ST (missiles)."));
    m_appearance = new QComboBox(this);
    m_appearance->setObjectName(QStringLiteral("castAppearance"));
    m_appearance->setToolTip(tr("What an image or illusion looks like."));
    QList<QPair<QString, QString>> creatures;
    for (const LocatedEntry& e : rules.entries({QStringLiteral("creature")}))
        creatures.append({e.entry->name(), e.entry->id()});
    std::sort(creatures.begin(), creatures.end());
    for (const auto& [name, id] : creatures)
        m_appearance->addItem(name, id);
    m_attribute = new QComboBox(this);
    m_attribute->setObjectName(QStringLiteral("castAttribute"));
    m_attribute->setToolTip(tr("The attribute an Aid raises."));
    m_attribute->addItem(tr("ST"), int(SpellAttribute::St));
    m_attribute->addItem(tr("DX"), int(SpellAttribute::Dx));
    m_attribute->addItem(tr("IQ"), int(SpellAttribute::Iq));
    m_extraDx = extraDxBox(this);
    m_extraDx->setObjectName(QStringLiteral("castExtraDx"));
    m_cost = new QLabel(this);
    m_cost->setObjectName(QStringLiteral("spellCost"));
    m_cost->setWordWrap(true);
    m_odds = oddsLabel(this);
    form->addRow(tr("Spell:"), m_spell);
    form->addRow(QString(), m_cost);
    form->addRow(tr("At:"), m_target);
    form->addRow(tr("ST put in:"), m_st);
    form->addRow(tr("Looks like:"), m_appearance);
    form->addRow(tr("Raises:"), m_attribute);
    form->addRow(tr("Extra DX:"), m_extraDx);
    form->addRow(m_odds);
    form->addRow(okCancel(this, tr("Cast")));
    connect(m_spell, &QComboBox::currentIndexChanged, this, &CastDialog::spellChanged);
    connect(m_target, &QComboBox::currentIndexChanged, this, &CastDialog::updateOdds);
    connect(m_st, &QSpinBox::valueChanged, this, &CastDialog::updateOdds);
    connect(m_extraDx, &QSpinBox::valueChanged, this, &CastDialog::updateOdds);
    spellChanged();
    setMinimumWidth(380);
}

void CastDialog::spellChanged()
{
    const EncounterFigure* c = m_state.figure(m_caster);
    const QString id = m_spell->currentData().toString();
    QString error;
    const std::optional<CombatSpell> spell = id.isEmpty() ? std::nullopt : CombatSpell::fromRuleset(m_rules, id, &error);
    const QString keep = m_target->currentData().toString();
    m_target->blockSignals(true);
    m_target->clear();
    const bool creation = spell && spell->type == QLatin1String("creation");
    const bool radius = spell && (spellEffect(m_rules, spell->id, QStringLiteral("radius-megahexes")).has_value()
                                  || spellEffect(m_rules, spell->id, QStringLiteral("radius-hexes")).has_value());
    if (radius)
        m_target->addItem(tr("Everyone around the caster"), kAreaTarget);
    // An area spell is aimed at any 7-hex circle: the hex clicked is its centre (000 l.296).
    m_target->addItem(spell && spell->isMegahexArea() ? tr("The centre of a 7-hex circle, clicked on the map…") : tr("A hex I click on the map…"),
                      kHexTarget);
    if (!creation) {
        for (const EncounterFigure* f : m_state.onMap()) {
            if (c && f->body.id == c->body.id) {
                m_target->addItem(tr("%1 (himself)").arg(f->body.name), f->body.id);
                continue;
            }
            // The range a spell cares about: hexes for a thrown spell, megahexes for a missile.
            const int hexes = c ? c->body.position.distanceTo(f->body.position) : 0;
            const int megahexes = c ? m_p.megahexDistance(m_state.map.megahexes(), c->body.position, f->body.position) : 0;
            m_target->addItem(tr("%1 (%n hex(es), %2 MH)", nullptr, hexes).arg(f->body.name).arg(megahexes), f->body.id);
        }
    }
    // A sensible first choice: the area, a hex for a creation, else the first enemy.
    QString first = radius ? kAreaTarget : kHexTarget;
    if (!radius && !creation && c) {
        for (const EncounterFigure* f : m_state.onMap()) {
            if (f->body.side != c->body.side) {
                first = f->body.id;
                break;
            }
        }
    }
    if (!selectData(m_target, keep))
        selectData(m_target, first);
    m_target->blockSignals(false);

    m_st->setEnabled(spell && spell->perSt);
    if (spell && spell->perSt) {
        m_st->setRange(spell->minSt, qMax(spell->minSt, c ? c->body.st : spell->minSt));
    } else {
        m_st->setRange(0, 0);
    }
    const bool fake = spell && (spell->tags.contains(QLatin1String("image")) || spell->tags.contains(QLatin1String("illusion")));
    m_appearance->setEnabled(fake);
    m_attribute->setEnabled(spell && spell->id == QLatin1String("aid"));
    if (!spell) {
        m_cost->setText(error.isEmpty() ? tr("%1 knows no spell.").arg(c ? c->body.name : m_caster) : error);
    } else {
        const QString type = spell->isMissile() ? tr("missile spell")
                             : spell->isThrown() ? tr("thrown spell")
                             : spell->type == QLatin1String("creation") ? tr("creation spell")
                                                                        : tr("special spell");
        QStringList facts{type};
        facts.append(spell->isPerUnit() ? tr("%1 ST a megahex or unit").arg(spell->unitSt)
                     : spell->perSt ? tr("%1 ST a die").arg(1)
                                    : tr("costs %1 ST").arg(spell->fixedCost));
        if (spell->upkeep > 0 && spell->upkeepTurns > 1) // kept up by the minute
            facts.append(tr("%1 ST every %n turn(s) to keep", nullptr, spell->upkeepTurns).arg(spell->upkeep));
        else if (spell->upkeep > 0)
            facts.append(tr("%1 ST a turn to keep").arg(spell->upkeep));
        if (spell->turns > 0)
            facts.append(tr("lasts %n turn(s)", nullptr, spell->turns));
        if (c)
            facts.append(tr("%1 has ST %2").arg(c->body.name).arg(c->body.st));
        m_cost->setText(facts.join(QStringLiteral(" · ")));
    }
    updateOdds();
}

void CastDialog::updateOdds()
{
    const EncounterFigure* c = m_state.figure(m_caster);
    QString error;
    const QString id = m_spell->currentData().toString();
    const std::optional<CombatSpell> spell = id.isEmpty() ? std::nullopt : CombatSpell::fromRuleset(m_rules, id, &error);
    if (!c || !spell) {
        m_odds->setText(error);
        return;
    }
    const EncounterFigure* target = m_state.figure(m_target->currentData().toString());
    OddsEstimate odds = CombatOdds::cast(m_state, m_p, *spell, *c, target, std::nullopt, m_extraDx->value());
    if (wantsHex() && spell->isThrown())
        odds.estimate = true;
    m_odds->setText(odds.text(spell->isMissile() ? tr("Chance to hit") : tr("Chance the spell works")));
}

CastRequest CastDialog::request() const
{
    CastRequest r;
    r.caster = m_caster;
    r.spell = m_spell->currentData().toString();
    const QString target = m_target->currentData().toString();
    if (!target.startsWith(QLatin1Char('@')))
        r.target = target;
    r.st = m_st->isEnabled() ? m_st->value() : 0;
    r.extraDx = m_extraDx->value();
    if (m_appearance->isEnabled())
        r.appearance = m_appearance->currentData().toString();
    if (m_attribute->isEnabled())
        r.attribute = SpellAttribute(m_attribute->currentData().toInt());
    return r;
}

bool CastDialog::wantsHex() const { return m_target->currentData().toString() == kHexTarget; }

bool CastDialog::setSpell(const QString& spellId) { return selectData(m_spell, spellId); }

bool CastDialog::setTarget(const QString& figureId) { return selectData(m_target, figureId); }

void CastDialog::setSt(int st) { m_st->setValue(st); }

bool CastDialog::setAppearance(const QString& creatureId) { return selectData(m_appearance, creatureId); }

bool CastDialog::setAttribute(SpellAttribute attribute)
{
    const int at = m_attribute->findData(int(attribute));
    if (at < 0)
        return false;
    m_attribute->setCurrentIndex(at);
    return true;
}

QString CastDialog::oddsText() const { return m_odds->text(); }

// --- RetreatDialog ---

RetreatDialog::RetreatDialog(const CombatState& state, QWidget* parent) : QDialog(parent), m_state(state)
{
    setWindowTitle(tr("Forced retreat"));
    auto* form = new QFormLayout(this);
    m_winner = new QComboBox(this);
    m_winner->setObjectName(QStringLiteral("retreatWinner"));
    m_loser = new QComboBox(this);
    m_loser->setObjectName(QStringLiteral("retreatLoser"));
    // Those who hurt an enemy with a blow this turn first: only they may force a retreat.
    QList<const EncounterFigure*> winners;
    for (const EncounterFigure* f : state.onMap()) {
        if (f->body.isActive() && !f->hurtThisTurn.isEmpty())
            winners.append(f);
    }
    for (const EncounterFigure* f : state.onMap()) {
        if (f->body.isActive() && f->hurtThisTurn.isEmpty())
            winners.append(f);
    }
    for (const EncounterFigure* f : winners)
        m_winner->addItem(f->hurtThisTurn.isEmpty() ? f->body.name : tr("%1 (hurt someone)").arg(f->body.name), f->body.id);
    m_advance = new QCheckBox(tr("The winner steps into the hex the loser leaves"), this);
    form->addRow(tr("Winner:"), m_winner);
    form->addRow(tr("Pushes back:"), m_loser);
    form->addRow(QString(), m_advance);
    auto* hint = new QLabel(tr("Then click the hex the loser is pushed into."), this);
    hint->setWordWrap(true);
    form->addRow(hint);
    form->addRow(okCancel(this, tr("Choose the hex…")));
    connect(m_winner, &QComboBox::currentIndexChanged, this, &RetreatDialog::fillLosers);
    fillLosers();
}

void RetreatDialog::fillLosers()
{
    m_loser->clear();
    const EncounterFigure* w = m_state.figure(winner());
    if (!w)
        return;
    for (const QString& id : w->hurtThisTurn) {
        if (const EncounterFigure* f = m_state.figure(id); f && f->placed && f->body.vitality != Vitality::Dead && m_loser->findData(id) < 0)
            m_loser->addItem(f->body.name, id);
    }
    for (const EncounterFigure* f : m_state.onMap()) {
        if (f->body.side != w->body.side && m_loser->findData(f->body.id) < 0)
            m_loser->addItem(f->body.name, f->body.id);
    }
}

QString RetreatDialog::winner() const { return m_winner->currentData().toString(); }

QString RetreatDialog::loser() const { return m_loser->currentData().toString(); }

bool RetreatDialog::advance() const { return m_advance->isChecked(); }

} // namespace hk
