#include "combat/BuilderDialogs.h"

#include "combat/CreatureStats.h"

#include "campaign/Campaign.h"
#include "characters/Roster.h"
#include "packages/Ruleset.h"

#include <QComboBox>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace hk {

AddCharactersDialog::AddCharactersDialog(Campaign& campaign, const QSet<qint64>& alreadyIn, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Add characters"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Tick the roster characters who take part:"), this));
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("rosterChoice"));
    QString error;
    for (const Character& c : Roster(campaign).list({}, &error)) {
        if (alreadyIn.contains(c.id))
            continue;
        QString text = tr("%1 — ST %2 of %3, DX %4, IQ %5").arg(c.name).arg(c.currentSt()).arg(c.st).arg(c.dx).arg(c.iq);
        if (!c.party.isEmpty())
            text += QStringLiteral(" · ") + c.party;
        auto* item = new QListWidgetItem(text, m_list);
        item->setData(Qt::UserRole, c.id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        item->setCheckState(Qt::Unchecked);
        if (c.currentSt() <= 0) {
            item->setFlags(Qt::NoItemFlags);
            item->setToolTip(tr("No ST left to fight with."));
        }
    }
    if (!error.isEmpty())
        layout->addWidget(new QLabel(error, this));
    else if (m_list->count() == 0)
        layout->addWidget(new QLabel(tr("Everyone on the roster is already in this encounter."), this));
    layout->addWidget(m_list, 1);
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(box);
    connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(440, 380);
}

QList<qint64> AddCharactersDialog::chosen() const
{
    QList<qint64> out;
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->checkState() == Qt::Checked)
            out.append(m_list->item(row)->data(Qt::UserRole).toLongLong());
    }
    return out;
}

AddTeamDialog::AddTeamDialog(Campaign& campaign, QWidget* parent) : QDialog(parent), m_campaign(campaign)
{
    setWindowTitle(tr("Add a team"));
    auto* form = new QFormLayout(this);
    m_party = new QComboBox(this);
    m_party->setObjectName(QStringLiteral("teamChoice"));
    QString error;
    m_party->addItems(Roster::parties(campaign, &error));
    m_preview = new QLabel(error, this);
    m_preview->setObjectName(QStringLiteral("teamCheck"));
    m_preview->setWordWrap(true);
    form->addRow(tr("Team (party):"), m_party);
    form->addRow(QString(), m_preview);
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(box);
    connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_party, &QComboBox::currentIndexChanged, this, &AddTeamDialog::updatePreview);
    updatePreview();
    resize(420, sizeHint().height());
}

QString AddTeamDialog::party() const { return m_party->currentText(); }

bool AddTeamDialog::setParty(const QString& party)
{
    const int index = m_party->findText(party);
    if (index >= 0)
        m_party->setCurrentIndex(index);
    return index >= 0;
}

void AddTeamDialog::updatePreview()
{
    if (party().isEmpty()) {
        m_preview->setText(tr("No character of the roster is in a party yet."));
        return;
    }
    QString error;
    const TeamReport r = Roster(m_campaign).team(party(), false, &error);
    if (!error.isEmpty()) {
        m_preview->setText(error);
        return;
    }
    QStringList lines{r.legal() ? tr("A legal team of %n figure(s).", nullptr, r.figures)
                                : tr("Not a legal team: it will be refused.")};
    for (const CharacterProblem& p : r.problems)
        lines.append(p.message);
    m_preview->setText(lines.join(QLatin1Char('\n')));
}

AddCreaturesDialog::AddCreaturesDialog(const Ruleset& rules, QWidget* parent) : QDialog(parent), m_rules(rules)
{
    setWindowTitle(tr("Add creatures"));
    auto* form = new QFormLayout(this);
    m_creature = new QComboBox(this);
    m_creature->setObjectName(QStringLiteral("creatureChoice"));
    m_creature->setEditable(true);
    m_creature->setInsertPolicy(QComboBox::NoInsert);
    m_creature->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_creature->completer()->setFilterMode(Qt::MatchContains);
    for (const CreatureStats& c : CreatureStats::all(rules))
        m_creature->addItem(c.name, c.id);
    m_count = new QSpinBox(this);
    m_count->setRange(1, 50);
    m_preview = new QLabel(this);
    m_preview->setWordWrap(true);
    form->addRow(tr("Creature:"), m_creature);
    form->addRow(tr("How many:"), m_count);
    form->addRow(QString(), m_preview);
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(box);
    connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_creature, &QComboBox::currentIndexChanged, this, &AddCreaturesDialog::updatePreview);
    updatePreview();
    resize(400, sizeHint().height());
}

QString AddCreaturesDialog::creature() const { return m_creature->currentData().toString(); }

int AddCreaturesDialog::count() const { return m_count->value(); }

bool AddCreaturesDialog::setCreature(const QString& id)
{
    const int index = m_creature->findData(id);
    if (index >= 0)
        m_creature->setCurrentIndex(index);
    return index >= 0;
}

void AddCreaturesDialog::setCount(int count) { m_count->setValue(count); }

void AddCreaturesDialog::updatePreview()
{
    const std::optional<CreatureStats> c = CreatureStats::read(m_rules, creature(), nullptr);
    if (!c) {
        m_preview->clear();
        return;
    }
    QString text = tr("ST %1, DX %2, IQ %3, MA %4").arg(c->st).arg(c->dx).arg(c->iq).arg(c->ma);
    if (!c->damage.isEmpty())
        text += QStringLiteral(" · ") + tr("attack %1").arg(c->damage);
    if (c->armor > 0)
        text += QStringLiteral(" · ") + tr("stops %n hit(s)", nullptr, c->armor);
    if (c->hexes > 1)
        text += QStringLiteral(" · ") + tr("%1 hexes").arg(c->hexes);
    m_preview->setText(text);
}

} // namespace hk
