#include "treasury/MoneyDialog.h"

#include "main/StatusColors.h"

#include "campaign/Campaign.h"
#include "treasury/Treasury.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace hk {

namespace {

constexpr int DollarsPerGold = 10; // $10 = 1 GP, as Treasury::format shows it
constexpr int MaxDollars = 100000000;

} // namespace

MoneyDialog::MoneyDialog(Campaign& campaign, Mode mode, qint64 purse, QWidget* parent)
    : QDialog(parent), m_campaign(campaign), m_mode(mode), m_purse(purse)
{
    setObjectName(QStringLiteral("moneyDialog"));
    QString error;
    const QList<Purse> purses = Treasury(m_campaign).purses(&error);
    QString purseName = tr("Party purse");
    int balance = 0;
    for (const Purse& p : purses) {
        if (p.characterId == m_purse) {
            purseName = p.name;
            balance = p.balance;
        }
    }
    switch (m_mode) {
    case AddMoney: setWindowTitle(tr("Add money to %1").arg(purseName)); break;
    case PayOut: setWindowTitle(tr("Pay out of %1").arg(purseName)); break;
    case Transfer: setWindowTitle(tr("Transfer from %1").arg(purseName)); break;
    }

    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_balance = new QLabel(tr("%1 holds %2.").arg(purseName, Treasury::format(balance)), this);
    m_balance->setObjectName(QStringLiteral("purseBalance"));
    m_balance->setTextFormat(Qt::PlainText);
    form->addRow(m_balance);

    QHBoxLayout* amountRow = buildAmountRow();
    form->addRow(tr("&Amount:"), amountRow);
    static_cast<QLabel*>(form->labelForField(amountRow))->setBuddy(m_dollars);
    addTargetOrKind(form, purses);

    m_reason = new QLineEdit(this);
    m_reason->setObjectName(QStringLiteral("reason"));
    m_reason->setPlaceholderText(tr("Required: what the ledger will say, e.g. Sold the ogre's axe"));
    m_reason->setMinimumWidth(320);
    form->addRow(tr("&Reason:"), m_reason);
    layout->addLayout(form);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("error"));
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    m_error->setStyleSheet(StatusColors::problemStyle(true));
    m_error->hide();
    layout->addWidget(m_error);

    layout->addWidget(buildButtons());

    connect(m_buttons, &QDialogButtonBox::accepted, this, &MoneyDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &MoneyDialog::reject);
    connect(m_dollars, &QSpinBox::valueChanged, this, &MoneyDialog::dollarsChanged);
    connect(m_gold, &QDoubleSpinBox::valueChanged, this, &MoneyDialog::goldChanged);
    connect(m_reason, &QLineEdit::textChanged, this, &MoneyDialog::updateOk);
    if (m_target)
        connect(m_target, &QComboBox::currentIndexChanged, this, &MoneyDialog::updateOk);
    m_dollars->setFocus();
    updateOk();
}

QHBoxLayout* MoneyDialog::buildAmountRow()
{
    auto* amountRow = new QHBoxLayout;
    m_dollars = new QSpinBox(this);
    m_dollars->setObjectName(QStringLiteral("dollars"));
    m_dollars->setRange(0, MaxDollars);
    m_dollars->setSingleStep(10);
    m_dollars->setPrefix(QStringLiteral("$"));
    m_dollars->setGroupSeparatorShown(true);
    m_gold = new QDoubleSpinBox(this);
    m_gold->setObjectName(QStringLiteral("gold"));
    m_gold->setRange(0, double(MaxDollars) / DollarsPerGold);
    m_gold->setDecimals(1);
    m_gold->setSingleStep(1);
    m_gold->setSuffix(tr(" GP"));
    m_gold->setGroupSeparatorShown(true);
    m_gold->setToolTip(tr("The same amount in gold pieces: $10 make 1 GP."));
    amountRow->addWidget(m_dollars, 1);
    amountRow->addWidget(new QLabel(tr("="), this));
    amountRow->addWidget(m_gold, 1);
    return amountRow;
}

