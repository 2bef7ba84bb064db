#pragma once

#include <QCoreApplication>
#include <QString>

namespace hk {

class Campaign;

// A piece the GM adds to his own list of weapons and armour (a house-rule "gear" entry).
struct OwnGear
{
    QString slot; // "armor" | "shield" | "weapon"
    QString name;
    QString damage; // weapons: dice ("2d6")
    int st = 0;     // the ST a weapon needs (0: none)
    int dx = 0;     // DX change while worn or ready
    int stops = 0;  // armour and shields: hits stopped
    int ma = 0;     // armour: the MA its wearer is slowed to (0: none)
    QString metal;  // "iron" for ordinary mail; empty for none
};

// The GM's gear, kept as house rules so that every character of the campaign (and the CLI) reads the same
// numbers: his own list of weapons and armour for a book that gives no table (the Wizard prints no weapon
// list), and the numbers of a book's table row that the printed text lost (the Wizard's chainmail and
// shields). Each call is one undoable change; a row's numbers are asked for once and then kept as an override
// of that row, its source still the book's line and its note saying the numbers are the GM's.
class GearHouseRules
{
    Q_DECLARE_TR_FUNCTIONS(hk::GearHouseRules)
public:
    explicit GearHouseRules(Campaign& campaign) : m_campaign(campaign) {}

    // Adds the piece to the GM's list; *id (optional) gets the entry's id.
    bool addOwn(const OwnGear& piece, QString* id, QString* error);
    // Gives the table rows of a piece whose printed numbers are lost (GearTables::lostRow) a fighter's DX
    // (a wizard's is worked out by the book's multiplier) and the hits it stops.
    bool supplyLostNumbers(const QString& piece, int fighterDx, int hitsStopped, QString* error);

private:
    Campaign& m_campaign;
};

} // namespace hk
