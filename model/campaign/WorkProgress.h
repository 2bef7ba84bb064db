#pragma once

#include <QString>

namespace hk {

// Long work (an advance of time, a bulk import or export) says how far it has come and learns whether the
// user wants it stopped. The window shows this in a dialog after half a second, the CLI as a line on a
// terminal; the work itself knows neither. A stopped piece of work fails inside its one change, which rolls
// back, so the campaign is exactly as if it had never begun.
class WorkProgress
{
public:
    virtual ~WorkProgress() = default;
    // Before the first step: what is being done, in the user's words, and how many steps there are.
    virtual void start(const QString& what, int total) = 0;
    // `done` of the steps are finished. False when the user has asked to stop.
    virtual bool reach(int done) = 0;
    // After the last step, stopped or not.
    virtual void finish() = 0;
};

// Runs start() and finish() around a stretch of work, also when it returns early or throws.
class WorkProgressScope
{
public:
    WorkProgressScope(WorkProgress* progress, const QString& what, int total) : m_progress(progress)
    {
        if (m_progress)
            m_progress->start(what, total);
    }
    ~WorkProgressScope()
    {
        if (m_progress)
            m_progress->finish();
    }
    WorkProgressScope(const WorkProgressScope&) = delete;
    WorkProgressScope& operator=(const WorkProgressScope&) = delete;

    // True to go on: no progress is watched, or the user has not asked to stop.
    bool reach(int done) const { return !m_progress || m_progress->reach(done); }

private:
    WorkProgress* m_progress;
};

} // namespace hk
