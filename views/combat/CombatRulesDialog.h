#pragma once

#include <QDialog>
#include <QMap>

class QCheckBox;

namespace hk {

class Campaign;

// The optional combat rules as campaign settings, in one place on the Combat page: a box per rule the
// tracker reads (CombatHouseRules::ruleIds) that this campaign's rulesets have, with its summary. OK turns
// the changed ones on or off as house rules (one undoable step); the tracker reads them at the next action.
class CombatRulesDialog : public QDialog
{
    Q_OBJECT

public:
    CombatRulesDialog(Campaign& campaign, QWidget* parent = nullptr);

    QCheckBox* box(const QString& ruleId) const { return m_boxes.value(ruleId); }
    // Writes the changes; false (with the reason) leaves the campaign as it was.
    bool apply(QString* error);

private:
    Campaign& m_campaign;
    QMap<QString, QCheckBox*> m_boxes;
    QMap<QString, bool> m_initial;
};

} // namespace hk
