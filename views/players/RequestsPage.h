#pragma once

#include "main/CampaignPage.h"
#include "players/PlayerAsk.h"

#include <QMap>

class QCheckBox;
class QLabel;
class QPushButton;
class QTreeWidget;

namespace hk {

// The GM's side of the players' requests between game nights (issue 32): every request still waiting, of
// every kind, newest last, with the player and what he asks in words; Accept, Refuse (with a reason the
// player sees) and, for a new character, "Open in builder…" to change him before accepting. What the GM did
// lately stays listed with its answer, each kind can be accepted at once as it arrives, and the GM chooses whether
// the players' pages show the party purse. Why a page of
// its own: the requests come in between game nights, about every part of the campaign, so they are not any
// one page's business; the sidebar's entry counts those waiting ("Requests (3)"). Every decision is
// PlayerRequests' one step, so Edit > Undo takes it back and the list follows the campaign's signals.
class RequestsPage : public CampaignPage
{
    Q_OBJECT
public:
    explicit RequestsPage(QWidget* parent = nullptr);

    QString title() const override { return tr("Requests"); }
    QString sidebarTitle(Campaign& campaign) const override;
    QIcon icon() const override;
    QString pageId() const override { return QStringLiteral("requests"); }
    // A Wiz-War campaign has no characters to ask about.
    bool appliesTo(const Campaign& campaign) const override { return !playsBoardGame(campaign); }
    void setCampaign(Campaign* campaign) override;

    // What the page shows, for tests: the pending requests' ids in order, and the message next to the list.
    QList<qint64> shown() const { return m_shown; }
    QString message() const;
    // The buttons' work for the request `id`, the dialogs already answered; false when refused (said in the
    // message).
    bool accept(qint64 id);
    bool refuse(qint64 id, const QString& reason);
    static int pendingCount(Campaign& campaign);

private:
    void refresh();
    void refreshPending();
    void refreshDecided();
    void refreshAutoAccept();
    QWidget* makeAutoAcceptBox();
    // The GM's "Share the party purse with players" (PlayerSharing), one undoable step.
    QWidget* makeShareBox();
    void refreshSharing();
    void updateButtons();
    qint64 selectedId() const;
    void askRefuse();
    void openInBuilder();
    void showMessage(const QString& text);

    Campaign* m_campaign = nullptr;
    QList<qint64> m_shown;
    QTreeWidget* m_pending = nullptr;
    QTreeWidget* m_decided = nullptr;
    QLabel* m_empty = nullptr;
    QLabel* m_message = nullptr;
    QPushButton* m_accept = nullptr;
    QPushButton* m_refuse = nullptr;
    QPushButton* m_builder = nullptr;
    QMap<AskKind, QCheckBox*> m_autoAccept;
    QCheckBox* m_sharePurse = nullptr;
};

} // namespace hk
