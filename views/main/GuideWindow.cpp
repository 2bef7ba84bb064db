#include "main/GuideWindow.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QShortcut>
#include <QTextBrowser>
#include <QTextDocument>
#include <QToolButton>
#include <QVBoxLayout>

namespace hk {

GuideWindow::GuideWindow(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("guideWindow"));
    setWindowTitle(tr("Hexkeeper Guide"));
    setModal(false);
    auto* layout = new QVBoxLayout(this);
    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(QStringLiteral("guide"));
    m_browser->setOpenExternalLinks(true);
    m_browser->setSearchPaths({QStringLiteral(":/help")});
    m_browser->setSource(QUrl(QStringLiteral("qrc") + guideResource()));
    layout->addWidget(makeSearchBar());
    layout->addWidget(m_browser, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* contents = buttons->addButton(tr("Contents"), QDialogButtonBox::ActionRole);
    contents->setAutoDefault(false);
    buttons->button(QDialogButtonBox::Close)->setAutoDefault(false);
    connect(contents, &QPushButton::clicked, m_browser, &QTextBrowser::home);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    layout->addWidget(buttons);
    auto* find = new QShortcut(QKeySequence::Find, this);
    connect(find, &QShortcut::activated, this, [this] {
        m_search->setFocus(Qt::ShortcutFocusReason);
        m_search->selectAll();
    });
    resize(760, 640);
}

QWidget* GuideWindow::makeSearchBar()
{
    auto* bar = new QWidget(this);
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    m_search = new QLineEdit(bar);
    m_search->setObjectName(QStringLiteral("guideSearch"));
    m_search->setPlaceholderText(tr("Search the guide (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    m_search->installEventFilter(this);
    m_previous = new QToolButton(bar);
    m_previous->setObjectName(QStringLiteral("guidePrevious"));
    m_previous->setText(tr("Previous"));
    m_previous->setToolTip(tr("The match before this one (Shift+Enter)"));
    m_next = new QToolButton(bar);
    m_next->setObjectName(QStringLiteral("guideNext"));
    m_next->setText(tr("Next"));
    m_next->setToolTip(tr("The next match (Enter)"));
    m_status = new QLabel(bar);
    m_status->setObjectName(QStringLiteral("guideSearchStatus"));
    row->addWidget(m_search, 1);
    row->addWidget(m_previous);
    row->addWidget(m_next);
    row->addWidget(m_status);
    connect(m_search, &QLineEdit::textChanged, this, &GuideWindow::search);
    connect(m_next, &QToolButton::clicked, this, &GuideWindow::findNext);
    connect(m_previous, &QToolButton::clicked, this, &GuideWindow::findPrevious);
    search(QString());
    return bar;
}

bool GuideWindow::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_search && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            if (key->modifiers() & Qt::ShiftModifier)
                findPrevious();
            else
                findNext();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void GuideWindow::search(const QString& text)
{
    m_matches.clear();
    m_current = -1;
    const QString word = text.trimmed();
    if (!word.isEmpty()) {
        QTextDocument* document = m_browser->document();
        QTextCursor found = document->find(word, 0);
        while (!found.isNull()) {
            m_matches.append(found);
            found = document->find(word, found);
        }
    }
    highlight();
    if (!m_matches.isEmpty())
        showMatch(0);
    m_previous->setEnabled(m_matches.size() > 1);
    m_next->setEnabled(m_matches.size() > 1);
    m_status->setText(searchStatus());
}

QString GuideWindow::searchStatus() const
{
    if (m_search->text().trimmed().isEmpty())
        return QString();
    if (m_matches.isEmpty())
        return tr("No match");
    return tr("%1 of %2").arg(m_current + 1).arg(m_matches.size());
}

QTextCursor GuideWindow::currentMatchCursor() const
{
    return m_current >= 0 ? m_matches.at(m_current) : QTextCursor();
}

void GuideWindow::findNext()
{
    if (!m_matches.isEmpty())
        showMatch((m_current + 1) % int(m_matches.size()));
}

void GuideWindow::findPrevious()
{
    if (!m_matches.isEmpty())
        showMatch((m_current - 1 + int(m_matches.size())) % int(m_matches.size()));
}

void GuideWindow::showMatch(int index)
{
    m_current = index;
    m_browser->setTextCursor(m_matches.at(index));
    // A third of the way down rather than at the edge, so the lines around the match show too.
    QScrollBar* bar = m_browser->verticalScrollBar();
    const int top = m_browser->cursorRect().top() + bar->value();
    bar->setValue(top - m_browser->viewport()->height() / 3);
    m_browser->ensureCursorVisible();
    highlight();
    m_status->setText(searchStatus());
}

void GuideWindow::highlight()
{
    // Every match in the palette's highlight colour, softened; the one shown in full, even without focus.
    QList<QTextEdit::ExtraSelection> selections;
    QColor marker = palette().color(QPalette::Highlight);
    marker.setAlpha(90);
    for (int i = 0; i < m_matches.size(); ++i) {
        QTextEdit::ExtraSelection selection;
        selection.cursor = m_matches.at(i);
        if (i == m_current) {
            selection.format.setBackground(palette().color(QPalette::Highlight));
            selection.format.setForeground(palette().color(QPalette::HighlightedText));
        } else {
            selection.format.setBackground(marker);
        }
        selections.append(selection);
    }
    m_browser->setExtraSelections(selections);
}

QString GuideWindow::guideResource()
{
    // The translators choose the guide: the German catalogue names the German page.
    const QString translated = tr("guide_en.html", "file name of the guide in this language");
    const QString path = QStringLiteral(":/help/") + translated;
    return QFile::exists(path) ? path : QStringLiteral(":/help/guide_en.html");
}

} // namespace hk
