#pragma once

#include "players/PlayerLink.h"

#include <QWidget>

class QLabel;
class QVBoxLayout;

namespace hk {

class Campaign;
struct CombatParameters;

// The players' proposals waiting in the tracker: what each player asked for his figure this turn (an option
// and a hex, sent from his page through the players' server), with Accept and Refuse. Accepting is the
// tracker's own step through PlayerProposals, so the rules may still refuse it ("It is side 2's turn to
// move"); the refusal is shown here, in the panel, so the GM can go on. Refusing asks for an optional reason
// that the player sees. The panel hides while nothing waits, and re-reads on every change of the campaign's
// players or combat.
class ProposalsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ProposalsPanel(QWidget* parent = nullptr);

    void setCampaign(Campaign* campaign);
    // The encounter the tracker shows; `parameters` (may be null) names the options.
    void setEncounter(qint64 encounterId, const CombatParameters* parameters);
    void refresh();

    QList<PlayerProposal> shown() const { return m_pending; }
    // The buttons' work without their dialogs; false when refused (the reason is shown in the panel).
    bool accept(qint64 proposalId);
    bool refuse(qint64 proposalId, const QString& reason);
    QString message() const;

private:
    void addRow(const PlayerProposal& proposal, const QString& text);
    void askRefuse(qint64 proposalId);
    void showMessage(const QString& text);

    Campaign* m_campaign = nullptr;
    qint64 m_encounterId = 0;
    const CombatParameters* m_p = nullptr;
    QList<PlayerProposal> m_pending;
    QVBoxLayout* m_rows = nullptr;
    QLabel* m_message = nullptr;
};

} // namespace hk
