#include "combat/CombatLogView.h"

#include "combat/CombatState.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QStyledItemDelegate>

namespace hk {

namespace {

enum Column { TurnColumn, PhaseColumn, TagColumn, MessageColumn };

// Row heights of wrapped messages: a tree view asks its delegate without telling it the column's width.
class WrappingDelegate : public QStyledItemDelegate
{
public:
    explicit WrappingDelegate(QTreeView* view) : QStyledItemDelegate(view), m_view(view) {}

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        QSize size = QStyledItemDelegate::sizeHint(option, index);
        if (!m_view->wordWrap() || index.column() != MessageColumn)
            return size;
        const int width = m_view->header()->sectionSize(MessageColumn) - 8;
        if (width <= 0)
            return size;
        QFont font = option.font;
        if (const QVariant f = index.data(Qt::FontRole); f.isValid())
            font = f.value<QFont>();
        const QRect text = QFontMetrics(font).boundingRect(QRect(0, 0, width, 10000), Qt::TextWordWrap, index.data().toString());
        size.setHeight(qMax(size.height(), text.height() + 4));
        return size;
    }

private:
    QTreeView* m_view;
};

} // namespace

CombatLogView::CombatLogView(QWidget* parent) : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("combatLog"));
    setColumnCount(4);
    setHeaderLabels({tr("Turn"), tr("Phase"), QString(), tr("What happened")});
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setWordWrap(false);
    setTextElideMode(Qt::ElideRight);
    header()->setStretchLastSection(true);
    header()->setSectionResizeMode(TurnColumn, QHeaderView::ResizeToContents);
    header()->setSectionResizeMode(PhaseColumn, QHeaderView::ResizeToContents);
    header()->setSectionResizeMode(TagColumn, QHeaderView::ResizeToContents);
    setItemDelegate(new WrappingDelegate(this));
    // Wrapped rows take their height from the column's width: lay them out again when it changes.
    connect(header(), &QHeaderView::sectionResized, this, [this] {
        if (wordWrap())
            scheduleDelayedItemsLayout();
    });
}

void CombatLogView::setEntries(const QList<CombatLogEntry>& entries)
{
    QScrollBar* bar = verticalScrollBar();
    const bool atEnd = bar->value() >= bar->maximum() - 2;
    const int oldCount = topLevelItemCount();
    clear();
    QList<QTreeWidgetItem*> items;
    items.reserve(entries.size());
    for (const CombatLogEntry& e : entries) {
        auto* item = new QTreeWidgetItem;
        item->setText(TurnColumn, e.turn > 0 ? QString::number(e.turn) : QString());
        item->setText(PhaseColumn, phaseName(phaseFromKey(e.phase)));
        item->setText(MessageColumn, e.message);
        item->setToolTip(MessageColumn, e.message);
        if (e.gmOnly) {
            item->setText(TagColumn, tr("GM"));
            item->setToolTip(TagColumn, tr("Only the GM sees this line."));
            for (int c = 0; c < columnCount(); ++c) {
                QFont f = item->font(c);
                f.setItalic(true);
                item->setFont(c, f);
                item->setForeground(c, QColor(0x7a3e9d));
            }
        }
        items.append(item);
    }
    addTopLevelItems(items);
    // New lines scroll into view unless the GM scrolled back to read older ones.
    if (atEnd || oldCount == 0 || entries.size() < oldCount)
        scrollToBottom();
}

void CombatLogView::setWrapping(bool wrap)
{
    setUniformRowHeights(!wrap);
    setWordWrap(wrap);
    setTextElideMode(wrap ? Qt::ElideNone : Qt::ElideRight);
}

QStringList CombatLogView::messages() const
{
    QStringList out;
    for (int i = 0; i < topLevelItemCount(); ++i)
        out.append(topLevelItem(i)->text(MessageColumn));
    return out;
}

} // namespace hk
