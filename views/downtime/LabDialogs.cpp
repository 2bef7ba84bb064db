#include "downtime/LabDialogs.h"

#include "main/StatusColors.h"

#include "campaign/Campaign.h"
#include "characters/Roster.h"
#include "labs/Labs.h"
#include "treasury/Treasury.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QHash>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace hk {

namespace {

// What a lab is good for, in words (the rules' "uses" of a lab entry).
QString labUseName(const QString& use)
{
    static const QHash<QString, const char*> names{
        {QStringLiteral("cast-from-book"), QT_TRANSLATE_NOOP("hk::AcquireLabDialog", "casting spells from a book")},
        {QStringLiteral("alchemy"), QT_TRANSLATE_NOOP("hk::AcquireLabDialog", "alchemy")},
        {QStringLiteral("chemistry"), QT_TRANSLATE_NOOP("hk::AcquireLabDialog", "chemists' potions")},
        {QStringLiteral("magic-items"), QT_TRANSLATE_NOOP("hk::AcquireLabDialog", "making magic items")},
        {QStringLiteral("spell-research"), QT_TRANSLATE_NOOP("hk::AcquireLabDialog", "spell research")},
        {QStringLiteral("item-research"), QT_TRANSLATE_NOOP("hk::AcquireLabDialog", "magic-item research")},
    };
    const char* name = names.value(use);
    return name ? QCoreApplication::translate("hk::AcquireLabDialog", name) : use;
}

} // namespace

namespace {

QLabel* errorLabel(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setObjectName(QStringLiteral("error"));
    label->setWordWrap(true);
    label->setStyleSheet(StatusColors::problemStyle());
    return label;
}

void fillPurses(Campaign& campaign, QComboBox* box, bool wizardsOnly, bool withParty)
{
    QString error;
    if (withParty)
        box->addItem(QCoreApplication::translate("hk::AcquireLabDialog", "Party purse"), 0);
    for (const Character& c : Roster(campaign).list({}, &error)) {
        if (c.archived || c.role == QLatin1String("monster") || (wizardsOnly && c.type != QLatin1String("wizard")))
            continue;
        box->addItem(c.name, c.id);
    }
}

} // namespace

AcquireLabDialog::AcquireLabDialog(Campaign& campaign, const QString& how, QWidget* parent)
    : QDialog(parent), m_campaign(campaign), m_how(how)
{
    const QString title = how == QLatin1String("buy")   ? tr("Buy a laboratory")
                        : how == QLatin1String("build") ? tr("Assemble a laboratory")
                        : how == QLatin1String("rent")  ? tr("Rent a laboratory")
                                                        : tr("Record a laboratory already held");
    setWindowTitle(title);
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("name"));
    m_type = new QComboBox(this);
    m_type->setObjectName(QStringLiteral("type"));
    // Only what can be had this way: a chest is not for rent, and not every lab can be assembled by hand.
    for (const QString& type : Labs::labTypes(campaign.rules())) {
        const LabOffer offer = Labs::offer(campaign.rules(), type);
        if ((how == QLatin1String("rent") && offer.rentPerWeek <= 0) || (how == QLatin1String("build") && offer.buildCost <= 0))
            continue;
        m_type->addItem(offer.name, type);
    }
    m_payer = new QComboBox(this);
    m_payer->setObjectName(QStringLiteral("payer"));
    fillPurses(campaign, m_payer, false, true);
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Type:"), m_type);
    form->addRow(how == QLatin1String("add") ? tr("Owner:") : tr("Paid by:"), m_payer);
    layout->addLayout(form);
    m_facts = new QLabel(this);
    m_facts->setObjectName(QStringLiteral("facts"));
    m_facts->setWordWrap(true);
    layout->addWidget(m_facts);
    m_error = errorLabel(this);
    layout->addWidget(m_error);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        QString error;
        if (submit(&error))
            QDialog::accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_type, &QComboBox::currentIndexChanged, this, &AcquireLabDialog::updateFacts);
    updateFacts();
    resize(460, qMax(sizeHint().height(), heightForWidth(460))); // the wrapped facts need their lines at this width
}

void AcquireLabDialog::setForm(const QString& name, const QString& labType, qint64 payerId)
{
    m_name->setText(name);
    m_type->setCurrentIndex(qMax(0, m_type->findData(labType)));
    m_payer->setCurrentIndex(qMax(0, m_payer->findData(payerId)));
}

