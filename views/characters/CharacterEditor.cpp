#include "characters/CharacterEditor.h"

#include "main/StatusColors.h"

#include "campaign/Campaign.h"
#include "characters/CharacterFields.h"
#include "characters/DerivedPanel.h"
#include "characters/GearEditor.h"
#include "characters/Roster.h"
#include "characters/SpellPicker.h"
#include "characters/McCharacterRules.h"

#include <QApplication>
#include <QCursor>
#include <QGroupBox>
#include <QPointer>
#include <QScrollBar>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace hk {

namespace {


bool isWw(const Character& c)
{
    return c.system == QLatin1String("ww");
}

} // namespace

CharacterEditor::CharacterEditor(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("characterEditor"));
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_otherProblems = new QLabel(this);
    m_otherProblems->setObjectName(QStringLiteral("problem_other"));
    m_otherProblems->setWordWrap(true);
    m_otherProblems->setStyleSheet(StatusColors::problemStyle());
    m_otherProblems->hide();
    m_revert = new QPushButton(tr("Revert"), this);
    m_revert->setObjectName(QStringLiteral("revert"));
    m_revert->setToolTip(tr("Forget the changes made since the last save"));
    m_save = new QPushButton(tr("Save"), this);
    m_save->setObjectName(QStringLiteral("save"));

    m_body = new QWidget;
    auto* body = new QVBoxLayout(m_body);
    m_fields = new CharacterFields(m_body);
    body->addWidget(m_fields);

    auto* derivedBox = new QGroupBox(tr("Worked out by the rules"), m_body);
    auto* derivedLayout = new QVBoxLayout(derivedBox);
    m_derived = new DerivedPanel(derivedBox);
    derivedLayout->addWidget(m_derived);
    body->addWidget(derivedBox);

    m_spellBox = new QGroupBox(tr("Spells"), m_body);
    m_spells = new SpellPicker(QStringLiteral("spells"), m_spellBox);
    (new QVBoxLayout(m_spellBox))->addWidget(m_spells);
    body->addWidget(m_spellBox);
    m_skillBox = new QGroupBox(tr("Skills"), m_body);
    m_skills = new SpellPicker(QStringLiteral("skills"), m_skillBox);
    (new QVBoxLayout(m_skillBox))->addWidget(m_skills);
    body->addWidget(m_skillBox);
    auto* gearBox = new QGroupBox(tr("Armor, shield and weapons"), m_body);
    m_gear = new GearEditor(gearBox);
    (new QVBoxLayout(gearBox))->addWidget(m_gear);
    body->addWidget(gearBox);
    auto* notesBox = new QGroupBox(tr("Notes"), m_body);
    m_notes = new QPlainTextEdit(notesBox);
    m_notes->setObjectName(QStringLiteral("notes"));
    m_notes->setFixedHeight(80);
    (new QVBoxLayout(notesBox))->addWidget(m_notes);
    body->addWidget(notesBox);
    body->addStretch(1);

    auto* scroll = m_scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(m_body);
    // The form scrolls sideways in a narrow window rather than making the whole window wider (1024 px must fit).
    scroll->setMinimumWidth(qMin(m_body->minimumSizeHint().width(), 420) + style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 4);
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_summary, 1);
    bar->addWidget(m_revert);
    bar->addWidget(m_save);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(scroll, 1);
    // Below the form: a problem that appears or goes away must not move the fields under the mouse.
    layout->addWidget(m_otherProblems);

    connect(m_fields, &CharacterFields::changed, this, &CharacterEditor::onEdited);
    connect(m_notes, &QPlainTextEdit::textChanged, this, &CharacterEditor::onEdited);
    connect(m_spells, &SpellPicker::changed, this, &CharacterEditor::onEdited);
    connect(m_skills, &SpellPicker::changed, this, &CharacterEditor::onEdited);
    connect(m_gear, &GearEditor::changed, this, &CharacterEditor::onEdited);
    connect(m_revert, &QPushButton::clicked, this, &CharacterEditor::revert);
    connect(m_save, &QPushButton::clicked, this, [this] {
        QString error;
        if (!save(&error))
            QMessageBox::warning(this, tr("Cannot save"), error);
    });
    clear();
}

void CharacterEditor::setCampaign(Campaign* campaign)
{
    if (m_campaign)
        disconnect(m_campaign, nullptr, this, nullptr);
    m_campaign = campaign;
    m_gear->setCampaign(campaign);
    clear();
    if (m_campaign) {
        // House rules change what is legal: check again, keeping what is being typed.
        connect(m_campaign, &Campaign::rulesChanged, this, [this] {
            if (m_hasCharacter) {
                keepingFieldInPlace([this] {
                    loadForm();
                    refresh();
                });
            }
        });
    }
}

