#pragma once

#include <QLayout>
#include <QList>

namespace hk {

// Lays widgets out left to right and wraps them onto further rows when the width runs out, so a row of
// buttons or filters never sets a page's minimum width (the window must fit 1024 px, in any language).
// The minimum width is that of the widest single item.
class FlowLayout : public QLayout
{
public:
    explicit FlowLayout(QWidget* parent = nullptr, int spacing = 6);
    ~FlowLayout() override;

    void addItem(QLayoutItem* item) override;
    // Space before the next widget (as QBoxLayout::addSpacing): a group separator that wraps with the row.
    void addSpacing(int size);
    int count() const override { return int(m_items.size()); }
    QLayoutItem* itemAt(int index) const override { return m_items.value(index); }
    QLayoutItem* takeAt(int index) override;
    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return arrange(QRect(0, 0, width, 0), false); }
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect& rect) override;

private:
    // Places the items in `rect` (or only measures when !apply); returns the height used.
    int arrange(const QRect& rect, bool apply) const;

    QList<QLayoutItem*> m_items;
    int m_spacing;
};

} // namespace hk
