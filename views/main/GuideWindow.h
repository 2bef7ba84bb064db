#pragma once

#include <QDialog>
#include <QList>
#include <QTextCursor>

class QLabel;
class QLineEdit;
class QTextBrowser;
class QToolButton;

namespace hk {

// The GM's guide inside the app (Help > Guide, F1): how a game night, downtime and a fight go in Hexkeeper,
// with pictures, in the language of the user interface. A window beside the main one, not a modal dialog,
// so the GM can follow it while working. A search box (Ctrl+F) finds words in the guide shown, marks every
// match and steps through them, because the guide has grown too long to scroll through for one word.
class GuideWindow : public QDialog
{
    Q_OBJECT
public:
    explicit GuideWindow(QWidget* parent = nullptr);

    // The guide's resource for the interface language (":/help/guide_de.html" in German).
    static QString guideResource();
    QTextBrowser* browser() const { return m_browser; }
    QLineEdit* searchField() const { return m_search; }
    // What the search found: how many matches, which one is shown (0-based, -1 for none) and its cursor.
    int matchCount() const { return int(m_matches.size()); }
    int currentMatch() const { return m_current; }
    QTextCursor currentMatchCursor() const;
    QString searchStatus() const;

    void findNext();
    void findPrevious();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* makeSearchBar();
    void search(const QString& text);
    void showMatch(int index);
    void highlight();

    QTextBrowser* m_browser = nullptr;
    QLineEdit* m_search = nullptr;
    QToolButton* m_previous = nullptr;
    QToolButton* m_next = nullptr;
    QLabel* m_status = nullptr;
    QList<QTextCursor> m_matches;
    int m_current = -1;
};

} // namespace hk
