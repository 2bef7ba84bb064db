#pragma once

// Finds text that a screen cuts off: labels, buttons, group-box titles, tabs and header sections narrower than
// their words, word-wrapped labels shorter than their lines, and chart or map labels shortened to "…". Why this
// exists: a longer language (German) at a small window (1024×700) must still show every word (issue 33).
#include <QAbstractButton>
#include <QAbstractItemModel>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QStyleOptionGroupBox>
#include <QTabBar>

namespace hk::test {

class ClippedTexts
{
public:
    // Every clipped text among the visible widgets of `root` (and `root` itself), one line each:
    // "Class objectName 'text': needs N px, has M px".
    static QStringList in(QWidget* root)
    {
        QList<QWidget*> widgets = root->findChildren<QWidget*>();
        widgets.prepend(root);
        QStringList found;
        for (QWidget* w : std::as_const(widgets)) {
            if (!w->isVisible() || w->width() <= 0 || w->height() <= 0)
                continue;
            checkCutByParents(w, root, &found);
            if (auto* label = qobject_cast<QLabel*>(w))
                checkLabel(label, &found);
            else if (auto* button = qobject_cast<QAbstractButton*>(w))
                checkButton(button, &found);
            else if (auto* box = qobject_cast<QGroupBox*>(w))
                checkGroupBox(box, &found);
            else if (auto* tabs = qobject_cast<QTabBar*>(w))
                checkTabBar(tabs, &found);
            else if (auto* header = qobject_cast<QHeaderView*>(w))
                checkHeader(header, &found);
            else if (auto* view = qobject_cast<QGraphicsView*>(w))
                checkScene(view, &found);
        }
        return found;
    }

private:
    static QString plain(QString text) { return text.replace(QLatin1String("&&"), QLatin1String("\x01")).remove(QLatin1Char('&')).replace(QLatin1Char('\x01'), QLatin1Char('&')); }

    static QString name(const QWidget* w, const QString& text)
    {
        QString shown = text.simplified();
        if (shown.size() > 70)
            shown = shown.left(67) + QStringLiteral("...");
        return QStringLiteral("%1 %2 '%3'").arg(QString::fromLatin1(w->metaObject()->className()),
                                                 w->objectName().isEmpty() ? QStringLiteral("(no name)") : w->objectName(), shown);
    }

    static int widestLine(const QFontMetrics& fm, const QString& text)
    {
        int widest = 0;
        for (const QString& line : text.split(QLatin1Char('\n')))
            widest = qMax(widest, fm.horizontalAdvance(line));
        return widest;
    }

    // How much of `w`'s width the widgets around it (a scroll area's viewport, a splitter's pane) let show.
    static int shownWidth(QWidget* w, QWidget* root)
    {
        QRect shown(w->mapTo(root, QPoint(0, 0)), w->size());
        for (QWidget* a = w->parentWidget(); a && a != root->parentWidget(); a = a->parentWidget()) {
            shown &= QRect(a == root ? QPoint(0, 0) : a->mapTo(root, QPoint(0, 0)), a->size());
            if (a == root)
                break;
        }
        return shown.width();
    }

    // Text that fits its widget can still be cut off by the widgets around it, on the left or the right (a
    // builder wider than its scroll area). Cut off at the top or the bottom is scrolling, not clipping.
    static void checkCutByParents(QWidget* w, QWidget* root, QStringList* found)
    {
        QString text;
        int need = 0;
        if (auto* label = qobject_cast<QLabel*>(w); label && !label->text().isEmpty()) {
            text = label->text();
            need = label->wordWrap() ? label->width() : qMin(label->width(), label->sizeHint().width());
        } else if (auto* button = qobject_cast<QAbstractButton*>(w); button && !button->text().isEmpty()) {
            text = plain(button->text());
            need = qMin(button->width(), button->sizeHint().width());
        } else if (auto* box = qobject_cast<QGroupBox*>(w); box && !box->title().isEmpty()) {
            text = plain(box->title());
            need = box->width();
        } else {
            return;
        }
        const int shown = shownWidth(w, root);
        if (shown > 0 && shown + 1 < need)
            found->append(QStringLiteral("%1: cut off by the widgets around it, needs %2 px, shows %3 px").arg(name(w, text)).arg(need).arg(shown));
    }

    // A label clips when it is narrower (or lower) than its text needs; a word-wrapped one when its lines at
    // its width need more height than it has, or a single word is wider than it.
    static void checkLabel(QLabel* label, QStringList* found)
    {
        if (label->text().isEmpty() || label->hasScaledContents())
            return;
        if (label->wordWrap()) {
            const int needWidth = label->minimumSizeHint().width();
            const int needHeight = label->heightForWidth(label->width());
            if (needWidth > label->width() + 1)
                found->append(QStringLiteral("%1: needs %2 px wide, has %3 px").arg(name(label, label->text())).arg(needWidth).arg(label->width()));
            else if (needHeight > label->height() + 1)
                found->append(QStringLiteral("%1: wrapped at %2 px needs %3 px high, has %4 px")
                                  .arg(name(label, label->text())).arg(label->width()).arg(needHeight).arg(label->height()));
            return;
        }
        const QSize need = label->sizeHint();
        if (need.width() > label->width() + 1)
            found->append(QStringLiteral("%1: needs %2 px, has %3 px").arg(name(label, label->text())).arg(need.width()).arg(label->width()));
        else if (need.height() > label->height() + 1)
            found->append(QStringLiteral("%1: needs %2 px high, has %3 px").arg(name(label, label->text())).arg(need.height()).arg(label->height()));
    }

