#include "combat/CombatFigureTable.h"

#include "combat/CombatText.h"
#include "combat/CombatView.h"
#include "combat/HexMapGeometry.h"

#include <QHeaderView>
#include <QPainter>
#include <QPixmap>
#include <QSignalBlocker>

namespace hk {

namespace {

enum GmColumn { GmOrder, GmName, GmSide, GmDx, GmSt, GmOption, GmActed, GmState, GmColumns };
enum PlayerColumn { PlOrder, PlName, PlSide, PlDx, PlState, PlColumns };

QIcon sideIcon(int side)
{
    QPixmap pixmap(12, 12);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor colour = HexMapGeometry::sideColour(side);
    painter.setPen(colour.darker(150));
    painter.setBrush(colour);
    painter.drawEllipse(QRectF(1, 1, 10, 10));
    return QIcon(pixmap);
}

QTableWidgetItem* cell(const QString& text, Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(align);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    return item;
}

} // namespace

CombatFigureTable::CombatFigureTable(bool gmView, QWidget* parent) : QTableWidget(parent), m_gm(gmView)
{
    setObjectName(gmView ? QStringLiteral("trackerOrder") : QStringLiteral("playerOrder"));
    if (m_gm) {
        setColumnCount(GmColumns);
        setHorizontalHeaderLabels({tr("#"), tr("Figure"), tr("Side"), tr("DX"), tr("ST"), tr("Option"), QStringLiteral("\u2713"), tr("State")});
        horizontalHeaderItem(GmActed)->setToolTip(tr("Has acted this turn."));
        horizontalHeaderItem(GmDx)->setToolTip(tr("Adjusted DX: the order of actions."));
        horizontalHeaderItem(GmSt)->setToolTip(tr("Current ST of basic ST."));
    } else {
        setColumnCount(PlColumns);
        setHorizontalHeaderLabels({tr("#"), tr("Figure"), tr("Side"), tr("DX"), tr("State")});
        horizontalHeaderItem(PlDx)->setToolTip(tr("Adjusted DX: the order of actions."));
    }
    verticalHeader()->hide();
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setAlternatingRowColors(true);
    setWordWrap(true);
    setShowGrid(false);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    QHeaderView* h = horizontalHeader();
    h->setStretchLastSection(true);
    h->setHighlightSections(false);
    for (int c = 0; c < columnCount() - 1; ++c)
        h->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    connect(this, &QTableWidget::itemSelectionChanged, this, [this] {
        const QString id = selected();
        if (!id.isEmpty())
            Q_EMIT figureSelected(id);
    });
}

void CombatFigureTable::setState(const CombatState& state, const CombatParameters* p)
{
    const QString keep = selected();
    const QSignalBlocker block(this);
    setRowCount(0);
    const QList<const EncounterFigure*> order = CombatView::actionOrder(state);
    int n = 0;
    for (const EncounterFigure* f : order)
        addRow(state, *f, p, ++n);
    for (const EncounterFigure& f : state.figures) {
        if (order.contains(&f) || (!m_gm && !f.placed))
            continue;
        addRow(state, f, p, 0);
    }
    // The state column wraps (conditions can be long); rows grow to show it all.
    resizeRowsToContents();
    setSelected(keep);
}

void CombatFigureTable::addRow(const CombatState& s, const EncounterFigure& f, const CombatParameters* p, int order)
{
    const CombatFigure& b = f.body;
    const int row = rowCount();
    insertRow(row);
    const bool actor = !s.actor.isEmpty() && s.actor == b.id;
    const bool acting = s.phase != CombatPhase::Setup && s.phase != CombatPhase::Ended;
    QString marker = order > 0 ? QString::number(order) : QString();
    if (actor)
        marker = QStringLiteral("\u25B6 ") + marker;
    const Qt::Alignment centre = Qt::AlignCenter;
    const Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
    QList<QTableWidgetItem*> items;
    auto* name = cell(b.name);
    name->setData(Qt::UserRole, b.id);
    const QString state = CombatText::stateText(s, f, p, m_gm);
    if (m_gm) {
        const QString option = CombatText::optionName(p, b.optionKey, f.engagedAtStart);
        items = {cell(marker, right), name, cell(QString::number(b.side), centre), cell(QString::number(b.adjustedDx()), right),
                 cell(tr("%1/%2").arg(b.st).arg(b.stBasic), right), cell(option),
                 cell(acting && b.actedThisTurn ? QStringLiteral("\u2713") : QString(), centre), cell(state)};
        items.at(GmSide)->setIcon(sideIcon(b.side));
        const MovementOption* listed = p ? p->option(b.optionKey, f.engagedAtStart) : nullptr;
        if (listed && !listed->letter.isEmpty())
            items.at(GmOption)->setToolTip(tr("Option (%1) in the book's list.").arg(listed->letter));
        if (b.adjustedDx() != b.dx)
            items.at(GmDx)->setToolTip(tr("Basic DX %1, adjusted %2.").arg(b.dx).arg(b.adjustedDx()));
        if (f.wounds || f.fatigue)
            items.at(GmSt)->setToolTip(tr("%1 hits and %2 ST spent in this fight.").arg(f.wounds).arg(f.fatigue));
    } else {
        items = {cell(marker, right), name, cell(QString::number(b.side), centre), cell(QString::number(b.adjustedDx()), right),
                 cell(state)};
        items.at(PlSide)->setIcon(sideIcon(b.side));
    }
    items.last()->setToolTip(state);
    const bool greyed = order == 0;
    for (int c = 0; c < items.size(); ++c) {
        QTableWidgetItem* item = items.at(c);
        if (actor) {
            QFont font = item->font();
            font.setBold(true);
            item->setFont(font);
        }
        if (greyed)
            item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
        setItem(row, c, item);
    }
}

void CombatFigureTable::resizeEvent(QResizeEvent* event)
{
    QTableWidget::resizeEvent(event);
    resizeRowsToContents();
}

void CombatFigureTable::setSelected(const QString& figureId)
{
    const QSignalBlocker block(this);
    for (int row = 0; row < rowCount(); ++row) {
        if (item(row, 1)->data(Qt::UserRole).toString() == figureId) {
            selectRow(row);
            return;
        }
    }
    clearSelection();
}

QString CombatFigureTable::selected() const
{
    const QList<QTableWidgetItem*> items = selectedItems();
    for (QTableWidgetItem* item : items) {
        if (item->column() == 1)
            return item->data(Qt::UserRole).toString();
    }
    return {};
}

QStringList CombatFigureTable::rowIds() const
{
    QStringList out;
    for (int row = 0; row < rowCount(); ++row)
        out.append(item(row, 1)->data(Qt::UserRole).toString());
    return out;
}

} // namespace hk
