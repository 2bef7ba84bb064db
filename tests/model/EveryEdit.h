#pragma once

// Shared by the "every edit" tests (tst_every_edit, tst_every_downtime_edit, tst_every_combat_edit): a row is
// one kind of edit the model offers — an optional setup (steps not under test) and the edit under test — and
// checkEdit() is what every row goes through on a fresh demo campaign: the edit adds exactly one step, changes
// the campaign's digest, and undo and redo (twice, so the redo record is reused) bring back exactly the
// digests before and after.
#include "CampaignTestSupport.h"

#include "activities/ActivityRepository.h"
#include "campaign/CampaignDice.h"
#include "characters/Roster.h"
#include "db/CampaignFile.h"
#include "demo/DemoCampaign.h"
#include "dice/ScriptedDiceRoller.h"
#include "labs/LabRepository.h"
#include "labs/Labs.h"
#include "time/AdvanceTime.h"
#include "treasury/Treasury.h"

#include <QCryptographicHash>
#include <QHash>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include "commands/ChangeHistory.h"

#include <functional>

namespace hk::test {

// The demo campaign one row works on, and the ids its setup leaves for the edit.
struct Demo
{
    std::unique_ptr<Campaign> campaign;
    QHash<QString, qint64> ids;
    QHash<QString, QString> figures;

    Campaign& c() { return *campaign; }
    QSqlDatabase db() const { return campaign->database(); }

    // A character by name (archived ones too); 0 when there is none.
    qint64 who(const QString& name) const
    {
        QString error;
        RosterFilter all;
        all.includeArchived = true;
        for (const Character& ch : Roster(*campaign).list(all, &error)) {
            if (ch.name == name)
                return ch.id;
        }
        return 0;
    }
    // The character's activity of this kind that has not ended; 0 when there is none.
    qint64 activity(const QString& name, const QString& kind) const
    {
        QString error;
        const QList<Activity> list = ActivityRepository(db()).list(who(name), kind, false, &error);
        return list.isEmpty() ? 0 : list.first().id;
    }
    qint64 lab(const QString& name) const
    {
        QString error;
        for (const Lab& l : LabRepository(db()).list(true, &error)) {
            if (l.name == name)
                return l.id;
        }
        return 0;
    }
    // Scripted dice: these faces, then a long tail so that tie-breaking rolls that follow never run short.
    void script(const QList<int>& faces)
    {
        QList<int> all = faces;
        for (int i = 0; i < 20; ++i)
            all += {6, 1, 5, 2, 4, 3};
        campaign->dice().setOverride(std::make_shared<ScriptedDiceRoller>(all));
    }
    void seeded() { campaign->dice().setOverride(nullptr); }
};

// A step of a row: returns false with *error when it cannot be done.
using Step = std::function<bool(Demo&, QString*)>;

struct Edit
{
    Step setup; // may be empty
    Step edit;
};

inline void row(const char* name, const Step& setup, const Step& edit)
{
    QTest::newRow(name) << Edit{setup, edit};
}

[[nodiscard]] inline bool advanceDays(Demo& d, int days, QString* error)
{
    AdvanceResult result;
    return AdvanceTime(d.c()).advance(days, &result, error);
}

// A white-box change of an activity (a state the services reach only after weeks of play); not a step.
[[nodiscard]] inline bool editActivity(Demo& d, qint64 id, const std::function<void(Activity&)>& change, QString* error)
{
    ActivityRepository repo(d.db());
    Activity a;
    if (!repo.find(id, &a, error))
        return false;
    change(a);
    return repo.update(a, error);
}

// What each table holds, for saying which tables differ when two digests do: the rows in file order, and
// whether the same rows are there in another order (a row put back under a new rowid).
struct TableContents
{
    QByteArray ordered;
    QByteArray sorted;
};

inline QMap<QString, TableContents> contents(const Campaign& campaign)
{
    QMap<QString, TableContents> out;
    QString error;
    for (const QString& table : CampaignFile::recordedTables(campaign.database(), &error)) {
        QSqlQuery q(campaign.database());
        q.exec(QStringLiteral("SELECT * FROM \"%1\" ORDER BY rowid").arg(table));
        QStringList rows;
        while (q.next()) {
            QStringList values;
            for (int i = 0; i < q.record().count(); ++i)
                values.append(q.value(i).toString());
            rows.append(values.join(QLatin1Char('|')));
        }
        TableContents t;
        t.ordered = QCryptographicHash::hash(rows.join(QLatin1Char('\n')).toUtf8(), QCryptographicHash::Sha1);
        rows.sort();
        t.sorted = QCryptographicHash::hash(rows.join(QLatin1Char('\n')).toUtf8(), QCryptographicHash::Sha1);
        out.insert(table, t);
    }
    return out;
}

inline QString differences(const QMap<QString, TableContents>& expected, const QMap<QString, TableContents>& actual)
{
    QStringList out;
    for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
        const TableContents now = actual.value(it.key());
        if (now.ordered == it.value().ordered)
            continue;
        out.append(now.sorted == it.value().sorted ? it.key() + QStringLiteral(" (same rows, other rowid order)")
                                                   : it.key() + QStringLiteral(" (rows differ)"));
    }
    return out.isEmpty() ? QStringLiteral("no table differs") : out.join(QStringLiteral(", "));
}

// The check every row goes through.
inline void checkEdit(const Edit& row)
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString error;
    Demo d;
    d.campaign = DemoCampaign::create(dir.filePath(QStringLiteral("demo.hkc")), registry(), &error);
    QVERIFY2(d.campaign, qPrintable(error));
    if (row.setup)
        QVERIFY2(row.setup(d, &error), qPrintable(QStringLiteral("setup: ") + error));
    d.seeded(); // an edit that needs given dice scripts them itself
    error.clear();
    const QString before = test::digestOf(*d.campaign);
    QVERIFY2(!before.isEmpty(), qPrintable(error));
    const auto tablesBefore = contents(d.c());
    const ChangeHistory* undo = d.campaign->undoStack();
    const int steps = undo->count();

    QVERIFY2(row.edit(d, &error), qPrintable(QStringLiteral("edit: ") + error));
    QCOMPARE(undo->count(), steps + 1);
    const QString after = test::digestOf(*d.campaign);
    QVERIFY2(!after.isEmpty(), qPrintable(error));
    QVERIFY2(after != before, "the edit changed nothing");
    const auto tablesAfter = contents(d.c());

    for (int round = 1; round <= 2; ++round) {
        QVERIFY2(d.campaign->undo(&error), qPrintable(QStringLiteral("undo %1: %2").arg(round).arg(error)));
        QVERIFY2(test::digestOf(*d.campaign) == before,
                 qPrintable(QStringLiteral("undo %1 differs from before: %2").arg(round).arg(differences(tablesBefore, contents(d.c())))));
        QVERIFY2(d.campaign->redo(&error), qPrintable(QStringLiteral("redo %1: %2").arg(round).arg(error)));
        QVERIFY2(test::digestOf(*d.campaign) == after,
                 qPrintable(QStringLiteral("redo %1 differs from after: %2").arg(round).arg(differences(tablesAfter, contents(d.c())))));
    }
}

} // namespace hk::test

Q_DECLARE_METATYPE(hk::test::Edit)
