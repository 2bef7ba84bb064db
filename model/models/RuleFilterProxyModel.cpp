#include "models/RuleFilterProxyModel.h"

#include "models/RuleEntryModel.h"

namespace hk {

RuleFilterProxyModel::RuleFilterProxyModel(QObject* parent) : QSortFilterProxyModel(parent)
{
    setSortRole(Qt::UserRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void RuleFilterProxyModel::setText(const QString& text)
{
    m_words = text.toCaseFolded().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    invalidateFilter();
}

void RuleFilterProxyModel::setLevelRange(int minimum, int maximum)
{
    m_minLevel = minimum;
    m_maxLevel = maximum;
    invalidateFilter();
}

void RuleFilterProxyModel::setType(const QString& type)
{
    m_type = type;
    invalidateFilter();
}

bool RuleFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    const QString text = index.data(RuleEntryModel::SearchTextRole).toString();
    for (const QString& word : m_words) {
        if (!text.contains(word))
            return false;
    }
    const QVariant level = index.data(RuleEntryModel::LevelRole);
    if (level.isValid() && (level.toInt() < m_minLevel || level.toInt() > m_maxLevel))
        return false;
    if (!m_type.isEmpty() && index.data(RuleEntryModel::TypeRole).toString() != m_type)
        return false;
    return true;
}

bool RuleFilterProxyModel::lessThan(const QModelIndex& left, const QModelIndex& right) const
{
    const QVariant l = left.data(Qt::UserRole);
    const QVariant r = right.data(Qt::UserRole);
    const bool ln = l.typeId() == QMetaType::Double;
    const bool rn = r.typeId() == QMetaType::Double;
    if (ln && rn)
        return l.toDouble() < r.toDouble();
    if (ln != rn)
        return ln; // numbers before text
    return QString::localeAwareCompare(l.toString(), r.toString()) < 0;
}

} // namespace hk
