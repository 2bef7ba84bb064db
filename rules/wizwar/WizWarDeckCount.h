#pragma once

#include "wizwar/WizWarGame.h"
#include "wizwar/WizWarParameters.h"

#include <QHash>
#include <QJsonObject>

namespace hk::wizwar {

// How the deck for a setup choice stands before the cards are dealt: the schools that make it, the cards it
// holds, how many the starting hands need, and the schools with more cards than a school has. Why apart from
// Game::setup: the new-game dialog and the deck editor say how many cards are missing while the players are
// still choosing, with the same count the setup deals from.
struct DeckCount
{
    QStringList schools;
    int cards = 0;
    int needed = 0;
    QHash<QString, int> perSchool;
    QStringList overfull; // schools with more cards than Parameters::cardsPerSchool
    QString error;        // the schools chosen are not a deck (too many, too few, Black Cantrip)

    int missing() const { return cards < needed ? needed - cards : 0; }
    bool dealable() const { return error.isEmpty() && overfull.isEmpty() && missing() == 0; }
};

// The schools that make the deck: White Cantrip plus the chosen ones (001 l.207–221), or every school but
// Black Cantrip with the Giant Book of Spells (l.1432–1435); false with *error when the choice is no deck.
// Under the Custom Spellbook (l.1407–1418) group 0's deck is White Cantrip plus `schools`, group 1's Black Cantrip
// plus `secondSchools`, three each and no school in both.
bool deckSchools(const SetupChoice& choice, const Parameters& p, const CardLibrary& cards, int group,
                 QStringList* schools, QString* error);
inline bool deckSchools(const SetupChoice& choice, const Parameters& p, const CardLibrary& cards, QStringList* schools,
                        QString* error)
{
    return deckSchools(choice, p, cards, 0, schools, error);
}
// The deck for this choice; `players` is how many hands are dealt (the choice's players when 0). With the Custom
// Spellbook, `group` names the deck and `players` counts that group's players (the choice's when 0).
DeckCount countDeck(const SetupChoice& choice, const Parameters& p, const CardLibrary& cards, int players = 0,
                    int group = 0);

// A card's fields as the `card` kind stores them (every fact, the summary and the copies); a field at its
// default is left out.
QJsonObject cardFields(const CardDef& card);
// The fields of `wanted` that differ from `now`, with the value wanted; a field back at its default is written
// as that default (0, false, an empty list).
QJsonObject changedFields(const CardDef& now, const CardDef& wanted);

} // namespace hk::wizwar
