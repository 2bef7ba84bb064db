#pragma once

#include "campaign/Campaign.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;

namespace hk {

class PackageRegistry;

// Asks for what a new campaign needs: file, name, base ruleset, option packs that fit it, start day and
// (optionally) the dice seed. OK stays disabled until the choice is complete, with the reason shown.
class NewCampaignDialog : public QDialog
{
    Q_OBJECT
public:
    explicit NewCampaignDialog(const PackageRegistry& registry, QWidget* parent = nullptr);

    QString path() const;
    NewCampaign spec() const;

private:
    void baseChanged();
    void validate();
    void browse();

    const PackageRegistry& m_registry;
    QLineEdit* m_path = nullptr;
    QLineEdit* m_name = nullptr;
    QComboBox* m_base = nullptr;
    QListWidget* m_options = nullptr;
    QSpinBox* m_day = nullptr;
    QLineEdit* m_seed = nullptr;
    QLabel* m_problem = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace hk
