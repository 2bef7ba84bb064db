#pragma once

#include "combat/Encounter.h"

#include <QWidget>

class QListWidget;
class QPushButton;

namespace hk {

class Campaign;

// The left column of the Combat page: the campaign's encounters with their status (being set up, turn and
// phase of a running fight, over), and the buttons to make a new one, duplicate one for reuse, rename or
// delete it. Each button is one undoable step of Encounters; a refused step is reported, nothing changes.
class EncounterListPanel : public QWidget
{
    Q_OBJECT
public:
    explicit EncounterListPanel(QWidget* parent = nullptr);

    void setCampaign(Campaign* campaign) { m_campaign = campaign; }
    void setEncounters(const QList<Encounter>& encounters, qint64 current);
    qint64 currentId() const;
    bool selectEncounter(qint64 id);
    QListWidget* list() const { return m_list; }

    // The buttons' work, without the dialogs (tests and scripts).
    bool createEncounter(const QString& name, int columns, int rows, bool tunnel, qint64* id);

Q_SIGNALS:
    void encounterSelected(qint64 id);
    void message(const QString& text, bool error);

private:
    void newEncounter();
    void duplicateEncounter();
    void renameEncounter();
    void deleteEncounter();
    void updateButtons();

    Campaign* m_campaign = nullptr;
    QListWidget* m_list = nullptr;
    QPushButton* m_new = nullptr;
    QPushButton* m_duplicate = nullptr;
    QPushButton* m_rename = nullptr;
    QPushButton* m_delete = nullptr;
    QList<Encounter> m_encounters;
};

} // namespace hk
