#include "downtime/DowntimePage.h"

#include "main/PageIcon.h"

#include "downtime/DowntimePanel.h"

#include "campaign/Campaign.h"
#include "packages/PackageRegistry.h"
#include "packages/RulesetPackage.h"

#include <QLabel>
#include <QStackedWidget>
#include <QStyle>
#include <QTabWidget>
#include <QVBoxLayout>

namespace hk {

DowntimePage::DowntimePage(QWidget* parent) : CampaignPage(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("downtimeTabs"));
    m_tabs->setDocumentMode(true);
    layout->addWidget(m_tabs);
    m_panels = createDowntimePanels(this);
    for (DowntimePanel* panel : m_panels) {
        panel->setObjectName(panel->panelId());
        auto* tab = new QStackedWidget(m_tabs);
        tab->addWidget(panel);
        auto* notice = new QLabel(tab);
        notice->setObjectName(QStringLiteral("unsupported"));
        notice->setWordWrap(true);
        notice->setAlignment(Qt::AlignCenter);
        notice->setMargin(40);
        tab->addWidget(notice);
        m_tabs->addTab(tab, panel->tabTitle());
    }
}

QIcon DowntimePage::icon() const
{
    return PageIcon::make(QStringLiteral("downtime"));
}

void DowntimePage::setCampaign(Campaign* campaign)
{
    for (DowntimePanel* panel : m_panels) {
        const QString reason = campaign ? unsupportedReason(*campaign, *panel) : QString();
        QStackedWidget* tab = tabOf(panel);
        const int index = m_tabs->indexOf(tab);
        m_tabs->setTabToolTip(index, reason);
        m_tabs->setTabIcon(index, reason.isEmpty() ? QIcon() : style()->standardIcon(QStyle::SP_MessageBoxInformation));
        static_cast<QLabel*>(tab->widget(1))->setText(reason);
        tab->setCurrentIndex(reason.isEmpty() ? 0 : 1);
        panel->setCampaign(reason.isEmpty() ? campaign : nullptr); // nothing to read or offer
    }
}

QString DowntimePage::unsupportedReason(const Campaign& campaign, const DowntimePanel& panel)
{
    const QStringList kinds = panel.neededKinds();
    if (!campaign.rules().entries(kinds).isEmpty())
        return {};
    QStringList providers;
    for (const RulesetPackage* p : campaign.registry().basePackages()) {
        for (const QString& kind : kinds) {
            if (!p->entries(kind).isEmpty()) {
                providers.append(p->title());
                break;
            }
        }
    }
    const QString base = campaign.baseRuleset() ? campaign.baseRuleset()->title() : QString();
    const QString what = tr("“%1” is not part of %2: its rules have nothing for this tab to work with.").arg(panel.tabTitle().replace(QStringLiteral("&&"), QStringLiteral("&")), base);
    if (providers.isEmpty())
        return what;
    return what + QLatin1Char(' ')
        + tr("It comes with %1. Start a campaign on that ruleset (File > New Campaign…) to use it.")
              .arg(providers.join(tr(" or ")));
}

QStackedWidget* DowntimePage::tabOf(const DowntimePanel* panel) const
{
    return qobject_cast<QStackedWidget*>(panel->parentWidget());
}

DowntimePanel* DowntimePage::panel(const QString& panelId) const
{
    for (DowntimePanel* p : m_panels) {
        if (p->panelId() == panelId)
            return p;
    }
    return nullptr;
}

bool DowntimePage::showPanel(const QString& panelId)
{
    DowntimePanel* p = panel(panelId);
    if (!p)
        return false;
    m_tabs->setCurrentWidget(tabOf(p));
    return true;
}

} // namespace hk
