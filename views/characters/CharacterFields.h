#pragma once

#include "characters/Character.h"

#include <QHash>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace hk {

class Campaign;

// The builder's plain fields — who the character is (name, role, player, party, race, type) and its
// numbers (attributes, MA, point total, talents, wounds, fatigue) — each with a red line under it for what
// the rules say is wrong with that field. Knows the Fantasy Trip and Warrior & Wizard names of the fields.
class CharacterFields : public QWidget
{
    Q_OBJECT
public:
    explicit CharacterFields(QWidget* parent = nullptr);

    // Fills the choices (races, types, parties) from the campaign and shows the character.
    void load(const Campaign& campaign, const Character& character);
    // Writes the fields into *character, leaving everything else (spells, gear, notes …) alone.
    void read(Character* character) const;
    // The lowest MA and point-total values mean "the rules' number"; these texts say which.
    void setDefaults(const QString& maText, const QString& pointsText);

    // Whether a problem about this field has a place here (e.g. "race" has none for W&W characters).
    bool hasField(const QString& field) const;
    // Shows field → message; fields not in the map are cleared.
    void setProblems(const QHash<QString, QString>& byField);
    QString problemText(const QString& field) const;
    void clearProblems() { setProblems({}); }

Q_SIGNALS:
    void changed();

private:
    QWidget* withProblem(QWidget* field, const QString& key, bool compact = false);
    QGroupBox* buildIdentity();
    QGroupBox* buildAttributes();

    bool m_ww = false;
    bool m_loading = false;
    QLineEdit* m_name = nullptr;
    QComboBox* m_role = nullptr;
    QLineEdit* m_player = nullptr;
    QComboBox* m_party = nullptr;
    QComboBox* m_race = nullptr;
    QComboBox* m_type = nullptr;
    QSpinBox* m_st = nullptr;
    QSpinBox* m_dx = nullptr;
    QSpinBox* m_iq = nullptr;
    QSpinBox* m_ma = nullptr;
    QSpinBox* m_points = nullptr;
    QSpinBox* m_talents = nullptr;
    QSpinBox* m_wounds = nullptr;
    QSpinBox* m_fatigue = nullptr;
    QCheckBox* m_underCare = nullptr;
    QFormLayout* m_identityForm = nullptr;
    QFormLayout* m_attributeForm = nullptr;
    QHash<QString, QLabel*> m_problemLabels;
    QHash<QString, QLabel*> m_fieldLabels;
};

} // namespace hk
