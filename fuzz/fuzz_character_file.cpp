// Fuzzes the character-file reader: the bytes of a character exchange file ({"format":1,"kind":…,
// "characters":[…]}, a bare list or one character) are read the way Roster::parseExchange reads them, with
// the hk_rules half (Character::fromJson) under test. Every character read must survive the way the model
// stores it (JsonWriter, then fromJson again) unchanged, and be checked by the character rules and priced
// by the experience rules, as the roster and the sheet do.
#include "FuzzSupport.h"

#include "characters/CharacterLimits.h"
#include "characters/CharacterRules.h"
#include "characters/Experience.h"
#include "json/JsonWriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>

using namespace hk;

namespace {

const Ruleset& tftRules()
{
    static const Ruleset r = fuzz::registry().ruleset(QStringLiteral("tft-advanced-wizard-1980"),
                                                      {QStringLiteral("mass-combat-miller-2.0")});
    return r;
}

const Ruleset& wwRules()
{
    static const Ruleset r = fuzz::registry().ruleset(QStringLiteral("warrior-and-wizard-0.10"));
    return r;
}

// The items of a file as Roster::parseExchange finds them (kind and format checks left to it).
QJsonArray items(const QJsonDocument& doc)
{
    if (doc.isArray())
        return doc.array();
    const QJsonObject root = doc.object();
    if (root.contains(QLatin1String("characters")))
        return root.value(QLatin1String("characters")).toArray();
    return QJsonArray{root};
}

void checkStoredForm(const Character& c)
{
    // The model stores a character as the JsonWriter text of its members and reads it back with fromJson.
    JsonWriter out;
    out.beginObject();
    c.writeJsonMembers(out);
    out.endObject();
    const QByteArray written = out.finish();
    const QByteArray viaQt = QJsonDocument(c.toJson()).toJson(QJsonDocument::Compact);
    if (written != viaQt)
        fuzz::fail("JsonWriter and QJsonDocument wrote different text", QString::fromUtf8(written + '\n' + viaQt));
    Character back;
    QString error;
    if (!Character::fromJson(QJsonDocument::fromJson(written).object(), &back, &error))
        fuzz::fail("a character read from a file does not read back from its stored form", error);
    if (!(back == c))
        fuzz::fail("a character changed on its way through its stored form", QString::fromUtf8(written));
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***)
{
    fuzz::startQt();
    tftRules();
    wwRules();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size)));
    if (doc.isNull())
        return 0;
    const QJsonArray list = items(doc);
    for (const QJsonValue& item : list) {
        Character c;
        QString error;
        if (!item.isObject() || !Character::fromJson(item.toObject(), &c, &error))
            continue;
        checkStoredForm(c);
        // The roster refuses a character beyond the bounds before any rule sees it (Roster::problems).
        if (!CharacterLimits::problems(c).isEmpty())
            continue;
        const CharacterRules rules(c.system == QLatin1String("ww") ? wwRules() : tftRules());
        rules.validate(c);
        rules.derive(c);
        rules.learnableSpells(c);
        // What the sheet's experience panel asks for each attribute.
        const Experience experience(c.system == QLatin1String("ww") ? wwRules() : tftRules());
        for (const char* attribute : {"st", "dx", "iq", "ma"})
            experience.attributeCost(c, QLatin1String(attribute), nullptr);
    }
    return 0;
}
