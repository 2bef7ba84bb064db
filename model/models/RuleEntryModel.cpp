#include "models/RuleEntryModel.h"

#include "packages/FieldFormat.h"
#include "packages/RulesetPackage.h"

#include <QFont>
#include <QSet>

#include <cmath>

namespace hk {

RuleEntryModel::RuleEntryModel(QObject* parent) : QAbstractTableModel(parent)
{
}

void RuleEntryModel::setEntries(const QList<LocatedEntry>& entries)
{
    beginResetModel();
    m_rows.clear();
    m_fieldColumns.clear();
    m_fieldLabels.clear();
    QSet<QString> kinds;
    for (const LocatedEntry& located : entries) {
        const RuleEntry& e = *located.entry;
        const KindSchema* kind = located.package->kind(e.kind);
        kinds.insert(e.kind);
        m_rows.append({located.package, located.entry, kind, (e.name() + QLatin1Char(' ') + e.summary()).toCaseFolded()});
    }
    if (kinds.size() == 1 && !m_rows.isEmpty() && m_rows.first().kind) {
        const KindSchema* kind = m_rows.first().kind;
        for (const QString& column : kind->columns) {
            m_fieldColumns.append(column);
            m_fieldLabels.append(kind->fields.value(column).label);
        }
    }
    endResetModel();
}

const RuleEntry* RuleEntryModel::entryAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).entry : nullptr;
}

const RulesetPackage* RuleEntryModel::packageAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).package : nullptr;
}

LocatedEntry RuleEntryModel::locatedAt(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return {};
    return {m_rows.at(row).package, m_rows.at(row).entry};
}

int RuleEntryModel::rowOf(const QString& kind, const QString& id) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).entry->kind == kind && m_rows.at(i).entry->id() == id)
            return i;
    }
    return -1;
}

int RuleEntryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RuleEntryModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : 3 + int(m_fieldColumns.size());
}

QVariant RuleEntryModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row& row = m_rows.at(index.row());
    const RuleEntry& e = *row.entry;
    switch (role) {
    case EntryRole: return QVariant::fromValue(static_cast<const void*>(row.entry));
    case SearchTextRole: return row.searchText;
    case LevelRole: {
        const QString level = row.kind ? row.kind->level : QString();
        return level.isEmpty() || !e.data.value(level).isDouble() ? QVariant() : QVariant(e.data.value(level).toInt());
    }
    case TypeRole: return e.data.value(QLatin1String("type")).toString();
    case KindRole: return e.kind;
    case PackageRole: return row.package->id();
    case HouseRuleRole: return row.package->id() == QLatin1String("house-rules");
    case Qt::FontRole:
        if (row.package->id() == QLatin1String("house-rules")) {
            QFont italic;
            italic.setItalic(true);
            return italic;
        }
        return {};
    default: break;
    }
    const int column = index.column();
    const int fieldCount = int(m_fieldColumns.size());
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole || role == Qt::UserRole) {
        if (column == 0)
            return role == Qt::ToolTipRole ? e.summary() : e.name();
        if (column <= fieldCount) {
            const QString field = m_fieldColumns.at(column - 1);
            const FieldSchema* schema = nullptr;
            if (row.kind) {
                const auto it = row.kind->fields.constFind(field);
                schema = it == row.kind->fields.constEnd() ? nullptr : &*it;
            }
            const QJsonValue value = e.data.value(field);
            if (role == Qt::UserRole) {
                const double n = FieldFormat::sortNumber(schema, value);
                return std::isnan(n) ? QVariant(FieldFormat::value(schema, value)) : QVariant(n);
            }
            return FieldFormat::value(schema, value);
        }
        if (column == fieldCount + 1)
            return row.kind ? row.kind->label : e.kind;
        if (column == fieldCount + 2)
            return row.package->id() == QLatin1String("house-rules") ? tr("House rule") : row.package->title();
    }
    return {};
}

QVariant RuleEntryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    const int fieldCount = int(m_fieldColumns.size());
    if (section == 0)
        return tr("Name");
    if (section <= fieldCount)
        return m_fieldLabels.at(section - 1);
    if (section == fieldCount + 1)
        return tr("Kind");
    return tr("Ruleset");
}

} // namespace hk
