#pragma once

#include "packages/Ruleset.h"

#include <QDialog>
#include <QJsonObject>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace hk {

// First step of adding a house-rule entry: what kind (spell, potion, item …), which existing entry to start
// from, and the new name. The result is a copy of the template with a new id and name and no book source.
class NewEntryDialog : public QDialog
{
    Q_OBJECT
public:
    NewEntryDialog(const Ruleset& rules, const QString& kind, QWidget* parent = nullptr);

    QString kind() const;
    QJsonObject entry() const;
    static QString slug(const QString& name);

private:
    void fillTemplates();
    void validate();

    const Ruleset& m_rules;
    QComboBox* m_kind = nullptr;
    QComboBox* m_template = nullptr;
    QLineEdit* m_name = nullptr;
    QLabel* m_problem = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace hk
