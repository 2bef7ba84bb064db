#pragma once

#include <QWidget>

class QCheckBox;
class QVBoxLayout;

namespace hk {

// What the window shows with no campaign open: start a new campaign, open one, one of the recent ones,
// or the demo.
class StartPage : public QWidget
{
    Q_OBJECT
public:
    explicit StartPage(QWidget* parent = nullptr);
    void refresh();

Q_SIGNALS:
    void newRequested();
    void openRequested();
    void demoRequested();
    void recentRequested(const QString& path);

private:
    QVBoxLayout* m_recent = nullptr;
    QCheckBox* m_openLast = nullptr; // the same setting as Preferences' "open the latest campaign"
};

} // namespace hk
