#include "library/SourceViewer.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextCursor>
#include <QVBoxLayout>

namespace hk {

namespace {

// Whether the single * or _ at i opens or closes emphasis: it closes an open one; it opens before a
// non-space ("*cannot*"), and an underscore only at the start of a word (not in "snake_case").
bool emphasis(const QString& line, qsizetype i, bool open)
{
    if (open)
        return true;
    if (i + 1 >= line.size() || line.at(i + 1).isSpace())
        return false;
    return line.at(i) == QLatin1Char('*') || i == 0 || !line.at(i - 1).isLetterOrNumber();
}

// Writes one Markdown line as formatted text: a heading bold and larger, **strong** bold, *emphasis* and
// _emphasis_ italic, escaped marks (\*) as the character; the marks themselves are not shown.
void insertMarkdownLine(QTextCursor& cursor, QString line)
{
    QTextCharFormat base;
    static const QRegularExpression heading(QStringLiteral("^(#{1,6})\\s+"));
    const QRegularExpressionMatch h = heading.match(line);
    if (h.hasMatch()) {
        base.setFontWeight(QFont::Bold);
        base.setFontPointSize(QFont().pointSizeF() + qMax(0, 5 - int(h.capturedLength(1))));
        line = line.mid(h.capturedLength(0));
    }
    static const QRegularExpression bullet(QStringLiteral("^(\\s*)[*+-]\\s+"));
    if (const QRegularExpressionMatch b = bullet.match(line); b.hasMatch())
        line = b.captured(1) + QStringLiteral("\u2022 ") + line.mid(b.capturedLength(0));
    bool bold = false;
    bool italic = false;
    QString run;
    const auto flush = [&] {
        if (run.isEmpty())
            return;
        QTextCharFormat f = base;
        if (bold)
            f.setFontWeight(QFont::Bold);
        f.setFontItalic(italic);
        cursor.insertText(run, f);
        run.clear();
    };
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (c == QLatin1Char('\\') && i + 1 < line.size() && QStringLiteral("*_#\\`").contains(line.at(i + 1))) {
            run.append(line.at(++i));
        } else if (c == QLatin1Char('*') && i + 1 < line.size() && line.at(i + 1) == QLatin1Char('*')) {
            flush();
            bold = !bold;
            ++i;
        } else if ((c == QLatin1Char('*') || c == QLatin1Char('_')) && emphasis(line, i, italic)) {
            flush();
            italic = !italic;
        } else {
            run.append(c);
        }
    }
    flush();
}

} // namespace

SourceViewer::SourceViewer(QWidget* parent) : QDialog(parent)
{
    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    m_text = new QPlainTextEdit(this);
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_text, 1);
    layout->addWidget(buttons);
    resize(900, 640);
}

bool SourceViewer::show(const QString& path, int line, int endLine, const QString& title, const QString& book)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    m_text->clear();
    QTextCursor cursor(m_text->document());
    cursor.beginEditBlock();
    for (qsizetype n = 0; n < lines.size(); ++n) {
        if (n > 0)
            cursor.insertBlock();
        QString text = lines.at(n);
        if (text.endsWith(QLatin1Char('\r')))
            text.chop(1);
        insertMarkdownLine(cursor, text);
    }
    cursor.endEditBlock();
    m_line = line;
    m_endLine = qMax(line, endLine);
    const QString fileName = QFileInfo(path).fileName();
    const QString from = book.isEmpty() ? fileName : book;
    setWindowTitle(tr("%1 — %2").arg(title, from));
    m_title->setText(tr("<b>%1</b> — %2, line %3").arg(title.toHtmlEscaped(), from.toHtmlEscaped()).arg(line));
    m_title->setToolTip(tr("%1, line %2").arg(fileName).arg(line));

    QList<QTextEdit::ExtraSelection> marks;
    for (int n = m_line; n <= m_endLine; ++n) {
        const QTextBlock block = m_text->document()->findBlockByNumber(n - 1);
        if (!block.isValid())
            break;
        QTextEdit::ExtraSelection mark;
        mark.format.setBackground(QColor(255, 236, 160));
        mark.format.setProperty(QTextFormat::FullWidthSelection, true);
        mark.cursor = QTextCursor(block);
        marks.append(mark);
    }
    m_text->setExtraSelections(marks);
    const QTextBlock first = m_text->document()->findBlockByNumber(m_line - 1);
    if (first.isValid()) {
        QTextCursor at(first);
        m_text->setTextCursor(at);
        m_text->centerCursor();
    }
    return true;
}

QString SourceViewer::highlightedText() const
{
    QStringList lines;
    for (int n = m_line; n <= m_endLine; ++n)
        lines.append(m_text->document()->findBlockByNumber(n - 1).text());
    return lines.join(QLatin1Char('\n'));
}

QString SourceViewer::headerText() const
{
    return m_title->text();
}

} // namespace hk
