#include "PlayerRequest.h"

#include <limits>

#include "combat/HexMap.h"
#include "dice/DiceExpression.h"

#include "i18n/Translate.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <cmath>

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::PlayerRequest", text);
}

// A short line of plain text: no control characters, at most max characters.
bool plainText(const QJsonValue& v, int max, QString* out)
{
    if (!v.isString())
        return false;
    const QString s = v.toString();
    if (s.size() > max || std::any_of(s.begin(), s.end(), [](QChar c) { return c.category() == QChar::Other_Control; }))
        return false;
    *out = s.trimmed();
    return true;
}

// A whole number between min and max.
bool wholeNumber(const QJsonValue& v, int min, int max, int* out)
{
    if (!v.isDouble())
        return false;
    const double d = v.toDouble();
    // The range first: a number past an integer's range (1e35) must not be converted to one.
    if (!(d >= min && d <= max) || d != std::floor(d))
        return false;
    *out = int(d);
    return true;
}

bool onlyKnownFields(const QJsonObject& o, const QSet<QString>& known, QString* error)
{
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!known.contains(it.key())) {
            *error = tr("Unknown field “%1”.").arg(it.key().left(40));
            return false;
        }
    }
    return true;
}

bool readRoll(const QJsonObject& o, PlayerRequest* r, QString* error)
{
    if (!onlyKnownFields(o, {QStringLiteral("type"), QStringLiteral("id"), QStringLiteral("dice"), QStringLiteral("vs"), QStringLiteral("why")}, error))
        return false;
    DiceExpression expression;
    if (!plainText(o.value(QLatin1String("dice")), 20, &r->dice) || !DiceExpression::parse(r->dice, &expression, error)) {
        *error = tr("Give the dice like 3d6 or 2d6+1.");
        return false;
    }
    if (o.contains(QLatin1String("vs"))) {
        int vs = 0;
        if (!wholeNumber(o.value(QLatin1String("vs")), 1, 99, &vs)) {
            *error = tr("The number to roll against is a whole number from 1 to 99.");
            return false;
        }
        r->vs = vs;
    }
    if (o.contains(QLatin1String("why")) && !plainText(o.value(QLatin1String("why")), 80, &r->why)) {
        *error = tr("Say what the roll is for in at most 80 characters.");
        return false;
    }
    return true;
}

bool readProposal(const QJsonObject& o, PlayerRequest* r, QString* error)
{
    if (!onlyKnownFields(o, {QStringLiteral("type"), QStringLiteral("id"), QStringLiteral("figure"), QStringLiteral("option"),
                             QStringLiteral("column"), QStringLiteral("row")}, error))
        return false;
    if (!plainText(o.value(QLatin1String("figure")), 40, &r->figure) || r->figure.isEmpty()) {
        *error = tr("Say which figure the proposal is for.");
        return false;
    }
    if (!plainText(o.value(QLatin1String("option")), 40, &r->option) || r->option.isEmpty()) {
        *error = tr("Choose an option.");
        return false;
    }
    const bool hasColumn = o.contains(QLatin1String("column"));
    if (hasColumn != o.contains(QLatin1String("row"))) {
        *error = tr("A hex needs both its column and its row.");
        return false;
    }
    if (hasColumn) {
        int column = 0;
        int row = 0;
        if (!wholeNumber(o.value(QLatin1String("column")), 0, 999, &column) || !wholeNumber(o.value(QLatin1String("row")), 0, 999, &row)) {
            *error = tr("A hex's column and row are whole numbers from 0.");
            return false;
        }
        r->to = HexMap::toAxial(column, row);
    }
    return true;
}

bool readOffers(const QJsonObject& o, PlayerRequest* r, QString* error)
{
    if (!onlyKnownFields(o, {QStringLiteral("type"), QStringLiteral("id"), QStringLiteral("character")}, error))
        return false;
    const QJsonValue character = o.value(QLatin1String("character"));
    int id = 0;
    if (character.isDouble() ? wholeNumber(character, 1, std::numeric_limits<int>::max(), &id)
                             : plainText(character, 100, &r->characterName) && !r->characterName.isEmpty()) {
        r->characterId = id;
        return true;
    }
    *error = tr("Say which character: its number or its name.");
    return false;
}

bool readAsk(const QJsonObject& o, PlayerRequest* r, QString* error)
{
    if (!o.value(QLatin1String("kind")).isString()) {
        *error = tr("Say what kind of request it is.");
        return false;
    }
    r->ask = o;
    r->ask.remove(QStringLiteral("type"));
    r->ask.remove(QStringLiteral("id"));
    return true;
}

bool readCheck(const QJsonObject& o, PlayerRequest* r, QString* error)
{
    if (!onlyKnownFields(o, {QStringLiteral("type"), QStringLiteral("id"), QStringLiteral("character")}, error))
        return false;
    if (!o.value(QLatin1String("character")).isObject()) {
        *error = tr("Send the character being built, in Hexkeeper's character format.");
        return false;
    }
    r->character = o.value(QLatin1String("character")).toObject();
    return true;
}

} // namespace

std::optional<PlayerRequest> PlayerRequest::parse(const QByteArray& text, QString* id, QString* error)
{
    id->clear();
    if (text.size() > MaxBytes) {
        *error = tr("The message is too long.");
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = tr("The message is not a JSON object.");
        return std::nullopt;
    }
    const QJsonObject o = doc.object();
    PlayerRequest r;
    if (o.contains(QLatin1String("id")) && !plainText(o.value(QLatin1String("id")), 40, &r.id)) {
        *error = tr("A request's id is a short text.");
        return std::nullopt;
    }
    *id = r.id;
    const QString type = o.value(QLatin1String("type")).toString();
    bool ok = false;
    if (type == QLatin1String("roll")) {
        r.kind = Kind::Roll;
        ok = readRoll(o, &r, error);
    } else if (type == QLatin1String("propose")) {
        r.kind = Kind::Propose;
        ok = readProposal(o, &r, error);
    } else if (type == QLatin1String("offers")) {
        r.kind = Kind::Offers;
        ok = readOffers(o, &r, error);
    } else if (type == QLatin1String("request")) {
        r.kind = Kind::Ask;
        ok = readAsk(o, &r, error);
    } else if (type == QLatin1String("preview")) {
        r.kind = Kind::Preview;
        ok = readAsk(o, &r, error);
    } else if (type == QLatin1String("check")) {
        r.kind = Kind::Check;
        ok = readCheck(o, &r, error);
    } else if (type == QLatin1String("rules")) {
        r.kind = Kind::Rules;
        ok = onlyKnownFields(o, {QStringLiteral("type"), QStringLiteral("id")}, error);
    } else {
        *error = tr("Unknown message; a page may roll, propose, ask for offers or the rules, check a character, preview a request or send one.");
    }
    if (!ok)
        return std::nullopt;
    return r;
}

} // namespace hk
