#include "commands/ChangeHistory.h"

#include "commands/CampaignCommand.h"

namespace hk {

ChangeHistory::ChangeHistory(QObject* parent) : QObject(parent) {}

ChangeHistory::~ChangeHistory() = default;

void ChangeHistory::push(CampaignCommand* step)
{
    std::unique_ptr<CampaignCommand> owned(step);
    m_steps.erase(m_steps.begin() + m_index, m_steps.end());
    owned->redo();
    if (owned->isObsolete()) {
        Q_EMIT changed();
        return;
    }
    m_steps.push_back(std::move(owned));
    m_index = count();
    Q_EMIT changed();
}

void ChangeHistory::undo()
{
    if (!canUndo())
        return;
    --m_index;
    CampaignCommand& step = *m_steps.at(size_t(m_index));
    step.undo();
    if (step.isObsolete())
        removeAt(m_index);
    Q_EMIT changed();
}

void ChangeHistory::redo()
{
    if (!canRedo())
        return;
    CampaignCommand& step = *m_steps.at(size_t(m_index));
    step.redo();
    if (step.isObsolete())
        removeAt(m_index);
    else
        ++m_index;
    Q_EMIT changed();
}

void ChangeHistory::clear()
{
    m_steps.clear();
    m_index = 0;
    Q_EMIT changed();
}

void ChangeHistory::removeAt(int i)
{
    m_steps.erase(m_steps.begin() + i);
}

const CampaignCommand* ChangeHistory::command(int i) const
{
    return i >= 0 && i < count() ? m_steps.at(size_t(i)).get() : nullptr;
}

QString ChangeHistory::undoText() const
{
    return canUndo() ? command(m_index - 1)->text() : QString();
}

QString ChangeHistory::redoText() const
{
    return canRedo() ? command(m_index)->text() : QString();
}

} // namespace hk
