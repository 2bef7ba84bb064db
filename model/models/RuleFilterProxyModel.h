#pragma once

#include <QSortFilterProxyModel>

namespace hk {

// Filters the rules library: type-ahead text across name and summary, a level range (IQ or Min INT) and a
// spell type. Sorting uses RuleEntryModel's numeric sort role.
class RuleFilterProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit RuleFilterProxyModel(QObject* parent = nullptr);

    void setText(const QString& text);
    void setLevelRange(int minimum, int maximum); // inclusive; entries without a level always pass
    void setType(const QString& type);            // empty: any

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    QStringList m_words;
    int m_minLevel = 0;
    int m_maxLevel = 1000;
    QString m_type;
};

} // namespace hk
