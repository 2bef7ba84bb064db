#include "wizwar/WizWarPortalEditor.h"

#include "wizwar/WizWarBoardScene.h"
#include "wizwar/WizWarPage.h"
#include "wizwar/WizWarSteps.h"

namespace hk {

using wizwar::Direction;
using wizwar::Square;

WizWarPortalEditor::WizWarPortalEditor(WizWarPage* page, WizWarBoardScene* scene)
    : QObject(page), m_page(page), m_scene(scene)
{
    connect(scene, &WizWarBoardScene::sideClicked, this, &WizWarPortalEditor::clickSide);
}

void WizWarPortalEditor::setActive(bool on)
{
    if (on == m_active)
        return;
    m_active = on;
    m_scene->setPortalEditing(on);
    setPending(std::nullopt);
    m_page->setStatus(on ? tr("Portals: click a side on the board's edge, then a second one to join them; click a "
                              "portal to take its pair away.")
                         : QString(),
                      false);
    Q_EMIT activeChanged(on);
}

void WizWarPortalEditor::setPending(std::optional<std::pair<Square, Direction>> end)
{
    m_pending = end;
    m_scene->setPendingPortal(end);
}

void WizWarPortalEditor::clickSide(Square square, Direction side)
{
    if (!m_active || !m_page->game().isValid())
        return;
    for (const wizwar::PortalLink& link : m_page->game().state().portals)
        if ((link.from == square && link.fromSide == side) || (link.to == square && link.toSide == side)) {
            setPending(std::nullopt);
            m_page->play(WizWarSteps::removePortal(square, side));
            return;
        }
    if (!m_pending) {
        setPending(std::pair{square, side});
        m_page->setStatus(tr("First portal on %1 %2: click the side it leads to.")
                              .arg(square.name(), wizwar::directionLetter(side)),
                          false);
        return;
    }
    const wizwar::PortalLink link{m_pending->first, m_pending->second, square, side};
    setPending(std::nullopt);
    m_page->play(WizWarSteps::addPortal(link));
}

} // namespace hk
