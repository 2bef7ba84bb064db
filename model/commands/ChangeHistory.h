#pragma once

#include <QList>
#include <QObject>
#include <QString>

#include <memory>
#include <vector>

namespace hk {

class CampaignCommand;

// A campaign's undo history: the steps it made this session, and where undo and redo stand among them. It
// does what QUndoStack did for us, but lives in QtCore: QUndoStack is in QtGui since Qt 6, and linking QtGui
// (X11, fonts, EGL, D-Bus …) cost every CLI command about 10 ms of start-up for nothing it drew.
// A step that cannot be taken back or put back (its replay marks it obsolete) leaves the history, as in
// QUndoStack.
class ChangeHistory : public QObject
{
    Q_OBJECT
public:
    explicit ChangeHistory(QObject* parent = nullptr);
    ~ChangeHistory() override;

    // Adds a step and does it (CampaignCommand::redo); drops the steps that had been undone.
    void push(CampaignCommand* step);
    void undo();
    void redo();
    void clear();

    bool canUndo() const { return m_index > 0; }
    bool canRedo() const { return m_index < count(); }
    int count() const { return int(m_steps.size()); }
    int index() const { return m_index; } // the steps before it are done
    const CampaignCommand* command(int i) const;
    QString undoText() const;
    QString redoText() const;

Q_SIGNALS:
    // Anything above changed: a step was added, undone, redone or dropped.
    void changed();

private:
    void removeAt(int i);

    std::vector<std::unique_ptr<CampaignCommand>> m_steps;
    int m_index = 0;
};

} // namespace hk
