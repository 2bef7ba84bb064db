#pragma once

#include "wizwar/WizWarBoard.h"

#include <QObject>

#include <optional>

namespace hk {

class WizWarBoardScene;
class WizWarPage;

// The GM's portal editor on the Wiz-War board: while it is on, a click on a side at the board's edge picks the
// first end of a pair of portals, a click on a second side makes the pair, and a click on an end of a pair takes
// that pair away. Why its own class: it holds the pending end between two clicks; every pair made or taken away is
// one step (WizWarSteps::addPortal/removePortal) through the page, so it is checked by the rules (an open side on
// the edge, the box's two pairs) and undoable like any step.
class WizWarPortalEditor : public QObject
{
    Q_OBJECT
public:
    WizWarPortalEditor(WizWarPage* page, WizWarBoardScene* scene);

    void setActive(bool on);
    bool isActive() const { return m_active; }
    std::optional<std::pair<wizwar::Square, wizwar::Direction>> pending() const { return m_pending; }
    // A click on side `side` of `square` (the scene's sideClicked; tests call it too).
    void clickSide(wizwar::Square square, wizwar::Direction side);

Q_SIGNALS:
    void activeChanged(bool on);

private:
    void setPending(std::optional<std::pair<wizwar::Square, wizwar::Direction>> end);

    WizWarPage* m_page;
    WizWarBoardScene* m_scene;
    bool m_active = false;
    std::optional<std::pair<wizwar::Square, wizwar::Direction>> m_pending;
};

} // namespace hk