    // A button's size hint is its text, icon and frame (a push button's is at least 80 px, which is not text).
    static void checkButton(QAbstractButton* button, QStringList* found)
    {
        if (button->text().isEmpty())
            return;
        int need = button->sizeHint().width();
        if (qobject_cast<QPushButton*>(button) && need <= 80) {
            QStyle* style = button->style();
            need = widestLine(button->fontMetrics(), plain(button->text())) + style->pixelMetric(QStyle::PM_ButtonMargin, nullptr, button)
                + 2 * style->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, button)
                + (button->icon().isNull() ? 0 : button->iconSize().width() + 4);
        }
        if (need > button->width() + 1)
            found->append(QStringLiteral("%1: needs %2 px, has %3 px").arg(name(button, plain(button->text()))).arg(need).arg(button->width()));
    }

    static void checkGroupBox(QGroupBox* box, QStringList* found)
    {
        if (box->title().isEmpty())
            return;
        QStyleOptionGroupBox option;
        option.initFrom(box);
        option.text = box->title();
        option.lineWidth = 1;
        option.subControls = QStyle::SC_GroupBoxFrame | QStyle::SC_GroupBoxLabel;
        int textWidth = box->fontMetrics().horizontalAdvance(plain(box->title()) + QLatin1Char(' '));
        if (box->isCheckable()) {
            option.subControls |= QStyle::SC_GroupBoxCheckBox;
            textWidth += box->style()->pixelMetric(QStyle::PM_IndicatorWidth, &option, box)
                + box->style()->pixelMetric(QStyle::PM_CheckBoxLabelSpacing, &option, box);
        }
        const int need = box->style()->sizeFromContents(QStyle::CT_GroupBox, &option, QSize(textWidth, box->fontMetrics().height()), box).width();
        if (need > box->width() + 1)
            found->append(QStringLiteral("%1: title needs %2 px, has %3 px").arg(name(box, plain(box->title()))).arg(need).arg(box->width()));
    }

    // Tabs clip when the bar is shorter than all of them (some hide behind its arrows or are shortened).
    static void checkTabBar(QTabBar* bar, QStringList* found)
    {
        const bool horizontal = bar->shape() == QTabBar::RoundedNorth || bar->shape() == QTabBar::RoundedSouth
            || bar->shape() == QTabBar::TriangularNorth || bar->shape() == QTabBar::TriangularSouth;
        QStringList texts;
        int need = 0;
        for (int i = 0; i < bar->count(); ++i) {
            if (!bar->isTabVisible(i))
                continue;
            texts.append(plain(bar->tabText(i)));
            const QRect r = bar->tabRect(i);
            need += horizontal ? r.width() : r.height();
            const int textNeed = bar->fontMetrics().horizontalAdvance(plain(bar->tabText(i)));
            if (bar->elideMode() != Qt::ElideNone && textNeed > (horizontal ? r.width() : r.width()))
                found->append(QStringLiteral("%1: tab needs %2 px, has %3 px").arg(name(bar, bar->tabText(i))).arg(textNeed).arg(r.width()));
        }
        const int has = horizontal ? bar->width() : bar->height();
        if (need > has + 1)
            found->append(QStringLiteral("%1: tabs need %2 px, have %3 px").arg(name(bar, texts.join(QStringLiteral(" | ")))).arg(need).arg(has));
    }

    // A header section shortens its title with "…" when it is narrower than the title and its margins.
    static void checkHeader(QHeaderView* header, QStringList* found)
    {
        if (!header->model() || header->orientation() != Qt::Horizontal)
            return;
        QStyle* style = header->style();
        const int margin = style->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
        for (int logical = 0; logical < header->count(); ++logical) {
            if (header->isSectionHidden(logical))
                continue;
            const int left = header->sectionViewportPosition(logical);
            const int size = header->sectionSize(logical);
            if (size <= 0 || left >= header->width() || left + size <= 0)
                continue;
            const QString text = header->model()->headerData(logical, Qt::Horizontal, Qt::DisplayRole).toString();
            if (text.isEmpty())
                continue;
            int need = widestLine(header->fontMetrics(), text) + 2 * margin;
            if (header->isSortIndicatorShown() && header->sortIndicatorSection() == logical)
                need += style->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, header) + margin;
            if (need > size + 1)
                found->append(QStringLiteral("%1 of %2: column needs %3 px, has %4 px")
                                  .arg(name(header, text), header->parentWidget() ? header->parentWidget()->objectName() : QString())
                                  .arg(need).arg(size));
        }
    }

    // Charts and maps draw their labels as scene items: a visible one ending in "…" or "..." was shortened.
    static void checkScene(QGraphicsView* view, QStringList* found)
    {
        if (!view->scene())
            return;
        for (QGraphicsItem* item : view->scene()->items()) {
            if (!item->isVisible())
                continue;
            QString text;
            if (item->type() == QGraphicsSimpleTextItem::Type)
                text = static_cast<QGraphicsSimpleTextItem*>(item)->text();
            else if (item->type() == QGraphicsTextItem::Type || dynamic_cast<QGraphicsTextItem*>(item))
                text = static_cast<QGraphicsTextItem*>(item)->toPlainText();
            else if (auto* simple = dynamic_cast<QGraphicsSimpleTextItem*>(item))
                text = simple->text();
            if (text.endsWith(QStringLiteral("...")) || text.endsWith(QChar(0x2026)))
                found->append(QStringLiteral("%1: scene label shortened to '%2'").arg(name(view, QString()), text));
        }
    }
};

} // namespace hk::test
