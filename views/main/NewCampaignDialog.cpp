#include "main/NewCampaignDialog.h"

#include "main/Preferences.h"
#include "main/StatusColors.h"

#include "packages/PackageRegistry.h"
#include "text/UserText.h"

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

namespace hk {

namespace {

// "my-campaign.hkc" in the folder, or "my-campaign-2.hkc" and so on when that is taken.
QString freeFileIn(const QString& folder)
{
    const QDir dir(folder);
    QString path = dir.filePath(QStringLiteral("my-campaign.hkc"));
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = dir.filePath(QStringLiteral("my-campaign-%1.hkc").arg(n));
    return path;
}

} // namespace

NewCampaignDialog::NewCampaignDialog(const PackageRegistry& registry, QWidget* parent)
    : QDialog(parent), m_registry(registry)
{
    setWindowTitle(tr("New Campaign"));
    auto* form = new QFormLayout;
    const Preferences preferences = Preferences::load();
    m_name = new QLineEdit(tr("My Campaign"), this);
    m_name->setObjectName(QStringLiteral("campaignName"));
    form->addRow(tr("&Name:"), m_name);

    auto* pathRow = new QHBoxLayout;
    m_path = new QLineEdit(QDir::toNativeSeparators(freeFileIn(preferences.campaignFolderOrDefault())), this);
    m_path->setObjectName(QStringLiteral("campaignFile"));
    m_path->setToolTip(tr("The folder is made if it is missing. Edit > Preferences sets the folder suggested here."));
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

    m_diceMode = new QComboBox(this);
    m_diceMode->setObjectName(QStringLiteral("diceMode"));
    m_diceMode->addItem(tr("Seeded (reproducible from the campaign seed)"), Preferences::diceModeKey(Preferences::DiceMode::Seeded));
    m_diceMode->addItem(tr("Table dice (the GM types what the dice showed)"), Preferences::diceModeKey(Preferences::DiceMode::Table));
    m_diceMode->setCurrentIndex(m_diceMode->findData(Preferences::diceModeKey(preferences.diceMode)));
    form->addRow(tr("D&ice:"), m_diceMode);

    m_seed = new QLineEdit(this);
    m_seed->setPlaceholderText(tr("random"));
    m_seed->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[1-9][0-9]{0,17}")), this));
    form->addRow(tr("Dice &seed:"), m_seed);

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setStyleSheet(StatusColors::problemStyle());
    m_problem->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &NewCampaignDialog::accept);
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
    m_problem->setText(problemWithForm());
    m_problem->setToolTip(QString());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_problem->text().isEmpty());
}

QString NewCampaignDialog::problemWithForm() const
{
    QString problem;
    const QString name = m_name->text().trimmed();
    if (name.isEmpty())
        return tr("Give the campaign a name.");
    if (!UserText::checkName(name, tr("The campaign's name"), &problem))
        return problem;
    if (path().isEmpty())
        return tr("Choose where to save the campaign file.");
    if (QFileInfo::exists(path()))
        return tr("That file already exists; choose another name.");
    if (m_base->count() == 0)
        return tr("No ruleset packages are available.");
    return {};
}

void NewCampaignDialog::accept()
{
    QString problem, detail;
    m_campaign = create(&problem, &detail);
    if (!m_campaign) {
        // Everything typed stays; the cause in the system's words is there for whoever asks (the tooltip).
        m_problem->setText(problem);
        m_problem->setToolTip(detail);
        growToShowAll();
        return;
    }
    QDialog::accept();
}

// A message of several lines wraps in the width the dialog has: as tall as it needs, so none of it is cut.
void NewCampaignDialog::growToShowAll()
{
    layout()->activate();
    const int needed = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width()) : sizeHint().height();
    if (needed > height())
        resize(width(), needed);
}

std::unique_ptr<Campaign> NewCampaignDialog::create(QString* problem, QString* detail) const
{
    const QFileInfo file(path());
    const QString folder = QDir::toNativeSeparators(file.absolutePath());
    if (!QDir().mkpath(file.absolutePath())) {
        *problem = tr("Hexkeeper could not make the folder %1. A file may have that name, or you may not be "
                      "allowed to write there. Choose another folder with Browse…, or set one in Edit > "
                      "Preferences.").arg(folder);
        return nullptr;
    }
    if (!QFileInfo(file.absolutePath()).isWritable()) {
        *problem = tr("You may not write in the folder %1. Choose another folder with Browse…, or set one in Edit "
                      "> Preferences.").arg(folder);
        return nullptr;
    }
    std::unique_ptr<Campaign> campaign = Campaign::create(file.absoluteFilePath(), spec(), m_registry, detail);
    if (!campaign)
        *problem = tr("Hexkeeper could not write the campaign file %1. Check that the disk has room and that you "
                      "may write in that folder, or choose another place with Browse…").arg(QDir::toNativeSeparators(file.absoluteFilePath()));
    return campaign;
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
    return QDir::fromNativeSeparators(m_path->text().trimmed());
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
    spec.diceMode = kDiceModeKeys.fromKey(m_diceMode->currentData().toString(), DiceMode::Seeded);
    spec.diceSeed = m_seed->text().toLongLong();
    return spec;
}

} // namespace hk
