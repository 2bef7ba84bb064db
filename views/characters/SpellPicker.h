#pragma once

#include <QHash>
#include <QStringList>
#include <QWidget>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTreeWidget;

namespace hk {

class Ruleset;

// The builder's list of what a character knows — spells (Fantasy Trip "spell" or Warrior & Wizard
// "ww-spell" entries) or W&W skills — next to a type-ahead list of what it could still take. The editor
// tells it which ids are learnable (from CharacterRules) and which problems the rules found; it only shows
// them: a problem about one entry marks that row red with the reason as its tooltip, a problem about the
// whole list goes in the label under it.
class SpellPicker : public QWidget
{
    Q_OBJECT
public:
    // prefix names the objects ("spells" → "spellsKnown", "spellsSearch", "spellsAdd" …) and the problem
    // fields ("spells" / "spell:<id>", "skills" / "skill:<id>").
    SpellPicker(const QString& prefix, QWidget* parent = nullptr);

    // The ruleset and entry kind the ids come from ("spell", "ww-spell" or "skill").
    void setSource(const Ruleset* rules, const QString& kind);
    void setKnown(const QStringList& ids);
    QStringList known() const { return m_known; }
    void setLearnable(const QStringList& ids);
    // The character's IQ (INT in Warrior & Wizard): entries above it are listed greyed with the level they
    // need, so a GM sees why they cannot be picked; -1 lists only the learnable ones.
    void setLevelLimit(int level);
    // Per entry (id → message) and for the whole list.
    void setProblems(const QHash<QString, QString>& perEntry, const QString& overall);
    QString problemText() const;

    // Adds an id the learnable list offers / removes a known one; false when there is nothing to do.
    bool addEntry(const QString& id);
    bool removeEntry(const QString& id);

Q_SIGNALS:
    void changed();

private:
    void rebuildKnown();
    void rebuildLearnable();
    void addSelected();
    void removeSelected();
    QString describe(const QString& id, QString* level) const;
    void addTooHigh(const QString& text);

    QString m_prefix;
    const Ruleset* m_rules = nullptr;
    QString m_kind;
    QStringList m_known;
    QStringList m_learnable;
    int m_levelLimit = -1;
    QHash<QString, QString> m_problems;
    QTreeWidget* m_knownView = nullptr;
    QLineEdit* m_search = nullptr;
    QListWidget* m_learnableView = nullptr;
    QPushButton* m_add = nullptr;
    QPushButton* m_remove = nullptr;
    QLabel* m_problem = nullptr;
    QLabel* m_count = nullptr;
};

} // namespace hk
