#include "wizwar/WizWarNewGameDialog.h"

#include "main/StatusColors.h"
#include "packages/Ruleset.h"
#include "wizwar/WizWarDeckCount.h"
#include "wizwar/WizWarText.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace hk {

namespace {

const QString whiteCantrip = QStringLiteral("white-cantrip");
const QString blackCantrip = QStringLiteral("black-cantrip");

} // namespace

WizWarNewGameDialog::WizWarNewGameDialog(const Ruleset& rules, const wizwar::CardLibrary& cards,
                                         const wizwar::Parameters& params, QWidget* parent)
    : QDialog(parent), m_params(params), m_cards(cards)
{
    setWindowTitle(tr("New Wiz-War game"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("gameName"));
    form->addRow(tr("Name:"), m_name);
    m_side = new QComboBox(this);
    m_side->setObjectName(QStringLiteral("boardSide"));
    m_side->addItem(tr("Side A"), QStringLiteral("A"));
    m_side->addItem(tr("Side B"), QStringLiteral("B"));
    form->addRow(tr("Boards:"), m_side);
    layout->addLayout(form);
    auto* columns = new QHBoxLayout;
    auto* left = new QVBoxLayout;
    left->addWidget(buildPlayers(params));
    left->addWidget(buildSchools(rules, cards, params.schoolsChosen), 1);
    columns->addLayout(left, 1);
    columns->addWidget(buildOptions(rules, params), 1);
    layout->addLayout(columns, 1);
    layout->addWidget(buildDeckRow());
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->hide();
    layout->addWidget(m_message);
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    box->button(QDialogButtonBox::Ok)->setText(tr("Start game"));
    connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(box);
    for (QLineEdit* player : std::as_const(m_players))
        connect(player, &QLineEdit::textChanged, this, &WizWarNewGameDialog::updateDeck);
    connect(m_schools, &QListWidget::itemChanged, this, &WizWarNewGameDialog::updateDeck);
    connect(m_secondSchools, &QListWidget::itemChanged, this, &WizWarNewGameDialog::updateDeck);
    for (QComboBox* group : std::as_const(m_groups))
        connect(group, &QComboBox::currentIndexChanged, this, &WizWarNewGameDialog::updateDeck);
    for (const auto& [option, check] : std::as_const(m_options)) {
        connect(check, &QCheckBox::toggled, this, &WizWarNewGameDialog::updateDeck);
        if (option == wizwar::Option::CustomSpellbook)
            connect(check, &QCheckBox::toggled, this, &WizWarNewGameDialog::showGroups);
    }
    showGroups();
    updateDeck();
}

QWidget* WizWarNewGameDialog::buildDeckRow()
{
    auto* row = new QWidget(this);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    m_deck = new QLabel(row);
    m_deck->setObjectName(QStringLiteral("deckCount"));
    m_deck->setWordWrap(true);
    layout->addWidget(m_deck, 1);
    auto* edit = new QPushButton(tr("Deck…"), row);
    edit->setObjectName(QStringLiteral("editDeck"));
    edit->setToolTip(tr("Open the deck editor: add your cards, or switch the starter deck on"));
    connect(edit, &QPushButton::clicked, this, &WizWarNewGameDialog::deckEditorRequested);
    layout->addWidget(edit, 0, Qt::AlignTop);
    return row;
}

void WizWarNewGameDialog::setCards(const wizwar::CardLibrary& cards)
{
    m_cards = cards;
    updateDeck();
}

QString WizWarNewGameDialog::deckText() const
{
    return m_deck->text();
}

QString WizWarNewGameDialog::deckLine(const wizwar::DeckCount& count, int hands) const
{
    if (!count.error.isEmpty())
        return count.error;
    QString text = tr("The deck from these schools holds %n card(s).", nullptr, count.cards);
    if (count.missing() > 0)
        text += QLatin1Char(' ')
                + tr("%n more are needed to deal %1 hands of %2: add cards in the deck editor.", nullptr, count.missing())
                      .arg(hands)
                      .arg(m_params.startingHand);
    for (const QString& school : count.overfull)
        text += QLatin1Char(' ') + tr("%1 has %2 cards; a school has %3.")
                                       .arg(m_cards.schoolName(school))
                                       .arg(count.perSchool.value(school))
                                       .arg(m_params.cardsPerSchool);
    return text;
}

void WizWarNewGameDialog::updateDeck()
{
    const wizwar::SetupChoice c = choice();
    if (!c.options.contains(wizwar::Option::CustomSpellbook)) {
        const wizwar::DeckCount count = wizwar::countDeck(c, m_params, m_cards);
        m_deck->setText(deckLine(count, qMax(int(c.players.size()), m_params.minPlayers)));
        m_deck->setStyleSheet(count.dealable() ? QString() : StatusColors::problemStyle());
        m_deck->setMinimumHeight(0);
        return;
    }
    // The Custom Spellbook: each group's deck deals its own players' hands (at least one each).
    QStringList lines;
    bool dealable = true;
    for (int group = 0; group < 2; ++group) {
        int players = 0;
        for (const wizwar::SetupChoice::Player& p : c.players)
            players += p.group == group ? 1 : 0;
        const wizwar::DeckCount count = wizwar::countDeck(c, m_params, m_cards, qMax(players, 1), group);
        lines.append(tr("Group %1: %2").arg(group + 1).arg(deckLine(count, qMax(players, 1))));
        dealable = dealable && count.dealable();
    }
    m_deck->setText(lines.join(QLatin1Char('\n')));
    m_deck->setMinimumHeight(m_deck->fontMetrics().lineSpacing() * int(lines.size()) + 4); // both decks' lines in sight
    m_deck->setStyleSheet(dealable ? QString() : StatusColors::problemStyle());
}

void WizWarNewGameDialog::setOption(wizwar::Option option, bool on)
{
    for (const auto& [o, box] : std::as_const(m_options)) {
        if (o == option)
            box->setChecked(on);
    }
}

void WizWarNewGameDialog::showGroups()
{
    bool custom = false;
    for (const auto& [option, box] : std::as_const(m_options))
        custom = custom || (option == wizwar::Option::CustomSpellbook && box->isChecked());
    for (QComboBox* group : std::as_const(m_groups))
        group->setVisible(custom);
    m_secondBox->setVisible(custom);
    static_cast<QGroupBox*>(m_schoolsBox)->setTitle(custom ? tr("Group 1: White Cantrip and %1 schools").arg(m_params.schoolsChosen)
                                                           : tr("Schools besides White Cantrip (choose %1)").arg(m_params.schoolsChosen));
}

QWidget* WizWarNewGameDialog::buildPlayers(const wizwar::Parameters& params)
{
    auto* group = new QGroupBox(tr("Players (%1 to %2)").arg(params.minPlayers).arg(params.maxPlayers), this);
    auto* grid = new QGridLayout(group);
    const QStringList colours = wizwar::Game::colours();
    for (int i = 0; i < params.maxPlayers; ++i) {
        auto* name = new QLineEdit(group);
        name->setObjectName(QStringLiteral("player%1").arg(i));
        name->setPlaceholderText(i < params.minPlayers ? tr("Player %1").arg(i + 1) : tr("Player %1 (optional)").arg(i + 1));
        auto* colour = new QComboBox(group);
        colour->setObjectName(QStringLiteral("colour%1").arg(i));
        for (const QString& c : colours)
            colour->addItem(WizWarText::colourName(c), c);
        colour->setCurrentIndex(i % int(colours.size()));
        auto* team = new QComboBox(group);
        team->setObjectName(QStringLiteral("group%1").arg(i));
        team->addItem(tr("Group 1"), 0);
        team->addItem(tr("Group 2"), 1);
        team->setToolTip(tr("The Custom Spellbook's group: whose deck this player draws from"));
        team->setCurrentIndex(i % 2);
        grid->addWidget(name, i, 0);
        grid->addWidget(colour, i, 1);
        grid->addWidget(team, i, 2);
        m_players.append(name);
        m_colours.append(colour);
        m_groups.append(team);
    }
    return group;
}

QListWidget* WizWarNewGameDialog::schoolList(const Ruleset& rules, const wizwar::CardLibrary& cards, bool firstGame,
                                             QWidget* parent)
{
    auto* list = new QListWidget(parent);
    // The schools a player may choose (the ruleset's school entries), then any school only a card names.
    QStringList ids;
    QStringList preset;
    for (const LocatedEntry& e : rules.entries({QStringLiteral("school")})) {
        if (e.entry->stringField(QStringLiteral("standardGame")) != QLatin1String("choose"))
            continue;
        ids.append(e.entry->id());
        if (firstGame && e.entry->data.value(QLatin1String("firstGame")).toBool())
            preset.append(e.entry->id());
    }
    for (const wizwar::CardDef& c : cards.all())
        if (c.dealable() && c.school != whiteCantrip && c.school != blackCantrip && !ids.contains(c.school))
            ids.append(c.school);
    for (const QString& id : std::as_const(ids)) {
        auto* item = new QListWidgetItem(WizWarText::schoolName(rules, id), list);
        item->setData(Qt::UserRole, id);
        item->setCheckState(preset.contains(id) ? Qt::Checked : Qt::Unchecked);
    }
    return list;
}

QWidget* WizWarNewGameDialog::buildSchools(const Ruleset& rules, const wizwar::CardLibrary& cards, int chosen)
{
    auto* row = new QWidget(this);
    auto* columns = new QHBoxLayout(row);
    columns->setContentsMargins(0, 0, 0, 0);
    auto* first = new QGroupBox(tr("Schools besides White Cantrip (choose %1)").arg(chosen), row);
    m_schoolsBox = first;
    m_schools = schoolList(rules, cards, true, first);
    m_schools->setObjectName(QStringLiteral("schools"));
    (new QVBoxLayout(first))->addWidget(m_schools);
    columns->addWidget(first, 1);
    auto* second = new QGroupBox(tr("Group 2: Black Cantrip and %1 schools").arg(chosen), row);
    m_secondBox = second;
    m_secondSchools = schoolList(rules, cards, false, second);
    m_secondSchools->setObjectName(QStringLiteral("secondSchools"));
    (new QVBoxLayout(second))->addWidget(m_secondSchools);
    columns->addWidget(second, 1);
    return row;
}

QWidget* WizWarNewGameDialog::buildOptions(const Ruleset& rules, const wizwar::Parameters& params)
{
    auto* group = new QGroupBox(tr("Optional rules"), this);
    auto* layout = new QVBoxLayout(group);
    for (const wizwar::Option o : wizwar::allOptions()) {
        auto* box = new QCheckBox(WizWarText::optionName(rules, o), group);
        box->setObjectName(wizwar::optionKey(o));
        if (const RuleEntry* e = rules.entry(QStringLiteral("rule"), wizwar::optionKey(o)))
            box->setToolTip(e->summary());
        layout->addWidget(box);
        m_options.append({o, box});
        if (o == wizwar::Option::ExtendedPlay) {
            m_target = new QComboBox(group);
            m_target->setObjectName(QStringLiteral("extendedTarget"));
            for (const int vp : params.extendedVictoryPoints)
                m_target->addItem(tr("Play to %n victory point(s)", nullptr, vp), vp);
            m_target->setEnabled(false);
            connect(box, &QCheckBox::toggled, m_target, &QWidget::setEnabled);
            auto* row = new QHBoxLayout;
            row->addSpacing(24);
            row->addWidget(m_target, 1);
            layout->addLayout(row);
        }
    }
    layout->addStretch(1);
    return group;
}

QString WizWarNewGameDialog::gameName() const
{
    return m_name->text().trimmed();
}

void WizWarNewGameDialog::setGameName(const QString& name)
{
    m_name->setText(name);
}

void WizWarNewGameDialog::setMessage(const QString& text)
{
    m_message->setText(text);
    m_message->setStyleSheet(StatusColors::problemStyle());
    m_message->setVisible(!text.isEmpty());
}

void WizWarNewGameDialog::setPlayers(const QStringList& names)
{
    for (int i = 0; i < m_players.size(); ++i)
        m_players.at(i)->setText(names.value(i));
}

void WizWarNewGameDialog::setSchools(const QStringList& ids)
{
    for (int row = 0; row < m_schools->count(); ++row) {
        QListWidgetItem* item = m_schools->item(row);
        item->setCheckState(ids.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
    }
}

void WizWarNewGameDialog::setSecondSchools(const QStringList& ids)
{
    for (int row = 0; row < m_secondSchools->count(); ++row) {
        QListWidgetItem* item = m_secondSchools->item(row);
        item->setCheckState(ids.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
    }
}

void WizWarNewGameDialog::setGroups(const QList<int>& groups)
{
    for (int i = 0; i < m_groups.size(); ++i)
        m_groups.at(i)->setCurrentIndex(groups.value(i, 1) == 2 ? 1 : 0);
}

QStringList WizWarNewGameDialog::offeredSchools() const
{
    QStringList out;
    for (int row = 0; row < m_schools->count(); ++row)
        out.append(m_schools->item(row)->data(Qt::UserRole).toString());
    return out;
}

wizwar::SetupChoice WizWarNewGameDialog::choice() const
{
    wizwar::SetupChoice c;
    for (int i = 0; i < m_players.size(); ++i) {
        const QString name = m_players.at(i)->text().trimmed();
        if (!name.isEmpty())
            c.players.append({name, m_colours.at(i)->currentData().toString(), m_groups.at(i)->currentData().toInt()});
    }
    for (int row = 0; row < m_schools->count(); ++row)
        if (m_schools->item(row)->checkState() == Qt::Checked)
            c.schools.append(m_schools->item(row)->data(Qt::UserRole).toString());
    c.boardSide = m_side->currentData().toString().at(0);
    for (const auto& [option, box] : m_options)
        if (box->isChecked())
            c.options.append(option);
    if (c.options.contains(wizwar::Option::CustomSpellbook)) {
        for (int row = 0; row < m_secondSchools->count(); ++row)
            if (m_secondSchools->item(row)->checkState() == Qt::Checked)
                c.secondSchools.append(m_secondSchools->item(row)->data(Qt::UserRole).toString());
    } else {
        for (wizwar::SetupChoice::Player& p : c.players)
            p.group = 0; // groups only under the Custom Spellbook
    }
    if (c.options.contains(wizwar::Option::ExtendedPlay) && m_target && m_target->count())
        c.victoryPoints = m_target->currentData().toInt();
    return c;
}

} // namespace hk
