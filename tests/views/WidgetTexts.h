#pragma once

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QLineEdit>
#include <QStringList>

// Every text a widget could show somebody — for the secrets tests, which look for a GM secret in all of it.
namespace hk::test {

// Every role of every item and header of an item model that could carry words.
inline void addModelTexts(const QAbstractItemModel* model, const QModelIndex& parent, QStringList* out)
{
    const QList<int> roles{Qt::DisplayRole, Qt::ToolTipRole, Qt::StatusTipRole, Qt::WhatsThisRole, Qt::EditRole, Qt::UserRole,
                           Qt::UserRole + 1, Qt::AccessibleTextRole, Qt::AccessibleDescriptionRole};
    for (int c = 0; c < model->columnCount(parent); ++c) {
        for (const int role : roles)
            out->append(model->headerData(c, Qt::Horizontal, role).toString());
    }
    for (int r = 0; r < model->rowCount(parent); ++r) {
        for (int c = 0; c < model->columnCount(parent); ++c) {
            const QModelIndex index = model->index(r, c, parent);
            for (const int role : roles)
                out->append(model->data(index, role).toString());
            if (c == 0 && model->hasChildren(index))
                addModelTexts(model, index, out);
        }
    }
}

// The window's own texts, every child widget's (labels, buttons, line edits, tips, item views) and, when a
// scene is given, its items' texts and tooltips.
inline QStringList everyText(QWidget* window, QGraphicsScene* scene = nullptr)
{
    QStringList out{window->windowTitle(), window->toolTip()};
    for (QWidget* w : window->findChildren<QWidget*>()) {
        out << w->toolTip() << w->statusTip() << w->whatsThis() << w->windowTitle() << w->accessibleName() << w->accessibleDescription();
        if (auto* l = qobject_cast<QLabel*>(w))
            out << l->text();
        if (auto* b = qobject_cast<QAbstractButton*>(w))
            out << b->text();
        if (auto* e = qobject_cast<QLineEdit*>(w))
            out << e->text() << e->placeholderText();
        if (auto* v = qobject_cast<QAbstractItemView*>(w); v && v->model())
            addModelTexts(v->model(), {}, &out);
    }
    if (scene) {
        for (QGraphicsItem* item : scene->items()) {
            out << item->toolTip();
            if (item->type() == QGraphicsSimpleTextItem::Type)
                out << static_cast<QGraphicsSimpleTextItem*>(item)->text();
            if (item->type() == QGraphicsTextItem::Type)
                out << static_cast<QGraphicsTextItem*>(item)->toPlainText();
        }
    }
    out.removeAll(QString());
    return out;
}

inline QString firstContaining(const QStringList& texts, const QString& needle)
{
    for (const QString& t : texts) {
        if (t.contains(needle, Qt::CaseInsensitive))
            return t;
    }
    return {};
}

} // namespace hk::test
