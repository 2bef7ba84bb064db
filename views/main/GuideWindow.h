#pragma once

#include <QDialog>

class QTextBrowser;

namespace hk {

// The GM's guide inside the app (Help > Guide, F1): how a game night, downtime and a fight go in Hexkeeper,
// with pictures, in the language of the user interface. A window beside the main one, not a modal dialog,
// so the GM can follow it while working.
class GuideWindow : public QDialog
{
    Q_OBJECT
public:
    explicit GuideWindow(QWidget* parent = nullptr);

    // The guide's resource for the interface language (":/help/guide_de.html" in German).
    static QString guideResource();
    QTextBrowser* browser() const { return m_browser; }

private:
    QTextBrowser* m_browser = nullptr;
};

} // namespace hk
