#include "downtime/NewResearchDialog.h"

#include "campaign/Campaign.h"
#include "characters/Roster.h"
#include "labs/Labs.h"
#include "treasury/Treasury.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace hk {

NewResearchDialog::NewResearchDialog(Campaign& campaign, QWidget* parent) : PlanningDialog(parent), m_campaign(campaign)
{
    setWindowTitle(tr("New research"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_who = new QComboBox(this);
    m_who->setObjectName(QStringLiteral("researcher"));
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("kind"));
    m_spell = new QComboBox(this);
    m_spell->setObjectName(QStringLiteral("spell"));
    m_title = new QLineEdit(this);
    m_title->setObjectName(QStringLiteral("title"));
    m_title->setPlaceholderText(tr("What is being invented, e.g. Skyhook"));
    m_level = new QSpinBox(this);
    m_level->setObjectName(QStringLiteral("level"));
    m_level->setRange(0, 40);
    m_level->setToolTip(tr("The spell's IQ level; for an item or potion, the level the GM sets (it prices the materials)."));
    m_dice = new QSpinBox(this);
    m_dice->setObjectName(QStringLiteral("dice"));
    m_dice->setRange(1, 9);
    m_weeks = new QSpinBox(this);
    m_weeks->setObjectName(QStringLiteral("weeksNeeded"));
    m_weeks->setRange(0, 2000);
    m_weeksLabel = new QLabel(tr("Weeks needed (GM only):"), this);
    m_weeks->setToolTip(tr("Kept secret from the players: only the GM sees it."));
    m_lab = new QComboBox(this);
    m_lab->setObjectName(QStringLiteral("lab"));
    form->addRow(tr("Researcher:"), m_who);
    form->addRow(tr("Kind:"), m_kind);
    form->addRow(tr("Spell from the library:"), m_spell);
    form->addRow(tr("Title:"), m_title);
    form->addRow(tr("Level (IQ):"), m_level);
    form->addRow(tr("Dice each week:"), m_dice);
    form->addRow(m_weeksLabel, m_weeks);
    form->addRow(tr("Laboratory:"), m_lab);
    layout->addLayout(form);
    addPlanFrame(layout, tr("Start research"));
    setMinimumWidth(520);

    fillLists();
    connect(buttons(), &QDialogButtonBox::accepted, this, &NewResearchDialog::start);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &NewResearchDialog::kindChanged);
    connect(m_spell, &QComboBox::currentIndexChanged, this, [this] {
        const RuleEntry* spell = m_campaign.rules().entry(QStringLiteral("spell"), m_spell->currentData().toString());
        if (spell)
            m_level->setValue(spell->intField(QStringLiteral("iq")));
        m_level->setEnabled(!spell);
        m_title->setEnabled(!spell);
        updatePlan();
    });
    for (QComboBox* box : {m_who, m_lab})
        connect(box, &QComboBox::currentIndexChanged, this, &NewResearchDialog::updatePlan);
    for (QSpinBox* box : {m_level, m_dice, m_weeks})
        connect(box, &QSpinBox::valueChanged, this, &NewResearchDialog::updatePlan);
    connect(m_title, &QLineEdit::textChanged, this, &NewResearchDialog::updatePlan);
    kindChanged();
}

void NewResearchDialog::fillLists()
{
    QString error;
    for (const Character& c : Roster(m_campaign).list({}, &error)) {
        if (c.role != QLatin1String("monster"))
            m_who->addItem(tr("%1 (IQ %2)").arg(c.name).arg(c.iq), c.id);
    }
    const ResearchRules rules(m_campaign.rules());
    for (const QString& kind : rules.kinds())
        m_kind->addItem(rules.project(kind).name, kind);
    m_spell->addItem(tr("— none: a new spell of the GM's —"), QString());
    QList<const RuleEntry*> spells;
    for (const LocatedEntry& e : m_campaign.rules().entries({QStringLiteral("spell")}))
        spells.append(e.entry);
    std::sort(spells.begin(), spells.end(), [](const RuleEntry* a, const RuleEntry* b) {
        const int ia = a->intField(QStringLiteral("iq")), ib = b->intField(QStringLiteral("iq"));
        return ia != ib ? ia < ib : a->name() < b->name();
    });
    for (const RuleEntry* s : spells)
        m_spell->addItem(tr("%1 (IQ %2)").arg(s->name()).arg(s->intField(QStringLiteral("iq"))), s->id());
    m_lab->addItem(tr("— no laboratory —"), 0);
    for (const Lab& lab : Labs(m_campaign).list(false, &error))
        m_lab->addItem(lab.name, lab.id);
    if (m_lab->count() > 1)
        m_lab->setCurrentIndex(1);
}

