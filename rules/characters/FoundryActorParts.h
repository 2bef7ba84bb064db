#pragma once

#include "characters/Character.h"
#include "packages/RuleEntry.h"

#include <QString>

namespace hk::FoundryActor::Parts {

// Small conversions the Foundry writer and reader share (FoundryActor.cpp, FoundryActorRead.cpp).
QString spellKind(const Character& c);          // "ww-spell" for W&W, "spell" otherwise
int minIq(const RuleEntry& e);                  // "iq" (tft) or "minInt" (W&W)
QString foundryDice(const QString& dice);       // "2d6-1" → "2D6-1", as the system writes damage
QString ourDice(const QString& dice);           // "2D6-1", "2d-1" → "2d6-1"
QString notesToHtml(const QString& notes);      // the system's notes are an HTML field
QString htmlToNotes(const QString& html);

} // namespace hk::FoundryActor::Parts
