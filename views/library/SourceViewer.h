#pragma once

#include <QDialog>

class QLabel;
class QPlainTextEdit;

namespace hk {

// Shows a rulebook text at the lines an entry cites, highlighted, so the GM can read what the book says.
class SourceViewer : public QDialog
{
    Q_OBJECT
public:
    explicit SourceViewer(QWidget* parent = nullptr);

    // Loads the file and scrolls to the lines (1-based); false when the file cannot be read.
    bool show(const QString& path, int line, int endLine, const QString& title);
    int highlightedLine() const { return m_line; }
    QString highlightedText() const;

private:
    QLabel* m_title = nullptr;
    QPlainTextEdit* m_text = nullptr;
    int m_line = 0;
    int m_endLine = 0;
};

} // namespace hk
