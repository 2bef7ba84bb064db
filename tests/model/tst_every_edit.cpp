// The issue's "one generic test walks every command type: do, undo, redo, comparing a digest of the whole
// database with the states before and after". Every change goes through Campaign::change, which records the
// rows written; this walks every kind of edit the services offer on the demo campaign and proves that its
// record takes the whole file back and forth exactly — cascades, dice and advances of time included. A new
// mutating service method gets a row here (or in tst_every_downtime_edit / tst_every_combat_edit).
//
// This file: the campaign row, dice, the roster, the treasury, house rules, advances of time, and activities
// and spell studies. Left out on purpose: AdvanceTime::undoLast / redoNext and Campaign::replayJournal are
// not edits but the journal's own undo and redo of an advance (tst_advance_time covers them); Campaign::
// logEvent and moveCalendar only work inside a change (the event row below and the advances use them).
#include "EveryEdit.h"

#include "activities/ActivityControl.h"
#include "activities/SpellStudies.h"
#include "houserules/HouseRules.h"
#include "players/PlayerSharing.h"
#include "StrictTest.h"

using namespace hk;
using namespace hk::test;
using namespace Qt::StringLiterals;

namespace {

bool award(Demo& d, const QString& name, int xp, QString* e)
{
    return Roster(d.c()).awardXp({d.who(name)}, xp, u"Practice in the arena"_s, e);
}

bool pauseStudy(Demo& d, QString* e)
{
    return ActivityControl(d.c()).pause(d.activity(u"Yzor"_s, u"learning"_s), e);
}

// A spell of the GM's own, made from Fireball.
QJsonObject frostBolt(Demo& d)
{
    QJsonObject spell = d.c().rules().entry(u"spell"_s, u"fireball"_s)->data;
    spell.remove(u"source"_s);
    spell[u"id"_s] = u"frost-bolt"_s;
    spell[u"name"_s] = u"Frost Bolt"_s;
    spell[u"iq"_s] = 13;
    return spell;
}

void campaignRows()
{
    row("Campaign::rename", {}, [](Demo& d, QString* e) { return d.c().rename(u"The Tower, second year"_s, e); });
    row("Campaign::setNotes", {}, [](Demo& d, QString* e) { return d.c().setNotes(u"Aronnen is back from the coast."_s, e); });
    row("Campaign::setDiceMode (table dice)", {}, [](Demo& d, QString* e) { return d.c().setDiceMode(DiceMode::Table, e); });
    row("PlayerSharing::setShared (the party purse)", {},
        [](Demo& d, QString* e) { return PlayerSharing(d.c()).setShared(SharedWithPlayers::Purse, true, e); });
    row("Campaign::setDiceMode (back to seeded)", [](Demo& d, QString* e) { return d.c().setDiceMode(DiceMode::Table, e); },
        [](Demo& d, QString* e) { return d.c().setDiceMode(DiceMode::Seeded, e); });
    row("Campaign::change (an event in the log)", {}, [](Demo& d, QString* e) {
        return logEvent(d.c(), u"campaign"_s, u"Yzor"_s, u"Yzor writes to his master."_s, false, e);
    });
    row("CampaignDice::rollStep (seeded dice)", {}, [](Demo& d, QString* e) {
        RollRecord r;
        return d.c().dice().rollStep(u"3d6"_s, std::nullopt, {u"Yzor"_s, u"a practice roll"_s, false}, &r, e);
    });
    row("CampaignDice::rollStep (against a target, scripted dice)", {}, [](Demo& d, QString* e) {
        d.script({3, 4, 5});
        RollRecord r;
        return d.c().dice().rollStep(u"3d6"_s, 12, {u"GM"_s, u"a secret check"_s, true}, &r, e);
    });
}

void rosterRows()
{
    row("Roster::add", {}, [](Demo& d, QString* e) {
        qint64 id = 0;
        return Roster(d.c()).add(legalWizard(u"Tam"_s, u"Aronnen's tower"_s), &id, e);
    });
    row("Roster::update", {}, [](Demo& d, QString* e) {
        Character k;
        if (!Roster(d.c()).find(d.who(u"Krait"_s), &k, e))
            return false;
        k.wounds = 1;
        k.notes = u"Mostly healed at the Torea infirmary."_s;
        return Roster(d.c()).update(k, e);
    });
    row("Roster::duplicate (one)", {}, [](Demo& d, QString* e) {
        qint64 copy = 0;
        return Roster(d.c()).duplicate(d.who(u"Yzor"_s), &copy, e);
    });
    row("Roster::duplicate (several)", {}, [](Demo& d, QString* e) {
        QList<qint64> copies;
        return Roster(d.c()).duplicate(QList<qint64>{d.who(u"Pell"_s), d.who(u"Grey"_s)}, &copies, e);
    });
    row("Roster::setArchived (one)", {}, [](Demo& d, QString* e) { return Roster(d.c()).setArchived(d.who(u"Krait"_s), true, e); });
    row("Roster::setArchived (several, back from the archive)",
        [](Demo& d, QString* e) { return Roster(d.c()).setArchived(QList<qint64>{d.who(u"Pell"_s), d.who(u"Grey"_s)}, true, e); },
        [](Demo& d, QString* e) { return Roster(d.c()).setArchived(QList<qint64>{d.who(u"Pell"_s), d.who(u"Grey"_s)}, false, e); });
    // Removing cascades to the ledgers, activities, attunements and potions (and clears lab owners). Undo puts
    // the lab_attunement rows back (a table keyed by lab and character, without an integer id) under new
    // rowids, and the digest reads every table in rowid order, so it differs though the rows are the same.
    row("Roster::remove (Sefa: purse, a batch brewing, a rented and attuned lab)", {},
        [](Demo& d, QString* e) { return Roster(d.c()).remove(d.who(u"Sefa"_s), e); });
    row("Roster::remove (Master Orlan: a workshop project, his own lab, his purse)", {},
        [](Demo& d, QString* e) { return Roster(d.c()).remove(d.who(u"Master Orlan"_s), e); });
    row("Roster::remove (several: Yzor with studies, money and XP, and Krait)", {}, [](Demo& d, QString* e) {
        return Roster(d.c()).remove(QList<qint64>{d.who(u"Yzor"_s), d.who(u"Krait"_s)}, e);
    });
    row("Roster::addFromBestiary", {}, [](Demo& d, QString* e) {
        QList<qint64> ids;
        return Roster(d.c()).addFromBestiary(u"creature"_s, u"wolf"_s, 2, &ids, e);
    });
    row("Roster::addAll", {}, [](Demo& d, QString* e) {
        QList<qint64> ids;
        return Roster(d.c()).addAll({legalWizard(u"Tam"_s), legalWizard(u"Ilsa"_s)}, &ids, e);
    });
    row("Roster::awardXp (a party)", {}, [](Demo& d, QString* e) {
        return Roster(d.c()).awardXp({d.who(u"Yzor"_s), d.who(u"Pell"_s), d.who(u"Krait"_s)}, 20, u"Cleared the cellar"_s, e);
    });
    row("Roster::spendXp", [](Demo& d, QString* e) { return award(d, u"Yzor"_s, 100, e); },
        [](Demo& d, QString* e) { return Roster(d.c()).spendXp(d.who(u"Yzor"_s), u"ST"_s, e); });
}

void treasuryRows()
{
    row("Treasury::change (money in)", {}, [](Demo& d, QString* e) {
        return Treasury(d.c()).change(0, 500, u"deposit"_s, u"Sold the old cart"_s, e);
    });
    row("Treasury::change (money out)", {}, [](Demo& d, QString* e) {
        return Treasury(d.c()).change(d.who(u"Yzor"_s), -120, u"purchase"_s, u"A new staff"_s, e);
    });
    row("Treasury::transfer", {}, [](Demo& d, QString* e) {
        return Treasury(d.c()).transfer(0, d.who(u"Krait"_s), 300, u"Krait's share"_s, e);
    });
}

void houseRuleRows()
{
    const auto blurIq9 = [](Demo& d, QString* e) {
        return HouseRules::setValue(d.c(), u"spell"_s, u"blur"_s, u"iq"_s, 9, u"our table"_s, e);
    };
    const auto addFrostBolt = [](Demo& d, QString* e) { return HouseRules::addEntry(d.c(), u"spell"_s, frostBolt(d), {}, e); };
    row("HouseRules::setValue", {}, [](Demo& d, QString* e) {
        return HouseRules::setValue(d.c(), u"spell"_s, u"fireball"_s, u"iq"_s, 11, u"our table"_s, e);
    });
    row("HouseRules::setValue (a second change of the same entry)", blurIq9, [](Demo& d, QString* e) {
        return HouseRules::setValue(d.c(), u"spell"_s, u"blur"_s, u"cost.st"_s, 2, {}, e);
    });
    row("HouseRules::setValue (back to the book's value)", blurIq9, [](Demo& d, QString* e) {
        const int book = d.c().rules().bookEntry(u"spell"_s, u"blur"_s).entry->intField(u"iq"_s);
        return HouseRules::setValue(d.c(), u"spell"_s, u"blur"_s, u"iq"_s, book, {}, e);
    });
    row("HouseRules::setValues", {}, [](Demo& d, QString* e) {
        return HouseRules::setValues(d.c(), u"potion"_s, u"healing"_s, QJsonObject{{u"price"_s, 180}, {u"weeks"_s, 2}}, u"dear times"_s, e);
    });
    row("HouseRules::switchRules", {}, [](Demo& d, QString* e) {
        return HouseRules::switchRules(d.c(), {{u"courtesy-rule"_s, false}, {u"twelve-turn-permanent"_s, true}}, u"our table"_s, e);
    });
    row("HouseRules::revert (one value)", blurIq9, [](Demo& d, QString* e) {
        return HouseRules::revert(d.c(), u"spell"_s, u"blur"_s, u"iq"_s, e);
    });
    row("HouseRules::revert (the whole entry)",
        [](Demo& d, QString* e) {
            return HouseRules::setValues(d.c(), u"spell"_s, u"blur"_s, QJsonObject{{u"iq"_s, 9}, {u"cost.st"_s, 2}}, {}, e);
        },
        [](Demo& d, QString* e) { return HouseRules::revert(d.c(), u"spell"_s, u"blur"_s, {}, e); });
    row("HouseRules::addEntry", {}, addFrostBolt);
    row("HouseRules::removeEntry", addFrostBolt, [](Demo& d, QString* e) {
        return HouseRules::removeEntry(d.c(), u"spell"_s, u"frost-bolt"_s, e);
    });
}

void timeRows()
{
    row("AdvanceTime::advance (one day)", {}, [](Demo& d, QString* e) { return advanceDays(d, 1, e); });
    // The demo's workshop weeks, both batches brewing, the studies and their teacher's pay, the guild rents.
    row("AdvanceTime::advance (three weeks of the demo)", {}, [](Demo& d, QString* e) { return advanceDays(d, 21, e); });
    row("AdvanceTime::advance (scripted dice)", {}, [](Demo& d, QString* e) {
        d.script({3, 3, 3});
        return advanceDays(d, 7, e);
    });
}

void activityRows()
{
    row("ActivityControl::pause (the workshop project)", {}, [](Demo& d, QString* e) {
        return ActivityControl(d.c()).pause(d.activity(u"Master Orlan"_s, u"workshop"_s), e);
    });
    row("ActivityControl::resume (a week later)",
        [](Demo& d, QString* e) {
            return ActivityControl(d.c()).pause(d.activity(u"Master Orlan"_s, u"workshop"_s), e) && advanceDays(d, 7, e);
        },
        [](Demo& d, QString* e) { return ActivityControl(d.c()).resume(d.activity(u"Master Orlan"_s, u"workshop"_s), e); });
    row("ActivityControl::resume (a study: the teacher's week paid)", pauseStudy, [](Demo& d, QString* e) {
        return ActivityControl(d.c()).resume(d.activity(u"Yzor"_s, u"learning"_s), e);
    });
    row("ActivityControl::cancel (Brannoc's batch)", {}, [](Demo& d, QString* e) {
        return ActivityControl(d.c()).cancel(d.activity(u"Brannoc"_s, u"alchemy"_s), e);
    });
    row("ActivityEdits::insert (an activity written as it is)", {}, [](Demo& d, QString* e) {
        Activity a;
        a.kind = u"research"_s;
        a.characterId = d.who(u"Vessa"_s);
        a.title = u"Notes on the phantom"_s;
        a.startDay = d.c().info().calendarDay;
        a.dueDay = a.startDay + 14;
        a.gmOnly = true;
        return addActivity(d.c(), a, e) > 0;
    });
    row("SpellStudies::start", {}, [](Demo& d, QString* e) {
        qint64 id = 0;
        return SpellStudies(d.c()).start(d.who(u"Krait"_s), u"study"_s, u"blur"_s, 0, &id, e);
    });
    row("SpellStudies::start (the Guild's fee paid up front)", [](Demo& d, QString* e) {
        return Treasury(d.c()).change(d.who(u"Vessa"_s), 4000, u"deposit"_s, u"Her inheritance"_s, e);
    }, [](Demo& d, QString* e) {
        qint64 id = 0;
        return SpellStudies(d.c()).start(d.who(u"Vessa"_s), u"guild-instruction"_s, u"trip"_s, 0, &id, e);
    });
    row("SpellStudies::cancel (Pell's apprenticeship)", {}, [](Demo& d, QString* e) {
        return SpellStudies(d.c()).cancel(d.activity(u"Pell"_s, u"learning"_s), e);
    });
    row("SpellStudies::resume", pauseStudy, [](Demo& d, QString* e) {
        return SpellStudies(d.c()).resume(d.activity(u"Yzor"_s, u"learning"_s), e);
    });
}

} // namespace

class TestEveryEdit : public hk::test::StrictTest
{
    Q_OBJECT

private Q_SLOTS:
    void edits_data()
    {
        QTest::addColumn<Edit>("edit");
        campaignRows();
        rosterRows();
        treasuryRows();
        houseRuleRows();
        timeRows();
        activityRows();
    }
    void edits()
    {
        QFETCH(Edit, edit);
        checkEdit(edit);
    }
};

QTEST_GUILESS_MAIN(TestEveryEdit)
#include "tst_every_edit.moc"
