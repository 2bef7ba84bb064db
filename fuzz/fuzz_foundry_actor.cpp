// Fuzzes the Foundry VTT actor reader (FoundryActor::read): a JSON file a GM downloads from Foundry is read
// against the Advanced Wizard ruleset, as `character add --foundry` and the window's import do; every
// character read is written back as an actor and read again, which must succeed.
#include "FuzzSupport.h"

#include "characters/CharacterLimits.h"
#include "characters/CharacterRules.h"
#include "characters/FoundryActor.h"

#include <QJsonDocument>

#include <cstddef>
#include <cstdint>

using namespace hk;

namespace {

const Ruleset& rules()
{
    return fuzz::advancedWizard();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***)
{
    fuzz::startQt();
    rules();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray json(reinterpret_cast<const char*>(data), qsizetype(size));
    FoundryActor::ReadResult read;
    QString error;
    if (!FoundryActor::read(json, rules(), &read, &error)) {
        if (error.isEmpty())
            fuzz::fail("a Foundry actor was refused without a reason", QString::fromUtf8(json));
        return 0;
    }
    // The roster refuses a character beyond the bounds before any rule sees it (Roster::problems).
    if (!CharacterLimits::problems(read.character).isEmpty())
        return 0;
    const CharacterRules characterRules(rules());
    characterRules.validate(read.character);
    const QByteArray again = QJsonDocument(FoundryActor::write(read.character, rules())).toJson(QJsonDocument::Compact);
    FoundryActor::ReadResult second;
    if (!FoundryActor::read(again, rules(), &second, &error))
        fuzz::fail(("an actor Hexkeeper wrote was refused: " + error).toUtf8().constData(), QString::fromUtf8(json));
    return 0;
}
