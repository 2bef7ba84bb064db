#pragma once

#include <QByteArray>
#include <QList>
#include <QSqlDatabase>
#include <QString>

namespace hk {

// One recorded advance of the calendar with the campaign as it was before and after it.
struct SnapshotRecord
{
    qint64 id = 0;
    QString createdAt;
    QString label;
    int fromDay = 0;
    int toDay = 0;
    QByteArray before;
    QByteArray after;
    QString afterDigest;
    QString state; // "applied" or "undone"
};

// All SQL touching the snapshot table. Keeps the newest few advances; older ones are pruned.
class SnapshotRepository
{
public:
    explicit SnapshotRepository(QSqlDatabase db) : m_db(std::move(db)) {}

    static constexpr int kept = 20;

    bool insert(SnapshotRecord* record, QString* error);
    bool setState(qint64 id, const QString& state, QString* error);
    // The newest applied advance (what "undo" reverts), or id 0 when there is none.
    SnapshotRecord lastApplied(QString* error) const;
    // The oldest undone advance newer than every applied one (what "redo" re-applies), or id 0.
    SnapshotRecord nextUndone(QString* error) const;
    bool removeUndone(QString* error); // a new advance drops the redo chain, as an undo stack does
    QList<SnapshotRecord> list(QString* error) const; // newest first, without the data blobs

private:
    SnapshotRecord one(const QString& where, const QString& order, QString* error) const;
    QSqlDatabase m_db;
};

} // namespace hk
