#pragma once

#include "combat/Encounter.h"

#include <QMenu>

namespace hk {

class Campaign;

// The GM's overrides on one figure, as a menu: hits and fatigue, posture, a named condition with a
// duration (or its removal), hiding it from the players or showing it again, and ruling that it acts
// next. Each is one undoable step of CombatOverrides with a log line; a refused one is reported through
// message() and changes nothing.
class GmMenu : public QMenu
{
    Q_OBJECT
public:
    GmMenu(Campaign& campaign, const Encounter& encounter, const QString& figureId, QWidget* parent = nullptr);

    // The overrides without their dialogs (tests and the menu's own actions).
    bool adjustSt(int wounds, int fatigue);
    bool addCondition(const QString& key, int turns, int dx);

Q_SIGNALS:
    void message(const QString& text, bool error);

private:
    bool report(bool ok, const QString& error);
    void askAdjustSt();
    void askCondition();

    Campaign& m_campaign;
    qint64 m_encounter = 0;
    QString m_figure;
    QString m_name;
};

} // namespace hk
