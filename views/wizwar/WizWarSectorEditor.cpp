#include "wizwar/WizWarSectorEditor.h"

#include "campaign/Campaign.h"
#include "main/FlowLayout.h"
#include "main/StatusColors.h"
#include "main/UnsavedWork.h"
#include "wizwar/WizWarGame.h"
#include "wizwar/WizWarGames.h"
#include "wizwar/WizWarSectorPasteDialog.h"
#include "wizwar/WizWarText.h"

#include <QApplication>
#include <QButtonGroup>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace hk {

using Tool = WizWarSectorScene::Tool;

namespace {

// The sector's view. Why its own class: it keeps the whole sector in sight, as large as it fits, when the
// dialog is resized.
class FittingView : public QGraphicsView
{
public:
    using QGraphicsView::QGraphicsView;

protected:
    void resizeEvent(QResizeEvent* event) override
    {
        QGraphicsView::resizeEvent(event);
        fitInView(sceneRect(), Qt::KeepAspectRatio);
    }
};

QIcon swatch(const QColor& colour)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(colour);
    QPainter painter(&pixmap);
    painter.setPen(QApplication::palette().color(QPalette::WindowText));
    painter.drawRect(0, 0, 13, 13);
    return QIcon(pixmap);
}

// A label beside a row's controls, as tall as they are so its text sits on their middle line.
QLabel* rowLabel(const QString& text, const QWidget* beside)
{
    auto* label = new QLabel(text);
    label->setMinimumHeight(beside->sizeHint().height());
    label->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    return label;
}

QString colourKey(int sector)
{
    return wizwar::Game::colours().value(sector - 1);
}

} // namespace

WizWarSectorEditor::WizWarSectorEditor(Campaign& campaign, QWidget* parent) : QDialog(parent), m_campaign(campaign)
{
    setObjectName(QStringLiteral("wizWarSectorEditor"));
    setWindowTitle(tr("Sector boards"));
    m_scene = new WizWarSectorScene(this); // first: the tool row sets its tool
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(buildChoiceRow());
    layout->addWidget(buildToolRow());
    auto* body = new QHBoxLayout;
    m_view = new FittingView(m_scene, this);
    m_view->setObjectName(QStringLiteral("sectorView"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumSize(260, 260);
    m_view->setFrameShape(QFrame::NoFrame);
    body->addWidget(m_view, 1);
    body->addWidget(buildTextColumn());
    layout->addLayout(body, 1);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("sectorMessage"));
    m_message->setWordWrap(true);
    layout->addWidget(m_message);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Close, this);
    m_save = buttons->button(QDialogButtonBox::Save);
    m_save->setObjectName(QStringLiteral("saveSector"));
    connect(m_save, &QPushButton::clicked, this, &WizWarSectorEditor::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &WizWarSectorEditor::reject);
    layout->addWidget(buttons);

    connect(m_scene, &WizWarSectorScene::lineClicked, this, &WizWarSectorEditor::cycleLine);
    connect(m_scene, &WizWarSectorScene::squareClicked, this, &WizWarSectorEditor::clickSquare);
    connect(m_scene, &WizWarSectorScene::cornerClicked, this, &WizWarSectorEditor::toggleColumn);
    connect(&m_campaign, &Campaign::wizWarChanged, this, &WizWarSectorEditor::reloadIfUnchanged);
    connect(&m_campaign, &Campaign::restored, this, &WizWarSectorEditor::reloadIfUnchanged);
    // As large as the window allows (the sector is drawn to fit), and never wider than 1024×700.
    const QSize room = parent ? parent->window()->size() : QSize(1024, 700);
    resize(qBound(640, room.width() * 85 / 100, 1100), qBound(480, room.height() * 85 / 100, 760));
    load();
}

QWidget* WizWarSectorEditor::buildChoiceRow()
{
    auto* row = new QWidget(this);
    auto* flow = new FlowLayout(row);
    flow->setContentsMargins(0, 0, 0, 0);
    m_board = new QComboBox(row);
    m_board->setObjectName(QStringLiteral("sectorBoard"));
    for (int sector = 1; sector <= 4; ++sector)
        m_board->addItem(swatch(WizWarText::colour(colourKey(sector))),
                         tr("Board %1 (%2)").arg(sector).arg(WizWarText::colourName(colourKey(sector))), sector);
    m_sideBox = new QComboBox(row);
    m_sideBox->setObjectName(QStringLiteral("sectorSide"));
    m_sideBox->addItem(tr("Side A"), QStringLiteral("A"));
    m_sideBox->addItem(tr("Side B"), QStringLiteral("B"));
    flow->addWidget(rowLabel(tr("Board:"), m_board));
    flow->addWidget(m_board);
    flow->addWidget(m_sideBox);
    connect(m_board, &QComboBox::activated, this, &WizWarSectorEditor::choiceActivated);
    connect(m_sideBox, &QComboBox::activated, this, &WizWarSectorEditor::choiceActivated);
    return row;
}

