#pragma once

#include "db/ModelInternal.h"
#include "db/ReadCache.h"

#include "labs/Lab.h"

#include <QList>
#include <QSqlDatabase>

namespace hk {

// Whether a wizard is attuned to a lab, as kept by LabRepository::Keep.
struct KeptAttunement
{
    bool attuned = false;
};

// All SQL touching the lab and lab_attunement tables.
class LabRepository
{
public:
    explicit LabRepository(QSqlDatabase db) : m_db(std::move(db)) {}

    // While one lives, the labs find() reads and the attunements isAttuned() reads on its connection are kept
    // (db/ReadCache.h); every write here forgets or corrects what it changes. Removing a lab or a character
    // (cascades) forgets them all.
    struct Keep
    {
        explicit Keep(const QSqlDatabase& db) : labs(db), attunements(db) {}
        ReadCache<Lab> labs;
        ReadCache<KeptAttunement, QPair<qint64, qint64>> attunements; // (lab, character)
    };
    static void forgetAllKept(const QSqlDatabase& db);

    // Inserts with lab.id when set (undo restores the same row), else a new id; returns the id or 0.
    qint64 insert(const Lab& lab, QString* error);
    bool update(const Lab& lab, QString* error);
    // Writes only the lab's next charge day and data (a week's charge that leaves the rest as it was): SQLite
    // then checks no constraint and updates no index on the other columns, which every lab pays weekly.
    bool updateSchedule(const Lab& lab, QString* error);
    bool remove(qint64 id, QString* error);
    bool find(qint64 id, Lab* out, QString* error) const;
    // Every lab, closed ones too when includeClosed; by name.
    QList<Lab> list(bool includeClosed, QString* error) const;

    // The labs the calendar may have to act on by `day`: those being built, and those whose rent or upkeep
    // falls due (list()'s order).
    QList<Lab> dueOn(int day, QString* error) const;
    bool isAttuned(qint64 labId, qint64 characterId, QString* error) const;
    bool setAttuned(qint64 labId, qint64 characterId, int day, QString* error);
    bool removeAttunement(qint64 labId, qint64 characterId, QString* error);
    // The characters a lab is attuned to, with the day each attunement was made.
    QList<QPair<qint64, int>> attunements(qint64 labId, QString* error) const;
    // Ids of the active or halted activities that work in this lab (its bookings), other than except: the lab
    // named in data.lab, or one of a team's labs in data.labs ([{wizard, lab}]).
    QList<qint64> bookings(qint64 labId, qint64 exceptActivity, QString* error) const;
    // Whether an active activity works in this lab this week (one indexed query: the weekly charge asks it of
    // every lab).
    bool inUse(qint64 labId, QString* error) const;
    // Moves only the next charge day (the weekly charge of a lab whose data it leaves as it is).
    bool moveSchedule(qint64 labId, int nextChargeDay, QString* error);

private:
    QList<Lab> select(const QString& where, const QVariantList& values, QString* error) const;
    QSqlDatabase m_db;
};

} // namespace hk
