#include "characters/BestiaryDialog.h"

#include "packages/Ruleset.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hk {

namespace {
constexpr int KindRole = Qt::UserRole + 1;
}

BestiaryDialog::BestiaryDialog(const Ruleset& rules, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Add from the bestiary"));
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("bestiarySearch"));
    m_search->setPlaceholderText(tr("Find a creature…"));
    m_search->setClearButtonEnabled(true);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("bestiary"));
    for (const LocatedEntry& e : rules.entries({QStringLiteral("creature"), QStringLiteral("ww-creature")})) {
        const RuleEntry& r = *e.entry;
        const bool ww = r.kind == QLatin1String("ww-creature");
        const QString stats = ww ? tr("STR %1, DEX %2, INT %3, MOV %4")
                                       .arg(r.intField(QStringLiteral("st")))
                                       .arg(r.intField(QStringLiteral("dex")))
                                       .arg(r.intField(QStringLiteral("int")))
                                       .arg(r.intField(QStringLiteral("mov")))
                                 : tr("ST %1, DX %2, IQ %3, MA %4")
                                       .arg(r.intField(QStringLiteral("st")))
                                       .arg(r.intField(QStringLiteral("dx")))
                                       .arg(r.intField(QStringLiteral("iq")))
                                       .arg(r.intField(QStringLiteral("ma")));
        auto* item = new QListWidgetItem(tr("%1 — %2").arg(r.name(), stats), m_list);
        item->setData(Qt::UserRole, r.id());
        item->setData(KindRole, r.kind);
        item->setToolTip(r.summary());
    }
    m_list->sortItems();
    m_copies = new QSpinBox(this);
    m_copies->setObjectName(QStringLiteral("copies"));
    m_copies->setRange(1, 99);
    auto* form = new QFormLayout;
    form->addRow(tr("Copies:"), m_copies);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Add to roster"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_search);
    layout->addWidget(m_list, 1);
    layout->addLayout(form);
    layout->addWidget(buttons);
    resize(460, 420);

    connect(m_search, &QLineEdit::textChanged, this, &BestiaryDialog::filter);
    connect(m_list, &QListWidget::itemDoubleClicked, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto update = [this, buttons] { buttons->button(QDialogButtonBox::Ok)->setEnabled(m_list->currentItem() != nullptr); };
    connect(m_list, &QListWidget::currentRowChanged, this, update);
    m_list->setCurrentRow(0);
    update();
}

void BestiaryDialog::filter(const QString& text)
{
    QListWidgetItem* first = nullptr;
    for (int row = 0; row < m_list->count(); ++row) {
        QListWidgetItem* item = m_list->item(row);
        const bool shown = item->text().contains(text.trimmed(), Qt::CaseInsensitive);
        item->setHidden(!shown);
        if (shown && !first)
            first = item;
    }
    m_list->setCurrentItem(first);
}

QString BestiaryDialog::kind() const
{
    return m_list->currentItem() ? m_list->currentItem()->data(KindRole).toString() : QString();
}

QString BestiaryDialog::creatureId() const
{
    return m_list->currentItem() ? m_list->currentItem()->data(Qt::UserRole).toString() : QString();
}

int BestiaryDialog::copies() const
{
    return m_copies->value();
}

bool BestiaryDialog::select(const QString& creatureId)
{
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->data(Qt::UserRole).toString() == creatureId) {
            m_list->setCurrentRow(row);
            return true;
        }
    }
    return false;
}

} // namespace hk
