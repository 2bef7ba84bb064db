#include "main/PreferencesDialog.h"

#include "main/Appearance.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace hk {

namespace {

// A note under a field: what the choice does, in the window's smaller hint style.
QLabel* note(const QString& text, QWidget* parent)
{
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

template <typename Enum>
void choose(QComboBox* box, Enum value)
{
    box->setCurrentIndex(qMax(0, box->findData(int(value))));
}

template <typename Enum>
Enum chosenIn(const QComboBox* box)
{
    return Enum(box->currentData().toInt());
}

} // namespace

PreferencesDialog::PreferencesDialog(QWidget* parent) : QDialog(parent), m_loaded(Preferences::load())
{
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);

    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("language"));
    const QString systemLanguage = QLocale::system().nativeLanguageName(); // none for the C locale
    m_language->addItem(systemLanguage.isEmpty() ? tr("The system's language")
                                                 : tr("The system's language (%1)").arg(systemLanguage),
                        int(Preferences::Language::System));
    // Each language in its own words, so that a GM who cannot read the current one still finds his.
    m_language->addItem(QStringLiteral("English"), int(Preferences::Language::English));
    m_language->addItem(QStringLiteral("Deutsch"), int(Preferences::Language::German));
    form->addRow(tr("&Language:"), m_language);
    m_languageNote = note(QString(), this);
    m_languageNote->setObjectName(QStringLiteral("languageNote"));
    form->addRow(QString(), m_languageNote);

    m_palette = new QComboBox(this);
    m_palette->setObjectName(QStringLiteral("palette"));
    m_palette->addItem(tr("The system's colours"), int(Preferences::Palette::System));
    m_palette->addItem(tr("Light"), int(Preferences::Palette::Light));
    m_palette->addItem(tr("Dark"), int(Preferences::Palette::Dark));
    form->addRow(tr("&Colours:"), m_palette);
    form->addRow(QString(), note(tr("Changes as soon as you press OK. Red and green notes already on the screen take "
                                    "the new colours the next time they change."), this));

    auto* folderRow = new QHBoxLayout;
    m_folder = new QLineEdit(this);
    m_folder->setObjectName(QStringLiteral("campaignFolder"));
    m_folder->setPlaceholderText(QDir::toNativeSeparators(Preferences::defaultCampaignFolder()));
    auto* browse = new QPushButton(tr("Browse…"), this);
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    auto* folderLabel = new QLabel(tr("Campaign &folder:"), this); // a row that is a layout takes no buddy itself
    folderLabel->setBuddy(m_folder);
    form->addRow(folderLabel, folderRow);
    form->addRow(QString(), note(tr("New Campaign suggests a file in this folder and makes the folder if it is "
                                    "missing. Leave it empty for the one shown."), this));

    m_diceMode = new QComboBox(this);
    m_diceMode->setObjectName(QStringLiteral("diceMode"));
    m_diceMode->addItem(tr("Seeded (reproducible from the campaign seed)"), int(Preferences::DiceMode::Seeded));
    m_diceMode->addItem(tr("Table dice (the GM types what the dice showed)"), int(Preferences::DiceMode::Table));
    form->addRow(tr("&Dice for new campaigns:"), m_diceMode);

    m_reopen = new QCheckBox(tr("Open the latest campaign when Hexkeeper starts"), this);
    m_reopen->setObjectName(QStringLiteral("reopenLastCampaign"));
    form->addRow(QString(), m_reopen);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addStretch(1);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(browse, &QPushButton::clicked, this, &PreferencesDialog::browseFolder);
    connect(m_language, &QComboBox::currentIndexChanged, this, &PreferencesDialog::updateLanguageNote);
    fill(m_loaded);
    resize(600, sizeHint().height());
}

void PreferencesDialog::fill(const Preferences& preferences)
{
    choose(m_language, preferences.language);
    choose(m_palette, preferences.palette);
    m_folder->setText(QDir::toNativeSeparators(preferences.campaignFolder));
    choose(m_diceMode, preferences.diceMode);
    m_reopen->setChecked(preferences.reopenLastCampaign);
    updateLanguageNote();
}

Preferences PreferencesDialog::chosen() const
{
    Preferences p;
    p.language = chosenIn<Preferences::Language>(m_language);
    p.palette = chosenIn<Preferences::Palette>(m_palette);
    p.campaignFolder = QDir::fromNativeSeparators(m_folder->text().trimmed());
    p.diceMode = chosenIn<Preferences::DiceMode>(m_diceMode);
    p.reopenLastCampaign = m_reopen->isChecked();
    return p;
}

void PreferencesDialog::updateLanguageNote()
{
    // The texts on the screen were made in the language installed at start: a new one needs a restart.
    const bool changed = chosenIn<Preferences::Language>(m_language) != m_loaded.language;
    m_languageNote->setText(changed ? tr("Hexkeeper speaks the new language from its next start: quit and start it again.")
                                    : tr("A new language takes effect the next time Hexkeeper starts."));
}

void PreferencesDialog::browseFolder()
{
    const QString start = m_folder->text().trimmed().isEmpty() ? Preferences::defaultCampaignFolder() : m_folder->text();
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Folder for New Campaigns"), start);
    if (!folder.isEmpty())
        m_folder->setText(QDir::toNativeSeparators(folder));
}

void PreferencesDialog::accept()
{
    const Preferences preferences = chosen();
    preferences.save();
    if (preferences.palette != m_loaded.palette)
        Appearance::applyPalette(preferences.palette);
    m_loaded = preferences;
    QDialog::accept();
}

} // namespace hk