void CharacterEditor::clear()
{
    m_hasCharacter = false;
    m_original = m_current = Character();
    m_problems.clear();
    m_loading = true;
    m_spells->setKnown({});
    m_spells->setLearnable({});
    m_skills->setKnown({});
    m_gear->setGear({});
    m_notes->clear();
    m_loading = false;
    m_body->setEnabled(false);
    m_fields->clearProblems();
    m_otherProblems->hide();
    m_summary->setText(tr("Choose a character in the roster, or make a new one."));
    m_summary->setStyleSheet(QString());
    m_save->setEnabled(false);
    m_revert->setEnabled(false);
}

void CharacterEditor::setCharacter(const Character& character)
{
    if (!m_campaign)
        return;
    m_original = m_current = character;
    m_hasCharacter = true;
    m_body->setEnabled(true);
    loadForm();
    refresh();
}

void CharacterEditor::loadForm()
{
    m_loading = true;
    const Character& c = m_current;
    const bool ww = isWw(c);
    m_fields->load(*m_campaign, c);
    m_notes->setPlainText(c.notes);
    m_skillBox->setVisible(ww);
    // A beast from the bestiary casts nothing unless the GM gave it spells.
    const bool beast = c.role == QLatin1String("pet") || c.role == QLatin1String("monster");
    m_spellBox->setVisible(!beast || !c.spells.isEmpty());
    const Ruleset* rules = &m_campaign->rules();
    const QString spellKind = ww ? QStringLiteral("ww-spell")
                              : c.system == QLatin1String("mc") ? McCharacterRules::spellKind(*rules)
                                                                : QStringLiteral("spell");
    m_spells->setSource(rules, spellKind);
    m_spells->setKnown(c.spells);
    m_skills->setSource(rules, QStringLiteral("skill"));
    m_skills->setKnown(c.skills);
    m_gear->setRules(rules, c.type == QLatin1String("wizard"));
    m_gear->setGear(c.gear);
    m_loading = false;
}

void CharacterEditor::readForm()
{
    m_fields->read(&m_current);
    m_current.notes = m_notes->toPlainText();
    m_current.spells = m_spells->known();
    m_current.skills = m_skills->known();
    m_current.gear = m_gear->gear();
}

void CharacterEditor::onEdited()
{
    if (m_loading || !m_hasCharacter)
        return;
    keepingFieldInPlace([this] {
        readForm();
        refresh();
    });
    Q_EMIT edited();
}

void CharacterEditor::keepingFieldInPlace(const std::function<void()>& work)
{
    QWidget* viewport = m_scroll->viewport();
    QPointer<QWidget> anchor = QApplication::widgetAt(QCursor::pos());
    if (!anchor || !m_body->isAncestorOf(anchor))
        anchor = QApplication::focusWidget();
    if (!anchor || !m_body->isAncestorOf(anchor) || !m_body->isVisible()) {
        work();
        return;
    }
    const int before = anchor->mapTo(viewport, QPoint()).y();
    work();
    // Lay the form out now (not at the next turn of the event loop), then scroll by what the anchor moved.
    for (int pass = 0; pass < 2; ++pass)
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    if (!anchor)
        return;
    const int moved = anchor->mapTo(viewport, QPoint()).y() - before;
    if (moved != 0)
        m_scroll->verticalScrollBar()->setValue(m_scroll->verticalScrollBar()->value() + moved);
}

void CharacterEditor::refresh()
{
    if (!m_campaign || !m_hasCharacter)
        return;
    const CharacterRules rules(m_campaign->rules());
    const bool ww = isWw(m_current);
    m_problems = Roster(*m_campaign).problems(m_current);
    m_derived->setValues(m_current, rules.derive(m_current));

    // What the special (lowest) values of MA and the point total stand for with this race.
    Character plain = m_current;
    plain.ma = 0;
    plain.pointTotal = 0;
    const DerivedValues defaults = rules.derive(plain);
    m_fields->setDefaults(ww ? tr("Base (%1)").arg(defaults.ma) : tr("Race's (%1)").arg(defaults.ma),
                          tr("Default (%1)").arg(defaults.startingPoints));

    const QStringList learnable = rules.learnableSpells(m_current);
    m_spells->setLearnable(learnable);
    // Spells above the character's IQ are shown greyed with the IQ they need, when it may learn spells at all.
    const bool learns = !learnable.isEmpty() || m_current.type == QLatin1String("wizard");
    m_spells->setLevelLimit(learns ? m_current.iq : -1);
    if (ww) {
        QList<const RuleEntry*> skills;
        for (const LocatedEntry& e : m_campaign->rules().entries({QStringLiteral("skill")})) {
            if (!m_current.skills.contains(e.entry->id()))
                skills.append(e.entry);
        }
        std::stable_sort(skills.begin(), skills.end(), [](const RuleEntry* a, const RuleEntry* b) {
            const int la = a->intField(QStringLiteral("minInt"));
            const int lb = b->intField(QStringLiteral("minInt"));
            return la != lb ? la < lb : a->name().compare(b->name(), Qt::CaseInsensitive) < 0;
        });
        QStringList ids;
        for (const RuleEntry* e : std::as_const(skills))
            ids.append(e->id());
        m_skills->setLearnable(ids);
    }
    showProblems();
}

