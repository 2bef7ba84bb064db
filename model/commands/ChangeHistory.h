#pragma once

#include <QList>
#include <QObject>
#include <QString>

#include <memory>
#include <vector>

namespace hk {

class CampaignCommand;

// A campaign's undo history: the steps it made this session, and where undo and redo stand among them. It is a
// record only: Campaign::undo() and redo() replay a step's rows and then move the history's place, so there
// is one way to undo. Views read it through Campaign::undoStack() (const) to show the step names; only
// Campaign, a friend, changes it. (It replaced QUndoStack, which lives in QtGui since Qt 6 and cost every CLI
// command about 10 ms of start-up.)
class ChangeHistory : public QObject
{
    Q_OBJECT
public:
    explicit ChangeHistory(QObject* parent = nullptr);
    ~ChangeHistory() override;

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
    friend class Campaign;
    // Adds a step already done; drops the steps that had been undone.
    void push(CampaignCommand* step);
    // The newest done step was taken back / the oldest undone one put back.
    void stepBack();
    void stepForward();
    void clear();

    std::vector<std::unique_ptr<CampaignCommand>> m_steps;
    int m_index = 0;
};

} // namespace hk
