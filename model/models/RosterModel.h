#pragma once

#include "characters/Character.h"
#include "characters/RosterFilter.h"

#include <QAbstractTableModel>

namespace hk {

class Campaign;

// The campaign's characters as a table for the roster page: name, role, race and type, attributes, current
// ST, unspent EP, party. Reads the whole roster once, and again only when characters change or the campaign
// is restored by an undo of time; the filter (text, role, party, archived) is applied to what it holds, so
// typing in a search field does not re-read and re-parse every character at each key.
class RosterModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Name, Role, Kind, St, Dx, Iq, Ma, CurrentSt, Experience, Party, ColumnCount };
    static constexpr int IdRole = Qt::UserRole + 1;

    explicit RosterModel(QObject* parent = nullptr);

    void setCampaign(Campaign* campaign);
    void setFilter(const RosterFilter& filter);
    const RosterFilter& filter() const { return m_filter; }
    void refresh();

    const Character* character(int row) const;
    int rowOf(qint64 id) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    static QString roleName(const QString& role);

private:
    void applyFilter();
    bool matches(const Character& c) const;

    Campaign* m_campaign = nullptr;
    RosterFilter m_filter;
    QList<Character> m_all;  // every character, archived ones too, in the roster's order
    QList<Character> m_rows; // those the filter lets through
};

} // namespace hk