void CharacterEditor::showProblems()
{
    const bool ww = isWw(m_current);
    QHash<QString, QString> byField;
    QHash<QString, QString> spellRows;
    QHash<QString, QString> skillRows;
    QStringList spells, skills, gear, other, all;
    for (const CharacterProblem& p : std::as_const(m_problems)) {
        all.append(p.message);
        if (p.field.startsWith(QLatin1String("spell:"))) {
            spellRows.insert(p.field.mid(6), p.message);
            spells.append(p.message);
        } else if (p.field.startsWith(QLatin1String("skill:"))) {
            skillRows.insert(p.field.mid(6), p.message);
            skills.append(p.message);
        } else if (p.field == QLatin1String("spells")) {
            spells.append(p.message);
        } else if (p.field == QLatin1String("skills") && ww) {
            skills.append(p.message);
        } else if (p.field == QLatin1String("gear")) {
            gear.append(p.message);
        } else if (m_fields->hasField(p.field)) {
            QString& text = byField[p.field];
            text = text.isEmpty() ? p.message : text + QLatin1Char(' ') + p.message;
        } else {
            other.append(p.message);
        }
    }
    m_fields->setProblems(byField);
    m_spells->setProblems(spellRows, spells.join(QLatin1Char(' ')));
    m_skills->setProblems(skillRows, skills.join(QLatin1Char(' ')));
    m_gear->setProblem(gear.join(QLatin1Char(' ')));
    m_otherProblems->setText(other.join(QLatin1Char(' ')));
    m_otherProblems->setVisible(!other.isEmpty());

    const bool legal = m_problems.isEmpty();
    const QString who = m_current.name.trimmed().isEmpty() ? tr("New character") : m_current.name.trimmed();
    m_summary->setText(legal ? tr("<b>%1</b>: legal").arg(who.toHtmlEscaped())
                             : tr("<b>%1</b>: %n problem(s)", nullptr, int(m_problems.size())).arg(who.toHtmlEscaped()));
    m_summary->setStyleSheet(legal ? StatusColors::goodStyle() : StatusColors::problemStyle());
    const bool unsaved = isModified() || m_current.id == 0;
    m_save->setEnabled(legal && unsaved);
    if (!legal)
        m_save->setToolTip(tr("Not legal yet:\n%1").arg(all.join(QLatin1Char('\n'))));
    else if (!unsaved)
        m_save->setToolTip(tr("Nothing has changed since the last save."));
    else
        m_save->setToolTip(m_current.id ? tr("Save the changes (one undoable step)") : tr("Add to the roster (one undoable step)"));
    m_revert->setEnabled(isModified());
}

QString CharacterEditor::problemText(const QString& field) const
{
    if (field == QLatin1String("spells"))
        return m_spells->problemText();
    if (field == QLatin1String("skills"))
        return m_skills->problemText();
    if (field == QLatin1String("gear"))
        return m_gear->findChild<QLabel*>(QStringLiteral("problem_gear"))->text();
    return m_fields->problemText(field);
}

bool CharacterEditor::save(QString* error)
{
    if (!m_campaign || !m_hasCharacter) {
        *error = tr("There is no character to save.");
        return false;
    }
    Roster roster(*m_campaign);
    qint64 id = m_current.id;
    if (id == 0) {
        if (!roster.add(m_current, &id, error))
            return false;
    } else if (!roster.update(m_current, error)) {
        return false;
    }
    Character stored;
    if (!roster.find(id, &stored, error))
        return false;
    setCharacter(stored);
    Q_EMIT saved(id);
    return true;
}

void CharacterEditor::revert()
{
    if (!m_hasCharacter)
        return;
    m_current = m_original;
    loadForm();
    refresh();
}

} // namespace hk
