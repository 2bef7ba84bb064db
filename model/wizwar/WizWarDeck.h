#pragma once

#include "wizwar/WizWarCards.h"

#include <QCoreApplication>

namespace hk {

class Campaign;

// The campaign's Magic deck as the deck editor and `wizwar deck` change it. Why a service of its own: every
// edit of the card list — a card saved, duplicated or left out, the starter deck switched, a whole list
// imported — is one Campaign::change over the campaign's house rules (a typed card is an added `card` entry,
// a change to a book or starter card an override), so it is undoable and the Rules library shows it. An import
// checks every row before it writes and refuses the whole file, naming the row, when one is wrong.
class WizWarDeck
{
    Q_DECLARE_TR_FUNCTIONS(hk::WizWarDeck)
public:
    explicit WizWarDeck(Campaign& campaign) : m_campaign(campaign) {}

    wizwar::CardLibrary cards() const;
    bool starterDeck() const;
    // Switches Hexkeeper's starter deck on or off (the `starter-deck` rule).
    bool setStarterDeck(bool on, QString* error);
    // Saves the card: `name` is the card it was (empty for a new card). A card the players typed in is written
    // whole; a book or starter card gets the fields that changed as a house rule.
    bool save(const QString& name, const wizwar::CardDef& card, QString* error);
    // A new card with the same facts, named "NAME (2)" (or the next free number); its name in *newName.
    bool duplicate(const QString& name, QString* newName, QString* error);
    // A typed card is removed; a book or starter card is left out of the deck (0 copies), which undo takes back.
    bool remove(const QString& name, QString* error);
    // The cards of a CSV card list, added or changed by name, as one change; *count is how many changed.
    bool importCsv(const QString& text, int* count, QString* error);
    QString exportCsv() const;

private:
    bool saveIn(const wizwar::CardLibrary& library, const QString& name, const wizwar::CardDef& card, QString* error);
    QString freeId(const wizwar::CardLibrary& library, const QString& name) const;

    Campaign& m_campaign;
};

} // namespace hk
