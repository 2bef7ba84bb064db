#include "library/SourceViewer.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTextBlock>
#include <QVBoxLayout>

namespace hk {

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

bool SourceViewer::show(const QString& path, int line, int endLine, const QString& title)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    m_text->setPlainText(QString::fromUtf8(file.readAll()));
    m_line = line;
    m_endLine = qMax(line, endLine);
    setWindowTitle(tr("%1 — %2").arg(title, QFileInfo(path).fileName()));
    m_title->setText(tr("<b>%1</b> — %2, line %3").arg(title.toHtmlEscaped(), QFileInfo(path).fileName()).arg(line));

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
        QTextCursor cursor(first);
        m_text->setTextCursor(cursor);
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

} // namespace hk
