#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QStringList>

#include "packages/Ruleset.h"

namespace hk {

class RulesetPackage;
struct RuleEntry;
struct KindSchema;

// Table of ruleset entries for the rules library: one row per entry of the chosen packages and kinds,
// columns Name, the kind's own columns (IQ, type, cost … as the schema declares), Kind, Package. Values
// are formatted for reading; SortRole gives numbers so IQ 10 sorts after IQ 9.
class RuleEntryModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Roles { EntryRole = Qt::UserRole + 1, SearchTextRole, LevelRole, TypeRole, KindRole, PackageRole, HouseRuleRole };

    explicit RuleEntryModel(QObject* parent = nullptr);

    // Shows the given entries; when they are all of one kind, that kind's columns are shown too.
    void setEntries(const QList<LocatedEntry>& entries);
    const RuleEntry* entryAt(int row) const;
    const RulesetPackage* packageAt(int row) const;
    LocatedEntry locatedAt(int row) const;
    int rowOf(const QString& kind, const QString& id) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct Row
    {
        const RulesetPackage* package;
        const RuleEntry* entry;
        const KindSchema* kind;
        QString searchText;
    };
    QList<Row> m_rows;
    QStringList m_fieldColumns; // schema fields shown between Name and Kind
    QStringList m_fieldLabels;
};

} // namespace hk
