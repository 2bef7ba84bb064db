#pragma once

#include "campaign/Campaign.h"

#include <QDialog>

#include <memory>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;

namespace hk {

class PackageRegistry;

// Asks for what a new campaign needs: file, name, base ruleset, option packs that fit it, start day, the dice
// mode and (optionally) the dice seed. OK stays disabled until the choice is complete, with the reason shown.
// The file is suggested in the Preferences' campaign folder. OK creates the campaign here, making its folder
// when it is missing (a fresh profile has no Documents folder); when that fails the dialog stays open with
// everything typed and says, in words, what to do.
class NewCampaignDialog : public QDialog
{
    Q_OBJECT
public:
    explicit NewCampaignDialog(const PackageRegistry& registry, QWidget* parent = nullptr);

    QString path() const;
    NewCampaign spec() const;
    // The campaign OK created; null before, or when it failed.
    std::unique_ptr<Campaign> takeCampaign() { return std::move(m_campaign); }
    // Creates the campaign; on failure shows why and stays open.
    void accept() override;

private:
    void baseChanged();
    void validate();
    QString problemWithForm() const; // empty when OK may try
    void growToShowAll();
    void browse();
    // The campaign at path(), its folder made first; null with *problem (what to do) and *detail (the cause).
    std::unique_ptr<Campaign> create(QString* problem, QString* detail) const;

    const PackageRegistry& m_registry;
    QLineEdit* m_path = nullptr;
    QLineEdit* m_name = nullptr;
    QComboBox* m_base = nullptr;
    QListWidget* m_options = nullptr;
    QSpinBox* m_day = nullptr;
    QComboBox* m_diceMode = nullptr;
    QLineEdit* m_seed = nullptr;
    QLabel* m_problem = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    std::unique_ptr<Campaign> m_campaign;
};

} // namespace hk
