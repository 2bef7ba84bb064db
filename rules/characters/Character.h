#pragma once

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace hk {

class JsonWriter;

// A piece of gear that changes a figure's numbers: armor, a shield or a weapon. The DX it gives this figure
// is stored as entered (from a table or the GM), because the books give wizards and fighters different
// penalties for the same armor; the metal decides whether it hinders casting (iron, steel …).
struct Gear
{
    QString slot;        // "armor" | "shield" | "weapon"
    QString name;
    int dx = 0;          // DX change while worn or ready (negative for a penalty)
    int hitsStopped = 0; // armor and shields
    QString damage;      // weapons, as dice ("2d6-1")
    QString metal;       // "" (none / wood / leather), "iron", "steel", "silver", "gold", "bronze" …
    bool ready = true;   // a shield or weapon in hand (a ready shield or weapon stops a wizard casting)
    int maLimit = 0;     // armor and shields: the wearer's MA is at most this (0 = no limit; Fantasy Trip)
    bool custom = false; // the GM's own numbers; otherwise armour and shields take theirs from the tables (GearTables)

    QJsonObject toJson() const;
    void writeJson(JsonWriter& out) const; // the same object, streamed
    static Gear fromJson(const QJsonObject& o);
    bool operator==(const Gear&) const = default;
};

// One character (player character, NPC, apprentice, pet or monster) as the rules see it: plain data, no
// database and no widgets. The model stores it; rule functions (CharacterRules, Experience, StatBlock) read
// and check it against the campaign's Ruleset. JSON is its exchange format (character export/import).
struct Character
{
    qint64 id = 0;               // database id; 0 for a character not stored yet
    QString name;
    QString role = QStringLiteral("pc"); // "pc" | "npc" | "apprentice" | "pet" | "monster"
    QString player;              // who plays it; empty for the GM's characters
    QString party;               // the group it travels with, if any
    QString system = QStringLiteral("tft"); // "tft" (Wizard / Advanced Wizard) | "ww" (Warrior & Wizard)
                                         // | "mc" (a mass-combat team figure, option pack)
    QString race;                // race entry id (tft) — empty for monsters
    QString type = QStringLiteral("wizard"); // "wizard" | "hero"
    QString creature;            // bestiary entry id a monster was taken from

    int st = 8;
    int dx = 8;
    int iq = 8;
    int ma = 0;                  // 0 → the race's MA (or 10 when the race gives none)
    int pointTotal = 0;          // starting attribute points; 0 → the ruleset's rule for the race
    int pointsBought = 0;        // attribute points bought with experience since creation
    int talentsAndLanguages = 0; // IQ capacity spent on talents and extra languages (tft)

    QStringList spells;          // known (memorised) spell ids
    QStringList skills;          // skill ids (ww)
    QStringList skillsBought;    // ww: the skills above bought with experience; outside the INT slots (004 l.2011)
    QStringList spellsBought;    // ww: the spells above bought with experience; outside the spell limit
    QMap<QString, int> skillBonuses; // ww: skill id → +1 to +3 bought with experience (l.2014)
    QMap<QString, int> spellBonuses; // ww: spell id → +1 to +3 to casting it, bought with experience (l.2020)
    QList<Gear> gear;

    int wounds = 0;              // hits taken, healed by rest and care
    int fatigue = 0;             // ST spent on spells, recovered by rest
    bool underCare = true;       // wounds heal at the book's rate while the calendar moves (proper care)
    int experience = 0;          // unspent experience points (EP)

    QString notes;
    bool archived = false;       // dead or retired: kept, but out of the active roster
    bool dead = false;           // killed (and so archived): never healed by time; only the GM brings one back

    int attributeTotal() const { return st + dx + iq; }
    // ST available now: basic ST less wounds and fatigue (they are kept apart because they heal differently).
    int currentSt() const { return st - wounds - fatigue; }

    // Versioned JSON ("format": 1). fromJson fills *error and returns false on anything malformed.
    QJsonObject toJson() const;
    // The members of that object, streamed into an object the caller has begun (and may add members to).
    void writeJsonMembers(JsonWriter& out) const;
    static bool fromJson(const QJsonObject& o, Character* out, QString* error);
    bool operator==(const Character&) const = default;

    static constexpr int JsonFormat = 1;
};

} // namespace hk

// Plain Qt values only (strings, lists): a list of thousands of characters grows by moving bytes, not members.
Q_DECLARE_TYPEINFO(hk::Gear, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(hk::Character, Q_RELOCATABLE_TYPE);
