#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPushButton;
class QVBoxLayout;

namespace hk {

// The frame the dialogs that start downtime work share (a workshop project, a batch of potion, research): under
// each one's own form, the plan worked out live, every reason the work cannot start in red, and Cancel beside
// the start button, which is enabled only when nothing stands in the way. Each dialog fills the form, works out
// its plan with the model and shows it here.
class PlanningDialog : public QDialog
{
    Q_OBJECT
public:
    QString planText() const;
    QString problemsText() const;
    // By default: the start button is enabled.
    virtual bool canStart() const;
    // The activity started, once it is.
    qint64 startedId() const { return m_started; }

protected:
    explicit PlanningDialog(QWidget* parent);

    // Adds the plan, the problems and the buttons (Cancel rejects) under the form; returns the start button,
    // labelled startText, for the dialog to connect.
    QPushButton* addPlanFrame(QVBoxLayout* layout, const QString& startText);
    void showPlan(const QString& plan);
    // The reasons the work cannot start, one a line; the start button is enabled only when there are none.
    void showProblems(const QStringList& problems);
    // Why starting failed after all, when the GM pressed the start button.
    void showRefusal(const QString& error);
    QLabel* planLabel() const { return m_plan; }
    QDialogButtonBox* buttons() const { return m_buttons; }
    QPushButton* startButton() const { return m_start; }

    qint64 m_started = 0;

private:
    QLabel* m_plan = nullptr;
    QLabel* m_problems = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QPushButton* m_start = nullptr;
};

} // namespace hk
