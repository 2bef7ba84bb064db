#include "commands/ChangeHistory.h"

#include "commands/CampaignCommand.h"

namespace hk {

ChangeHistory::ChangeHistory(QObject* parent) : QObject(parent) {}

ChangeHistory::~ChangeHistory() = default;

void ChangeHistory::push(CampaignCommand* step)
{
    std::unique_ptr<CampaignCommand> owned(step);
    m_steps.erase(m_steps.begin() + m_index, m_steps.end());
    m_steps.push_back(std::move(owned));
    m_index = count();
    Q_EMIT changed();
}

void ChangeHistory::stepBack()
{
    if (!canUndo())
        return;
    --m_index;
    Q_EMIT changed();
}

void ChangeHistory::stepForward()
{
    if (!canRedo())
        return;
    ++m_index;
    Q_EMIT changed();
}

void ChangeHistory::clear()
{
    m_steps.clear();
    m_index = 0;
    Q_EMIT changed();
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
