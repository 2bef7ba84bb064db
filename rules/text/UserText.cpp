#include "text/UserText.h"

#include "i18n/Translate.h"

namespace hk::UserText {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::UserText", text);
}

constexpr char16_t Replacement = 0xFFFD;

bool isHigh(char16_t u) { return u >= 0xD800 && u <= 0xDBFF; }
bool isLow(char16_t u) { return u >= 0xDC00 && u <= 0xDFFF; }

// Whether the unit at i is half of a surrogate pair with no other half beside it.
bool isBrokenAt(QStringView text, qsizetype i)
{
    const char16_t u = text.at(i).unicode();
    if (isHigh(u))
        return i + 1 >= text.size() || !isLow(text.at(i + 1).unicode());
    if (isLow(u))
        return i == 0 || !isHigh(text.at(i - 1).unicode());
    return false;
}

int hexValue(QChar c)
{
    const char16_t u = c.unicode();
    if (u >= '0' && u <= '9')
        return u - '0';
    if (u >= 'a' && u <= 'f')
        return u - 'a' + 10;
    if (u >= 'A' && u <= 'F')
        return u - 'A' + 10;
    return -1;
}

// The unit of a JSON escape \uXXXX starting at i (at the backslash), or -1.
int escapedUnit(const QString& json, qsizetype i)
{
    if (i + 5 >= json.size() || json.at(i) != QLatin1Char('\\') || json.at(i + 1) != QLatin1Char('u'))
        return -1;
    int value = 0;
    for (qsizetype k = i + 2; k < i + 6; ++k) {
        const int digit = hexValue(json.at(k));
        if (digit < 0)
            return -1;
        value = value * 16 + digit;
    }
    return value;
}

// Rewrites every escaped half pair of JSON text as U+FFFD; a whole escaped pair is kept.
QString cleanJsonEscapes(const QString& json)
{
    if (!json.contains(QLatin1String("\\u"))) // JSON writes its escapes with a small u
        return json;
    QString out;
    out.reserve(json.size());
    qsizetype i = 0;
    while (i < json.size()) {
        if (json.at(i) != QLatin1Char('\\') || i + 1 >= json.size()) {
            out.append(json.at(i++));
            continue;
        }
        const int unit = escapedUnit(json, i);
        if (unit < 0 || !(isHigh(char16_t(unit)) || isLow(char16_t(unit)))) {
            out.append(json.mid(i, 2)); // any other escape, \\ included, is copied whole
            i += 2;
            continue;
        }
        const int next = escapedUnit(json, i + 6);
        if (isHigh(char16_t(unit)) && next >= 0 && isLow(char16_t(next))) {
            out.append(json.mid(i, 12));
            i += 12;
            continue;
        }
        out.append(QChar(Replacement)); // inside a JSON string, where an escape can only be, as it is
        i += 6;
    }
    return out;
}

QString codePoint(char16_t unit)
{
    return QString::number(unit, 16).toUpper().rightJustified(4, QLatin1Char('0'));
}

} // namespace

bool isDirectionMark(char16_t u)
{
    return (u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069) || u == 0x200E || u == 0x200F || u == 0x061C;
}

Problem nameProblem(QStringView text, qsizetype* at)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        Problem found = Problem::None;
        if (isDirectionMark(c.unicode()))
            found = Problem::DirectionMark;
        else if (c.isSurrogate() && isBrokenAt(text, i))
            found = Problem::BrokenCharacter;
        else if (c.category() == QChar::Other_Control)
            found = Problem::ControlCharacter;
        if (found != Problem::None) {
            if (at)
                *at = i;
            return found;
        }
    }
    return Problem::None;
}

bool needsCleaning(QStringView text)
{
    // Every text the model writes passes here: the common case (nothing at or above U+061C) costs one
    // comparison a character.
    const char16_t* units = text.utf16();
    for (qsizetype i = 0, n = text.size(); i < n; ++i) {
        const char16_t u = units[i];
        if (u < 0x061C)
            continue;
        if (isDirectionMark(u) || ((isHigh(u) || isLow(u)) && isBrokenAt(text, i)))
            return true;
    }
    return false;
}

QString clean(const QString& text)
{
    if (!needsCleaning(text))
        return text;
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t u = text.at(i).unicode();
        if (isDirectionMark(u))
            continue;
        out.append((isHigh(u) || isLow(u)) && isBrokenAt(text, i) ? QChar(Replacement) : text.at(i));
    }
    return out;
}

QString cleanStored(const QString& text)
{
    // One pass over the text in the common case (every text the model writes comes here): below U+061C only a
    // backslash followed by u, in JSON, needs a second look.
    const bool json = text.startsWith(QLatin1Char('{')) || text.startsWith(QLatin1Char('['));
    const char16_t* units = QStringView(text).utf16();
    const qsizetype n = text.size();
    bool escapes = false;
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t u = units[i];
        if (u < 0x061C) {
            escapes = escapes || (json && u == u'\\' && i + 1 < n && units[i + 1] == u'u');
            continue;
        }
        if (isDirectionMark(u) || ((isHigh(u) || isLow(u)) && isBrokenAt(text, i))) {
            const QString cleaned = clean(text);
            return json ? cleanJsonEscapes(cleaned) : cleaned;
        }
    }
    return escapes ? cleanJsonEscapes(text) : text;
}

bool checkName(const QString& text, const QString& what, QString* error)
{
    if (text.size() > MaxNameLength) {
        *error = tr("%1 may be at most %2 characters long (this one has %3).").arg(what).arg(MaxNameLength).arg(text.size());
        return false;
    }
    qsizetype at = 0;
    switch (nameProblem(text, &at)) {
    case Problem::None:
        return true;
    case Problem::ControlCharacter:
        *error = tr("%1 may not hold line breaks or other control characters.").arg(what);
        return false;
    case Problem::DirectionMark:
        *error = tr("%1 holds an invisible direction mark (U+%2), which would show it in another order than it is "
                    "stored. Remove it.").arg(what, codePoint(text.at(at).unicode()));
        return false;
    case Problem::BrokenCharacter:
        *error = tr("%1 holds a broken character (half of a pair, U+%2). Type it again.")
                     .arg(what, codePoint(text.at(at).unicode()));
        return false;
    }
    return true;
}

} // namespace hk::UserText
