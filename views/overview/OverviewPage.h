#pragma once

#include "main/CampaignPage.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace hk {

class EventLogModel;
class PartyChart;

// The campaign at a glance: its name and notes (editable, undoable), rulesets, date and dice mode, the
// party's attributes over campaign time (PartyChart), and the latest entries of the event log.
class OverviewPage : public CampaignPage
{
    Q_OBJECT
public:
    explicit OverviewPage(QWidget* parent = nullptr);

    QString title() const override { return tr("Campaign"); }
    QIcon icon() const override;
    QString pageId() const override { return QStringLiteral("overview"); }
    void setCampaign(Campaign* campaign) override;
    QString unsavedWork() const override;
    bool saveUnsavedWork() override;
    void discardUnsavedWork() override;
    PartyChart* partyChart() const { return m_party; } // for tests

private:
    void refresh();
    void commitName();
    void commitNotes();

    Campaign* m_campaign = nullptr;
    QLineEdit* m_name = nullptr;
    QLabel* m_rulesets = nullptr;
    QLabel* m_date = nullptr;
    QComboBox* m_diceMode = nullptr;
    QPlainTextEdit* m_notes = nullptr;
    QPushButton* m_saveNotes = nullptr;
    QTableView* m_events = nullptr;
    EventLogModel* m_eventModel = nullptr;
    PartyChart* m_party = nullptr;
};

} // namespace hk