QWidget* WizWarSectorEditor::buildToolRow()
{
    auto* row = new QWidget(this);
    auto* layout = new QVBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* buttons = new QWidget(row);
    auto* flow = new FlowLayout(buttons);
    flow->setContentsMargins(0, 0, 0, 0);
    flow->addWidget(rowLabel(tr("Click to draw:"), m_board));
    m_tools = new QButtonGroup(this);
    const QList<std::pair<Tool, QString>> tools{{Tool::Lines, tr("Lines")}, {Tool::Home, tr("Home base")},
                                                {Tool::Treasure, tr("Treasure start")}, {Tool::Column, tr("Column")}};
    for (const auto& [tool, text] : tools) {
        auto* b = new QPushButton(text, buttons);
        b->setCheckable(true);
        b->setChecked(tool == Tool::Lines);
        m_tools->addButton(b, int(tool));
        flow->addWidget(b);
    }
    connect(m_tools, &QButtonGroup::idClicked, this, [this](int id) { setTool(Tool(id)); });
    m_toolHint = new QLabel(row);
    m_toolHint->setWordWrap(true);
    layout->addWidget(buttons);
    layout->addWidget(m_toolHint);
    setTool(Tool::Lines);
    return row;
}

QWidget* WizWarSectorEditor::buildTextColumn()
{
    auto* column = new QWidget(this);
    auto* layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* caption = new QLabel(tr("The text form, as “hexkeeper-cli wizwar setup” takes it:"), column);
    caption->setWordWrap(true);
    layout->addWidget(caption);
    m_text = new QPlainTextEdit(column);
    m_text->setObjectName(QStringLiteral("sectorText"));
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(mono.pointSizeF() * 1.15);
    m_text->setFont(mono);
    const QFontMetrics metrics(mono);
    m_text->setMinimumWidth(metrics.horizontalAdvance(QString(13, QLatin1Char('M'))) + 16);
    m_text->setMinimumHeight(metrics.lineSpacing() * 12 + 12);
    layout->addWidget(m_text, 1);
    auto* buttons = new QHBoxLayout;
    auto* copy = new QPushButton(tr("Copy text"), column);
    copy->setObjectName(QStringLiteral("copySectorText"));
    connect(copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(text()); });
    auto* paste = new QPushButton(tr("Paste text…"), column);
    paste->setObjectName(QStringLiteral("pasteSectorText"));
    paste->setToolTip(tr("Draw this board from a text form, for instance one typed for the command line"));
    connect(paste, &QPushButton::clicked, this, &WizWarSectorEditor::pasteDialog);
    buttons->addWidget(copy);
    buttons->addWidget(paste);
    layout->addLayout(buttons);
    column->setMaximumWidth(qMax(260, m_text->minimumWidth() + 40));
    return column;
}

QString WizWarSectorEditor::boardName(int sector, QChar side) const
{
    return tr("board %1 (%2), side %3").arg(sector).arg(WizWarText::colourName(colourKey(sector))).arg(side);
}

QColor WizWarSectorEditor::boardColour() const
{
    return WizWarText::colour(colourKey(m_sector));
}

void WizWarSectorEditor::setTool(Tool tool)
{
    m_scene->setTool(tool);
    for (QAbstractButton* b : m_tools->buttons()) { // the tool in use in bold, in any style and palette
        b->setChecked(m_tools->id(b) == int(tool));
        QFont f = b->font();
        f.setBold(b->isChecked());
        b->setFont(f);
    }
    switch (tool) {
    case Tool::Lines:
        m_toolHint->setText(tr("Click a line between two squares, or the sector's edge: open → wall → door → open."));
        break;
    case Tool::Home:
        m_toolHint->setText(tr("Click the square of the home base."));
        break;
    case Tool::Treasure:
        m_toolHint->setText(tr("Click a square to put a treasure start there or take it away; a sector has two."));
        break;
    case Tool::Column:
        m_toolHint->setText(tr("Click a corner to put a free-standing column there or take it away (the ends of walls "
                               "and doors have their columns anyway)."));
        break;
    }
}

void WizWarSectorEditor::load()
{
    QString error;
    const QString key = QString::number(m_sector) + m_side;
    const QString stored = WizWarGames(m_campaign).sectorMaps(&error).value(key);
    const std::optional<wizwar::SectorMap> map = stored.isEmpty() ? std::nullopt : wizwar::SectorMap::parse(stored, &error);
    m_stored = map.has_value();
    m_draft = WizWarSectorDraft(map.value_or(wizwar::SectorMap::blank()));
    m_loaded = m_draft.text();
    m_note = error;
    refresh();
}

