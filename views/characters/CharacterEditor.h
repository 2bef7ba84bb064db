#pragma once

#include "characters/CharacterRules.h"

#include <QWidget>

#include <functional>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QGroupBox;
class QScrollArea;

namespace hk {

class Campaign;
class CharacterFields;
class DerivedPanel;
class GearEditor;
class SpellPicker;

// The character builder: a form over one Character (new or from the roster) that checks it against the
// campaign's rules on every change. Each problem the rules report is written in red next to the field it
// is about, the derived numbers follow live, and Save stays off (saying why) until the character is legal.
// Saving goes through the Roster, so it is one undoable step and refused for the same reasons as the CLI.
class CharacterEditor : public QWidget
{
    Q_OBJECT
public:
    explicit CharacterEditor(QWidget* parent = nullptr);

    void setCampaign(Campaign* campaign);
    // Loads a character to edit; id 0 means a new one that Save adds to the roster.
    void setCharacter(const Character& character);
    // Nothing to edit (the form is disabled).
    void clear();
    bool hasCharacter() const { return m_hasCharacter; }
    const Character& character() const { return m_current; }
    // Changed since loaded or saved (a new character counts as changed once anything is typed).
    bool isModified() const { return m_hasCharacter && !(m_current == m_original); }
    const QList<CharacterProblem>& problems() const { return m_problems; }
    // The red text shown for a field ("st", "points", "spells", "gear" …); empty when the field is fine.
    QString problemText(const QString& field) const;

    bool save(QString* error);
    void revert();

Q_SIGNALS:
    void saved(qint64 id);
    void edited();

private:
    void loadForm();
    void readForm();
    void refresh();
    void showProblems();
    void onEdited();
    // Runs an edit's refresh and then scrolls the form so that the field under the mouse (or with the focus)
    // stays where it was: a derived note or a problem that appears above it must not slide it away.
    void keepingFieldInPlace(const std::function<void()>& work);

    Campaign* m_campaign = nullptr;
    Character m_original;
    Character m_current;
    bool m_hasCharacter = false;
    bool m_loading = false;
    QList<CharacterProblem> m_problems;

    CharacterFields* m_fields = nullptr;
    QPlainTextEdit* m_notes = nullptr;
    QGroupBox* m_skillBox = nullptr;
    QGroupBox* m_spellBox = nullptr;
    SpellPicker* m_spells = nullptr;
    SpellPicker* m_skills = nullptr;
    GearEditor* m_gear = nullptr;
    DerivedPanel* m_derived = nullptr;
    QLabel* m_summary = nullptr;
    QLabel* m_otherProblems = nullptr;
    QPushButton* m_save = nullptr;
    QPushButton* m_revert = nullptr;
    QWidget* m_body = nullptr;
    QScrollArea* m_scroll = nullptr;
};

} // namespace hk
