#include "characters/CharacterFields.h"

#include "main/StatusColors.h"

#include "campaign/Campaign.h"
#include "characters/CharacterLimits.h"
#include "characters/Roster.h"
#include "models/RosterModel.h"
#include "characters/RaceWords.h"
#include "main/FlowLayout.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

#include <utility>

namespace hk {

namespace {

QSpinBox* spin(QWidget* parent, const QString& name, int max)
{
    auto* box = new QSpinBox(parent);
    box->setObjectName(name);
    box->setRange(0, max);
    box->setMinimumWidth(70);
    return box;
}

void choose(QComboBox* box, const QString& id)
{
    if (box->findData(id) < 0)
        box->addItem(id, id);
    box->setCurrentIndex(box->findData(id));
}

} // namespace

CharacterFields::CharacterFields(QWidget* parent) : QWidget(parent)
{
    // Who and Attributes side by side, Attributes under Who when the editor is narrow (German at 1024 px).
    auto* layout = new FlowLayout(this, 6);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(buildIdentity());
    layout->addWidget(buildAttributes());

    for (QLineEdit* edit : {m_name, m_player}) {
        connect(edit, &QLineEdit::textChanged, this, [this] {
            if (!m_loading)
                Q_EMIT changed();
        });
    }
    for (QComboBox* box : {m_role, m_race, m_type, m_party}) {
        connect(box, &QComboBox::currentIndexChanged, this, [this] {
            if (!m_loading)
                Q_EMIT changed();
        });
    }
    connect(m_party, &QComboBox::editTextChanged, this, [this] {
        if (!m_loading)
            Q_EMIT changed();
    });
    for (QSpinBox* box : {m_st, m_dx, m_iq, m_ma, m_points, m_talents, m_wounds, m_fatigue}) {
        connect(box, &QSpinBox::valueChanged, this, [this] {
            if (!m_loading)
                Q_EMIT changed();
        });
    }
}

QWidget* CharacterFields::withProblem(QWidget* field, const QString& key, bool compact)
{
    auto* box = new QWidget(field->parentWidget());
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(1);
    if (compact)
        layout->addWidget(field, 0, Qt::AlignLeft);
    else
        layout->addWidget(field);
    auto* problem = new QLabel(box);
    problem->setObjectName(QStringLiteral("problem_") + key);
    problem->setWordWrap(true);
    problem->setStyleSheet(StatusColors::problemStyle());
    // Its line is kept while hidden, so the fields below do not jump (and a click land in the wrong one)
    // when a problem appears or goes away.
    QSizePolicy keepRoom = problem->sizePolicy();
    keepRoom.setRetainSizeWhenHidden(true);
    problem->setSizePolicy(keepRoom);
    // Two lines beside the wide fields, where the rules' sentences wrap; one beside the narrow ones.
    problem->setMinimumHeight(problem->fontMetrics().lineSpacing() * (compact ? 1 : 2));
    problem->hide();
    layout->addWidget(problem);
    m_problemLabels.insert(key, problem);
    return box;
}

QGroupBox* CharacterFields::buildIdentity()
{
    auto* box = new QGroupBox(tr("Who"), this);
    m_identityForm = new QFormLayout(box);
    m_name = new QLineEdit(box);
    m_name->setObjectName(QStringLiteral("name"));
    m_name->setPlaceholderText(tr("e.g. Yzor"));
    m_name->setMaxLength(CharacterLimits::MaxNameLength);
    m_role = new QComboBox(box);
    m_role->setObjectName(QStringLiteral("role"));
    for (const char* role : {"pc", "npc", "apprentice", "pet", "monster"})
        m_role->addItem(RosterModel::roleName(QLatin1String(role)), QLatin1String(role));
    m_player = new QLineEdit(box);
    m_player->setObjectName(QStringLiteral("player"));
    m_player->setPlaceholderText(tr("empty for the GM's own"));
    m_player->setMaxLength(CharacterLimits::MaxNameLength);
    m_party = new QComboBox(box);
    m_party->setObjectName(QStringLiteral("party"));
    m_party->setEditable(true);
    m_party->setInsertPolicy(QComboBox::NoInsert);
    m_race = new QComboBox(box);
    m_race->setObjectName(QStringLiteral("race"));
    m_type = new QComboBox(box);
    m_type->setObjectName(QStringLiteral("type"));
    for (QComboBox* combo : {m_role, m_party, m_race, m_type}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(10);
    }
    m_identityForm->addRow(tr("Name:"), withProblem(m_name, QStringLiteral("name")));
    m_identityForm->addRow(tr("Role:"), m_role);
    m_identityForm->addRow(tr("Player:"), m_player);
    m_identityForm->addRow(tr("Party:"), m_party);
    m_identityForm->addRow(tr("Race:"), withProblem(m_race, QStringLiteral("race")));
    m_identityForm->addRow(tr("Type:"), withProblem(m_type, QStringLiteral("type")));
    return box;
}

QGroupBox* CharacterFields::buildAttributes()
{
    auto* box = new QGroupBox(tr("Attributes"), this);
    m_attributeForm = new QFormLayout(box);
    m_st = spin(box, QStringLiteral("st"), CharacterLimits::MaxAttribute);
    m_dx = spin(box, QStringLiteral("dx"), CharacterLimits::MaxAttribute);
    m_iq = spin(box, QStringLiteral("iq"), CharacterLimits::MaxAttribute);
    m_ma = spin(box, QStringLiteral("ma"), CharacterLimits::MaxAttribute);
    m_points = spin(box, QStringLiteral("points"), CharacterLimits::MaxTally);
    m_points->setToolTip(tr("Starting attribute points; the lowest value uses the rules' number for the race"));
    m_talents = spin(box, QStringLiteral("talents"), CharacterLimits::MaxTally);
    m_talents->setToolTip(tr("Talents and extra languages known: each takes IQ that spells cannot use"));
    m_wounds = spin(box, QStringLiteral("wounds"), CharacterLimits::MaxTally);
    m_wounds->setMinimumWidth(60);
    m_fatigue = spin(box, QStringLiteral("fatigue"), CharacterLimits::MaxTally);
    m_fatigue->setMinimumWidth(60);
    const QList<std::pair<QString, QSpinBox*>> rows = {
        {QStringLiteral("st"), m_st}, {QStringLiteral("dx"), m_dx},         {QStringLiteral("iq"), m_iq},
        {QStringLiteral("ma"), m_ma}, {QStringLiteral("points"), m_points}, {QStringLiteral("talents"), m_talents}};
    for (const auto& [key, field] : rows) {
        auto* label = new QLabel(box);
        m_fieldLabels.insert(key, label);
        m_attributeForm->addRow(label, withProblem(field, key, true));
    }
    m_fieldLabels.value(QStringLiteral("points"))->setText(tr("Point total:"));
    m_fieldLabels.value(QStringLiteral("talents"))->setText(tr("Talents, languages:"));
    auto* hurt = new QHBoxLayout;
    hurt->addWidget(m_wounds);
    hurt->addWidget(new QLabel(tr("Fatigue:"), box));
    hurt->addWidget(m_fatigue);
    hurt->addStretch(1);
    m_attributeForm->addRow(tr("Wounds:"), hurt);
    m_underCare = new QCheckBox(tr("Wounds tended (heal as time passes)"), box);
    m_underCare->setObjectName(QStringLiteral("underCare"));
    m_underCare->setToolTip(tr("With proper care wounds heal at the book's rate when the calendar moves; "
                               "untick for a character left without care. Fatigue always comes back with rest."));
    m_attributeForm->addRow(QString(), m_underCare);
    connect(m_underCare, &QCheckBox::toggled, this, [this] {
        if (!m_loading)
            Q_EMIT changed();
    });
    return box;
}

void CharacterFields::load(const Campaign& campaign, const Character& c)
{
    m_loading = true;
    m_ww = c.system == QLatin1String("ww");
    const Ruleset& rules = campaign.rules();
    // A mass-combat team figure picks from the option pack's team races, and is never a bare creature.
    const bool mc = c.system == QLatin1String("mc");
    m_race->clear();
    if (!m_ww) {
        for (const LocatedEntry& e : rules.entries({mc ? QStringLiteral("team-race") : QStringLiteral("race")}))
            m_race->addItem(RaceWords::name(e.entry->id(), e.entry->name()), e.entry->id());
    }
    if (!mc)
        m_race->addItem(tr("(none: a creature)"), QString());
    m_type->clear();
    if (m_ww) {
        for (const LocatedEntry& e : rules.entries({QStringLiteral("character-type")}))
            m_type->addItem(e.entry->name(), e.entry->id());
    } else {
        m_type->addItem(tr("Wizard"), QStringLiteral("wizard"));
        m_type->addItem(tr("Hero"), QStringLiteral("hero"));
    }
    m_party->clear();
    QString error;
    m_party->addItems(Roster::parties(campaign, &error));

    m_name->setText(c.name);
    m_role->setCurrentIndex(qMax(0, m_role->findData(c.role)));
    m_player->setText(c.player);
    m_party->setEditText(c.party);
    choose(m_race, c.race);
    choose(m_type, c.type);
    m_st->setValue(c.st);
    m_dx->setValue(c.dx);
    m_iq->setValue(c.iq);
    m_ma->setValue(c.ma);
    m_points->setValue(c.pointTotal);
    m_talents->setValue(c.talentsAndLanguages);
    m_wounds->setValue(c.wounds);
    m_fatigue->setValue(c.fatigue);
    m_underCare->setChecked(c.underCare);
    m_fieldLabels.value(QStringLiteral("st"))->setText(m_ww ? tr("STR:") : tr("ST:"));
    m_fieldLabels.value(QStringLiteral("dx"))->setText(m_ww ? tr("DEX:") : tr("DX:"));
    m_fieldLabels.value(QStringLiteral("iq"))->setText(m_ww ? tr("INT:") : tr("IQ:"));
    m_fieldLabels.value(QStringLiteral("ma"))->setText(m_ww ? tr("MOV:") : tr("MA:"));
    m_identityForm->setRowVisible(4, !m_ww);
    m_attributeForm->setRowVisible(4, !mc); // a team figure's points come from its race and the team
    m_attributeForm->setRowVisible(5, !m_ww && !mc);
    m_loading = false;
}

void CharacterFields::read(Character* c) const
{
    c->name = m_name->text();
    c->role = m_role->currentData().toString();
    c->player = m_player->text();
    c->party = m_party->currentText();
    c->race = m_race->currentData().toString();
    c->type = m_type->currentData().toString();
    c->st = m_st->value();
    c->dx = m_dx->value();
    c->iq = m_iq->value();
    c->ma = m_ma->value();
    c->pointTotal = m_points->value();
    c->talentsAndLanguages = m_talents->value();
    c->wounds = m_wounds->value();
    c->fatigue = m_fatigue->value();
    c->underCare = m_underCare->isChecked();
}

void CharacterFields::setDefaults(const QString& maText, const QString& pointsText)
{
    for (auto [box, text] : {std::pair{m_ma, maText}, std::pair{m_points, pointsText}}) {
        if (box->specialValueText() == text)
            continue;
        box->setSpecialValueText(text);
        // The box is as wide as its words ("Default (32)", "Vorgabe (32)") in any style and language: Qt forgets
        // its old size hint but does not tell the layout, and the minimum it gives ignores the words.
        box->setMinimumWidth(box->sizeHint().width());
        box->updateGeometry();
    }
}

bool CharacterFields::hasField(const QString& field) const
{
    if (m_ww && (field == QLatin1String("race") || field == QLatin1String("talents")))
        return false;
    return m_problemLabels.contains(field);
}

void CharacterFields::setProblems(const QHash<QString, QString>& byField)
{
    for (auto it = m_problemLabels.cbegin(); it != m_problemLabels.cend(); ++it) {
        const QString text = byField.value(it.key());
        it.value()->setText(text);
        it.value()->setVisible(!text.isEmpty());
    }
}

QString CharacterFields::problemText(const QString& field) const
{
    const QLabel* label = m_problemLabels.value(field);
    return label && !label->isHidden() ? label->text() : QString();
}

} // namespace hk
