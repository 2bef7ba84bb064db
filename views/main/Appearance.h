#pragma once

#include "main/Preferences.h"

#include <QList>

class QCoreApplication;
class QTranslator;

namespace hk {

// How the application looks and speaks, set from the Preferences (or a command-line flag) at start, and the
// palette again whenever the GM changes it. Why here and not in app/main.cpp: the Preferences dialog applies a
// palette at once, and the tests check that the language chosen is the one the next start installs.
namespace Appearance {

// System: the platform's own style and colours (as they were before the first call); Light and Dark: the
// Fusion style with a light or a dark palette. Applies at once to every open window.
void applyPalette(Preferences::Palette palette);

// Installs Qt's and Hexkeeper's translations for the language chosen (System: the system's language) and
// makes it the default locale, so numbers and dates match the words. Called once at start: the texts on
// screen are made in the language installed then. Returns the translators installed (owned by `app`).
QList<QTranslator*> installTranslations(QCoreApplication& app, Preferences::Language language);

} // namespace Appearance
} // namespace hk
