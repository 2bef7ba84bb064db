#pragma once

#include "characters/Character.h"

#include <QList>
#include <QString>

class QWidget;

namespace hk {

class Campaign;

// The printable character sheet: one page per character as HTML (attributes, derived values, spells with
// cost and IQ, gear, wounds and fatigue boxes, experience), printed or written to PDF with Qt's own PDF
// writer. Implemented in CharacterSheet.cpp.
namespace CharacterSheet {

QString html(const Campaign& campaign, const Character& character);
bool exportPdf(const Campaign& campaign, const QList<Character>& characters, const QString& path, QString* error);
// Opens the print dialog; false when the user cancels.
bool print(const Campaign& campaign, const QList<Character>& characters, QWidget* parent);

} // namespace CharacterSheet
} // namespace hk
