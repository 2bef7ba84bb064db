#pragma once

#include "characters/TeamRules.h"

#include <QWidget>

class QCheckBox;
class QLabel;

namespace hk {

class Campaign;

// Why this exists: a mass-combat team is only legal as a whole (five figures sharing 200 points, one
// giant, fine plate per five men …), which no single character's builder can show. This tab takes the
// selected character's party as the team and shows the TeamRules report in words.
class TeamPanel : public QWidget
{
    Q_OBJECT
public:
    explicit TeamPanel(QWidget* parent = nullptr);
    void setCampaign(Campaign* campaign);
    void setCharacter(qint64 id);
    void refresh();

    const TeamReport& report() const { return m_report; }
    QString party() const { return m_party; }

private:
    Campaign* m_campaign = nullptr;
    qint64 m_character = 0;
    QString m_party;
    TeamReport m_report;
    QLabel* m_heading = nullptr;
    QLabel* m_figures = nullptr;
    QLabel* m_beginning = nullptr;
    QLabel* m_bonus = nullptr;
    QLabel* m_problems = nullptr;
    QLabel* m_notes = nullptr;
    QCheckBox* m_longGame = nullptr;
    QWidget* m_details = nullptr;
};

} // namespace hk
