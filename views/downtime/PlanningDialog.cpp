#include "downtime/PlanningDialog.h"

#include "main/StatusColors.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace hk {

PlanningDialog::PlanningDialog(QWidget* parent) : QDialog(parent) {}

QPushButton* PlanningDialog::addPlanFrame(QVBoxLayout* layout, const QString& startText)
{
    m_plan = new QLabel(this);
    m_plan->setObjectName(QStringLiteral("plan"));
    m_plan->setWordWrap(true);
    layout->addWidget(m_plan);
    m_problems = new QLabel(this);
    m_problems->setObjectName(QStringLiteral("problems"));
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(StatusColors::problemStyle());
    layout->addWidget(m_problems);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_start = m_buttons->addButton(startText, QDialogButtonBox::AcceptRole);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    return m_start;
}

void PlanningDialog::showPlan(const QString& plan)
{
    m_plan->setText(plan);
}

void PlanningDialog::showProblems(const QStringList& problems)
{
    m_problems->setText(problems.join(QLatin1Char('\n')));
    m_start->setEnabled(problems.isEmpty());
}

void PlanningDialog::showRefusal(const QString& error)
{
    m_problems->setText(error);
}

QString PlanningDialog::planText() const
{
    return m_plan->text();
}

QString PlanningDialog::problemsText() const
{
    return m_problems->text();
}

bool PlanningDialog::canStart() const
{
    return m_start->isEnabled();
}

} // namespace hk
