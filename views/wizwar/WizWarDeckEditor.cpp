#include "wizwar/WizWarDeckEditor.h"

#include "campaign/Campaign.h"
#include "commands/ChangeHistory.h"
#include "main/FlowLayout.h"
#include "main/StatusColors.h"
#include "packages/Ruleset.h"
#include "wizwar/WizWarCardDialog.h"
#include "wizwar/WizWarDeck.h"
#include "wizwar/WizWarText.h"

#include <QCheckBox>
#include <QFile>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hk {

namespace {

enum Column { Name, School, Type, Copies, Effects, From, ColumnCount };

QString originText(const wizwar::CardDef& c)
{
    QString text;
    switch (c.origin) {
    case wizwar::CardOrigin::Book: text = WizWarDeckEditor::tr("Book"); break;
    case wizwar::CardOrigin::BookCompleted: text = WizWarDeckEditor::tr("Book, completed by Hexkeeper"); break;
    case wizwar::CardOrigin::Ours: text = WizWarDeckEditor::tr("Hexkeeper's own"); break;
    case wizwar::CardOrigin::Campaign: text = WizWarDeckEditor::tr("Yours"); break;
    }
    return c.changed ? WizWarDeckEditor::tr("%1, changed").arg(text) : text;
}

} // namespace

WizWarDeckEditor::WizWarDeckEditor(Campaign& campaign, QWidget* parent) : QDialog(parent), m_campaign(campaign)
{
    setWindowTitle(tr("Magic deck"));
    auto* layout = new QVBoxLayout(this);
    m_starter = new QCheckBox(tr("Deal Hexkeeper's starter deck: the book's cards, completed where the rulebook is "
                                 "silent, and cards of our own"), this);
    m_starter->setObjectName(QStringLiteral("starterDeck"));
    connect(m_starter, &QCheckBox::clicked, this, [this](bool on) { setStarterDeck(on); });
    layout->addWidget(m_starter);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("deckSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);

    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("deckTable"));
    m_table->setHorizontalHeaderLabels({tr("Card"), tr("School"), tr("Type"), tr("Copies"), tr("Effects"), tr("From")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(Effects, QHeaderView::Stretch);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &WizWarDeckEditor::updateButtons);
    connect(m_table, &QTableWidget::cellDoubleClicked, this, &WizWarDeckEditor::editDialog);
    layout->addWidget(m_table, 1);

    auto* row = new QWidget(this);
    auto* flow = new FlowLayout(row);
    flow->setContentsMargins(0, 0, 0, 0);
    const auto button = [&](const char* name, const QString& text, const QString& tip, auto slot) {
        auto* b = new QPushButton(text, row);
        b->setObjectName(QString::fromLatin1(name));
        b->setToolTip(tip);
        connect(b, &QPushButton::clicked, this, slot);
        flow->addWidget(b);
        return b;
    };
    button("addCard", tr("Add card…"), tr("A card of your own deck"), [this] { addDialog(); });
    m_edit = button("editCard", tr("Edit…"), tr("Change the selected card"), [this] { editDialog(); });
    m_duplicate = button("duplicateCard", tr("Duplicate"), tr("A new card with the selected card's facts"), [this] { duplicateSelected(); });
    m_remove = button("removeCard", tr("Remove"), tr("Your own card goes; a card of the rules is left out of the deck (0 copies)"),
                      [this] { removeSelected(); });
    button("importCards", tr("Import…"), tr("Add or change the cards of a CSV card list, as one step"), [this] { importDialog(); });
    button("exportCards", tr("Export…"), tr("Write the card list to a CSV file"), [this] { exportDialog(); });
    m_undo = button("undoDeck", tr("Undo"), QString(), [this] { undo(); });
    m_redo = button("redoDeck", tr("Redo"), QString(), [this] { redo(); });
    button("closeDeck", tr("Close"), QString(), [this] { accept(); });
    layout->addWidget(row);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("deckMessage"));
    m_message->setWordWrap(true);
    m_message->hide();
    layout->addWidget(m_message);

    connect(&m_campaign, &Campaign::rulesChanged, this, &WizWarDeckEditor::reload);
    connect(&m_campaign, &Campaign::restored, this, &WizWarDeckEditor::reload);
    connect(m_campaign.undoStack(), &ChangeHistory::changed, this, &WizWarDeckEditor::updateButtons);
    resize(900, 560);
    reload();
}

