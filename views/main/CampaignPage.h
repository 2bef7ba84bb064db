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
    virtual QIcon icon() const = 0;
    virtual void setCampaign(Campaign* campaign) = 0;
    virtual bool needsCampaign() const { return true; }
    // A stable name for --page and tests ("overview", "library", "dice").
    virtual QString pageId() const = 0;
    // Shows one section of the page (a tab), for --page page/section; false when there is none by that name.
    virtual bool showSection(const QString& section)
    {
        Q_UNUSED(section);
        return false;
    }
};

} // namespace hk
