#pragma once

#include <QIcon>
#include <QWidget>

namespace hk {

class Campaign;

// A page of the main window's sidebar. Pages are told when the open campaign changes (nullptr when the
// campaign is closed) and decide whether they can be shown without one.
class CampaignPage : public QWidget
{
    Q_OBJECT
public:
    using QWidget::QWidget;

    virtual QString title() const = 0;
    // The sidebar's entry for this campaign: the title, or with what waits ("Requests (3)"). The main window
    // reads it again whenever the campaign's players change.
    virtual QString sidebarTitle(Campaign& campaign) const
    {
        Q_UNUSED(campaign);
        return title();
    }
    virtual QIcon icon() const = 0;
    virtual void setCampaign(Campaign* campaign) = 0;
    virtual bool needsCampaign() const { return true; }
    // Whether the page belongs in the sidebar for this campaign (the Wiz-War page only for a Wiz-War one).
    virtual bool appliesTo(const Campaign& campaign) const
    {
        Q_UNUSED(campaign);
        return true;
    }
    // A Wiz-War campaign plays the board game: it has no characters, money, downtime or tactical fights.
    static bool playsBoardGame(const Campaign& campaign);
    // A stable name for --page and tests ("overview", "library", "dice").
    virtual QString pageId() const = 0;
    // Shows one section of the page (a tab), for --page page/section; false when there is none by that name.
    virtual bool showSection(const QString& section)
    {
        Q_UNUSED(section);
        return false;
    }

    // Everything the GM does is written to the campaign as it is made, except a form still being filled in
    // (the builder before its Save). unsavedWork() names such a form in words ("the changes to Brand"), or is
    // empty. saveUnsavedWork() writes it (false, having said why, when it cannot: the form stays as it is);
    // discardUnsavedWork() drops it. The page emits unsavedWorkChanged() when the answer may have changed.
    virtual QString unsavedWork() const { return {}; }
    virtual bool saveUnsavedWork() { return true; }
    virtual void discardUnsavedWork() {}

    // True when the widget sits on a page or tab that is put away (a hidden page of the main window on screen, a
    // tab not chosen): it is not painted, so what it shows can be read again when it is next shown. Nothing in a
    // window not on screen is put away (it is being prepared, or looked at by a test or a screenshot).
    static bool isPutAway(const QWidget* widget)
    {
        if (!widget->window()->isVisible())
            return false;
        for (const QWidget* w = widget; w && !w->isWindow(); w = w->parentWidget()) {
            if (w->isHidden())
                return true;
        }
        return false;
    }

Q_SIGNALS:
    void unsavedWorkChanged();
};

} // namespace hk
