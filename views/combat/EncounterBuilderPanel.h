#pragma once

#include "combat/Encounter.h"

#include <QWidget>

class QButtonGroup;
class QComboBox;
class QGroupBox;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace hk {

class Campaign;

// The right column of the Combat page while an encounter is being set up: bring in roster characters and
// bestiary creatures on a side, see who is in and where each stands, put the selected figure on the hex
// the GM clicks (facing from the combo), paint walls, fire and shadow on the map, and start the fight.
// Every change is one undoable step of Encounters; the page applies the map's clicks through here.
class EncounterBuilderPanel : public QWidget
{
    Q_OBJECT
public:
    enum class Tool { Place, Wall, Fire, Shadow, Tunnel };

    explicit EncounterBuilderPanel(QWidget* parent = nullptr);

    void setCampaign(Campaign* campaign) { m_campaign = campaign; }
    void setEncounter(const Encounter& encounter);
    void setSelected(const QString& figureId);
    QString selected() const;
    Tool tool() const;
    void setTool(Tool tool);
    int side() const;
    void setSide(int side);
    int facing() const;
    void setFacing(int facing);

    // What the map's gestures mean while setting up (called by the page).
    void hexClicked(const HexCoord& hex);
    void figureDropped(const QString& figureId, const HexCoord& hex);
    void faceFigure(const QString& figureId, int facing);

    // The buttons' work without their dialogs (tests and scripts).
    bool addCharacters(const QList<qint64>& characterIds, int side);
    bool addCreatures(const QString& creature, int count, int side);
    bool addTeam(const QString& party, int side);
    bool startFight();
    QTreeWidget* figureList() const { return m_figures; }

Q_SIGNALS:
    void figureSelected(const QString& figureId);
    void message(const QString& text, bool error);

private:
    // The panel's parts: the figures (side, add buttons, the list, facing and Remove), the map tools, then the
    // summary and Start fight.
    QGroupBox* buildFiguresBox();
    QHBoxLayout* buildSideRow(QGroupBox* add);
    QGroupBox* buildMapBox();
    void chooseCharacters();
    void chooseCreatures();
    void chooseTeam();
    void removeFigure();
    bool report(bool ok, const QString& error, const QString& done = {});

    Campaign* m_campaign = nullptr;
    Encounter m_encounter;
    QSpinBox* m_side = nullptr;
    QTreeWidget* m_figures = nullptr;
    QComboBox* m_facing = nullptr;
    QButtonGroup* m_tools = nullptr;
    QPushButton* m_tunnelTool = nullptr;
    QPushButton* m_addTeam = nullptr; // only with the mass-combat pack, which has teams
    QPushButton* m_remove = nullptr;
    QPushButton* m_start = nullptr;
    QLabel* m_summary = nullptr;
};

} // namespace hk
