#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;

namespace hk {

class ActivityModel;
class Campaign;

// A character's spell learning: what is under way and when it falls due, what ended and how, with buttons
// to start learning a spell (LearnSpellDialog) and to cancel a study under way. The calendar completes them.
class StudiesPanel : public QWidget
{
    Q_OBJECT
public:
    explicit StudiesPanel(QWidget* parent = nullptr);
    void setCampaign(Campaign* campaign);
    void setCharacter(qint64 id);
    ActivityModel* model() const { return m_model; }

private:
    void updateButtons();
    void cancelSelected();
    void resumeSelected();

    Campaign* m_campaign = nullptr;
    qint64 m_character = 0;
    ActivityModel* m_model = nullptr;
    QTableView* m_table = nullptr;
    QLabel* m_hint = nullptr;
    QPushButton* m_learn = nullptr;
    QPushButton* m_cancel = nullptr;
    QPushButton* m_resume = nullptr;
};

} // namespace hk