void WizWarSectorEditor::reloadIfUnchanged()
{
    if (!isModified())
        load(); // an undo or another program changed the stored map; a drawing in progress is kept
}

bool WizWarSectorEditor::choose(int sector, QChar side)
{
    if (sector == m_sector && side == m_side)
        return true;
    if (!settle(tr("showing %1").arg(boardName(sector, side)))) {
        m_board->setCurrentIndex(m_sector - 1);
        m_sideBox->setCurrentIndex(m_side == QLatin1Char('B') ? 1 : 0);
        return false;
    }
    m_sector = sector;
    m_side = side;
    m_board->setCurrentIndex(sector - 1);
    m_sideBox->setCurrentIndex(side == QLatin1Char('B') ? 1 : 0);
    load();
    return true;
}

void WizWarSectorEditor::choiceActivated()
{
    choose(m_board->currentData().toInt(), m_sideBox->currentData().toString().at(0));
}

// Unsaved edits: the window's one question. True when the GM may go on (saved or discarded).
bool WizWarSectorEditor::settle(const QString& leaving)
{
    if (!isModified())
        return true;
    switch (UnsavedWork::ask(this, {tr("the drawing of %1").arg(boardName(m_sector, m_side))}, leaving)) {
    case UnsavedWork::Answer::Save:
        return save();
    case UnsavedWork::Answer::Discard:
        return true;
    case UnsavedWork::Answer::Cancel:
        return false;
    }
    return false;
}

void WizWarSectorEditor::reject()
{
    if (settle(tr("closing the sector boards")))
        QDialog::reject();
}

void WizWarSectorEditor::cycleLine(int x, int y, wizwar::Direction dir)
{
    m_draft.cycleSide(x, y, dir);
    m_note.clear();
    refresh();
}

void WizWarSectorEditor::clickSquare(int x, int y)
{
    m_note = m_scene->tool() == Tool::Home ? m_draft.setHome(x, y) : m_draft.toggleTreasure(x, y);
    refresh();
}

void WizWarSectorEditor::toggleColumn(int cx, int cy)
{
    m_draft.toggleColumn(cx, cy);
    m_note.clear();
    refresh();
}

bool WizWarSectorEditor::applyText(const QString& text, QString* error)
{
    const std::optional<wizwar::SectorMap> map = wizwar::SectorMap::parse(text, error);
    if (!map)
        return false;
    m_draft = WizWarSectorDraft(*map);
    m_note.clear();
    refresh();
    return true;
}

void WizWarSectorEditor::pasteDialog()
{
    const QString clip = QApplication::clipboard()->text();
    WizWarSectorPasteDialog dialog(clip.count(QLatin1Char('\n')) >= 10 ? clip : text(), m_text->font(), this);
    QString error;
    while (dialog.exec() == QDialog::Accepted) {
        if (applyText(dialog.text(), &error))
            return;
        dialog.setError(error); // the parser names the line and column; the dialog stays open
    }
}

bool WizWarSectorEditor::save()
{
    QString error;
    if (!WizWarGames(m_campaign).setSectorMap(m_sector, m_side, m_draft.text(), &error)) {
        m_note = error;
        refresh();
        return false;
    }
    m_loaded = m_draft.text();
    m_stored = true;
    m_note.clear();
    refresh();
    return true;
}

bool WizWarSectorEditor::isModified() const
{
    return m_draft.text() != m_loaded;
}

bool WizWarSectorEditor::canSave() const
{
    return m_save->isEnabled();
}

QString WizWarSectorEditor::text() const
{
    return m_text->toPlainText();
}

QString WizWarSectorEditor::message() const
{
    return m_message->text();
}

void WizWarSectorEditor::refresh()
{
    m_scene->draw(m_draft, boardColour());
    const QString text = m_draft.text();
    if (m_text->toPlainText() != text)
        m_text->setPlainText(text);
    QString error;
    const bool valid = m_draft.map(&error).has_value();
    m_save->setEnabled(valid && isModified() && !m_campaign.isReadOnly());
    QString shown = !m_note.isEmpty() ? m_note : error;
    const bool problem = !shown.isEmpty();
    if (!problem && isModified())
        shown = tr("Not saved yet: Save keeps this drawing of %1 for every later game.").arg(boardName(m_sector, m_side));
    else if (!problem && m_stored)
        shown = tr("This is %1 as drawn in this campaign.").arg(boardName(m_sector, m_side));
    else if (!problem)
        shown = tr("Not drawn yet: games use this open board until %1 is drawn from the physical board.")
                    .arg(boardName(m_sector, m_side));
    if (m_campaign.isReadOnly())
        shown += QLatin1Char(' ') + tr("The campaign is open read-only: nothing can be saved.");
    m_message->setText(shown);
    m_message->setStyleSheet(problem ? StatusColors::problemStyle(true) : QString());
}

} // namespace hk
