#include "combat/CombatRulesDialog.h"

#include "campaign/Campaign.h"
#include "combat/CombatHouseRules.h"
#include "houserules/HouseRules.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QMessageBox>
#include <QVBoxLayout>

namespace hk {

CombatRulesDialog::CombatRulesDialog(Campaign& campaign, QWidget* parent) : QDialog(parent), m_campaign(campaign)
{
    setWindowTitle(tr("Combat rules"));
    setObjectName(QStringLiteral("combatRulesDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Optional rules the tracker follows in this campaign. A change is a house rule: "
                                "it can be undone, and the Rules library shows it."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    for (const QString& id : CombatHouseRules::ruleIds()) {
        const RuleEntry* e = campaign.rules().entry(QStringLiteral("rule"), id);
        if (!e)
            continue;
        auto* box = new QCheckBox(e->name(), this);
        box->setObjectName(id);
        box->setChecked(CombatHouseRules::isOn(campaign.rules(), id));
        auto* summary = new QLabel(e->data.value(QLatin1String("summary")).toString(), this);
        summary->setWordWrap(true);
        summary->setIndent(24);
        summary->setForegroundRole(QPalette::PlaceholderText);
        layout->addWidget(box);
        layout->addWidget(summary);
        m_boxes.insert(id, box);
        m_initial.insert(id, box->isChecked());
    }
    if (m_boxes.isEmpty())
        layout->addWidget(new QLabel(tr("This campaign's rulesets have no optional combat rules."), this));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        QString error;
        if (apply(&error))
            accept();
        else
            QMessageBox::warning(this, tr("Combat rules"), error);
    });
    setMinimumWidth(520);
}

bool CombatRulesDialog::apply(QString* error)
{
    QStringList changed;
    for (auto it = m_boxes.cbegin(); it != m_boxes.cend(); ++it) {
        if (it.value()->isChecked() != m_initial.value(it.key()))
            changed.append(it.key());
    }
    if (changed.isEmpty())
        return true;
    QMap<QString, bool> switched;
    for (const QString& id : changed)
        switched.insert(id, m_boxes.value(id)->isChecked());
    const bool ok = HouseRules::switchRules(m_campaign, switched, tr("Set on the Combat page"), error);
    if (ok) {
        for (const QString& id : changed)
            m_initial.insert(id, m_boxes.value(id)->isChecked());
    }
    return ok;
}

} // namespace hk
