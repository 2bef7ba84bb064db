// Fuzzes the reader of a player's request between game nights (PlayerAsk::fromJson): the "request" object a
// player's page sends, from anyone holding a link, over the internet too. It is the one gate before the
// services see a request, and what the file keeps is read by it again, so every input must come back as a
// request within the protocol's bounds or a refusal with a reason, and a request must read back the same from
// its stored form (toJson) — a row that does not would be shown to the GM as a damaged file.
#include "FuzzSupport.h"

#include "players/PlayerAsk.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>

using namespace hk;

namespace {

constexpr qint64 MaxId = 1'000'000'000'000'000; // 1e15, the reader's bound on an id

bool textFits(const QString& t, int max = PlayerAsk::MaxName, bool lines = false, bool trimmed = true)
{
    if (t.size() > max || (trimmed && t != t.trimmed()))
        return false;
    for (const QChar c : t) {
        if (c.category() == QChar::Other_Control && !(lines && (c == QLatin1Char('\n') || c == QLatin1Char('\t'))))
            return false;
    }
    return true;
}

bool idsFit(const QList<qint64>& ids)
{
    if (ids.size() > 20)
        return false;
    for (qint64 id : ids) {
        if (id < 1 || id > MaxId)
            return false;
    }
    return true;
}

bool within(int v, int min, int max)
{
    return v >= min && v <= max;
}

// What fromJson promises of every request it lets through.
void checkBounds(const PlayerAsk& a)
{
    const int most = PlayerAsk::MaxNumber;
    if (PlayerAsk::kindKey(a.kind).isEmpty() || PlayerAsk::kindName(a.kind).isEmpty())
        fuzz::fail("a request of no known kind");
    if (a.kind != AskKind::NewCharacter && (a.characterId == 0) == a.characterName.isEmpty())
        fuzz::fail("a request names its character both or neither by id and by name");
    const bool texts = textFits(a.characterName) && textFits(a.spell) && textFits(a.method) && textFits(a.potion)
                       && textFits(a.project) && textFits(a.title) && textFits(a.item) && textFits(a.settlement)
                       && textFits(a.recipe) && textFits(a.text, PlayerAsk::MaxText, true)
                       && textFits(a.purchase.id, PlayerAsk::MaxName, false, false); // "skill: x" is the page's word
    if (!texts)
        fuzz::fail("a text field passed its bound, kept spaces at its ends or holds a control character");
    const bool numbers = a.characterId >= 0 && a.characterId <= MaxId && a.labId >= 0 && a.labId <= MaxId
                         && within(a.feePerWeek, 0, most) && within(a.doses, 1, most) && within(a.level, 0, most)
                         && within(a.value, 0, most) && within(a.strength, 0, most) && within(a.selfPowered, 0, most)
                         && within(a.hexes, 1, most) && within(a.hired, 0, 100) && within(a.charm, 0, 100)
                         && idsFit(a.team) && idsFit(a.apprentices);
    if (!numbers)
        fuzz::fail("a number passed its bound");
    if (a.kind == AskKind::SpendXp && a.purchase.id.isEmpty())
        fuzz::fail("an experience purchase of nothing");
}

// The stored form reads back to the same request: what the GM's list and the CLI read from the file.
void checkStoredForm(const PlayerAsk& a)
{
    const QJsonObject stored = a.toJson();
    QString error;
    const std::optional<PlayerAsk> back = PlayerAsk::fromJson(stored, &error);
    const QString text = QString::fromUtf8(QJsonDocument(stored).toJson(QJsonDocument::Compact));
    if (!back)
        fuzz::fail("a request read from a page does not read back from its stored form", error + QLatin1Char('\n') + text);
    if (back->toJson() != stored || !(back->character == a.character) || !(back->purchase == a.purchase))
        fuzz::fail("a request changed on its way through its stored form", text);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***)
{
    fuzz::startQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size > 16384) // the players' server reads no bigger message (PlayerRequest::MaxBytes)
        return 0;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size)));
    if (!doc.isObject())
        return 0; // the wire reader refuses it before this one is asked
    QString error;
    const std::optional<PlayerAsk> a = PlayerAsk::fromJson(doc.object(), &error);
    if (!a) {
        if (error.isEmpty())
            fuzz::fail("a refused request with no reason");
        return 0;
    }
    checkBounds(*a);
    checkStoredForm(*a);
    return 0;
}
