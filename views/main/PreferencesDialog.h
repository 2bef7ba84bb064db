#pragma once

#include "main/Preferences.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;

namespace hk {

// Edit > Preferences…: the GM's settings for this machine (Preferences) in one form. OK keeps them and applies
// the palette at once; the language is used from the next start, and the dialog says so beside it.
class PreferencesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    // What the form holds now.
    Preferences chosen() const;
    void accept() override;

private:
    void fill(const Preferences& preferences);
    void browseFolder();
    void updateLanguageNote();

    Preferences m_loaded;
    QComboBox* m_language = nullptr;
    QLabel* m_languageNote = nullptr;
    QComboBox* m_palette = nullptr;
    QLineEdit* m_folder = nullptr;
    QComboBox* m_diceMode = nullptr;
    QCheckBox* m_reopen = nullptr;
};

} // namespace hk
