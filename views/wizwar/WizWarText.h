#pragma once

#include "wizwar/WizWarCards.h"
#include "wizwar/WizWarParameters.h"
#include "wizwar/WizWarState.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

namespace hk {

class Ruleset;

// The Wiz-War page's words and colours for the engine's typed values (issue 18: the GM reads words, never a
// key): a colour key becomes "Red" and a palette-aware colour, a phase or a card's type and range a phrase,
// an optional rule its ruleset name. One place, so the board, the seat table and the hand window agree.
class WizWarText
{
    Q_DECLARE_TR_FUNCTIONS(hk::WizWarText)
public:
    static QString colourName(const QString& key);
    // The player's colour for the board, lighter on a dark palette so it reads on the dark window.
    static QColor colour(const QString& key);
    // Black or white, whichever reads on colour(key).
    static QColor textOn(const QString& key);
    static QString phaseName(wizwar::Phase phase);
    static QString typeName(wizwar::CardType type);
    static QString rangeName(wizwar::CardRange range);
    static QString optionName(const Ruleset& rules, wizwar::Option option);
    static QString schoolName(const Ruleset& rules, const QString& school);
};

} // namespace hk
