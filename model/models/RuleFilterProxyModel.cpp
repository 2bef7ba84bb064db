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
    m_text = text.trimmed().toCaseFolded();
    m_words = m_text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    invalidate();
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

int RuleFilterProxyModel::relevance(const QModelIndex& sourceIndex) const
{
    const QString name = sourceModel()->index(sourceIndex.row(), 0).data().toString().toCaseFolded();
    if (name == m_text)
        return 0;
    if (name.startsWith(m_text))
        return 1;
    if (name.contains(QLatin1Char(' ') + m_text) || name.contains(QLatin1Char('-') + m_text))
        return 2;
    if (name.contains(m_text))
        return 3;
    return 4;
}

bool RuleFilterProxyModel::lessThan(const QModelIndex& left, const QModelIndex& right) const
{
    if (!m_text.isEmpty() && left.column() == 0) {
        const int l = relevance(left);
        const int r = relevance(right);
        if (l != r)
            return sortOrder() == Qt::AscendingOrder ? l < r : l > r;
    }
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