void NewResearchDialog::kindChanged()
{
    const ResearchProject p = ResearchRules(m_campaign.rules()).project(m_kind->currentData().toString());
    const bool spell = p.subject.endsWith(QLatin1String("spell"));
    m_spell->setEnabled(spell);
    if (!spell)
        m_spell->setCurrentIndex(0);
    m_dice->setRange(qMax(1, p.diceMin), qMax(1, p.diceMax));
    m_dice->setEnabled(p.diceMin != p.diceMax);
    m_weeks->setEnabled(p.weeksGmSets);
    m_weeksLabel->setEnabled(p.weeksGmSets);
    updatePlan();
}

qint64 NewResearchDialog::character() const
{
    return m_who->currentData().toLongLong();
}

ResearchRequest NewResearchDialog::request() const
{
    ResearchRequest r;
    r.kind = m_kind->currentData().toString();
    r.spell = m_spell->isEnabled() ? m_spell->currentData().toString() : QString();
    r.title = m_title->isEnabled() ? m_title->text() : QString();
    r.level = m_level->value();
    r.dice = m_dice->value();
    r.gmWeeks = m_weeks->isEnabled() ? m_weeks->value() : 0;
    r.labId = m_lab->currentData().toLongLong();
    return r;
}

void NewResearchDialog::setRequest(qint64 characterId, const ResearchRequest& r)
{
    m_who->setCurrentIndex(m_who->findData(characterId));
    m_kind->setCurrentIndex(m_kind->findData(r.kind));
    m_spell->setCurrentIndex(qMax(0, m_spell->findData(r.spell)));
    m_title->setText(r.title);
    if (r.spell.isEmpty())
        m_level->setValue(r.level);
    if (r.dice > 0)
        m_dice->setValue(r.dice);
    m_weeks->setValue(r.gmWeeks);
    m_lab->setCurrentIndex(qMax(0, m_lab->findData(r.labId)));
    updatePlan();
}

void NewResearchDialog::updatePlan()
{
    if (!character()) {
        showPlan(QString());
        showProblems({tr("Add a character to the roster first.")});
        return;
    }
    QString error;
    const ResearchPlan p = Research(m_campaign).plan(character(), request(), &error);
    QStringList lines;
    if (p.project.valid) {
        if (p.secretWeeks)
            lines.append(p.weeksNeeded > 0 ? tr("%n successful week(s) in a row needed — GM only: the players will not see this.", nullptr, p.weeksNeeded)
                                           : tr("The GM sets the weeks needed, secretly."));
        else
            lines.append(tr("%n successful week(s) in a row needed.", nullptr, p.weeksNeeded));
        lines.append(tr("Each week: materials %1 before it, experiments %2; %3 dice against IQ %4.")
                         .arg(Treasury::format(p.materialsPerWeek), p.experimentCost.isEmpty() ? tr("none") : p.experimentCost)
                         .arg(p.dice)
                         .arg(p.target));
    }
    showPlan(lines.join(QLatin1Char('\n')));
    QStringList problems = p.problems;
    if (!error.isEmpty())
        problems.prepend(error);
    showProblems(problems);
}

bool NewResearchDialog::canStart() const
{
    return problemsText().isEmpty() && character() != 0;
}

void NewResearchDialog::start()
{
    QString error;
    if (!Research(m_campaign).start(character(), request(), &m_started, &error)) {
        showRefusal(error);
        return;
    }
    accept();
}

} // namespace hk
