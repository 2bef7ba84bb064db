#pragma once

#include "characters/Character.h"
#include "characters/RosterFilter.h"
#include "characters/XpEntry.h"
#include "characters/XpPurchase.h"
#include "characters/CharacterRules.h"
#include "characters/TeamRules.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace hk {

class Campaign;
class WorkProgress;

// The roster service: every change to the campaign's characters and their experience goes through here,
// checked against the campaign's rules (an illegal character is refused with the builder's own words)
// and pushed as one undoable step. Used by the GUI and the CLI alike, so both refuse the same things.
class Roster
{
public:
    explicit Roster(Campaign& campaign) : m_campaign(campaign) {}
    // Reports each character checked and written by addAll (an import), which may stop it: nothing is added.
    void setProgress(WorkProgress* progress) { m_progress = progress; }

    // What is wrong with the character under the campaign's rules (pets and monsters are taken as they are:
    // only their name is checked, since they are not built from points).
    QList<CharacterProblem> problems(const Character& character) const;
    static QString describe(const QString& name, const QList<CharacterProblem>& problems);

    bool add(Character character, qint64* id, QString* error);
    bool update(const Character& character, QString* error);
    // Each of these is one step for all the characters named; if one fails, none is changed.
    bool duplicate(const QList<qint64>& ids, QList<qint64>* newIds, QString* error);
    bool setArchived(const QList<qint64>& ids, bool archived, QString* error);
    bool remove(const QList<qint64>& ids, QString* error);
    bool duplicate(qint64 id, qint64* newId, QString* error);
    bool setArchived(qint64 id, bool archived, QString* error) { return setArchived(QList<qint64>{id}, archived, error); }
    // Brings a dead character back to life, into the active roster, as one undoable step with the GM's reason
    // in the event log (the books give no general rule for it: it is the GM's ruling, a wish or a spell).
    bool revive(qint64 id, const QString& reason, QString* error);
    bool remove(qint64 id, QString* error) { return remove(QList<qint64>{id}, error); }
    // Adds one monster per copy from a bestiary entry (tft "creature" or ww "ww-creature"), numbered
    // "Wolf 1", "Wolf 2" … when more than one.
    bool addFromBestiary(const QString& kind, const QString& creatureId, int copies, QList<qint64>* ids, QString* error);
    // Adds every character in one undoable step; all are checked first, and none is added if one is illegal.
    bool addAll(QList<Character> characters, QList<qint64>* ids, QString* error);

    // Experience: one step for the whole group, dated today, with the reason in the ledger.
    bool awardXp(const QList<qint64>& ids, int amount, const QString& reason, QString* error);
    // Spends EP on one purchase (an attribute point; in Warrior & Wizard also a skill, a spell or a bonus),
    // with a ledger line naming it.
    bool spendXp(qint64 id, const XpPurchase& purchase, QString* error);
    // The same for an attribute named "st", "DX", …
    bool spendXp(qint64 id, const QString& attribute, QString* error);

    bool find(qint64 id, Character* out, QString* error) const;
    QList<Character> list(const RosterFilter& filter, QString* error) const;
    // Every character's id, name, role and whether archived, in the roster's order, without reading the characters
    // themselves: for lists that only name who does what.
    QList<RosterEntry> names(QString* error) const;
    // The party names in use, sorted.
    static QStringList parties(const Campaign& campaign, QString* error);
    QList<XpEntry> ledger(qint64 id, QString* error) const;
    // The party's active members checked as a mass-combat team (TeamRules); *error set when reading fails.
    TeamReport team(const QString& party, bool longGame, QString* error) const;
    // The party's active members (exactly that party name), in the roster's order: the team `team` checks.
    QList<Character> teamMembers(const QString& party, QString* error) const;

    // The versioned exchange file: {"format": 1, "kind": "hexkeeper-characters", "characters": [...]}.
    static QJsonObject exportJson(const QList<Character>& characters);
    // Reads an exchange file (or a single character object); ids are dropped so imports never clash.
    static bool parseExchange(const QByteArray& json, QList<Character>* out, QString* error);

private:
    XpEntry ledgerLine(const Character& c, XpKind kind, int amount, const QString& attribute,
                       const QString& reason) const;
    // Inside a change: writes new characters with their first ledger line; their ids go to *ids.
    bool insertAll(QList<Character>& characters, QList<qint64>* ids, QString* error);
    // Trims each name and refuses the first character the rules do not allow.
    bool checkAll(QList<Character>& characters, QString* error) const;
    Campaign& m_campaign;
    WorkProgress* m_progress = nullptr;
};

} // namespace hk