void WizWarDeckEditor::reload()
{
    const QString selected = selectedCard();
    m_cards = WizWarDeck(m_campaign).cards();
    m_starter->setChecked(m_cards.starterDeck());
    m_table->setRowCount(0);
    QMap<QString, int> perSchool;
    int total = 0;
    for (const wizwar::CardDef& c : m_cards.all()) {
        const int r = m_table->rowCount();
        m_table->insertRow(r);
        const QString school = c.school.isEmpty() ? tr("(none)") : WizWarText::schoolName(m_campaign.rules(), c.school);
        const QStringList cells{c.name, school, c.type == wizwar::CardType::Unknown ? tr("(none)") : WizWarText::typeName(c.type),
                                QString::number(c.copies), c.summary, originText(c)};
        for (int col = 0; col < ColumnCount; ++col) {
            auto* item = new QTableWidgetItem(cells.at(col));
            if (col == Effects || col == From)
                item->setToolTip(col == From && !c.starterNote.isEmpty() ? c.starterNote : cells.at(col));
            if (c.copies == 0 || !c.dealable())
                item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
            m_table->setItem(r, col, item);
        }
        if (c.dealable() && c.copies > 0) {
            perSchool[school] += c.copies;
            total += c.copies;
        }
    }
    QStringList parts;
    for (auto it = perSchool.cbegin(); it != perSchool.cend(); ++it)
        parts.append(QStringLiteral("%1 %2").arg(it.key()).arg(it.value()));
    m_summary->setText(tr("%n card(s) can be dealt: %1. Grey rows are left out (no school, no type or no copies).", nullptr, total)
                           .arg(parts.join(QStringLiteral(", "))));
    selectCard(selected);
    updateButtons();
}

void WizWarDeckEditor::updateButtons()
{
    const bool writable = !m_campaign.isReadOnly();
    const bool any = !selectedCard().isEmpty();
    m_starter->setEnabled(writable);
    m_edit->setEnabled(writable && any);
    m_duplicate->setEnabled(writable && any);
    m_remove->setEnabled(writable && any);
    m_undo->setEnabled(m_campaign.undoStack()->canUndo());
    m_undo->setToolTip(tr("Undo %1").arg(m_campaign.undoStack()->undoText()));
    m_redo->setEnabled(m_campaign.undoStack()->canRedo());
    m_redo->setToolTip(tr("Redo %1").arg(m_campaign.undoStack()->redoText()));
}

bool WizWarDeckEditor::report(bool ok, const QString& done, const QString& error)
{
    m_message->setText(ok ? done : error);
    m_message->setStyleSheet(StatusColors::bannerStyle(!ok));
    m_message->setVisible(!m_message->text().isEmpty());
    return ok;
}

QString WizWarDeckEditor::message() const
{
    return m_message->text();
}

QString WizWarDeckEditor::summary() const
{
    return m_summary->text();
}

void WizWarDeckEditor::selectCard(const QString& name)
{
    for (int r = 0; r < m_table->rowCount(); ++r)
        if (m_table->item(r, Name)->text() == name) {
            m_table->selectRow(r);
            m_table->scrollToItem(m_table->item(r, Name));
            return;
        }
}

QString WizWarDeckEditor::selectedCard() const
{
    const QList<QTableWidgetItem*> items = m_table->selectedItems();
    return items.isEmpty() ? QString() : m_table->item(items.first()->row(), Name)->text();
}

