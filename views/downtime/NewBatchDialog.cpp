#include "downtime/NewBatchDialog.h"

#include "campaign/Campaign.h"
#include "characters/Roster.h"
#include "labs/Labs.h"
#include "treasury/Treasury.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hk {

NewBatchDialog::NewBatchDialog(Campaign& campaign, QWidget* parent) : PlanningDialog(parent), m_campaign(campaign)
{
    setWindowTitle(tr("New batch of potion"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_maker = new QComboBox(this);
    m_maker->setObjectName(QStringLiteral("maker"));
    m_holder = new QComboBox(this);
    m_holder->setObjectName(QStringLiteral("holder"));
    m_payer = new QComboBox(this);
    m_payer->setObjectName(QStringLiteral("payer"));
    m_holder->addItem(tr("The maker"), -1);
    m_holder->addItem(tr("The party"), 0);
    m_payer->addItem(tr("The maker"), -1);
    m_payer->addItem(tr("Party purse"), 0);
    QString error;
    for (const Character& c : Roster(campaign).list({}, &error)) {
        if (c.archived || c.role == QLatin1String("monster"))
            continue;
        m_maker->addItem(c.name, c.id);
        m_holder->addItem(c.name, c.id);
        m_payer->addItem(c.name, c.id);
    }
    m_craft = new QComboBox(this);
    m_craft->setObjectName(QStringLiteral("craft"));
    m_craft->addItem(tr("Alchemist (magical potions)"), QStringLiteral("alchemist"));
    m_craft->addItem(tr("Chemist (drug-type potions)"), QStringLiteral("chemist"));
    m_potion = new QComboBox(this);
    m_potion->setObjectName(QStringLiteral("potion"));
    m_doses = new QSpinBox(this);
    m_doses->setObjectName(QStringLiteral("doses"));
    m_doses->setRange(1, qMax(1, PotionRules(campaign.rules()).maxDoses()));
    m_lab = new QComboBox(this);
    m_lab->setObjectName(QStringLiteral("lab"));
    for (const Lab& lab : Labs(campaign).list(false, &error))
        m_lab->addItem(tr("%1 (%2)").arg(lab.name, Labs::offer(campaign.rules(), lab.labType).name), lab.id);
    form->addRow(tr("Maker:"), m_maker);
    form->addRow(tr("Brews as:"), m_craft);
    form->addRow(tr("Potion:"), m_potion);
    form->addRow(tr("Doses:"), m_doses);
    form->addRow(tr("Laboratory:"), m_lab);
    form->addRow(tr("Potions go to:"), m_holder);
    form->addRow(tr("Ingredients paid by:"), m_payer);
    layout->addLayout(form);
    auto* supplied = new QHBoxLayout;
    m_special = new QCheckBox(tr("Special ingredients at hand"), this);
    m_special->setObjectName(QStringLiteral("suppliedSpecial"));
    m_common = new QCheckBox(tr("Common ingredients at hand"), this);
    m_common->setObjectName(QStringLiteral("suppliedCommon"));
    supplied->addWidget(m_special);
    supplied->addWidget(m_common);
    supplied->addStretch(1);
    layout->addLayout(supplied);
    m_book = new QCheckBox(tr("GM: the maker has the book of instructions"), this);
    m_book->setObjectName(QStringLiteral("book"));
    m_trained = new QCheckBox(tr("GM: the maker is trained in this craft"), this);
    m_trained->setObjectName(QStringLiteral("trained"));
    m_override = new QCheckBox(tr("GM: let a non-wizard brew alchemists' potions"), this);
    m_override->setObjectName(QStringLiteral("override"));
    layout->addWidget(m_book);
    layout->addWidget(m_trained);
    layout->addWidget(m_override);
    addPlanFrame(layout, tr("Start"))->setObjectName(QStringLiteral("start"));
    connect(buttons(), &QDialogButtonBox::accepted, this, [this] {
        if (start())
            accept();
    });
    connect(m_craft, &QComboBox::currentIndexChanged, this, &NewBatchDialog::fillPotions);
    for (QComboBox* box : {m_maker, m_potion, m_lab, m_holder, m_payer})
        connect(box, &QComboBox::currentIndexChanged, this, &NewBatchDialog::updatePlan);
    connect(m_doses, &QSpinBox::valueChanged, this, &NewBatchDialog::updatePlan);
    for (QCheckBox* box : {m_special, m_common, m_book, m_trained, m_override})
        connect(box, &QCheckBox::toggled, this, &NewBatchDialog::updatePlan);
    fillPotions();
    resize(560, sizeHint().height());
}

void NewBatchDialog::fillPotions()
{
    const QString keep = m_potion->currentData().toString();
    const QSignalBlocker block(m_potion);
    m_potion->clear();
    for (const PotionRecipe& r : PotionRules(m_campaign.rules()).recipes(m_craft->currentData().toString()))
        m_potion->addItem(tr("%1 — %2 a dose").arg(r.name, Treasury::format(r.price)), r.id);
    m_potion->setCurrentIndex(qMax(0, m_potion->findData(keep)));
    updatePlan();
}

BatchRequest NewBatchDialog::request() const
{
    BatchRequest r;
    r.makerId = m_maker->currentData().toLongLong();
    r.potion = m_potion->currentData().toString();
    r.doses = m_doses->value();
    r.labId = m_lab->currentData().toLongLong();
    r.holderId = m_holder->currentData().toLongLong();
    r.payerId = m_payer->currentData().toLongLong();
    r.suppliedSpecial = m_special->isChecked();
    r.suppliedCommon = m_common->isChecked();
    r.hasBook = m_book->isChecked();
    r.trained = m_trained->isChecked();
    r.gmOverride = m_override->isChecked();
    return r;
}

void NewBatchDialog::setRequest(const BatchRequest& r)
{
    m_maker->setCurrentIndex(qMax(0, m_maker->findData(r.makerId)));
    const PotionRecipe recipe = PotionRules(m_campaign.rules()).recipe(r.potion);
    m_craft->setCurrentIndex(qMax(0, m_craft->findData(recipe.maker)));
    m_potion->setCurrentIndex(qMax(0, m_potion->findData(r.potion)));
    m_doses->setValue(r.doses);
    m_lab->setCurrentIndex(qMax(0, m_lab->findData(r.labId)));
    m_holder->setCurrentIndex(qMax(0, m_holder->findData(r.holderId)));
    m_payer->setCurrentIndex(qMax(0, m_payer->findData(r.payerId)));
    m_special->setChecked(r.suppliedSpecial);
    m_common->setChecked(r.suppliedCommon);
    m_book->setChecked(r.hasBook);
    m_trained->setChecked(r.trained);
    m_override->setChecked(r.gmOverride);
    updatePlan();
}

void NewBatchDialog::updatePlan()
{
    QString error;
    const BatchPlan p = Alchemy(m_campaign).plan(request(), &error);
    if (p.recipe.valid) {
        QString text = tr("%n week(s); each week the GM rolls %1 dice against DX %2.", nullptr, p.weeks)
                           .arg(PotionRules(m_campaign.rules()).rollDice())
                           .arg(p.target);
        text += QLatin1Char(' ') + tr("Ingredients: %1 special + %2 common; %3 to pay now. Book: %4 pages.")
                                       .arg(Treasury::format(p.specialCost), Treasury::format(p.commonCost), Treasury::format(p.payNow))
                                       .arg(p.bookPages);
        if (!p.recipe.specialIngredients.isEmpty())
            text += QLatin1Char(' ') + tr("Special: %1.").arg(p.recipe.specialIngredients.join(QStringLiteral(", ")));
        showPlan(text);
    } else {
        showPlan(QString());
    }
    QStringList problems = p.problems;
    if (!error.isEmpty())
        problems.append(error);
    showProblems(problems);
}

bool NewBatchDialog::start()
{
    QString error;
    if (!Alchemy(m_campaign).start(request(), &m_started, &error)) {
        showRefusal(error);
        return false;
    }
    return true;
}

} // namespace hk