void MoneyDialog::addTargetOrKind(QFormLayout* form, const QList<Purse>& purses)
{
    if (m_mode == Transfer) {
        m_target = new QComboBox(this);
        m_target->setObjectName(QStringLiteral("target"));
        for (const Purse& p : purses) {
            if (p.characterId != m_purse)
                m_target->addItem(tr("%1 (%2)").arg(p.name, Treasury::format(p.balance)), p.characterId);
        }
        form->addRow(tr("&To:"), m_target);
    } else {
        m_kind = new QComboBox(this);
        m_kind->setObjectName(QStringLiteral("kind"));
        if (m_mode == AddMoney) {
            m_kind->addItem(tr("Deposit (loot, pay, a gift)"), QStringLiteral("deposit"));
            m_kind->addItem(tr("Sale"), QStringLiteral("sale"));
        } else {
            m_kind->addItem(tr("Payment"), QStringLiteral("withdrawal"));
            m_kind->addItem(tr("Purchase"), QStringLiteral("purchase"));
            m_kind->addItem(tr("Fee"), QStringLiteral("fee"));
            m_kind->addItem(tr("Upkeep"), QStringLiteral("upkeep"));
        }
        form->addRow(tr("&Kind:"), m_kind);
    }
}

QDialogButtonBox* MoneyDialog::buildButtons()
{
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton* ok = m_buttons->button(QDialogButtonBox::Ok);
    ok->setObjectName(QStringLiteral("ok"));
    switch (m_mode) {
    case AddMoney: ok->setText(tr("&Add")); break;
    case PayOut: ok->setText(tr("&Pay out")); break;
    case Transfer: ok->setText(tr("&Transfer")); break;
    }
    return m_buttons;
}

int MoneyDialog::amount() const
{
    return m_dollars->value();
}

QString MoneyDialog::reason() const
{
    return m_reason->text().trimmed();
}

QString MoneyDialog::kind() const
{
    return m_kind ? m_kind->currentData().toString() : QStringLiteral("transfer");
}

qint64 MoneyDialog::target() const
{
    return m_target && m_target->currentIndex() >= 0 ? m_target->currentData().toLongLong() : -1;
}

QString MoneyDialog::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

void MoneyDialog::setAmount(int dollars)
{
    m_dollars->setValue(dollars);
}

void MoneyDialog::setReason(const QString& reason)
{
    m_reason->setText(reason);
}

bool MoneyDialog::setTarget(qint64 characterId)
{
    if (!m_target)
        return false;
    const int index = m_target->findData(characterId);
    if (index < 0)
        return false;
    m_target->setCurrentIndex(index);
    return true;
}

void MoneyDialog::dollarsChanged(int dollars)
{
    if (!m_syncing) {
        m_syncing = true;
        m_gold->setValue(double(dollars) / DollarsPerGold);
        m_syncing = false;
    }
    m_error->hide();
    updateOk();
}

void MoneyDialog::goldChanged(double gold)
{
    if (m_syncing)
        return;
    m_syncing = true;
    m_dollars->setValue(int(std::lround(gold * DollarsPerGold)));
    m_syncing = false;
}

void MoneyDialog::updateOk()
{
    const bool ready = amount() > 0 && !reason().isEmpty() && (m_mode != Transfer || target() >= 0);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(ready);
}

void MoneyDialog::showError(const QString& message)
{
    m_error->setText(message);
    m_error->show();
}

void MoneyDialog::accept()
{
    if (amount() <= 0) {
        showError(tr("Type an amount above $0."));
        return;
    }
    if (reason().isEmpty()) {
        showError(tr("Say what the money is for: the ledger keeps the reason."));
        return;
    }
    QString error;
    Treasury treasury(m_campaign);
    bool ok = false;
    switch (m_mode) {
    case AddMoney: ok = treasury.change(m_purse, amount(), kind(), reason(), &error); break;
    case PayOut: ok = treasury.change(m_purse, -amount(), kind(), reason(), &error); break;
    case Transfer:
        if (target() < 0) {
            showError(tr("Choose the purse the money goes to."));
            return;
        }
        ok = treasury.transfer(m_purse, target(), amount(), reason(), &error);
        break;
    }
    if (!ok) {
        showError(error.isEmpty() ? tr("The treasury refused the change.") : error);
        return;
    }
    m_error->hide();
    QDialog::accept();
}

} // namespace hk
