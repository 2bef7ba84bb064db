#pragma once

#include "combat/CombatParameters.h"
#include "combat/Encounter.h"
#include "combat/PlayerWindow.h"
#include "main/CampaignPage.h"

#include <QPointer>

#include <optional>

class QLabel;
class QPushButton;
class QSplitter;
class QStackedWidget;
class QToolButton;
class QVBoxLayout;

namespace hk {

class CombatLogView;
class EncounterBuilderPanel;
class EncounterListPanel;
class HexMapView;
class TrackerPanel;

// The Combat page: the campaign's encounters on the left, the hex map with its zoom in the middle over
// the combat log, and on the right either the builder (while an encounter is set up) or the tracker (while
// the fight runs). It owns which encounter and which figure are current, keeps every part in step with the
// campaign (combatChanged, restored, rulesChanged) and turns the map's gestures into the builder's or the
// tracker's steps. The player window opens from here and follows the encounter shown.
class CombatPage : public CampaignPage
{
    Q_OBJECT
public:
    explicit CombatPage(QWidget* parent = nullptr);
    ~CombatPage() override;

    QString title() const override { return tr("Combat"); }
    QIcon icon() const override;
    QString pageId() const override { return QStringLiteral("combat"); }
    bool appliesTo(const Campaign& campaign) const override { return !playsBoardGame(campaign); }
    void setCampaign(Campaign* campaign) override;
    bool showSection(const QString& section) override;

    qint64 currentEncounter() const { return m_encounter.id; }
    const Encounter& encounter() const { return m_encounter; }
    bool selectEncounter(qint64 id);
    void selectFigure(const QString& figureId);
    QString selectedFigure() const { return m_selected; }
    QString statusText() const;

    EncounterListPanel* encounterList() const { return m_list; }
    EncounterBuilderPanel* builder() const { return m_builder; }
    TrackerPanel* tracker() const { return m_tracker; }
    HexMapView* map() const { return m_map; }
    CombatLogView* logView() const { return m_log; }
    // The player window, opened (once) and shown.
    PlayerWindow* openPlayerWindow();
    PlayerWindow* playerWindow() const { return m_playerWindow; }

Q_SIGNALS:
    // The encounter shown is another one (0: none), so the players' server follows it as the player window does.
    void encounterShown(qint64 encounterId);

private:
    // The page's parts, built in this order: the encounter list (left), the map with its title, tools, status
    // and log (centre), the builder or tracker (right); then the connections between them.
    QWidget* buildCentre(QSplitter* split);
    // The map tools' row under the title; returns zoom in, zoom out, fit and fit-figures, for the map made after.
    QList<QToolButton*> addMapTools(QWidget* centre, QVBoxLayout* centreLayout);
    QStackedWidget* buildRight(QSplitter* split);
    void connectParts();
    void reload();
    void loadParameters();
    void showEncounter();
    void showMessage(const QString& text, bool error);
    void hexClicked(const HexCoord& hex);
    void figureDropped(const QString& figureId, const HexCoord& hex);
    void facingRequested(const QString& figureId, int facing);
    void hexPickRequested(const QString& prompt, const QList<HexCoord>& highlight);
    void endFight();

    Campaign* m_campaign = nullptr;
    std::optional<CombatParameters> m_parameters;
    Encounter m_encounter;
    QString m_selected;
    QString m_lastActor;
    int m_lastMovingSide = -1;
    QString m_lastMover;
    qint64 m_announced = -1; // the encounter encounterShown last named
    // The encounter the map was last zoomed to, and whether it was still being set up then.
    qint64 m_framedEncounter = -1;

    EncounterListPanel* m_list = nullptr;
    HexMapView* m_map = nullptr;
    CombatLogView* m_log = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_mapTitle = nullptr;
    QStackedWidget* m_right = nullptr;
    QLabel* m_empty = nullptr;
    EncounterBuilderPanel* m_builder = nullptr;
    TrackerPanel* m_tracker = nullptr;
    QPushButton* m_playerButton = nullptr;
    QPointer<PlayerWindow> m_playerWindow;
};

} // namespace hk