bool WizWarDeckEditor::addCard(const wizwar::CardDef& card)
{
    QString error;
    const bool ok = WizWarDeck(m_campaign).save({}, card, &error);
    if (ok)
        selectCard(card.name.trimmed());
    return report(ok, tr("%1 is in the deck.").arg(card.name.trimmed()), error);
}

bool WizWarDeckEditor::saveCard(const QString& name, const wizwar::CardDef& card)
{
    QString error;
    const bool ok = WizWarDeck(m_campaign).save(name, card, &error);
    if (ok)
        selectCard(card.name.trimmed());
    return report(ok, tr("%1 is saved.").arg(card.name.trimmed()), error);
}

bool WizWarDeckEditor::duplicateSelected()
{
    QString error, name;
    const bool ok = WizWarDeck(m_campaign).duplicate(selectedCard(), &name, &error);
    if (ok)
        selectCard(name);
    return report(ok, tr("%1 is a new card: edit it to make it yours.").arg(name), error);
}

bool WizWarDeckEditor::removeSelected()
{
    const QString name = selectedCard();
    const wizwar::CardDef* card = m_cards.find(name);
    QString error;
    const bool ok = WizWarDeck(m_campaign).remove(name, &error);
    return report(ok, card && card->origin == wizwar::CardOrigin::Campaign ? tr("%1 is removed.").arg(name)
                                                                          : tr("%1 is left out of the deck (0 copies).").arg(name),
                  error);
}

bool WizWarDeckEditor::setStarterDeck(bool on)
{
    QString error;
    const bool ok = WizWarDeck(m_campaign).setStarterDeck(on, &error);
    if (!ok)
        m_starter->setChecked(!on);
    return report(ok, on ? tr("The starter deck is dealt.") : tr("The starter deck is off: only the book's cards you completed and your own are dealt."),
                  error);
}

bool WizWarDeckEditor::importFile(const QString& path)
{
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly))
        return report(false, {}, tr("Cannot read %1: %2").arg(path, in.errorString()));
    QString error;
    int count = 0;
    const bool ok = WizWarDeck(m_campaign).importCsv(QString::fromUtf8(in.read(1024 * 1024 + 1)), &count, &error);
    return report(ok, tr("%n card(s) added or changed.", nullptr, count), tr("Nothing was imported. %1").arg(error));
}

bool WizWarDeckEditor::exportFile(const QString& path)
{
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) || out.write(WizWarDeck(m_campaign).exportCsv().toUtf8()) < 0)
        return report(false, {}, tr("Cannot write %1: %2").arg(path, out.errorString()));
    return report(true, tr("The card list is in %1.").arg(path), {});
}

bool WizWarDeckEditor::undo()
{
    QString error;
    return report(m_campaign.undo(&error), {}, error);
}

bool WizWarDeckEditor::redo()
{
    QString error;
    return report(m_campaign.redo(&error), {}, error);
}

void WizWarDeckEditor::addDialog()
{
    wizwar::CardDef blank;
    WizWarCardDialog dialog(m_campaign.rules(), blank, false, this);
    while (dialog.exec() == QDialog::Accepted)
        if (addCard(dialog.card()))
            return;
}

void WizWarDeckEditor::editDialog()
{
    const wizwar::CardDef* card = m_cards.find(selectedCard());
    if (!card || m_campaign.isReadOnly())
        return;
    const QString name = card->name;
    WizWarCardDialog dialog(m_campaign.rules(), *card, card->origin != wizwar::CardOrigin::Campaign, this);
    while (dialog.exec() == QDialog::Accepted)
        if (saveCard(name, dialog.card()))
            return;
}

void WizWarDeckEditor::importDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import a card list"), {}, tr("Card lists (*.csv);;All files (*)"));
    if (!path.isEmpty())
        importFile(path);
}

void WizWarDeckEditor::exportDialog()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the card list"), tr("wiz-war-deck.csv"),
                                                      tr("Card lists (*.csv)"));
    if (!path.isEmpty())
        exportFile(path);
}

} // namespace hk
