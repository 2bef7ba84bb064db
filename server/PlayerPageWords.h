#pragma once

#include <QJsonObject>

namespace hk {

// Every fixed word of the players' page, in the GM's language. Why from here: the page is plain HTML and
// script with no words of its own, so its German (or any language Hexkeeper has) comes from the same
// translations as the rest of the app.
namespace PlayerPageWords {

QJsonObject labels();
// The language those words are in ("de", "en"): the translation the app has loaded, by its own word for it.
QString language();

} // namespace PlayerPageWords
} // namespace hk
