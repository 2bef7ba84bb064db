#include "library/NewEntryDialog.h"

#include "main/StatusColors.h"

#include "packages/RulesetPackage.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace hk {

NewEntryDialog::NewEntryDialog(const Ruleset& rules, const QString& kind, QWidget* parent) : QDialog(parent), m_rules(rules)
{
    setWindowTitle(tr("New house-rule entry"));
    m_kind = new QComboBox(this);
    QMap<QString, QString> kinds;
    for (const LocatedEntry& e : rules.entries()) {
        if (const KindSchema* k = e.package->kind(e.entry->kind); k && e.entry->kind != QLatin1String("table"))
            kinds.insert(k->label, e.entry->kind);
    }
    for (auto it = kinds.begin(); it != kinds.end(); ++it)
        m_kind->addItem(it.key(), it.value());
    const int wanted = m_kind->findData(kind.isEmpty() ? QStringLiteral("spell") : kind);
    if (wanted >= 0)
        m_kind->setCurrentIndex(wanted);
    m_template = new QComboBox(this);
    m_name = new QLineEdit(this);
    m_problem = new QLabel(this);
    m_problem->setStyleSheet(StatusColors::problemStyle());
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto* form = new QFormLayout;
    form->addRow(tr("&Kind:"), m_kind);
    form->addRow(tr("&Start from:"), m_template);
    form->addRow(tr("&Name:"), m_name);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &NewEntryDialog::fillTemplates);
    connect(m_name, &QLineEdit::textChanged, this, &NewEntryDialog::validate);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    fillTemplates();
    resize(480, sizeHint().height());
}

void NewEntryDialog::fillTemplates()
{
    m_template->clear();
    QMap<QString, QString> byName;
    for (const LocatedEntry& e : m_rules.entries({kind()}))
        byName.insert(e.entry->name(), e.entry->id());
    for (auto it = byName.begin(); it != byName.end(); ++it)
        m_template->addItem(it.key(), it.value());
    validate();
}

void NewEntryDialog::validate()
{
    QString problem;
    const QString id = slug(m_name->text());
    if (id.isEmpty())
        problem = tr("Give the new entry a name.");
    else if (m_rules.entry(kind(), id))
        problem = tr("There is already an entry called that; choose another name.");
    else if (m_template->count() == 0)
        problem = tr("There is nothing of this kind to start from.");
    m_problem->setText(problem);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

QString NewEntryDialog::kind() const
{
    return m_kind->currentData().toString();
}

QString NewEntryDialog::slug(const QString& name)
{
    QString s = name.toLower();
    s.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    while (s.startsWith(QLatin1Char('-')))
        s.remove(0, 1);
    while (s.endsWith(QLatin1Char('-')))
        s.chop(1);
    return s;
}

QJsonObject NewEntryDialog::entry() const
{
    const RuleEntry* base = m_rules.entry(kind(), m_template->currentData().toString());
    QJsonObject e = base ? base->data : QJsonObject();
    e.remove(QStringLiteral("source"));
    e.remove(QStringLiteral("notes"));
    e.remove(QStringLiteral("printedAs"));
    e.insert(QStringLiteral("id"), slug(m_name->text()));
    e.insert(QStringLiteral("name"), m_name->text().trimmed());
    return e;
}

} // namespace hk
