#include "characters/Roster.h"
#include "i18n/Translate.h"

#include <QJsonArray>
#include <QJsonDocument>

// The roster's exchange format, apart from the roster service: reading and writing it needs only the
// characters' own JSON (hk_rules), so the players' requests (PlayerAsk, which carries a new character in this
// format) and their fuzz target use it without the campaign, its database or the rest of the model.

namespace hk {

namespace {

QString tr(const char* text)
{
    return hk::translateIn("hk::Roster", text);
}

const QString ExchangeKind = QStringLiteral("hexkeeper-characters");

} // namespace

QJsonObject Roster::exportJson(const QList<Character>& characters)
{
    QJsonArray list;
    for (const Character& c : characters) {
        QJsonObject o = c.toJson();
        o.remove(QStringLiteral("id"));
        list.append(o);
    }
    return {{QStringLiteral("format"), Character::JsonFormat}, {QStringLiteral("kind"), ExchangeKind},
            {QStringLiteral("characters"), list}};
}

bool Roster::parseExchange(const QByteArray& json, QList<Character>* out, QString* error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (doc.isNull()) {
        *error = tr("This is not valid JSON (%1 at byte %2).").arg(parseError.errorString()).arg(parseError.offset);
        return false;
    }
    QJsonArray items;
    const QJsonObject root = doc.object();
    if (doc.isArray()) {
        items = doc.array();
    } else if (root.contains(QLatin1String("characters"))) {
        if (root.value(QLatin1String("kind")).toString(ExchangeKind) != ExchangeKind) {
            *error = tr("This file is not a Hexkeeper character file.");
            return false;
        }
        const qint64 format = root.value(QLatin1String("format")).toInteger(1); // 64-bit: 99999999999 is not 1
        if (format > Character::JsonFormat) {
            *error = tr("This character file was written by a newer Hexkeeper (format %1; this version reads up to %2).")
                         .arg(format)
                         .arg(Character::JsonFormat);
            return false;
        }
        items = root.value(QLatin1String("characters")).toArray();
    } else {
        items.append(root);
    }
    QList<Character> list;
    for (int i = 0; i < items.size(); ++i) {
        Character c;
        if (!items.at(i).isObject() || !Character::fromJson(items.at(i).toObject(), &c, error)) {
            *error = tr("Character %1 in the file: %2").arg(i + 1).arg(items.at(i).isObject() ? *error : tr("not an object"));
            return false;
        }
        c.id = 0;
        list.append(c);
    }
    if (list.isEmpty()) {
        *error = tr("The file holds no characters.");
        return false;
    }
    *out = list;
    return true;
}

} // namespace hk
