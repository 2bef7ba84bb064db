#pragma once

#include <QSortFilterProxyModel>

namespace hk {

// Filters the rules library: type-ahead text across name and summary, a level range (IQ or Min INT) and a
// spell type. Sorting uses RuleEntryModel's numeric sort role; while text is typed, sorting by name puts the
// best matches first (exact name, name starting with the text, a word of the name, then the rest).
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

    // 0 = exact name … 4 = only the summary matches; used for type-ahead ordering.
    int relevance(const QModelIndex& sourceIndex) const;

private:
    QString m_text;
    QStringList m_words;
    int m_minLevel = 0;
    int m_maxLevel = 1000;
    QString m_type;
};

} // namespace hk
