#include "main/NewCampaignDialog.h"

#include "main/StatusColors.h"

#include "packages/PackageRegistry.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QStandardPaths>

namespace hk {

NewCampaignDialog::NewCampaignDialog(const PackageRegistry& registry, QWidget* parent)
    : QDialog(parent), m_registry(registry)
{
    setWindowTitle(tr("New Campaign"));
    auto* form = new QFormLayout;
    m_name = new QLineEdit(tr("My Campaign"), this);
    form->addRow(tr("&Name:"), m_name);

    auto* pathRow = new QHBoxLayout;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    m_path = new QLineEdit(QDir(documents).filePath(QStringLiteral("my-campaign.hkc")), this);
    auto* browse = new QPushButton(tr("Browse…"), this);
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    // A row that is a layout takes no buddy from addRow(), so its label is made here (else "&File:" shows).
    auto* fileLabel = new QLabel(tr("&File:"), this);
    fileLabel->setBuddy(m_path);
    form->addRow(fileLabel, pathRow);

    m_base = new QComboBox(this);
    for (const RulesetPackage* p : registry.basePackages())
        m_base->addItem(p->title(), p->id());
    const int aw = m_base->findData(QStringLiteral("tft-advanced-wizard-1980"));
    if (aw >= 0)
        m_base->setCurrentIndex(aw);
    form->addRow(tr("&Ruleset:"), m_base);

    m_options = new QListWidget(this);
    m_options->setObjectName(QStringLiteral("optionPacks"));
    m_options->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // a long title is elided, whole in its tooltip
    m_options->setTextElideMode(Qt::ElideRight);
    form->addRow(tr("&Option packs:"), m_options);

    m_day = new QSpinBox(this);
    m_day->setRange(1, 1000000);
    form->addRow(tr("Starting &day:"), m_day);

    m_seed = new QLineEdit(this);
    m_seed->setPlaceholderText(tr("random"));
    m_seed->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[1-9][0-9]{0,17}")), this));
    form->addRow(tr("Dice &seed:"), m_seed);

    m_problem = new QLabel(this);
    m_problem->setStyleSheet(StatusColors::problemStyle());
    m_problem->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(browse, &QPushButton::clicked, this, &NewCampaignDialog::browse);
    connect(m_base, &QComboBox::currentIndexChanged, this, &NewCampaignDialog::baseChanged);
    connect(m_name, &QLineEdit::textChanged, this, &NewCampaignDialog::validate);
    connect(m_path, &QLineEdit::textChanged, this, &NewCampaignDialog::validate);
    baseChanged();
    resize(560, sizeHint().height());
}

void NewCampaignDialog::baseChanged()
{
    m_options->clear();
    for (const RulesetPackage* p : m_registry.optionsFor(m_base->currentData().toString())) {
        auto* item = new QListWidgetItem(p->title(), m_options);
        item->setData(Qt::UserRole, p->id());
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
        item->setToolTip(p->title() + QStringLiteral("\n") + p->summary());
    }
    if (m_options->count() == 0)
        new QListWidgetItem(tr("(none for this ruleset)"), m_options);
    // Tall enough for every pack, so none hides behind a scroll bar.
    const int rows = m_options->count();
    m_options->setFixedHeight(rows * m_options->sizeHintForRow(0) + 2 * m_options->frameWidth() + 4);
    validate();
}

void NewCampaignDialog::validate()
{
    QString problem;
    if (m_name->text().trimmed().isEmpty())
        problem = tr("Give the campaign a name.");
    else if (m_path->text().trimmed().isEmpty())
        problem = tr("Choose where to save the campaign file.");
    else if (QFileInfo::exists(m_path->text()))
        problem = tr("That file already exists; choose another name.");
    else if (m_base->count() == 0)
        problem = tr("No ruleset packages are available.");
    m_problem->setText(problem);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

void NewCampaignDialog::browse()
{
    QString path = QFileDialog::getSaveFileName(this, tr("New Campaign File"), m_path->text(),
                                                tr("Hexkeeper campaigns (*.hkc)"), nullptr,
                                                QFileDialog::DontConfirmOverwrite);
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".hkc")))
        path += QStringLiteral(".hkc");
    m_path->setText(path);
}

QString NewCampaignDialog::path() const
{
    return m_path->text().trimmed();
}

NewCampaign NewCampaignDialog::spec() const
{
    NewCampaign spec;
    spec.name = m_name->text().trimmed();
    spec.baseRuleset = m_base->currentData().toString();
    for (int i = 0; i < m_options->count(); ++i) {
        const QListWidgetItem* item = m_options->item(i);
        if (item->checkState() == Qt::Checked)
            spec.optionPacks.append(item->data(Qt::UserRole).toString());
    }
    spec.startDay = m_day->value();
    spec.diceSeed = m_seed->text().toLongLong();
    return spec;
}

} // namespace hk
