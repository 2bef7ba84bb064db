#include "library/HouseRuleDialog.h"

#include "main/StatusColors.h"

#include "library/EntryDetails.h"
#include "packages/JsonPath.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace hk {

namespace {

QString display(const QJsonValue& v)
{
    switch (v.type()) {
    case QJsonValue::Double: {
        const double d = v.toDouble();
        return d == std::floor(d) ? QString::number(qint64(d)) : QString::number(d);
    }
    case QJsonValue::Bool: return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::String: return v.toString();
    default: return {};
    }
}

// Reads typed text as the same type as the value it replaces.
bool parse(const QString& text, const QJsonValue& like, QJsonValue* out, QString* error)
{
    const QString t = text.trimmed();
    bool ok = false;
    if (like.isDouble() || (like.isNull() && !t.isEmpty() && (t.toDouble(&ok), ok))) {
        const double d = t.toDouble(&ok);
        if (!ok) {
            *error = QObject::tr("'%1' is not a number").arg(text);
            return false;
        }
        *out = d;
        return true;
    }
    if (like.isBool()) {
        if (t == QLatin1String("true") || t == QLatin1String("yes") || t == QLatin1String("1"))
            *out = true;
        else if (t == QLatin1String("false") || t == QLatin1String("no") || t == QLatin1String("0"))
            *out = false;
        else {
            *error = QObject::tr("'%1' is not yes or no").arg(text);
            return false;
        }
        return true;
    }
    if (like.isNull() && t.isEmpty()) {
        *out = QJsonValue::Null;
        return true;
    }
    *out = text;
    return true;
}

} // namespace

HouseRuleDialog::HouseRuleDialog(const QString& title, const QJsonObject& current, const QJsonObject& book, Apply apply,
                                 QWidget* parent, const KindSchema* kind)
    : QDialog(parent), m_current(current), m_apply(std::move(apply))
{
    setWindowTitle(title);
    const QList<JsonPath::Leaf> leaves = JsonPath::leaves(current, {QStringLiteral("id"), QStringLiteral("source")});
    m_table = new QTableWidget(int(leaves.size()), 3, this);
    m_table->setHorizontalHeaderLabels({tr("Field"), tr("Book"), tr("This campaign")});
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    for (int row = 0; row < leaves.size(); ++row) {
        const JsonPath::Leaf& leaf = leaves.at(row);
        auto* field = new QTableWidgetItem(EntryDetails::fieldPath(kind, current, leaf.path));
        field->setToolTip(leaf.path);
        field->setFlags(Qt::ItemIsEnabled);
        const QJsonValue bookValue = book.isEmpty() ? QJsonValue(QJsonValue::Undefined) : JsonPath::get(book, leaf.path);
        auto* bookItem = new QTableWidgetItem(bookValue.isUndefined() ? tr("(new)") : bookValue.isNull() ? tr("— (lost)") : display(bookValue));
        bookItem->setFlags(Qt::ItemIsEnabled);
        bookItem->setToolTip(bookItem->text());
        auto* value = new QTableWidgetItem(display(leaf.value));
        value->setData(Qt::UserRole, leaf.path);
        value->setToolTip(display(leaf.value));
        if (!bookValue.isUndefined() && bookValue != leaf.value) {
            QFont bold = value->font();
            bold.setBold(true);
            value->setFont(bold);
        }
        m_table->setItem(row, 0, field);
        m_table->setItem(row, 1, bookItem);
        m_table->setItem(row, 2, value);
    }
    m_note = new QLineEdit(this);
    m_note->setPlaceholderText(tr("Why (optional): e.g. our table's ruling"));
    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(StatusColors::problemStyle());
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &HouseRuleDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Change any value for this campaign. The book's own numbers are kept and can be "
                                    "restored with “Revert to book”."), this));
    layout->addWidget(m_table, 1);
    auto* form = new QFormLayout;
    form->addRow(tr("Note:"), m_note);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    resize(760, 560);
}

QJsonObject HouseRuleDialog::changes(QString* error) const
{
    QJsonObject out;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QTableWidgetItem* item = m_table->item(row, 2);
        const QString path = item->data(Qt::UserRole).toString();
        const QJsonValue before = JsonPath::get(m_current, path);
        if (item->text() == display(before))
            continue;
        QJsonValue value;
        QString e;
        if (!parse(item->text(), before, &value, &e)) {
            if (error)
                *error = tr("%1: %2").arg(path, e);
            return {};
        }
        if (value != before)
            out.insert(path, value);
    }
    return out;
}

bool HouseRuleDialog::setText(const QString& path, const QString& text)
{
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (m_table->item(row, 2)->data(Qt::UserRole).toString() == path) {
            m_table->item(row, 2)->setText(text);
            return true;
        }
    }
    return false;
}

QString HouseRuleDialog::problem() const
{
    return m_problem->text();
}

void HouseRuleDialog::accept()
{
    QString error;
    const QJsonObject edits = changes(&error);
    if (!error.isEmpty() || (m_apply && !m_apply(edits, m_note->text(), &error))) {
        m_problem->setText(error);
        return;
    }
    m_problem->clear();
    QDialog::accept();
}

} // namespace hk
