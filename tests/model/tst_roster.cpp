// The roster service: legal characters are added and illegal ones refused with the builder's reasons and
// nothing written; every edit (add, edit, archive, duplicate, remove, experience award and spending) is one
// undoable step that restores the exact rows; the exchange file round-trips and refuses bad input.
#include "CampaignTestSupport.h"

#include "campaign/Campaign.h"
#include "characters/Roster.h"
#include "models/RosterModel.h"
#include "models/XpLedgerModel.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include "commands/ChangeHistory.h"
#include "StrictTest.h"

using namespace hk;


class TestRoster : public hk::test::StrictTest
{
    Q_OBJECT
    test::CampaignFactory m_campaigns{QStringLiteral("Roster")};

    std::unique_ptr<Campaign> newCampaign() { return m_campaigns.create(10); }

private Q_SLOTS:
    void addUndoRedoKeepsTheId()
    {
        auto campaign = newCampaign();
        QVERIFY(campaign);
        Roster roster(*campaign);
        RosterModel model;
        model.setCampaign(campaign.get());
        qint64 id = 0;
        QString error;
        QVERIFY2(roster.add(test::legalWizard(QStringLiteral("Krait")), &id, &error), qPrintable(error));
        QVERIFY(id > 0);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, RosterModel::Name).data().toString(), QStringLiteral("Krait"));
        QCOMPARE(model.index(0, RosterModel::Ma).data().toInt(), 10);
        QCOMPARE(roster.ledger(id, &error).size(), 1);
        QVERIFY(campaign->undo());
        QCOMPARE(model.rowCount(), 0);
        Character gone;
        QVERIFY(!roster.find(id, &gone, &error));
        QVERIFY(campaign->redo());
        Character back;
        QVERIFY2(roster.find(id, &back, &error), qPrintable(error));
        QCOMPARE(back.name, QStringLiteral("Krait"));
        QCOMPARE(back.spells.size(), 8);
    }

    void illegalCharacterIsRefusedAndNothingWritten()
    {
        auto campaign = newCampaign();
        Roster roster(*campaign);
        Character c = test::legalWizard(QStringLiteral("Greedy"));
        c.spells.append({QStringLiteral("fireball"), QStringLiteral("freeze"), QStringLiteral("ward")});
        QString error;
        QVERIFY(!roster.add(c, nullptr, &error));
        QVERIFY2(error.contains(QLatin1String("Greedy")), qPrintable(error));
        QVERIFY(!roster.problems(c).isEmpty());
        QCOMPARE(roster.list({}, &error).size(), 0);
        QCOMPARE(campaign->undoStack()->count(), 0);
        // The same problem list the builder shows.
        c.spells = test::legalWizard(QString()).spells;
        c.st = 7;
        c.dx = 15;
        QVERIFY(!roster.problems(c).isEmpty());
        QVERIFY(!roster.add(c, nullptr, &error));
    }

    void editArchiveDuplicateRemove()
    {
        auto campaign = newCampaign();
        Roster roster(*campaign);
        QString error;
        qint64 id = 0;
        QVERIFY(roster.add(test::legalWizard(QStringLiteral("Yzor")), &id, &error));
        QVERIFY(roster.awardXp({id}, 30, QStringLiteral("Arena win"), &error));
        Character c;
        QVERIFY(roster.find(id, &c, &error));
        c.party = QStringLiteral("Tower");
        c.wounds = 3;
        QVERIFY2(roster.update(c, &error), qPrintable(error));
        c.spells.append(QStringLiteral("fireball")); // IQ 12 spell, Yzor has IQ 10
        QVERIFY(!roster.update(c, &error));
        Character stored;
        QVERIFY(roster.find(id, &stored, &error));
        QCOMPARE(stored.wounds, 3);
        QVERIFY(!stored.spells.contains(QStringLiteral("fireball")));

        qint64 copy = 0;
        QVERIFY(roster.duplicate(id, &copy, &error));
        QVERIFY(copy != id);
        QVERIFY(roster.setArchived(id, true, &error));
        QCOMPARE(roster.list({}, &error).size(), 1);
        RosterFilter all;
        all.includeArchived = true;
        QCOMPARE(roster.list(all, &error).size(), 2);
        RosterFilter tower;
        tower.party = QStringLiteral("Tower");
        tower.includeArchived = true;
        QCOMPARE(roster.list(tower, &error).size(), 2);

        const int ledgerLines = int(roster.ledger(id, &error).size());
        QCOMPARE(ledgerLines, 2);
        QVERIFY(roster.remove(id, &error));
        QVERIFY(!roster.find(id, &stored, &error));
        QVERIFY(campaign->undo()); // the removal
        QVERIFY(roster.find(id, &stored, &error));
        QCOMPARE(int(roster.ledger(id, &error).size()), ledgerLines);
        QVERIFY(stored.archived);
        QVERIFY(campaign->undo()); // the archiving
        QVERIFY(roster.find(id, &stored, &error));
        QVERIFY(!stored.archived);
    }

    // The roster model filters what it read in memory: it must list exactly what the roster's own query does.
    void modelFiltersLikeTheQuery()
    {
        auto campaign = newCampaign();
        Roster roster(*campaign);
        QString error;
        const QList<std::tuple<QString, QString, QString, QString>> people{
            {QStringLiteral("Krait"), QStringLiteral("pc"), QStringLiteral("Tower"), QStringLiteral("Anna")},
            {QStringLiteral("Mirelle"), QStringLiteral("npc"), QStringLiteral("Harbour Watch"), QString()},
            {QStringLiteral("aldric"), QStringLiteral("pc"), QString(), QStringLiteral("Bob")},
            {QStringLiteral("Tobin"), QStringLiteral("npc"), QStringLiteral("Tower"), QStringLiteral("Annabel")}};
        QList<qint64> ids;
        for (const auto& [name, role, party, player] : people) {
            Character c = test::legalWizard(name);
            c.role = role;
            c.party = party;
            c.player = player;
            qint64 id = 0;
            QVERIFY2(roster.add(c, &id, &error), qPrintable(error));
            ids.append(id);
        }
        QVERIFY2(roster.setArchived(ids.at(3), true, &error), qPrintable(error));
        RosterModel model;
        model.setCampaign(campaign.get());
        for (const QString& text : {QString(), QStringLiteral("r"), QStringLiteral("TOW"), QStringLiteral("ann"),
                                    QStringLiteral("bob"), QStringLiteral("watch"), QStringLiteral("ob"), QStringLiteral("zz")}) {
            for (const QString& role : {QString(), QStringLiteral("pc")}) {
                for (const QString& party : {QString(), QStringLiteral("Tower")}) {
                    for (bool archived : {false, true}) {
                        const RosterFilter filter{text, role, party, archived};
                        model.setFilter(filter);
                        QList<qint64> listed, shown;
                        for (const Character& c : roster.list(filter, &error))
                            listed.append(c.id);
                        for (int r = 0; r < model.rowCount(); ++r)
                            shown.append(model.index(r, 0).data(RosterModel::IdRole).toLongLong());
                        QVERIFY2(listed == shown, qPrintable(QStringLiteral("text '%1' role '%2' party '%3' archived %4")
                                                                  .arg(text, role, party).arg(archived)));
                    }
                }
            }
        }
    }

    void experienceAwardAndSpending()
    {
        auto campaign = newCampaign();
        Roster roster(*campaign);
        QString error;
        QList<qint64> ids;
        QVERIFY(roster.addAll({test::legalWizard(QStringLiteral("A")), test::legalWizard(QStringLiteral("B"))}, &ids, &error));
        QCOMPARE(ids.size(), 2);
        const int steps = campaign->undoStack()->count();
        QVERIFY(!roster.awardXp(ids, 50, QString(), &error)); // a reason is required
        QVERIFY2(roster.awardXp(ids, 60, QStringLiteral("Survived the duel"), &error), qPrintable(error));
        QCOMPARE(campaign->undoStack()->count(), steps + 1); // the whole party in one step
        Character a;
        QVERIFY(roster.find(ids.at(0), &a, &error));
        QCOMPARE(a.experience, 60);

        QVERIFY(!roster.spendXp(ids.at(0), QStringLiteral("st"), &error)); // 100 needed, 60 there
        QVERIFY2(error.contains(QLatin1String("60")) && error.contains(QLatin1String("100")), qPrintable(error));
        QVERIFY(roster.awardXp({ids.at(0)}, 50, QStringLiteral("Practice"), &error));
        QVERIFY2(roster.spendXp(ids.at(0), QStringLiteral("ST"), &error), qPrintable(error));
        QVERIFY(roster.find(ids.at(0), &a, &error));
        QCOMPARE(a.st, 11);
        QCOMPARE(a.experience, 10);
        QCOMPARE(a.pointsBought, 1);
        QVERIFY(roster.problems(a).isEmpty()); // 33 points are legal with one bought

        XpLedgerModel ledger;
        ledger.setCampaign(campaign.get());
        ledger.setCharacter(ids.at(0));
        QCOMPARE(ledger.rowCount(), 4); // joined, two awards, one spending
        QCOMPARE(ledger.index(3, XpLedgerModel::St).data().toInt(), 11);

        QVERIFY(campaign->undo());
        QVERIFY(roster.find(ids.at(0), &a, &error));
        QCOMPARE(a.st, 10);
        QCOMPARE(a.experience, 110);
        QCOMPARE(ledger.rowCount(), 3);
        QVERIFY(campaign->undo());
        QVERIFY(campaign->undo());
        Character b;
        QVERIFY(roster.find(ids.at(1), &b, &error));
        QCOMPARE(b.experience, 0);
    }

    void bestiaryMonstersAreNumbered()
    {
        auto campaign = newCampaign();
        Roster roster(*campaign);
        QString error;
        QList<qint64> ids;
        QVERIFY2(roster.addFromBestiary(QStringLiteral("creature"), QStringLiteral("wolf"), 3, &ids, &error), qPrintable(error));
        QCOMPARE(ids.size(), 3);
        Character wolf;
        QVERIFY(roster.find(ids.at(2), &wolf, &error));
        QCOMPARE(wolf.name, QStringLiteral("Wolf 3"));
        QCOMPARE(wolf.role, QStringLiteral("monster"));
        QCOMPARE(wolf.st, 10);
        QCOMPARE(wolf.dx, 14);
        QCOMPARE(wolf.ma, 12);
        QVERIFY(!roster.addFromBestiary(QStringLiteral("creature"), QStringLiteral("unicorn-of-doom"), 1, &ids, &error));
    }

    void exchangeRoundTripAndBadInput()
    {
        Character a = test::legalWizard(QStringLiteral("Round"));
        a.gear.append({QStringLiteral("armor"), QStringLiteral("Leather"), -2, 2, {}, {}, true});
        a.gear.last().maLimit = 8;
        a.notes = QStringLiteral("Owes the guild $40");
        const QByteArray bytes = QJsonDocument(Roster::exportJson({a})).toJson();
        QList<Character> back;
        QString error;
        QVERIFY2(Roster::parseExchange(bytes, &back, &error), qPrintable(error));
        QCOMPARE(back.size(), 1);
        QCOMPARE(back.first(), a);

        QVERIFY(!Roster::parseExchange("{not json", &back, &error));
        QVERIFY(error.contains(QLatin1String("JSON")));
        QVERIFY(!Roster::parseExchange(R"({"format": 9, "kind": "hexkeeper-characters", "characters": []})", &back, &error));
        QVERIFY(error.contains(QLatin1String("newer")));
        QVERIFY(!Roster::parseExchange(R"({"characters": [{"name": ""}]})", &back, &error));
        QVERIFY(!Roster::parseExchange(R"({"characters": [{"name": "X", "st": "ten"}]})", &back, &error));
    }
};

QTEST_MAIN(TestRoster)
#include "tst_roster.moc"
