#pragma once

#include <QDialog>

class QLabel;
class QPlainTextEdit;

namespace hk {

// Shows a rulebook text at the lines an entry cites, highlighted, so the GM can read what the book says. The
// books are Markdown: headings and **bold** / *italic* are shown as such, without their marks, one text line
// per book line so the cited lines stay where the book has them.
class SourceViewer : public QDialog
{
    Q_OBJECT
public:
    explicit SourceViewer(QWidget* parent = nullptr);

    // Loads the file and scrolls to the lines (1-based); false when the file cannot be read. book is the
    // book's title (the file name when empty); the file name stays in the header's tooltip.
    bool show(const QString& path, int line, int endLine, const QString& title, const QString& book = QString());
    int highlightedLine() const { return m_line; }
    // The cited lines as shown (Markdown marks removed).
    QString highlightedText() const;
    QString headerText() const;

private:
    QLabel* m_title = nullptr;
    QPlainTextEdit* m_text = nullptr;
    int m_line = 0;
    int m_endLine = 0;
};

} // namespace hk
