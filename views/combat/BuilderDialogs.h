#pragma once

#include <QDialog>
#include <QSet>

class QComboBox;
class QLabel;
class QListWidget;
class QSpinBox;

namespace hk {

class Campaign;
class Ruleset;

// Picks roster characters to bring into an encounter: the active roster with each one's ST left after
// wounds and fatigue; those already in the encounter are not offered again.
class AddCharactersDialog : public QDialog
{
    Q_OBJECT
public:
    AddCharactersDialog(Campaign& campaign, const QSet<qint64>& alreadyIn, QWidget* parent = nullptr);
    QList<qint64> chosen() const;
    QListWidget* list() const { return m_list; }

private:
    QListWidget* m_list = nullptr;
};

// Picks a party of the roster to bring in whole as a mass-combat team, showing what `team check` says of
// it, so the GM sees why an illegal team will be refused before he tries (Encounters::addTeam refuses it).
class AddTeamDialog : public QDialog
{
    Q_OBJECT
public:
    AddTeamDialog(Campaign& campaign, QWidget* parent = nullptr);
    QString party() const;
    bool setParty(const QString& party);

private:
    void updatePreview();

    Campaign& m_campaign;
    QComboBox* m_party = nullptr;
    QLabel* m_preview = nullptr;
};

// Picks a bestiary creature and how many copies to bring (numbered "Wolf 1", "Wolf 2"…), showing its
// numbers so the GM knows what he adds. Creatures whose numbers the book lost are not offered.
class AddCreaturesDialog : public QDialog
{
    Q_OBJECT
public:
    AddCreaturesDialog(const Ruleset& rules, QWidget* parent = nullptr);
    QString creature() const;
    int count() const;
    bool setCreature(const QString& id);
    void setCount(int count);

private:
    void updatePreview();

    const Ruleset& m_rules;
    QComboBox* m_creature = nullptr;
    QSpinBox* m_count = nullptr;
    QLabel* m_preview = nullptr;
};

} // namespace hk
