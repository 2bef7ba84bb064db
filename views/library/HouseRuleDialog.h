#pragma once

#include <QDialog>
#include <QJsonObject>

#include <functional>

class QLabel;
class QLineEdit;
class QTableWidget;

namespace hk {

struct KindSchema;

// Edits the values of one ruleset entry for this campaign: every number, text and flag of the entry in a
// table, next to the book's value. The changed values go to a callback that validates and applies them;
// when it refuses, its message is shown and the dialog stays open with the GM's input.
class HouseRuleDialog : public QDialog
{
    Q_OBJECT
public:
    // Returns true when the change was applied; otherwise fills error.
    using Apply = std::function<bool(const QJsonObject& changes, const QString& note, QString* error)>;

    // kind, when given, names each field in words from its labels (the path stays in the tooltip).
    HouseRuleDialog(const QString& title, const QJsonObject& current, const QJsonObject& book, Apply apply,
                    QWidget* parent = nullptr, const KindSchema* kind = nullptr);

    // Path → new value for every edited cell (typed like the value it replaces).
    QJsonObject changes(QString* error = nullptr) const;
    // For tests: type into the cell of a path.
    bool setText(const QString& path, const QString& text);
    QString problem() const;

    void accept() override;

private:
    QJsonObject m_current;
    Apply m_apply;
    QTableWidget* m_table = nullptr;
    QLineEdit* m_note = nullptr;
    QLabel* m_problem = nullptr;
};

} // namespace hk