void AcquireLabDialog::updateFacts()
{
    const LabOffer o = Labs::offer(m_campaign.rules(), m_type->currentData().toString());
    QStringList facts;
    if (m_how == QLatin1String("buy"))
        facts.append(tr("Price %1.").arg(Treasury::format(o.price)));
    else if (m_how == QLatin1String("build"))
        facts.append(o.buildCost > 0 ? tr("Costs %1; ready in %2 days.").arg(Treasury::format(o.buildCost)).arg(o.buildDays)
                                     : tr("The rules give no way to assemble this by hand."));
    else if (m_how == QLatin1String("rent"))
        facts.append(o.rentPerWeek > 0 ? tr("Rent %1 and supplies %2 a week; the first week is paid now.")
                                             .arg(Treasury::format(o.rentPerWeek), Treasury::format(o.suppliesPerWeek))
                                       : tr("The rules give no rent for this."));
    if (m_how != QLatin1String("rent"))
        facts.append(tr("Upkeep %1 a week.").arg(Treasury::format(o.upkeepPerWeek)));
    if (o.attunes)
        facts.append(o.ownerOnly ? tr("Attuned to one wizard only.") : tr("Each wizard attunes it before working in it."));
    QStringList uses;
    for (const QString& use : o.uses)
        uses.append(labUseName(use));
    if (!uses.isEmpty())
        facts.append(tr("Good for: %1.").arg(uses.join(QStringLiteral(", "))));
    if (!o.uses.contains(QLatin1String("alchemy")))
        facts.append(tr("It cannot brew alchemists' (magic) potions."));
    m_facts->setText(facts.join(QLatin1Char(' ')));
}

bool AcquireLabDialog::submit(QString* error)
{
    Labs labs(m_campaign);
    const QString name = m_name->text();
    const QString type = m_type->currentData().toString();
    const qint64 payer = m_payer->currentData().toLongLong();
    const bool ok = m_how == QLatin1String("buy")     ? labs.buy(name, type, payer, &m_created, error)
                  : m_how == QLatin1String("build")   ? labs.build(name, type, payer, &m_created, error)
                  : m_how == QLatin1String("rent")    ? labs.rent(name, type, payer, &m_created, error)
                                                      : labs.add(name, type, payer, &m_created, error);
    m_error->setText(ok ? QString() : *error);
    return ok;
}

QString AcquireLabDialog::errorText() const
{
    return m_error->text();
}

AttuneLabDialog::AttuneLabDialog(Campaign& campaign, qint64 labId, QWidget* parent)
    : QDialog(parent), m_campaign(campaign), m_lab(labId)
{
    setWindowTitle(tr("Attune a laboratory"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_wizard = new QComboBox(this);
    m_wizard->setObjectName(QStringLiteral("wizard"));
    fillPurses(campaign, m_wizard, true, false);
    form->addRow(tr("Wizard:"), m_wizard);
    layout->addLayout(form);
    auto* note = new QLabel(tr("A week of the wizard's full time and 50 ST spent over it, then a roll against DX."), this);
    note->setWordWrap(true);
    layout->addWidget(note);
    m_error = errorLabel(this);
    layout->addWidget(m_error);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        QString error;
        if (submit(&error))
            QDialog::accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_wizard, &QComboBox::currentIndexChanged, this, &AttuneLabDialog::updateProblems);
    updateProblems();
    resize(420, qMax(sizeHint().height(), heightForWidth(420))); // the wrapped facts need their lines at this width
}

void AttuneLabDialog::setWizard(qint64 characterId)
{
    m_wizard->setCurrentIndex(qMax(0, m_wizard->findData(characterId)));
}

void AttuneLabDialog::updateProblems()
{
    QString error;
    const QStringList problems = m_wizard->count() ? Labs(m_campaign).attuneProblems(m_lab, m_wizard->currentData().toLongLong(), &error)
                                                   : QStringList{tr("There is no wizard on the roster.")};
    m_error->setText(problems.join(QLatin1Char('\n')));
    m_ok->setEnabled(problems.isEmpty());
}

bool AttuneLabDialog::submit(QString* error)
{
    const bool ok = Labs(m_campaign).attune(m_lab, m_wizard->currentData().toLongLong(), nullptr, error);
    if (!ok)
        m_error->setText(*error);
    return ok;
}

} // namespace hk
